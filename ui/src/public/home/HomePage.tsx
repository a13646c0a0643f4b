// The home page (SPEC §2.3): its eight sections in order.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/usePageMeta';
import { Hero } from './Hero';
import { FocusedAnnouncement } from './FocusedAnnouncement';
import { CouncilSection } from './CouncilSection';
import { EmpoweringBand } from './EmpoweringBand';
import { LatestNews } from './LatestNews';
import { MediaGallery } from './MediaGallery';
import { VideoGallery } from './VideoGallery';
import { StrongFutures } from './StrongFutures';

export function HomePage() {
  const { t } = useTranslation();
  usePageMeta('', t('pages.home.description'));
  const { hash, key } = useLocation();

  // A link to a section of this page (the menu's Gallery item) moves focus to that section.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) {
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    }
  }, [hash, key]);

  return (
    <>
      <Hero />
      <FocusedAnnouncement />
      <CouncilSection />
      <EmpoweringBand />
      <LatestNews />
      <MediaGallery />
      <VideoGallery />
      <StrongFutures />
    </>
  );
}
