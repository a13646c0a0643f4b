// What changed between two revisions of an item, field by field (docs/workflow.md).
import { diffArrays } from 'diff';
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

/** One run of a comparison: text kept, removed or added. */
export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/**
 * The words of `text` as the Unicode word rules cut them (spaces and punctuation are pieces
 * of their own): an Odia word keeps its conjuncts, vowel signs and nukta whole, so a
 * comparison never splits a syllable, where a regular expression's \w would.
 */
export function segments(text: string): string[] {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  return Array.from(segmenter.segment(text.normalize('NFC')), (s) => s.segment);
}

/** What changed from `before` to `after`, word by word (see {@link segments}). */
export function textDiff(before: string, after: string): DiffPart[] {
  return diffArrays(segments(before), segments(after)).map((part) => ({
    value: part.value.join(''),
    added: part.added || undefined,
    removed: part.removed || undefined,
  }));
}
