// Pure helpers behind the admin tables: order, pages, and what a cell shows.
import type { Row } from '../api/admin';

export const PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_PAGE_SIZE = 5;

export const isActive = (row: Row): boolean => row.isActive === true;
export const rowId = (row: Row, idField: string): number => Number(row[idField] ?? row.id);

/** Active items first; within each group the newest (highest id) first (DECISIONS.md §4). */
export function sortRows(rows: readonly Row[], idField: string): Row[] {
  return [...rows].sort((a, b) => {
    if (isActive(a) !== isActive(b)) return isActive(a) ? -1 : 1;
    return rowId(b, idField) - rowId(a, idField);
  });
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

export interface RowFilter {
  /** A field that must equal `value` (when both are given). */
  key?: string;
  value: string;
  /** Fields the words are looked for in; every word must occur in one of them. */
  fields: string[];
  words: string;
}

/** The rows that pass a table's filters. */
export function filterRows(rows: readonly Row[], filter: RowFilter): Row[] {
  const words = fold(filter.words).split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (filter.key && filter.value && row[filter.key] !== filter.value) return false;
    if (words.length === 0) return true;
    const text = filter.fields.map((f) => fold(String(row[f] ?? ''))).join('\n');
    return words.every((w) => text.includes(w));
  });
}
