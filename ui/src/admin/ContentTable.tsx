import { Fragment, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { auditLatestPath, type LastChange } from '../api/account';
import { getJson, type Envelope } from '../api/client';
import { utcMinute } from './when';
import { FaEdit, FaToggleOff, FaToggleOn } from 'react-icons/fa';
import type { Row } from '../api/admin';
import type { ColumnDesc, EntityDesc } from './entities';
import { DEFAULT_PAGE_SIZE, isActive, paginate, rowId, sortRows } from './rows';
import { labelOf, useAdminT } from './useAdminT';
import Pagination from './Pagination';

interface Props {
  desc: EntityDesc;
  rows: Row[] | undefined;
  loading: boolean;
  error: string | null;
  busyRow: number | null;
  page: number;
  setPage: (page: number) => void;
  onEdit: (row: Row, name: string) => void;
  onToggle: (row: Row) => void;
}

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

/** Class of a column's cells, which sets its width and wrapping in admin.css. */
const columnClass = (column: ColumnDesc): string => `adm-col-${column.kind}`;

/** The entity's table: Sl No., its columns, Status, Action; active first, newest first. */
export default function ContentTable({ desc, rows, loading, error, busyRow, page, setPage, onEdit, onToggle }: Props) {
  const t = useAdminT();
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const sorted = useMemo(() => sortRows(rows ?? [], desc.idField), [rows, desc.idField]);
  const slice = desc.paginate
    ? paginate(sorted, page, size)
    : { rows: sorted, page: 1, pageCount: 1, from: sorted.length ? 1 : 0, to: sorted.length };
  const headingId = `${desc.route}-table-title`;
  const width = desc.columns.length + 4;
  // Who last changed the rows shown: asked again whenever the list is reloaded (after an
  // edit or a toggle), which gives the rows a new identity.
  const version = useRef({ rows, n: 0 });
  if (version.current.rows !== rows) version.current = { rows, n: version.current.n + 1 };
  const latestPath = auditLatestPath(
    desc.key,
    slice.rows.map((row) => rowId(row, desc.idField)),
  );
  const { data: latest } = useSWR<Envelope<Record<string, LastChange>>, Error>(
    latestPath ? [latestPath, version.current.n] : null,
    ([path]: [string, number]) => getJson<Envelope<Record<string, LastChange>>>(path),
  );

  const cell = (row: Row, column: ColumnDesc, name: string) => {
    const value = row[column.key];
    switch (column.kind) {
      case 'image':
        return typeof value === 'string' && value !== '' ? (
          <img className="adm-thumb" src={value} alt={name} width={60} height={60} loading="lazy" />
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
        return text(value);
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
      return (
        <tr key={id} className={active ? undefined : 'adm-inactive-row'}>
          <td className="adm-col-num">{slice.from + i}</td>
          {desc.columns.map((column) => (
            <td key={column.key} className={columnClass(column)} lang={column.lang === 'od' ? 'or' : undefined}>
              {cell(row, column, name)}
            </td>
          ))}
          <td className="adm-col-changed">
            {latest?.data?.[String(id)] && (
              <>
                <time dateTime={latest.data[String(id)].at}>{utcMinute(latest.data[String(id)].at)}</time>
                <br />
                <span className="adm-muted">{latest.data[String(id)].admin}</span>
              </>
            )}
          </td>
          <td className="adm-col-status">
            <span className={active ? 'adm-badge adm-badge-on' : 'adm-badge adm-badge-off'}>
              {t(active ? 'Active' : 'Inactive')}
            </span>
          </td>
          <td className="adm-col-action adm-row-actions">
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
          </td>
        </tr>
      );
    });
  }

  return (
    <section className="adm-card adm-table-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Items')}</h2>
      <div className="adm-table-wrap" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col" className="adm-col-num">{t('Sl No.')}</th>
              {desc.columns.map((column) => (
                <th scope="col" key={column.key} className={columnClass(column)}>
                  {labelOf(t, column.label, column.lang)}
                </th>
              ))}
              <th scope="col" className="adm-col-changed">{t('Last changed')}</th>
              <th scope="col" className="adm-col-status">{t('Status')}</th>
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
          total={sorted.length}
          size={size}
          onPage={setPage}
          onSize={(s) => {
            setSize(s);
            setPage(1);
          }}
        />
      )}
    </section>
  );
}
