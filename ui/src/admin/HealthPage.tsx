import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import { toast } from 'react-toastify';
import { getJson, type Envelope } from '../api/client';
import { checkNow, HEALTH_CHECKS, HEALTH_REPORT_PATH, markReviewed, type Finding, type HealthCheck, type HealthReport } from '../api/health';
import { useLanguage, type Language } from '../i18n';
import { formatNumber, localDigits } from '../shared/format';
import { ENTITIES } from './entities';
import { ERROR_TOAST } from './toasts';
import { labelOf, useAdminT, type AdminT, useServerText } from './useAdminT';
import { dateTime } from './when';
import { itemLink } from './Welcome';
import { CHECK_LABELS } from './healthLabels';

const iso = (ms: number) => new Date(ms).toISOString();

/** What is wrong, in the reader's language, from the finding's fields. */
export function problemOf(t: AdminT, check: HealthCheck, f: Finding, language: Language): string {
  switch (check) {
    case 'brokenLinks': {
      const what =
        f.status !== undefined
          ? t('answers {{status}}', { status: localDigits(String(f.status), language) })
          : f.error?.startsWith('did not answer')
            ? t('did not answer in time')
            : t('could not be reached');
      const moved = f.redirectedTo ? ` ${t('(redirected to {{url}})', { url: f.redirectedTo })}` : '';
      return `${what}${moved}`;
    }
    case 'textlessDocuments':
      return t('No page carries text: it looks scanned. Upload a PDF saved from the original, or one with recognised text.');
    case 'missingLanguage':
      return t('Empty in one language, or the same in both.');
    case 'missingAltText':
      return t('The image has no description, or a file name for one.');
    case 'dueForReview':
      return f.lastReviewedAt
        ? t('Last saved or reviewed {{when}}.', { when: dateTime(iso(f.lastReviewedAt), language) })
        : t('Never saved or reviewed since dates were kept.');
    case 'starterContent':
      return t("Unchanged since the site was set up: replace it with the council's own, or switch it off.");
    case 'untitledVideos':
      return t('No title in either language: visitors see only its place ("Video {{n}} of {{total}}").', {
        n: formatNumber(1, language),
        total: formatNumber(2, language),
      });
    case 'placeholderContacts':
      return t('A placeholder of the starter content: visitors would write to it or call it.');
  }
}

/** A field as its item's form labels it ("Title (Odia)"), in the reader's language; the field's
 *  own name where the form has none (such as a Markdown page's body). */
export function fieldLabelOf(t: AdminT, entity: string, field: string): string {
  const found = ENTITIES.find((d) => d.key === entity)
    ?.rows.flat()
    .find((f) => f.name === field);
  return found ? labelOf(t, found.label, found.lang) : field;
}

/** /oshec/admin/health: what a GIGW audit would find, each finding linking to its item. */
export default function HealthPage() {
  const t = useAdminT();
  const said = useServerText();
  const [language] = useLanguage();
  const { data, error, isLoading, mutate } = useSWR<Envelope<HealthReport>, Error>(HEALTH_REPORT_PATH, getJson);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  useEffect(() => {
    document.title = `${t('Site health')} – OSHEC`;
  }, [t]);
  const report = data?.data;

  const runCheck = async () => {
    setChecking(true);
    setStatus(t('Checking every link; this can take a minute…'));
    try {
      const answer = await checkNow();
      await mutate(answer, { revalidate: false });
      setStatus(t('Checked.'));
    } catch (e) {
      setStatus('');
      toast.error(said(e, 'Failed to submit data.'), ERROR_TOAST);
    } finally {
      setChecking(false);
    }
  };
  const reviewed = async (f: Finding) => {
    const key = `${f.entity}/${f.id}`;
    setBusy(key);
    try {
      await markReviewed(f.entity, f.id);
      toast.success(t('Marked reviewed.'));
      await mutate();
    } catch (e) {
      toast.error(said(e, 'Failed to submit data.'), ERROR_TOAST);
    } finally {
      setBusy(null);
    }
  };
  const kind = (entity: string) => t(ENTITIES.find((e) => e.key === entity)?.navLabel ?? entity);
  const name = (f: Finding) => (language === 'od' ? f.titleOd || f.title : f.title || f.titleOd) || `#${localDigits(String(f.id), language)}`;

  return (
    <>
      <section className="adm-card" aria-labelledby="health-title">
        <h1 id="health-title">{t('Site health')}</h1>
        <p>{t('What a GIGW audit would find in the content. Open an item to fix it; links are checked every day and when you press Check now.')}</p>
        <p className="adm-muted">
          {report?.checkedAt
            ? t('Links last checked {{when}}.', { when: dateTime(iso(report.checkedAt), language) })
            : t('Links have not been checked yet.')}
        </p>
        <div className="adm-row-actions">
          <button type="button" className="adm-button adm-primary" onClick={() => void runCheck()} disabled={checking}>
            {checking ? t('Checking…') : t('Check now')}
          </button>
        </div>
        <p role="status" className="adm-muted">
          {status}
        </p>
      </section>
      {error ? (
        <p className="adm-form-error" role="alert">
          {t('The report could not be loaded.')} {said(error)}
        </p>
      ) : isLoading && !report ? (
        <p role="status">{t('Loading…')}</p>
      ) : (
        report &&
        HEALTH_CHECKS.map((check) => {
          const findings = report[check] ?? [];
          const id = `health-${check}`;
          return (
            <section key={check} className="adm-card adm-health" aria-labelledby={id}>
              <h2 id={id}>
                {t(CHECK_LABELS[check].title)} <span className="adm-badge">{formatNumber(findings.length, language)}</span>
              </h2>
              {findings.length === 0 ? (
                <p className="adm-muted">{t(CHECK_LABELS[check].empty)}</p>
              ) : (
                <ul className="adm-health-list">
                  {findings.map((f, i) => {
                    const to = itemLink(f.entity, f.id);
                    return (
                      <li key={`${f.entity}/${f.id}/${f.field ?? ''}/${f.url ?? ''}/${i}`}>
                        {to ? <Link to={to}>{name(f)}</Link> : name(f)} <span className="adm-muted">({kind(f.entity)})</span>
                        <br />
                        {f.url && (
                          <>
                            <span className="adm-health-url">{f.url}</span>{' '}
                          </>
                        )}
                        {problemOf(t, check, f, language)}
                        {f.field && check !== 'dueForReview' && (
                          <span className="adm-muted">
                            {' '}
                            {t('Field')}: {fieldLabelOf(t, f.entity, f.field)}
                          </span>
                        )}
                        {check === 'dueForReview' && (
                          <>
                            {' '}
                            <button
                              type="button"
                              className="adm-button"
                              disabled={busy === `${f.entity}/${f.id}`}
                              onClick={() => void reviewed(f)}
                              aria-label={t('Mark {{name}} reviewed', { name: name(f) })}
                            >
                              {t('Mark reviewed')}
                            </button>
                          </>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          );
        })
      )}
    </>
  );
}
