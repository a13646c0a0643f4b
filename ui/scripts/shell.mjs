// Writes ui/dist-shell/home.json from the pre-render entry built by `vite build --ssr`
// (src/shell/prerender.tsx → dist-ssr/prerender.js). Run by `npm run build`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ui = fileURLToPath(new URL('..', import.meta.url));
const { renderHomeShell } = await import(`${ui}dist-ssr/prerender.js`);
const shell = await renderHomeShell();
mkdirSync(`${ui}dist-shell`, { recursive: true });
writeFileSync(`${ui}dist-shell/home.json`, JSON.stringify(shell));
rmSync(`${ui}dist-ssr`, { recursive: true, force: true });
console.log(`dist-shell/home.json: ${shell.templates.length} bytes of templates, ${shell.script.length} of script`);
