// Latest News, 3 per row (docs/decisions.md §2 item 5), newest first as the server sends them: the home
// page shows the latest six, the news page (/news) all of them a page at a time. Load failures
// on the home page are logged only (docs/decisions.md §7).
import { useEffect } from 'react';
import { newsPath, useLatestNews, type LatestNews, type Listed } from '../../api/public';
import { useT, pick } from '../../i18n';
import { formatDate } from '../../shared/format';
import { SmartLink } from '../ExternalLink';
import { Empty, Loading } from './SectionStatus';

/** The news cards; `level` is their titles' heading level (under an h2 on the home page). */
export function NewsGrid({ items, level = 3 }: { items: Listed<LatestNews>[]; level?: 2 | 3 }) {
  const { t, language } = useT();
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <ul className="news-grid">
      {items.map((news) => {
        const title = pick(language, news.newsTitleEn, news.newsTitleOd);
        return (
          <li key={news.id} className="card news-card">
            <p className="news-date">
              <time dateTime={news.newsDate}>{formatDate(news.newsDate, language)}</time>
            </p>
            <Title>{title}</Title>
            <p>{pick(language, news.newsDescEn, news.newsDescOd)}</p>
            {/* An item with a link to another site keeps it; any other opens on its own page. */}
            <SmartLink
              className="card-link"
              href={news.newsLink?.trim() || newsPath(news.id)}
              label={t('news.readMoreAbout', { title })}
            >
              {t('news.readMore')}
            </SmartLink>
          </li>
        );
      })}
    </ul>
  );
}

export function NewsList() {
  const { t } = useT();
  const { items, error, isLoading } = useLatestNews();

  useEffect(() => {
    if (error) console.error('Latest news could not be loaded:', error.message);
  }, [error]);

  if (isLoading) return <Loading text={t('status.loading')} />;
  if (!items) return null;
  if (items.length === 0) return <Empty text={t('news.empty')} />;
  return <NewsGrid items={items} />;
}
