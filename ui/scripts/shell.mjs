// Writes ui/dist-shell/home.json and pages.json from the pre-render entry built by `vite build --ssr`
// (src/shell/prerender.tsx → dist-ssr/prerender.js). Run by `npm run build`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ui = fileURLToPath(new URL('..', import.meta.url));
const { renderHomeShell, renderPageShells } = await import(`${ui}dist-ssr/prerender.js`);
const shell = await renderHomeShell();
mkdirSync(`${ui}dist-shell`, { recursive: true });
writeFileSync(`${ui}dist-shell/home.json`, JSON.stringify(shell));
// The report, About and news pages (src/shell/pages.tsx), read by src/http/prerendered.rs.
const pages = await renderPageShells();
writeFileSync(`${ui}dist-shell/pages.json`, JSON.stringify(pages));
const variants = pages.pages.length + pages.records.reduce((n, r) => n + r.variants.length, 0);
console.log(`dist-shell/pages.json: ${pages.pages.length} pages, ${variants} copies in all`);
rmSync(`${ui}dist-ssr`, { recursive: true, force: true });
console.log(`dist-shell/home.json: ${shell.templates.length} bytes of templates, ${shell.script.length} of script`);
