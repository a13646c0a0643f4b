// The feedback form of the Contact Us page (GIGW §5.1.11). Checked here with the server's
// rules, so mistakes are shown before sending: each field names its error (aria-invalid,
// aria-describedby), and a summary at the top, focused, lists them with links to the fields.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, serverText } from '../../api/client';
import { EMAIL_PATTERN, FEEDBACK_LIMITS, PHONE_PATTERN, submitFeedback, type FeedbackInput } from '../../api/feedback';
import { useT } from '../../i18n';
import { formatNumber } from '../../shared/format';
import { PAGES_NS } from '../../i18n/pages';

type Field = 'name' | 'email' | 'phone' | 'subject' | 'message';
const FIELDS: Field[] = ['name', 'email', 'phone', 'subject', 'message'];
const EMPTY: FeedbackInput = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

export function FeedbackForm() {
  const { t, language } = useT(PAGES_NS);
  const [values, setValues] = useState<FeedbackInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLDivElement>(null);
  // Each refused attempt moves the focus to the summary, once it is on screen.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) summary.current?.focus();
  }, [attempt]);
  useEffect(() => {
    if (sentTo) done.current?.focus();
  }, [sentTo]);

  const label = (field: Field) => t(`feedback.${field}`);
  const check = (v: FeedbackInput): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const value = v[field].trim();
      if (!value) found[field] = t('feedback.required', { field: label(field).toLowerCase() });
      else if (value.length > FEEDBACK_LIMITS[field]) found[field] = t('feedback.tooLong', { field: label(field), max: formatNumber(FEEDBACK_LIMITS[field], language) });
    }
    if (!found.email && !EMAIL_PATTERN.test(v.email.trim())) found.email = t('feedback.emailInvalid');
    if (v.phone.trim() && !PHONE_PATTERN.test(v.phone.trim())) found.phone = t('feedback.phoneInvalid');
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = check(values);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setSending(true);
    try {
      await submitFeedback({ ...values, phone: values.phone.trim() });
      setSentTo(values.email.trim());
      setValues(EMPTY);
    } catch (e) {
      const message = e instanceof ApiError && e.status === 429 ? t('feedback.tooMany') : t('feedback.failed', { message: e instanceof ApiError ? serverText(e, language) : e instanceof Error ? e.message : String(e) });
      setFailure(message);
      setAttempt((n) => n + 1);
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <div className="feedback-done" role="status" tabIndex={-1} ref={done}>
        <p>{t('feedback.thanks', { email: sentTo })}</p>
        <button type="button" className="btn btn-small" onClick={() => setSentTo('')}>
          {t('feedback.another')}
        </button>
      </div>
    );
  }

  const listed = FIELDS.filter((f) => errors[f]);
  return (
    <form className="feedback-form" noValidate onSubmit={onSubmit} aria-labelledby="feedback-heading">
      <p>{t('feedback.intro')}</p>
      {(listed.length > 0 || failure) && (
        <div className="form-errors" role="alert" tabIndex={-1} ref={summary}>
          {failure ? (
            <p>{failure}</p>
          ) : (
            <>
              <p>{t('feedback.errorsTitle')}</p>
              <ul>
                {listed.map((f) => (
                  <li key={f}>
                    <a href={`#feedback-${f}`}>{errors[f]}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {FIELDS.map((field) => {
        const id = `feedback-${field}`;
        const error = errors[field];
        const required = field !== 'phone';
        const common = {
          id,
          name: field,
          value: values[field],
          onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          required,
          'aria-required': required || undefined,
        };
        return (
          <div className="form-field" key={field}>
            <label htmlFor={id}>
              {label(field)}
              {required && <span aria-hidden="true"> *</span>}
            </label>
            {field === 'message' ? (
              <textarea {...common} rows={6} maxLength={FEEDBACK_LIMITS.message} />
            ) : (
              <input
                {...common}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                inputMode={field === 'phone' ? 'numeric' : undefined}
                autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : field === 'phone' ? 'tel-national' : 'off'}
                maxLength={field === 'phone' ? 10 : FEEDBACK_LIMITS[field]}
              />
            )}
            {error && (
              <p className="field-error" id={`${id}-error`}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      {/* The honeypot: off screen and out of the tab order; people leave it empty. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="feedback-website">{t('feedback.honeypot')}</label>
        <input
          id="feedback-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => setValues((v) => ({ ...v, website: e.target.value }))}
        />
      </div>
      <button type="submit" className="btn btn-small" disabled={sending}>
        {sending ? t('feedback.sending') : t('feedback.send')}
      </button>
    </form>
  );
}
