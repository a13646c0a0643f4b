// The "page not found" page: for an address the site has no page at (the server answers it
// with status 404) and for a record's address whose record does not exist (a policy page, a
// news item). It says what happened in the chosen language with its title in the other one
// too, offers a search and the way home, and keeps itself out of search engines' indexes.
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../../shared/usePageMeta';
import { htmlLang, useT } from '../../i18n';
import { PAGE_CATALOGUES, PAGES_NS } from '../../i18n/pages';
import { PATHS } from '../layout/menu';
import { SEARCH_PATH, useSearchSubmit } from '../layout/SearchBox';
import { PageHeader } from './PageHeader';

/** Adds `<meta name="robots" content="noindex">` while the page is shown. */
function useNoIndex(): void {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.appendChild(meta);
    }
    meta.content = 'noindex';
    return () => meta?.remove();
  }, []);
}

/** The address as the visitor typed it (escapes decoded where they can be). */
function shownAddress(pathname: string, search: string): string {
  try {
    return decodeURI(pathname + search);
  } catch {
    return pathname + search;
  }
}

export function NotFoundPage() {
  const { t, language } = useT(PAGES_NS);
  const { pathname, search } = useLocation();
  const id = useId();
  const [q, setQ] = useState('');
  const { empty, setEmpty, submit, box } = useSearchSubmit(q);
  const other = language === 'od' ? 'en' : 'od';
  usePageMeta(t('notFound.title'), t('notFound.description'));
  useNoIndex();

  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <div className="container page-body not-found">
        <p lang={htmlLang(other)} className="not-found-other">
          {PAGE_CATALOGUES[other].notFound.title}
        </p>
        <p>{t('notFound.what', { address: shownAddress(pathname, search) })}</p>
        <p>{t('notFound.next')}</p>
        <form role="search" aria-label={t('notFound.searchLabel')} className="not-found-search" action={SEARCH_PATH} method="get" onSubmit={submit} noValidate>
          <label htmlFor={id}>{t('notFound.searchField')}</label>
          <div className="not-found-search-row">
            <input
              {...box(id)}
              onChange={(e) => {
                setQ(e.target.value);
                if (e.target.value.trim()) setEmpty(false);
              }}
            />
            <button type="submit" className="btn">
              {t('notFound.submit')}
            </button>
          </div>
          <p id={`${id}-empty`} className="field-error" role="status">
            {empty ? t('notFound.empty') : ''}
          </p>
        </form>
        <ul className="not-found-links">
          <li>
            <Link to={PATHS.home}>{t('notFound.home')}</Link>
          </li>
          <li>
            <Link to="/sitemap">{t('notFound.sitemap')}</Link>
          </li>
        </ul>
      </div>
    </>
  );
}
