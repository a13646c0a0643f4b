// Latest News, 3 per row (SPEC §2.3 item 5), newest first as the server sends them. Load
// failures are logged only (SPEC §8.1).
import { useEffect } from 'react';
import { useLatestNews } from '../../api/public';
import { useT, pick } from '../../i18n';
import { formatDate } from '../format';
import { SmartLink } from '../ExternalLink';
import { Empty, Loading } from './SectionStatus';

export function NewsList() {
  const { t, language } = useT();
  const { items, error, isLoading } = useLatestNews();

  useEffect(() => {
    if (error) console.error('Latest news could not be loaded:', error.message);
  }, [error]);

  if (isLoading) return <Loading text={t('status.loading')} />;
  if (!items) return null;
  if (items.length === 0) return <Empty text={t('news.empty')} />;
  return (
    <ul className="news-grid">
      {items.map((news) => {
        const title = pick(language, news.newsTitleEn, news.newsTitleOd);
        return (
          <li key={news.latestNewsId} className="card news-card">
            <p className="news-date">
              <time dateTime={news.newsDate}>{formatDate(news.newsDate, language)}</time>
            </p>
            <h3>{title}</h3>
            <p>{pick(language, news.newsDescEn, news.newsDescOd)}</p>
            {news.newsLink?.trim() && (
              <SmartLink className="card-link" href={news.newsLink.trim()} label={t('news.readMoreAbout', { title })}>
                {t('news.readMore')}
              </SmartLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
