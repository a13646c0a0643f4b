// /contact (GIGW §5.1.10): the council's address, e-mail, phone and map from the general
// settings, its Web Information Manager (§5.4.1) when named, and the feedback form.
import { useGeneralSettings } from '../../api/public';
import { useT, pick, useLanguage } from '../../i18n';
import { usePageMeta } from '../../shared/usePageMeta';
import { PAGES_NS } from '../../i18n/pages';
import { localDigits } from '../../shared/format';
import { ExternalLink } from '../ExternalLink';
import { MapFrame, mapLink } from '../MapFrame';
import { PageHeader } from './PageHeader';
import { FeedbackForm } from './FeedbackForm';

const MAP_QUERY = 'Odisha State Higher Education Council, Bhubaneswar, Odisha';

export function ContactPage() {
  const { t } = useT(PAGES_NS);
  usePageMeta(t('meta.contact.title'), t('meta.contact.description'));
  const [language] = useLanguage();
  const { items } = useGeneralSettings();
  const setting = items?.[0];
  const address = setting ? pick(language, setting.locations, setting.locationsOd) : '';
  const phone = setting ? pick(language, setting.mobile, setting.mobileOd) || localDigits(setting.mobile, language) : '';
  const office = setting?.officePhone?.trim() ?? '';
  const wimName = setting ? pick(language, setting.wimNameEn ?? '', setting.wimNameOd ?? '') : '';
  const wimDesignation = setting ? pick(language, setting.wimDesignationEn ?? '', setting.wimDesignationOd ?? '') : '';
  const mapQuery = setting?.locations?.trim() || MAP_QUERY;

  return (
    <>
      <PageHeader title={t('meta.contact.title')} />
      <div className="container page-body contact-page">
        <p className="lead">{t('contact.intro')}</p>
        <div className="contact-grid">
          <section aria-labelledby="contact-office">
            <h2 id="contact-office">{t('contact.office')}</h2>
            {setting && (
              <dl className="contact-details">
                {address && (
                  <>
                    <dt>{t('contact.address')}</dt>
                    <dd>{address}</dd>
                  </>
                )}
                {setting.emailIds && (
                  <>
                    <dt>{t('contact.email')}</dt>
                    <dd>
                      <a href={`mailto:${setting.emailIds.trim()}`}>{setting.emailIds.trim()}</a>
                    </dd>
                  </>
                )}
                {phone && (
                  <>
                    <dt>{t('contact.phone')}</dt>
                    <dd>
                      <a href={`tel:${setting.mobile.replace(/[^\d+]/g, '')}`}>{phone}</a>
                    </dd>
                  </>
                )}
                {office && (
                  <>
                    <dt>{t('contact.officePhone')}</dt>
                    <dd>
                      <a href={`tel:${office.replace(/[^\d+]/g, '')}`}>{localDigits(office, language)}</a>
                    </dd>
                  </>
                )}
              </dl>
            )}
            {(wimName || wimDesignation) && (
              <>
                <h3>{t('contact.wim')}</h3>
                <dl className="contact-details">
                  {wimName && (
                    <>
                      <dt>{t('contact.wimName')}</dt>
                      <dd>{wimName}</dd>
                    </>
                  )}
                  {wimDesignation && (
                    <>
                      <dt>{t('contact.wimDesignation')}</dt>
                      <dd>{wimDesignation}</dd>
                    </>
                  )}
                </dl>
              </>
            )}
            <MapFrame query={mapQuery} title={t('contact.map')} className="map contact-map" width={600} height={300} />
            <p>
              <ExternalLink href={mapLink(mapQuery)}>{t('contact.mapLink')}</ExternalLink>
            </p>
          </section>
          <section aria-labelledby="feedback-heading">
            <h2 id="feedback-heading">{t('feedback.heading')}</h2>
            <FeedbackForm />
          </section>
        </div>
      </div>
    </>
  );
}
