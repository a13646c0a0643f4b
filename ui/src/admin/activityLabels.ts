// What an Activity entry reads as, in the reader's language: its action, the fields it changed
// and their plain values (on/off, roles, statuses). The server writes codes (`save-draft`,
// `secondFactor`, `administrator`); officials read these labels. Each English label has its
// Odia in `i18n.ts`, so the Odia test checks them with every other string.
import { ENTITIES } from './entities';
import { labelOf, type AdminT } from './useAdminT';

/** What an entry's action reads as. */
export const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  activate: 'Activated',
  deactivate: 'Deactivated',
  move: 'Moved',
  'save-draft': 'Draft saved',
  submit: 'Submitted for review',
  approve: 'Approved and published',
  return: 'Returned to its author',
  archive: 'Archived',
  restore: 'Restore',
  'take-over': 'Draft taken over',
  read: 'Marked read',
  unread: 'Marked unread',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  logout: 'Signed out',
  'logout-everywhere': 'Signed out everywhere',
  'session-expired': 'Expired session used',
  'sign-in-throttled': 'Sign-in refused: too many failures',
  'sign-in-factor-needed': 'Code asked at sign-in',
  'sign-in-factor-failed': 'Wrong code at sign-in',
  'sign-in-factor-throttled': 'Code refused: too many wrong codes',
  'reauthentication-refused': 'Change refused: wrong current password',
  'session-ended': 'Session ended',
  'session-idle': 'Idle session ended',
  'sessions-replaced': 'Older sessions ended',
  'mfa-setup': 'Second factor setup started',
  'mfa-enabled': 'Second factor turned on',
  'mfa-disabled': 'Second factor turned off',
  'mfa-recovery-codes': 'Recovery codes renewed',
  'mfa-reset': 'Second factor reset',
  'mfa-enable-refused': 'Second factor change refused: wrong code',
  'mfa-disable-refused': 'Second factor change refused: wrong code',
  'mfa-recovery-codes-refused': 'Second factor change refused: wrong code',
  'access-refused': 'Refused: address not allowed',
  'admin-created': 'Administrator created',
  'admin-changed': 'Account changed',
  'password-changed': 'Password changed',
  'password-change-refused': 'Password change refused',
  backup: 'Backup',
  'backup-check': 'Backup checked',
  'backup-download': 'Backup downloaded',
  list: 'Inbox opened',
  export: 'Inbox exported',
  reviewed: 'Marked reviewed',
};

/** The fields entries name that are not an entity's own (accounts, workflow, feedback). */
export const FIELDS: Record<string, string> = {
  secondFactor: 'Second factor',
  recoveryCodes: 'Recovery codes',
  wrongCodes: 'Wrong codes',
  role: 'Role',
  email: 'Email',
  password: 'Password',
  isActive: 'Active',
  active: 'Active',
  status: 'Status',
  author: 'Author',
  comment: 'Comment',
  revision: 'Revision',
  displayOrder: 'Display order',
  file: 'File',
  image: 'Image',
  note: 'Note',
  reply: 'Reply',
  replyMailed: 'Reply sent by e-mail',
  assignee: 'Assigned to',
  assigneeId: 'Assigned to',
  isRead: 'Read',
  sessions: 'Sessions',
  reason: 'Reason',
  asked: 'Asked for',
  format: 'Format',
  path: 'Address',
  bytes: 'Size',
  outcome: 'Outcome',
  showFrom: 'Show from',
  showUntil: 'Show until',
  validUntil: 'Valid until',
};

/** Values entries write as codes. */
export const VALUES: Record<string, string> = {
  on: 'On',
  off: 'Off',
  true: 'Yes',
  false: 'No',
  administrator: 'Administrator',
  approver: 'Approver',
  contributor: 'Contributor',
  draft: 'Draft',
  review: 'In review',
  published: 'Published',
  archived: 'Archived',
  code: 'Authenticator app',
  new: 'New',
  inProgress: 'In progress',
  replied: 'Replied',
  closed: 'Closed',
  renewed: 'Renewed',
  reset: 'Reset',
};

/** An action's label; the code itself when it is new to this table. */
export function actionLabel(t: AdminT, action: string): string {
  return t(ACTIONS[action] ?? action);
}

/** A changed field's label: the table's, else the entity form's own ("Title (Odia)"), else the name. */
export function fieldLabel(t: AdminT, entity: string, field: string): string {
  if (Object.hasOwn(FIELDS, field)) return t(FIELDS[field]);
  const desc = ENTITIES.find((d) => d.key === entity);
  const row = desc?.rows.flat().find((f) => f.name === field);
  return row ? labelOf(t, row.label, row.lang) : field;
}

/** A value as read: the table's word for a code, else the text itself. */
export function valueLabel(t: AdminT, value: string | null): string | null {
  if (value === null) return null;
  return Object.hasOwn(VALUES, value) ? t(VALUES[value]) : value;
}
