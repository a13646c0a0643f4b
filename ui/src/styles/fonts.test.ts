// The language switch's own font files (src/styles/fonts.css), made by scripts/switch-font.mjs
// from the bundled Noto Sans Oriya for the very word the switch shows.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the build, without types
import { SWITCH_TEXT, SWITCH_WEIGHTS } from '../../scripts/switchFont.mjs';

const here = (path: string) => new URL(path, import.meta.url);

describe('the language switch font', () => {
  it('is cut for the word the switch shows', () => {
    const topBar = readFileSync(here('../public/layout/TopBar.tsx'), 'utf8');
    const button = topBar.slice(topBar.indexOf('lang="or"'));
    expect(button.slice(0, button.indexOf('</button>'))).toContain(SWITCH_TEXT);
  });

  it.each(SWITCH_WEIGHTS as number[])('weight %i is a small WOFF2 file', (weight) => {
    const kept = readFileSync(here(`./fonts/odia-switch-${weight}.woff2`));
    expect(kept.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(kept.length).toBeLessThan(4096);
  });
});
