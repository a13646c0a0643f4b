// The one client for the oshec wire format (docs/decisions.md §6). Every call of the UI goes
// through `request`, so the bearer token and the 401 rule (docs/decisions.md §9) live here only.
import { useSyncExternalStore } from 'react';

export const API_BASE = '/oshec/api';
const TOKEN_KEY = 'token';

/** The body every non-list call answers with, failures included. */
export interface Envelope<T = unknown> {
  outcome: boolean;
  /** English. */
  message: string;
  /** A failure's stable code from the server's catalogue (docs/messages.md). */
  code?: string;
  /** A failure's message in Odia. */
  messageOd?: string;
  data?: T;
}

export class ApiError extends Error {
  readonly status: number;
  /** The failure envelope's `data`, when it has one (the sign-in's `{mfaRequired}`). */
  readonly data: unknown;
  /** The server's code and Odia message, when the answer was the failure envelope. */
  readonly code?: string;
  readonly messageOd?: string;
  constructor(status: number, message: string, data?: unknown, said?: { code?: string; messageOd?: string }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.code = said?.code;
    this.messageOd = said?.messageOd;
  }
}

/** The code and Odia message of a failure envelope, when `body` is one. */
function saidBy(body: unknown): { code?: string; messageOd?: string } {
  if (!body || typeof body !== 'object') return {};
  const { code, messageOd } = body as { code?: unknown; messageOd?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    messageOd: typeof messageOd === 'string' ? messageOd : undefined,
  };
}

/**
 * What the server said, in the reader's language: the Odia message when the UI is Odia and the
 * server gave one, else the English; empty when `source` carries no message (an envelope, an
 * ApiError, or anything else).
 */
export function serverText(source: unknown, language: 'en' | 'od'): string {
  if (!source || typeof source !== 'object') return '';
  const { message, messageOd } = source as { message?: unknown; messageOd?: unknown };
  if (language === 'od' && typeof messageOd === 'string' && messageOd.trim() !== '') return messageOd;
  return typeof message === 'string' ? message : '';
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

const RETURN_KEY = 'oshec.returnTo';

/**
 * Called on any 401: the session is over, so forget it. On a public page, go to the home page.
 * In the back office (docs/decisions.md §9), remember the page, whose form keeps its draft for this
 * tab; clearing the token sends the guard to the sign-in, which returns here afterwards.
 */
function sessionEnded(): void {
  const { pathname, search } = window.location;
  if (pathname.startsWith('/oshec/admin')) {
    try {
      sessionStorage.setItem(RETURN_KEY, pathname + search);
    } catch {
      // Without storage the editor still lands on the sign-in.
    }
    tokenStore.clear();
    return;
  }
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
    const data = body && typeof body === 'object' && 'data' in body ? body.data : undefined;
    throw new ApiError(response.status, message, data, saidBy(body));
  }
  return body as T;
}

/** GET a JSON body with the back office's token; the fetcher behind the back office's SWR hooks. */
export function getJson<T>(path: string, options?: { anonymous?: boolean }): Promise<T> {
  return request<T>(path, {}, options);
}

/**
 * GET a JSON body as any visitor would: never with a token, whatever the tab holds, so a
 * signed-in tab sees what the public sees and an ended session never sends a reader of a public
 * page to the sign-in. Every call of the public site goes through this (or `anonymous: true`).
 */
export function getPublicJson<T>(path: string): Promise<T> {
  const answer = request<T>(path, {}, { anonymous: true });
  return overlay ? answer.then((body) => (overlay ? (overlay(path, body) as T) : body)) : answer;
}

/** Changes public answers in place: the back office's preview of a draft (app/preview.ts). */
let overlay: ((path: string, body: unknown) => unknown) | null = null;
export function overlayPublicAnswers(change: (path: string, body: unknown) => unknown): void {
  overlay = change;
}

/** POST a form (multipart) and read the envelope. */
export function postForm<T>(path: string, form: FormData): Promise<Envelope<T>> {
  return request<Envelope<T>>(path, { method: 'POST', body: form });
}

/** How much of an upload has been sent: `loaded` of `total` bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The ApiError of a failed answer: the envelope's message, or a generic one. */
function failure(status: number, body: unknown): ApiError {
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : `Request failed (${status})`;
  return new ApiError(status, message, undefined, saidBy(body));
}

/**
 * POST a form (multipart) and read the envelope, reporting upload progress. fetch cannot
 * report how much of a request body has been sent, so this one call uses XMLHttpRequest,
 * with the same token and 401 rule as `request`.
 */
export function postFormWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (xhr.status === 401) {
        sessionEnded();
        reject(new ApiError(401, 'Your session has ended. Please sign in again.'));
        return;
      }
      let body: unknown = xhr.responseText;
      if ((xhr.getResponseHeader('content-type') ?? '').includes('json')) {
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = null;
        }
      }
      if (xhr.status < 200 || xhr.status >= 300) reject(failure(xhr.status, body));
      else resolve(body as Envelope<T>);
    };
    xhr.onerror = () => reject(new ApiError(0, 'The upload was interrupted. Check the connection and try again.'));
    xhr.send(form);
  });
}
