// Pure helpers behind the admin tables: order, pages, and what a cell shows.
import type { Row } from '../api/admin';

export const PAGE_SIZES = [10, 20, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

export const isActive = (row: Row): boolean => row.isActive === true;
export const rowId = (row: Row, idField: string): number => Number(row[idField] ?? row.id);

/**
 * Active items first; within each group the order the server lists them in, which is the
 * editors' display order with new items at the top, or newest date first (DECISIONS.md §2.7, §4).
 */
export function sortRows(rows: readonly Row[]): Row[] {
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => (isActive(a.row) === isActive(b.row) ? a.i - b.i : isActive(a.row) ? -1 : 1))
    .map(({ row }) => row);
}

export type Schedule = 'none' | 'scheduled' | 'live' | 'ended';

/** `YYYY-MM-DDTHH:MM` in India Standard Time, the form of showFrom and showUntil. */
export function istNow(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 16);
}

/** Where an item stands in its schedule at `now` (IST text): before, inside or after it. */
export function scheduleOf(row: Row, now: string): Schedule {
  const from = typeof row.showFrom === 'string' ? row.showFrom : '';
  const until = typeof row.showUntil === 'string' ? row.showUntil : '';
  if (from === '' && until === '') return 'none';
  if (from !== '' && now < from) return 'scheduled';
  if (until !== '' && now >= until) return 'ended';
  return 'live';
}

/** Where an item stands in the review workflow (docs/workflow.md). */
export type Stage = 'draft' | 'review' | 'published' | 'archived';
export const STAGES: readonly Stage[] = ['draft', 'review', 'published', 'archived'];
/** A row's stage; a row without one (an answer from before the workflow) is published. */
export function stageOf(row: { status?: unknown }): Stage {
  const s = row.status;
  return typeof s === 'string' && (STAGES as readonly string[]).includes(s) ? (s as Stage) : 'published';
}

/** The stages' names, as message keys. */
export const STAGE_LABELS: Record<Stage, string> = {
  draft: 'Draft',
  review: 'In review',
  published: 'Published',
  archived: 'Archived',
};

export type StatusFilter = 'all' | 'active' | 'inactive' | 'scheduled' | Stage;
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'active', 'inactive', 'scheduled', ...STAGES];

export interface TableQuery {
  /** Search text, matched in every text column (both languages). */
  q: string;
  status: StatusFilter;
  /** A column key, 'status', or '' for the default order. */
  sort: string;
  dir: 'asc' | 'desc';
  /** The value the table's select filter keeps (documents: a category); '' for all. */
  choice: string;
}

const cellText = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/**
 * The rows a query shows, in the order it asks for. Every word of `q` must occur in one of the
 * `keys` columns (either language, any case or Unicode form); `choiceKey` is the column the
 * select filter reads.
 */
export function queryRows(
  rows: readonly Row[],
  keys: readonly string[],
  query: TableQuery,
  now: string,
  choiceKey?: string,
): Row[] {
  const words = fold(query.q).split(/\s+/).filter(Boolean);
  const shown = sortRows(rows).filter((row) => {
    if (query.status === 'active' && !isActive(row)) return false;
    if (query.status === 'inactive' && isActive(row)) return false;
    if (query.status === 'scheduled' && scheduleOf(row, now) !== 'scheduled') return false;
    if ((STAGES as readonly string[]).includes(query.status) && stageOf(row) !== query.status) return false;
    if (choiceKey && query.choice !== '' && row[choiceKey] !== query.choice) return false;
    if (words.length === 0) return true;
    const text = keys.map((k) => fold(cellText(row[k]))).join('\n');
    return words.every((w) => text.includes(w));
  });
  if (query.sort === '') return shown;
  const sign = query.dir === 'desc' ? -1 : 1;
  const value = (row: Row) => (query.sort === 'status' ? (isActive(row) ? '0' : '1') : cellText(row[query.sort]));
  return shown
    .map((row, i) => ({ row, i }))
    .sort((a, b) => sign * value(a.row).localeCompare(value(b.row), undefined, { numeric: true }) || a.i - b.i)
    .map(({ row }) => row);
}

/** The table's query from the URL's search parameters. */
export function readQuery(params: URLSearchParams): TableQuery {
  const status = params.get('status') as StatusFilter | null;
  return {
    q: params.get('q') ?? '',
    status: status && STATUS_FILTERS.includes(status) ? status : 'all',
    sort: params.get('sort') ?? '',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    choice: params.get('choice') ?? '',
  };
}

export interface PageSlice {
  rows: Row[];
  /** 1-based page actually shown (clamped to the last page). */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown; 0 when there is none. */
  from: number;
  to: number;
}

/** Rows of one page. A page past the end shows the last page. */
export function paginate(rows: readonly Row[], page: number, size: number): PageSlice {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * size;
  const slice = rows.slice(start, start + size);
  return {
    rows: slice,
    page: current,
    pageCount,
    from: slice.length ? start + 1 : 0,
    to: start + slice.length,
  };
}

/** The MIME type of base64 image text: JPEG when it starts with the JPEG signature, else PNG. */
export function imageMime(base64: string): string {
  return base64.startsWith('/9j/') ? 'image/jpeg' : 'image/png';
}

/** A data URL for the base64 image of a get-by-id record, or null when there is none. */
export function dataUrl(base64: unknown): string | null {
  if (typeof base64 !== 'string' || base64 === '') return null;
  if (base64.startsWith('data:')) return base64;
  return `data:${imageMime(base64)};base64,${base64}`;
}

/** Text as the table search compares it: NFC, lower case (Odia included). */
export const fold = (text: string): string => text.normalize('NFC').toLowerCase();
