import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import useSWR from 'swr';
import { ADMINS_PATH, changePassword, logoutEverywhere, type AdminAccount } from '../api/account';
import { ApiError, getJson, tokenStore, type Envelope } from '../api/client';
import { useAdminT, useServerText } from './useAdminT';
import { ERROR_TOAST, REDIRECT_DELAY_MS } from './toasts';
import { passwordChanged, signedInAs } from './session';
import { useRole } from './useRole';
import Accounts from './Accounts';
import { SecondFactor, Sessions } from './Security';

/** The server's rule for a password chosen here (the terminal's is looser). */
export const MIN_PASSWORD_CHARS = 12;

/** The first rule a new password breaks, as a message key; null when it keeps them all. */
export function passwordProblem(current: string, next: string, repeat: string, email: string | undefined): string | null {
  if (current === '' || next === '' || repeat === '') return 'Give your current password and the new one twice.';
  if ([...next].length < MIN_PASSWORD_CHARS) return 'The new password must have at least 12 characters.';
  if (email && next.trim().toLowerCase() === email.toLowerCase()) return 'The new password must not be your e-mail address.';
  if (next !== repeat) return 'The two new passwords differ.';
  return null;
}

/** /oshec/admin/account: change your password, sign out everywhere, see the administrators. */
export default function AccountPage() {
  const t = useAdminT();
  const said = useServerText();
  const ids = useId();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { can, mustChange, mustEnrol } = useRole();
  // The accounts list is the administrators' (docs/roles.md); others know only their own e-mail.
  const { data: admins, error: adminsError, mutate: reloadAdmins } = useSWR<Envelope<AdminAccount[]>, Error>(can.accounts && !mustChange && !mustEnrol ? ADMINS_PATH : null, getJson);
  const signedIn = signedInAs();
  const me = admins?.data?.find((a) => a.you) ?? (signedIn ? { email: signedIn } : undefined);
  useEffect(() => {
    document.title = `${t('My account')} – OSHEC`;
  }, [t]);

  const onChange = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = passwordProblem(current, next, repeat, me?.email);
    if (problem) {
      setError(t(problem));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await changePassword(current, next, repeat);
      setCurrent('');
      setNext('');
      setRepeat('');
      passwordChanged();
      toast.success(t('Your password was changed. Your other sessions were signed out.'));
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) {
        const message = e instanceof ApiError ? said(e) : t('Failed to submit data.');
        setError(message);
        toast.error(message, ERROR_TOAST);
      }
    }
    setBusy(false);
  };

  const onEverywhere = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await logoutEverywhere();
      toast.success(t('Signed out everywhere.'));
      window.setTimeout(() => {
        tokenStore.clear();
        navigate('/oshec', { replace: true });
      }, REDIRECT_DELAY_MS);
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) toast.error(t('Failed to log out. Please try again.'), ERROR_TOAST);
      setBusy(false);
    }
  };

  const field = (id: string, label: string, value: string, set: (v: string) => void, autoComplete: string) => (
    <div className="adm-field">
      <label htmlFor={`${ids}-${id}`}>{t(label)}</label>
      <input
        id={`${ids}-${id}`}
        type="password"
        value={value}
        autoComplete={autoComplete}
        aria-describedby={id === 'new' ? `${ids}-rule` : undefined}
        onChange={(e) => set(e.target.value)}
      />
    </div>
  );

  return (
    <>
      <h1>{t('My account')}</h1>
      {me && <p>{t('Signed in as {{email}}', { email: me.email })}</p>}
      {mustChange && (
        <p className="adm-notice" role="alert">
          {t('Your password was set by an administrator. Choose a password of your own to go on.')}
        </p>
      )}
      {(mustChange || !mustEnrol) && (
      <section className="adm-card" aria-labelledby={`${ids}-password`}>
        <h2 id={`${ids}-password`}>{t('Change password')}</h2>
        <form onSubmit={onChange} noValidate className="adm-narrow-form">
          {/* for password managers: the account the password belongs to */}
          <input type="email" name="username" autoComplete="username" value={me?.email ?? ''} readOnly hidden />
          {field('current', 'Current password', current, setCurrent, 'current-password')}
          {field('new', 'New password', next, setNext, 'new-password')}
          <p id={`${ids}-rule`} className="adm-hint">
            {t('At least 12 characters; not your e-mail address, the site’s name or a common password. Your other sessions will be signed out.')}
          </p>
          {field('repeat', 'Repeat the new password', repeat, setRepeat, 'new-password')}
          {error && (
            <p className="adm-form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="adm-button adm-primary" disabled={busy}>
            {t('Change password')}
          </button>
        </form>
      </section>
      )}
      {!mustChange && <SecondFactor />}
      {!mustChange && !mustEnrol && <Sessions own busy={busy} onEverywhere={() => void onEverywhere()} />}
      {can.accounts && !mustChange && !mustEnrol && <Accounts admins={admins?.data} error={adminsError} reload={() => void reloadAdmins()} />}
    </>
  );
}
