// "Forms that keep work" (docs/editor.md): whether the form holds changes not yet saved, and
// whether a navigation would leave the page (and so lose them).
import type { FormState } from './ContentForm';

/** What of a form is saved: its fields, switches, schedule and a newly chosen file. */
function saved(form: FormState): string {
  return JSON.stringify([form.id, form.values, form.isActive, form.showFrom, form.showUntil, form.validUntil ?? '', form.file !== null]);
}

/**
 * True when `form` differs from `baseline`, the form as it was last loaded, reset or saved.
 * Text counts as typed (a space added is a change); a field missing from one side counts as empty.
 */
export function hasUnsavedChanges(baseline: FormState, form: FormState): boolean {
  const names = new Set([...Object.keys(baseline.values), ...Object.keys(form.values)]);
  const fill = (f: FormState): FormState => ({ ...f, values: Object.fromEntries([...names].sort().map((n) => [n, f.values[n] ?? ''])) });
  return saved(fill(baseline)) !== saved(fill(form));
}

/** A target of a navigation: a path, or a path with search and hash, as react-router takes them. */
export type Target = string | { pathname?: string; search?: string; hash?: string };

/**
 * Whether going to `to` from `pathname` leaves the page: a change of the query alone (the
 * table's paging, search and filters, `?edit=`) keeps the form, so it asks nothing.
 */
export function leavesPage(pathname: string, to: Target): boolean {
  const target = typeof to === 'string' ? new URL(to, `http://x${pathname}`).pathname : (to.pathname ?? pathname);
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return trim(target) !== trim(pathname);
}
