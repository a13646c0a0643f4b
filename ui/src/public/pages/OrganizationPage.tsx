// /about/organizationstructure (docs/decisions.md §1, GIGW §5.4.1): who is who, from the council's own
// data (the official entity), one table per group in the page's order, officials in list order.
import { groupOfficials, useOfficials } from '../../api/public';
import { useT, pick, useLanguage } from '../../i18n';
import { usePageMeta } from '../../shared/usePageMeta';
import { PAGES_NS } from '../../i18n/pages';
import { formatNumber, localDigits } from '../../shared/format';
import { PageHeader } from './PageHeader';

const HEADINGS: Record<string, string> = {
  'chairperson-and-member-secretary': 'org.leadership',
  'academic-consultants': 'org.consultants',
  finance: 'org.finance',
};

export function OrganizationPage() {
  const { t } = useT(PAGES_NS);
  usePageMeta(t('meta.organization.title'), t('meta.organization.description'));
  const [language] = useLanguage();
  const { items, error, isLoading } = useOfficials();
  const groups = groupOfficials(items ?? []);
  return (
    <>
      <PageHeader title={t('meta.organization.title')} />
      <div className="container page-body">
        <p className="lead">{t('org.intro')}</p>
        {error && !items && <p role="alert">{t('org.error')}</p>}
        {!error && !isLoading && items && groups.length === 0 && <p>{t('org.empty')}</p>}
        {groups.map(({ group, people }) => (
          <section key={group} className="org-section" aria-labelledby={`org-${group}`}>
            <h2 id={`org-${group}`}>{t(HEADINGS[group])}</h2>
            <div className="table-wrap stack-table-wrap">
              <table className="data-table stack-table">
                <thead>
                  <tr>
                    <th scope="col">{t('org.slNo')}</th>
                    <th scope="col">{t('org.name')}</th>
                    <th scope="col">{t('org.designation')}</th>
                    <th scope="col">{t('org.email')}</th>
                    <th scope="col">{t('org.phone')}</th>
                  </tr>
                </thead>
                <tbody>
                  {people.map((person, index) => (
                    <tr key={person.officialId}>
                      <td data-label={t('org.slNo')}>{formatNumber(index + 1, language)}</td>
                      <th scope="row" data-label={t('org.name')}>
                        {pick(language, person.nameEn, person.nameOd) || person.nameEn}
                      </th>
                      <td data-label={t('org.designation')}>
                        {pick(language, person.designationEn, person.designationOd) || person.designationEn}
                      </td>
                      <td data-label={t('org.email')}>
                        {person.email && <a href={`mailto:${person.email}`}>{person.email}</a>}
                      </td>
                      <td data-label={t('org.phone')}>
                        {person.phone && (
                          <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>{localDigits(person.phone, language)}</a>
                        )}
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
