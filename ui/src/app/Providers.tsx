// App-wide providers: SWR with the docs/decisions.md §8 cache times, and the toast area. The public pages
// raise no toast, so the toast library is fetched only under /oshec, where the back office is.
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { getJson } from '../api/client';
import { ExpiringCache, KEEP_FOR_MS, STALE_AFTER_MS } from './swrCache';

const Toasts = lazy(() => import('./Toasts'));
const cache = new ExpiringCache(KEEP_FOR_MS);

export const swrOptions = {
  provider: () => cache,
  fetcher: getJson,
  dedupingInterval: STALE_AFTER_MS,
  focusThrottleInterval: STALE_AFTER_MS,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};

export function isAdminPath(pathname: string): boolean {
  return /^\/oshec(\/|$)/i.test(pathname);
}

export function Providers({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <SWRConfig value={swrOptions}>
      {children}
      {isAdminPath(pathname) && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </SWRConfig>
  );
}
