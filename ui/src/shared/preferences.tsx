// The accessibility bar's settings: text size (on paragraph, link and span text, through the
// --text-size custom property) and dark mode (the `dark` class on <body>). Both are kept in
// local storage, like the language's last choice, so they hold across reloads, new tabs and
// the next visit, like the language's (docs/visitors.md, "Text size and dark mode"). Until the visitor chooses, dark mode follows the system's
// `prefers-color-scheme`, and keeps following it as it changes.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FONT_DEFAULT, clampFontSize, largerFont, smallerFont } from './fontSize';

export const FONT_KEY = 'textSize';
export const DARK_KEY = 'darkMode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function keep(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the setting lasts for this page only.
  }
}

/** A stored text size, or the default for anything else. */
export function readFontSize(value: string | null): number {
  const n = Number(value);
  return value !== null && Number.isFinite(n) && n > 0 ? clampFontSize(n) : FONT_DEFAULT;
}

/** A stored dark-mode choice: `null` when the visitor has not chosen (the system decides). */
export function readDark(value: string | null): boolean | null {
  return value === 'on' ? true : value === 'off' ? false : null;
}

/** The text size kept from an earlier choice, or the default. */
export const storedFontSize = (): number => readFontSize(stored(FONT_KEY));

/** The visitor's dark-mode choice, or `null` when they have not made one. */
export const storedDark = (): boolean | null => readDark(stored(DARK_KEY));

function systemMedia(): MediaQueryList | undefined {
  return typeof window === 'undefined' ? undefined : window.matchMedia?.(DARK_QUERY);
}

/** Whether the system asks for a dark scheme. */
export const systemDark = (): boolean => systemMedia()?.matches ?? false;

interface Preferences {
  fontSize: number;
  larger: () => void;
  smaller: () => void;
  resetFont: () => void;
  dark: boolean;
  toggleDark: () => void;
}

const PreferencesContext = createContext<Preferences | null>(null);

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [fontSize, setFontSize] = useState(storedFontSize);
  const [choice, setChoice] = useState(storedDark);
  const [system, setSystem] = useState(systemDark);
  const dark = choice ?? system;

  useEffect(() => {
    document.documentElement.style.setProperty('--text-size', `${fontSize}px`);
  }, [fontSize]);

  useEffect(() => {
    document.body.classList.toggle('dark', dark);
  }, [dark]);

  // The system's scheme, followed while the visitor has not chosen.
  useEffect(() => {
    const media = systemMedia();
    if (!media || choice !== null) return;
    const follow = () => setSystem(media.matches);
    media.addEventListener?.('change', follow);
    return () => media.removeEventListener?.('change', follow);
  }, [choice]);

  const value = useMemo<Preferences>(() => {
    const size = (next: number) => {
      setFontSize(next);
      keep(FONT_KEY, String(next));
    };
    return {
      fontSize,
      larger: () => size(largerFont(fontSize)),
      smaller: () => size(smallerFont(fontSize)),
      resetFont: () => size(FONT_DEFAULT),
      dark,
      toggleDark: () => {
        setChoice(!dark);
        keep(DARK_KEY, dark ? 'off' : 'on');
      },
    };
  }, [fontSize, dark]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences outside PreferencesProvider');
  return value;
}
