import { afterEach, describe, expect, it, vi } from 'vitest';
import { ODIA_MONTHS, formatDate, formatNumber, localDigits } from './format';

// The module decides once whether the runtime has Odia date data: tests that change `Intl`
// load a fresh copy.
const fresh = async () => {
  vi.resetModules();
  return import('./format');
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** Makes `Intl.DateTimeFormat` behave as a browser without Odia data: any locale answers in English. */
function withoutOdiaData() {
  const Real = Intl.DateTimeFormat;
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (_locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return new Real('en-US', options);
  } as unknown as typeof Intl.DateTimeFormat);
}

describe('formatDate', () => {
  it('writes an ISO date in words, in English', () => {
    expect(formatDate('2026-11-12', 'en')).toBe('12 November 2026');
  });
  it('does not move the day with the time zone', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('1 January 2026');
  });
  it('keeps text that is not a date, or a day that does not exist', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDate('2025-02-30', 'od')).toBe('2025-02-30');
  });

  it('writes Odia month names and Odia digits where the browser has no Odia data', async () => {
    withoutOdiaData();
    const { formatDate: format } = await fresh();
    // The stand-in really answers in English, as this Chromium does for or-IN-u-nu-orya.
    expect(new Intl.DateTimeFormat('or-IN-u-nu-orya', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2025, 5, 2)))).toBe('June');
    expect(format('2025-06-02', 'od')).toBe('୨ ଜୁନ ୨୦୨୫');
    expect(format('2026-11-12', 'od')).toBe('୧୨ ନଭେମ୍ବର ୨୦୨୬');
    expect(format('2024-01-31', 'od')).toBe('୩୧ ଜାନୁଆରୀ ୨୦୨୪');
  });

  it('names every month, with no ASCII digit or Latin letter in an Odia date', async () => {
    withoutOdiaData();
    const { formatDate: format } = await fresh();
    const dates = ODIA_MONTHS.map((_, m) => format(`2025-${String(m + 1).padStart(2, '0')}-09`, 'od'));
    expect(dates).toEqual(ODIA_MONTHS.map((name) => `୯ ${name} ୨୦୨୫`));
    for (const date of dates) expect(date).not.toMatch(/[0-9A-Za-z]/);
  });

  it('writes day month year, whatever order the runtime’s Odia data has', async () => {
    const { formatDate: format } = await fresh();
    for (let m = 1; m <= 12; m += 1) {
      expect(format(`2025-${String(m).padStart(2, '0')}-28`, 'od')).toBe(`୨୮ ${ODIA_MONTHS[m - 1]} ୨୦୨୫`);
    }
  });
});

describe('formatNumber and localDigits', () => {
  it('write Odia digits in Odia and leave English alone', () => {
    expect(formatNumber(1234567890, 'od')).toBe('୧୨୩୪୫୬୭୮୯୦');
    expect(formatNumber(2026, 'od')).toBe('୨୦୨୬');
    expect(formatNumber(2026, 'en')).toBe('2026');
    expect(localDigits('1–10 of 57', 'od')).toBe('୧–୧୦ of ୫୭');
    expect(localDigits('ପୃଷ୍ଠା 3', 'en')).toBe('ପୃଷ୍ଠା 3');
  });
  it('leave Odia digits as they are', () => {
    expect(localDigits('୨୦୨୫-26', 'od')).toBe('୨୦୨୫-୨୬');
  });
});
