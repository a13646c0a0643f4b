import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module reads the stored language when it loads: each test loads a fresh copy.
const load = () => import('./index');

beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
  document.documentElement.lang = '';
  document.head.querySelectorAll('link[data-odia-font]').forEach((link) => link.remove());
});
afterEach(() => sessionStorage.clear());

describe('the app store', () => {
  it('starts in English when nothing is stored, without writing the choice', async () => {
    const { default: i18n, i18nReady } = await load();
    expect(i18nReady).toBeNull();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(sessionStorage.getItem('language')).toBeNull();
    expect(document.querySelector('link[data-odia-font]')).toBeNull();
    expect(i18n.t('topbar.skip')).toBe('Skip To Main Content');
  });

  it('starts in Odia when "OD" is stored, once the Odia catalogue is in', async () => {
    sessionStorage.setItem('language', 'OD');
    const { default: i18n, i18nReady } = await load();
    expect(i18nReady).not.toBeNull();
    await i18nReady;
    expect(i18n.language).toBe('od');
    expect(i18n.hasResourceBundle('od', 'translation')).toBe(true);
    expect(i18n.t('topbar.skip')).toBe('ମୁଖ୍ୟ ବିଷୟବସ୍ତୁକୁ ଯାଆନ୍ତୁ');
    expect(document.documentElement.lang).toBe('or');
    expect(sessionStorage.getItem('language')).toBe('od');
    const fonts = [...document.querySelectorAll<HTMLLinkElement>('link[data-odia-font]')];
    expect(fonts.map((font) => [font.rel, font.as])).toEqual([['preload', 'font'], ['preload', 'font']]);
    expect(fonts[0].href).toMatch(/noto-sans-oriya-oriya-400-normal.*\.woff2/);
    expect(fonts[1].href).toMatch(/noto-sans-oriya-oriya-700-normal.*\.woff2/);
  });

  it('switches to Odia only once its catalogue is in; the last choice wins', async () => {
    const { default: i18n, changeLanguage } = await load();
    const seen: string[] = [];
    i18n.subscribe(() => seen.push(`${i18n.language}:${i18n.t('topbar.skip')}`));
    const toOdia = changeLanguage('od');
    expect(i18n.language).toBe('en'); // still English while the catalogue loads
    await toOdia;
    // The catalogue arriving notifies (still English), then the switch: Odia is never shown half-loaded.
    expect(seen).toEqual(['en:Skip To Main Content', 'od:ମୁଖ୍ୟ ବିଷୟବସ୍ତୁକୁ ଯାଆନ୍ତୁ']);
    expect(document.documentElement.lang).toBe('or');

    await changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(sessionStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    const slow = changeLanguage('od');
    await changeLanguage('en');
    await slow;
    expect(i18n.language).toBe('en');
    expect(sessionStorage.getItem('language')).toBe('en');
  });
});
