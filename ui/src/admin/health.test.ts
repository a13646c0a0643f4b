import { describe, expect, it } from 'vitest';
import { countsOf, type Finding, type HealthReport } from '../api/health';
import { fieldLabelOf, problemOf } from './HealthPage';
import { OD } from './i18n';
import { KIND } from '../api/kinds';

const en = (key: string, vars?: Record<string, string | number>) => key.replace(/{{(\w+)}}/g, (_, k: string) => String(vars?.[k] ?? ''));
const od = (key: string, vars?: Record<string, string | number>) => en(OD[key] ?? key, vars);
const link: Finding = { entity: KIND.notices, id: 3, title: 'Notice', titleOd: 'ବିଜ୍ଞପ୍ତି', detail: '', url: 'https://example.org/a', status: 404 };

describe('site health findings', () => {
  it('say what a link answered, with Odia digits in Odia', () => {
    expect(problemOf(en, 'brokenLinks', link, 'en')).toBe('answers 404');
    expect(problemOf(od, 'brokenLinks', link, 'od')).toBe('୪୦୪ ଉତ୍ତର ଦେଉଛି');
    const slow = { ...link, status: undefined, error: 'did not answer within 10 s' };
    expect(problemOf(en, 'brokenLinks', slow, 'en')).toBe('did not answer in time');
    const moved = { ...link, redirectedTo: 'https://example.org/b' };
    expect(problemOf(en, 'brokenLinks', moved, 'en')).toBe('answers 404 (redirected to https://example.org/b)');
  });

  it('has an Odia text for every problem it names', () => {
    for (const check of ['textlessDocuments', 'missingLanguage', 'missingAltText', 'dueForReview', 'starterContent', 'untitledVideos', 'placeholderContacts'] as const) {
      const text = problemOf(od, check, link, 'od');
      expect(text).toMatch(/[\u0B00-\u0B7F]/);
      expect(text, check).not.toMatch(/[0-9]/);
    }
    expect(problemOf(en, 'untitledVideos', link, 'en')).toBe('No title in either language: visitors see only its place ("Video 1 of 2").');
    expect(problemOf(od, 'untitledVideos', link, 'od')).toContain('୨ଟିରୁ ୧ ନମ୍ବର ଭିଡିଓ');
  });

  it('counts the findings of each check', () => {
    const report = {
      brokenLinks: [link, link],
      textlessDocuments: [],
      missingLanguage: [link],
      missingAltText: [],
      dueForReview: [],
      starterContent: [link, link, link],
      untitledVideos: [link],
      placeholderContacts: [],
    } as HealthReport;
    expect(countsOf(report)).toEqual({
      brokenLinks: 2,
      textlessDocuments: 0,
      missingLanguage: 1,
      missingAltText: 0,
      dueForReview: 0,
      starterContent: 3,
      untitledVideos: 1,
      placeholderContacts: 0,
    });
    expect(countsOf(undefined)).toBeUndefined();
  });

  it('names a field as its form does, in the reader\'s language', () => {
    expect(fieldLabelOf(en, KIND.banner, 'bannerTitleOd')).toBe('Title (Odia)');
    expect(fieldLabelOf(od, KIND.banner, 'bannerTitleOd')).toBe(`${OD['Title']} (${OD['Odia']})`);
    expect(fieldLabelOf(en, KIND.banner, 'noSuchField')).toBe('noSuchField');
  });
});
