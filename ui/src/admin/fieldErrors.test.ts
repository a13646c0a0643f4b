import { describe, expect, it } from 'vitest';
import { ENTITIES, fieldNames, type EntityDesc } from './entities';
import { errorsOfCheck, FILE_FIELD, firstWrongField, serverFieldErrors } from './fieldErrors';
import { firstFailing, LINK_MESSAGE, type FormInput } from './validation';

const entity = (route: string): EntityDesc => {
  const desc = ENTITIES.find((e) => e.route === route);
  if (!desc) throw new Error(`no entity ${route}`);
  return desc;
};
const filled = (desc: EntityDesc): Record<string, string> =>
  Object.fromEntries(fieldNames(desc).map((n) => [n, 'x']));
const input = (values: Record<string, string>, hasImage = true): FormInput => ({ values, file: null, hasImage });

describe('serverFieldErrors', () => {
  it('marks the empty fields the server found missing, and names the first in form order', () => {
    const news = entity('news');
    const values = { ...filled(news), newsLink: '', newsTitleOd: '' };
    const errors = serverFieldErrors(news, 'All fields are required!', input(values));
    // The empty required field is marked; the optional empty link is not.
    expect(errors).toEqual({ newsTitleOd: 'All fields are required!' });
    expect(firstWrongField(news, errors)).toBe('newsTitleOd');
  });

  it('puts the link message under the link field of whichever entity sent it', () => {
    for (const route of ['focused-notification', 'features', 'news']) {
      const desc = entity(route);
      const linkField = fieldNames(desc).find((n) => /Link(Path)?$/.test(n) && !/En$|Od$/.test(n));
      const values = { ...filled(desc), ...(linkField ? { [linkField]: 'javascript:alert(1)' } : {}) };
      const errors = serverFieldErrors(desc, LINK_MESSAGE, input(values));
      expect(Object.keys(errors)).toEqual([linkField]);
    }
  });

  it('shows the translated text under the field while matching the English message', () => {
    const notice = entity('focused-notification');
    const values = { ...filled(notice), announceLinkEn: '' };
    expect(serverFieldErrors(notice, 'All fields are required!', input(values), 'ସମସ୍ତ ଘର ଆବଶ୍ୟକ!')).toEqual({
      announceLinkEn: 'ସମସ୍ତ ଘର ଆବଶ୍ୟକ!',
    });
  });

  it('marks every field of the check when the sent values pass it (the server knows better)', () => {
    const notice = entity('focused-notification');
    const errors = serverFieldErrors(notice, 'All fields are required!', input(filled(notice)));
    expect(Object.keys(errors).sort()).toEqual(['announceLinkEn', 'announceLinkOd', 'announceLinkPath']);
  });

  it('sends a file message to the file input', () => {
    const banner = entity('banner');
    const errors = serverFieldErrors(banner, 'The image file size exceeds 5MB!', input(filled(banner)));
    expect(errors).toEqual({ [FILE_FIELD]: 'The image file size exceeds 5MB!' });
    expect(firstWrongField(banner, errors)).toBe(FILE_FIELD);
  });

  it('names no field for a message no check carries (the toast alone says it)', () => {
    const page = entity('pages');
    expect(serverFieldErrors(page, 'Another page already has this address.', input(filled(page)))).toEqual({});
    expect(serverFieldErrors(page, '', input(filled(page)))).toEqual({});
    expect(firstWrongField(page, {})).toBeNull();
  });

  it('knows a message of every entity: each check message maps back to at least one field', () => {
    for (const desc of ENTITIES) {
      for (const check of desc.checks) {
        const errors = serverFieldErrors(desc, check.message, input({}, false));
        expect(Object.keys(errors).length, `${desc.key}: ${check.message}`).toBeGreaterThan(0);
        for (const name of Object.keys(errors)) expect([...fieldNames(desc), FILE_FIELD]).toContain(name);
      }
    }
  });
});

describe('errorsOfCheck', () => {
  it('marks all empty fields of a failed client check and puts the first first', () => {
    const council = entity('education-council');
    const values = { ...filled(council), councilSubTitleOd: '', councilTitleEn: '' };
    const failed = firstFailing(council.checks, input(values));
    expect(failed).not.toBeNull();
    const errors = failed ? errorsOfCheck(failed, input(values), 'All fields are required!') : {};
    expect(Object.keys(errors).sort()).toEqual(['councilSubTitleOd', 'councilTitleEn']);
    expect(firstWrongField(council, errors)).toBe('councilTitleEn');
  });
});
