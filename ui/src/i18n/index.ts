// i18next for the whole UI, exported as the default export. Public strings live in the default
// namespace (`en.ts`, `od.ts`); inner pages add a `pages` namespace with their chunk, and the
// back office adds `admin` with `i18n.addResourceBundle(lng, 'admin', …)`. The languages are
// `en` and `od`. The Odia catalogue is its own chunk, fetched only when Odia is chosen.
//
// The public pages read strings through `useT` below, a few lines over i18next's events, so
// react-i18next (used by the back office) is loaded with the back office only; `App` hands it
// this instance (`setI18n`) before the back office renders.
import i18n, { type TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import en from './en';
import { htmlLang, loadLanguage, storeLanguage, type Language } from './language';
import odiaFont from '@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-400-normal.woff2?url';

export type { Language } from './language';
export { readLanguage, htmlLang } from './language';

/** Puts the language on the page: `<html lang>`, and the Odia font fetched early when needed. */
function applyToDocument(language: Language): void {
  document.documentElement.lang = htmlLang(language);
  if (language === 'od' && !document.querySelector('link[data-odia-font]')) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    link.crossOrigin = 'anonymous';
    link.href = odiaFont;
    link.dataset.odiaFont = '';
    document.head.appendChild(link);
  }
}

let odia: Promise<void> | null = null;

/** Loads the Odia catalogue once. */
export function loadOdia(): Promise<void> {
  odia ??= import('./od').then(({ default: od }) => {
    i18n.addResourceBundle('od', 'translation', od, true, false);
  });
  return odia;
}

/** Switches the language, loading Odia first so no English flashes in between. */
export async function changeLanguage(language: Language): Promise<void> {
  if (language === 'od') await loadOdia();
  await i18n.changeLanguage(language);
}

const initial = loadLanguage();

void i18n.init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'od'],
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false, bindI18nStore: 'added' },
});

i18n.on('languageChanged', (lng) => {
  const language: Language = lng === 'od' ? 'od' : 'en';
  storeLanguage(language);
  applyToDocument(language);
});

/** When the stored language needs its catalogue fetched: the app renders once it is in. */
export const i18nReady: Promise<void> | null = initial === 'od' ? changeLanguage('od') : null;
if (!i18nReady) applyToDocument('en');

let version = 0;
function subscribe(onChange: () => void): () => void {
  const bump = () => {
    version += 1;
    onChange();
  };
  i18n.on('languageChanged', bump);
  i18n.store.on('added', bump);
  return () => {
    i18n.off('languageChanged', bump);
    i18n.store.off('added', bump);
  };
}
const getVersion = () => version;

/** The translation function of `ns` in the current language, re-rendering when it changes. */
export function useT(ns?: string): { t: TFunction; language: Language } {
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);
  const lng = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => i18n.getFixedT(lng, ns ?? null), [lng, ns, current]);
  return { t, language: lng === 'od' ? 'od' : 'en' };
}

/** The current language and a way to change it (kept in session storage `language`). */
export function useLanguage(): [Language, (language: Language) => void] {
  const { language } = useT();
  return [language, (next) => void changeLanguage(next)];
}

/** Picks the En or Od variant of a content field. */
export function pick(language: Language, en: string | null | undefined, od: string | null | undefined): string {
  return ((language === 'od' ? od : en) ?? '').trim();
}

export default i18n;
