import { describe, expect, it } from 'vitest';
import { variantsOf } from './variants';

describe('variantsOf', () => {
  it('derives the WebP and same-format copies of an upload from its URL', () => {
    expect(variantsOf('/uploads/banner/12-0a1b2c3d4e5f6071.jpg')).toEqual({
      webp:
        '/uploads/banner/12-0a1b2c3d4e5f6071.jpg/480.webp 480w, /uploads/banner/12-0a1b2c3d4e5f6071.jpg/960.webp 960w, /uploads/banner/12-0a1b2c3d4e5f6071.jpg/1600.webp 1600w',
      fallback:
        '/uploads/banner/12-0a1b2c3d4e5f6071.jpg/480.jpg 480w, /uploads/banner/12-0a1b2c3d4e5f6071.jpg/960.jpg 960w, /uploads/banner/12-0a1b2c3d4e5f6071.jpg/1600.jpg 1600w',
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
    expect(variantsOf('@@bannerImagePath@@')).toEqual({
      webp: '@@bannerImagePath@@/480.webp 480w, @@bannerImagePath@@/960.webp 960w, @@bannerImagePath@@/1600.webp 1600w',
      fallback: null,
    });
  });
});
