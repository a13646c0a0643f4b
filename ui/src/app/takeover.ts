// The app taking over from the server's pre-rendered copy of the home page (src/shell/). The
// copy's links work on their own (real hrefs), but its buttons do nothing until the app runs,
// and replacing the copy would drop the keyboard focus. So until the app's first render:
// a press of a button is held and replayed on the same button of the app (the first render
// produces the copy's markup, so positions match), and focus moves to the same control.

/** What can hold focus or take a press, in document order: the same list in copy and app. */
const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]';

export interface Takeover {
  /** Runs `render` (which must replace the copy synchronously), then restores focus and presses. */
  finish(render: () => void): void;
}

export function holdCopy(root: HTMLElement): Takeover {
  const pressed: number[] = [];
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    pressed.push([...root.querySelectorAll('button')].indexOf(button));
  };
  root.addEventListener('click', hold, true);

  return {
    finish(render) {
      root.removeEventListener('click', hold, true);
      const focused = [...root.querySelectorAll(CONTROLS)].indexOf(document.activeElement as Element);
      render();
      if (focused >= 0) root.querySelectorAll<HTMLElement>(CONTROLS)[focused]?.focus();
      const buttons = root.querySelectorAll('button');
      for (const index of pressed) if (index >= 0) buttons[index]?.click();
    },
  };
}
