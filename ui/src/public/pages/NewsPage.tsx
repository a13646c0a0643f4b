// All the news (/news), newest first, a page at a time: where Latest News' "View all" leads.
import { PAGE_SIZES, useNewsPage } from '../../api/public';
import { NewsGrid } from '../home/LatestNews';
import { ListPage, usePageNumber } from './ListPage';

export function NewsPage() {
  const page = usePageNumber();
  const state = useNewsPage(page);
  return (
    <ListPage kind="news" page={page} size={PAGE_SIZES.news} state={state}>
      {(items) => <NewsGrid items={items} level={2} />}
    </ListPage>
  );
}
