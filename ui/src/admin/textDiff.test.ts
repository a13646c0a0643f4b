import { describe, expect, it } from 'vitest';
import { segments, textDiff } from './history';

describe('the comparison of two texts', () => {
  it('never splits an Odia syllable: a changed word is removed and added whole', () => {
    // ପାଠ୍ୟକ୍ରମ → ପାଠ୍ୟକ୍ରମର: the case ending joins the word; the conjunct ଠ୍ୟ stays whole.
    const parts = textDiff('ନୂଆ ପାଠ୍ୟକ୍ରମ ପ୍ରକାଶିତ', 'ନୂଆ ପାଠ୍ୟକ୍ରମର ପ୍ରକାଶିତ');
    expect(parts.filter((p) => p.removed).map((p) => p.value)).toEqual(['ପାଠ୍ୟକ୍ରମ']);
    expect(parts.filter((p) => p.added).map((p) => p.value)).toEqual(['ପାଠ୍ୟକ୍ରମର']);
    // A nukta added (ଡ → ଡ଼) changes the word, not a lone mark.
    const nukta = textDiff('ଓଡିଆ', 'ଓଡ଼ିଆ');
    expect(nukta.filter((p) => p.added).map((p) => p.value)).toEqual(['ଓଡ଼ିଆ']);
    // A vowel sign or nukta is never a piece of its own.
    for (const piece of segments('ଓଡ଼ିଆ ଭାଷା, ଶିକ୍ଷା')) expect(piece).not.toMatch(/^[\u0B3C\u0B3E-\u0B4D]/u);
  });

  it('marks English words', () => {
    const parts = textDiff('Results on 2 June', 'Results on 4 June');
    expect(parts.filter((p) => p.removed).map((p) => p.value)).toEqual(['2']);
    expect(parts.filter((p) => p.added).map((p) => p.value)).toEqual(['4']);
    expect(parts.map((p) => (p.added ? '' : p.value)).join('')).toBe('Results on 2 June');
  });
});
