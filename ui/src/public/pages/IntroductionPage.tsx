// /about/introduction (docs/decisions.md §1): the first introduction record, in the chosen language, with
// its fallbacks.
import { useIntroductions } from '../../api/public';
import { useT, pick, useLanguage } from '../../i18n';
import { usePageMeta } from '../../shared/usePageMeta';
import { PAGES_NS } from '../../i18n/pages';
import { PageHeader } from './PageHeader';

export function IntroductionPage() {
  const { t } = useT(PAGES_NS);
  usePageMeta(t('meta.introduction.title'), t('meta.introduction.description'));
  const [language] = useLanguage();
  const { items, error } = useIntroductions();
  const record = items?.[0];
  const title = record ? pick(language, record.introductionTitleEn, record.introductionTitleOd) : '';
  const description = record ? pick(language, record.introductionDescEn, record.introductionDescOd) : '';

  return (
    <>
      <PageHeader title={t('meta.introduction.title')} />
      <div className="container page-body">
        {record ? (
          <article className="prose">
            <h2>{title || t('intro.welcome')}</h2>
            {(description || t('intro.noDescription')).split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </article>
        ) : (
          <p className="status" role="status">
            {error ? `${t('intro.empty')} (${error.message})` : t('intro.empty')}
          </p>
        )}
      </div>
    </>
  );
}
