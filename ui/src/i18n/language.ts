// The visitor's language: `?lang=od` in the address, else session storage `language` (this
// tab), else local storage `language` (the last choice in any tab), read case-insensitively;
// English when unset or unreadable.
export type Language = 'en' | 'od';

export const LANGUAGE_KEY = 'language';
/** The query parameter that puts the language in a page's address: `?lang=od`. */
export const LANGUAGE_PARAM = 'lang';

/** Reads a stored value: "od"/"OD" (and the legacy toggle value "or") mean Odia; anything else English. */
export function readLanguage(stored: string | null | undefined): Language {
  const value = (stored ?? '').trim().toLowerCase();
  return value === 'od' || value === 'or' ? 'od' : 'en';
}

/** The value of `<html lang>`: ISO 639-1 `or` for Odia. */
export function htmlLang(language: Language): 'en' | 'or' {
  return language === 'od' ? 'or' : 'en';
}

/** The address's `lang` query parameter (`?lang=od`): `null` when it names no language. */
export function languageInAddress(search: string): Language | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return value === null || value.trim() === '' ? null : readLanguage(value);
}

/**
 * The language to start in (docs/visitors.md): the address's `?lang=` first (a shared Odia
 * link opens in Odia), then this tab's choice, then the choice last made in any tab of the
 * site (local storage, so it carries to new tabs), else English.
 */
export function loadLanguage(): Language {
  const fromAddress = typeof location === 'undefined' ? null : languageInAddress(location.search);
  if (fromAddress) return fromAddress;
  try {
    return readLanguage(sessionStorage.getItem(LANGUAGE_KEY) ?? localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return 'en';
  }
}

export function storeLanguage(language: Language): void {
  // A preview framed in the back office (`?preview=`) shows a language without choosing it.
  if (typeof location !== 'undefined' && location.search.includes('preview=')) return;
  try {
    sessionStorage.setItem(LANGUAGE_KEY, language);
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
}
