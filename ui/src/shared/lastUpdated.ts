// "Last updated" (GIGW §5.1.5): which kinds of content each public page shows, so its date is
// the latest change among them. Pages whose text ships with the site (vision, screen
// readers) have none and take the release date. The mapping is the server's sitemap's
// (src/sitemap.rs), generated into generated/routes.ts.
import { PAGE_ENTITIES, PREFIX_ENTITIES, SEARCH_ENTITIES } from '../generated/routes';

/** The search page finds records of these kinds (src/search/sources.rs); the sitemap does not list it. */
const SEARCH: readonly [string, readonly string[]] = ['/search', SEARCH_ENTITIES];

const BY_PATH: Record<string, readonly string[]> = Object.fromEntries([...PAGE_ENTITIES, SEARCH]);

/** Pages under a prefix: one record each (policy pages at /page/<slug>). */
const BY_PREFIX = PREFIX_ENTITIES;

/** The entity keys whose records `pathname` shows. */
export function pageEntities(pathname: string): readonly string[] {
  const lower = pathname.toLowerCase();
  const exact = Object.entries(BY_PATH).find(([path]) => path.toLowerCase() === lower);
  if (exact) return exact[1];
  return BY_PREFIX.find(([prefix]) => lower.startsWith(prefix))?.[1] ?? [];
}

/** The first page that shows records of `key` (the home page first), or null. */
export function pageShowing(key: string): string | null {
  return Object.entries(BY_PATH).find(([, keys]) => keys.includes(key))?.[0] ?? null;
}

/** Minutes India Standard Time is ahead of UTC: dates are the council's calendar days. */
const IST_MINUTES = 330;

/** The `YYYY-MM-DD` day in India of an RFC 3339 time; null when it is not one. */
export function indianDay(time: string | undefined): string | null {
  if (!time) return null;
  const ms = Date.parse(time);
  if (Number.isNaN(ms)) return null;
  return new Date(ms + IST_MINUTES * 60_000).toISOString().slice(0, 10);
}

/**
 * The day `pathname` last changed: the latest change among its entities, else the release.
 * `times` is the answer of `/lastUpdated/allowAll/list`.
 */
export function lastUpdatedDay(pathname: string, times: Readonly<Record<string, string>>): string | null {
  const latest = pageEntities(pathname)
    .map((key) => times[key])
    .filter((time): time is string => typeof time === 'string' && !Number.isNaN(Date.parse(time)))
    .sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  return indianDay(latest ?? times.release);
}
