import { describe, expect, it } from 'vitest';
import { readReportQuery, writeReportQuery } from './ReportPage';
import { documentListUrl, readDocumentPage } from '../../api/public';
import { formatSize, isNew, localDigits } from '../../shared/format';

describe('a report page URL', () => {
  it('reads and writes search, year, archive and page', () => {
    const query = readReportQuery(new URLSearchParams('q=exam&year=2025&archive=1&page=3'));
    expect(query).toEqual({ q: 'exam', year: '2025', archived: true, page: 3 });
    expect(writeReportQuery(query).toString()).toBe('q=exam&year=2025&archive=1&page=3');
  });
  it('falls back to the plain first page on nonsense, and leaves defaults out', () => {
    expect(readReportQuery(new URLSearchParams('year=20x5&page=-2&archive=yes'))).toEqual({ q: '', year: '', archived: false, page: 1 });
    expect(writeReportQuery({ q: ' ', year: '', archived: false, page: 1 }).toString()).toBe('');
  });
  it('asks the server for one page of one category', () => {
    expect(documentListUrl({ category: 'notices', q: ' ପରୀକ୍ଷା ', year: '', archived: false, page: 2, size: 10 })).toBe(
      `/document/allowAll/list?category=notices&q=${encodeURIComponent('ପରୀକ୍ଷା')}&archived=false&page=2&size=10`,
    );
  });
  it('reads the paged envelope and refuses anything else', () => {
    expect(readDocumentPage({ outcome: true, message: 'ok', data: [], total: 0 })).toEqual({ items: [], total: 0 });
    expect(() => readDocumentPage([])).toThrow();
    expect(() => readDocumentPage({ outcome: false, message: 'Unknown category' })).toThrow('Unknown category');
  });
});

describe('document formatting', () => {
  it('shows sizes and digits in the visitor\u2019s language', () => {
    expect(formatSize(1.2 * 1024 * 1024, 'en')).toBe('1.2 MB');
    expect(formatSize(1.2 * 1024 * 1024, 'od')).toBe('୧.୨ MB');
    expect(formatSize(3000, 'en')).toBe('3 KB');
    expect(localDigits('2025', 'od')).toBe('୨୦୨୫');
  });
  it('marks documents of the last 14 days as new', () => {
    const today = new Date(2026, 10, 23);
    expect(isNew('2026-11-23', today)).toBe(true);
    expect(isNew('2026-11-10', today)).toBe(true);
    expect(isNew('2026-11-09', today)).toBe(false);
    expect(isNew('2026-11-24', today)).toBe(false);
  });
});
