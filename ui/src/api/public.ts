// The public list calls (docs/decisions.md §6) as typed SWR hooks. Every call asks for one page
// (`?page=&size=`), so what a visit costs does not grow with what has been published. The calls
// (like search, the documents pages and "last updated") carry no token, whatever the tab holds:
// the public site shows what a visitor sees (active items only); the hooks still keep active
// items only, in case a list answers with more.
import useSWR from 'swr';
import { getPublicJson, type Envelope } from './client';
import { ID_FIELDS, LIST_PATHS as SERVER_LIST_PATHS, type ListItems } from '../generated/routes';
import { KIND } from './kinds';

// The list items' types come from the server's entity rows (generated/routes.ts).

interface Activatable {
  isActive: boolean;
}

export type Banner = ListItems[typeof KIND.banner];

export type Announcement = ListItems[typeof KIND.announcements];

export type AnnounceNotice = ListItems[typeof KIND.notices];

export type Council = ListItems[typeof KIND.council];

export type Feature = ListItems[typeof KIND.features];

export type LatestNews = ListItems[typeof KIND.news];

export interface GalleryImage {
  titleEn: string;
  titleOd: string;
  imagePath: string;
}

export type GalleryItem = ListItems[typeof KIND.photos];

export type Video = ListItems[typeof KIND.videos];

export type StrongFuture = ListItems[typeof KIND.futures];

export type GeneralSetting = ListItems[typeof KIND.settings];

/** A policy or help page; the server renders the Markdown bodies to safe HTML. */
export type PolicyPage = ListItems[typeof KIND.pages];

export type Introduction = ListItems[typeof KIND.introduction];

/** The groups of the organisation structure page, in the order it shows them. */
export const OFFICIAL_GROUPS = ['chairperson-and-member-secretary', 'academic-consultants', 'finance'] as const;
export type OfficialGroup = (typeof OFFICIAL_GROUPS)[number];

export type Official = ListItems[typeof KIND.officials];

/** The public lists: every content type but documents, which have calls of their own (below). */
export type ListName = Exclude<keyof typeof SERVER_LIST_PATHS, typeof KIND.documents>;

/** Each list's path, from the server's entity table (generated/routes.ts). */
export const LIST_PATHS: Record<ListName, string> = SERVER_LIST_PATHS;

/**
 * How many items of each list the home page (with its header and footer) shows, and so asks
 * for: the first page of this size. The introduction page shows the first record only.
 */
export const HOME_SIZES: Record<ListName, number> = {
  [KIND.banner]: 1,
  [KIND.notices]: 10,
  [KIND.announcements]: 3,
  [KIND.council]: 1,
  [KIND.features]: 6,
  [KIND.news]: 6,
  [KIND.photos]: 6,
  [KIND.videos]: 4,
  [KIND.futures]: 12,
  [KIND.settings]: 1,
  [KIND.introduction]: 1,
  // The footer links every policy and help page.
  [KIND.pages]: 100,
  // The organisation structure page shows every official (a server page holds at most 100).
  [KIND.officials]: 100,
};

/** The largest page a list answers (the server's limit). */
export const MAX_PAGE_SIZE = 100;

/** One page of a list as the server answers it; `total` is absent when the answer is unpaged. */
export interface ListBody<T> {
  items: T[];
  total: number | undefined;
}

/**
 * Reads one list body: a bare array (an unpaged list), or an envelope whose `data` is the array,
 * with `total` when the answer is one page of the list.
 */
export function readList<T>(body: unknown): ListBody<T> {
  if (Array.isArray(body)) return { items: body as T[], total: undefined };
  const envelope = body as (Envelope<T[]> & { total?: unknown }) | null;
  if (!envelope || typeof envelope !== 'object' || envelope.outcome !== true || !Array.isArray(envelope.data)) {
    const message = envelope && typeof envelope === 'object' ? envelope.message : undefined;
    throw new Error(message || 'Unexpected response for a list');
  }
  const total = typeof envelope.total === 'number' && envelope.total >= 0 ? envelope.total : undefined;
  return { items: envelope.data, total };
}

export function activeOnly<T extends Partial<Activatable>>(items: readonly T[]): T[] {
  return items.filter((item) => item.isActive !== false);
}

/** One page of active items, and how many items the whole list holds. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/**
 * A list item as the hooks give it: its id also under `id`, read from its list's own id field
 * (`<key>Id`; generated/routes.ts), so a page never names that field.
 */
export type Listed<T> = T & { id: number };

/** The page's items with their ids under `id` (see `Listed`). */
export function withIds<T>(name: ListName, page: ListPage<T>): ListPage<Listed<T>> {
  const field = ID_FIELDS[name];
  return { ...page, items: page.items.map((item) => ({ ...item, id: (item as Record<string, unknown>)[field] as number })) };
}

/**
 * The page `page` (from 1) of `size` items from a list body. An answer without `total` is the
 * whole list (a server that does not page, or an embedded copy): the page is cut from it.
 */
export function toPage<T extends Partial<Activatable>>(body: ListBody<T>, page: number, size: number): ListPage<T> {
  if (body.total !== undefined) return { items: activeOnly(body.items).slice(0, size), total: body.total };
  const all = activeOnly(body.items);
  return { items: all.slice((page - 1) * size, page * size), total: all.length };
}

/** The address of one page of a list. */
export function pagePath(name: ListName, page: number, size: number): string {
  return `${LIST_PATHS[name]}?page=${page}&size=${size}`;
}

type PageKey = readonly ['public', ListName, number, number];

function pageKey(name: ListName, page: number, size: number): PageKey {
  return ['public', name, page, size] as const;
}

function earlyKey([, name, page, size]: PageKey): string {
  return `${name}:${page}:${size}`;
}

async function loadPage<T>([, name, page, size]: PageKey): Promise<ListPage<Listed<T>>> {
  const body = await getPublicJson<unknown>(pagePath(name, page, size));
  return withIds(name, toPage(readList<T & Partial<Activatable>>(body), page, size));
}

/** Pages asked for before the first render (the home page's hero), with what they gave. */
const early = new Map<string, { promise: Promise<ListPage<unknown>>; page?: ListPage<unknown> }>();

/** The key of the home page's request for a list: its first page of HOME_SIZES items. */
const homeKey = (name: ListName) => pageKey(name, 1, HOME_SIZES[name]);

/**
 * Starts fetching the home page's part of a list before React renders. Resolves, never
 * rejects, once it is in; a failure is left to SWR.
 */
export function fetchEarly(name: ListName): Promise<void> {
  const key = homeKey(name);
  const entry: { promise: Promise<ListPage<unknown>>; page?: ListPage<unknown> } = { promise: loadPage(key) };
  early.set(earlyKey(key), entry);
  return entry.promise.then(
    (page) => {
      entry.page = page;
    },
    () => undefined,
  );
}

/**
 * Takes a list body the page already carries (the server embeds the whole banner list in the
 * home page, the news list's first page in /news) as the answer to the first fetch of that
 * list's first page of `size` items (the home page's by default). False, and nothing kept,
 * when it is malformed.
 */
export function seedList(name: ListName, body: unknown, size = HOME_SIZES[name]): boolean {
  try {
    const key = pageKey(name, 1, size);
    const page = withIds(name, toPage(readList<Partial<Activatable>>(body), 1, size));
    early.set(earlyKey(key), { promise: Promise.resolve(page), page });
    return true;
  } catch {
    return false;
  }
}

function fetchPage<T>(key: PageKey): Promise<ListPage<Listed<T>>> {
  // The first fetch of a page asked for early takes that answer instead of asking again.
  const entry = early.get(earlyKey(key));
  if (entry) {
    early.delete(earlyKey(key));
    return entry.promise as Promise<ListPage<Listed<T>>>;
  }
  return loadPage<T>(key);
}

export interface PageState<T> {
  items: T[] | undefined;
  /** How many items the whole list holds (known once the page is in). */
  total: number | undefined;
  error: Error | undefined;
  isLoading: boolean;
}

/**
 * One page (from 1) of `size` active items of a public list. The key is namespaced so
 * back-office hooks never share it.
 */
export function usePublicPage<T>(name: ListName, page: number, size: number): PageState<Listed<T>> {
  const key = pageKey(name, page, size);
  const { data, error, isLoading } = useSWR<ListPage<Listed<T>>, Error, PageKey>(key, fetchPage<T>, {
    fallbackData: early.get(earlyKey(key))?.page as ListPage<Listed<T>> | undefined,
  });
  return { items: data?.items, total: data?.total, error, isLoading: isLoading && !data };
}

export interface ListState<T> {
  items: T[] | undefined;
  error: Error | undefined;
  isLoading: boolean;
}

/** What the home page shows of a public list: its first HOME_SIZES items. */
export function usePublicList<T>(name: ListName): ListState<Listed<T>> {
  const { items, error, isLoading } = usePublicPage<T>(name, 1, HOME_SIZES[name]);
  return { items, error, isLoading };
}

export const useBanners = () => usePublicList<Banner>(KIND.banner);
export const useAnnouncements = () => usePublicList<Announcement>(KIND.announcements);
export const useNotices = () => usePublicList<AnnounceNotice>(KIND.notices);
export const useCouncils = () => usePublicList<Council>(KIND.council);
export const useFeatures = () => usePublicList<Feature>(KIND.features);
export const useLatestNews = () => usePublicList<LatestNews>(KIND.news);
export const useGallery = () => usePublicList<GalleryItem>(KIND.photos);
export const useVideos = () => usePublicList<Video>(KIND.videos);
export const useStrongFutures = () => usePublicList<StrongFuture>(KIND.futures);
export const useGeneralSettings = () => usePublicList<GeneralSetting>(KIND.settings);
export const useIntroductions = () => usePublicList<Introduction>(KIND.introduction);
export const usePolicyPages = () => usePublicList<PolicyPage>(KIND.pages);
export const useOfficials = () => usePublicList<Official>(KIND.officials);

/** The officials of each group, in list order; groups in page order, empty ones left out. */
export function groupOfficials(items: readonly Official[]): { group: OfficialGroup; people: Official[] }[] {
  return OFFICIAL_GROUPS.map((group) => ({ group, people: items.filter((o) => o.group === group) })).filter(
    (g) => g.people.length > 0,
  );
}

/** One search hit (`GET /search/allowAll/query`). `marks` holds the UTF-16 [start, end) ranges
 * of the matched words in each text. */
export interface SearchHit {
  type: string;
  titleEn: string;
  titleOd: string;
  snippetEn: string;
  snippetOd: string;
  url: string;
  date: string;
  marks?: Partial<Record<'titleEn' | 'titleOd' | 'snippetEn' | 'snippetOd', [number, number][]>>;
}

export interface SearchAnswer {
  hits: SearchHit[];
  total: number;
  /** Only when nothing is found: a query of the site's own words that finds something. */
  suggestion?: string;
}

/** Hits per page of the search answer. */
export const SEARCH_PAGE_SIZE = 10;

async function fetchSearch([, q, page]: readonly [string, string, number]): Promise<SearchAnswer> {
  const body = await getPublicJson<Envelope<SearchHit[]> & { total?: number; suggestion?: string }>(
    `/search/allowAll/query?q=${encodeURIComponent(q)}&page=${page}`,
  );
  if (!body || body.outcome === false || !Array.isArray(body.data)) throw new Error(body?.message || 'Unexpected search answer');
  const answer: SearchAnswer = { hits: body.data, total: body.total ?? body.data.length };
  if (typeof body.suggestion === 'string' && body.suggestion.trim()) answer.suggestion = body.suggestion;
  return answer;
}

/** One page of site search for `q` (nothing is asked while `q` is blank). */
export function useSearch(q: string, page: number) {
  const key = q.trim() ? (['search', q.trim(), page] as const) : null;
  return useSWR<SearchAnswer, Error, readonly [string, string, number] | null>(key, fetchSearch, { keepPreviousData: true });
}

/** When each kind of content last changed (`{entityKey: RFC 3339}`, plus `release`). */
export function useLastUpdated() {
  return useSWR<Record<string, string>, Error, string>('lastUpdated', async () => {
    const body = await getPublicJson<Envelope<Record<string, string>>>('/lastUpdated/allowAll/list');
    if (!body || body.outcome === false || typeof body.data !== 'object' || body.data === null) {
      throw new Error(body?.message || 'Unexpected answer');
    }
    return body.data;
  });
}

/** Sizes of the pages that list everything: full rows of their grids (3 columns; 2 for videos). */
export const PAGE_SIZES = { news: 9, photos: 12, videos: 6 } as const;

/**
 * One active news item by its id, for its own page: read from the news list a page of the
 * largest size at a time, newest first (an item of the latest hundred takes one request).
 * `null` when there is no such active item.
 */
/** News items a page already carries (the server embeds the one a news page shows), by id. */
const seededNews = new Map<number, LatestNews>();
/** The field of a news item's id. */
const NEWS_ID = ID_FIELDS[KIND.news];

/**
 * Takes a news item the page carries (a pre-rendered news page's #page-data) as the answer
 * for its id, so the first render draws it. False, and nothing kept, when it is malformed.
 */
export function seedNewsItem(body: unknown): boolean {
  const item = body as Partial<LatestNews> | null;
  const id = item?.[NEWS_ID];
  if (!item || typeof item !== 'object' || !Number.isSafeInteger(id)) return false;
  seededNews.set(id as number, { ...(item as LatestNews), id } as LatestNews);
  return true;
}

export function useNewsItem(id: number): { item: LatestNews | null | undefined; error: Error | undefined } {
  const { data, error } = useSWR<LatestNews | null, Error, readonly ['public', 'newsItem', number]>(
    ['public', 'newsItem', id] as const,
    async ([, , wanted]) => {
      if (!Number.isSafeInteger(wanted) || wanted < 1) return null;
      for (let page = 1; ; page += 1) {
        const { items, total } = await loadPage<LatestNews>(pageKey(KIND.news, page, NEWS_SCAN_SIZE));
        const found = items.find((news) => news[NEWS_ID] === wanted);
        if (found) return found;
        if (items.length === 0 || total === undefined || page * NEWS_SCAN_SIZE >= total) return null;
      }
    },
    { fallbackData: seededNews.get(id) },
  );
  return { item: data, error };
}

/** The largest page the server answers (`MAX_PAGE_SIZE` in src/content/listing.rs). */
const NEWS_SCAN_SIZE = 100;

/** The address of a news item's own page. */
export const newsPath = (id: number) => `/news/${id}`;

export const useNewsPage = (page: number) => usePublicPage<LatestNews>(KIND.news, page, PAGE_SIZES.news);
export const useGalleryPage = (page: number) => usePublicPage<GalleryItem>(KIND.photos, page, PAGE_SIZES.photos);
export const useVideoPage = (page: number) => usePublicPage<Video>(KIND.videos, page, PAGE_SIZES.videos);

/** One document of the register (docs/documents.md): its file is at `documentPath`. */
export type DocumentItem = Omit<ListItems[typeof KIND.documents], 'fileLanguage'> & { fileLanguage: 'en' | 'od' | 'both' };

export interface DocumentQuery {
  category: string;
  q: string;
  year: string;
  archived: boolean;
  [KIND.pages]: number;
  size: number;
}

export interface DocumentPage {
  items: DocumentItem[];
  total: number;
}

export const DOCUMENT_LIST_PATH = '/document/allowAll/list';

/** The query string of one page of a category, filters left out when empty. */
export function documentListUrl(query: DocumentQuery): string {
  const params = new URLSearchParams({ category: query.category });
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.year) params.set('year', query.year);
  params.set('archived', String(query.archived));
  params.set(KIND.pages, String(query.page));
  params.set('size', String(query.size));
  return `${DOCUMENT_LIST_PATH}?${params.toString()}`;
}

/** Reads a paged list answer: the envelope with `data` and `total`. */
export function readDocumentPage(body: unknown): DocumentPage {
  const envelope = body as (Envelope<DocumentItem[]> & { total?: number }) | null;
  if (!envelope || envelope.outcome === false || !Array.isArray(envelope.data) || typeof envelope.total !== 'number') {
    throw new Error(envelope?.message || 'Unexpected response for documents');
  }
  return { items: activeOnly(envelope.data), total: envelope.total };
}

/** One page of a category's documents, filtered as the visitor asked. */
export function useDocuments(query: DocumentQuery) {
  const url = documentListUrl(query);
  const { data, error, isLoading, mutate } = useSWR<DocumentPage, Error>(['public-documents', url], async () =>
    readDocumentPage(await getPublicJson<unknown>(url)),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading: isLoading && !data, retry: () => mutate() };
}

/** The years (newest first) in which a category has documents, read from `publishDate`. */
export function documentYears(items: DocumentItem[]): string[] {
  const years = new Set<string>();
  for (const doc of items) {
    const year = doc.publishDate?.slice(0, 4) ?? '';
    if (/^\d{4}$/.test(year)) years.add(year);
  }
  return [...years].sort((a, b) => b.localeCompare(a));
}

/**
 * The years a report page's year filter offers: those in which the category (current or
 * archive) has documents. Read from the same public list call, a hundred documents a request,
 * and kept per category, so changing the page or the search asks for nothing more.
 */
export function useDocumentYears(category: string, archived: boolean): string[] | undefined {
  const { data } = useSWR<string[], Error>(['public-document-years', category, archived], async () => {
    const items: DocumentItem[] = [];
    for (let page = 1; page <= 50; page += 1) {
      const url = documentListUrl({ category, q: '', year: '', archived, page, size: 100 });
      const answer = readDocumentPage(await getPublicJson<unknown>(url));
      items.push(...answer.items);
      if (answer.items.length === 0 || page * 100 >= answer.total) break;
    }
    return documentYears(items);
  });
  return data;
}
