// Dates in the form (docs/editor.md): a required date starts at today, India time; the years
// offered start at this year.
import { describe, expect, it } from 'vitest';
import { emptyForm, requiredDates } from './ContentForm';
import { ENTITIES } from './entities';
import { FUTURE_YEARS, PAST_YEARS, yearChoices } from './DateField';
import { todayInIndia } from './when';
import { KIND } from '../api/kinds';

const byKey = (key: string) => ENTITIES.find((d) => d.key === key)!;

describe('a new item', () => {
  it('starts its required date at today, in India time', () => {
    // 20:00 in London on the 27th is 01:30 on the 28th in India.
    const late = new Date('2026-11-27T20:00:00Z');
    expect(todayInIndia(late)).toBe('2026-11-28');
    expect(emptyForm(byKey(KIND.news), late).values.newsDate).toBe('2026-11-28');
    expect(emptyForm(byKey(KIND.documents), late).values.publishDate).toBe('2026-11-28');
  });

  it('leaves an optional date empty: a document valid for ever, a schedule not chosen', () => {
    const form = emptyForm(byKey(KIND.documents), new Date('2026-11-28T06:00:00Z'));
    expect(form.values.validUntil).toBe('');
    expect(form.showFrom).toBe('');
    expect(form.validUntil).toBe('');
  });

  it('has a required date only where a save needs one', () => {
    expect(requiredDates(byKey(KIND.news))).toEqual(['newsDate']);
    expect(requiredDates(byKey(KIND.documents))).toEqual(['publishDate']);
    for (const desc of ENTITIES.filter((d) => !([KIND.news, KIND.documents] as string[]).includes(d.key))) expect(requiredDates(desc), desc.key).toEqual([]);
  });
});

describe('the years a date offers', () => {
  const now = new Date('2026-11-28T06:00:00Z');

  it('for a day that happened: next year first, down to the oldest the field needs', () => {
    const news = yearChoices({ kind: 'past', since: 2000 }, '', now);
    expect(news[0]).toBe(2027);
    expect(news[1]).toBe(2026);
    expect(news.at(-1)).toBe(2000);
    expect(yearChoices(PAST_YEARS, '', now).at(-1)).toBe(1990);
  });

  it('for a schedule or a last valid day: this year first, up to five years on', () => {
    expect(yearChoices(FUTURE_YEARS, '', now)).toEqual([2026, 2027, 2028, 2029, 2030, 2031]);
  });

  it("keeps an item's own year, in its place, when the list would not reach it", () => {
    const list = yearChoices({ kind: 'past', since: 2000 }, '1994', now);
    expect(list.at(-1)).toBe(1994);
    expect(yearChoices(FUTURE_YEARS, '2024', now)[0]).toBe(2024);
    expect(yearChoices(FUTURE_YEARS, '2040', now).at(-1)).toBe(2040);
  });

  it('are the fields’ own: news since 2000, documents since 1950, validity in the future', () => {
    const field = (key: string, name: string) => byKey(key).rows.flat().find((f) => f.name === name)!;
    expect(field(KIND.news, 'newsDate').years).toEqual({ kind: 'past', since: 2000 });
    expect(field(KIND.documents, 'publishDate').years).toEqual({ kind: 'past', since: 1950 });
    expect(field(KIND.documents, 'validUntil').years).toEqual(FUTURE_YEARS);
  });
});
