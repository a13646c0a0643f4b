import { describe, expect, it } from 'vitest';
import { SCROLL_INTERVAL_MS, SCROLL_STEP_PX, nextScrollOffset } from './scroller';

describe('nextScrollOffset', () => {
  it('moves 1 px every 50 ms', () => {
    expect(SCROLL_STEP_PX).toBe(1);
    expect(SCROLL_INTERVAL_MS).toBe(50);
    expect(nextScrollOffset(0, 400)).toBe(1);
    expect(nextScrollOffset(10, 400)).toBe(11);
  });
  it('wraps at half the content height', () => {
    expect(nextScrollOffset(198, 400)).toBe(199);
    expect(nextScrollOffset(199, 400)).toBe(0);
    expect(nextScrollOffset(0, 400)).toBe(1);
  });
  it('wraps when the offset is fractional or past half', () => {
    expect(nextScrollOffset(149.5, 300)).toBe(0.5);
    expect(nextScrollOffset(260, 400)).toBe(61);
  });
  it('stays at the top when there is nothing to scroll', () => {
    expect(nextScrollOffset(5, 0)).toBe(0);
  });
});
