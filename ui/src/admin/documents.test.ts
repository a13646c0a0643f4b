import { describe, expect, it } from 'vitest';
import { queryRows, type TableQuery } from './rows';
import { sizeText } from './ContentForm';

const rows = [
  { documentId: 1, titleEn: 'Exam Notice', titleOd: 'ପରୀକ୍ଷା ବିଜ୍ଞପ୍ତି', category: 'notices' },
  { documentId: 2, titleEn: 'Council Act', titleOd: 'ଓ\u0B5Cିଶା ଅଧିନିୟମ', category: 'acts' },
  { documentId: 3, titleEn: 'Holiday notice', titleOd: 'ଛୁଟି', category: 'notices' },
];
const ids = (found: Record<string, unknown>[]) => found.map((r) => r.documentId);
const query = (over: Partial<TableQuery>): TableQuery => ({ q: '', status: 'all', sort: '', dir: 'asc', choice: '', ...over });
const shown = (over: Partial<TableQuery>) =>
  ids(queryRows(rows.map((r) => ({ ...r, isActive: true })), ['titleEn', 'titleOd'], query(over), '2026-01-01T00:00', 'category'));

describe('the documents table filters', () => {
  it('keeps one category', () => {
    expect(shown({ choice: 'notices' })).toEqual([1, 3]);
    expect(shown({ choice: '' })).toEqual([1, 2, 3]);
  });
  it('finds every word in either title, whatever the case or Unicode form', () => {
    const search = (q: string) => shown({ q });
    expect(search('NOTICE')).toEqual([1, 3]);
    expect(search('exam notice')).toEqual([1]);
    expect(search('ବିଜ୍ଞପ୍ତି')).toEqual([1]);
    // ଡ଼ typed as two code points finds the precomposed letter.
    expect(search('ଓ\u0B21\u0B3Cିଶା')).toEqual([2]);
    expect(search('act holiday')).toEqual([]);
  });
  it('writes sizes as KB or MB, with Odia digits in Odia', () => {
    expect(sizeText(1000, 'en')).toBe('1 KB');
    expect(sizeText(1.2 * 1024 * 1024, 'en')).toBe('1.2 MB');
    expect(sizeText(1.2 * 1024 * 1024, 'od')).toBe('୧.୨ MB');
  });
});
