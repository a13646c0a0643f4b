// THE place where every number and date a visitor reads is written for the chosen language.
//
// In Odia the site writes Odia digits (୦–୯) everywhere a number is read: dates, serial numbers
// (Sl No), counts ("୬ଟିରୁ ୩"), years (the footer's copyright) and page numbers. So:
//
//   formatNumber(3, language)             '3' in English, '୩' in Odia (no thousands grouping,
//                                          so years read 2025 / ୨୦୨୫)
//   localDigits('1–10 of 57', language)   the ASCII digits of a text, as Odia digits in Odia
//   formatDate('2025-06-02', language)    '2 June 2025' in English, '୨ ଜୁନ ୨୦୨୫' in Odia
//
// Pass numbers to `t()` already formatted: `t('gallery.position', { n: formatNumber(i + 1,
// language), total: formatNumber(count, language) })`. Keep ASCII only where the digits are
// part of a name or a unit a reader knows in that form ("WCAG 2.1", "5 MB") and in machine
// values (`<time dateTime>`, URLs, `value` attributes).
//
// Odia dates come from `Intl` (`or-IN-u-nu-orya`) only when the browser really has Odia data
// (checked once, against this file's own formatter); Chromium builds without it answer in
// English, so the own formatter below (CLDR's Odia month names and its "MMMM d, y" pattern) is
// what most visitors see, and both give the same text.
import type { Language } from '../i18n/language';

/** The Odia digits, ୦ (U+0B66) to ୯ (U+0B6F). */
const ODIA_ZERO = 0x0b66;

/** Odia names of the Gregorian months, as CLDR and Odisha government documents write them. */
export const ODIA_MONTHS = [
  'ଜାନୁଆରୀ',
  'ଫେବୃଆରୀ',
  'ମାର୍ଚ୍ଚ',
  'ଅପ୍ରେଲ',
  'ମଇ',
  'ଜୁନ',
  'ଜୁଲାଇ',
  'ଅଗଷ୍ଟ',
  'ସେପ୍ଟେମ୍ବର',
  'ଅକ୍ଟୋବର',
  'ନଭେମ୍ବର',
  'ଡିସେମ୍ବର',
] as const;

/** `text` with its ASCII digits written in the language's digits (Odia digits in Odia). */
export function localDigits(text: string, language: Language): string {
  if (language !== 'od') return text;
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(ODIA_ZERO + d.charCodeAt(0) - 48));
}

/** A number as the visitor reads it: Odia digits in Odia, without thousands separators. */
export function formatNumber(value: number, language: Language): string {
  return localDigits(String(value), language);
}

/** The project's own Odia date, day month year as everywhere in Odia: "୨ ଜୁନ ୨୦୨୫" (month is 1–12). */
export function odiaDate(year: number, month: number, day: number): string {
  return `${formatNumber(day, 'od')} ${ODIA_MONTHS[month - 1]} ${formatNumber(year, 'od')}`;
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/** A `YYYY-MM-DD` date in the visitor's language; the text itself when it is not a date. */
export function formatDate(iso: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso?.trim() ?? '');
  if (!match) return iso;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return iso; // 2025-02-30
  // Odia is written day month year everywhere on the site (as the back office writes it), not
  // in CLDR's month-day order, so the browser's Odia data is not asked.
  if (language === 'od') return odiaDate(year, month, day);
  return new Intl.DateTimeFormat('en-IN', DATE_OPTIONS).format(date);
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
