// The accessibility bar's settings: text size (on paragraph, link and span text, through the
// --text-size custom property) and dark mode (the `dark` class on <body>). Neither is persisted.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FONT_DEFAULT, largerFont, smallerFont } from '../public/fontSize';

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
  const [fontSize, setFontSize] = useState(FONT_DEFAULT);
  const [dark, setDark] = useState(false);

  useEffect(() => {
    document.documentElement.style.setProperty('--text-size', `${fontSize}px`);
  }, [fontSize]);

  useEffect(() => {
    document.body.classList.toggle('dark', dark);
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
