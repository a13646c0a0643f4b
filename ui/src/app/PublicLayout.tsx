// Top bar, header with menu, the routed page in <main>, footer (docs/decisions.md §1).
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Header } from '../public/layout/Header';
import { Footer } from '../public/layout/Footer';
import { LastUpdated } from '../public/layout/LastUpdated';
import { LoadBoundary } from '../shared/LoadBoundary';
import { PrintHeader } from '../public/layout/PrintHeader';
import { ScrollTopButton } from '../public/layout/ScrollTopButton';
import { useT } from '../i18n';
import { useLanguageAddress } from './useLanguageAddress';

export function PublicLayout() {
  const { t } = useT();
  const { pathname, hash } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useLanguageAddress();

  // A new page starts at its top; a link to a section (#id) is handled by that page.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  const skipToMain = () => {
    main.current?.focus({ preventScroll: true });
    main.current?.scrollIntoView();
  };

  return (
    <div className="site">
      <Header onSkip={skipToMain} />
      <main id="main" ref={main} tabIndex={-1}>
        <PrintHeader />
        {/* At least a screen high, so the "Last updated" line under it starts below the fold
            and never moves in view while the page's code and data arrive. */}
        <div className="page-content">
          <LoadBoundary key={pathname}>
            <Suspense fallback={<p className="page-loading" role="status">{t('status.loading')}</p>}>
              <Outlet />
            </Suspense>
          </LoadBoundary>
        </div>
        <LastUpdated />
      </main>
      <Footer />
      <ScrollTopButton />
    </div>
  );
}
