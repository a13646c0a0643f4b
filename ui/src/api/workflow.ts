// The review workflow's calls (docs/workflow.md): plain JSON, the envelope back.
import { request, type Envelope } from './client';

const post = (path: string, body: unknown): Promise<Envelope> =>
  request<Envelope>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** draft → review */
export const submitItem = (entity: string, id: number) => post('/workflow/submit', { entity, id });
/** review → published, by another official than the one who submitted it */
export const approveItem = (entity: string, id: number) => post('/workflow/approve', { entity, id });
/** review → draft, with the comment its author reads */
export const returnItem = (entity: string, id: number, comment: string) =>
  post('/workflow/return', { entity, id, comment });
export const archiveItem = (entity: string, id: number) => post('/workflow/archive', { entity, id });
/** Without a revision: publishes an archived item again; with one: brings that content back. */
export const restoreItem = (entity: string, id: number, revision?: number) =>
  post('/workflow/restore', revision === undefined ? { entity, id } : { entity, id, revision });

export interface QueueItem {
  entity: string;
  id: number;
  title: string;
  /** The Odia title (its first Odia field with text); empty when there is none. */
  titleOd?: string;
  submittedBy: string;
  submittedAt: string;
  /** In /workflow/mine: draft or review, and the comment it was last returned with. */
  status?: string;
  comment?: string | null;
}
export const QUEUE_PATH = '/workflow/queue';
export const MINE_PATH = '/workflow/mine';
export const expiringPath = (days: number) => `/workflow/expiring?days=${days}`;
export interface ExpiringItem {
  entity: string;
  id: number;
  title: string;
  titleOd?: string;
  /** YYYY-MM-DD, India time */
  validUntil: string;
}

export interface RevisionEntry {
  revision: number;
  at: string;
  by: string;
  role: string;
  action: string;
  status: string;
  comment: string | null;
}
export const revisionsPath = (entity: string, id: number) =>
  `/workflow/revisions?entity=${encodeURIComponent(entity)}&id=${id}`;
export const revisionPath = (entity: string, id: number, revision: number) =>
  `/workflow/revision?entity=${encodeURIComponent(entity)}&id=${id}&revision=${revision}`;
