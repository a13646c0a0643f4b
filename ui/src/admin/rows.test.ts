import { describe, expect, it } from 'vitest';
import { dataUrl, imageMime, paginate, sortRows } from './rows';

const rows = [
  { bannerId: 1, isActive: true },
  { bannerId: 2, isActive: false },
  { bannerId: 3, isActive: true },
  { bannerId: 4, isActive: false },
  { bannerId: 5, isActive: true },
];

describe('sortRows', () => {
  it('puts active first, newest first within each group, and leaves the input alone', () => {
    expect(sortRows(rows, 'bannerId').map((r) => r.bannerId)).toEqual([5, 3, 1, 4, 2]);
    expect(rows.map((r) => r.bannerId)).toEqual([1, 2, 3, 4, 5]);
  });
  it('falls back to id when the id field is absent', () => {
    const gallery = [{ id: 1, isActive: true }, { id: 2, isActive: true }];
    expect(sortRows(gallery, 'imageGalleryId').map((r) => r.id)).toEqual([2, 1]);
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
