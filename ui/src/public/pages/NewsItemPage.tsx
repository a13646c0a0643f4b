// /news/<id>: one news item on its own page: its date, title, photo and body (Markdown the
// server has rendered to safe HTML), its link to another site when it has one, and the way
// back to all news. Shown in the chosen language, the other language's text where one is
// missing. An id with no active item shows the "page not found" page (the server answers 404).
import { Link, useParams } from 'react-router';
import { useNewsItem, type LatestNews } from '../../api/public';
import { usePageMeta } from '../../shared/usePageMeta';
import { pick, useT, type Language } from '../../i18n';
import { PAGES_NS } from '../../i18n/pages';
import { SmartLink } from '../ExternalLink';
import { formatDate } from '../../shared/format';
import { Img } from '../../shared/Img';
import { SIZES } from '../../shared/variants';
import { PATHS } from '../layout/menu';
import { NotFoundPage } from './NotFoundPage';
import { PageHeader } from './PageHeader';
import { MarkdownBody } from './MarkdownBody';

/** `en`/`od` of a pair, the other one when the chosen one is empty. */
function either(language: Language, en: string | undefined, od: string | undefined): string {
  return pick(language, en, od) || pick(language === 'od' ? 'en' : 'od', en, od);
}

export function NewsItemPage() {
  const { id = '' } = useParams();
  const wanted = /^\d{1,15}$/.test(id) ? Number(id) : 0;
  const { item, error } = useNewsItem(wanted);
  if (item) return <NewsItem news={item} />;
  if (item === null) return <NotFoundPage />;
  return <Pending failed={error?.message} />;
}

function Pending({ failed }: { failed?: string }) {
  const { t } = useT(PAGES_NS);
  usePageMeta('', '');
  return (
    <div className="container page-body">
      <p className="status" role="status">
        {failed === undefined ? t('newsItem.loading') : `${t('newsItem.failed')} (${failed})`}
      </p>
      <p>
        <Link to={PATHS.news}>{t('newsItem.back')}</Link>
      </p>
    </div>
  );
}

function NewsItem({ news }: { news: LatestNews }) {
  const { t, language } = useT(PAGES_NS);
  const { t: common } = useT();
  const title = either(language, news.newsTitleEn, news.newsTitleOd);
  const summary = either(language, news.newsDescEn, news.newsDescOd);
  const body = either(language, news.newsBodyEnHtml, news.newsBodyOdHtml);
  const link = news.newsLink?.trim();
  usePageMeta(title, summary);
  return (
    <>
      <PageHeader title={title} parent={{ to: PATHS.news, label: common('nav.news') }} />
      <div className="container page-body news-item">
        <p className="news-date">
          <time dateTime={news.newsDate}>{formatDate(news.newsDate, language)}</time>
        </p>
        {news.newsImagePath && (
          <Img
            src={news.newsImagePath}
            width={1200}
            height={800}
            alt={title}
            className="news-photo"
            lazy={false}
            priority
            sizes={SIZES.news}
          />
        )}
        <p className="news-summary">{summary}</p>
        {body && <MarkdownBody className="prose news-body" html={body} />}
        {link && (
          <p>
            <SmartLink href={link}>{t('newsItem.source')}</SmartLink>
          </p>
        )}
        <p className="news-back">
          <Link to={PATHS.news}>{t('newsItem.back')}</Link>
        </p>
      </div>
    </>
  );
}
