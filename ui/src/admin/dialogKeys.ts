import type { KeyboardEvent } from 'react';
import { keepTabInside } from '../shared/focusTrap';

/** What a modal dialog's keys do: Esc closes it, and Tab goes round `selector` inside `box`. */
export function dialogKeyDown(event: KeyboardEvent, box: HTMLElement | null, selector: string, onClose: () => void): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose();
    return;
  }
  if (box) keepTabInside(event, box, selector);
}
