// A page that lists everything of one kind (news, photos, videos), a page at a time. The page
// number lives in the address (`?page=N`); changing it starts the new page at its top with
// focus on its heading, as a new page would.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { usePageMeta } from '../../shared/usePageMeta';
import type { PageState } from '../../api/public';
import { useT } from '../../i18n';
import { PAGES_NS } from '../../i18n/pages';
import { formatNumber } from '../../shared/format';
import { Empty, Failure, Loading } from '../home/SectionStatus';
import { pageCount, pageFromSearch } from '../paging';
import { PageHeader } from './PageHeader';
import { Pager } from './Pager';

export type ListKind = 'news' | 'photos' | 'videos';

/** The page number the address asks for. */
export function usePageNumber(): number {
  const [params] = useSearchParams();
  return pageFromSearch(params);
}

export function ListPage<T>({
  kind,
  page,
  size,
  state,
  children,
}: {
  kind: ListKind;
  page: number;
  size: number;
  state: PageState<T>;
  /** Draws the items of this page; `first` is the position of the first in the whole list. */
  children: (items: T[], first: number, total: number) => ReactNode;
}) {
  const { t, language } = useT(PAGES_NS);
  const { t: common } = useT();
  const { pathname } = useLocation();
  const title = t(`list.${kind}.title`);
  const number = (n: number) => formatNumber(n, language);
  usePageMeta(page > 1 ? t('list.titlePage', { title, page: number(page) }) : title, t(`list.${kind}.description`));

  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [page]);

  const { items, total, error, isLoading } = state;
  const count = total === undefined ? 1 : pageCount(total, size);
  let body: ReactNode;
  if (isLoading) body = <Loading text={common('status.loading')} />;
  else if (error) body = <Failure text={t(`list.${kind}.error`)} />;
  else if (!items || total === undefined) body = null;
  else if (total === 0) body = <Empty text={t(`list.${kind}.empty`)} />;
  else if (items.length === 0)
    body = (
      <p className="status">
        {t('list.pastEnd', { page: number(page) })} <Link to={pathname}>{t('list.firstPage')}</Link>
      </p>
    );
  else
    body = (
      <>
        {count > 1 && (
          <p className="list-position">{t('list.position', { page: number(page), count: number(count) })}</p>
        )}
        {children(items, (page - 1) * size + 1, total)}
      </>
    );

  return (
    <>
      <PageHeader title={title} headingRef={heading} />
      <div className="container page-body list-page">
        {body}
        {!isLoading && !error && total !== undefined && <Pager page={page} count={count} label={t(`list.${kind}.pager`)} />}
      </div>
    </>
  );
}
