// What changed between two revisions of an item, field by field (docs/workflow.md).
import type { Row } from '../api/admin';
import type { EntityDesc } from './entities';

export interface FieldChange {
  name: string;
  /** A message key, and the field's language when it has one. */
  label: string;
  lang?: 'en' | 'od';
  before: string;
  after: string;
}

/** The envelope fields every kind has, beside its own. */
const ENVELOPE: ReadonlyArray<{ name: string; label: string }> = [
  { name: 'showFrom', label: 'Show from' },
  { name: 'showUntil', label: 'Show until' },
  { name: 'validUntil', label: 'Valid until (optional)' },
  { name: 'isActive', label: 'Active' },
];

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** The fields that differ between `older` and `newer`, in the form's order. */
export function fieldChanges(desc: EntityDesc, older: Row, newer: Row): FieldChange[] {
  const own = desc.rows.flat().map((f) => ({ name: f.name, label: f.label, lang: f.lang }));
  const names = new Set(own.map((f) => f.name));
  const all = [...own, ...ENVELOPE.filter((f) => !names.has(f.name))];
  return all
    .map((f) => ({ ...f, before: text(older[f.name]), after: text(newer[f.name]) }))
    .filter((c) => c.before !== c.after);
}
