import { useEffect, useId, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { auditListPath, type AuditPage } from '../api/account';
import { getJson, type Envelope } from '../api/client';
import { countsOf, HEALTH_CHECKS, HEALTH_REPORT_PATH, type HealthReport } from '../api/health';
import { formatNumber } from '../shared/format';
import { expiringPath, MINE_PATH, QUEUE_PATH, type ExpiringItem, type QueueItem } from '../api/workflow';
import { useLanguage } from '../i18n';
import { actionLabel } from './activityLabels';
import { CHECK_LABELS } from './healthLabels';
import { ENTITIES } from './entities';
import { STAGE_LABELS, stageOf } from './rows';
import { useAdminT } from './useAdminT';
import { useRole } from './useRole';
import { dateTime, dayText } from './when';

/** `?item=<entity>/<id>` (the link in a workflow e-mail): where that item is edited. */
/** An item's title in `language`: its Odia title in Odia when it has one, else its English title. */
export function itemTitle(item: { title: string; titleOd?: string }, language: 'en' | 'od'): string {
  return language === 'od' && item.titleOd ? item.titleOd : item.title;
}

export function linkedItem(item: string | null): string | null {
  const m = item ? /^([A-Za-z]+)\/(\d+)$/.exec(item) : null;
  return m ? itemLink(m[1], Number(m[2])) : null;
}

/** Where an item of the workflow's lists is edited: its kind's page, opened on it. */
export function itemLink(entity: string, id: number): string | null {
  const desc = ENTITIES.find((e) => e.key === entity);
  return desc ? `/oshec/admin/${desc.route}?edit=${id}` : null;
}
const kindOf = (entity: string): string => ENTITIES.find((e) => e.key === entity)?.navLabel ?? entity;

/** One card of the dashboard: its list, or what to say when it is empty or failed. */
function Card({ title, empty, error, count, children }: { title: string; empty: string; error?: unknown; count: number | undefined; children: ReactNode }) {
  const t = useAdminT();
  const id = useId();
  return (
    <section className="adm-card adm-dash-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {error ? (
        <p className="adm-form-error">{t('This list could not be loaded.')}</p>
      ) : count === undefined ? (
        <p className="adm-muted">{t('Loading…')}</p>
      ) : count === 0 ? (
        <p className="adm-muted">{empty}</p>
      ) : (
        children
      )}
    </section>
  );
}

/** /oshec/admin: the dashboard, by role (docs/roles.md, docs/workflow.md). */
export default function Welcome() {
  const [params] = useSearchParams();
  const linked = linkedItem(params.get('item'));
  return linked ? <Navigate to={linked} replace /> : <Dashboard />;
}

function Dashboard() {
  const t = useAdminT();
  const [language] = useLanguage();
  const { can, mustChange } = useRole();
  useEffect(() => {
    document.title = `${t('Dashboard')} – OSHEC`;
  }, [t]);
  const on = !mustChange;
  const queue = useSWR<Envelope<QueueItem[]>, Error>(on && can.review ? QUEUE_PATH : null, getJson);
  const mine = useSWR<Envelope<QueueItem[]>, Error>(on ? MINE_PATH : null, getJson);
  const week = useSWR<Envelope<ExpiringItem[]>, Error>(on ? expiringPath(7) : null, getJson);
  const fortnight = useSWR<Envelope<ExpiringItem[]>, Error>(on ? expiringPath(14) : null, getJson);
  const recent = useSWR<AuditPage, Error>(on && can.activity ? auditListPath({ page: 1, size: 10 }) : null, getJson);
  const health = useSWR<Envelope<HealthReport>, Error>(on && can.review ? HEALTH_REPORT_PATH : null, getJson);
  const counts = countsOf(health.data?.data);
  const found = counts ? HEALTH_CHECKS.reduce((n, c) => n + counts[c], 0) : undefined;
  const soon = new Set((week.data?.data ?? []).map((i) => `${i.entity}/${i.id}`));
  const later = fortnight.data?.data?.filter((i) => !soon.has(`${i.entity}/${i.id}`));

  /** An item's link, named by its title in the reader's language (the English one when it has no Odia). */
  const title = (entity: string, id: number, item: { title: string; titleOd?: string }) => {
    const to = itemLink(entity, id);
    const name = itemTitle(item, language) || `#${formatNumber(id, language)}`;
    return to ? <Link to={to}>{name}</Link> : name;
  };
  const expiring = (items: ExpiringItem[]) => (
    <ul className="adm-dash-list">
      {items.map((i) => (
        <li key={`${i.entity}/${i.id}`}>
          {title(i.entity, i.id, i)} <span className="adm-muted">({t(kindOf(i.entity))})</span>
          <br />
          {t('Valid until {{day}}', { day: dayText(i.validUntil, language) })}
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <section className="adm-card adm-welcome" aria-labelledby="welcome-title">
        <h1 id="welcome-title">{t('Welcome to the Odisha State Higher Education Council')}</h1>
        <p>{t('Choose a section in the menu to add, edit, activate or deactivate what the public website shows.')}</p>
      </section>
      <div className="adm-dash">
        {can.review && (
          <Card title={t('Awaiting your review')} empty={t('Nothing awaits review.')} error={queue.error} count={queue.data?.data?.length}>
            <ul className="adm-dash-list">
              {queue.data?.data?.map((i) => (
                <li key={`${i.entity}/${i.id}`}>
                  {title(i.entity, i.id, i)} <span className="adm-muted">({t(kindOf(i.entity))})</span>
                  <br />
                  {t('Submitted by {{who}}, {{when}}', { who: i.submittedBy, when: dateTime(i.submittedAt, language) })}
                </li>
              ))}
            </ul>
          </Card>
        )}
        <Card title={t('Your drafts and returned items')} empty={t('You have no drafts.')} error={mine.error} count={mine.data?.data?.length}>
          <ul className="adm-dash-list">
            {mine.data?.data?.map((i) => (
              <li key={`${i.entity}/${i.id}`}>
                {title(i.entity, i.id, i)} <span className="adm-muted">({t(kindOf(i.entity))})</span>{' '}
                <span className={`adm-badge adm-stage adm-stage-${stageOf(i)}`}>{t(STAGE_LABELS[stageOf(i)])}</span>
                {i.comment && stageOf(i) === 'draft' && (
                  <p className="adm-return-comment">
                    <strong>{t('Returned with a comment')}:</strong> {i.comment}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t('Expires within 7 days')} empty={t('Nothing expires within 7 days.')} error={week.error} count={week.data?.data?.length}>
          {expiring(week.data?.data ?? [])}
        </Card>
        <Card title={t('Expires in 8 to 14 days')} empty={t('Nothing else expires within 14 days.')} error={fortnight.error} count={later?.length}>
          {expiring(later ?? [])}
        </Card>
        {can.review && (
          <Card title={t('Site health')} empty={t('The site is healthy: nothing to fix.')} error={health.error} count={found}>
            <ul className="adm-dash-list">
              {HEALTH_CHECKS.filter((c) => (counts?.[c] ?? 0) > 0).map((c) => (
                <li key={c}>
                  <Link to={`/oshec/admin/health#health-${c}`}>{t(CHECK_LABELS[c].title)}</Link>: {formatNumber(counts?.[c] ?? 0, language)}
                </li>
              ))}
            </ul>
            <p>
              <Link to="/oshec/admin/health">{t('Open the site health page')}</Link>
            </p>
          </Card>
        )}
        {can.activity && (
          <Card title={t('Recent changes')} empty={t('No changes yet.')} error={recent.error} count={recent.data?.data?.length}>
            <ul className="adm-dash-list">
              {recent.data?.data?.map((e) => (
                <li key={e.auditId}>
                  <time dateTime={e.at}>{dateTime(e.at, language)}</time>: {e.admin}, {actionLabel(t, e.action)}
                  {e.entity && <> ({t(kindOf(e.entity))}{e.recordId !== null && e.recordId !== undefined ? ` #${e.recordId}` : ''})</>}
                </li>
              ))}
            </ul>
            <p>
              <Link to="/oshec/admin/activity">{t('All activity')}</Link>
            </p>
          </Card>
        )}
      </div>
    </>
  );
}
