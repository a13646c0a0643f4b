// One message per field, naming it (docs/editor.md): an empty required field is told which it
// is, in the reader's language; the toast keeps the check's own message.
import { describe, expect, it } from 'vitest';
import { ENTITIES } from './entities';
import { errorsOfCheck, fieldOf, inSentence, requiredMessage, serverFieldErrors } from './fieldErrors';
import { EN, OD } from './i18n';
import type { AdminT } from './useAdminT';
import { KIND } from '../api/kinds';

/** A `t` over one catalogue, with the store's {{name}} interpolation. */
const tOf =
  (catalogue: Record<string, string>): AdminT =>
  (key, vars) =>
    (catalogue[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars?.[name] ?? ''));
const en = tOf(EN);
const od = tOf(OD);
const news = ENTITIES.find((d) => d.key === KIND.news)!;
const notice = ENTITIES.find((d) => d.key === KIND.notices)!;
const field = (name: string, desc = news) => fieldOf(desc, name)!;

describe('the message under an empty required field', () => {
  it('names the field and its language, in English', () => {
    expect(requiredMessage(field('newsTitleOd'), en)).toBe('Enter the title in Odia');
    expect(requiredMessage(field('newsDescEn'), en)).toBe('Enter the description in English');
    expect(requiredMessage(field('newsDate'), en)).toBe('Choose the news date');
    expect(requiredMessage(field('announceLinkPath', notice), en)).toBe('Enter the link path');
  });

  it('names the field and its language, in Odia, by the catalogue’s own label', () => {
    expect(requiredMessage(field('newsTitleOd'), od)).toBe('ଓଡ଼ିଆରେ ଶୀର୍ଷକ ଲେଖନ୍ତୁ');
    expect(requiredMessage(field('newsTitleEn'), od)).toBe('ଇଂରାଜୀରେ ଶୀର୍ଷକ ଲେଖନ୍ତୁ');
    expect(requiredMessage(field('newsDate'), od)).toBe('ସମ୍ବାଦ ତାରିଖ ବାଛନ୍ତୁ');
  });

  it('keeps names and languages as they are written inside a sentence', () => {
    expect(inSentence('News Date')).toBe('news date');
    expect(inSentence('YouTube URL')).toBe('YouTube URL');
    expect(inSentence('Location Name (Odia)')).toBe('location name (Odia)');
  });
});

describe('a refused save', () => {
  const input = (values: Record<string, string>) => ({ values, file: null, hasImage: false });
  const named = (name: string) => requiredMessage(fieldOf(news, name)!, en);

  it('marks only the empty required fields, each with its own message; optional fields get none', () => {
    const required = news.checks.find((c) => c.kind === 'required')!;
    const errors = errorsOfCheck(required, input({ newsTitleEn: 'Results', newsDate: '2026-11-28', newsDescEn: 'x' }), 'All fields are required!', named);
    expect(errors).toEqual({
      newsTitleOd: 'Enter the title in Odia',
      newsDescOd: 'Enter the description in Odia',
    });
    expect(errors).not.toHaveProperty('newsLink');
    expect(errors).not.toHaveProperty('newsBodyEn');
  });

  it('keeps a rule’s own message (a wrong link is about one field already)', () => {
    const link = news.checks.find((c) => c.kind === 'matches' && c.field === 'newsLink')!;
    expect(errorsOfCheck(link, input({ newsLink: 'javascript:x' }), link.message, named)).toEqual({ newsLink: link.message });
  });

  it('maps the server’s "All fields are required!" to the same named messages', () => {
    const errors = serverFieldErrors(news, 'All fields are required!', input({ newsTitleEn: 'A', newsTitleOd: 'ଅ', newsDate: '2026-11-28', newsDescEn: 'd' }), 'All fields are required!', named);
    expect(errors).toEqual({ newsDescOd: 'Enter the description in Odia' });
  });
});
