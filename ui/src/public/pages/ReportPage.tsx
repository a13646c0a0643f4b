// The report-type pages (SPEC §2.5): Sl No, Contents, Publish Date and Download. The rows are
// static samples; their files are not published yet, so Download is shown disabled.
import { FaDownload } from 'react-icons/fa6';
import { useT, pick, useLanguage } from '../../i18n';
import { usePageMeta } from '../../app/usePageMeta';
import { PAGES_NS } from '../../i18n/pages';
import { formatDate, formatNumber } from '../format';
import { PageHeader } from './PageHeader';
import { REPORTS, type ReportKind } from './documents';

export function ReportPage({ kind }: { kind: ReportKind }) {
  const { t } = useT(PAGES_NS);
  usePageMeta(t(`meta.${kind}.title`), t(`meta.${kind}.description`));
  const [language] = useLanguage();
  return (
    <>
      <PageHeader title={t(`meta.${kind}.title`)} />
      <div className="container page-body">
        <div className="table-wrap">
          <table className="data-table">
            <caption>{t('report.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('report.slNo')}</th>
                <th scope="col">{t('report.contents')}</th>
                <th scope="col">{t('report.publishDate')}</th>
                <th scope="col">{t('report.download')}</th>
              </tr>
            </thead>
            <tbody>
              {REPORTS[kind].map((row, index) => {
                const title = pick(language, row.en, row.od);
                return (
                  <tr key={row.en}>
                    <td>{formatNumber(index + 1, language)}</td>
                    <td>{title}</td>
                    <td>
                      <time dateTime={row.date}>{formatDate(row.date, language)}</time>
                    </td>
                    <td>
                      <button type="button" className="btn btn-small" disabled aria-label={t('report.downloadItem', { title })}>
                        <FaDownload aria-hidden="true" focusable="false" />
                        <span>{t('report.download')}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}
