import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStateOf } from './useStateOf';

describe('state kept for one key', () => {
  it('keeps what was set while the key stays, and starts again when it changes', () => {
    const { result, rerender } = renderHook(({ key }) => useStateOf(key, false), { initialProps: { key: '/a' } });
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]((open) => !open));
    expect(result.current[0]).toBe(true);
    rerender({ key: '/a' });
    expect(result.current[0]).toBe(true);
    rerender({ key: '/b' });
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
  });
});
