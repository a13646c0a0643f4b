// The home page's first paint before any script file arrives. The server puts two pre-rendered
// copies of the page's top (header and hero, filled with the current banner) in <template>
// elements, one per language, and an inline script that shows the visitor's one. The script is
// `showShell` below, written out by the build (`inlineScript`), so it must stay self-contained:
// no imports, nothing from outside its own body. React replaces the copy on its first render.

/** The template ids the server writes (src/http/home.rs), by language. */
export const SHELL_IDS = { en: 'shell-en', od: 'shell-od' } as const;

/**
 * Shows the pre-rendered copy for the visitor's language (`stored`: the address's `?lang=`, or
 * session or local storage `language`,
 * read as `readLanguage` does: "od"/"or" in any case mean Odia) and sets `<html lang>`.
 * Does nothing when the page has no copy, or when #root already has content.
 */
export function showShell(doc: Document, stored: string | null): void {
  const value = (stored || '').trim().toLowerCase();
  const odia = value === 'od' || value === 'or';
  const template = doc.getElementById(odia ? 'shell-od' : 'shell-en') as HTMLTemplateElement | null;
  const root = doc.getElementById('root');
  if (odia) doc.documentElement.lang = 'or';
  if (template && template.content && root && !root.firstChild) root.appendChild(template.content.cloneNode(true));
}

/**
 * Applies the kept text size and dark mode before the copy paints, as the app will
 * (shared/preferences.tsx: local storage `textSize` and `darkMode`, else the system's scheme),
 * so a visitor who chose dark mode, or whose system is dark, never sees the light page first.
 */
export function applyPreferences(doc: Document, size: string | null, dark: string | null, systemDark: boolean): void {
  // 12 to 24 px: FONT_MIN and FONT_MAX of shared/fontSize.ts, written out (this runs alone).
  const n = Number(size);
  if (size !== null && n > 0) doc.documentElement.style.setProperty('--text-size', Math.min(24, Math.max(12, n)) + 'px');
  if (dark === 'on' || (dark !== 'off' && systemDark)) doc.body.classList.add('dark');
}

/** The inline script: `showShell` run at once, with storage that may be disabled. */
export function inlineScript(): string {
  // The same order as `loadLanguage`: the address's ?lang=, this tab's choice, the last one.
  return (
    `(function(){var s=null;try{s=new URLSearchParams(location.search).get("lang")||sessionStorage.getItem("language")||localStorage.getItem("language")}catch(e){}(${showShell.toString()})(document,s);` +
    `try{(${applyPreferences.toString()})(document,localStorage.getItem("textSize"),localStorage.getItem("darkMode"),!!(window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches))}catch(e){}})()`
  );
}
