import { describe, expect, it } from 'vitest';
import { ExpiringCache, KEEP_FOR_MS, STALE_AFTER_MS } from './swrCache';

describe('ExpiringCache', () => {
  it('uses the docs/decisions.md §8 times', () => {
    expect(STALE_AFTER_MS).toBe(600_000);
    expect(KEEP_FOR_MS).toBe(900_000);
  });
  it('keeps an entry for its lifetime, then forgets it', () => {
    let now = 0;
    const cache = new ExpiringCache(KEEP_FOR_MS, () => now);
    cache.set('k', { data: [1] });
    now = KEEP_FOR_MS;
    expect(cache.get('k')).toEqual({ data: [1] });
    now = KEEP_FOR_MS + 1;
    expect(cache.get('k')).toBeUndefined();
    expect([...cache.keys()]).toEqual([]);
  });
  it('restarts the clock only when the data changes', () => {
    let now = 0;
    const data = [1];
    const cache = new ExpiringCache(1000, () => now);
    cache.set('k', { data });
    now = 900;
    cache.set('k', { data, isValidating: true });
    now = 1001;
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', { data });
    now = 1500;
    cache.set('k', { data: [2] });
    now = 2400;
    expect(cache.get('k')).toEqual({ data: [2] });
  });
});
