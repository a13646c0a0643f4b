// The language switch's Odia word as a font of its own (scripts/switch-font.mjs).
import subsetFont from 'subset-font';

/** The text the switch shows in Odia (src/public/layout/TopBar.tsx). */
export const SWITCH_TEXT = 'ଓଡ଼ିଆ';
/** Unpressed (400) and pressed (700, `.topbar button[aria-pressed='true']`). */
export const SWITCH_WEIGHTS = [400, 700];

/** `woff2` cut down to the glyphs of SWITCH_TEXT (and what shaping them needs). */
export function switchFont(woff2) {
  return subsetFont(woff2, SWITCH_TEXT, { targetFormat: 'woff2' });
}
