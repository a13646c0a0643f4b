// The feedback inbox: visitors' messages, newest first, a page at a time, filtered by status
// and assignee; each with its status, assignee, internal notes and reply (docs/feedback.md),
// a form to handle it, and a read/unread switch; the whole inbox as a CSV download.
import { useId, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { toast } from 'react-toastify';
import { getJson } from '../api/client';
import {
  downloadCsv,
  FEEDBACK_STATUSES,
  inboxKey,
  markRead,
  updateFeedback,
  type Assignee,
  type FeedbackMessage,
  type FeedbackPage,
  type FeedbackStatus,
  type FeedbackUpdate,
} from '../api/feedback';
import { useAdminT, useServerText, type AdminT } from './useAdminT';
import { useLanguage } from '../i18n';
import { formatNumber } from '../shared/format';
import { dateTime } from './when';
import { ERROR_TOAST } from './toasts';
import Pagination from './Pagination';

const DEFAULT_SIZE = 20;

/** The words a person reads for each status. */
export const STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  inProgress: 'In progress',
  replied: 'Replied',
  closed: 'Closed',
};

/** What the form changes: only the parts that differ from the message, and what was written. */
export function changesOf(
  item: Pick<FeedbackMessage, 'feedbackId' | 'status' | 'assigneeId'>,
  form: { status: FeedbackStatus; assignee: string; note: string; reply: string },
): FeedbackUpdate | null {
  const update: FeedbackUpdate = { feedbackId: item.feedbackId };
  const reply = form.reply.trim();
  const note = form.note.trim();
  if (reply) update.reply = reply;
  if (note) update.note = note;
  // A reply marks the message replied unless another status was chosen on purpose.
  if (form.status !== item.status) update.status = form.status;
  const assignee = form.assignee === '' ? null : Number(form.assignee);
  if (assignee !== item.assigneeId) update.assigneeId = assignee;
  return Object.keys(update).length > 1 ? update : null;
}

/** The options of a status select, one a feedback status. */
function StatusOptions({ t }: { t: AdminT }) {
  return FEEDBACK_STATUSES.map((s) => (
    <option key={s} value={s}>
      {t(STATUS_LABELS[s])}
    </option>
  ));
}

/** The options of an assignee select, one an account that may handle feedback. */
function AssigneeOptions({ assignees }: { assignees: Assignee[] }) {
  return assignees.map((a) => (
    <option key={a.adminId} value={String(a.adminId)}>
      {a.email}
    </option>
  ));
}

function HandleForm({ item, assignees, onSaved }: { item: FeedbackMessage; assignees: Assignee[]; onSaved: (saved: FeedbackMessage) => void }) {
  const t = useAdminT();
  const said = useServerText();
  const ids = useId();
  const [status, setStatus] = useState<FeedbackStatus>(item.status);
  const [assignee, setAssignee] = useState(item.assigneeId == null ? '' : String(item.assigneeId));
  const [note, setNote] = useState('');
  const [reply, setReply] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState('');

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const update = changesOf(item, { status, assignee, note, reply });
    if (!update) {
      setProblem(t('Nothing to save: change the status or the assignee, or write a note or a reply.'));
      return;
    }
    setSaving(true);
    setProblem('');
    try {
      const saved = await updateFeedback(update);
      setNote('');
      setReply('');
      if (saved.data) {
        setStatus(saved.data.status);
        onSaved(saved.data);
      }
      toast.success(t('Saved.'));
    } catch (err) {
      setProblem(said(err, 'Failed to submit data.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="adm-handle" onSubmit={save} aria-label={t('Handle the message {{subject}}', { subject: item.subject })}>
      <div className="adm-row">
        <div className="adm-field">
          <label htmlFor={`${ids}-status`}>{t('Status')}</label>
          <select id={`${ids}-status`} value={status} onChange={(e) => setStatus(e.target.value as FeedbackStatus)}>
            <StatusOptions t={t} />
          </select>
        </div>
        <div className="adm-field">
          <label htmlFor={`${ids}-assignee`}>{t('Assigned to')}</label>
          <select id={`${ids}-assignee`} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
            <option value="">{t('Nobody')}</option>
            <AssigneeOptions assignees={assignees} />
          </select>
        </div>
      </div>
      <div className="adm-field">
        <label htmlFor={`${ids}-note`}>{t('Internal note (not sent to the visitor)')}</label>
        <textarea id={`${ids}-note`} rows={2} maxLength={5000} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="adm-field">
        <label htmlFor={`${ids}-reply`}>{t('Reply to the visitor')}</label>
        <textarea id={`${ids}-reply`} rows={4} maxLength={5000} value={reply} onChange={(e) => setReply(e.target.value)} />
      </div>
      {problem && (
        <p className="adm-form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="adm-button adm-primary" disabled={saving}>
        {t(reply.trim() ? 'Send the reply and save' : 'Save')}
      </button>
    </form>
  );
}


export default function FeedbackInbox() {
  const t = useAdminT();
  const said = useServerText();
  const [language] = useLanguage();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_SIZE);
  const [busy, setBusy] = useState<number | null>(null);
  const [status, setStatus] = useState<FeedbackStatus | ''>('');
  const [assigneeId, setAssigneeId] = useState('');
  const filterIds = useId();
  const filter = { status, assigneeId: assigneeId === '' ? null : Number(assigneeId) };
  const { data, error, isLoading, mutate } = useSWR<FeedbackPage>(inboxKey(page, size, filter), getJson);
  const assignees = data?.assignees ?? [];
  const nameOf = (id: number | null) => assignees.find((a) => a.adminId === id)?.email ?? (id == null ? '' : `#${formatNumber(id, language)}`);
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / size));
  // A message as an older server answers it (no handling yet) reads as new and unassigned.
  const items: FeedbackMessage[] = (data?.data ?? []).map((item) => ({
    ...item,
    status: item.status in STATUS_LABELS ? item.status : 'new',
    assigneeId: item.assigneeId ?? null,
    notes: item.notes ?? [],
    reply: item.reply ?? null,
  }));

  const toggle = async (id: number, read: boolean) => {
    setBusy(id);
    try {
      await markRead(id, read);
      await mutate();
    } catch (e) {
      toast.error(said(e, 'Failed to submit data.'), ERROR_TOAST);
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
      <section className="adm-card" aria-labelledby={`${filterIds}-filters`}>
        <h2 id={`${filterIds}-filters`}>{t('Filter')}</h2>
        <div className="adm-row adm-filters">
          <div className="adm-field">
            <label htmlFor={`${filterIds}-status`}>{t('Status')}</label>
            <select
              id={`${filterIds}-status`}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as FeedbackStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t('All')}</option>
              <StatusOptions t={t} />
            </select>
          </div>
          <div className="adm-field">
            <label htmlFor={`${filterIds}-assignee`}>{t('Assigned to')}</label>
            <select
              id={`${filterIds}-assignee`}
              value={assigneeId}
              onChange={(e) => {
                setAssigneeId(e.target.value);
                setPage(1);
              }}
            >
              <option value="">{t('Anyone')}</option>
              <AssigneeOptions assignees={assignees} />
            </select>
          </div>
        </div>
      </section>
      <section className="adm-card adm-table-card" aria-labelledby="feedback-table-title">
        <div className="adm-inbox-bar">
          <h2 id="feedback-table-title">{t('{{unread}} unread of {{total}}', { unread: formatNumber(data?.unread ?? 0, language), total: formatNumber(total, language) })}</h2>
          <button type="button" className="adm-button" onClick={exportCsv} disabled={total === 0}>
            {t('Download CSV')}
          </button>
        </div>
        {error ? (
          <p className="adm-form-error" role="alert">
            {t('The inbox could not be loaded.')} {said(error)}
          </p>
        ) : isLoading && !data ? (
          <p role="status">{t('Loading…')}</p>
        ) : items.length === 0 ? (
          <p>{status || assigneeId ? t('No message matches these filters.') : t('No feedback yet.')}</p>
        ) : (
          <ul className="adm-inbox">
            {items.map((item) => (
              <li key={item.feedbackId} className={item.isRead ? 'adm-message' : 'adm-message adm-unread'}>
                <article aria-labelledby={`feedback-${item.feedbackId}-subject`}>
                  <header>
                    <h3 id={`feedback-${item.feedbackId}-subject`}>
                      {!item.isRead && <span className="adm-badge adm-badge-on">{t('Unread')}</span>}{' '}
                      <span className={`adm-status-badge adm-feedback-${item.status}`}>{t(STATUS_LABELS[item.status])}</span> {item.subject}
                    </h3>
                    <p className="adm-muted">
                      {t('Sender')}: {item.name} &lt;{item.email}&gt;
                      {item.phone && ` · ${item.phone}`} · {t('Received')}: <time dateTime={item.receivedAt}>{dateTime(item.receivedAt, language)}</time>
                    </p>
                  </header>
                  <p className="adm-message-text">{item.message}</p>
                  <p className="adm-muted">
                    {t('Assigned to')}: {item.assigneeId == null ? t('Nobody') : nameOf(item.assigneeId)}
                  </p>
                  {item.reply && (
                    <div className="adm-reply">
                      <h4>{t('The reply')}</h4>
                      <p className="adm-muted">
                        {item.reply.by}, <time dateTime={item.reply.at}>{dateTime(item.reply.at, language)}</time>
                      </p>
                      <p className="adm-message-text">{item.reply.text}</p>
                      <p className={item.reply.mailed ? 'adm-muted' : 'adm-warning'} role="note">
                        {item.reply.mailed
                          ? t('The reply was sent to {{email}} by e-mail.', { email: item.email })
                          : t('The reply is kept here but was not sent: no mail server is set up. Answer the visitor by e-mail or phone.')}
                      </p>
                    </div>
                  )}
                  {item.notes.length > 0 && (
                    <div className="adm-notes">
                      <h4>{t('Internal notes')}</h4>
                      <ul>
                        {item.notes.map((n, i) => (
                          <li key={i}>
                            <span className="adm-muted">
                              {n.by}, <time dateTime={n.at}>{dateTime(n.at, language)}</time>:
                            </span>{' '}
                            {n.text}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  <details className="adm-handle-box">
                    <summary>{t('Handle: status, assignee, note, reply')}</summary>
                    <HandleForm item={item} assignees={assignees} onSaved={() => void mutate()} />
                  </details>
                  <div className="adm-row-actions">
                    <a
                      className="adm-button"
                      href={`mailto:${item.email}?subject=${encodeURIComponent(`Re: ${item.subject}`)}`}
                      aria-label={t('Write to {{name}} from your own e-mail', { name: item.name })}
                    >
                      {t('Write from your e-mail')}
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
