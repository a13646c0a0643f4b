// The back office's one way to enter a day or a day and time (docs/admin-lists.md, "Dates").
//
// A browser's own date input writes the day in the browser's locale (mm/dd/yyyy in an en-US
// Chromium) and Latin digits in Odia; the back office writes every date as "25 Nov 2026, 1:46 pm"
// or "୨୫ ନଭେମ୍ବର ୨୦୨୬, ଅପରାହ୍ନ ୧:୪୬". So a date is entered as the day, month and year (and the
// hour and minute, India time) in selects that read in that same order and language: a group
// named by its legend, each part labelled, keyboard-only by nature, nothing typed to parse.
//
// The value stays the form's machine text: `YYYY-MM-DD`, or `YYYY-MM-DDTHH:MM` with a time.
// A part left empty stays empty in it ("2026--05"), so a half-chosen date is refused by the
// same checks as any wrong date, and the group says what is missing.
import { useId } from 'react';
import type { Language } from '../i18n/language';
import { formatNumber, ODIA_MONTHS } from '../shared/format';
import type { AdminT } from './useAdminT';
import { yearInIndia } from './when';
import type { YearSpan } from './entities';

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The parts of a form value (`YYYY-MM-DD[THH:MM]`, parts possibly empty). */
export function dateParts(value: string): DateParts {
  const [date = '', time = ''] = value.split('T');
  const [year = '', month = '', day = ''] = date.split('-');
  const [hour = '', minute = ''] = time.split(':');
  return { year, month, day, hour, minute };
}

/** The form value of some parts: empty when none is chosen. */
export function dateValue(parts: DateParts, withTime: boolean): string {
  const { year, month, day, hour, minute } = parts;
  const chosen = [year, month, day, ...(withTime ? [hour, minute] : [])];
  if (chosen.every((p) => p === '')) return '';
  const date = `${year}-${month}-${day}`;
  return withTime ? `${date}T${hour}:${minute}` : date;
}

/** True when some parts are chosen and others not. */
export function isPartial(parts: DateParts, withTime: boolean): boolean {
  const chosen = [parts.year, parts.month, parts.day, ...(withTime ? [parts.hour, parts.minute] : [])];
  return chosen.some((p) => p === '') && chosen.some((p) => p !== '');
}

/** "1 pm" / "ଅପରାହ୍ନ ୧": an hour of the day as the back office writes times. */
export function hourText(hour: number, language: Language): string {
  const twelve = formatNumber(hour % 12 || 12, language);
  if (language === 'od') return `${hour < 12 ? 'ପୂର୍ବାହ୍ନ' : 'ଅପରାହ୍ନ'} ${twelve}`;
  return `${twelve} ${hour < 12 ? 'am' : 'pm'}`;
}

/**
 * Which years a date offers, from this year (India time) on, nearest first:
 * - `past`: the day something happened or was published (a news item, a document): next year
 *   (an item prepared in late December) down to `since`, the oldest such day the site holds;
 * - `future`: a schedule or a last valid day: this year up to five years on.
 * The value's own year is always offered, so an older item still shows its date.
 */
export type { YearSpan };

/** The default for a date field that says nothing: news-like days since 1990. */
export const PAST_YEARS: YearSpan = { kind: 'past', since: 1990 };
export const FUTURE_YEARS: YearSpan = { kind: 'future' };

/** The years offered, in the order the list shows them. */
export function yearChoices(span: YearSpan, current: string, now: Date = new Date()): number[] {
  const year = yearInIndia(now);
  const list: number[] = [];
  if (span.kind === 'past') for (let y = year + 1; y >= Math.min(span.since, year); y -= 1) list.push(y);
  else for (let y = year; y <= year + 5; y += 1) list.push(y);
  const own = Number(current);
  if (current !== '' && Number.isInteger(own) && own > 0 && !list.includes(own)) {
    // Kept where it belongs in the list's order.
    list.push(own);
    list.sort((a, b) => (span.kind === 'past' ? b - a : a - b));
  }
  return list;
}

interface Props {
  /** The group's name, already translated ("News Date", "Show from"). */
  legend: string;
  value: string;
  onChange: (value: string) => void;
  /** Also choose the hour and minute (India time). */
  withTime?: boolean;
  t: AdminT;
  language: Language;
  /** The id the group's first select gets, so an error summary can move focus to it. */
  id?: string;
  describedBy?: string;
  invalid?: boolean;
  lang?: string;
  /** The years offered (past days by default). */
  years?: YearSpan;
}

export default function DateField({ legend, value, onChange, withTime = false, t, language, id, describedBy, invalid, lang, years = PAST_YEARS }: Props) {
  const own = useId();
  const parts = dateParts(value);
  const set = (name: keyof DateParts) => (e: { target: { value: string } }) => {
    const next = { ...parts, [name]: e.target.value };
    // Choosing the hour first fills the minute with :00, the time most schedules start at.
    if (name === 'hour' && next.hour !== '' && next.minute === '') next.minute = '00';
    onChange(dateValue(next, withTime));
  };
  // The first part takes the field's own id, so an error summary's link lands on it.
  const partId = (part: keyof DateParts) => (part === 'day' && id ? id : `${own}-${part}`);
  const partial = isPartial(parts, withTime);
  const missingId = `${own}-missing`;
  const described = [describedBy, partial ? missingId : undefined].filter(Boolean).join(' ') || undefined;
  const common = { 'aria-describedby': described, 'aria-invalid': invalid || partial ? true : undefined };
  // Each part: its label, and its choices as [value, text] in the reader's language.
  const choices: [keyof DateParts, string, [string, string][]][] = [
    ['day', 'Day', Array.from({ length: 31 }, (_, i) => [pad(i + 1), formatNumber(i + 1, language)])],
    ['month', 'Month', (language === 'od' ? ODIA_MONTHS : MONTHS_EN).map((name, i) => [pad(i + 1), name])],
    ['year', 'Year', yearChoices(years, parts.year).map((y) => [String(y), formatNumber(y, language)])],
  ];
  if (withTime) {
    choices.push(
      ['hour', 'Hour', Array.from({ length: 24 }, (_, h) => [pad(h), hourText(h, language)])],
      ['minute', 'Minute', Array.from({ length: 60 }, (_, m) => [pad(m), formatNumber(m, language).padStart(2, language === 'od' ? '୦' : '0')])],
    );
  }
  return (
    <fieldset className="adm-date" lang={lang}>
      <legend>{legend}</legend>
      <div className="adm-date-parts">
        {choices.map(([part, label, options]) => (
          <div className="adm-date-part" key={part}>
            <label htmlFor={partId(part)}>{t(label)}</label>
            <select id={partId(part)} value={parts[part]} onChange={set(part)} {...common}>
              <option value="">{t('—')}</option>
              {options.map(([v, text]) => (
                <option key={v} value={v}>
                  {text}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {partial && (
        <p className="adm-field-error" id={missingId}>
          {withTime ? t('Choose the day, month, year, hour and minute, or none of them.') : t('Choose the day, month and year, or none of them.')}
        </p>
      )}
    </fieldset>
  );
}
