// Writes src/styles/fonts/odia-switch-{400,700}.woff2: Noto Sans Oriya cut down to the letters of
// the language switch's "ଓଡ଼ିଆ" (about 1.5 KB each), so a page in English draws that one
// word without fetching the whole Odia font (40 KB). Uses subset-font (HarfBuzz's hb-subset,
// which keeps the shaping tables the word's conjuncts need). Run again after an upgrade of
// @fontsource/noto-sans-oriya or a change of the word: `node scripts/switch-font.mjs`, and commit
// the two files (src/styles/fonts.test.ts checks the switch still shows that word).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { switchFont, SWITCH_WEIGHTS } from './switchFont.mjs';

const ui = fileURLToPath(new URL('..', import.meta.url));
for (const weight of SWITCH_WEIGHTS) {
  const font = await switchFont(readFileSync(`${ui}node_modules/@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-${weight}-normal.woff2`));
  writeFileSync(`${ui}src/styles/fonts/odia-switch-${weight}.woff2`, font);
  console.log(`src/styles/fonts/odia-switch-${weight}.woff2: ${font.length} bytes`);
}
