import { describe, expect, it } from 'vitest';
import { htmlLang, readLanguage } from './language';

describe('readLanguage', () => {
  it('reads English case-insensitively', () => {
    expect(readLanguage('en')).toBe('en');
    expect(readLanguage('EN')).toBe('en');
    expect(readLanguage('En')).toBe('en');
  });
  it('reads Odia case-insensitively', () => {
    expect(readLanguage('od')).toBe('od');
    expect(readLanguage('OD')).toBe('od');
    expect(readLanguage(' Od ')).toBe('od');
    expect(readLanguage('or')).toBe('od');
  });
  it('falls back to English when unset or unknown', () => {
    expect(readLanguage(null)).toBe('en');
    expect(readLanguage(undefined)).toBe('en');
    expect(readLanguage('')).toBe('en');
    expect(readLanguage('fr')).toBe('en');
  });
  it('maps the language to the html lang attribute', () => {
    expect(htmlLang('en')).toBe('en');
    expect(htmlLang('od')).toBe('or');
  });
});
