// /about/organizationstructure (SPEC §2.5): tables of the council's offices and their e-mails.
import { useT, pick, useLanguage } from '../../i18n';
import { usePageMeta } from '../../app/usePageMeta';
import { PAGES_NS } from '../../i18n/pages';
import { formatNumber } from '../format';
import { PageHeader } from './PageHeader';
import { ORGANIZATION } from './documents';

export function OrganizationPage() {
  const { t } = useT(PAGES_NS);
  usePageMeta(t('meta.organization.title'), t('meta.organization.description'));
  const [language] = useLanguage();
  return (
    <>
      <PageHeader title={t('meta.organization.title')} />
      <div className="container page-body">
        <p className="lead">{t('org.intro')}</p>
        {ORGANIZATION.map(({ heading, people }) => (
          <section key={heading} className="org-section" aria-labelledby={`org-${heading}`}>
            <h2 id={`org-${heading}`}>{t(`org.${heading}`)}</h2>
            <div className="table-wrap">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('org.slNo')}</th>
                    <th scope="col">{t('org.name')}</th>
                    <th scope="col">{t('org.email')}</th>
                  </tr>
                </thead>
                <tbody>
                  {people.map((person, index) => (
                    <tr key={person.email}>
                      <td>{formatNumber(index + 1, language)}</td>
                      <th scope="row">{pick(language, person.en, person.od)}</th>
                      <td>
                        <a href={`mailto:${person.email}`}>{person.email}</a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
