// The language is part of a public page's address (docs/visitors.md): an Odia page is at its
// English address plus `?lang=od`, so a copied link opens in the language it was copied in.
// This keeps the address in step with the language (replacing, not adding, a history entry)
// and names both languages' addresses as alternates in the page's head.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../i18n';
import { LANGUAGE_PARAM } from '../i18n/language';

/** `search` without the language parameter, and with `lang=od` for Odia. */
export function searchFor(search: string, language: 'en' | 'od'): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  if (language === 'od') params.set(LANGUAGE_PARAM, 'od');
  const text = params.toString();
  return text ? `?${text}` : '';
}

const ALTERNATES = [
  ['en', 'en'],
  ['or', 'od'],
  ['x-default', 'en'],
] as const;

export function useLanguageAddress(): void {
  const [language] = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const wanted = searchFor(search, language);
    if (wanted !== search) navigate({ pathname, search: wanted, hash }, { replace: true, preventScrollReset: true });
  }, [language, pathname, search, hash, navigate]);

  useEffect(() => {
    const links = ALTERNATES.map(([hreflang, lang]) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = `${location.origin}${pathname}${searchFor(search, lang)}`;
      document.head.appendChild(link);
      return link;
    });
    return () => links.forEach((link) => link.remove());
  }, [pathname, search]);
}
