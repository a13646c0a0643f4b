// The feedback calls: the visitor's submit, and the back office's inbox.
import { API_BASE, request, tokenStore, type Envelope } from './client';

export interface FeedbackInput {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** The honeypot: hidden from people, left empty by them. */
  website: string;
}

/** A message's statuses, in the order a message usually goes through them (docs/feedback.md). */
export const FEEDBACK_STATUSES = ['new', 'inProgress', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export interface FeedbackNote {
  at: string;
  by: string;
  text: string;
}

export interface FeedbackReply extends FeedbackNote {
  /** Queued for mail to the visitor; false when no mail server is set (kept only). */
  mailed: boolean;
}

export interface FeedbackMessage {
  feedbackId: number;
  receivedAt: string;
  isRead: boolean;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  status: FeedbackStatus;
  assigneeId: number | null;
  notes: FeedbackNote[];
  reply: FeedbackReply | null;
}

/** An approver or administrator a message can be given to. */
export interface Assignee {
  adminId: number;
  email: string;
}

export interface FeedbackPage extends Envelope<FeedbackMessage[]> {
  total: number;
  unread: number;
  assignees: Assignee[];
}

export interface InboxFilter {
  status?: FeedbackStatus | '';
  assigneeId?: number | null;
}

/** A change to a message; what is left out stays as it is. `assigneeId: null` unassigns. */
export interface FeedbackUpdate {
  feedbackId: number;
  status?: FeedbackStatus;
  assigneeId?: number | null;
  note?: string;
  reply?: string;
}

export const FEEDBACK_PATHS = {
  submit: '/feedback/allowAll/submit',
  list: '/feedback/list',
  markRead: '/feedback/markRead',
  exportCsv: '/feedback/export',
  update: '/feedback/update',
} as const;

/** The same rules as the server's, so a person learns of a mistake before sending. */
export const FEEDBACK_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const PHONE_PATTERN = /^\d{10}$/;

/** Sent as a visitor (no token): the form is public, whoever is signed in in this tab. */
export function submitFeedback(input: FeedbackInput): Promise<Envelope> {
  return request<Envelope>(
    FEEDBACK_PATHS.submit,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    },
    { anonymous: true },
  );
}

/** The SWR key of one inbox page, with its filters. */
export function inboxKey(page: number, size: number, filter: InboxFilter = {}): string {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (filter.status) query.set('status', filter.status);
  if (filter.assigneeId != null) query.set('assigneeId', String(filter.assigneeId));
  return `${FEEDBACK_PATHS.list}?${query.toString()}`;
}

export function updateFeedback(update: FeedbackUpdate): Promise<Envelope<FeedbackMessage>> {
  return request(FEEDBACK_PATHS.update, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(update),
  });
}

export function markRead(feedbackId: number, isRead: boolean): Promise<Envelope<{ isRead: boolean }>> {
  return request(FEEDBACK_PATHS.markRead, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ feedbackId, isRead }),
  });
}

/** Fetches the CSV with the token and hands it to the browser as a download. */
export async function downloadCsv(): Promise<void> {
  const headers = new Headers();
  const token = tokenStore.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE}${FEEDBACK_PATHS.exportCsv}`, { headers, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Export failed (${response.status})`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'oshec-feedback.csv';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
