// The accessibility bar's settings: text size (on paragraph, link and span text, through the
// --text-size custom property) and dark mode (the `dark` class on <body>). Both are kept for the
// visit in session storage, like the language (docs/decisions.md §9).
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FONT_DEFAULT, clampFontSize, largerFont, smallerFont } from './fontSize';

export const FONT_KEY = 'textSize';
export const DARK_KEY = 'darkMode';

function stored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function keep(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the setting lasts for this page only.
  }
}

/** The text size kept for this visit, or the default. */
export function storedFontSize(): number {
  const n = Number(stored(FONT_KEY));
  return Number.isFinite(n) && n > 0 ? clampFontSize(n) : FONT_DEFAULT;
}

/** Whether dark mode is on for this visit. */
export const storedDark = (): boolean => stored(DARK_KEY) === 'on';

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
  const [dark, setDark] = useState(storedDark);

  useEffect(() => {
    document.documentElement.style.setProperty('--text-size', `${fontSize}px`);
    keep(FONT_KEY, String(fontSize));
  }, [fontSize]);

  useEffect(() => {
    document.body.classList.toggle('dark', dark);
    keep(DARK_KEY, dark ? 'on' : 'off');
  }, [dark]);

  const value = useMemo<Preferences>(
    () => ({
      fontSize,
      larger: () => setFontSize(largerFont),
      smaller: () => setFontSize(smallerFont),
      resetFont: () => setFontSize(FONT_DEFAULT),
      dark,
      toggleDark: () => setDark((d) => !d),
    }),
    [fontSize, dark],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences outside PreferencesProvider');
  return value;
}
