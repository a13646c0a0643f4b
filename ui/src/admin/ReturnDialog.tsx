import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useAdminT } from './useAdminT';
import { dialogKeyDown } from './dialogKeys';

interface Props {
  /** The item's name, in the dialog's title. */
  name: string;
  busy: boolean;
  onReturn: (comment: string) => void;
  onClose: () => void;
}

/**
 * "Return" asks why: a modal dialog with a required, labelled comment. Esc or Cancel closes it,
 * Tab stays inside it, and focus goes back to where it was.
 */
export default function ReturnDialog({ name, busy, onReturn, onClose }: Props) {
  const t = useAdminT();
  const ids = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    field.current?.focus();
    return () => before?.focus?.();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (comment.trim() === '') {
      setError(true);
      field.current?.focus();
      return;
    }
    onReturn(comment.trim());
  };

  const onKeyDown = (event: KeyboardEvent) => dialogKeyDown(event, box.current, 'textarea, button:not([disabled])', onClose);

  return (
    <div className="adm-dialog-backdrop">
      <div
        ref={box}
        className="adm-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        onKeyDown={onKeyDown}
      >
        <form onSubmit={submit} noValidate>
          <h2 id={`${ids}-title`}>{t('Return {{name}} to its author', { name })}</h2>
          <div className="adm-field">
            <label htmlFor={`${ids}-comment`}>{t('What should be changed (required)')}</label>
            <textarea
              id={`${ids}-comment`}
              ref={field}
              value={comment}
              required
              aria-required="true"
              aria-invalid={error}
              aria-describedby={error ? `${ids}-error` : undefined}
              onChange={(e) => {
                setComment(e.target.value);
                if (e.target.value.trim() !== '') setError(false);
              }}
            />
            {error && (
              <p className="adm-form-error" id={`${ids}-error`}>
                {t('Write what the author should change.')}
              </p>
            )}
          </div>
          <div className="adm-actions">
            <button type="submit" className="adm-button adm-primary" disabled={busy} aria-busy={busy}>
              {t('Return')}
            </button>
            <button type="button" className="adm-button adm-secondary" onClick={onClose}>
              {t('Cancel')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
