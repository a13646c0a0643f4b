import { useId, useState } from 'react';
import useSWR from 'swr';
import { toast } from 'react-toastify';
import type { Row } from '../api/admin';
import { ApiError, getJson, type Envelope } from '../api/client';
import { restoreItem, revisionPath, revisionsPath, type RevisionEntry } from '../api/workflow';
import { useLanguage } from '../i18n';
import { formatNumber } from '../shared/format';
import type { EntityDesc } from './entities';
import { fieldChanges, textDiff, type FieldChange } from './history';
import { STAGE_LABELS, stageOf } from './rows';
import { ERROR_TOAST } from './toasts';
import { labelOf, useAdminT, useServerText } from './useAdminT';
import { ROLE_LABELS, useRole } from './useRole';
import { dateTime } from './when';
import type { Role } from './session';

/** Old and new text of one field, word by word: removed words struck, added ones marked. */
function TextDiff({ change }: { change: FieldChange }) {
  const t = useAdminT();
  return (
    <p className="adm-diff" lang={change.lang === 'od' ? 'or' : undefined}>
      {textDiff(change.before, change.after).map((part, i) =>
        part.removed ? (
          <del key={i}>
            <span className="visually-hidden">[{t('removed')}: </span>
            {part.value}
            <span className="visually-hidden">]</span>
          </del>
        ) : part.added ? (
          <ins key={i}>
            <span className="visually-hidden">[{t('added')}: </span>
            {part.value}
            <span className="visually-hidden">]</span>
          </ins>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </p>
  );
}

/** What changed, field by field, each field's old and new text compared word by word. */
export function FieldChanges({ changes }: { changes: FieldChange[] }) {
  const t = useAdminT();
  return (
    <dl className="adm-changes">
      {changes.map((c) => (
        <div key={c.name}>
          <dt>{labelOf(t, c.label, c.lang)}</dt>
          <dd>
            <TextDiff change={c} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An item's revisions, newest first: view one, see what it changed, restore it. */
export default function History({ desc, id, onRestored }: { desc: EntityDesc; id: number; onRestored: () => void }) {
  const t = useAdminT();
  const said = useServerText();
  const [language] = useLanguage();
  const ids = useId();
  // Asked afresh whenever the item is opened: an approval a moment ago is a new revision.
  const { data, error, mutate } = useSWR<Envelope<RevisionEntry[]>, Error>(revisionsPath(desc.key, id), getJson, {
    dedupingInterval: 0,
    revalidateOnMount: true,
  });
  const [shown, setShown] = useState<{ revision: number; compare: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const list = Array.isArray(data?.data) ? data.data : [];
  const previous = shown ? list.find((r) => r.revision < shown.revision)?.revision : undefined;
  const one = useSWR<Envelope<Row>, Error>(shown ? revisionPath(desc.key, id, shown.revision) : null, getJson);
  const before = useSWR<Envelope<Row>, Error>(shown?.compare && previous ? revisionPath(desc.key, id, previous) : null, getJson);

  const { can } = useRole();
  const restore = async (revision: number) => {
    if (busy) return;
    // Says what will become public before anything does (docs/workflow.md, restore).
    const n = formatNumber(revision, language);
    const question = can.moderate
      ? t('Restore revision {{n}}? What it says will be published and replace what visitors see now.', { n })
      : t('Restore revision {{n}} as your draft? Visitors see nothing of it until it is approved.', { n });
    if (!window.confirm(question)) return;
    setBusy(true);
    try {
      const answer = await restoreItem(desc.key, id, revision);
      if (answer.outcome === false) toast.error(said(answer, 'Failed to submit data.'), ERROR_TOAST);
      else {
        toast.success(t('Revision {{n}} restored.', { n: formatNumber(revision, language) }));
        setShown(null);
        await mutate();
        onRestored();
      }
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) toast.error(said(e, 'Failed to submit data.'), ERROR_TOAST);
    }
    setBusy(false);
  };

  const changes = shown?.compare && one.data?.data && (previous === undefined || before.data?.data)
    ? fieldChanges(desc, before.data?.data ?? {}, one.data.data)
    : null;

  return (
    <section className="adm-card adm-table-card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('History')}</h2>
      {error ? (
        <p className="adm-form-error">{t('This list could not be loaded.')}</p>
      ) : (
        <div className="adm-table-wrap" role="region" aria-labelledby={`${ids}-title`} tabIndex={0}>
          <table className="adm-table">
            <thead>
              <tr>
                <th scope="col">{t('Revision')}</th>
                <th scope="col" className="adm-col-date">{t('When')}</th>
                <th scope="col">{t('Who')}</th>
                <th scope="col">{t('Status')}</th>
                <th scope="col">{t('Action')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r, i) => (
                <tr key={r.revision}>
                  <td data-label={t('Revision')}>{formatNumber(r.revision, language)}</td>
                  <td className="adm-col-date" data-label={t('When')}>{dateTime(r.at, language)}</td>
                  <td data-label={t('Who')}>
                    {r.by}
                    {r.role in ROLE_LABELS && <span className="adm-muted"> ({t(ROLE_LABELS[r.role as Role])})</span>}
                    {r.comment && <p className="adm-muted">{r.comment}</p>}
                  </td>
                  <td data-label={t('Status')}>
                    <span className={`adm-badge adm-stage adm-stage-${stageOf(r)}`}>{t(STAGE_LABELS[stageOf(r)])}</span>
                  </td>
                  <td data-label={t('Action')} className="adm-row-actions">
                    <button type="button" className="adm-link-button" onClick={() => setShown({ revision: r.revision, compare: false })}
                      aria-label={t('View revision {{n}}', { n: formatNumber(r.revision, language) })}>
                      {t('View')}
                    </button>{' '}
                    <button type="button" className="adm-link-button" onClick={() => setShown({ revision: r.revision, compare: true })}
                      aria-label={t('What revision {{n}} changed', { n: formatNumber(r.revision, language) })}>
                      {t('Changes')}
                    </button>{' '}
                    {i > 0 && (
                      <button type="button" className="adm-link-button" disabled={busy} onClick={() => void restore(r.revision)}
                        aria-label={t('Restore revision {{n}}', { n: formatNumber(r.revision, language) })}>
                        {t('Restore this revision')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shown && (
        <div className="adm-revision" aria-live="polite">
          <h3>
            {shown.compare
              ? t('What revision {{n}} changed', { n: formatNumber(shown.revision, language) })
              : t('Revision {{n}}', { n: formatNumber(shown.revision, language) })}
          </h3>
          {shown.compare ? (
            changes === null ? (
              <p className="adm-muted">{t('Loading…')}</p>
            ) : changes.length === 0 ? (
              <p>{t('No field changed.')}</p>
            ) : (
              <FieldChanges changes={changes} />
            )
          ) : one.data?.data ? (
            <dl className="adm-changes">
              {desc.rows.flat().map((f) => (
                <div key={f.name}>
                  <dt>{labelOf(t, f.label, f.lang)}</dt>
                  <dd lang={f.lang === 'od' ? 'or' : undefined}>{String(one.data?.data?.[f.name] ?? '')}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="adm-muted">{t('Loading…')}</p>
          )}
          <button type="button" className="adm-button adm-secondary" onClick={() => setShown(null)}>
            {t('Close')}
          </button>
        </div>
      )}
    </section>
  );
}
