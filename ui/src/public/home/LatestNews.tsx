// Latest News, 3 per row (SPEC §2.3 item 5), newest first as the server sends them. Load
// failures are logged only (SPEC §8.1).
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLatestNews } from '../../api/public';
import { pick, useLanguage } from '../../i18n';
import { formatDate } from '../format';
import { PATHS } from '../layout/menu';
import { Empty, Loading } from './SectionStatus';

export function LatestNews() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const { items, error, isLoading } = useLatestNews();

  useEffect(() => {
    if (error) console.error('Latest news could not be loaded:', error.message);
  }, [error]);

  return (
    <section className="section news" aria-labelledby="news-heading">
      <div className="container">
        <div className="section-head">
          <h2 id="news-heading" className="section-title">
            {t('news.heading')}
          </h2>
          <Link to={PATHS.notices} className="btn btn-outline">
            {t('news.viewAll')}
          </Link>
        </div>
        {isLoading && <Loading text={t('status.loading')} />}
        {items && items.length === 0 && <Empty text={t('news.empty')} />}
        {items && items.length > 0 && (
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
                    <a className="card-link" href={news.newsLink.trim()} aria-label={t('news.readMoreAbout', { title })}>
                      {t('news.readMore')}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
