import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('formatDate', () => {
  it('writes an ISO date in words, in English', () => {
    expect(formatDate('2026-11-12', 'en')).toBe('12 November 2026');
  });
  it('does not move the day with the time zone', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('1 January 2026');
  });
  it('keeps text that is not a date', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
