import { describe, expect, it } from 'vitest';
import { ENTITIES, type EntityDesc } from './entities';
import {
  MAX_IMAGE_BYTES,
  fieldToFix,
  firstFailing,
  isDate,
  isEmail,
  isMobile,
  isPhone,
  isVideoUrl,
  isLink,
  LINK_MESSAGE,
  validate,
  type FileInfo,
  type FormInput,
} from './validation';

const entity = (route: string): EntityDesc => {
  const desc = ENTITIES.find((e) => e.route === route);
  if (!desc) throw new Error(`no entity ${route}`);
  return desc;
};
const png: FileInfo = { name: 'a.png', size: 1000, type: 'image/png' };
const jpeg: FileInfo = { name: 'a.jpg', size: 1000, type: 'image/jpeg' };
const pdf: FileInfo = { name: 'notice.pdf', size: 1000, type: 'application/pdf' };
const gif: FileInfo = { name: 'a.gif', size: 1000, type: 'image/gif' };
const huge: FileInfo = { name: 'big.png', size: MAX_IMAGE_BYTES + 1, type: 'image/png' };
const exact: FileInfo = { name: 'edge.png', size: MAX_IMAGE_BYTES, type: 'image/png' };

/** Every form field of the entity filled with a valid value, then `over` on top. */
function filled(desc: EntityDesc, over: Record<string, string> = {}): Record<string, string> {
  const good: Record<string, string> = {
    newsDate: '2026-11-21',
    displayVideo: 'https://www.youtube.com/watch?v=abc123',
    newsLink: 'https://oshec.example.org/news',
    featuresLink: '/introduction',
    announceLinkPath: '/notices/1',
    emailIds: 'office@oshec.in',
    mobile: '0674239123',
    category: 'notices',
    fileLanguage: 'both',
    publishDate: '2026-11-20',
    validUntil: '',
    slug: 'privacy-policy',
    facebookUrl: 'https://www.facebook.com/oshec',
    twitterUrl: '',
    youtubeUrl: 'https://www.youtube.com/@oshec',
    officePhone: '0674-2391234',
    phone: '9876543210',
    email: 'finance@oshec.in',
    group: 'finance',
  };
  const values: Record<string, string> = {};
  for (const f of desc.rows.flat()) values[f.name] = good[f.name] ?? `${f.name} text`;
  return { ...values, ...over };
}
const input = (values: Record<string, string>, file: FileInfo | null = null, hasImage = false): FormInput => ({
  values,
  file,
  hasImage,
});
const check = (route: string, values: Record<string, string>, file: FileInfo | null = null, hasImage = false) =>
  validate(entity(route).checks, input(values, file, hasImage));

describe('docs/decisions.md §5 per form', () => {
  it('passes a complete form on every page', () => {
    for (const desc of ENTITIES) {
      expect(validate(desc.checks, input(filled(desc), desc.image ? png : desc.file ? pdf : null)), desc.route).toBeNull();
    }
  });

  it('Documents: category and language from the lists, dates, a PDF of at most 25 MB', () => {
    const d = entity('documents');
    expect(check('documents', filled(d, { titleOd: ' ' }), pdf)).toBe('All fields are required!');
    expect(check('documents', filled(d, { category: 'poems' }), pdf)).toBe('Please select a category from the list.');
    expect(check('documents', filled(d, { publishDate: '2026-02-30' }), pdf)).toBe('Please enter a valid date!');
    expect(check('documents', filled(d, { validUntil: '31/12/2026' }), pdf)).toBe('Please enter a valid date!');
    expect(check('documents', filled(d, { validUntil: '2026-12-31' }), pdf)).toBeNull();
    expect(check('documents', filled(d, { fileLanguage: 'fr' }), pdf)).toBe('Please select the language of the file.');
    expect(check('documents', filled(d))).toBe('Please select a PDF file.');
    expect(check('documents', filled(d), null, true)).toBeNull();
    expect(check('documents', filled(d), png)).toBe('Only PDF files are allowed.');
    expect(check('documents', filled(d), { ...pdf, size: 25 * 1024 * 1024 + 1 })).toBe('The file size exceeds 25 MB!');
    expect(check('documents', filled(d), { ...pdf, size: 25 * 1024 * 1024 })).toBeNull();
  });

  // The browser runs the server's checks (generated/entities.ts), so a GIF is refused before it
  // is sent, with the message the server gave after the upload before.
  it('Banner: text, image required, 5 MB, JPG/PNG as the server checks', () => {
    const b = entity('banner');
    for (const f of b.rows.flat()) {
      expect(check('banner', filled(b, { [f.name]: '  ' }), png)).toBe('All fields are required!');
    }
    expect(check('banner', filled(b))).toBe('Please select a Banner image.');
    expect(check('banner', filled(b), huge)).toBe('The image file size exceeds 5MB!');
    expect(check('banner', filled(b), exact)).toBeNull();
    expect(check('banner', filled(b), gif)).toBe('Only JPG and PNG files are allowed.');
    expect(check('banner', filled(b), null, true)).toBeNull(); // editing keeps the image
  });

  it('Media Gallery: both names, image, JPG/PNG, 5 MB', () => {
    const g = entity('gallery');
    expect(check('gallery', filled(g, { displayName: '' }), png)).toBe('Please fill in both display name fields.');
    expect(check('gallery', filled(g, { displayNameOd: '' }), png)).toBe('Please fill in both display name fields.');
    expect(check('gallery', filled(g))).toBe('Please select an image to upload.');
    expect(check('gallery', filled(g), gif)).toBe('Only JPG and PNG files are allowed.');
    expect(check('gallery', filled(g), huge)).toBe('File size must not exceed 5MB.');
    expect(check('gallery', filled(g), jpeg)).toBeNull();
  });

  it('Announcement: four fields and the image, JPG/PNG, 5 MB', () => {
    const a = entity('focused');
    expect(a.rows.flat()).toHaveLength(4);
    for (const f of a.rows.flat()) {
      expect(check('focused', filled(a, { [f.name]: '' }), png)).toBe('All fields are required, including the image!');
    }
    expect(check('focused', filled(a))).toBe('All fields are required, including the image!');
    expect(check('focused', filled(a), gif)).toBe('Only JPG and PNG files are allowed.');
    expect(check('focused', filled(a), huge)).toBe('File size must not exceed 5MB.');
    expect(check('focused', filled(a), null, true)).toBeNull();
  });

  it('Council: six fields', () => {
    const c = entity('education-council');
    expect(c.rows.flat()).toHaveLength(6);
    for (const f of c.rows.flat()) {
      expect(check('education-council', filled(c, { [f.name]: '' }))).toBe('All fields are required!');
    }
  });

  it('Features: five trimmed text fields, image, JPG/PNG, 5 MB', () => {
    const f = entity('features');
    expect(f.rows.flat()).toHaveLength(5);
    for (const field of f.rows.flat()) {
      expect(check('features', filled(f, { [field.name]: ' \t ' }), png)).toBe('All text fields are required.');
    }
    expect(check('features', filled(f))).toBe('An image is required.');
    expect(check('features', filled(f), gif)).toBe('Only JPG and PNG files are allowed.');
    expect(check('features', filled(f), huge)).toBe('File size must not exceed 5MB.');
  });

  it('Latest News: title, date and description required, the date must parse; body, link and photo optional', () => {
    const n = entity('news');
    const optional = ['newsBodyEn', 'newsBodyOd', 'newsLink'];
    for (const field of n.rows.flat()) {
      expect(check('news', filled(n, { [field.name]: '' }))).toBe(optional.includes(field.name) ? null : 'All fields are required!');
    }
    expect(check('news', filled(n, { newsDate: '2026-02-30' }))).toBe('Please enter a valid date!');
    expect(check('news', filled(n, { newsDate: 'tomorrow' }))).toBe('Please enter a valid date!');
  });

  it('Video: link required, then a YouTube address', () => {
    const v = entity('video');
    expect(check('video', filled(v, { displayVideo: ' ' }))).toBe('Please provide a YouTube URL.');
    expect(check('video', filled(v, { displayVideo: 'https://vimeo.com/1' }))).toBe('Please provide a valid YouTube URL.');
    expect(check('video', filled(v, { displayVideo: 'https://youtu.be/abc123' }))).toBeNull();
    expect(check('video', filled(v, { displayVideo: 'https://www.youtube.com/@oshec' }))).toBe('Please provide a valid YouTube URL.');
  });

  it('Links: an http(s) address or a path on this site, as the server checks', () => {
    expect(check('news', filled(entity('news'), { newsLink: 'javascript:alert(1)' }))).toBe(LINK_MESSAGE);
    expect(check('focused-notification', filled(entity('focused-notification'), { announceLinkPath: 'not a url at all' }))).toBe(LINK_MESSAGE);
    expect(check('features', filled(entity('features'), { featuresLink: '//evil.example.com' }), png)).toBe(LINK_MESSAGE);
  });

  it('Strong future: name and alt name, logo, JPG/PNG, 5 MB', () => {
    const s = entity('together');
    expect(check('together', filled(s, { name: '' }), png)).toBe('Please fill in both name and alt name.');
    expect(check('together', filled(s, { altName: '' }), png)).toBe('Please fill in both name and alt name.');
    expect(check('together', filled(s))).toBe('Please select a logo image.');
    expect(check('together', filled(s), gif)).toBe('Only JPG and PNG files are allowed.');
    expect(check('together', filled(s), huge)).toBe('File size must not exceed 5MB.');
  });

  it('General settings: location, then e-mail, then mobile, in that order', () => {
    const g = entity('footer');
    const all = { locations: '', emailIds: 'nope', mobile: '12' };
    expect(check('footer', filled(g, all))).toBe('Please enter the location.');
    expect(check('footer', filled(g, { ...all, locations: 'Bhubaneswar' }))).toBe('Please enter a valid email ID.');
    expect(check('footer', filled(g, { ...all, locations: 'Bhubaneswar', emailIds: 'a@b.in' }))).toBe(
      'Please enter a valid mobile number.',
    );
    expect(check('footer', filled(g, { locationsOd: '', mobileOd: '' }))).toBeNull();
  });

  it('Announce notice and Introduction: every field', () => {
    for (const route of ['focused-notification', 'introduction']) {
      const d = entity(route);
      for (const f of d.rows.flat()) {
        expect(check(route, filled(d, { [f.name]: '' }))).toBe('All fields are required!');
      }
    }
    expect(entity('focused-notification').rows.flat()).toHaveLength(3);
    expect(entity('introduction').rows.flat()).toHaveLength(4);
  });
});

describe('field tests', () => {
  it('videos: a watch, share, shorts or embed address with a video id, as the server checks', () => {
    for (const ok of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'http://youtube.com/embed/dQw4w9WgXcQ',
      'youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(isVideoUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      'https://vimeo.com/123456789',
      'https://www.youtube.com/@oshec',
      'https://www.youtube.com/channel/UCabcdefghijk',
      'https://www.youtube.com/playlist?list=PLabcdefghijk',
      'https://www.youtube.com',
      'https://evil.com/youtube.com/watch?v=dQw4w9WgXcQ',
      'x',
    ]) {
      expect(isVideoUrl(bad), bad).toBe(false);
    }
  });

  it('links: http(s) with a host, or a path on this site', () => {
    for (const ok of ['https://oshec.nic.in/a?b=1', 'http://example.org', '/notice/1', '/']) expect(isLink(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'not a url at all', '//evil.com/x', 'ftp://x.org', 'https://', 'www.example.org', '/a b'])
      expect(isLink(bad), bad).toBe(false);
  });

  it('e-mail', () => {
    expect(isEmail('office@oshec.in')).toBe(true);
    expect(isEmail('first.last+tag@mail.example.org')).toBe(true);
    for (const bad of ['', 'plain', 'a@b', '@b.in', 'a b@c.in', 'a@b.c']) expect(isEmail(bad), bad).toBe(false);
  });

  it('mobile: exactly 10 digits', () => {
    expect(isMobile('9876543210')).toBe(true);
    for (const bad of ['', '987654321', '98765432100', '98765 43210', '+919876543210', '98765abcde', '୯୮୭୬୫୪୩୨୧୦']) {
      expect(isMobile(bad), bad).toBe(false);
    }
  });

  it('date: YYYY-MM-DD that exists', () => {
    expect(isDate('2024-02-29')).toBe(true);
    for (const bad of ['', '2023-02-29', '2026-13-01', '2026-1-1', '21/11/2026', '2026-11-31']) {
      expect(isDate(bad), bad).toBe(false);
    }
  });
});

describe('fieldToFix', () => {
  it('names the first empty field, the tested field, or the file input', () => {
    const n = entity('news');
    const values = filled(n, { newsTitleOd: '', newsLink: '' });
    const failed = firstFailing(n.checks, input(values));
    expect(failed && fieldToFix(failed, input(values))).toBe('newsTitleOd');
    const badDate = filled(n, { newsDate: '2026-02-31' });
    const dateCheck = firstFailing(n.checks, input(badDate));
    expect(dateCheck && fieldToFix(dateCheck, input(badDate))).toBe('newsDate');
    const g = entity('gallery');
    const noFile = firstFailing(g.checks, input(filled(g)));
    expect(noFile && fieldToFix(noFile, input(filled(g)))).toBe('file');
  });
});

describe('phone numbers', () => {
  it('takes a mobile or a landline with its STD code, as the server does', () => {
    for (const ok of ['0674-2391234', '0674 2391234', '06742391234', '011-23456789', '9876543210']) expect(isPhone(ok)).toBe(true);
    for (const bad of ['', '674-2391234', '0674-23912', '0674-239123456', '0674-23a1234', '12345']) expect(isPhone(bad)).toBe(false);
  });

  it('leaves the office phone optional and checks it when given', () => {
    expect(check('footer', filled(entity('footer'), { officePhone: '' }))).toBeNull();
    expect(check('footer', filled(entity('footer'), { officePhone: '2391234' }))).toBe(
      'Please enter the office phone with its STD code, e.g. 0674-2391234.',
    );
  });

  it('keeps officials to the three groups', () => {
    expect(check('officials', filled(entity('officials')))).toBeNull();
    expect(check('officials', filled(entity('officials'), { group: 'cleaners' }))).toMatch(/^The group must be/);
  });
});
