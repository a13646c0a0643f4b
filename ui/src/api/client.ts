// The one client for the oshec wire format (DECISIONS.md §2). Every call of the UI goes
// through `request`, so the bearer token and the 401 rule (DECISIONS.md §4) live here only.
import { useSyncExternalStore } from 'react';

export const API_BASE = '/oshec/api';
const TOKEN_KEY = 'token';

/** The body every non-list call answers with, failures included. */
export interface Envelope<T = unknown> {
  outcome: boolean;
  message: string;
  data?: T;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** The session token: kept in session storage under `token`; never logged. */
export const tokenStore = {
  get(): string | null {
    try {
      return sessionStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    sessionStorage.setItem(TOKEN_KEY, token);
    listeners.forEach((l) => l());
  },
  clear(): void {
    sessionStorage.removeItem(TOKEN_KEY);
    listeners.forEach((l) => l());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The current token, re-rendering when it is set or cleared. */
export function useToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
}

/** Base64 of the UTF-8 bytes of `text` (btoa alone cannot take Odia). */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Base64 of the JSON text of `value`: the encoding of every `cipher…` field and toggle. */
export function encodeJson(value: unknown): string {
  return base64Utf8(JSON.stringify(value));
}

/** Called on any 401: the session is over, so forget it and go to the home page. */
function sessionEnded(): void {
  tokenStore.clear();
  window.location.assign('/');
}

/**
 * Sends one call under /oshec/api. Resolves with the parsed body on 2xx; otherwise throws
 * ApiError carrying the server's envelope message (or a generic one). `anonymous` calls carry
 * no token: the public site shows what any visitor sees, whoever is signed in.
 */
export async function request<T>(path: string, init: RequestInit = {}, { anonymous = false } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  const token = anonymous ? null : tokenStore.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE}${path}`, {
    ...init,
    headers,
    credentials: 'same-origin',
  });
  if (response.status === 401 && !anonymous) {
    sessionEnded();
    throw new ApiError(401, 'Your session has ended. Please sign in again.');
  }
  const type = response.headers.get('content-type') ?? '';
  const body: unknown = type.includes('json') ? await response.json() : await response.text();
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `Request failed (${response.status})`;
    throw new ApiError(response.status, message);
  }
  return body as T;
}

/** GET a JSON body; the fetcher behind every SWR hook. */
export function getJson<T>(path: string, options?: { anonymous?: boolean }): Promise<T> {
  return request<T>(path, {}, options);
}

/** POST a form (multipart) and read the envelope. */
export function postForm<T>(path: string, form: FormData): Promise<Envelope<T>> {
  return request<Envelope<T>>(path, { method: 'POST', body: form });
}
