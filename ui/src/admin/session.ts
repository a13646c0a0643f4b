// What the back office keeps for this tab across an ended session (docs/decisions.md §9): the page to
// return to, the unsaved form of that page, and who is signed in. All in session storage.

const RETURN_KEY = 'oshec.returnTo';
const LINK_KEY = 'oshec.openAfterSignIn';
const EMAIL_KEY = 'oshec.adminEmail';
const DRAFT_PREFIX = 'oshec.draft:';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage refused: the draft lasts as long as the page.
  }
}

/** Called on a 401 in the back office: remember the page (and so keep its draft). */
export function rememberReturn(path: string): void {
  write(RETURN_KEY, path);
}
/** The page to return to after signing in, if a session ended under it. */
export const returnPath = (): string | null => read(RETURN_KEY);
export const forgetReturn = (): void => {
  write(RETURN_KEY, null);
  write(LINK_KEY, null);
};
/** A link to an item followed without a session (a workflow e-mail's): opened after signing in. */
export const rememberLink = (path: string): void => write(LINK_KEY, path);
export const linkPath = (): string | null => read(LINK_KEY);

export const signedInAs = (): string | null => read(EMAIL_KEY);
export const rememberEmail = (email: string | null): void => write(EMAIL_KEY, email);

/** A page's unsaved form (the chosen file cannot be kept). */
export function saveDraft<T>(route: string, draft: T | null): void {
  write(DRAFT_PREFIX + route, draft === null ? null : JSON.stringify(draft));
}
export function loadDraft<T>(route: string): T | null {
  const text = read(DRAFT_PREFIX + route);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

// ---- the signed-in official's role (docs/roles.md) ----

export type Role = 'administrator' | 'approver' | 'contributor';
const ROLE_KEY = 'oshec.role';
const MUST_CHANGE_KEY = 'oshec.mustChangePassword';
const roleListeners = new Set<() => void>();

/**
 * The role the sign-in answered. A tab signed in before roles existed has none stored: every
 * account of that time became an administrator, and the server checks the role on every call.
 */
export function signedInRole(): Role {
  const role = read(ROLE_KEY);
  return role === 'approver' || role === 'contributor' ? role : 'administrator';
}
/** Whether the account's password was set by an administrator and must be changed first. */
export const mustChangePassword = (): boolean => read(MUST_CHANGE_KEY) === 'true';

/** Kept with the session at sign-in (and forgotten at sign-out with `null`). */
export function rememberRole(role: string | null, mustChange = false): void {
  write(ROLE_KEY, role);
  write(MUST_CHANGE_KEY, role !== null && mustChange ? 'true' : null);
  if (role === null) write(MUST_ENROL_KEY, null);
  roleListeners.forEach((l) => l());
}
const MUST_ENROL_KEY = 'oshec.mfaEnrolmentRequired';
/** Whether the site requires a second factor and this account must set one up first. */
export const mfaEnrolmentRequired = (): boolean => read(MUST_ENROL_KEY) === 'true';
/** Kept at sign-in; cleared once the factor is on (docs/sign-in.md). */
export function rememberMfaEnrolment(required: boolean): void {
  write(MUST_ENROL_KEY, required ? 'true' : null);
  roleListeners.forEach((l) => l());
}

/** Once the temporary password is replaced, the rest of the back office opens. */
export function passwordChanged(): void {
  write(MUST_CHANGE_KEY, null);
  roleListeners.forEach((l) => l());
}
export function subscribeRole(listener: () => void): () => void {
  roleListeners.add(listener);
  return () => roleListeners.delete(listener);
}

/** What a role may do in the back office (docs/roles.md); the server checks it again. */
export interface Abilities {
  feedback: boolean;
  activity: boolean;
  accounts: boolean;
  /** the backups page */
  backups: boolean;
  /** activate/deactivate, reorder, archive */
  moderate: boolean;
  /** approve or return what another official submitted; the review queue */
  review: boolean;
}
export function abilities(role: Role): Abilities {
  const lead = role !== 'contributor';
  return { feedback: lead, activity: lead, accounts: role === 'administrator', backups: role === 'administrator', moderate: lead, review: lead };
}
