// The UI's translations: one store (`./store`) for the whole UI, exported as the default export.
// Public strings live in the default namespace (`en.ts`, `od.ts`); inner pages add a `pages`
// namespace with their chunk, and the back office adds `admin` with
// `i18n.addResourceBundle(lng, 'admin', …)`. The languages are `en` and `od`. The Odia catalogue
// is its own chunk, fetched only when Odia is chosen.
//
// Components read strings through `useT` below (the back office through `useAdminT`), which
// re-renders them when the language changes or a catalogue is added.
import { createI18n, useTranslation, type TFunction } from './store';
import en from './en';
import { htmlLang, loadLanguage, storeLanguage, type Language } from './language';
import odiaFont from '@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-400-normal.woff2?url';
import odiaBoldFont from '@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-700-normal.woff2?url';

export type { Language } from './language';
export type { I18n, TFunction, Vars } from './store';
export { readLanguage, htmlLang } from './language';

/**
 * Puts the language on the page: `<html lang>`, and when Odia is needed both weights of its font
 * fetched early, so headings do not reflow (and move what a visitor is about to click) when the
 * bold weight arrives later than the text.
 */
function applyToDocument(language: Language): void {
  document.documentElement.lang = htmlLang(language);
  if (language === 'od' && !document.querySelector('link[data-odia-font]')) {
    for (const href of [odiaFont, odiaBoldFont]) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'font';
      link.type = 'font/woff2';
      link.crossOrigin = 'anonymous';
      link.href = href;
      link.dataset.odiaFont = '';
      document.head.appendChild(link);
    }
  }
}

/** The store of every catalogue, in English until the stored language is ready. */
const i18n = createI18n<Language>({ language: 'en', fallbackLanguage: 'en', resources: { en: { translation: en } } });

let odia: Promise<void> | null = null;

/** Loads the Odia catalogue once. */
export function loadOdia(): Promise<void> {
  odia ??= import('./od').then(({ default: od }) => {
    i18n.addResourceBundle('od', 'translation', od);
  });
  return odia;
}

let requested: Language | null = null;

/**
 * Switches the language, loading Odia first so no English flashes in between, and keeps the
 * choice (session storage, `<html lang>`). When asked twice in a row, the last choice wins.
 */
export async function changeLanguage(language: Language): Promise<void> {
  requested = language;
  if (language === 'od') await loadOdia();
  if (requested !== language) return;
  storeLanguage(language);
  applyToDocument(language);
  i18n.changeLanguage(language);
}

const initial = loadLanguage();

/** When the stored language needs its catalogue fetched: the app renders once it is in. */
export const i18nReady: Promise<void> | null = initial === 'od' ? changeLanguage('od') : null;
// (No document when the build pre-renders the home page's top: see src/shell/prerender.tsx.)
if (!i18nReady && typeof document !== 'undefined') applyToDocument('en');

/** The translation function of `ns` in the current language, re-rendering when it changes. */
export function useT(ns?: string): { t: TFunction; language: Language } {
  return useTranslation(i18n, ns);
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
