// Typed back-office calls (docs/decisions.md §6), all through the one client in client.ts, so the
// bearer token and the 401 rule stay there.
import { ApiError, base64Utf8, encodeJson, getJson, postForm, postFormWithProgress, request, tokenStore, type Envelope, type UploadProgress } from './client';

/** A list body that is neither the array nor the envelope docs/decisions.md §6 promises. */
export class UnexpectedFormatError extends Error {
  constructor(path: string) {
    super(`Unexpected response format from ${path}`);
    this.name = 'UnexpectedFormatError';
  }
}

/** One row of an admin table: the list item as the server sends it. */
export type Row = Record<string, unknown>;

/**
 * POST /allowAll/authenticate: text/plain, base64 of the login JSON. A wrong password is a 200
 * with outcome false; 429 (throttled) arrives as an ApiError carrying the server's message.
 */
export function authenticate(userName: string, password: string, otp?: string): Promise<Envelope<string>> {
  // A stale token left in the tab would make the server answer 401 to the sign-in itself.
  if (tokenStore.get()) tokenStore.clear();
  // Sent without a token, so the 401 that asks for the second factor's code (docs/sign-in.md)
  // reaches the sign-in page as an ApiError instead of ending a session.
  return request<Envelope<string>>(
    '/allowAll/authenticate',
    {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: encodeJson(otp ? { userName, password, captcha: 'ignore', otp } : { userName, password, captcha: 'ignore' }),
    },
    { anonymous: true },
  );
}

/** Whether a failed sign-in asks for the second factor's code. */
export function asksForCode(e: unknown): boolean {
  return e instanceof ApiError && e.status === 401 && !!e.data && typeof e.data === 'object' && (e.data as { mfaRequired?: unknown }).mfaRequired === true;
}

/** POST /logout: revokes the session on the server. */
export function logout(): Promise<Envelope> {
  return request<Envelope>('/logout', { method: 'POST' });
}

/** One page of a back-office table and how many items the query matches in all. */
export interface ListPage {
  rows: Row[];
  total: number;
}

/**
 * One page of a list, asked for with the token so it covers every item (active, inactive,
 * drafts), searched, filtered and sorted by the server (docs/admin-lists.md). The answer is
 * always the paged envelope `{outcome, message, data, total}`.
 */
export async function listPage(path: string, params: URLSearchParams): Promise<ListPage> {
  const url = `${path}?${params.toString()}`;
  const body = await getJson<unknown>(url);
  const page = body && typeof body === 'object' ? (body as Envelope & { total?: unknown }) : null;
  if (!page || !Array.isArray(page.data) || typeof page.total !== 'number') throw new UnexpectedFormatError(path);
  return { rows: page.data as Row[], total: page.total };
}

/**
 * POST …/manage: multipart with the entity's JSON (base64) and, when given, its image file.
 * The id inside `entity` is null on create.
 */
export function manage(
  path: string,
  jsonField: string,
  entity: Record<string, unknown>,
  fileField?: string,
  file?: File | null,
  onProgress?: (progress: UploadProgress) => void,
): Promise<Envelope<Row>> {
  const form = new FormData();
  form.append(jsonField, encodeJson(entity));
  if (fileField && file) form.append(fileField, file, file.name);
  // A large file shows its progress; everything else goes through fetch.
  if (file && onProgress) return postFormWithProgress<Row>(path, form, onProgress);
  return postForm<Row>(path, form);
}

/** POST …/getXById: one form field holding base64 of the id's decimal text. */
export function getById(path: string, field: string, id: number): Promise<Envelope<Row>> {
  const form = new FormData();
  form.append(field, base64Utf8(String(id)));
  return postForm<Row>(path, form);
}

/**
 * POST …/activeInactive…: base64 JSON `{helperId, status}` where status is the status the
 * table showed; the server flips it, or answers 409 when it changed elsewhere.
 */
export function toggle(
  path: string,
  field: string,
  id: number,
  status: boolean,
): Promise<Envelope<{ isActive: boolean }>> {
  const form = new FormData();
  form.append(field, encodeJson({ helperId: id, status }));
  return postForm<{ isActive: boolean }>(path, form);
}

/** POST …/move: moves an item up, down or to the top of the display order (docs/decisions.md §4). */
export function moveItem(path: string, id: number, to: 'up' | 'down' | 'top'): Promise<Envelope<{ id: number }>> {
  const form = new FormData();
  form.append('id', String(id));
  form.append('to', to);
  return postForm<{ id: number }>(path, form);
}
