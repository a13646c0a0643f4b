// Content below the fold: its code and data are fetched when it comes near the viewport, so
// the first view of the home page loads only what it shows. The space is reserved meanwhile.
// A keyboard visitor's first Tab builds every section at once: Tab moves through the page
// without scrolling it first, and must find each section's links there when it reaches them
// (docs/visitors.md, "Keyboard").
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n';
import { Loading } from './SectionStatus';
import { LoadBoundary } from '../../shared/LoadBoundary';

/** How far below the viewport a section starts loading, in pixels. */
export const NEAR_VIEWPORT_PX = 200;

/** Set by the first Tab of the visit: from then on every section is built at once. */
let tabbed = false;

export function Deferred({ children, className = 'deferred' }: { children: ReactNode; className?: string }) {
  const { t } = useT();
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(tabbed);

  useEffect(() => {
    if (near) return;
    const key = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      tabbed = true;
      setNear(true);
    };
    document.addEventListener('keydown', key, true);
    return () => document.removeEventListener('keydown', key, true);
  }, [near]);

  // Near means: within reach below the viewport, or already scrolled past (a jump to the end
  // of the page, or to a section further down, loads everything above it too).
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (element.getBoundingClientRect().top < window.innerHeight + NEAR_VIEWPORT_PX) setNear(true);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [near]);

  if (!near) return <div ref={placeholder} className={className} />;
  // While the code arrives the space stays reserved: a shorter "Loading" line would pull the
  // page up under a visitor's pointer (a click pressed on one control landed on another).
  return (
    <LoadBoundary>
      <Suspense
        fallback={
          <div className={className}>
            <Loading text={t('status.loading')} />
          </div>
        }
      >
        {children}
      </Suspense>
    </LoadBoundary>
  );
}

/** A home section: its heading is always there (menu links can target it); its body may wait.
 * `viewAll` is the link beside the heading to the section's own page, described by the heading. */
export function HomeSection({
  id,
  className,
  title,
  viewAll,
  focusable = false,
  children,
}: {
  id: string;
  className: string;
  title: string;
  viewAll?: { to: string; label: string };
  focusable?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`section ${className}`} aria-labelledby={id}>
      <div className="container">
        <div className="section-head">
          <h2 id={id} className="section-title" tabIndex={focusable ? -1 : undefined}>
            {title}
          </h2>
          {viewAll && (
            <Link to={viewAll.to} className="btn btn-outline" aria-describedby={id}>
              {viewAll.label}
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
