// What the back office's text editor may hold, said once: the editor and its tests build the
// same document model from here (docs/editor.md). It is what the public side keeps of Markdown
// (src/content/markdown.rs): paragraphs, headings, bold, italic, strikethrough, lists, links,
// tables, quotes, code and rules. Anything else pasted from Word or a web page (fonts, colours,
// images, underline, classes, styles) has no place in the model, so ProseMirror's parser drops
// it while it reads the paste: nothing is cleaned by hand.
import type { AnyExtension, Editor, JSONContent, MarkdownRendererHelpers } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { Markdown } from '@tiptap/markdown';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { isLink } from '../validation';

/** A link the public page keeps: http(s), a path on this site, e-mail or telephone (ammonia's schemes). */
export function isAllowedLink(url: string): boolean {
  const v = url.trim();
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(v)) return true;
  if (/^tel:\+?[\d\s-]{3,}$/i.test(v)) return true;
  return isLink(v);
}

/** The text of one table cell in a Markdown row: one line, its pipes escaped. */
function cellText(cell: JSONContent, h: MarkdownRendererHelpers): string {
  const blocks = cell.content ?? [];
  const text = blocks.map((block) => h.renderChildren(block.content ?? [])).join(' ');
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/(^|[^\\])\|/g, '$1\\|')
    .trim();
}

/**
 * A table written as the starter pages write theirs: `| a | b |` rows and a `|---|---|` line
 * under the header, no padding (the library pads every column to its widest cell, which would
 * rewrite every stored table the first time it is opened).
 */
export function tableMarkdown(node: JSONContent, h: MarkdownRendererHelpers): string {
  const rows = (node.content ?? []).map((row) => (row.content ?? []).map((cell) => ({ text: cellText(cell, h), header: cell.type === 'tableHeader' })));
  const columns = rows.reduce((most, row) => Math.max(most, row.length), 0);
  if (columns === 0) return '';
  const line = (cells: string[]) => `| ${Array.from({ length: columns }, (_, i) => cells[i] ?? '').join(' | ')} |`;
  // Markdown's table always has a header: a table without one (pasted from Word) gets its
  // first row as the header, rather than an empty one on the public page.
  const [header, ...body] = rows.map((r) => r.map((c) => c.text));
  return [line(header), `|${Array.from({ length: columns }, () => '---').join('|')}|`, ...body.map(line)].join('\n');
}

const StoredTable = Table.extend({
  renderMarkdown: (node: JSONContent, h: MarkdownRendererHelpers) => tableMarkdown(node, h),
  // The library's Tab moves to the next cell and, in the last one, adds a row: a keyboard user
  // could never Tab out of a table (WCAG 2.1.2). Arrow keys move between cells; Tab leaves.
  addKeyboardShortcuts: () => ({}),
});

/** The editor's extensions; `placeholder`-like behaviour and the view's attributes are the component's. */
export function editorExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      // Markdown has no underline: Ctrl+U would make text the stored page cannot keep.
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isAllowedLink(url),
        // In the editor a link is only marked; the public page gives it its own attributes.
        HTMLAttributes: { target: null, rel: null },
      },
    }),
    StoredTable.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
    Markdown.configure({ indentation: { style: 'space', size: 2 } }),
  ];
}

/**
 * The Markdown the form stores. The editor keeps an empty paragraph after a closing heading or
 * table (so the caret can get past it), which would end the text with blank lines; the server
 * trims them on save anyway, so they are never part of the value.
 */
export const markdownOf = (editor: Editor): string => editor.getMarkdown().replace(/\s+$/, '');
