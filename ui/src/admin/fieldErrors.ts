// Which fields a refused save is about (docs/workflow.md, "Errors say where"). The server answers
// the same messages as the entity's own checks (entities.ts); a message is mapped back to the
// fields of the check that carries it, so no page knows its fields' messages by hand.
import { fieldNames, type EntityDesc, type FieldDesc } from './entities';
import type { Check, FormInput } from './validation';
import type { AdminT } from './useAdminT';

/** The input of an image or a file: its errors are kept under this name. */
export const FILE_FIELD = 'file';

/** Field name → the message shown under it. Empty when the message names no field. */
export type FieldErrors = Record<string, string>;

/** The fields a failed check is about, for this input: the empty ones of a `required` check. */
export function fieldsOf(check: Check, input: FormInput): string[] {
  switch (check.kind) {
    case 'required': {
      const empty = check.fields.filter((f) => (input.values[f] ?? '').trim() === '');
      return empty.length > 0 ? empty : check.fields;
    }
    case 'matches':
      return [check.field];
    default:
      return [FILE_FIELD];
  }
}

/** A label inside a sentence: "News Date" reads "news date"; "YouTube URL" and "(Odia)" stay. */
export function inSentence(label: string): string {
  return label
    .split(' ')
    .map((word) => (/^[A-Z][a-z]+$/.test(word) && word !== 'English' && word !== 'Odia' ? word.toLowerCase() : word))
    .join(' ');
}

/**
 * The message under an empty field a save needs, naming the field and its language: "Enter the
 * title in Odia" / "ଓଡ଼ିଆରେ ଶୀର୍ଷକ ଲେଖନ୍ତୁ", "Choose the news date". The toast keeps the
 * check's own message (docs/decisions.md §5); under the field, this one says which.
 */
export function requiredMessage(field: FieldDesc, t: AdminT): string {
  const name = inSentence(t(field.label));
  if (field.input === 'select' || field.input === 'date') return t('Choose the {{field}}', { field: name });
  if (field.lang) return t('Enter the {{field}} in {{language}}', { field: name, language: t(field.lang === 'en' ? 'English' : 'Odia') });
  return t('Enter the {{field}}', { field: name });
}

/** Finds a field of the entity by name, for `requiredMessage`. */
export const fieldOf = (desc: EntityDesc, name: string): FieldDesc | undefined => desc.rows.flat().find((f) => f.name === name);

/**
 * The field errors of one failed check; `message` is what is shown (translated by the caller).
 * With `named`, each empty field of a `required` check gets its own message instead.
 */
export function errorsOfCheck(check: Check, input: FormInput, message: string, named?: (field: string) => string | undefined): FieldErrors {
  return Object.fromEntries(
    fieldsOf(check, input).map((f) => [f, (check.kind === 'required' && named?.(f)) || message]),
  );
}

/**
 * The fields a refusal of the server is about: every check of the entity whose message is the
 * server's (the same message can belong to several checks, say the link rule of two fields),
 * narrowed to the checks that really fail on what was sent when any does. A message no check
 * carries names no field: it is shown in the toast only.
 */
export function serverFieldErrors(
  desc: EntityDesc,
  message: string,
  input: FormInput,
  shown: string = message,
  named?: (field: string) => string | undefined,
): FieldErrors {
  const wanted = message.trim();
  if (wanted === '') return {};
  const same = desc.checks.filter((c) => c.message.trim() === wanted);
  if (same.length === 0) return {};
  const failing = same.filter((c) => !passesLoosely(c, input));
  const chosen = failing.length > 0 ? failing : same;
  const errors: FieldErrors = {};
  for (const check of chosen) Object.assign(errors, errorsOfCheck(check, input, shown, named));
  return errors;
}

/** The first wrong field in the order the form shows them (the file input after the fields). */
export function firstWrongField(desc: EntityDesc, errors: FieldErrors): string | null {
  const order = [...fieldNames(desc), FILE_FIELD];
  return order.find((name) => name in errors) ?? Object.keys(errors)[0] ?? null;
}

/** Whether a check passes, seen from the text fields only (the server judges files itself). */
function passesLoosely(check: Check, input: FormInput): boolean {
  switch (check.kind) {
    case 'required':
      return check.fields.every((f) => (input.values[f] ?? '').trim() !== '');
    case 'matches':
      return check.test(input.values[check.field] ?? '');
    default:
      return false;
  }
}
