import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { FaEye, FaEyeSlash } from 'react-icons/fa';
import { asksForCode, authenticate } from '../api/admin';
import { ApiError, tokenStore } from '../api/client';
import { useAdminT, useServerText } from './useAdminT';
import { forgetReturn, linkPath, rememberEmail, rememberMfaEnrolment, rememberRole, returnPath } from './session';
import { ERROR_TOAST, REDIRECT_DELAY_MS } from './toasts';
import { CODE_INPUT } from './codeInput';

/** /oshec: the administrators' sign-in (docs/decisions.md §3, §9, §7). */
export default function SignIn() {
  const t = useAdminT();
  const said = useServerText();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The second factor (docs/sign-in.md): asked for once the password proved right.
  const [needsCode, setNeedsCode] = useState(false);
  const [otp, setOtp] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);
  // Each time the code is asked for (again), focus goes to its field.
  const [askedCode, setAskedCode] = useState(0);
  useEffect(() => {
    if (askedCode > 0) codeInput.current?.focus();
  }, [askedCode]);
  // One request in flight at a time, even on a double press before React re-renders.
  const inFlight = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  // Set when a session ended in the back office: the page (and its draft) to go back to.
  const [returnTo] = useState(returnPath);

  useEffect(() => {
    document.title = `${t('Log in')} – OSHEC`;
    return () => window.clearTimeout(timer.current);
  }, [t]);

  const fail = (message: string) => {
    setError(message);
    toast.error(message, ERROR_TOAST);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (email.trim() === '' || password === '') {
      fail(t('Both username and password are required.'));
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      if (needsCode && otp.trim() === '') {
        fail(t('Enter the six-digit code from your authenticator app, or one of your recovery codes.'));
        inFlight.current = false;
        setBusy(false);
        codeInput.current?.focus();
        return;
      }
      const answer = await authenticate(email.trim(), password, needsCode ? otp.trim() : undefined);
      if (answer.outcome && typeof answer.data === 'string' && answer.data !== '') {
        tokenStore.set(answer.data);
        rememberEmail(email.trim());
        // Beside the token: the role, and whether the password is a temporary one (docs/roles.md).
        const extra = answer as { role?: unknown; mustChangePassword?: unknown; mfaEnrolmentRequired?: unknown };
        const mustChange = extra.mustChangePassword === true;
        const mustEnrol = extra.mfaEnrolmentRequired === true;
        rememberRole(typeof extra.role === 'string' ? extra.role : null, mustChange);
        rememberMfaEnrolment(mustEnrol);
        toast.success(t(answer.message));
        const target = mustChange || mustEnrol ? '/oshec/admin/account' : (returnTo ?? linkPath() ?? '/oshec/admin');
        forgetReturn();
        timer.current = window.setTimeout(() => navigate(target), REDIRECT_DELAY_MS);
        return; // stays "in flight" until the page changes
      }
      fail(said(answer, 'Login failed. Please try again.'));
    } catch (e) {
      if (asksForCode(e)) {
        const first = !needsCode;
        setNeedsCode(true);
        if (first) setError(null);
        else fail(said(e));
        setAskedCode((n) => n + 1);
      } else {
        fail(e instanceof ApiError && e.message ? said(e) : t('An error occurred during login.'));
      }
    }
    inFlight.current = false;
    setBusy(false);
  };

  return (
    <main className="adm-signin" id="main">
      <form className="adm-card adm-signin-card" onSubmit={onSubmit} noValidate aria-labelledby="signin-title">
        <h1 id="signin-title">{t('Log in')}</h1>
        {returnTo && (
          <p className="adm-notice" role="status">
            {t('Your session has ended. Sign in again to return to your page; your unsaved changes are kept.')}
          </p>
        )}
        <p className="adm-muted">{t('Administrators sign in with the e-mail address and password given to them.')}</p>
        <div className="adm-field">
          <label htmlFor="signin-email">{t('Email')}</label>
          <input
            id="signin-email"
            type="email"
            name="userName"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error !== null && email.trim() === ''}
          />
        </div>
        <div className="adm-field">
          <label htmlFor="signin-password">{t('Password')}</label>
          <div className="adm-password">
            <input
              id="signin-password"
              type={showPassword ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error !== null && password === ''}
            />
            <button
              type="button"
              className="adm-icon-button"
              onClick={() => setShowPassword((s) => !s)}
              aria-pressed={showPassword}
              aria-label={showPassword ? t('Hide password') : t('Show password')}
              title={showPassword ? t('Hide password') : t('Show password')}
            >
              {showPassword ? <FaEyeSlash aria-hidden="true" /> : <FaEye aria-hidden="true" />}
            </button>
          </div>
        </div>
        {needsCode && (
          <div className="adm-field">
            <label htmlFor="signin-otp">{t('Authentication code')}</label>
            <input
              id="signin-otp"
              ref={codeInput}
              {...CODE_INPUT}
              name="otp"
              value={otp}
              onChange={(e) => setOtp(e.target.value)}
              aria-describedby="signin-otp-hint"
              aria-invalid={error !== null && otp.trim() === ''}
            />
            <p id="signin-otp-hint" className="adm-hint" role="status">
              {t('Your account has a second factor. Enter the six-digit code from your authenticator app, or one of your recovery codes.')}
            </p>
          </div>
        )}
        {error && <p className="adm-form-error">{error}</p>}
        <div className="adm-actions">
          <button type="submit" className="adm-button adm-primary" disabled={busy} aria-busy={busy}>
            {busy ? t('Signing in…') : t('Login')}
          </button>
          <Link to="/" className="adm-button adm-secondary">
            {t('Home')}
          </Link>
        </div>
      </form>
    </main>
  );
}
