// The home page's first paint before any script file arrives. The server puts two pre-rendered
// copies of the page's top (header and hero, filled with the current banner) in <template>
// elements, one per language, and an inline script that shows the visitor's one. The script is
// `showShell` below, written out by the build (`inlineScript`), so it must stay self-contained:
// no imports, nothing from outside its own body. React replaces the copy on its first render.

/** The template ids the server writes (src/home.rs), by language. */
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

/** The inline script: `showShell` run at once, with storage that may be disabled. */
export function inlineScript(): string {
  // The same order as `loadLanguage`: the address's ?lang=, this tab's choice, the last one.
  return `(function(){var s=null;try{s=new URLSearchParams(location.search).get("lang")||sessionStorage.getItem("language")||localStorage.getItem("language")}catch(e){}(${showShell.toString()})(document,s)})()`;
}
