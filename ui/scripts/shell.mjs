// Writes ui/dist-shell/home.json and pages.json from the pre-render entry built by `vite build --ssr`
// (src/shell/prerender.tsx → dist-ssr/prerender.js). Run by `npm run build`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ui = fileURLToPath(new URL('..', import.meta.url));
const { renderHomeShell, renderPageShells } = await import(`${ui}dist-ssr/prerender.js`);
const shell = await renderHomeShell();
mkdirSync(`${ui}dist-shell`, { recursive: true });
writeFileSync(`${ui}dist-shell/home.json`, JSON.stringify(shell));
// The report, About and news pages (src/shell/pages.tsx), read by src/http/prerendered.rs.
// Gzipped: the copies repeat the header and footer (0.9 MB as text, which the binary embeds).
const pages = await renderPageShells();
const json = JSON.stringify(pages);
const packed = gzipSync(json, { level: 9 });
rmSync(`${ui}dist-shell/pages.json`, { force: true });
writeFileSync(`${ui}dist-shell/pages.json.gz`, packed);
const copies = pages.pages.reduce((n, p) => n + p.variants.length, 0) + pages.records.reduce((n, r) => n + r.variants.length, 0);
console.log(`dist-shell/pages.json.gz: ${pages.pages.length} pages and ${pages.records.length} kind of record, ${copies} copies, ${json.length} bytes (${packed.length} gzipped)`);
rmSync(`${ui}dist-ssr`, { recursive: true, force: true });
console.log(`dist-shell/home.json: ${shell.templates.length} bytes of templates, ${shell.script.length} of script`);
