import { describe, expect, it } from 'vitest';
import { activeOnly, HOME_SIZES, MAX_PAGE_SIZE, pagePath, readList, toPage, withIds } from './public';
import { KIND } from './kinds';
import { ID_FIELDS, LIST_PATHS } from '../generated/routes';

describe('readList', () => {
  it('reads bare arrays as unpaged lists', () => {
    expect(readList([{ bannerId: 1 }])).toEqual({ items: [{ bannerId: 1 }], total: undefined });
  });
  it('reads envelopes from data, with the total of a paged answer', () => {
    expect(readList({ outcome: true, message: 'ok', data: [{ introductionId: 2 }] })).toEqual({
      items: [{ introductionId: 2 }],
      total: undefined,
    });
    expect(readList({ outcome: true, message: 'ok', data: [], total: 40 })).toEqual({ items: [], total: 40 });
  });
  it('rejects bodies of the wrong shape, with the server message when there is one', () => {
    expect(() => readList({ data: [] })).toThrow();
    expect(() => readList(null)).toThrow();
    expect(() => readList('<html>')).toThrow();
    expect(() => readList({ outcome: false, message: 'No', data: [] })).toThrow('No');
  });
  it('keeps active items only', () => {
    expect(activeOnly([{ isActive: true }, { isActive: false }, { isActive: true }])).toHaveLength(2);
  });
});

describe('toPage', () => {
  const list = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, isActive: i !== 0 }));

  it('takes a paged answer as it is, with its total', () => {
    expect(toPage({ items: list.slice(10, 20), total: 60 }, 2, 10)).toEqual({ items: list.slice(10, 20), total: 60 });
  });
  it('never shows more than the page size, even when a server sends more', () => {
    expect(toPage({ items: list, total: 24 }, 1, 5).items).toHaveLength(5);
  });
  it('cuts the page from an unpaged answer, counting active items only', () => {
    const active = list.slice(1);
    expect(toPage({ items: list, total: undefined }, 1, 10)).toEqual({ items: active.slice(0, 10), total: 24 });
    expect(toPage({ items: list, total: undefined }, 3, 10)).toEqual({ items: active.slice(20, 24), total: 24 });
    expect(toPage({ items: list, total: undefined }, 4, 10)).toEqual({ items: [], total: 24 });
  });
});

describe('withIds', () => {
  it("gives each item its id under `id`, read from its list's own id field", () => {
    const field = ID_FIELDS[KIND.videos];
    const page = { items: [{ [field]: 7, isActive: true }, { [field]: 3, isActive: true }], total: 2 };
    expect(withIds(KIND.videos, page)).toEqual({
      items: [
        { [field]: 7, isActive: true, id: 7 },
        { [field]: 3, isActive: true, id: 3 },
      ],
      total: 2,
    });
    expect(withIds(KIND.news, { items: [{ [ID_FIELDS[KIND.news]]: 12 }], total: 1 }).items[0].id).toBe(12);
  });
});

describe('what the home page asks for', () => {
  it('asks for one bounded page of every list', () => {
    expect(pagePath(KIND.news, 1, HOME_SIZES[KIND.news])).toBe(`${LIST_PATHS[KIND.news]}?page=1&size=6`);
    expect(pagePath(KIND.notices, 2, 10)).toBe('/announce/notice/allowAll/list?page=2&size=10');
    for (const size of Object.values(HOME_SIZES)) {
      expect(size).toBeGreaterThanOrEqual(1);
      expect(size).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    }
    expect(HOME_SIZES).toMatchObject({ banner: 1, announce: 3, [KIND.photos]: 6, [KIND.news]: 6 });
  });
});
