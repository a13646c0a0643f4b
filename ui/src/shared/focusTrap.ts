import type { KeyboardEvent } from 'react';

/** Keeps Tab inside a modal dialog: past the last of `box`'s `selector` items to the first, and
 * with Shift from the first to the last. Other keys, and a box with no such item, pass. */
export function keepTabInside(event: KeyboardEvent, box: HTMLElement, selector: string): void {
  if (event.key !== 'Tab') return;
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
