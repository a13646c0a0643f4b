import { useEffect, useId, useState } from 'react';
import useSWR from 'swr';
import { getJson } from '../api/client';
import { ADMINS_PATH, auditListPath, type AdminAccount, type AuditEntry, type AuditPage } from '../api/account';
import type { Envelope } from '../api/client';
import { ENTITIES } from './entities';
import { useAdminT, type AdminT, useServerText } from './useAdminT';
import { dateTime } from './when';
import DateField from './DateField';
import { isDate } from './validation';
import { useLanguage } from '../i18n';
import { formatNumber } from '../shared/format';
import { actionLabel, fieldLabel, valueLabel } from './activityLabels';

const PAGE_SIZE = 20;

export { ACTIONS } from './activityLabels';

/** Content types by the server's name, plus the other things entries are about. */
const OTHER_KINDS: ReadonlyArray<readonly [string, string]> = [
  ['session', 'Sessions'],
  ['administrator', 'Administrators'],
  ['database', 'Database'],
  ['feedback', 'Feedback'],
];

function kindLabel(t: AdminT, entity: string): string {
  const desc = ENTITIES.find((d) => d.key === entity);
  if (desc) return t(desc.navLabel);
  const other = OTHER_KINDS.find(([key]) => key === entity);
  return other ? t(other[1]) : entity;
}

function whoLabel(t: AdminT, admin: string): string {
  if (admin === 'terminal') return t('Server terminal');
  if (admin === 'system') return t('The server itself');
  return admin;
}

const clip = (v: string | null): string => (v === null ? '–' : v.length > 80 ? `${v.slice(0, 80)}…` : v);

export function Changes({ entry, t }: { entry: AuditEntry; t: AdminT }) {
  if (entry.changes.length === 0) return null;
  return (
    <ul className="adm-changes">
      {entry.changes.map((c) => {
        const [field, before, after] = [fieldLabel(t, entry.entity, c.field), valueLabel(t, c.before), valueLabel(t, c.after)];
        return (
          <li key={c.field} title={`${field}: ${before ?? '–'} → ${after ?? '–'}`}>
            <span className="adm-change-field">{field}</span>: {clip(before)} → {clip(after)}
          </li>
        );
      })}
    </ul>
  );
}

/** /oshec/admin/activity: the audit trail, newest first, filtered and paged on the server. */
export default function ActivityPage() {
  const t = useAdminT();
  const said = useServerText();
  const [language] = useLanguage();
  const ids = useId();
  const [page, setPage] = useState(1);
  const [admin, setAdmin] = useState('');
  const [entity, setEntity] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  useEffect(() => {
    document.title = `${t('Activity')} – OSHEC`;
  }, [t]);

  // A half-chosen day filters nothing until it is whole.
  const key = auditListPath({
    page,
    size: PAGE_SIZE,
    admin,
    entity,
    from: isDate(from) ? from : '',
    to: isDate(to) ? to : '',
  });
  const { data, error, isLoading } = useSWR<AuditPage, Error>(key, getJson, { keepPreviousData: true });
  const { data: admins } = useSWR<Envelope<AdminAccount[]>, Error>(ADMINS_PATH, getJson);
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filter = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };

  let body;
  if (error) {
    body = (
      <tr>
        <td colSpan={7} className="adm-form-error">{said(error)}</td>
      </tr>
    );
  } else if (isLoading && !data) {
    body = (
      <tr>
        <td colSpan={7}>{t('Loading…')}</td>
      </tr>
    );
  } else if (!data?.data?.length) {
    body = (
      <tr>
        <td colSpan={7}>{t('Nothing here yet.')}</td>
      </tr>
    );
  } else {
    body = data.data.map((entry) => (
      <tr key={entry.auditId}>
        <td className="adm-col-date" data-label={t('When')}>
          <time dateTime={entry.at}>{dateTime(entry.at, language)}</time>
        </td>
        <td data-label={t('Administrator')}>{whoLabel(t, entry.admin)}</td>
        <td data-label={t('Action')}>{actionLabel(t, entry.action)}</td>
        <td data-label={t('Content type')}>{kindLabel(t, entry.entity)}</td>
        <td className="adm-col-num" data-label={t('Item')}>
          {entry.recordId == null ? '' : formatNumber(entry.recordId, language)}
        </td>
        <td data-label={t('Changes')}>
          <Changes entry={entry} t={t} />
        </td>
        <td data-label={t('Address')}>{entry.address ?? ''}</td>
      </tr>
    ));
  }

  return (
    <>
      <h1>{t('Activity')}</h1>
      <section className="adm-card" aria-labelledby={`${ids}-filters`}>
        <h2 id={`${ids}-filters`}>{t('Filter')}</h2>
        <div className="adm-row adm-filters">
          <div className="adm-field">
            <label htmlFor={`${ids}-admin`}>{t('Administrator')}</label>
            <select id={`${ids}-admin`} value={admin} onChange={(e) => filter(setAdmin)(e.target.value)}>
              <option value="">{t('All')}</option>
              {(admins?.data ?? []).map((a) => (
                <option key={a.email} value={a.email}>
                  {a.email}
                </option>
              ))}
              <option value="terminal">{t('Server terminal')}</option>
              <option value="system">{t('The server itself')}</option>
            </select>
          </div>
          <div className="adm-field">
            <label htmlFor={`${ids}-entity`}>{t('Content type')}</label>
            <select id={`${ids}-entity`} value={entity} onChange={(e) => filter(setEntity)(e.target.value)}>
              <option value="">{t('All')}</option>
              {ENTITIES.map((d) => (
                <option key={d.key} value={d.key}>
                  {t(d.navLabel)}
                </option>
              ))}
              {OTHER_KINDS.map(([key, label]) => (
                <option key={key} value={key}>
                  {t(label)}
                </option>
              ))}
            </select>
          </div>
          <div className="adm-field">
            <DateField legend={t('From')} id={`${ids}-from`} value={from} onChange={filter(setFrom)} t={t} language={language} />
          </div>
          <div className="adm-field">
            <DateField legend={t('To')} id={`${ids}-to`} value={to} onChange={filter(setTo)} t={t} language={language} />
          </div>
        </div>
      </section>
      <section className="adm-card adm-table-card" aria-labelledby={`${ids}-entries`}>
        <h2 id={`${ids}-entries`}>{t('Changes and sign-ins')}</h2>
        <div className="adm-table-wrap" role="region" aria-labelledby={`${ids}-entries`} tabIndex={0}>
          <table className="adm-table adm-activity">
            <thead>
              <tr>
                <th scope="col" className="adm-col-date">{t('When')}</th>
                <th scope="col">{t('Administrator')}</th>
                <th scope="col">{t('Action')}</th>
                <th scope="col">{t('Content type')}</th>
                <th scope="col" className="adm-col-num">{t('Item')}</th>
                <th scope="col">{t('Changes')}</th>
                <th scope="col">{t('Address')}</th>
              </tr>
            </thead>
            <tbody>{body}</tbody>
          </table>
        </div>
        <nav className="adm-pagination" aria-label={t('Pagination')}>
          <span aria-live="polite">{t('Page {{page}} of {{count}} ({{total}} entries)', {
            page: formatNumber(page, language),
            count: formatNumber(pageCount, language),
            total: formatNumber(total, language),
          })}</span>
          <button type="button" className="adm-button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('Previous page')}
          </button>
          <button type="button" className="adm-button" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
            {t('Next page')}
          </button>
        </nav>
      </section>
    </>
  );
}
