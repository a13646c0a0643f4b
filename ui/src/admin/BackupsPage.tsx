// /oshec/admin/backups (administrators): the backups in the backup folder with their time, size
// and whether they were checked; "back up now", a check of one file, a download; the schedule's
// state. Restoring stays a terminal command, and the page says why.
import { useEffect, useId, useState } from 'react';
import useSWR from 'swr';
import { toast } from 'react-toastify';
import { ApiError, getJson, type Envelope } from '../api/client';
import { BACKUPS_PATH, backUpNow, checkBackup, downloadBackup, type Backup, type BackupShelf } from '../api/backups';
import { useLanguage } from '../i18n';
import { formatNumber, formatSize } from '../shared/format';
import { ERROR_TOAST } from './toasts';
import { useAdminT, type AdminT, useServerText } from './useAdminT';
import { dateTime } from './when';

function verdict(t: AdminT, backup: Backup): { text: string; className: string } {
  if (backup.verified === true) return { text: t('Checked, whole'), className: 'adm-badge adm-badge-on' };
  if (backup.verified === false) return { text: t('Damaged'), className: 'adm-badge adm-badge-off' };
  return { text: t('Not checked'), className: 'adm-badge adm-badge-scheduled' };
}

export default function BackupsPage() {
  const t = useAdminT();
  const fromServer = useServerText();
  const [language] = useLanguage();
  const ids = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const { data, error, isLoading, mutate } = useSWR<Envelope<BackupShelf>, Error>(BACKUPS_PATH, getJson);
  useEffect(() => {
    document.title = `${t('Backups')} – OSHEC`;
  }, [t]);
  const shelf = data?.data;

  const act = async (what: string, work: () => Promise<string>) => {
    if (busy) return;
    setBusy(what);
    setSaid('');
    try {
      const message = await work();
      // Said once, in the page's status line (a toast too would be read out twice).
      setSaid(message);
      await mutate();
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) {
        const message = fromServer(e, 'Failed to submit data.');
        setSaid(message);
        toast.error(message, ERROR_TOAST);
      }
    }
    setBusy(null);
  };

  const onBackUp = () =>
    act('run', async () => {
      await backUpNow();
      return t('The backup was written and checked.');
    });
  const onCheck = (name: string) =>
    act(`check:${name}`, async () => {
      const answer = await checkBackup(name);
      return answer.data?.verified ? t('{{name}} is whole.', { name }) : t('{{name}} is damaged: it cannot be restored.', { name });
    });
  const onDownload = (name: string) =>
    act(`download:${name}`, async () => {
      await downloadBackup(name);
      return t('{{name}} is downloading.', { name });
    });

  let rows;
  if (error) {
    rows = (
      <tr>
        <td colSpan={4} className="adm-form-error">{fromServer(error)}</td>
      </tr>
    );
  } else if (isLoading && !shelf) {
    rows = (
      <tr>
        <td colSpan={4}>{t('Loading…')}</td>
      </tr>
    );
  } else if (!shelf?.items.length) {
    rows = (
      <tr>
        <td colSpan={4}>{t('No backups yet.')}</td>
      </tr>
    );
  } else {
    rows = shelf.items.map((b) => {
      const state = verdict(t, b);
      return (
        <tr key={b.name}>
          <td className="adm-col-date" data-label={t('Made')}>
            <div>
              <time dateTime={b.createdAt}>{dateTime(b.createdAt, language)}</time>
              <div className="adm-hint">{b.name}</div>
            </div>
          </td>
          <td className="adm-col-num" data-label={t('Size')}>{formatSize(b.bytes, language)}</td>
          <td data-label={t('Check')}>
            <div>
              <span className={state.className}>{state.text}</span>
              {b.checkedAt && (
                <div className="adm-hint">
                  {dateTime(b.checkedAt, language)}
                  {b.records != null && ` · ${t('{{count}} records', { count: formatNumber(b.records, language) })}`}
                </div>
              )}
            </div>
          </td>
          <td data-label={t('Action')}>
            <div className="adm-row">
              <button
                type="button"
                className="adm-button adm-secondary"
                aria-label={t('Download {{name}}', { name: b.name })}
                disabled={busy !== null}
                onClick={() => onDownload(b.name)}
              >
                {t('Download')}
              </button>
              <button
                type="button"
                className="adm-button adm-secondary"
                aria-label={t('Check {{name}} again', { name: b.name })}
                disabled={busy !== null}
                onClick={() => onCheck(b.name)}
              >
                {busy === `check:${b.name}` ? t('Checking…') : t('Check again')}
              </button>
            </div>
          </td>
        </tr>
      );
    });
  }

  return (
    <>
      <h1>{t('Backups')}</h1>
      <section className="adm-card" aria-labelledby={`${ids}-schedule`}>
        <h2 id={`${ids}-schedule`}>{t('Schedule')}</h2>
        {shelf && !shelf.scheduled && (
          <p>{t('No backup folder is set, so the server makes no backups on its own. The IT officer sets backup_dir in oshec.toml and restarts the server.')}</p>
        )}
        {shelf?.scheduled && (
          <dl className="adm-facts">
            <dt>{t('Folder')}</dt>
            <dd>{shelf.folder}</dd>
            <dt>{t('Every')}</dt>
            <dd>{t('{{hours}} hours, keeping the newest {{keep}}', { hours: formatNumber(shelf.everyHours, language), keep: formatNumber(shelf.keep, language) })}</dd>
            <dt>{t('Last good backup')}</dt>
            <dd>{shelf.lastGoodAt ? dateTime(shelf.lastGoodAt, language) : t('None yet')}</dd>
            <dt>{t('Next one due')}</dt>
            <dd>{shelf.nextDueAt ? dateTime(shelf.nextDueAt, language) : '–'}</dd>
          </dl>
        )}
        <div className="adm-row">
          <button type="button" className="adm-button adm-primary" disabled={busy !== null || !shelf?.scheduled} onClick={onBackUp}>
            {busy === 'run' ? t('Backing up…') : t('Back up now')}
          </button>
        </div>
        <p className="adm-hint">
          {t('Restoring replaces the database the running server uses, so it is done from the server’s terminal: stop the service, run oshec restore with the file, start the service.')}
        </p>
        <p role="status" className="adm-hint">{said}</p>
      </section>
      <section className="adm-card adm-table-card" aria-labelledby={`${ids}-files`}>
        <h2 id={`${ids}-files`}>{t('Backups in the folder')}</h2>
        <div className="adm-table-wrap" role="region" aria-labelledby={`${ids}-files`} tabIndex={0}>
          <table className="adm-table adm-backups">
            <thead>
              <tr>
                <th scope="col" className="adm-col-date">{t('Made')}</th>
                <th scope="col" className="adm-col-num">{t('Size')}</th>
                <th scope="col">{t('Check')}</th>
                <th scope="col">{t('Action')}</th>
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
      </section>
    </>
  );
}
