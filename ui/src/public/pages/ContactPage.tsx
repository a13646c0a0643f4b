// /contact (GIGW §5.1.10): the council's address, e-mail, phone and map from the general
// settings, its Web Information Manager (§5.4.1) when named, and the feedback form.
import { useGeneralSettings } from '../../api/public';
import { useT, pick, useLanguage } from '../../i18n';
import { usePageMeta } from '../../shared/usePageMeta';
import { PAGES_NS } from '../../i18n/pages';
import { ExternalLink } from '../ExternalLink';
import { MapFrame, mapLink } from '../MapFrame';
import { contactDetails } from '../contactDetails';
import { PageHeader } from './PageHeader';
import { FeedbackForm } from './FeedbackForm';

export function ContactPage() {
  const { t } = useT(PAGES_NS);
  usePageMeta(t('meta.contact.title'), t('meta.contact.description'));
  const [language] = useLanguage();
  const { items } = useGeneralSettings();
  const setting = items?.[0];
  const { address, email, phone, phoneHref, office, officeHref, mapQuery } = contactDetails(setting, language);
  const wimName = setting ? pick(language, setting.wimNameEn ?? '', setting.wimNameOd ?? '') : '';
  const wimDesignation = setting ? pick(language, setting.wimDesignationEn ?? '', setting.wimDesignationOd ?? '') : '';

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
                {email && (
                  <>
                    <dt>{t('contact.email')}</dt>
                    <dd>
                      <a href={`mailto:${email}`}>{email}</a>
                    </dd>
                  </>
                )}
                {phone && (
                  <>
                    <dt>{t('contact.phone')}</dt>
                    <dd>
                      <a href={phoneHref}>{phone}</a>
                    </dd>
                  </>
                )}
                {office && (
                  <>
                    <dt>{t('contact.officePhone')}</dt>
                    <dd>
                      <a href={officeHref}>{office}</a>
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
