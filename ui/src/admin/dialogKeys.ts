import type { KeyboardEvent } from 'react';

/** What a modal dialog's keys do: Esc closes it, and Tab goes round `selector` inside `box`. */
export function dialogKeyDown(event: KeyboardEvent, box: HTMLElement | null, selector: string, onClose: () => void): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose();
    return;
  }
  if (event.key !== 'Tab' || !box) return;
  const items = [...box.querySelectorAll<HTMLElement>(selector)];
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
