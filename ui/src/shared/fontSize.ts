// Text size of the accessibility bar (docs/decisions.md §1, §9): 16 px by default, steps of
// 2 px, kept between 12 and 24 px.
export const FONT_DEFAULT = 16;
export const FONT_STEP = 2;
export const FONT_MIN = 12;
export const FONT_MAX = 24;

export function clampFontSize(size: number): number {
  return Math.min(FONT_MAX, Math.max(FONT_MIN, size));
}

export function largerFont(size: number): number {
  return clampFontSize(size + FONT_STEP);
}

export function smallerFont(size: number): number {
  return clampFontSize(size - FONT_STEP);
}
