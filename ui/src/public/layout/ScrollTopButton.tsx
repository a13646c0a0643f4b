// The round scroll-to-top button: shown after 100 px of scrolling (docs/decisions.md §1, §8).
import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import { ArrowUpIcon } from '../icons';

export const SCROLL_TOP_THRESHOLD = 100;

export function ScrollTopButton() {
  const { t } = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <button type="button" className="scroll-top" onClick={toTop} aria-label={t('scrollTop')}>
      <ArrowUpIcon />
    </button>
  );
}
