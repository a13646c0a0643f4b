import { describe, expect, it } from 'vitest';
import { GAP, pageCount, pageFromSearch, pageHref, pagerItems } from './paging';

describe('the page in the address', () => {
  it('reads ?page=N', () => {
    expect(pageFromSearch('?page=3')).toBe(3);
    expect(pageFromSearch(new URLSearchParams('page=12&x=1'))).toBe(12);
    expect(pageFromSearch('?page=1000000')).toBe(1_000_000);
  });
  it('takes the first page for anything that is not a whole number from 1', () => {
    for (const search of ['', '?page=', '?page=0', '?page=-2', '?page=2.5', '?page=abc', '?page=1e3', '?page=1000001', '?page=99999999999']) {
      expect(pageFromSearch(search)).toBe(1);
    }
  });
  it('writes the first page without a query, and round-trips every other', () => {
    expect(pageHref('/news', 1)).toBe('/news');
    expect(pageHref('/gallery/photos', 4)).toBe('/gallery/photos?page=4');
    for (const page of [1, 2, 9, 120]) {
      expect(pageFromSearch(new URL(pageHref('/news', page), 'http://x').search)).toBe(page);
    }
  });
});

describe('pageCount', () => {
  it('rounds up, and an empty list still has one page', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(1, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(10_000, 9)).toBe(1112);
  });
  it('stays at one for sizes it cannot divide by', () => {
    expect(pageCount(10, 0)).toBe(1);
    expect(pageCount(Number.NaN, 9)).toBe(1);
  });
});

describe('pagerItems', () => {
  it('lists every page of a short list', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(1, 5)).toEqual([1, 2, GAP, 5]);
  });
  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(pagerItems(6, 12)).toEqual([1, GAP, 5, 6, 7, GAP, 12]);
    expect(pagerItems(12, 12)).toEqual([1, GAP, 11, 12]);
  });
  it('shows a single missing page instead of a gap', () => {
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps only the first, current and last pages on a narrow screen', () => {
    expect(pagerItems(4, 7, 0)).toEqual([1, GAP, 4, GAP, 7]);
    expect(pagerItems(2, 7, 0)).toEqual([1, 2, GAP, 7]);
    expect(pagerItems(3, 7, 0)).toEqual([1, 2, 3, GAP, 7]);
  });
  it('still offers the first and last pages from a page past the end', () => {
    expect(pagerItems(9, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(40, 12)).toEqual([1, GAP, 12]);
  });
});
