// The editor's toolbar and field, as a keyboard and a screen reader meet them (docs/editor.md).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import MarkdownEditor from './MarkdownEditor';
import { EN, OD } from '../i18n';
import type { AdminT } from '../useAdminT';

afterEach(cleanup);

// jsdom does no layout: ProseMirror asks a Range where the caret is to scroll it into view.
if (!('getClientRects' in Range.prototype)) {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Object.assign(Range.prototype, { getClientRects: none, getBoundingClientRect: () => new DOMRect() });
}

const tOf =
  (catalogue: Record<string, string>): AdminT =>
  (key, vars) =>
    (catalogue[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars?.[name] ?? ''));

function Field({ initial, t = tOf(EN), label = 'Text (Odia)' }: { initial: string; t?: AdminT; label?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="body-label">{label}</span>
      <MarkdownEditor id="body" labelId="body-label" label={label} value={value} onChange={setValue} lang="or" t={t} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('## ନୂଆ')}>Load another item</button>
    </>
  );
}

const TOOLS = ['Heading', 'Subheading', 'Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Add a link', 'Remove the link', 'Insert a table', 'Undo', 'Redo', 'Markdown source'];

describe('the editor', () => {
  it('is a multi-line text box named by its field’s label, in the field’s language', () => {
    render(<Field initial="ପରିଷଦ" />);
    const box = screen.getByRole('textbox', { name: 'Text (Odia)' });
    expect(box.id).toBe('body');
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.getAttribute('lang')).toBe('or');
  });

  it('has a toolbar named for the field whose every button has a name, in English and in Odia', () => {
    render(<Field initial="" />);
    const bar = screen.getByRole('toolbar', { name: 'Text tools: Text (Odia)' });
    for (const name of TOOLS) expect(bar.querySelector(`button[aria-label="${name}"]`), name).not.toBeNull();
    cleanup();
    render(<Field initial="" t={tOf(OD)} label="ପାଠ (ଓଡ଼ିଆ)" />);
    const odia = screen.getByRole('toolbar', { name: 'ଲେଖା ସାଧନ: ପାଠ (ଓଡ଼ିଆ)' });
    for (const name of TOOLS) expect(odia.querySelector(`button[aria-label="${OD[name]}"]`), name).not.toBeNull();
  });

  it('marks the toggles with aria-pressed, and presses them when the caret is in such text', async () => {
    render(<Field initial={'## ଶିରୋନାମା\n\n- ଏକ'} />);
    const heading = screen.getByRole('button', { name: 'Heading' });
    expect(heading.getAttribute('aria-pressed')).toBe('true'); // the caret starts in the heading
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Heading' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('ଶିରୋନାମା\n\n- ଏକ'));
    expect(screen.getByRole('button', { name: 'Heading' }).getAttribute('aria-pressed')).toBe('false');
    // Buttons that change nothing are not pressed-state buttons.
    expect(screen.getByRole('button', { name: 'Insert a table' }).hasAttribute('aria-pressed')).toBe(false);
  });

  it('is one Tab stop, moved along with the arrow keys, Home and End', async () => {
    render(<Field initial="" />);
    const bar = screen.getByRole('toolbar');
    const stops = [...bar.querySelectorAll('button')].filter((b) => b.tabIndex === 0);
    expect(stops.map((b) => b.getAttribute('aria-label'))).toEqual(['Heading']);
    stops[0].focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Subheading');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Markdown source');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Heading');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Markdown source');
    expect([...bar.querySelectorAll('button')].filter((b) => b.tabIndex === 0).map((b) => b.getAttribute('aria-label'))).toEqual(['Markdown source']);
  });

  it('shows the Markdown source on demand, and takes a value from outside without calling it an edit', async () => {
    render(<Field initial="- ଏକ" />);
    await userEvent.click(screen.getByRole('button', { name: 'Markdown source' }));
    expect(screen.getByRole('button', { name: 'Markdown source' }).getAttribute('aria-pressed')).toBe('true');
    const source = screen.getByRole('textbox', { name: 'Text (Odia)' }) as HTMLTextAreaElement;
    expect(source.tagName).toBe('TEXTAREA');
    expect(source.value).toBe('- ଏକ');
    await userEvent.click(screen.getByRole('button', { name: 'Markdown source' }));
    await userEvent.click(screen.getByRole('button', { name: 'Load another item' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Text (Odia)' }).querySelector('h2')?.textContent).toBe('ନୂଆ'));
    expect(screen.getByTestId('value').textContent).toBe('## ନୂଆ');
  });

  it('adds a link from its own small form, refusing an address the public page would drop', async () => {
    render(<Field initial="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    expect(screen.getByRole('button', { name: 'Add a link' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.type(screen.getByLabelText('Link text'), 'ଯୋଗାଯୋଗ');
    await userEvent.type(screen.getByLabelText('Link address'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Apply the link' }));
    expect(screen.getByLabelText('Link address').getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(screen.getByLabelText('Link address'));
    await userEvent.type(screen.getByLabelText('Link address'), '/contact');
    await userEvent.click(screen.getByRole('button', { name: 'Apply the link' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('[ଯୋଗାଯୋଗ](/contact)'));
  });
});
