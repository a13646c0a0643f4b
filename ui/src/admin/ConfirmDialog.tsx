import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { dialogKeyDown } from './dialogKeys';

interface Props {
  title: string;
  message: string;
  /** The button that goes ahead (and loses the changes). */
  confirm: string;
  /** The button that goes back to the form; it has the focus, so Enter does the safe thing. */
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question before something that loses work: a modal dialog (as "Return" asks why), its
 * question read out when it opens. Esc or the safe button closes it, Tab stays inside it, and
 * focus goes back to where it was.
 */
export default function ConfirmDialog({ title, message, confirm, cancel, onConfirm, onCancel }: Props) {
  const ids = useId();
  const box = useRef<HTMLDivElement>(null);
  const safe = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    safe.current?.focus();
    return () => before?.focus?.();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => dialogKeyDown(event, box.current, 'button:not([disabled])', onCancel);
  return (
    <div className="adm-dialog-backdrop">
      <div
        ref={box}
        className="adm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-message`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${ids}-title`}>{title}</h2>
        <p id={`${ids}-message`}>{message}</p>
        <div className="adm-actions">
          <button ref={safe} type="button" className="adm-button adm-primary" onClick={onCancel}>
            {cancel}
          </button>
          <button type="button" className="adm-button adm-secondary" onClick={onConfirm}>
            {confirm}
          </button>
        </div>
      </div>
    </div>
  );
}
