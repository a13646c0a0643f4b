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

const ODIA_DIGITS = '୦୧୨୩୪୫୬୭୮୯';

/** Western digits of `text` as Odia digits when the visitor reads Odia. */
export function localDigits(text: string, language: Language): string {
  return language === 'od' ? text.replace(/[0-9]/g, (d) => ODIA_DIGITS[Number(d)]) : text;
}

/** A whole number in the visitor's language and digits. */
export function formatNumber(n: number, language: Language): string {
  return localDigits(String(n), language);
}

/** A file size as GIGW asks a download link to show it: "1.2 MB", "96 KB". */
export function formatSize(bytes: number, language: Language): string {
  const kb = bytes / 1024;
  const text = kb < 1024 ? `${Math.max(1, Math.round(kb))} KB` : `${(kb / 1024).toFixed(1)} MB`;
  return localDigits(text, language);
}

/** Days from `iso` (YYYY-MM-DD) to `today`; NaN when it is not a date. */
export function daysSince(iso: string, today: Date = new Date()): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return Number.NaN;
  const then = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((now - then) / 86_400_000);
}

/** Published within the last 14 days (and not in the future). */
export function isNew(iso: string, today: Date = new Date()): boolean {
  const days = daysSince(iso, today);
  return days >= 0 && days < 14;
}
