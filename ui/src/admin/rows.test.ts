import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, dataUrl, imageMime, istNow, listParams, pageCount, readPage, readQuery, readSize, scheduleOf, type TableQuery } from './rows';


describe('scheduleOf and the URL', () => {
  const items = [
    { id: 1, isActive: true, titleEn: 'Admissions open', titleOd: 'ନାମଲେଖା', showFrom: '', showUntil: '' },
    { id: 2, isActive: true, titleEn: 'Results', titleOd: 'ଫଳାଫଳ', showFrom: '2026-12-01T09:00', showUntil: '' },
    { id: 3, isActive: false, titleEn: 'Holiday', titleOd: 'ଛୁଟି', showFrom: '', showUntil: '2026-01-01T00:00' },
  ];
  const now = '2026-11-23T10:00';
  it('tells scheduled, live and ended apart', () => {
    expect(items.map((r) => scheduleOf(r, now))).toEqual(['none', 'scheduled', 'ended']);
    expect(scheduleOf({ showFrom: '2026-11-23T10:00', showUntil: '2026-11-23T11:00' }, now)).toBe('live');
  });
  it('reads the query, page and size from the URL', () => {
    expect(readQuery(new URLSearchParams('q=x&status=scheduled&sort=titleEn&dir=desc&choice=acts'))).toEqual({
      q: 'x', status: 'scheduled', sort: 'titleEn', dir: 'desc', choice: 'acts',
    });
    expect(readQuery(new URLSearchParams('status=bogus')).status).toBe('all');
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams('page=-2'))).toBe(1);
    expect(readPage(new URLSearchParams('page=x'))).toBe(1);
    expect(readSize(new URLSearchParams('size=50'))).toBe(50);
    expect(readSize(new URLSearchParams('size=7'))).toBe(DEFAULT_PAGE_SIZE);
    expect(readSize(new URLSearchParams(''))).toBe(20);
  });
  it('writes IST time', () => {
    expect(istNow(new Date(Date.UTC(2026, 10, 23, 4, 30)))).toBe('2026-11-23T10:00');
  });
});

describe('listParams: the page the server is asked for', () => {
  const query = (over: Partial<TableQuery>): TableQuery => ({ q: '', status: 'all', sort: '', dir: 'asc', choice: '', ...over });
  const asked = (over: Partial<TableQuery>, page = 1, size = 20, choiceKey?: string) =>
    Object.fromEntries(listParams(query(over), page, size, choiceKey));
  it('asks for one page, active first in the server order when no column sorts', () => {
    expect(asked({})).toEqual({ page: '1', size: '20', sort: '-isActive' });
    expect(asked({}, 3, 50)).toEqual({ page: '3', size: '50', sort: '-isActive' });
  });
  it('sends the search words, the status and a column sort either way', () => {
    expect(asked({ q: '  ଫଳାଫଳ exam ', status: 'draft', sort: 'titleEn', dir: 'desc' })).toEqual({
      page: '1', size: '20', q: 'ଫଳାଫଳ exam', status: 'draft', sort: '-titleEn',
    });
    expect(asked({ sort: 'newsDate' }).sort).toBe('newsDate');
    expect(asked({ status: 'all' }).status).toBeUndefined();
  });
  it('sorts the Status column by the active flag, active first when ascending', () => {
    expect(asked({ sort: 'status' }).sort).toBe('-isActive');
    expect(asked({ sort: 'status', dir: 'desc' }).sort).toBe('isActive');
  });
  it("sends the table's select filter under its own name, only when one is chosen", () => {
    expect(asked({ choice: 'notices' }, 1, 20, 'category').category).toBe('notices');
    expect(asked({ choice: '' }, 1, 20, 'category').category).toBeUndefined();
    expect(asked({ choice: 'notices' }).category).toBeUndefined();
  });
  it('round-trips through the address bar', () => {
    const url = new URLSearchParams('q=exam&status=inactive&sort=newsDate&dir=desc&page=2&size=50');
    expect(Object.fromEntries(listParams(readQuery(url), readPage(url), readSize(url)))).toEqual({
      page: '2', size: '50', q: 'exam', status: 'inactive', sort: '-newsDate',
    });
  });
  it('counts pages', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(120, 20)).toBe(6);
    expect(pageCount(121, 20)).toBe(7);
  });
});

describe('cells and images', () => {
  it('reads JPEG by its signature, PNG otherwise', () => {
    expect(imageMime('/9j/4AAQ')).toBe('image/jpeg');
    expect(imageMime('iVBORw0K')).toBe('image/png');
    expect(dataUrl('/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(dataUrl('')).toBeNull();
    expect(dataUrl(undefined)).toBeNull();
  });
});
