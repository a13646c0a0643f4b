import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';

export type AdminT = (key: string, vars?: Record<string, string | number>) => string;

/**
 * `t` for the admin namespace. Keys are English sentences, so dots and colons in them are text,
 * not key or namespace separators; values are not HTML-escaped (React escapes them).
 */
export function useAdminT(): AdminT {
  const { t } = useTranslation(NS);
  return useCallback<AdminT>(
    (key, vars) =>
      t(key, {
        ...vars,
        keySeparator: false,
        nsSeparator: false,
        interpolation: { escapeValue: false },
      }) as string,
    [t],
  );
}

/** A field or column label with its language after it: "Title (English)". */
export function labelOf(t: AdminT, label: string, lang?: 'en' | 'od'): string {
  if (!lang) return t(label);
  return `${t(label)} (${t(lang === 'en' ? 'English' : 'Odia')})`;
}
