// /search?q=…&page=… (GIGW §5.2.31): hits over active content, best first, with the matched
// words marked. The count is announced (role="status"); each hit is a heading with its link.
import { Link, useSearchParams } from 'react-router';
import { SEARCH_PAGE_SIZE, useSearch, type SearchHit } from '../../api/public';
import { useLanguage, useT } from '../../i18n';
import { usePageMeta } from '../../shared/usePageMeta';
import { formatDate, formatNumber } from '../../shared/format';
import { PageHeader } from './PageHeader';
import { pageWindow, splitMarks } from './highlight';
import { PATHS } from '../../shared/paths';
import { SEARCH_PATH } from '../layout/SearchBox';

const KINDS = ['news', 'notice', 'announcement', 'council', 'introduction', 'official', 'page', 'document'];

function Marked({ text, ranges }: { text: string; ranges?: [number, number][] }) {
  return (
    <>
      {splitMarks(text, ranges).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  const { t } = useT();
  const [language] = useLanguage();
  const od = language === 'od';
  const titleOd = od && hit.titleOd.trim() !== '';
  const snippetOd = od && hit.snippetOd.trim() !== '';
  const title = (
    <Marked text={titleOd ? hit.titleOd : hit.titleEn} ranges={titleOd ? hit.marks?.titleOd : hit.marks?.titleEn} />
  );
  const snippet = snippetOd ? hit.snippetOd : hit.snippetEn;
  const internal = hit.url.startsWith('/') && !hit.url.startsWith('//');
  const kind = KINDS.includes(hit.type) ? t(`search.kind.${hit.type}`) : hit.type;
  return (
    <li className="search-hit">
      <h2>{internal ? <Link to={hit.url}>{title}</Link> : <a href={hit.url}>{title}</a>}</h2>
      <p className="hit-meta">
        {kind}
        {hit.date && (
          <>
            {' · '}
            <time dateTime={hit.date}>{formatDate(hit.date, language)}</time>
          </>
        )}
      </p>
      {snippet && (
        <p>
          <Marked text={snippet} ranges={snippetOd ? hit.marks?.snippetOd : hit.marks?.snippetEn} />
        </p>
      )}
    </li>
  );
}

/** What a search that found nothing offers: the server's suggestion as a link that runs it, and
 * the pages where the notices, the documents and the news are listed. */
function NothingFound({ suggestion }: { suggestion?: string }) {
  const { t } = useT();
  return (
    <div>
      {suggestion && (
        <p>
          {t('search.didYouMean')}{' '}
          <Link to={`${SEARCH_PATH}?q=${encodeURIComponent(suggestion)}`} aria-label={t('search.suggestionLink', { q: suggestion })}>
            {suggestion}
          </Link>
        </p>
      )}
      <p>{t('search.browse')}</p>
      <ul>
        <li>
          <Link to={PATHS.notices}>{t('nav.notices')}</Link>
        </li>
        <li>
          <Link to="/sitemap">{t('search.browseDocuments')}</Link>
        </li>
        <li>
          <Link to={PATHS.news}>{t('nav.news')}</Link>
        </li>
      </ul>
    </div>
  );
}

export function SearchPage() {
  const { t } = useT();
  const [language] = useLanguage();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  usePageMeta(t('search.title'), t('search.description'));
  const { data, error, isLoading } = useSearch(q, page);

  let status: string;
  if (!q) status = t('search.prompt');
  else if (error) status = t('search.error');
  else if (!data || isLoading) status = t('search.searching');
  else if (data.total === 0) status = t('search.none', { q });
  else status = t('search.count', { count: data.total, n: formatNumber(data.total, language), q });

  const pages = data ? Math.ceil(data.total / SEARCH_PAGE_SIZE) : 0;
  const href = (p: number) => `/search?q=${encodeURIComponent(q)}&page=${p}`;

  return (
    <>
      <PageHeader title={t('search.title')} />
      <div className="container page-body search-page">
        <p role="status" className="search-count">
          {status}
        </p>
        {q && data && !error && !isLoading && data.total === 0 && <NothingFound suggestion={data.suggestion} />}
        {data && data.hits.length > 0 && !error && (
          <ol className="search-results" start={(page - 1) * SEARCH_PAGE_SIZE + 1}>
            {data.hits.map((hit, i) => (
              <Hit key={`${hit.type}-${hit.url}-${i}`} hit={hit} />
            ))}
          </ol>
        )}
        {pages > 1 && (
          <nav aria-label={t('search.pages')}>
            <ul className="search-pages">
              {pageWindow(page, pages).map((p) => (
                <li key={p}>
                  <Link
                    to={href(p)}
                    aria-current={p === page ? 'page' : undefined}
                    aria-label={t('search.page', { n: formatNumber(p, language) })}
                  >
                    {formatNumber(p, language)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </>
  );
}
