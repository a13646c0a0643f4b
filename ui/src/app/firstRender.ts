// What the first render waits for, so that it shows the page as it will stay: the stored
// language's catalogue (a visitor never sees the other language first) and, on the home page,
// the hero's banner. The server embeds the banner list in the home page (#home-data, beside the
// pre-rendered copy of the page's top that stays on screen until React replaces it); without it
// (the Vite dev server) the banner is fetched, waiting at most 300 ms. Another page the server
// sent pre-rendered (src/shell/, src/http/prerendered.rs) waits for the pages' chunk, so its first
// render draws the page rather than the loading line, and takes the record its copy shows from
// #page-data (the introduction's list, a news item, the news list's first page), so it draws
// the same records.
import { i18nReady } from '../i18n';
import { fetchEarly, seedList } from '../api/public';
import { loadPages } from './pageChunk';
import { KIND } from '../api/kinds';

export const HOME_DATA_ID = 'home-data';
export const BANNER_WAIT_MS = 300;

/** Seeds the banner list from the page's embedded copy; false when there is none to read. */
export function takeEmbeddedBanner(doc: Document): boolean {
  const text = doc.getElementById(HOME_DATA_ID)?.textContent;
  if (!text) return false;
  try {
    return seedList(KIND.banner, JSON.parse(text));
  } catch {
    return false;
  }
}

/** Resolves when the first render may happen; `null` when it may happen at once. */
export function beforeFirstRender(doc: Document = document): Promise<unknown> | null {
  const waits: Promise<unknown>[] = [];
  if (i18nReady) waits.push(i18nReady);
  // The back office's preview of a draft (./preview) loads the draft before any list.
  if (doc.location.search.includes('preview=')) {
    waits.push(import('./preview').then(({ startPreview }) => startPreview(doc.location.search)));
    return Promise.all(waits);
  }
  if (doc.location.pathname !== '/' && doc.getElementById('root')?.firstChild) {
    // The pages' chunk reads #page-data (../public/pages/pageData.ts), so the entry does not carry it.
    waits.push(loadPages().then((pages) => pages.takeEmbeddedPageData(doc)));
  }
  if (doc.location.pathname === '/' && !takeEmbeddedBanner(doc)) {
    waits.push(Promise.race([fetchEarly(KIND.banner), new Promise((resolve) => setTimeout(resolve, BANNER_WAIT_MS))]));
  }
  return waits.length ? Promise.all(waits) : null;
}
