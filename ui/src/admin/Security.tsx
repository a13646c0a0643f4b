// The account page's second factor and sessions (docs/sign-in.md).
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import useSWR from 'swr';
import {
  MFA_PATH,
  SESSIONS_PATH,
  sessionsOfPath,
  disableMfa,
  enableMfa,
  endSession,
  renewRecoveryCodes,
  setupMfa,
  type MfaSetup,
  type MfaStatus,
  type SessionInfo,
} from '../api/account';
import { ApiError, base64Utf8, getJson, type Envelope } from '../api/client';
import { useLanguage, type Language } from '../i18n';
import { formatNumber, localDigits } from '../shared/format';
import { useAdminT, useServerText, type AdminT, type SaidText } from './useAdminT';
import { ERROR_TOAST } from './toasts';
import { rememberMfaEnrolment } from './session';
import { dateTime } from './when';
import { CODE_INPUT } from './codeInput';

/** "Chrome on Android" from a User-Agent; null when it names neither. */
export function describeAgent(agent: string | null): { browser: string; system: string | null } | null {
  if (!agent) return null;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /(Chrome|Chromium)\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : null;
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : null;
  if (!browser) return null;
  return { browser, system };
}

function agentLabel(t: AdminT, agent: string | null): string {
  const described = describeAgent(agent);
  if (!described) return agent ? agent.slice(0, 60) : t('Unknown browser');
  return described.system ? t('{{browser}} on {{system}}', { browser: described.browser, system: described.system }) : described.browser;
}

/** The failure's message for a person (in their language where the catalogue has it). */
function failure(said: SaidText, e: unknown): string | null {
  if (e instanceof ApiError && e.status === 401) return null; // the session ended: off to sign in
  return said(e instanceof ApiError ? e : null, 'Failed to submit data.');
}

/** A code field with its label and hint. */
function CodeField({ id, label, value, onChange, inputRef }: { id: string; label: string; value: string; onChange: (v: string) => void; inputRef?: React.Ref<HTMLInputElement> }) {
  const t = useAdminT();
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        {...CODE_INPUT}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="adm-hint">
        {t('The six-digit code your authenticator app shows now.')}
      </p>
    </div>
  );
}

/** The current password, asked again before the factor changes. */
function CurrentPasswordField({ id, value, onChange, inputRef }: { id: string; value: string; onChange: (v: string) => void; inputRef?: React.Ref<HTMLInputElement> }) {
  const t = useAdminT();
  return (
    <div className="adm-field">
      <label htmlFor={id}>{t('Your current password')}</label>
      <input
        id={id}
        ref={inputRef}
        type="password"
        autoComplete="current-password"
        maxLength={1024}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="adm-hint">
        {t('Changing the second factor asks for your password again.')}
      </p>
    </div>
  );
}

/** Ten recovery codes, shown once. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useAdminT();
  const ids = useId();
  return (
    <div className="adm-recovery" role="region" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t('Your recovery codes')}</h3>
      <p className="adm-notice">
        {t('Keep these codes somewhere safe, such as a printed page. Each one signs you in once instead of a code from the app. They are shown only now.')}
      </p>
      <ol className="adm-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="adm-button" onClick={onDone}>
        {t('I have saved the codes')}
      </button>
    </div>
  );
}

/** Set up, use and turn off the second factor. */
export function SecondFactor() {
  const t = useAdminT();
  const said = useServerText();
  const [language] = useLanguage();
  const ids = useId();
  const { data, mutate } = useSWR<Envelope<MfaStatus>, Error>(MFA_PATH, getJson);
  const status = data?.data;
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const passwordInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      const message = failure(said, e);
      if (message) {
        setError(message);
        toast.error(message, ERROR_TOAST);
      }
    }
    setBusy(false);
  };

  const needCode = (): boolean => {
    if (code.trim() === '') {
      setError(t('Enter the six-digit code from your authenticator app.'));
      codeInput.current?.focus();
      return false;
    }
    if (password === '') {
      setError(t('Enter your current password.'));
      passwordInput.current?.focus();
      return false;
    }
    return true;
  };

  const onStart = () =>
    run(async () => {
      const answer = await setupMfa();
      setSetup(answer.data ?? null);
      setCode('');
    });

  const onEnable = (event: FormEvent) => {
    event.preventDefault();
    if (!needCode()) return;
    void run(async () => {
      const answer = await enableMfa(code.trim(), password);
      setCodes(answer.data?.recoveryCodes ?? []);
      setSetup(null);
      setCode('');
      setPassword('');
      rememberMfaEnrolment(false);
      toast.success(t('The second factor is on. Your other sessions were signed out.'));
      await mutate();
    });
  };

  const onRenew = () => {
    if (!needCode()) return;
    void run(async () => {
      const answer = await renewRecoveryCodes(code.trim(), password);
      setCodes(answer.data?.recoveryCodes ?? []);
      setCode('');
      setPassword('');
      toast.success(t('New recovery codes: the old ones no longer work.'));
      await mutate();
    });
  };

  const onDisable = () => {
    if (!needCode()) return;
    void run(async () => {
      await disableMfa(code.trim(), password);
      setCode('');
      setPassword('');
      toast.success(t('The second factor is off. Your other sessions were signed out.'));
      await mutate();
    });
  };

  const secretGroups = setup?.secret.match(/.{1,4}/g)?.join(' ') ?? '';

  return (
    <section className="adm-card" aria-labelledby={`${ids}-mfa`}>
      <h2 id={`${ids}-mfa`}>{t('Second factor')}</h2>
      <p>{t('With a second factor, signing in also needs a six-digit code from an authenticator app on your phone, so a stolen password alone is not enough.')}</p>
      {status?.enrolmentRequired && (
        <p className="adm-notice" role="alert">
          {t('This site requires a second factor. Set it up to go on.')}
        </p>
      )}
      {codes && (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null);
          }}
        />
      )}
      {status && !status.enabled && !setup && (
        <>
          <p>
            <span className="adm-badge adm-badge-off">{t('Off')}</span>
          </p>
          <button type="button" className="adm-button adm-primary" disabled={busy} onClick={() => void onStart()}>
            {t('Set up the second factor')}
          </button>
        </>
      )}
      {setup && (
        <form onSubmit={onEnable} noValidate className="adm-narrow-form">
          <ol className="adm-steps">
            <li>{t('Open your authenticator app and add an account by scanning this QR code.')}</li>
          </ol>
          <img className="adm-qr" src={`data:image/svg+xml;base64,${base64Utf8(setup.qrSvg)}`} width={200} height={200} alt={t('QR code for your authenticator app')} />
          <p>
            {t('Or type this key into the app:')} <code className="adm-secret">{secretGroups}</code>
          </p>
          <ol className="adm-steps" start={2}>
            <li>{t('Enter the code the app shows to turn the second factor on.')}</li>
          </ol>
          <CodeField id={`${ids}-enable-code`} label={t('Code from the app')} value={code} onChange={setCode} inputRef={codeInput} />
          <CurrentPasswordField id={`${ids}-enable-password`} value={password} onChange={setPassword} inputRef={passwordInput} />
          {error && (
            <p className="adm-form-error" role="alert">
              {error}
            </p>
          )}
          <div className="adm-actions">
            <button type="submit" className="adm-button adm-primary" disabled={busy}>
              {t('Turn on')}
            </button>
            {!status?.enrolmentRequired && (
              <button type="button" className="adm-button adm-secondary" disabled={busy} onClick={() => setSetup(null)}>
                {t('Cancel')}
              </button>
            )}
          </div>
        </form>
      )}
      {status?.enabled && (
        <div className="adm-narrow-form">
          <p>
            <span className="adm-badge adm-badge-on">{t('On')}</span>{' '}
            {t('Recovery codes left: {{count}}', { count: formatNumber(status.recoveryCodesLeft, language) })}
          </p>
          <CodeField id={`${ids}-manage-code`} label={t('Code from the app, or a recovery code')} value={code} onChange={setCode} inputRef={codeInput} />
          <CurrentPasswordField id={`${ids}-manage-password`} value={password} onChange={setPassword} inputRef={passwordInput} />
          {error && (
            <p className="adm-form-error" role="alert">
              {error}
            </p>
          )}
          <div className="adm-actions">
            <button type="button" className="adm-button" disabled={busy} onClick={onRenew}>
              {t('New recovery codes')}
            </button>
            {!status.required && (
              <button type="button" className="adm-button adm-secondary" disabled={busy} onClick={onDisable}>
                {t('Turn off the second factor')}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

/** Whose sessions a list shows: one's own (with signing out everywhere), or another account's. */
export type SessionsOf = { own: true; onEverywhere: () => void; busy: boolean } | { own: false; adminId: number; email: string };

/** An account's sessions, each with an End button; for one's own, signing out everywhere too. */
export function Sessions(props: SessionsOf) {
  const t = useAdminT();
  const said = useServerText();
  const [language] = useLanguage();
  const ids = useId();
  const path = props.own ? SESSIONS_PATH : sessionsOfPath(props.adminId);
  const { data, error, mutate } = useSWR<Envelope<SessionInfo[]>, Error>(path, getJson);
  const [ending, setEnding] = useState<string | null>(null);

  const onEnd = async (session: SessionInfo) => {
    if (ending) return;
    setEnding(session.sessionId);
    try {
      await endSession(session.sessionId);
      toast.success(t('The session was ended.'));
      await mutate();
    } catch (e) {
      const message = failure(said, e);
      if (message) toast.error(message, ERROR_TOAST);
    }
    setEnding(null);
  };

  const sessions = data?.data ?? [];
  return (
    <section className="adm-card" aria-labelledby={`${ids}-sessions`}>
      <h2 id={`${ids}-sessions`}>{props.own ? t('Sessions') : t('Sessions of {{name}}', { name: props.email })}</h2>
      <p>
        {props.own
          ? t('Where your account is signed in. End any session you do not recognise, then change your password.')
          : t('Where this account is signed in. Ending a session signs it out there at once.')}
      </p>
      {error && <p className="adm-form-error">{t('The sessions could not be loaded.')}</p>}
      {data && sessions.length === 0 && <p>{t('This account is not signed in anywhere.')}</p>}
      <ul className="adm-sessions">
        {sessions.map((s) => {
          const agent = agentLabel(t, s.userAgent);
          const address = s.address ? localAddress(s.address, language) : t('unknown address');
          const started = dateTime(s.startedAt, language);
          return (
            <li key={s.sessionId} className={s.current ? 'adm-session adm-session-current' : 'adm-session'}>
              <div>
                <strong>{agent}</strong> · {address}
                {s.current && (
                  <>
                    {' '}
                    <span className="adm-badge adm-badge-on">{t('This session')}</span>
                  </>
                )}
                <div className="adm-muted">
                  {t('Signed in {{when}}', { when: started })} · {t('Last used {{when}}', { when: dateTime(s.lastUsedAt, language) })}
                </div>
              </div>
              {!s.current && (
                <button
                  type="button"
                  className="adm-button adm-secondary"
                  disabled={ending !== null}
                  aria-label={t('End the session of {{agent}} from {{address}}, signed in {{when}}', { agent, address, when: started })}
                  onClick={() => void onEnd(s)}
                >
                  {t('End')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {props.own && (
        <>
          <p>{t('Signs you out on every computer and phone, this one included.')}</p>
          <button type="button" className="adm-button" disabled={props.busy} onClick={props.onEverywhere}>
            {t('Sign out everywhere')}
          </button>
        </>
      )}
    </section>
  );
}

/** An address with Odia digits in Odia (IPv4 only; IPv6 keeps its hexadecimal). */
function localAddress(address: string, language: Language): string {
  return address.includes(':') ? address : localDigits(address, language);
}
