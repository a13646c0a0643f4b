import { describe, expect, it } from 'vitest';
import { isAppPath, isDocumentFile } from './links';

describe('isAppPath', () => {
  it('routes pages of this site inside the app', () => {
    for (const path of ['/', '/introduction', '/news?page=2', '/screen-reader#top']) expect(isAppPath(path)).toBe(true);
  });
  it('leaves other sites, files and server paths to the browser', () => {
    for (const href of [
      'https://example.org/',
      '//evil.example.com/x',
      '/uploads/banner/1-ab.png',
      '/docs/report.pdf',
      '/oshec/api/banner/allowAll/list',
      'javascript:alert(1)',
    ])
      expect(isAppPath(href)).toBe(false);
  });
});

describe('isDocumentFile', () => {
  it('is true for the council\'s document files only', () => {
    expect(isDocumentFile('/uploads/document/3-ab12.pdf')).toBe(true);
    expect(isDocumentFile('/uploads/document/3-ab12.pdf?x=1')).toBe(true);
    expect(isDocumentFile('/uploads/news/3-ab12.jpg')).toBe(false);
    expect(isDocumentFile('/Notifications/Notices')).toBe(false);
    expect(isDocumentFile('https://example.org/uploads/document/1.pdf')).toBe(false);
  });
});
