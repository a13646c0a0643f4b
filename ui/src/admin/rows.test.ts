import { describe, expect, it } from 'vitest';
import { dataUrl, imageMime, istNow, paginate, queryRows, readQuery, scheduleOf, sortRows, type TableQuery } from './rows';

const rows = [
  { bannerId: 1, isActive: true },
  { bannerId: 2, isActive: false },
  { bannerId: 3, isActive: true },
  { bannerId: 4, isActive: false },
  { bannerId: 5, isActive: true },
];

describe('sortRows', () => {
  it('puts active first, keeps the server order within each group, and leaves the input alone', () => {
    expect(sortRows(rows).map((r) => r.bannerId)).toEqual([1, 3, 5, 2, 4]);
    expect(rows.map((r) => r.bannerId)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('scheduleOf and queryRows', () => {
  const items = [
    { id: 1, isActive: true, titleEn: 'Admissions open', titleOd: 'ନାମଲେଖା', showFrom: '', showUntil: '' },
    { id: 2, isActive: true, titleEn: 'Results', titleOd: 'ଫଳାଫଳ', showFrom: '2026-12-01T09:00', showUntil: '' },
    { id: 3, isActive: false, titleEn: 'Holiday', titleOd: 'ଛୁଟି', showFrom: '', showUntil: '2026-01-01T00:00' },
  ];
  const now = '2026-11-23T10:00';
  const q = (over: Partial<TableQuery>): number[] =>
    queryRows(items, ['titleEn', 'titleOd'], { q: '', status: 'all', sort: '', dir: 'asc', choice: '', ...over }, now).map((r) => r.id as number);
  it('tells scheduled, live and ended apart', () => {
    expect(items.map((r) => scheduleOf(r, now))).toEqual(['none', 'scheduled', 'ended']);
    expect(scheduleOf({ showFrom: '2026-11-23T10:00', showUntil: '2026-11-23T11:00' }, now)).toBe('live');
  });
  it('searches both languages, filters by status and sorts by a column', () => {
    expect(q({ q: 'ଫଳା' })).toEqual([2]);
    expect(q({ q: 'holi' })).toEqual([3]);
    expect(q({ status: 'inactive' })).toEqual([3]);
    expect(q({ status: 'scheduled' })).toEqual([2]);
    expect(q({ sort: 'titleEn' })).toEqual([1, 3, 2]);
    expect(q({ sort: 'titleEn', dir: 'desc' })).toEqual([2, 3, 1]);
  });
  it('reads the query from the URL', () => {
    expect(readQuery(new URLSearchParams('q=x&status=scheduled&sort=titleEn&dir=desc&choice=acts'))).toEqual({
      q: 'x', status: 'scheduled', sort: 'titleEn', dir: 'desc', choice: 'acts',
    });
    expect(readQuery(new URLSearchParams('status=bogus')).status).toBe('all');
  });
  it('writes IST time', () => {
    expect(istNow(new Date(Date.UTC(2026, 10, 23, 4, 30)))).toBe('2026-11-23T10:00');
  });
});

describe('paginate', () => {
  const many = Array.from({ length: 12 }, (_, i) => ({ id: i + 1 }));
  it('cuts pages and reports the range', () => {
    expect(paginate(many, 1, 5)).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 5 });
    expect(paginate(many, 3, 5)).toMatchObject({ page: 3, from: 11, to: 12 });
    expect(paginate(many, 3, 5).rows.map((r) => r.id)).toEqual([11, 12]);
    expect(paginate(many, 1, 25)).toMatchObject({ pageCount: 1, from: 1, to: 12 });
  });
  it('clamps a page past the end and handles an empty list', () => {
    expect(paginate(many, 9, 10)).toMatchObject({ page: 2, from: 11, to: 12 });
    expect(paginate([], 1, 5)).toMatchObject({ page: 1, pageCount: 1, from: 0, to: 0 });
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
