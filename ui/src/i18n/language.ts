// The visitor's language (DECISIONS.md §4): session storage `language` holds `en` or `od`,
// read case-insensitively, English when unset or unreadable.
export type Language = 'en' | 'od';

export const LANGUAGE_KEY = 'language';

/** Reads a stored value: "od"/"OD" (and the legacy toggle value "or") mean Odia; anything else English. */
export function readLanguage(stored: string | null | undefined): Language {
  const value = (stored ?? '').trim().toLowerCase();
  return value === 'od' || value === 'or' ? 'od' : 'en';
}

/** The value of `<html lang>`: ISO 639-1 `or` for Odia. */
export function htmlLang(language: Language): 'en' | 'or' {
  return language === 'od' ? 'or' : 'en';
}

export function loadLanguage(): Language {
  try {
    return readLanguage(sessionStorage.getItem(LANGUAGE_KEY));
  } catch {
    return 'en';
  }
}

export function storeLanguage(language: Language): void {
  try {
    sessionStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
}
