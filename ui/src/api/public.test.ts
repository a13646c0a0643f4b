import { describe, expect, it } from 'vitest';
import { activeOnly, readList } from './public';

describe('readList', () => {
  it('reads bare arrays', () => {
    expect(readList('banner', [{ bannerId: 1 }])).toEqual([{ bannerId: 1 }]);
  });
  it('reads enveloped lists from data', () => {
    expect(readList('introduction', { outcome: true, message: 'ok', data: [{ introductionId: 2 }] })).toEqual([
      { introductionId: 2 },
    ]);
  });
  it('rejects bodies of the wrong shape', () => {
    expect(() => readList('banner', { data: [] })).toThrow();
    expect(() => readList('generalSetting', [])).toThrow();
    expect(() => readList('announceNotice', { outcome: false, message: 'No', data: [] })).toThrow('No');
  });
  it('keeps active items only', () => {
    expect(activeOnly([{ isActive: true }, { isActive: false }, { isActive: true }])).toHaveLength(2);
  });
});
