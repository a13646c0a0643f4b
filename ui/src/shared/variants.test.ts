import { describe, expect, it } from 'vitest';
import { FALLBACK_WIDTHS, SIZES, VARIANT_WIDTHS, variantsOf } from './variants';

describe('variantsOf', () => {
  it('derives the WebP and same-format copies of an upload from its URL', () => {
    const u = '/uploads/banner/12-0a1b2c3d4e5f6071.jpg';
    expect(variantsOf(u)).toEqual({
      webp:
        `${u}/320.webp 320w, ${u}/480.webp 480w, ${u}/640.webp 640w, ${u}/800.webp 800w, ` +
        `${u}/960.webp 960w, ${u}/1280.webp 1280w, ${u}/1600.webp 1600w`,
      fallback: `${u}/480.jpg 480w, ${u}/960.jpg 960w, ${u}/1600.jpg 1600w`,
    });
    expect(variantsOf('/uploads/strongFuture/3-ff.png')?.fallback).toContain('/uploads/strongFuture/3-ff.png/480.png 480w');
  });

  it('leaves other images alone', () => {
    expect(variantsOf('/logo.svg')).toBeNull();
    expect(variantsOf('https://example.org/uploads/banner/1-ab.jpg')).toBeNull();
    expect(variantsOf('/uploads/banner/1-ab.gif')).toBeNull();
    expect(variantsOf('data:image/png;base64,AAAA')).toBeNull();
  });

  it("gives the pre-rendered home page's slot WebP copies only (its format is not known yet)", () => {
    const slot = variantsOf('@@bannerImagePath@@');
    expect(slot?.fallback).toBeNull();
    expect(slot?.webp.split(', ')).toHaveLength(VARIANT_WIDTHS.length);
    expect(slot?.webp).toContain('@@bannerImagePath@@/640.webp 640w');
  });

  it('offers WebP widths in steps of at most 1.5x, the fallback at three of them', () => {
    for (let i = 1; i < VARIANT_WIDTHS.length; i++) expect(VARIANT_WIDTHS[i] / VARIANT_WIDTHS[i - 1]).toBeLessThanOrEqual(1.5);
    for (const w of FALLBACK_WIDTHS) expect(VARIANT_WIDTHS).toContain(w);
  });
});

describe('sizes', () => {
  it('ends every list with a width for any screen, and asks for 2x past 2.5x on phones', () => {
    for (const [place, sizes] of Object.entries(SIZES)) {
      const entries = sizes.split(/,\s*(?![^()]*\))/);
      const last = entries[entries.length - 1];
      expect(last, place).toMatch(/^(calc\(.*\)|\d+(\.\d+)?(rem|px|vw))$/);
      for (const entry of entries.slice(0, -1)) expect(entry, place).toMatch(/^\(.*\) (calc\(.*\)|\d+(\.\d+)?(rem|px|vw))$/);
    }
    for (const place of ['hero', 'card', 'thumb', 'news'] as const) expect(SIZES[place], place).toContain('(min-resolution: 2.5dppx) calc((');
    expect(SIZES.viewer).not.toContain('resolution');
  });
});
