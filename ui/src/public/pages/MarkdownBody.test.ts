import { describe, expect, it } from 'vitest';
import { markExternalLinks } from './MarkdownBody';

describe('links in Markdown text', () => {
  it('marks those that leave the site, protocol-relative ones too, and leaves the site\'s own', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<p><a href="//other.example.org/a">A</a> <a href="https://other.example.org/b">B</a> <a href="/contact">C</a> <a href="mailto:x@y.org">D</a></p>';
    markExternalLinks(root, 'opens in a new tab');
    markExternalLinks(root, 'opens in a new tab'); // twice: marked once
    const [a, b, c, d] = [...root.querySelectorAll('a')];
    for (const link of [a, b]) {
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener noreferrer');
      expect(link.textContent).toBe(`${link === a ? 'A' : 'B'} (opens in a new tab)`);
    }
    for (const link of [c, d]) {
      expect(link.target).toBe('');
      expect(link.classList.contains('external-link')).toBe(false);
    }
  });
});
