// Every Markdown body of the starter content goes into the editor and comes out unchanged
// (docs/editor.md): opening a page and saving it without a change must not rewrite it.
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import starter from '../../../../src/seed/content.json';
import { ENTITIES } from '../entities';
import { editorExtensions, isAllowedLink, markdownOf } from './extensions';
import { KIND } from '../../api/kinds';

/** The fields the back office edits with the editor, by entity key. */
const MARKDOWN_FIELDS = Object.fromEntries(ENTITIES.map((d) => [d.key, d.rows.flat().filter((f) => f.input === 'markdown').map((f) => f.name)]));

function bodies(): { where: string; markdown: string }[] {
  const seed = starter as Record<string, { fields: Record<string, string> }[]>;
  const found: { where: string; markdown: string }[] = [];
  for (const [key, items] of Object.entries(seed)) {
    items.forEach(({ fields }, i) => {
      for (const name of MARKDOWN_FIELDS[key] ?? []) {
        if (fields[name]) found.push({ where: `${key}[${i}].${name}`, markdown: fields[name] });
      }
    });
  }
  return found;
}

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});
const load = (markdown: string) => {
  editor = new Editor({ extensions: editorExtensions(), content: markdown, contentType: 'markdown' });
  return editor;
};

describe('the editor and the starter content', () => {
  it('finds the Markdown fields: the news body and the policy pages, both languages', () => {
    expect(MARKDOWN_FIELDS[KIND.news]).toEqual(['newsBodyEn', 'newsBodyOd']);
    expect(MARKDOWN_FIELDS[KIND.pages]).toEqual(['bodyEn', 'bodyOd']);
    expect(bodies().length).toBeGreaterThanOrEqual(16);
  });

  for (const { where, markdown } of bodies()) {
    it(`gives back ${where} exactly`, () => {
      expect(markdownOf(load(markdown))).toBe(markdown);
    });
  }
});

describe('what the editor writes', () => {
  it('writes headings, lists, links and tables in the starter style', () => {
    const md = '## ଶିରୋନାମା\n\n- ଏକ\n- ଦୁଇ\n\n1. first\n2. second\n\nSee [ଯୋଗାଯୋଗ](/contact) and **bold** and *italic*.\n\n| a | b |\n|---|---|\n| 1 | 2 |';
    expect(markdownOf(load(md))).toBe(md);
  });

  it('ends where the text ends, after a closing table or heading too', () => {
    for (const md of ['Intro\n\n| a | b |\n|---|---|\n| 1 | 2 |', '## ଶେଷ']) expect(markdownOf(load(md))).toBe(md);
  });

  it('keeps a pipe inside a table cell escaped', () => {
    const md = '| a | b |\n|---|---|\n| x \\| y | 2 |';
    expect(markdownOf(load(md))).toBe(md);
  });

  it('drops what the public page cannot show from pasted HTML: styles, images, underline, scripts', () => {
    const e = load('');
    e.commands.setContent(
      '<h2 style="color:red">Heading</h2><p class="MsoNormal"><span style="font-family:Calibri"><b>Bold</b> <u>under</u> <img src="x.png"> text</span></p><script>alert(1)</script>',
    );
    expect(markdownOf(e)).toBe('## Heading\n\n**Bold** under text');
  });

  it('accepts the links the public page keeps, and no other', () => {
    for (const ok of ['https://oshec.example.org/a', 'http://x.in', '/page/help', 'mailto:info@oshec.example.org', 'tel:+91 674 2391234']) {
      expect(isAllowedLink(ok), ok).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'ftp://x.org', 'www.example.org']) {
      expect(isAllowedLink(bad), bad).toBe(false);
    }
  });
});
