// Pure helpers behind the admin tables: order, pages, and what a cell shows.
import type { Row } from '../api/admin';

export const PAGE_SIZES = [10, 20, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** The largest page the server answers. */
export const MAX_PAGE_SIZE = 100;

export const isActive = (row: Row): boolean => row.isActive === true;
export const rowId = (row: Row, idField: string): number => Number(row[idField] ?? row.id);

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

/**
 * The list call's query string for one page of a table (docs/admin-lists.md): the server
 * searches, filters, sorts and pages, so no table downloads a whole list. With no column
 * sort, active items come first, then the server's order (display order or newest first).
 * `choiceKey` is the list filter the table's select sets (documents: category).
 */
export function listParams(query: TableQuery, page: number, size: number, choiceKey?: string): URLSearchParams {
  const out = new URLSearchParams({ page: String(Math.max(1, page)), size: String(size) });
  const q = query.q.trim();
  if (q !== '') out.set('q', q);
  if (query.status !== 'all') out.set('status', query.status);
  if (choiceKey && query.choice !== '') out.set(choiceKey, query.choice);
  const desc = query.dir === 'desc';
  let sort: string;
  if (query.sort === '') sort = '-isActive';
  // The Status column sorts by the active flag: ascending shows active items first.
  else if (query.sort === 'status') sort = desc ? 'isActive' : '-isActive';
  else sort = desc ? `-${query.sort}` : query.sort;
  out.set('sort', sort);
  return out;
}

/** The page number in the URL (from 1). */
export function readPage(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get('page'))) || 1);
}

/** The page size in the URL: one of PAGE_SIZES, else the default. */
export function readSize(params: URLSearchParams): number {
  const size = Number(params.get('size'));
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** How many pages `total` items fill (at least one). */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

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
