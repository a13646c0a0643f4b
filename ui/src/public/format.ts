import type { Language } from '../i18n/language';

/** A `YYYY-MM-DD` date in the visitor's language; the text itself when it is not a date. */
export function formatDate(iso: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso?.trim() ?? '');
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(language === 'od' ? 'or-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * A count or page number in the visitor's language. Every number the list pages show goes
 * through here, so the choice of digits for Odia is made in one place.
 */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'od' ? 'or-IN' : 'en-IN', { maximumFractionDigits: 0 }).format(value);
}
