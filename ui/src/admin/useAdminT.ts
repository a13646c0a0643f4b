import { useCallback } from 'react';
import { useT } from '../i18n';
import { serverText } from '../api/client';
import { NS } from './i18n';

export type AdminT = (key: string, vars?: Record<string, string | number>) => string;

/**
 * `t` for the admin namespace. Keys are English sentences: the store looks a key up as written,
 * so dots and colons in it are text (the store has no namespace separator); values are not
 * HTML-escaped (React escapes them).
 */
export function useAdminT(): AdminT {
  const { t } = useT(NS);
  return useCallback<AdminT>((key, vars) => t(key, vars), [t]);
}

/**
 * What the server said (an envelope or an ApiError) in the reader's language, never a raw
 * English sentence in Odia: the server's `messageOd` in Odia, its `message` in English;
 * `fallback` (a catalogue key, with `vars`) when it said nothing.
 */
export type SaidText = (source: unknown, fallback?: string, vars?: Record<string, string | number>) => string;

export function useServerText(): SaidText {
  const { t, language } = useT(NS);
  return useCallback<SaidText>(
    (source, fallback, vars) => {
      const said = serverText(source, language);
      if (said) return language === 'od' && said === serverText(source, 'en') ? t(said) : said;
      return fallback ? t(fallback, vars) : '';
    },
    [t, language],
  );
}

/** A field or column label with its language after it: "Title (English)". */
export function labelOf(t: AdminT, label: string, lang?: 'en' | 'od'): string {
  if (!lang) return t(label);
  return `${t(label)} (${t(lang === 'en' ? 'English' : 'Odia')})`;
}
