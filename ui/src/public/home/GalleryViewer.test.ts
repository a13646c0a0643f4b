import { describe, expect, it } from 'vitest';
import { wrapIndex } from './GalleryViewer';

describe('wrapIndex', () => {
  it('steps forward and wraps from the last image to the first', () => {
    expect(wrapIndex(0, 1, 6)).toBe(1);
    expect(wrapIndex(5, 1, 6)).toBe(0);
  });
  it('steps back and wraps from the first image to the last', () => {
    expect(wrapIndex(3, -1, 6)).toBe(2);
    expect(wrapIndex(0, -1, 6)).toBe(5);
  });
  it('stays at 0 with one or no image', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 0)).toBe(0);
  });
});
