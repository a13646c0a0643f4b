// Which public page a preview frames (docs/workflow.md): the page that shows the kind, so a
// banner is seen as the home page's hero, a news item on its own page, a document on its
// category's page.
import { KIND } from '../api/kinds';
import { newsPath } from '../api/public';
import type { PreviewAnswer } from '../api/preview';
import { PATHS } from '../shared/paths';
import { pageShowing } from '../shared/lastUpdated';

/**
 * The id an item not yet saved is previewed under. The server answers a new item's preview
 * with id 0, which no page of one item shows (/news/0 is "page not found"); under this id the
 * framed page finds it as the first item of its list, where the preview puts it. Ids are
 * counted from 1 by the server, and a page's address takes at most fifteen digits
 * (NewsItemPage), so no saved item has it.
 */
export const UNSAVED_ID = 999_999_999_999_999;

/** A preview answer with a new item's id 0 replaced by `UNSAVED_ID`; any other answer as it is. */
export function asUnsaved(answer: PreviewAnswer): PreviewAnswer {
  if (answer.id !== 0) return answer;
  return { ...answer, id: UNSAVED_ID, item: { ...answer.item, [answer.idField]: UNSAVED_ID } };
}

export function previewPage(key: string, id: number, values: Readonly<Record<string, string>>): string {
  if (key === KIND.news) return id > 0 ? newsPath(id) : PATHS.news;
  if (key === KIND.pages) return values.slug ? `/page/${values.slug}` : PATHS.home;
  if (key === KIND.documents) return pageShowing(`document:${values.category ?? ''}`) ?? PATHS.home;
  return pageShowing(key) ?? PATHS.home;
}
