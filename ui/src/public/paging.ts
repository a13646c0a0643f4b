// Paging of the public list pages (/news, /gallery/photos, /gallery/videos): the page number
// kept in the address (`?page=N`, absent for the first page), how many pages a list has, and
// which page links the pager shows.

/** The highest page number the server takes. */
export const MAX_PAGE = 1_000_000;

/** The page an address asks for: `?page=N` with N a whole number from 1 to MAX_PAGE; else the first. */
export function pageFromSearch(search: string | URLSearchParams): number {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const text = params.get('page')?.trim() ?? '';
  if (!/^\d{1,7}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The address of page `page` of the list at `pathname` (the first page has no query). */
export function pageHref(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?page=${page}` : pathname;
}

/** How many pages `total` items make at `size` a page; at least one (an empty list has one). */
export function pageCount(total: number, size: number): number {
  if (!(size > 0) || !(total > 0)) return 1;
  return Math.ceil(total / size);
}

/** A gap between page links, shown as an ellipsis. */
export const GAP = 'gap' as const;

/**
 * The pages the pager links to: the first, the last, and the current one with `neighbours` on
 * each side, gaps in between (a gap of one page shows that page instead). A current page past
 * the end (an old link) still gets the first and last pages.
 */
export function pagerItems(current: number, count: number, neighbours = 1): (number | typeof GAP)[] {
  const wanted = new Set<number>([1, count]);
  for (let page = current - neighbours; page <= current + neighbours; page += 1) {
    if (page >= 1 && page <= count) wanted.add(page);
  }
  const pages = [...wanted].sort((a, b) => a - b);
  const items: (number | typeof GAP)[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push(GAP);
    items.push(page);
  });
  return items;
}
