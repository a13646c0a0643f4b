import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreferencesProvider, readDark, readFontSize, usePreferences } from './preferences';

/** A system scheme that the test can change, as the browser's matchMedia reports it. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: dark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => media as unknown as MediaQueryList);
  return {
    set(next: boolean) {
      media.matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function Controls() {
  const { fontSize, larger, smaller, resetFont, dark, toggleDark } = usePreferences();
  return (
    <div>
      <button type="button" aria-pressed={fontSize < 16} onClick={smaller}>
        smaller
      </button>
      <button type="button" aria-pressed={fontSize === 16} onClick={resetFont}>
        reset
      </button>
      <button type="button" aria-pressed={fontSize > 16} onClick={larger}>
        larger
      </button>
      <button type="button" aria-pressed={dark} onClick={toggleDark}>
        dark
      </button>
    </div>
  );
}

const show = () =>
  render(
    <PreferencesProvider>
      <Controls />
    </PreferencesProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.className = '';
  document.documentElement.style.removeProperty('--text-size');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('reading what was kept', () => {
  it('reads a size within 12–24 px, the default for anything else', () => {
    expect(readFontSize('20')).toBe(20);
    expect(readFontSize('40')).toBe(24);
    expect(readFontSize('2')).toBe(12);
    for (const bad of [null, '', 'big', '-3', '0']) expect(readFontSize(bad), String(bad)).toBe(16);
  });

  it('reads a dark-mode choice, or none', () => {
    expect(readDark('on')).toBe(true);
    expect(readDark('off')).toBe(false);
    expect(readDark(null)).toBeNull();
    expect(readDark('yes')).toBeNull();
  });
});

describe('PreferencesProvider', () => {
  it('starts from what an earlier page or tab kept in local storage', () => {
    systemScheme(false);
    localStorage.setItem('textSize', '20');
    localStorage.setItem('darkMode', 'on');
    show();
    expect(document.documentElement.style.getPropertyValue('--text-size')).toBe('20px');
    expect(document.body.classList.contains('dark')).toBe(true);
    expect(screen.getByRole('button', { name: 'larger' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'reset' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps a change in local storage, for the next page and the other tabs', async () => {
    systemScheme(false);
    show();
    await userEvent.click(screen.getByRole('button', { name: 'smaller' }));
    expect(localStorage.getItem('textSize')).toBe('14');
    expect(screen.getByRole('button', { name: 'smaller' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(localStorage.getItem('darkMode')).toBe('on');
    expect(sessionStorage.length).toBe(0);
  });

  it('follows the system scheme until the visitor chooses, then keeps the choice', async () => {
    const system = systemScheme(true);
    show();
    expect(document.body.classList.contains('dark')).toBe(true);
    system.set(false);
    expect(document.body.classList.contains('dark')).toBe(false);
    system.set(true);
    expect(document.body.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('darkMode')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(document.body.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('darkMode')).toBe('off');
    system.set(true);
    expect(document.body.classList.contains('dark')).toBe(false);
  });
});
