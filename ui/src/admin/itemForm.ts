// What the content page sends and receives for one item: the form drawn from a stored record,
// the JSON a save (or a preview) sends, and how a failed call is told.
import { ApiError } from '../api/client';
import type { Row } from '../api/admin';
import { emptyForm, hasOwnValidUntil, type FormState } from './ContentForm';
import { fieldNames, type EntityDesc } from './entities';
import { fieldChanges } from './history';
import { dataUrl } from './rows';
import type { SaidText } from './useAdminT';

/** A 401 has already sent the browser to `/` (client.ts): nothing more to say. */
export const sessionEnded = (e: unknown) => e instanceof ApiError && e.status === 401;

/** The server's own message for a refused call (in the reader's language); the page's text for anything else. */
export function errorText(said: SaidText, e: unknown, fallback: string): string {
  if (e instanceof ApiError && e.message) return said(e);
  return said(null, fallback, { message: e instanceof Error ? e.message : String(e) });
}

/** The form for stored item `id` (`record`, as `byId` answers it); `name` as the table shows it, if known. */
export function formOfRecord(desc: EntityDesc, id: number, name: string, record: Row): FormState {
  const values: Record<string, string> = {};
  for (const field of fieldNames(desc)) {
    const v = record[field];
    values[field] = v === null || v === undefined ? '' : String(v);
  }
  const existing = desc.image ? dataUrl(record[desc.image.encoded]) : null;
  const fileUrl = desc.file ? record[desc.file.pathKey] : null;
  const currentFile =
    desc.file && typeof fileUrl === 'string' && fileUrl !== ''
      ? { url: fileUrl, size: Number(record[desc.file.sizeKey] ?? 0) }
      : null;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  return {
    ...emptyForm(desc),
    id,
    name: name || String(record[desc.nameKey] ?? '') || `#${id}`,
    values,
    isActive: record.isActive !== false,
    showFrom: text('showFrom'),
    showUntil: text('showUntil'),
    validUntil: text('validUntil'),
    status: text('status'),
    returnComment: text('returnComment'),
    // A pending version answers with the live one beside it (docs/workflow.md).
    changes: record.live && typeof record.live === 'object' ? fieldChanges(desc, record.live as Row, record) : [],
    hasImage: existing !== null || currentFile !== null,
    preview: existing,
    currentFile,
  };
}

/** The JSON a form's `manage` sends (and a preview of it). */
export function manageJson(desc: EntityDesc, form: FormState): Record<string, unknown> {
  const entity: Record<string, unknown> = { [desc.idField]: form.id };
  for (const name of fieldNames(desc)) entity[name] = (form.values[name] ?? '').trim();
  entity.isActive = form.isActive;
  entity.showFrom = form.showFrom;
  entity.showUntil = form.showUntil;
  if (!hasOwnValidUntil(desc)) entity.validUntil = form.validUntil ?? '';
  return entity;
}
