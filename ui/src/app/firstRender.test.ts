import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// What the first render waits for depends on the language stored when the app's modules load
// (English here). Test files share their modules (vite.config.ts, `isolate: false`), and another
// file may have stored Odia: these tests take fresh copies, loaded with nothing stored.
let beforeFirstRender: typeof import('./firstRender').beforeFirstRender;
let takeEmbeddedBanner: typeof import('./firstRender').takeEmbeddedBanner;
let HOME_DATA_ID: string;
beforeAll(async () => {
  sessionStorage.clear();
  localStorage.clear();
  vi.resetModules();
  ({ beforeFirstRender, takeEmbeddedBanner, HOME_DATA_ID } = await import('./firstRender'));
});

const banner = {
  bannerId: 1,
  bannerTitleEn: 'Embedded',
  bannerTitleOd: 'ଏମ୍ବେଡ୍',
  bannerSubtitleEn: 's',
  bannerSubtitleOd: 's',
  bannerDescEn: 'd',
  bannerDescOd: 'd',
  bannerImagePath: '/uploads/banner/1-a.jpg',
  isActive: true,
};

function embed(text: string): void {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = HOME_DATA_ID;
  data.textContent = text;
  document.body.appendChild(data);
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the first render', () => {
  it('takes the banner list the home page carries, so it needs no fetch', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    embed(JSON.stringify([banner]));
    window.history.pushState({}, '', '/');
    expect(beforeFirstRender(document)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the banner when the page carries none, or carries something unreadable', () => {
    expect(takeEmbeddedBanner(document)).toBe(false);
    embed('<not json');
    expect(takeEmbeddedBanner(document)).toBe(false);
    document.body.innerHTML = '';
    embed('{"not":"a list"}');
    expect(takeEmbeddedBanner(document)).toBe(false);
  });

  it('waits for nothing on other pages', () => {
    window.history.pushState({}, '', '/about/introduction');
    expect(beforeFirstRender(document)).toBeNull();
  });
});
