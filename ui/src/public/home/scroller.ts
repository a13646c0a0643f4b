// The notice scroller (docs/decisions.md §2 item 2, §9): 1 px every 50 ms. The list is rendered twice, one
// copy under the other, so wrapping at half the content height is seamless.
export const SCROLL_STEP_PX = 1;
export const SCROLL_INTERVAL_MS = 50;

/** The next scroll offset: one step on, back to the top once it reaches half the content. */
export function nextScrollOffset(offset: number, contentHeight: number): number {
  const half = contentHeight / 2;
  if (half <= 0) return 0;
  const next = offset + SCROLL_STEP_PX;
  return next >= half ? next - half : next;
}
