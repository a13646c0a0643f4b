// The back office's account and audit calls (beyond docs/decisions.md §6): plain JSON, the envelope
// back, all through the one client in client.ts.
import { request, type Envelope } from './client';

export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface AuditEntry {
  auditId: number;
  /** RFC 3339, UTC. */
  at: string;
  /** An administrator's e-mail, `terminal` or `system`. */
  admin: string;
  action: string;
  entity: string;
  recordId: number | null;
  changes: AuditChange[];
  address: string | null;
}

export interface AuditPage extends Envelope<AuditEntry[]> {
  total: number;
}

export interface AuditFilter {
  page: number;
  size: number;
  entity?: string;
  admin?: string;
  /** YYYY-MM-DD */
  from?: string;
  to?: string;
}

/** The SWR key (and path) of one page of the audit trail. */
export function auditListPath(filter: AuditFilter): string {
  const query = new URLSearchParams({ page: String(filter.page), size: String(filter.size) });
  for (const name of ['entity', 'admin', 'from', 'to'] as const) {
    const value = filter[name];
    if (value) query.set(name, value);
  }
  return `/audit/list?${query.toString()}`;
}

export interface LastChange {
  at: string;
  admin: string;
  action: string;
}

/** The SWR key (and path) of who last changed these rows; null when there are none. */
export function auditLatestPath(entity: string, ids: number[]): string | null {
  if (ids.length === 0) return null;
  return `/audit/latest?entity=${encodeURIComponent(entity)}&ids=${ids.join(',')}`;
}

export interface AdminAccount {
  adminId?: number;
  role?: 'administrator' | 'approver' | 'contributor';
  isActive?: boolean;
  mustChangePassword?: boolean;
  email: string;
  createdAt: string;
  passwordChangedAt: string;
  lastSignInAt: string | null;
  you: boolean;
  /** Whether a second factor is on. */
  secondFactor?: boolean;
}

export const ADMINS_PATH = '/account/admins';

export interface AccountChange {
  /** null creates an account */
  adminId: number | null;
  email: string;
  role: string;
  isActive: boolean;
  /** the first password, or a reset; null keeps the password */
  password: string | null;
  /** the caller's own password: needed when they change their own e-mail */
  currentPassword?: string;
}
/** Administrators create or change an account (docs/roles.md); a password set here is temporary. */
export function manageAccount(change: AccountChange): Promise<Envelope<{ adminId: number }>> {
  return request<Envelope<{ adminId: number }>>('/account/admins/manage', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(change),
  });
}

/** Changes the signed-in administrator's password; their other sessions end. */
export function changePassword(currentPassword: string, newPassword: string, repeatPassword: string): Promise<Envelope> {
  return request<Envelope>('/account/password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ currentPassword, newPassword, repeatPassword }),
  });
}

/** Ends every session of the signed-in administrator, this one included. */
/** An administrator removes another account's second factor (a lost phone); its sessions end. */
export const removeSecondFactor = (adminId: number): Promise<Envelope<{ adminId: number; hadSecondFactor: boolean }>> =>
  postJson('/account/admins/removeMfa', { adminId });

export function logoutEverywhere(): Promise<Envelope<{ sessions: number }>> {
  return request<Envelope<{ sessions: number }>>('/account/logoutAll', { method: 'POST' });
}

// ---- the second factor and sessions one can see (docs/sign-in.md) ----

export interface MfaStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** The site requires a factor for every account. */
  required: boolean;
  /** This session may only set one up. */
  enrolmentRequired: boolean;
}
export const MFA_PATH = '/account/mfa';

export interface MfaSetup {
  secret: string;
  otpauthUri: string;
  /** The otpauthUri as a QR code: an SVG document made by the server. */
  qrSvg: string;
}

function postJson<T>(path: string, body: unknown): Promise<Envelope<T>> {
  return request<Envelope<T>>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A new secret for the authenticator app; not active until confirmed with a code. */
export const setupMfa = (): Promise<Envelope<MfaSetup>> => postJson('/account/mfa/setup', {});
/** Turns the factor on; answers ten recovery codes, shown once. */
/** Each change of the factor asks for the current password again (docs/sign-in.md). */
export const enableMfa = (code: string, currentPassword: string): Promise<Envelope<{ recoveryCodes: string[] }>> =>
  postJson('/account/mfa/enable', { code, currentPassword });
export const disableMfa = (code: string, currentPassword: string): Promise<Envelope> => postJson('/account/mfa/disable', { code, currentPassword });
export const renewRecoveryCodes = (code: string, currentPassword: string): Promise<Envelope<{ recoveryCodes: string[] }>> =>
  postJson('/account/mfa/recoveryCodes', { code, currentPassword });

export interface SessionInfo {
  sessionId: string;
  current: boolean;
  startedAt: string;
  lastUsedAt: string;
  address: string | null;
  userAgent: string | null;
}
export const SESSIONS_PATH = '/account/sessions';
/** Another account's sessions (administrators only). */
export const sessionsOfPath = (adminId: number): string => `${SESSIONS_PATH}?adminId=${adminId}`;
export const endSession = (sessionId: string): Promise<Envelope> => postJson('/account/sessions/end', { sessionId });
