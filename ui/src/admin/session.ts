// What the back office keeps for this tab across an ended session (DECISIONS.md §4): the page to
// return to, the unsaved form of that page, and who is signed in. All in session storage.

const RETURN_KEY = 'oshec.returnTo';
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
export const forgetReturn = (): void => write(RETURN_KEY, null);

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
