import { Fragment, useState } from 'react';
import { useRole } from './useRole';
import useSWR from 'swr';
import { auditLatestPath, type LastChange } from '../api/account';
import { getJson, type Envelope } from '../api/client';
import { dateTime, dayText } from './when';
import { FaEdit, FaToggleOff, FaToggleOn } from 'react-icons/fa';
import { FiArrowDown, FiArrowUp, FiChevronsUp } from 'react-icons/fi';
import type { Row } from '../api/admin';
import { useLanguage } from '../i18n';
import { formatNumber } from '../shared/format';
import type { ColumnDesc, EntityDesc } from './entities';
import {
  STAGE_LABELS,
  STATUS_FILTERS,
  isActive,
  istNow,
  pageCount,
  rowId,
  scheduleOf,
  stageOf,
  type StatusFilter,
  type TableQuery,
} from './rows';
import { labelOf, useAdminT } from './useAdminT';
import Pagination from './Pagination';
import { Picture } from '../shared/Img';
import { sizeText } from './ContentForm';

export type MoveTo = 'up' | 'down' | 'top';

interface Props {
  desc: EntityDesc;
  /** The page the server answered, in its order. */
  rows: Row[] | undefined;
  /** How many items the query matches in all. */
  total: number;
  size: number;
  setSize: (size: number) => void;
  loading: boolean;
  error: string | null;
  busyRow: number | null;
  page: number;
  setPage: (page: number) => void;
  query: TableQuery;
  setQuery: (change: Partial<TableQuery>) => void;
  /** The row just toggled or moved: marked so the eye finds where it went. */
  marked: number | null;
  onEdit: (row: Row, name: string) => void;
  onToggle: (row: Row) => void;
  onMove: (row: Row, to: MoveTo) => void;
}

const FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All',
  active: 'Active',
  inactive: 'Inactive',
  scheduled: 'Scheduled',
  ...STAGE_LABELS,
};
const SCHEDULE_LABELS = { scheduled: 'Scheduled', live: 'Live', ended: 'Ended' } as const;

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
/** Runs of white space (new lines included) as one space, as a table cell shows them. */
const oneLine = (v: unknown): string => text(v).replace(/\s+/g, ' ').trim();

/** A URL with break opportunities after its separators, so it wraps at "/" rather than anywhere. */
function breakable(url: string) {
  const parts = url.replace(/([/?&=.#_-]+)/g, '$1\n').split('\n').filter(Boolean);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** Class of a column's cells, which sets its width and wrapping in admin-table.css. */
const columnClass = (column: ColumnDesc): string => `adm-col-${column.kind}`;

/** A column the server can sort by: one of the entity's own fields (not an image or a file). */
const sortable = (column: ColumnDesc): boolean => column.kind !== 'image' && column.kind !== 'file';

/**
 * The entity's table: search, status filter and sortable columns (kept in the URL); Sl No., its
 * columns, Status (with the schedule), Action (edit, toggle, move). One page, as the server
 * answers it (docs/admin-lists.md): by default active first, then the editors' display order.
 */
export default function ContentTable(props: Props) {
  const { desc, rows, total, size, setSize, loading, error, busyRow, page, setPage, query, setQuery, marked, onEdit, onToggle, onMove } = props;
  const t = useAdminT();
  const [language] = useLanguage();
  const now = istNow();
  const select = desc.tableFilters?.select;
  // Moves arrange the default order; under a column sort they would not show where a row went.
  const movable = !desc.fixedOrder && query.sort === '';
  // Contributors write drafts; activating and ordering are for approvers and administrators.
  const { can } = useRole();
  const shown = rows ?? [];
  const start = (page - 1) * size;
  const slice = {
    rows: shown,
    page,
    pageCount: pageCount(total, size),
    from: shown.length ? start + 1 : 0,
    to: start + shown.length,
  };
  const headingId = `${desc.route}-table-title`;
  const width = desc.columns.length + 4;
  // Who last changed the rows shown: asked again whenever the list is reloaded (after an
  // edit or a toggle), which gives the rows a new identity.
  const [version, setVersion] = useState({ rows, n: 0 });
  if (version.rows !== rows) setVersion({ rows, n: version.n + 1 });
  const latestPath = auditLatestPath(
    desc.key,
    slice.rows.map((row) => rowId(row, desc.idField)),
  );
  const { data: latest } = useSWR<Envelope<Record<string, LastChange>>, Error>(
    latestPath ? [latestPath, version.n] : null,
    ([path]: [string, number]) => getJson<Envelope<Record<string, LastChange>>>(path),
    // The cells keep what they showed while the list's new answer is asked for: blanking them
    // would shrink every row, and the page would jump under the pointer.
    { keepPreviousData: true },
  );

  const cell = (row: Row, column: ColumnDesc, name: string) => {
    const value = row[column.key];
    switch (column.kind) {
      case 'image':
        return typeof value === 'string' && value !== '' ? (
          <Picture className="adm-thumb" src={value} sizes="60px" alt={name} width={60} height={60} loading="lazy" />
        ) : (
          <span className="adm-muted">{t('No image')}</span>
        );
      case 'link': {
        // Clamped to three lines like long text; the whole URL is in the tooltip.
        const url = oneLine(value);
        return url === '' ? null : (
          <span className="adm-clamp adm-url" title={url}>
            {breakable(url)}
          </span>
        );
      }
      case 'date':
        return text(value) === '' ? null : <time dateTime={text(value)}>{dayText(text(value), language)}</time>;
      case 'option': {
        const option = column.options?.find((o) => o.value === value);
        return option ? t(option.label) : text(value);
      }
      case 'file': {
        if (typeof value !== 'string' || value === '') return <span className="adm-muted">{t('No file')}</span>;
        const bytes = Number(column.sizeKey ? row[column.sizeKey] : 0);
        return (
          <a href={value} target="_blank" rel="noopener" aria-label={t('Open the file of {{name}}', { name })}>
            {t('PDF, {{size}}', { size: sizeText(bytes, language) })}
          </a>
        );
      }
      default: {
        // Titles and descriptions: at most three lines in the table, the whole text in the tooltip.
        const full = oneLine(value);
        return full === '' ? null : (
          <span className="adm-clamp" title={full}>
            {full}
          </span>
        );
      }
    }
  };

  let body;
  if (error) {
    body = (
      <tr>
        <td colSpan={width} className="adm-form-error">{error}</td>
      </tr>
    );
  } else if (loading && !rows) {
    body = (
      <tr>
        <td colSpan={width}>{t('Loading…')}</td>
      </tr>
    );
  } else if (slice.rows.length === 0) {
    body = (
      <tr>
        <td colSpan={width}>{t('Nothing here yet.')}</td>
      </tr>
    );
  } else {
    body = slice.rows.map((row, i) => {
      const id = rowId(row, desc.idField);
      const active = isActive(row);
      const name = text(row[desc.nameKey]) || `#${id}`;
      const toggleLabel = t(active ? 'Deactivate {{name}}' : 'Activate {{name}}', { name });
      const schedule = scheduleOf(row, now);
      const classes = [active ? '' : 'adm-inactive-row', marked === id ? 'adm-marked-row' : ''].filter(Boolean).join(' ');
      return (
        <tr key={id} className={classes || undefined} data-row-id={id}>
          <td className="adm-col-num" data-label={t('Sl No.')}>{formatNumber(slice.from + i, language)}</td>
          {desc.columns.map((column) => (
            <td
              key={column.key}
              className={columnClass(column)}
              lang={column.lang === 'od' ? 'or' : undefined}
              data-label={labelOf(t, column.label, column.lang)}
            >
              {cell(row, column, name)}
            </td>
          ))}
          <td className="adm-col-changed" data-label={t('Last changed')}>
            {latest?.data?.[String(id)] && (
              <>
                <time dateTime={latest.data[String(id)].at}>{dateTime(latest.data[String(id)].at, language)}</time>
                <br />
                <span className="adm-muted">{latest.data[String(id)].admin}</span>
              </>
            )}
          </td>
          <td className="adm-col-status" data-label={t('Status')}>
            {/* the review stage in words (its colour only repeats it) */}
            <span className={`adm-badge adm-stage adm-stage-${stageOf(row)}`}>{t(STAGE_LABELS[stageOf(row)])}</span>
            <span className={active ? 'adm-badge adm-badge-on' : 'adm-badge adm-badge-off'}>
              {t(active ? 'Active' : 'Inactive')}
            </span>
            {schedule !== 'none' && (
              <span
                className={`adm-badge adm-badge-${schedule}`}
                title={[text(row.showFrom), text(row.showUntil)].filter(Boolean).join(' – ')}
              >
                {t(SCHEDULE_LABELS[schedule])}
              </span>
            )}
          </td>
          <td className="adm-col-action adm-row-actions" data-label={t('Action')}>
            <button
              type="button"
              className="adm-icon-button adm-edit"
              aria-label={t('Edit {{name}}', { name })}
              title={t('Edit {{name}}', { name })}
              disabled={busyRow === id}
              onClick={() => onEdit(row, name)}
            >
              <FaEdit aria-hidden="true" />
            </button>
            {can.moderate && (
            <button
              type="button"
              className={active ? 'adm-icon-button adm-toggle adm-on' : 'adm-icon-button adm-toggle adm-off'}
              aria-label={toggleLabel}
              title={toggleLabel}
              disabled={busyRow === id}
              onClick={() => onToggle(row)}
            >
              {active ? <FaToggleOn aria-hidden="true" /> : <FaToggleOff aria-hidden="true" />}
            </button>
            )}
            {movable && can.moderate && (
              <>
                <button
                  type="button"
                  className="adm-icon-button adm-move"
                  aria-label={t('Move {{name}} to the top', { name })}
                  title={t('Move {{name}} to the top', { name })}
                  disabled={busyRow === id}
                  onClick={() => onMove(row, 'top')}
                >
                  <FiChevronsUp aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="adm-icon-button adm-move"
                  aria-label={t('Move {{name}} up', { name })}
                  title={t('Move {{name}} up', { name })}
                  disabled={busyRow === id}
                  onClick={() => onMove(row, 'up')}
                >
                  <FiArrowUp aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="adm-icon-button adm-move"
                  aria-label={t('Move {{name}} down', { name })}
                  title={t('Move {{name}} down', { name })}
                  disabled={busyRow === id}
                  onClick={() => onMove(row, 'down')}
                >
                  <FiArrowDown aria-hidden="true" />
                </button>
              </>
            )}
          </td>
        </tr>
      );
    });
  }

  return (
    <section className="adm-card adm-table-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Items')}</h2>
      <div className="adm-toolbar" role="search">
        <div className="adm-field">
          <label htmlFor={`${desc.route}-search`}>{t('Search')}</label>
          <input
            id={`${desc.route}-search`}
            type="search"
            value={query.q}
            autoComplete="off"
            onChange={(e) => setQuery({ q: e.target.value })}
          />
        </div>
        <div className="adm-field">
          <label htmlFor={`${desc.route}-status-filter`}>{t('Show')}</label>
          <select
            id={`${desc.route}-status-filter`}
            value={query.status}
            onChange={(e) => setQuery({ status: e.target.value as StatusFilter })}
          >
            {STATUS_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(FILTER_LABELS[f])}
              </option>
            ))}
          </select>
        </div>
        {select && (
          <div className="adm-field">
            <label htmlFor={`${desc.route}-filter-select`}>{t(select.label)}</label>
            <select
              id={`${desc.route}-filter-select`}
              value={query.choice}
              onChange={(e) => setQuery({ choice: e.target.value })}
            >
              <option value="">{t('All')}</option>
              {select.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(o.label)}
                </option>
              ))}
            </select>
          </div>
        )}
        {!desc.fixedOrder && !movable && can.moderate && (
          <p className="adm-hint">
            {t('Sorted by a column: clear the sort to arrange the order.')}{' '}
            <button type="button" className="adm-link-button" onClick={() => setQuery({ sort: '', dir: 'asc' })}>
              {t('Clear sort')}
            </button>
          </p>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {t('{{count}} items shown', { count: formatNumber(total, language) })}
      </p>
      <div className="adm-table-wrap" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col" className="adm-col-num">{t('Sl No.')}</th>
              {desc.columns.map((column) =>
                !sortable(column) ? (
                  <th scope="col" key={column.key} className={columnClass(column)}>
                    {labelOf(t, column.label, column.lang)}
                  </th>
                ) : (
                  <SortableHeader
                    key={column.key}
                    className={columnClass(column)}
                    label={labelOf(t, column.label, column.lang)}
                    sortKey={column.key}
                    query={query}
                    setQuery={setQuery}
                  />
                ),
              )}
              <th scope="col" className="adm-col-changed">{t('Last changed')}</th>
              <SortableHeader className="adm-col-status" label={t('Status')} sortKey="status" query={query} setQuery={setQuery} />
              <th scope="col" className="adm-col-action">{t('Action')}</th>
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {desc.paginate && (
        <Pagination
          id={desc.route}
          page={slice.page}
          pageCount={slice.pageCount}
          from={slice.from}
          to={slice.to}
          total={total}
          size={size}
          onPage={setPage}
          onSize={setSize}
        />
      )}
    </section>
  );
}

/** A column heading that sorts by its column: ascending, then descending, then the default order. */
function SortableHeader({
  className,
  label,
  sortKey,
  query,
  setQuery,
}: {
  className: string;
  label: string;
  sortKey: string;
  query: TableQuery;
  setQuery: (change: Partial<TableQuery>) => void;
}) {
  const t = useAdminT();
  const current = query.sort === sortKey ? query.dir : null;
  const next = () => {
    if (current === null) setQuery({ sort: sortKey, dir: 'asc' });
    else if (current === 'asc') setQuery({ sort: sortKey, dir: 'desc' });
    else setQuery({ sort: '', dir: 'asc' });
  };
  return (
    <th
      scope="col"
      className={className}
      aria-sort={current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : undefined}
    >
      <button type="button" className="adm-sort" onClick={next} title={t('Sort by {{column}}', { column: label })}>
        {label}
        <span aria-hidden="true" className="adm-sort-mark">
          {current === 'asc' ? ' ▲' : current === 'desc' ? ' ▼' : ' ↕'}
        </span>
      </button>
    </th>
  );
}
