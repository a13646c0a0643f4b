import { describe, expect, it } from 'vitest';
import { isAdminPath, swrOptions } from './Providers';

describe('providers', () => {
  it('fetch the toast area only under /oshec', () => {
    expect(isAdminPath('/oshec')).toBe(true);
    expect(isAdminPath('/oshec/admin/banner')).toBe(true);
    expect(isAdminPath('/')).toBe(false);
    expect(isAdminPath('/oshecx')).toBe(false);
    expect(isAdminPath('/about/introduction')).toBe(false);
  });
  it('use the docs/decisions.md §8 cache times and never refetch on focus', () => {
    expect(swrOptions.dedupingInterval).toBe(600_000);
    expect(swrOptions.revalidateOnFocus).toBe(false);
  });
});
