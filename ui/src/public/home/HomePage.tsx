// The home page (docs/decisions.md §2): its eight sections in order. The last four fetch their code and
// data as they come near the viewport.
import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageMeta } from '../../shared/usePageMeta';
import { useT } from '../../i18n';
import { PATHS } from '../layout/menu';
import { Hero } from './Hero';
import { FocusedAnnouncement } from './FocusedAnnouncement';
import { EmpoweringBand } from './EmpoweringBand';
import { Deferred, HomeSection } from './Deferred';

const below = () => import('./below');
const CouncilSection = lazy(() => below().then((m) => ({ default: m.CouncilSection })));
const NewsList = lazy(() => below().then((m) => ({ default: m.NewsList })));
const GalleryGrid = lazy(() => below().then((m) => ({ default: m.GalleryGrid })));
const VideoList = lazy(() => below().then((m) => ({ default: m.VideoList })));
const PartnerList = lazy(() => below().then((m) => ({ default: m.PartnerList })));

/** The Media Gallery's heading: `/#media-gallery` takes a visitor (and focus) to it. */
export const GALLERY_ANCHOR = 'media-gallery';

export function HomePage() {
  const { t } = useT();
  usePageMeta('', t('pages.home.description'));
  const { hash, key } = useLocation();

  // A link to a section of this page (`/#media-gallery`) moves focus to that section.
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
      <Deferred>
        <CouncilSection />
      </Deferred>
      <EmpoweringBand />
      <HomeSection
        id="news-heading"
        className="news"
        title={t('news.heading')}
        viewAll={{ to: PATHS.news, label: t('news.viewAll') }}
      >
        <Deferred>
          <NewsList />
        </Deferred>
      </HomeSection>
      <HomeSection
        id={GALLERY_ANCHOR}
        className="gallery"
        title={t('gallery.heading')}
        focusable
        viewAll={{ to: PATHS.photos, label: t('gallery.viewAll') }}
      >
        <Deferred>
          <GalleryGrid />
        </Deferred>
      </HomeSection>
      <HomeSection
        id="video-heading"
        className="videos"
        title={t('video.heading')}
        viewAll={{ to: PATHS.videos, label: t('video.viewAll') }}
      >
        <Deferred>
          <VideoList />
        </Deferred>
      </HomeSection>
      <HomeSection id="futures-heading" className="futures" title={t('futures.heading')}>
        <Deferred>
          <PartnerList />
        </Deferred>
      </HomeSection>
    </>
  );
}
