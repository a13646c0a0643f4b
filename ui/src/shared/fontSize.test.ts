import { describe, expect, it } from 'vitest';
import { FONT_DEFAULT, clampFontSize, largerFont, smallerFont } from './fontSize';

describe('font size', () => {
  it('starts at 16 and moves by 2', () => {
    expect(FONT_DEFAULT).toBe(16);
    expect(largerFont(16)).toBe(18);
    expect(smallerFont(16)).toBe(14);
  });
  it('stops at 24 going up', () => {
    let size = FONT_DEFAULT;
    for (let i = 0; i < 10; i += 1) size = largerFont(size);
    expect(size).toBe(24);
  });
  it('stops at 12 going down', () => {
    let size = FONT_DEFAULT;
    for (let i = 0; i < 10; i += 1) size = smallerFont(size);
    expect(size).toBe(12);
  });
  it('clamps any value into 12–24', () => {
    expect(clampFontSize(4)).toBe(12);
    expect(clampFontSize(40)).toBe(24);
    expect(clampFontSize(20)).toBe(20);
  });
});
