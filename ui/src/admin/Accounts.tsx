import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { manageAccount, removeSecondFactor, type AdminAccount } from '../api/account';
import { ApiError } from '../api/client';
import { useLanguage } from '../i18n';
import ConfirmDialog from './ConfirmDialog';
import { ERROR_TOAST } from './toasts';
import { useAdminT, useServerText } from './useAdminT';
import { ROLE_LABELS } from './useRole';
import { Sessions } from './Security';
import { dateTime } from './when';
import type { Role } from './session';

const ROLES: readonly Role[] = ['administrator', 'approver', 'contributor'];
const MIN_CHARS = 12;

interface Editing {
  adminId: number | null;
  email: string;
  role: Role;
  isActive: boolean;
  password: string;
  /** The e-mail of one's own account as it was, when editing it: changing it asks for the password. */
  ownEmail?: string;
  currentPassword?: string;
}
const blank: Editing = { adminId: null, email: '', role: 'contributor', isActive: true, password: '' };

/** Whether the form changes the caller's own e-mail (which asks for their current password). */
export function changesOwnEmail(form: Editing): boolean {
  return form.ownEmail !== undefined && form.email.trim().toLowerCase() !== form.ownEmail.toLowerCase();
}

/** The first problem of an account form, as a message key; null when there is none. */
export function accountProblem(form: Editing): string | null {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) return 'Enter the e-mail address of the account.';
  if (form.adminId === null && form.password === '') return 'A new account needs a first password.';
  if (form.password !== '' && [...form.password].length < MIN_CHARS) return 'The password must have at least 12 characters.';
  if (changesOwnEmail(form) && !form.currentPassword) return 'Changing your own e-mail asks for your current password.';
  return null;
}

/** The accounts (administrators only): who may sign in, in which role; add or change one. */
export default function Accounts({ admins, error, reload }: { admins: AdminAccount[] | undefined; error: Error | undefined; reload: () => void }) {
  const t = useAdminT();
  const said = useServerText();
  const [language] = useLanguage();
  const ids = useId();
  const [form, setForm] = useState<Editing>(blank);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The account whose second factor is about to be removed, while the question is open.
  const [removing, setRemoving] = useState<AdminAccount | null>(null);
  // The account being changed, as stored: its sessions are listed under the form.
  const chosen = form.adminId === null ? undefined : admins?.find((a) => a.adminId === form.adminId);

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = accountProblem(form);
    if (found) {
      setProblem(t(found));
      const field = found.includes('current password') ? 'current' : found.includes('e-mail') ? 'email' : 'password';
      document.getElementById(`${ids}-${field}`)?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const answer = await manageAccount({
        adminId: form.adminId,
        email: form.email.trim(),
        role: form.role,
        isActive: form.isActive,
        password: form.password === '' ? null : form.password,
        ...(changesOwnEmail(form) ? { currentPassword: form.currentPassword } : {}),
      });
      if (answer.outcome === false) {
        setProblem(said(answer, 'Failed to submit data.'));
      } else {
        toast.success(t(form.adminId === null ? 'Account created. Its owner chooses a new password at the first sign-in.' : 'Account changed.'));
        setForm(blank);
        reload();
      }
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) {
        const message = e instanceof ApiError && e.message ? said(e) : t('Failed to submit data.');
        setProblem(message);
        toast.error(message, ERROR_TOAST);
      }
    }
    setBusy(false);
  };

  const onRemoveFactor = async (account: AdminAccount) => {
    setRemoving(null);
    if (account.adminId === undefined) return;
    try {
      const answer = await removeSecondFactor(account.adminId);
      if (answer.outcome === false) toast.error(said(answer, 'Failed to submit data.'), ERROR_TOAST);
      else toast.success(t('The second factor of {{name}} was removed; its sessions ended.', { name: account.email }));
      reload();
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) toast.error(e instanceof ApiError && e.message ? said(e) : t('Failed to submit data.'), ERROR_TOAST);
    }
  };

  return (
    <>
      {removing && (
        <ConfirmDialog
          title={t('Remove the second factor of {{name}}?', { name: removing.email })}
          message={t('Do this only when its owner has lost the phone and the recovery codes. The account then signs in with its password alone, and every session of it ends. The Activity page records that you did it.')}
          confirm={t('Remove second factor')}
          cancel={t('Keep it')}
          onConfirm={() => void onRemoveFactor(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
      <section id="accounts" className="adm-card adm-table-card" aria-labelledby={`${ids}-list`}>
        <h2 id={`${ids}-list`}>{t('Accounts')}</h2>
        <div className="adm-table-wrap" role="region" aria-labelledby={`${ids}-list`} tabIndex={0}>
          <table className="adm-table">
            <thead>
              <tr>
                <th scope="col">{t('Email')}</th>
                <th scope="col">{t('Role')}</th>
                <th scope="col">{t('Status')}</th>
                <th scope="col">{t('Second factor')}</th>
                <th scope="col" className="adm-col-date">{t('Last sign-in')}</th>
                <th scope="col" className="adm-col-date">{t('Password changed')}</th>
                <th scope="col">{t('Action')}</th>
              </tr>
            </thead>
            <tbody>
              {error ? (
                <tr>
                  <td colSpan={7} className="adm-form-error">{said(error, 'Failed to submit data.')}</td>
                </tr>
              ) : (
                (admins ?? []).map((a) => (
                  <tr key={a.email}>
                    <td data-label={t('Email')}>
                      {a.email}
                      {a.you && ` (${t('you')})`}
                    </td>
                    <td data-label={t('Role')}>{a.role ? t(ROLE_LABELS[a.role]) : ''}</td>
                    <td data-label={t('Status')}>
                      <span className={a.isActive === false ? 'adm-badge adm-badge-off' : 'adm-badge adm-badge-on'}>
                        {t(a.isActive === false ? 'Inactive' : 'Active')}
                      </span>
                      {a.mustChangePassword && <span className="adm-badge adm-badge-scheduled">{t('Temporary password')}</span>}
                    </td>
                    <td data-label={t('Second factor')}>{t(a.secondFactor ? 'On' : 'Off')}</td>
                    <td className="adm-col-date" data-label={t('Last sign-in')}>{a.lastSignInAt ? dateTime(a.lastSignInAt, language) : t('Never')}</td>
                    <td className="adm-col-date" data-label={t('Password changed')}>{dateTime(a.passwordChangedAt, language)}</td>
                    <td data-label={t('Action')}>
                      {a.adminId !== undefined && (
                        <button
                          type="button"
                          className="adm-button adm-secondary"
                          aria-label={t('Change {{name}}', { name: a.email })}
                          onClick={() => {
                            setProblem(null);
                            setForm({
                              adminId: a.adminId ?? null,
                              email: a.email,
                              role: a.role ?? 'contributor',
                              isActive: a.isActive !== false,
                              password: '',
                              ...(a.you ? { ownEmail: a.email, currentPassword: '' } : {}),
                            });
                            window.setTimeout(() => document.getElementById(`${ids}-email`)?.focus(), 0);
                          }}
                        >
                          {t('Change')}
                        </button>
                      )}
                      {a.adminId !== undefined && a.secondFactor && !a.you && (
                        <button
                          type="button"
                          className="adm-button adm-secondary"
                          aria-label={t('Remove the second factor of {{name}}', { name: a.email })}
                          onClick={() => setRemoving(a)}
                        >
                          {t('Remove second factor')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </section>
      <section className="adm-card" aria-labelledby={`${ids}-form`}>
        <h2 id={`${ids}-form`}>{form.adminId === null ? t('Add an account') : t('Change: {{name}}', { name: form.email })}</h2>
        <form onSubmit={onSave} noValidate className="adm-narrow-form">
          <div className="adm-field">
            <label htmlFor={`${ids}-email`}>{t('Email')}</label>
            <input
              id={`${ids}-email`}
              type="email"
              autoComplete="off"
              value={form.email}
              aria-invalid={problem !== null && accountProblem(form)?.includes('e-mail') === true}
              onChange={(e) => setForm((f) => ({ ...f, email: e.target.value }))}
            />
          </div>
          <div className="adm-field">
            <label htmlFor={`${ids}-role`}>{t('Role')}</label>
            <select id={`${ids}-role`} value={form.role} onChange={(e) => setForm((f) => ({ ...f, role: e.target.value as Role }))}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(ROLE_LABELS[r])}
                </option>
              ))}
            </select>
          </div>
          <div className="adm-row adm-check">
            <input id={`${ids}-active`} type="checkbox" checked={form.isActive} onChange={(e) => setForm((f) => ({ ...f, isActive: e.target.checked }))} />
            <label htmlFor={`${ids}-active`}>{t('Active (may sign in)')}</label>
          </div>
          <div className="adm-field">
            <label htmlFor={`${ids}-password`}>{t(form.adminId === null ? 'First password' : 'New temporary password (optional)')}</label>
            <input
              id={`${ids}-password`}
              type="password"
              autoComplete="new-password"
              value={form.password}
              aria-describedby={`${ids}-password-hint`}
              aria-invalid={problem !== null && accountProblem(form)?.includes('password') === true}
              onChange={(e) => setForm((f) => ({ ...f, password: e.target.value }))}
            />
            <p className="adm-hint" id={`${ids}-password-hint`}>
              {t('At least 12 characters. Its owner must choose a new password at the next sign-in.')}
            </p>
          </div>
          {changesOwnEmail(form) && (
            <div className="adm-field">
              <label htmlFor={`${ids}-current`}>{t('Your current password')}</label>
              <input
                id={`${ids}-current`}
                type="password"
                autoComplete="current-password"
                value={form.currentPassword ?? ''}
                aria-describedby={`${ids}-current-hint`}
                onChange={(e) => setForm((f) => ({ ...f, currentPassword: e.target.value }))}
              />
              <p className="adm-hint" id={`${ids}-current-hint`}>
                {t('Changing your own e-mail asks for your password again.')}
              </p>
            </div>
          )}
          {problem && (
            <p className="adm-form-error" role="alert">
              {problem}
            </p>
          )}
          <div className="adm-actions">
            <button type="submit" className="adm-button adm-primary" disabled={busy} aria-busy={busy}>
              {t(form.adminId === null ? 'Create account' : 'Save changes')}
            </button>
            {form.adminId !== null && (
              <button type="button" className="adm-button adm-secondary" onClick={() => setForm(blank)}>
                {t('Cancel')}
              </button>
            )}
          </div>
        </form>
      </section>
      {chosen?.adminId !== undefined && <Sessions own={false} adminId={chosen.adminId} email={chosen.email} />}
    </>
  );
}
