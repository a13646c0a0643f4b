// Which public page a preview frames (docs/workflow.md): the page that shows the kind, so a
// banner is seen as the home page's hero, a news item on its own page, a document on its
// category's page.
import { newsPath } from '../api/public';
import { PATHS } from '../shared/paths';
import { pageShowing } from '../shared/lastUpdated';

export function previewPage(key: string, id: number, values: Readonly<Record<string, string>>): string {
  if (key === 'latestNews') return id > 0 ? newsPath(id) : PATHS.news;
  if (key === 'page') return values.slug ? `/page/${values.slug}` : PATHS.home;
  if (key === 'document') return pageShowing(`document:${values.category ?? ''}`) ?? PATHS.home;
  return pageShowing(key) ?? PATHS.home;
}
