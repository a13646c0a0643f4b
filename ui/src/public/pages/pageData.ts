// The records a pre-rendered page was drawn with (src/http/prerendered.rs writes them into
// #page-data: the introduction's list, a news item, the news list's first page), taken as the
// answers the app's first render reads, so it draws the same records. In the pages' chunk, which
// the first render of such a page waits for anyway (../../app/firstRender.ts): not in the entry script.
import { KIND } from '../../api/kinds';
import { seedList, seedNewsItem, type ListName } from '../../api/public';

export const PAGE_DATA_ID = 'page-data';

/** Seeds what a pre-rendered page shows from its embedded copy; false when there is none. */
export function takeEmbeddedPageData(doc: Document): boolean {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return false;
  try {
    const body: unknown = JSON.parse(element.textContent);
    const { entity, size } = element.dataset;
    // A list's first page (the news list) says its page size; a record's page does not.
    if (size) return seedList(entity as ListName, body, +size);
    return entity === KIND.news ? seedNewsItem(body) : entity === KIND.introduction && seedList(KIND.introduction, body);
  } catch {
    return false;
  }
}
