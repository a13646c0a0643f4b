// The report-type pages (docs/decisions.md §1, docs/documents.md): one category of the council's
// document register,
// read from the server. Search, year, Current/Archive and the page live in the URL, so a
// filtered list can be shared and Back works.
import { useId, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { FaDownload } from 'react-icons/fa6';
import { useT, pick, useLanguage } from '../../i18n';
import { useStateOf } from '../../shared/useStateOf';
import { usePageMeta } from '../../shared/usePageMeta';
import { PAGES_NS } from '../../i18n/pages';
import { useDocuments, useDocumentYears, type DocumentItem } from '../../api/public';
import { formatDate, formatNumber, formatSize, isNew, localDigits } from '../../shared/format';
import { PageHeader } from './PageHeader';
import { Pager } from './Pager';
import type { ReportKind } from './documents';

/** Documents per page. */
export const REPORT_PAGE_SIZE = 10;
/** The filters a report page reads from its URL. */
export interface ReportQuery {
  q: string;
  year: string;
  archived: boolean;
  page: number;
}

export function readReportQuery(params: URLSearchParams): ReportQuery {
  const page = Number(params.get('page'));
  const year = params.get('year') ?? '';
  return {
    q: params.get('q') ?? '',
    year: /^\d{4}$/.test(year) ? year : '',
    archived: params.get('archive') === '1',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL parameters of `query`, defaults left out so the plain page keeps a plain URL. */
export function writeReportQuery(query: ReportQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.year) params.set('year', query.year);
  if (query.archived) params.set('archive', '1');
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export function ReportPage({ kind }: { kind: ReportKind }) {
  const { t } = useT(PAGES_NS);
  usePageMeta(t(`meta.${kind}.title`), t(`meta.${kind}.description`));
  const [language] = useLanguage();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = readReportQuery(params);
  const { page, error, isLoading, retry } = useDocuments({
    category: kind,
    q: query.q,
    year: query.year,
    archived: query.archived,
    page: query.page,
    size: REPORT_PAGE_SIZE,
  });
  // Back and forward change the URL: the search box follows.
  const [typed, setTyped] = useStateOf(query.q, query.q);
  const ids = useId();
  const searchId = `${ids}-q`;
  const yearId = `${ids}-year`;

  const go = (change: Partial<ReportQuery>) => {
    // Any change of filter starts again from page 1.
    const next = { ...query, page: 1, ...change };
    setParams(writeReportQuery(next));
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed });
  };

  // Only the years that have documents (and the one in the address, so the choice shows).
  const known = useDocumentYears(kind, query.archived) ?? [];
  const years = query.year && !known.includes(query.year) ? [...known, query.year].sort((a, b) => b.localeCompare(a)) : known;
  const filtered = query.q.trim() !== '' || query.year !== '';
  const total = page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / REPORT_PAGE_SIZE));
  const from = total === 0 ? 0 : (query.page - 1) * REPORT_PAGE_SIZE + 1;
  const to = Math.min(total, query.page * REPORT_PAGE_SIZE);
  const num = (n: number) => formatNumber(n, language);

  const row = (doc: DocumentItem, index: number) => {
    const title = pick(language, doc.titleEn, doc.titleOd);
    const format = t('report.format', { size: formatSize(doc.fileSize ?? 0, language) });
    const fileNote = doc.fileLanguage !== 'both' && doc.fileLanguage !== language ? t(`report.fileIn.${doc.fileLanguage}`) : null;
    return (
      <tr key={doc.documentId}>
        <td data-label={t('report.slNo')}>{num(from + index)}</td>
        <th scope="row" data-label={t('report.contents')}>
          <span lang={language === 'od' && title === doc.titleOd ? 'or' : undefined}>{title}</span>
          {isNew(doc.publishDate) && <span className="doc-new">{t('report.new')}</span>}
          {fileNote && <span className="doc-file-language">{fileNote}</span>}
        </th>
        <td data-label={t('report.publishDate')}>
          <time dateTime={doc.publishDate}>{formatDate(doc.publishDate, language)}</time>
        </td>
        <td data-label={t('report.download')}>
          {doc.documentPath && (
            <a className="btn btn-small doc-download" href={doc.documentPath} type="application/pdf" download aria-label={t('report.downloadItem', { title, format })}>
              <FaDownload aria-hidden="true" focusable="false" />
              <span>{t('report.download')}</span>
              <span className="doc-format">{format}</span>
            </a>
          )}
        </td>
      </tr>
    );
  };

  let body;
  if (error && !page) {
    body = (
      <tr>
        <td colSpan={4} role="alert">
          {t('report.error')}{' '}
          <button type="button" className="btn btn-small btn-outline" onClick={retry}>
            {t('report.retry')}
          </button>
        </td>
      </tr>
    );
  } else if (isLoading || !page) {
    body = (
      <tr>
        <td colSpan={4} aria-busy="true">
          {t('report.loading')}
        </td>
      </tr>
    );
  } else if (page.items.length === 0) {
    body = (
      <tr>
        <td colSpan={4}>{t(filtered ? 'report.emptyFiltered' : 'report.empty')}</td>
      </tr>
    );
  } else {
    body = page.items.map(row);
  }

  return (
    <>
      <PageHeader title={t(`meta.${kind}.title`)} />
      <div className="container page-body">
        <div className="doc-tools">
          <form className="doc-search" role="search" aria-label={t('report.filters')} onSubmit={onSearch}>
            <div className="doc-field">
              <label htmlFor={searchId}>{t('report.search')}</label>
              <input id={searchId} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
            </div>
            <button type="submit" className="btn btn-small">
              {t('report.searchButton')}
            </button>
            {filtered && (
              <button
                type="button"
                className="btn btn-small btn-outline"
                onClick={() => {
                  setTyped('');
                  go({ q: '', year: '' });
                }}
              >
                {t('report.clear')}
              </button>
            )}
          </form>
          <div className="doc-field">
            <label htmlFor={yearId}>{t('report.year')}</label>
            <select id={yearId} value={query.year} onChange={(e) => go({ year: e.target.value })}>
              <option value="">{t('report.allYears')}</option>
              {years.map((y) => (
                <option key={y} value={y}>
                  {localDigits(y, language)}
                </option>
              ))}
            </select>
          </div>
          <div className="doc-switch" role="group" aria-label={t('report.show')}>
            <button type="button" className="doc-switch-button" aria-pressed={!query.archived} onClick={() => go({ archived: false })}>
              {t('report.current')}
            </button>
            <button type="button" className="doc-switch-button" aria-pressed={query.archived} onClick={() => go({ archived: true })}>
              {t('report.archive')}
            </button>
          </div>
        </div>
        {/* There (a line high) before the list arrives, so the table under it, on a phone's
            first screen, does not move down when the count comes. */}
        <p className="list-position doc-position" aria-live="polite">
          {page && total > 0 ? t('report.showing', { from: num(from), to: num(to), total: num(total) }) : ''}
        </p>
        <div className="table-wrap stack-table-wrap">
          <table className="data-table doc-table stack-table">
            <caption>{t(query.archived ? 'report.captionArchive' : 'report.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('report.slNo')}</th>
                <th scope="col">{t('report.contents')}</th>
                <th scope="col">{t('report.publishDate')}</th>
                <th scope="col">{t('report.download')}</th>
              </tr>
            </thead>
            <tbody>{body}</tbody>
          </table>
        </div>
        <Pager
          page={query.page}
          count={pages}
          label={t('report.pages')}
          href={(n) => {
            const search = writeReportQuery({ ...query, page: n }).toString();
            return search ? `${pathname}?${search}` : pathname;
          }}
        />
      </div>
    </>
  );
}
