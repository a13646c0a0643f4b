/** The longest a boot waits for a paint: a hidden tab runs no animation frames. */
export const PAINT_WAIT_MS = 100;

/**
 * Resolves just after the browser's next paint (a task queued from the frame's callback runs
 * once that frame is drawn), or after `PAINT_WAIT_MS` when no frame comes.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, PAINT_WAIT_MS);
  });
}
