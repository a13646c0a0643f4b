// The public list calls (DECISIONS.md §2.1) as typed SWR hooks. Anonymous lists hold active
// items only; an administrator's token returns every item, so the hooks keep active ones.
import useSWR from 'swr';
import { getJson, type Envelope } from './client';

interface Activatable {
  isActive: boolean;
}

export interface Banner extends Activatable {
  bannerId: number;
  bannerTitleEn: string;
  bannerTitleOd: string;
  bannerSubtitleEn: string;
  bannerSubtitleOd: string;
  bannerDescEn: string;
  bannerDescOd: string;
  bannerImagePath?: string | null;
}

export interface Announcement extends Activatable {
  announceId: number;
  announceTitleEn: string;
  announceTitleOd: string;
  announceDescEn: string;
  announceDescOd: string;
  announceImagePath?: string | null;
}

export interface AnnounceNotice extends Activatable {
  announceNoticeId: number;
  announceLinkEn: string;
  announceLinkOd: string;
  announceLinkPath: string;
}

export interface Council extends Activatable {
  councilId: number;
  councilTitleEn: string;
  councilTitleOd: string;
  councilSubTitleEn: string;
  councilSubTitleOd: string;
  councilDescEn: string;
  councilDescOd: string;
}

export interface Feature extends Activatable {
  featuresId: number;
  featuresTitleEn: string;
  featuresTitleOd: string;
  featuresDescEn: string;
  featuresDescOd: string;
  featuresLink: string;
  featuresImagePath?: string | null;
}

export interface LatestNews extends Activatable {
  latestNewsId: number;
  newsTitleEn: string;
  newsTitleOd: string;
  newsDate: string;
  newsDescEn: string;
  newsDescOd: string;
  newsLink: string;
}

export interface GalleryImage {
  titleEn: string;
  titleOd: string;
  imagePath: string;
}

export interface GalleryItem extends Activatable {
  imageGalleryId: number;
  id?: number;
  displayName: string;
  displayNameOd: string;
  displayImgPath?: string | null;
  imageGalleryImages?: GalleryImage[];
}

export interface Video extends Activatable {
  videoGalleryId: number;
  displayVideo: string;
}

export interface StrongFuture extends Activatable {
  strongFutureId: number;
  nameEn: string;
  nameOd: string;
  logoPath?: string | null;
}

export interface GeneralSetting extends Activatable {
  generalSettingId: number;
  locations: string;
  locationsOd: string;
  emailIds: string;
  mobile: string;
  mobileOd: string;
  /** The office landline with its STD code ("0674-2391234"); optional. */
  officePhone?: string;
}

export interface Introduction extends Activatable {
  introductionId: number;
  introductionTitleEn: string;
  introductionTitleOd: string;
  introductionDescEn: string;
  introductionDescOd: string;
}

/** The groups of the organisation structure page, in the order it shows them. */
export const OFFICIAL_GROUPS = ['chairperson-and-member-secretary', 'academic-consultants', 'finance'] as const;
export type OfficialGroup = (typeof OFFICIAL_GROUPS)[number];

export interface Official extends Activatable {
  officialId: number;
  nameEn: string;
  nameOd: string;
  designationEn: string;
  designationOd: string;
  group: string;
  email: string;
  phone: string;
}

/** The list paths: bare arrays, and those that answer with an envelope. */
export const LIST_PATHS = {
  banner: '/banner/allowAll/list',
  announce: '/announce/allowAll/list',
  features: '/features/allowAll/list',
  council: '/council/allowAll/list',
  latestNews: '/latestNews/allowAll/list',
  imageGallery: '/imageGallery/allowAll/list',
  videoGallery: '/videoGallery/allowAll/list',
  strongFuture: '/strongFuture/allowAll/list',
  generalSetting: '/generalSetting/allowAll/list',
  announceNotice: '/announce/notice/allowAll/list',
  introduction: '/introduction/allowAll/list',
  official: '/official/allowAll/list',
} as const;

type ListName = keyof typeof LIST_PATHS;
const ENVELOPED: ReadonlySet<ListName> = new Set(['generalSetting', 'announceNotice', 'introduction', 'official']);

/** Reads one list body: a bare array, or an envelope whose `data` is the array. */
export function readList<T>(name: ListName, body: unknown): T[] {
  if (ENVELOPED.has(name)) {
    const envelope = body as Envelope<T[]> | null;
    if (!envelope || envelope.outcome === false || !Array.isArray(envelope.data)) {
      throw new Error(envelope?.message || `Unexpected response for ${name}`);
    }
    return envelope.data;
  }
  if (!Array.isArray(body)) throw new Error(`Unexpected response for ${name}`);
  return body as T[];
}

export function activeOnly<T extends Partial<Activatable>>(items: readonly T[]): T[] {
  return items.filter((item) => item.isActive !== false);
}

async function loadList<T>(name: ListName): Promise<T[]> {
  return activeOnly(readList<T & Partial<Activatable>>(name, await getJson<unknown>(LIST_PATHS[name])));
}

/** Lists asked for before the first render (the home page's hero), with what they gave. */
const early = new Map<ListName, { promise: Promise<unknown[]>; items?: unknown[] }>();

/**
 * Starts fetching a list before React renders (index.html preloads the banner list, so this
 * takes the preloaded answer). Resolves, never rejects, once it is in; a failure is left to SWR.
 */
export function fetchEarly(name: ListName): Promise<void> {
  const entry: { promise: Promise<unknown[]>; items?: unknown[] } = { promise: loadList(name) };
  early.set(name, entry);
  return entry.promise.then(
    (items) => {
      entry.items = items;
    },
    () => undefined,
  );
}

/**
 * Takes a list body the page already carries (the server embeds the banner list in the home
 * page) as the answer to the list's first fetch. False, and nothing kept, when it is malformed.
 */
export function seedList(name: ListName, body: unknown): boolean {
  try {
    const items = activeOnly(readList<Partial<Activatable>>(name, body));
    early.set(name, { promise: Promise.resolve(items), items });
    return true;
  } catch {
    return false;
  }
}

function fetchList<T>([, name]: readonly [string, ListName]): Promise<T[]> {
  // The first fetch of a list asked for early takes that answer instead of asking again.
  const entry = early.get(name);
  if (entry) {
    early.delete(name);
    return entry.promise as Promise<T[]>;
  }
  return loadList<T>(name);
}

export interface ListState<T> {
  items: T[] | undefined;
  error: Error | undefined;
  isLoading: boolean;
}

/** Active items of one public list. The key is namespaced so back-office hooks never share it. */
export function usePublicList<T>(name: ListName): ListState<T> {
  const { data, error, isLoading } = useSWR<T[], Error, readonly [string, ListName]>(
    ['public', name] as const,
    fetchList<T>,
    { fallbackData: early.get(name)?.items as T[] | undefined },
  );
  return { items: data, error, isLoading: isLoading && !data };
}

export const useBanners = () => usePublicList<Banner>('banner');
export const useAnnouncements = () => usePublicList<Announcement>('announce');
export const useNotices = () => usePublicList<AnnounceNotice>('announceNotice');
export const useCouncils = () => usePublicList<Council>('council');
export const useFeatures = () => usePublicList<Feature>('features');
export const useLatestNews = () => usePublicList<LatestNews>('latestNews');
export const useGallery = () => usePublicList<GalleryItem>('imageGallery');
export const useVideos = () => usePublicList<Video>('videoGallery');
export const useStrongFutures = () => usePublicList<StrongFuture>('strongFuture');
export const useGeneralSettings = () => usePublicList<GeneralSetting>('generalSetting');
export const useIntroductions = () => usePublicList<Introduction>('introduction');
export const useOfficials = () => usePublicList<Official>('official');

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
}

/** Hits per page of the search answer. */
export const SEARCH_PAGE_SIZE = 10;

async function fetchSearch([, q, page]: readonly [string, string, number]): Promise<SearchAnswer> {
  const body = await getJson<Envelope<SearchHit[]> & { total?: number }>(
    `/search/allowAll/query?q=${encodeURIComponent(q)}&page=${page}`,
  );
  if (!body || body.outcome === false || !Array.isArray(body.data)) throw new Error(body?.message || 'Unexpected search answer');
  return { hits: body.data, total: body.total ?? body.data.length };
}

/** One page of site search for `q` (nothing is asked while `q` is blank). */
export function useSearch(q: string, page: number) {
  const key = q.trim() ? (['search', q.trim(), page] as const) : null;
  return useSWR<SearchAnswer, Error, readonly [string, string, number] | null>(key, fetchSearch, { keepPreviousData: true });
}

/** When each kind of content last changed (`{entityKey: RFC 3339}`, plus `release`). */
export function useLastUpdated() {
  return useSWR<Record<string, string>, Error, string>('lastUpdated', async () => {
    const body = await getJson<Envelope<Record<string, string>>>('/lastUpdated/allowAll/list');
    if (!body || body.outcome === false || typeof body.data !== 'object' || body.data === null) {
      throw new Error(body?.message || 'Unexpected answer');
    }
    return body.data;
  });
}
