import { describe, expect, it } from 'vitest';
import { pageWindow, splitMarks } from './highlight';

describe('splitMarks', () => {
  it('marks the given ranges and keeps everything else as text', () => {
    expect(splitMarks('Exam results out', [[0, 4], [5, 12]])).toEqual([
      { text: 'Exam', marked: true },
      { text: ' ', marked: false },
      { text: 'results', marked: true },
      { text: ' out', marked: false },
    ]);
  });

  it('counts Odia in UTF-16 units, as the server does', () => {
    const text = 'ଓଡ଼ିଶା ପରୀକ୍ଷା';
    const start = text.indexOf('ପରୀକ୍ଷା');
    expect(splitMarks(text, [[start, text.length]]).filter((p) => p.marked)).toEqual([{ text: 'ପରୀକ୍ଷା', marked: true }]);
  });

  it('never lets markup through and survives bad ranges', () => {
    const parts = splitMarks('<b>x</b>', [[3, 4], [2, 1], [50, 60], [3, 4]]);
    expect(parts.map((p) => p.text).join('')).toBe('<b>x</b>');
    expect(parts.filter((p) => p.marked)).toEqual([{ text: 'x', marked: true }]);
    expect(splitMarks('', undefined)).toEqual([{ text: '', marked: false }]);
  });
});

describe('pageWindow', () => {
  it('shows the ends and the neighbourhood of the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 20)).toEqual([1, 4, 5, 6, 7, 8, 20]);
  });
});
