// The notice box (docs/decisions.md §2 item 2, docs/decisions.md §9): the active notice links scroll up 1 px every
// 50 ms and wrap at half the content height (the list is drawn twice). It pauses while hovered,
// while it holds keyboard focus and when paused with its button, and stays still for visitors
// who prefer reduced motion.
import { useEffect, useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from '../icons';
import type { AnnounceNotice, Listed } from '../../api/public';
import { useT, pick, useLanguage } from '../../i18n';
import { SCROLL_INTERVAL_MS, nextScrollOffset } from './scroller';
import SiteLink from '../SiteLink';

function usePrefersReducedMotion(): boolean {
  const [reduce, setReduce] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduce(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduce;
}

function NoticeList({ notices, copy }: { notices: Listed<AnnounceNotice>[]; copy: boolean }) {
  const [language] = useLanguage();
  return (
    <ul className="notice-list" aria-hidden={copy || undefined}>
      {notices.map((notice) => {
        const text = pick(language, notice.announceLinkEn, notice.announceLinkOd);
        const href = notice.announceLinkPath?.trim();
        return (
          <li key={notice.id}>
            {href ? (
              <SiteLink href={href} tabIndex={copy ? -1 : undefined}>
                {text}
              </SiteLink>
            ) : (
              <span>{text}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function NoticeScroller({ notices }: { notices: Listed<AnnounceNotice>[] }) {
  const { t } = useT();
  const box = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const reduce = usePrefersReducedMotion();

  // Scroll only when one copy of the list is taller than the box. Measured when the browser
  // lays the list out anyway (a ResizeObserver), never by forcing a layout.
  useEffect(() => {
    const element = box.current;
    const list = element?.querySelector('.notice-list');
    if (!element || !list) return;
    const measure = () => setOverflows(list.getBoundingClientRect().height > element.clientHeight);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    observer.observe(element);
    return () => observer.disconnect();
  }, [notices]);

  const moving = overflows && !hovered && !focused && !paused && !reduce;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => {
      const element = box.current;
      if (element) element.scrollTop = nextScrollOffset(element.scrollTop, element.scrollHeight);
    }, SCROLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [moving]);

  return (
    <div className="notice-board">
      <div
        ref={box}
        className="notice-scroller"
        data-moving={moving}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <NoticeList notices={notices} copy={false} />
        {overflows && !reduce && <NoticeList notices={notices} copy />}
      </div>
      {overflows && !reduce && (
        <button type="button" className="scroller-toggle" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
          {paused ? <PlayIcon /> : <PauseIcon />}
          <span>{paused ? t('announce.resume') : t('announce.pause')}</span>
        </button>
      )}
    </div>
  );
}
