// Forms that keep work (docs/editor.md): what counts as unsaved, and what counts as leaving.
import { describe, expect, it } from 'vitest';
import { emptyForm } from './ContentForm';
import { ENTITIES } from './entities';
import { hasUnsavedChanges, leavesPage } from './unsaved';
import { KIND } from '../api/kinds';

const news = ENTITIES.find((d) => d.key === KIND.news)!;
const NOW = new Date('2026-11-28T06:00:00Z');

describe('unsaved changes', () => {
  it('are none in a new form as it opens, its date at today included', () => {
    expect(hasUnsavedChanges(emptyForm(news, NOW), emptyForm(news, NOW))).toBe(false);
  });

  it('are any typed text, a space too, a switch, a schedule or a chosen file', () => {
    const base = emptyForm(news, NOW);
    expect(hasUnsavedChanges(base, { ...base, values: { ...base.values, newsBodyOd: 'ଯାହା ସ୍ଥିର ହେଲା' } })).toBe(true);
    expect(hasUnsavedChanges(base, { ...base, values: { ...base.values, newsTitleEn: ' ' } })).toBe(true);
    expect(hasUnsavedChanges(base, { ...base, isActive: false })).toBe(true);
    expect(hasUnsavedChanges(base, { ...base, showFrom: '2026-12-01T09:00' })).toBe(true);
    expect(hasUnsavedChanges(base, { ...base, file: new File(['x'], 'a.png', { type: 'image/png' }) })).toBe(true);
  });

  it('are gone once the form is saved or loaded again (the baseline moves), and a preview of the image alone is not one', () => {
    const saved = { ...emptyForm(news, NOW), id: 7, values: { ...emptyForm(news, NOW).values, newsTitleEn: 'Results' } };
    expect(hasUnsavedChanges(saved, { ...saved, preview: 'data:image/png;base64,AAAA', name: 'Results' })).toBe(false);
    expect(hasUnsavedChanges(saved, { ...saved, values: { ...saved.values, newsTitleEn: 'Results day' } })).toBe(true);
  });

  it('count a field missing on one side as empty', () => {
    const base = emptyForm(news, NOW);
    const { newsLink: _dropped, ...rest } = base.values;
    expect(hasUnsavedChanges(base, { ...base, values: rest })).toBe(false);
  });
});

describe('leaving the page', () => {
  it('is a change of page, whatever the query', () => {
    expect(leavesPage('/oshec/admin/news', '/oshec/admin/banner')).toBe(true);
    expect(leavesPage('/oshec/admin/news', { pathname: '/oshec/admin', search: '' })).toBe(true);
    expect(leavesPage('/oshec/admin/news', '/')).toBe(true);
  });

  it('is not a change of the query alone: paging, a filter, ?edit=', () => {
    expect(leavesPage('/oshec/admin/news', '?page=2')).toBe(false);
    expect(leavesPage('/oshec/admin/news', { search: '?q=results' })).toBe(false);
    expect(leavesPage('/oshec/admin/news', { pathname: '/oshec/admin/news', search: '?edit=4' })).toBe(false);
    expect(leavesPage('/oshec/admin/news', '/oshec/admin/news/')).toBe(false);
  });
});
