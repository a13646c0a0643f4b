// Visitors' calls are anonymous (docs/decisions.md §9): whatever the tab holds, a call of the
// public site carries no token, and an answer of 401 to it neither forgets the session nor sends
// the reader anywhere.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { tokenStore } from './client';
import { submitFeedback } from './feedback';
import { useDocuments, useLastUpdated, useNewsPage, useNotices, useSearch } from './public';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>{children}</SWRConfig>
);

/** Records every call's Authorization header and answers each with `status`. */
function recordCalls(status: number) {
  const seen: { url: string; authorization: string | null }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    seen.push({ url: String(input), authorization: new Headers(init?.headers).get('Authorization') });
    const body = status === 200 ? { outcome: true, message: 'ok', data: [], total: 0 } : { outcome: false, message: 'Unauthorized' };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return seen;
}

const hooks: Record<string, () => { error: Error | undefined }> = {
  list: function useList() {
    return useNotices();
  },
  page: function usePage() {
    return useNewsPage(2);
  },
  search: function useCouncilSearch() {
    return useSearch('council', 1);
  },
  lastUpdated: function useUpdated() {
    return useLastUpdated();
  },
  documents: function useNoticeDocuments() {
    return useDocuments({ category: 'notices', q: '', year: '', archived: false, page: 1, size: 10 });
  },
};

describe('public calls', () => {
  for (const [name, hook] of Object.entries(hooks)) {
    it(`${name}: sends no token from a signed-in tab`, async () => {
      tokenStore.set('valid-looking-token');
      const seen = recordCalls(200);
      renderHook(hook, { wrapper });
      await waitFor(() => expect(seen.length).toBeGreaterThan(0));
      expect(seen.map((c) => c.authorization)).toEqual(seen.map(() => null));
      expect(tokenStore.get()).toBe('valid-looking-token');
    });

    it(`${name}: a 401 keeps the session and the page where they are`, async () => {
      tokenStore.set('expired-token');
      const seen = recordCalls(401);
      const before = window.location.href;
      const { result } = renderHook(hook, { wrapper });
      await waitFor(() => expect(result.current.error).toBeTruthy());
      expect(seen.every((c) => c.authorization === null)).toBe(true);
      expect(tokenStore.get()).toBe('expired-token');
      expect(window.location.href).toBe(before);
    });
  }

  it('feedback is sent as a visitor', async () => {
    tokenStore.set('valid-looking-token');
    const seen = recordCalls(200);
    await submitFeedback({ name: 'A', email: 'a@example.org', phone: '', subject: 'S', message: 'M', website: '' });
    expect(seen).toEqual([{ url: '/oshec/api/feedback/allowAll/submit', authorization: null }]);
  });
});
