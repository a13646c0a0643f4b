// Site health (docs/health.md): the report, a check run now, and marking an item reviewed.
import { request, type Envelope } from './client';

export const HEALTH_REPORT_PATH = '/health/report';

export const HEALTH_CHECKS = [
  'brokenLinks',
  'textlessDocuments',
  'missingLanguage',
  'missingAltText',
  'dueForReview',
  'starterContent',
  'untitledVideos',
  'placeholderContacts',
] as const;
export type HealthCheck = (typeof HEALTH_CHECKS)[number];

export interface Finding {
  entity: string;
  id: number;
  title: string;
  titleOd: string;
  field?: string;
  detail: string;
  url?: string;
  status?: number;
  error?: string;
  redirectedTo?: string;
  lastReviewedAt?: number;
}

export type HealthReport = Record<HealthCheck, Finding[]> & { checkedAt?: number };

export function checkNow(): Promise<Envelope<HealthReport>> {
  return request('/health/check', { method: 'POST' });
}

export function markReviewed(entity: string, id: number): Promise<Envelope<{ reviewedAt: number }>> {
  return request('/health/reviewed', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ entity, id }),
  });
}

/** Findings per check, for the dashboard's counts. */
export function countsOf(report: HealthReport | undefined): Record<HealthCheck, number> | undefined {
  if (!report) return undefined;
  return Object.fromEntries(HEALTH_CHECKS.map((c) => [c, report[c]?.length ?? 0])) as Record<HealthCheck, number>;
}
