// The feedback inbox: visitors' messages, newest first, a page at a time, each with a reply
// link (mailto) and a read/unread switch; the whole inbox as a CSV download.
import { useState } from 'react';
import useSWR from 'swr';
import { toast } from 'react-toastify';
import { getJson } from '../api/client';
import { downloadCsv, inboxKey, markRead, type FeedbackPage } from '../api/feedback';
import { useAdminT } from './useAdminT';
import { useLanguage } from '../i18n';
import { formatNumber } from '../public/format';
import { dateTime } from './when';
import { ERROR_TOAST } from './toasts';
import Pagination from './Pagination';

const DEFAULT_SIZE = 20;


export default function FeedbackInbox() {
  const t = useAdminT();
  const [language] = useLanguage();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_SIZE);
  const [busy, setBusy] = useState<number | null>(null);
  const { data, error, isLoading, mutate } = useSWR<FeedbackPage>(inboxKey(page, size), getJson);
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const items = data?.data ?? [];

  const toggle = async (id: number, read: boolean) => {
    setBusy(id);
    try {
      await markRead(id, read);
      await mutate();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e), ERROR_TOAST);
    } finally {
      setBusy(null);
    }
  };
  const exportCsv = async () => {
    try {
      await downloadCsv();
    } catch {
      toast.error(t('The CSV file could not be made.'), ERROR_TOAST);
    }
  };

  return (
    <div className="adm-page">
      <h1>{t('Feedback')}</h1>
      <p className="adm-subtitle">{t('Feedback from visitors, newest first.')}</p>
      <section className="adm-card adm-table-card" aria-labelledby="feedback-table-title">
        <div className="adm-inbox-bar">
          <h2 id="feedback-table-title">{t('{{unread}} unread of {{total}}', { unread: formatNumber(data?.unread ?? 0, language), total: formatNumber(total, language) })}</h2>
          <button type="button" className="adm-button" onClick={exportCsv} disabled={total === 0}>
            {t('Download CSV')}
          </button>
        </div>
        {error ? (
          <p className="adm-form-error" role="alert">
            {t('The inbox could not be loaded.')} {error instanceof Error ? error.message : ''}
          </p>
        ) : isLoading && !data ? (
          <p role="status">{t('Loading…')}</p>
        ) : items.length === 0 ? (
          <p>{t('No feedback yet.')}</p>
        ) : (
          <ul className="adm-inbox">
            {items.map((item) => (
              <li key={item.feedbackId} className={item.isRead ? 'adm-message' : 'adm-message adm-unread'}>
                <article aria-labelledby={`feedback-${item.feedbackId}-subject`}>
                  <header>
                    <h3 id={`feedback-${item.feedbackId}-subject`}>
                      {!item.isRead && <span className="adm-badge adm-badge-on">{t('Unread')}</span>} {item.subject}
                    </h3>
                    <p className="adm-muted">
                      {t('Sender')}: {item.name} &lt;{item.email}&gt;
                      {item.phone && ` · ${item.phone}`} · {t('Received')}: <time dateTime={item.receivedAt}>{dateTime(item.receivedAt, language)}</time>
                    </p>
                  </header>
                  <p className="adm-message-text">{item.message}</p>
                  <div className="adm-row-actions">
                    <a
                      className="adm-button"
                      href={`mailto:${item.email}?subject=${encodeURIComponent(`Re: ${item.subject}`)}`}
                      aria-label={t('Reply to {{name}}', { name: item.name })}
                    >
                      {t('Reply')}
                    </a>
                    <button type="button" className="adm-button" disabled={busy === item.feedbackId} onClick={() => toggle(item.feedbackId, !item.isRead)}>
                      {t(item.isRead ? 'Mark as unread' : 'Mark as read')}
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
        {total > 0 && (
          <Pagination
            id="feedback"
            page={page}
            pageCount={pageCount}
            from={(page - 1) * size + 1}
            to={Math.min(page * size, total)}
            total={total}
            size={size}
            onPage={setPage}
            onSize={(s) => {
              setSize(s);
              setPage(1);
            }}
          />
        )}
      </section>
    </div>
  );
}
