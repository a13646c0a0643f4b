// Forms that keep work, on the real page (docs/editor.md): a saved draft stays open by its new
// id, Cancel asks before discarding typed work, an empty field says which it is, and a news
// item's date starts at today.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../api/client';
import { rememberRole } from './session';
import { todayInIndia } from './when';
import { json, renderAt, resetAfterEach } from './testing';

vi.setConfig({ testTimeout: 20_000 });

resetAfterEach();

/** A council page's server: an empty list, a save answering id 9, and item 9 as saved. */
function server() {
  const calls: string[] = [];
  const saved = {
    councilId: 9, councilTitleEn: 'Nine', councilTitleOd: 'ନଅ', councilSubTitleEn: 's', councilSubTitleOd: 'ସ',
    councilDescEn: 'd', councilDescOd: 'ବ', isActive: false, status: 'draft', returnComment: '',
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    calls.push(url);
    if (url.includes('/list?')) return json({ outcome: true, message: 'ok', data: [], total: 0 });
    if (url.endsWith('/manage')) return json({ outcome: true, message: 'saved', data: { councilId: 9, status: 'draft' } });
    if (url.endsWith('/getCouncilSectionById')) return json({ outcome: true, message: 'ok', data: saved });
    return json({ outcome: true, message: 'ok', data: [] });
  });
  return calls;
}

const fill = async (label: string, text: string) => userEvent.type(screen.getByLabelText(label, { exact: true }), text);

describe('a contributor’s form', () => {
  it('stays on a new item after Save draft, by the id the server gave it', async () => {
    tokenStore.set('tok');
    rememberRole('contributor');
    const calls = server();
    renderAt('/oshec/admin/education-council');
    await screen.findByRole('heading', { name: 'Add an item' });
    await fill('Title (English)', 'Nine');
    await fill('Title (Odia)', 'ନଅ');
    await fill('Subtitle (English)', 's');
    await fill('Subtitle (Odia)', 'ସ');
    await fill('Description (English)', 'd');
    await fill('Description (Odia)', 'ବ');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('heading', { name: 'Edit: Nine' })).toBeTruthy();
    expect((screen.getByLabelText('Title (Odia)', { exact: true }) as HTMLInputElement).value).toBe('ନଅ');
    expect(calls.some((u) => u.endsWith('/getCouncilSectionById'))).toBe(true);
    // Saved: nothing is unsaved now, so Cancel asks nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Add an item' })).toBeTruthy();
  });

  it('asks before Cancel throws typed work away, and keeps it when told to', async () => {
    tokenStore.set('tok');
    rememberRole('contributor');
    server();
    renderAt('/oshec/admin/education-council');
    await screen.findByRole('heading', { name: 'Add an item' });
    await fill('Title (Odia)', 'ପରିଷଦ');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Discard your changes?' });
    expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toBe(document.activeElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByLabelText('Title (Odia)', { exact: true }) as HTMLInputElement).value).toBe('ପରିଷଦ');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect((screen.getByLabelText('Title (Odia)', { exact: true }) as HTMLInputElement).value).toBe(''));
  });

  it('says under each empty required field which it is, and nothing under the optional ones', async () => {
    tokenStore.set('tok');
    rememberRole('contributor');
    server();
    renderAt('/oshec/admin/news');
    await screen.findByRole('heading', { name: 'Add an item' });
    // The news date starts at today (India time); the year list starts at next year.
    const date = within(screen.getByRole('group', { name: 'News Date' }));
    const [year, month, day] = todayInIndia().split('-');
    expect((date.getByLabelText('Year') as HTMLSelectElement).value).toBe(year);
    expect((date.getByLabelText('Month') as HTMLSelectElement).value).toBe(month);
    expect((date.getByLabelText('Day') as HTMLSelectElement).value).toBe(day);
    expect((date.getByLabelText('Year') as HTMLSelectElement).options[1].textContent).toBe(String(Number(year) + 1));
    await fill('Title (English)', 'Results');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const odia = screen.getByLabelText('Title (Odia)', { exact: true });
    await waitFor(() => expect(odia.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (el: Element) =>
      (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent);
    expect(describedBy(odia)).toContain('Enter the title in Odia');
    expect(describedBy(screen.getByLabelText('Description (English)', { exact: true }))).toContain('Enter the description in English');
    const link = screen.getByLabelText('Link', { exact: true });
    expect(link.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(link).join(' ')).not.toMatch(/required/);
    expect(screen.queryByText('All fields are required!', { selector: '.adm-field-error, .adm-form-error' })).toBeNull();
  });
});
