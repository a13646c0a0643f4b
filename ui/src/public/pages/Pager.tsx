// The pager of a list page: a navigation landmark of links (so each page has an address that
// Back, bookmarks and new tabs keep), the current page marked with aria-current.
import { Link, useLocation } from 'react-router';
import { FaChevronLeft, FaChevronRight } from 'react-icons/fa6';
import { useT } from '../../i18n';
import { PAGES_NS } from '../../i18n/pages';
import { formatNumber } from '../../shared/format';
import { GAP, pageHref, pagerItems } from '../paging';

/**
 * `href` gives a page's address when the page keeps more than its number in the URL (a report
 * page's search and filters); by default `?page=N` on the current path.
 */
export function Pager({ page, count, label, href }: { page: number; count: number; label: string; href?: (page: number) => string }) {
  const { t, language } = useT(PAGES_NS);
  const { pathname } = useLocation();
  const pageHrefOf = href ?? ((n: number) => pageHref(pathname, n));
  if (count <= 1 && page <= 1) return null;
  const number = (n: number) => formatNumber(n, language);
  return (
    <nav className="pager" aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link className="pager-step" to={pageHrefOf(Math.min(page - 1, count))} rel="prev">
              <FaChevronLeft aria-hidden="true" focusable="false" />
              <span>{t('pager.previous')}</span>
            </Link>
          ) : (
            <span className="pager-step pager-off" aria-hidden="true">
              <FaChevronLeft focusable="false" />
              <span>{t('pager.previous')}</span>
            </span>
          )}
        </li>
        {/* Every page near the current one on a wide screen; the first, current and last on a narrow one. */}
        {(['wide', 'narrow'] as const).map((width) =>
          pagerItems(page, count, width === 'wide' ? 1 : 0).map((item, index) =>
            item === GAP ? (
              <li key={`${width}-gap-${index}`} className={`pager-${width} pager-gap`} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={`${width}-${item}`} className={`pager-${width}`}>
                <Link
                  className="pager-page"
                  to={pageHrefOf(item)}
                  aria-label={t('pager.page', { page: number(item) })}
                  aria-current={item === page ? 'page' : undefined}
                >
                  {number(item)}
                </Link>
              </li>
            ),
          ),
        )}
        <li>
          {page < count ? (
            <Link className="pager-step" to={pageHrefOf(page + 1)} rel="next">
              <span>{t('pager.next')}</span>
              <FaChevronRight aria-hidden="true" focusable="false" />
            </Link>
          ) : (
            <span className="pager-step pager-off" aria-hidden="true">
              <span>{t('pager.next')}</span>
              <FaChevronRight focusable="false" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
