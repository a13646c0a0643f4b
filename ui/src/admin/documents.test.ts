import { describe, expect, it } from 'vitest';
import { sizeText } from './ContentForm';

describe('the documents table', () => {
  it('writes sizes as KB or MB, with Odia digits in Odia', () => {
    expect(sizeText(1000, 'en')).toBe('1 KB');
    expect(sizeText(1.2 * 1024 * 1024, 'en')).toBe('1.2 MB');
    expect(sizeText(1.2 * 1024 * 1024, 'od')).toBe('୧.୨ MB');
  });
});
