// Preview of an item not yet saved (docs/workflow.md, docs/editor.md): a news item is framed on
// its own page, where the previewed list answer carries it.
import { describe, expect, it } from 'vitest';
import { withPreview, type PreviewAnswer } from '../api/preview';
import { asUnsaved, previewPage, UNSAVED_ID } from './previewPage';

const fresh: PreviewAnswer = {
  entity: 'latestNews',
  id: 0,
  idField: 'latestNewsId',
  listPath: '/latestNews/allowAll/list',
  imageField: 'newsImagePath',
  item: { latestNewsId: 0, newsTitleEn: 'Council meeting', newsBodyEnHtml: '<h2>What was decided</h2>' },
};

describe('the preview of a new item', () => {
  it('is framed on its own page, not the list whose card led to page-not-found', () => {
    const shown = asUnsaved(fresh);
    expect(shown.id).toBe(UNSAVED_ID);
    expect(shown.item.latestNewsId).toBe(UNSAVED_ID);
    expect(previewPage('latestNews', shown.id, {})).toBe(`/news/${UNSAVED_ID}`);
    // The news page takes ids of up to fifteen digits (NewsItemPage).
    expect(String(UNSAVED_ID)).toMatch(/^\d{1,15}$/);
    expect(Number.isSafeInteger(UNSAVED_ID)).toBe(true);
  });

  it('is found by that id in the list the page reads, first, beside the published items', () => {
    const shown = asUnsaved(fresh);
    const answer = withPreview('/latestNews/allowAll/list?page=1&size=100', { outcome: true, data: [{ latestNewsId: 3 }], total: 1 }, shown) as {
      data: Array<Record<string, unknown>>;
      total: number;
    };
    expect(answer.data.map((i) => i.latestNewsId)).toEqual([UNSAVED_ID, 3]);
    expect(answer.total).toBe(2);
    expect(answer.data.find((i) => i.latestNewsId === UNSAVED_ID)?.newsBodyEnHtml).toBe('<h2>What was decided</h2>');
  });

  it('leaves a saved item’s answer and page as they are', () => {
    const saved = { ...fresh, id: 12, item: { ...fresh.item, latestNewsId: 12 } };
    expect(asUnsaved(saved)).toBe(saved);
    expect(previewPage('latestNews', 12, {})).toBe('/news/12');
  });
});
