// Screen Reader Access (GIGW): where the top bar's Download Screen Reader leads.
import { useT, pick, useLanguage } from '../../i18n';
import { usePageMeta } from '../../shared/usePageMeta';
import { PAGES_NS } from '../../i18n/pages';
import { PageHeader } from './PageHeader';
import { SCREEN_READERS } from './documents';

export function ScreenReaderPage() {
  const { t } = useT(PAGES_NS);
  usePageMeta(t('meta.screenReader.title'), t('meta.screenReader.description'));
  const [language] = useLanguage();
  return (
    <>
      <PageHeader title={t('meta.screenReader.title')} />
      <div className="container page-body">
        <p className="lead">{t('screenReader.intro')}</p>
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('screenReader.name')}</th>
                <th scope="col">{t('screenReader.platform')}</th>
                <th scope="col">{t('screenReader.website')}</th>
              </tr>
            </thead>
            <tbody>
              {SCREEN_READERS.map((reader) => (
                <tr key={reader.name}>
                  <th scope="row" lang="en">
                    {reader.name}
                  </th>
                  <td>{pick(language, reader.platformEn, reader.platformOd)}</td>
                  <td>
                    <a href={reader.url} target="_blank" rel="noopener noreferrer">
                      {t('screenReader.visit', { name: reader.name })}
                      <span className="visually-hidden"> {t('screenReader.openNew')}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}
