import { useCallback } from 'react';
import { useT } from '../i18n';
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

/** A field or column label with its language after it: "Title (English)". */
export function labelOf(t: AdminT, label: string, lang?: 'en' | 'od'): string {
  if (!lang) return t(label);
  return `${t(label)} (${t(lang === 'en' ? 'English' : 'Odia')})`;
}
