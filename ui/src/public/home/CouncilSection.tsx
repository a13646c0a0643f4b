// The council's introduction from its first active record, with the feature cards, each linking
// out to its featuresLink (docs/decisions.md §2 item 3). Feature failures are logged only (docs/decisions.md §7).
import { useEffect } from 'react';
import { useCouncils, useFeatures } from '../../api/public';
import { useT, pick, useLanguage } from '../../i18n';
import { SmartLink } from '../ExternalLink';
import { Img } from '../../shared/Img';
import { SIZES } from '../../shared/variants';
import { Empty, Failure, Loading } from './SectionStatus';

export function CouncilSection() {
  const { t } = useT();
  const [language] = useLanguage();
  const council = useCouncils();
  const features = useFeatures();
  const record = council.items?.[0];

  useEffect(() => {
    if (features.error) console.error('Features could not be loaded:', features.error.message);
  }, [features.error]);

  const title = record ? pick(language, record.councilTitleEn, record.councilTitleOd) : '';
  const description = record ? pick(language, record.councilDescEn, record.councilDescOd) : '';

  return (
    <section className="section council" aria-labelledby="council-heading">
      <div className="container">
        <h2 id="council-heading" className="section-title">
          {title || t('site.name')}
        </h2>
        {council.isLoading && <Loading text={t('status.loading')} />}
        {council.error && <Failure text={t('council.error')} />}
        {council.items && !record && <Empty text={t('council.empty')} />}
        {record && (
          <div className="council-text">
            <p className="council-subtitle">{pick(language, record.councilSubTitleEn, record.councilSubTitleOd)}</p>
            <p>{description || t('council.noDescription')}</p>
          </div>
        )}
        {features.items && features.items.length > 0 && (
          <>
            <h3 className="visually-hidden">{t('council.features')}</h3>
            <ul className="feature-grid">
              {features.items.map((feature) => {
                const featureTitle = pick(language, feature.featuresTitleEn, feature.featuresTitleOd);
                return (
                  <li key={feature.featuresId} className="card feature-card">
                    <Img src={feature.featuresImagePath} width={600} height={400} className="card-image" sizes={SIZES.card} />
                    <div className="card-body">
                      <h4>{featureTitle}</h4>
                      <p>{pick(language, feature.featuresDescEn, feature.featuresDescOd)}</p>
                      {feature.featuresLink?.trim() && (
                        <SmartLink
                          className="card-link"
                          href={feature.featuresLink.trim()}
                          label={t('council.learnMoreAbout', { title: featureTitle })}
                        >
                          {t('council.learnMore')}
                        </SmartLink>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
