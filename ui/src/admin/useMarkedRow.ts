// The row just toggled or moved, marked for a few seconds and brought into view.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ListPage } from '../api/admin';

/** How long a toggled or moved row stays marked. */
const MARK_MS = 4000;

/**
 * The marked row's id, and `mark(id, before)`: `before` is the list as it was before the change
 * (the row is brought into view in the new one). The same row can be marked again.
 */
export function useMarkedRow(data: ListPage | undefined): [number | null, (id: number, before: ListPage | undefined) => void] {
  const [marked, setMarked] = useState<{ id: number; change: number; before: ListPage | undefined } | null>(null);
  const mark = (id: number, before: ListPage | undefined) => setMarked((m) => ({ id, change: (m?.change ?? 0) + 1, before }));
  // A toggled or moved row may change place: bring it into view, marked, in the very commit
  // that shows the refreshed list (a layout effect, before the browser paints it), once per
  // change. Scrolling in a later task instead (a passive effect after a second render) moved
  // the page under the pointer of whoever had already seen the new list and pressed something
  // else, such as a menu link: pressed on the link, released on the menu after the jump, that
  // click reached no link and was lost.
  const scrolled = useRef(0);
  useLayoutEffect(() => {
    if (marked === null || scrolled.current === marked.change || data === marked.before) return;
    scrolled.current = marked.change;
    const row = document.querySelector<HTMLElement>(`tr[data-row-id="${marked.id}"]`);
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [marked, data]);
  useEffect(() => {
    if (marked === null) return;
    const timer = window.setTimeout(() => setMarked(null), MARK_MS);
    return () => window.clearTimeout(timer);
  }, [marked]);
  return [marked?.id ?? null, mark];
}
