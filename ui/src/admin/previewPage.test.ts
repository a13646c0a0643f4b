// Preview of an item not yet saved (docs/workflow.md, docs/editor.md): a news item is framed on
// its own page, where the previewed list answer carries it.
import { describe, expect, it } from 'vitest';
import { withPreview, type PreviewAnswer } from '../api/preview';
import { asUnsaved, previewPage, UNSAVED_ID } from './previewPage';
import { KIND } from '../api/kinds';
import { ID_FIELDS, LIST_PATHS } from '../generated/routes';

const NEWS_ID = ID_FIELDS[KIND.news];

const fresh: PreviewAnswer = {
  entity: KIND.news,
  id: 0,
  idField: NEWS_ID,
  listPath: LIST_PATHS[KIND.news],
  imageField: 'newsImagePath',
  item: { [NEWS_ID]: 0, newsTitleEn: 'Council meeting', newsBodyEnHtml: '<h2>What was decided</h2>' },
};

describe('the preview of a new item', () => {
  it('is framed on its own page, not the list whose card led to page-not-found', () => {
    const shown = asUnsaved(fresh);
    expect(shown.id).toBe(UNSAVED_ID);
    expect(shown.item[NEWS_ID]).toBe(UNSAVED_ID);
    expect(previewPage(KIND.news, shown.id, {})).toBe(`/news/${UNSAVED_ID}`);
    // The news page takes ids of up to fifteen digits (NewsItemPage).
    expect(String(UNSAVED_ID)).toMatch(/^\d{1,15}$/);
    expect(Number.isSafeInteger(UNSAVED_ID)).toBe(true);
  });

  it('is found by that id in the list the page reads, first, beside the published items', () => {
    const shown = asUnsaved(fresh);
    const answer = withPreview(`${LIST_PATHS[KIND.news]}?page=1&size=100`, { outcome: true, data: [{ [NEWS_ID]: 3 }], total: 1 }, shown) as {
      data: Array<Record<string, unknown>>;
      total: number;
    };
    expect(answer.data.map((i) => i[NEWS_ID])).toEqual([UNSAVED_ID, 3]);
    expect(answer.total).toBe(2);
    expect(answer.data.find((i) => i[NEWS_ID] === UNSAVED_ID)?.newsBodyEnHtml).toBe('<h2>What was decided</h2>');
  });

  it('leaves a saved item’s answer and page as they are', () => {
    const saved = { ...fresh, id: 12, item: { ...fresh.item, [NEWS_ID]: 12 } };
    expect(asUnsaved(saved)).toBe(saved);
    expect(previewPage(KIND.news, 12, {})).toBe('/news/12');
  });
});
