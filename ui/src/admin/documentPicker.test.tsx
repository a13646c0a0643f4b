import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DocumentPicker from './DocumentPicker';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const t = (key: string, vars?: Record<string, string | number>) =>
  key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars?.[name] ?? ''));

const doc = (id: number, titleEn: string, titleOd: string, path: string) => ({
  documentId: id, isActive: true, titleEn, titleOd, category: 'notices', fileLanguage: 'both',
  publishDate: '2026-11-20', validUntil: '', documentPath: path, fileSize: 1000, fileType: 'application/pdf', archived: false,
});

describe('choosing a document for a link', () => {
  it('finds published documents by title and puts the chosen one’s address in the field', async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      asked.push(url);
      const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
      const all = [doc(1, 'Admission notice', 'ନାମଲେଖା ବିଜ୍ଞପ୍ତି', '/uploads/document/1-ab.pdf'), doc(2, 'Exam schedule', 'ପରୀକ୍ଷା ସୂଚୀ', '/uploads/document/2-cd.pdf')];
      const data = all.filter((d) => d.titleEn.toLowerCase().includes(q.toLowerCase()));
      return new Response(JSON.stringify({ outcome: true, message: '', data, total: data.length }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const picked = vi.fn();
    render(
      <>
        <label id="path-label" htmlFor="path">Link Path</label>
        <input id="path" />
        <DocumentPicker labelId="path-label" onPick={picked} t={t} language="en" />
      </>,
    );
    // Named by its own words, described by the field it fills (so the field's label names one control).
    const button = screen.getByRole('button', { name: 'Choose a document', description: 'Link Path' });
    expect(screen.getAllByLabelText('Link Path')).toHaveLength(1);
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Choose a document' });
    // The search field has the focus, so one types at once.
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Search documents by title'));
    await within(dialog).findByRole('button', { name: /Admission notice/ });
    await userEvent.type(within(dialog).getByLabelText('Search documents by title'), 'exam');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /Admission notice/ })).toBeNull());
    expect(asked.some((u) => u.includes('q=exam') && u.includes('/document/allowAll/list'))).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: /Exam schedule/ }));
    expect(picked).toHaveBeenCalledWith('/uploads/document/2-cd.pdf');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Esc and changes nothing', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ outcome: true, message: '', data: [], total: 0 }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    const picked = vi.fn();
    render(<DocumentPicker labelId="none" onPick={picked} t={t} language="od" />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose a document' }));
    expect(await screen.findByText('No published document has these words in its title.')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(picked).not.toHaveBeenCalled();
  });
});
