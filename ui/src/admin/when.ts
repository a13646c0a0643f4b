// THE one form of every date and time the back office shows: India time (every editor works
// in it, and the schedule is kept in it), "25 Nov 2026, 1:46 pm" in English and
// "୨୫ ନଭେମ୍ବର ୨୦୨୬, ଅପରାହ୍ନ ୧:୪୬" in Odia (Odia digits, day before month as Indian dates are
// written). Computed here, not by Intl, so every browser writes exactly the same text.
import type { Language } from '../i18n/language';
import { formatNumber, localDigits, ODIA_MONTHS } from '../shared/format';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** "25 Nov 2026" / "୨୫ ନଭେମ୍ବର ୨୦୨୬" (month 1–12). */
function day(year: number, month: number, date: number, language: Language): string {
  if (language === 'od') return `${formatNumber(date, 'od')} ${ODIA_MONTHS[month - 1]} ${formatNumber(year, 'od')}`;
  return `${date} ${MONTHS_EN[month - 1]} ${year}`;
}

/** A `YYYY-MM-DD` day in the back office's form; the text itself when it is not a date. */
export function dayText(iso: string, language: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso?.trim() ?? '');
  if (!m) return iso;
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return iso;
  return day(year, month, date, language);
}

/** An instant (RFC 3339) in India time, to the minute; empty when there is none. */
export function dateTime(at: string | null | undefined, language: Language): string {
  if (!at) return '';
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) return at;
  const ist = new Date(ms + IST_OFFSET_MS);
  const hours = ist.getUTCHours();
  const clock = `${hours % 12 || 12}:${String(ist.getUTCMinutes()).padStart(2, '0')}`;
  const date = day(ist.getUTCFullYear(), ist.getUTCMonth() + 1, ist.getUTCDate(), language);
  if (language === 'od') return `${date}, ${hours < 12 ? 'ପୂର୍ବାହ୍ନ' : 'ଅପରାହ୍ନ'} ${localDigits(clock, 'od')}`;
  return `${date}, ${clock} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Today's day in India time, `YYYY-MM-DD`: what a required date starts at in a new item. */
export function todayInIndia(now: Date = new Date()): string {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${ist.getUTCFullYear()}-${pad(ist.getUTCMonth() + 1)}-${pad(ist.getUTCDate())}`;
}

/** This year in India time. */
export const yearInIndia = (now: Date = new Date()): number => Number(todayInIndia(now).slice(0, 4));
