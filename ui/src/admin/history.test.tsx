import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../api/client';
import { ENTITIES } from './entities';
import { fieldChanges } from './history';
import { rememberRole } from './session';
import { KIND } from '../api/kinds';
import { json, renderAt, resetAfterEach } from './testing';

vi.setConfig({ testTimeout: 20_000 });

resetAfterEach();

const ok = (data: unknown) => json({ outcome: true, message: 'ok', data });
const gallery = ENTITIES.find((e) => e.key === KIND.photos)!;
const ID = gallery.idField;

describe('history', () => {
  it('lists the fields two revisions differ in, the envelope too, in the form order', () => {
    const changes = fieldChanges(gallery, { displayName: 'A', displayNameOd: 'କ', validUntil: '' }, { displayName: 'A 2026', displayNameOd: 'କ', validUntil: '2027-01-01' });
    expect(changes.map((c) => [c.name, c.label, c.lang, c.before, c.after])).toEqual([
      ['displayName', 'Display Name', 'en', 'A', 'A 2026'],
      ['validUntil', 'Valid until (optional)', undefined, '', '2027-01-01'],
    ]);
  });

  it('shows an item’s revisions newest first, what one changed with labels, and restores one', async () => {
    tokenStore.set('tok');
    rememberRole('approver');
    const posted: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input).replace('/oshec/api', '');
      if (url === '/workflow/restore') {
        posted.push(JSON.parse(String(init?.body)));
        return ok({});
      }
      if (url.includes('/list?'))
        return json({ outcome: true, message: 'ok', total: 1, data: [{ [ID]: 3, displayName: 'Convocation 2026', isActive: true, status: 'published' }] });
      if (url.endsWith(gallery.byId.path)) return ok({ [ID]: 3, displayName: 'Convocation 2026', displayNameOd: 'ସମାବର୍ତ୍ତନ', status: 'published' });
      if (url.startsWith('/workflow/revisions'))
        return ok([
          { revision: 2, at: '2026-11-25T06:30:00Z', by: 'approver@oshec.test', role: 'approver', action: 'approve', status: 'published', comment: null },
          { revision: 1, at: '2026-11-25T06:00:00Z', by: 'writer@oshec.test', role: 'contributor', action: 'save', status: 'draft', comment: null },
        ]);
      if (url.includes('revision=2')) return ok({ [ID]: 3, displayName: 'Convocation 2026', displayNameOd: 'ସମାବର୍ତ୍ତନ' });
      if (url.includes('revision=1')) return ok({ [ID]: 3, displayName: 'Convocation', displayNameOd: 'ସମାବର୍ତ୍ତନ' });
      return ok([]);
    });
    renderAt('/oshec/admin/gallery');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Convocation 2026' }));
    const history = (await screen.findAllByRole('region', { name: 'History' }))[0];
    await within(history).findByText('approver@oshec.test');
    const numbers = within(history).getAllByRole('row').slice(1).map((r) => r.querySelector('td')?.textContent);
    expect(numbers).toEqual(['2', '1']);
    await userEvent.click(within(history).getByRole('button', { name: 'What revision 2 changed' }));
    const term = await within(history).findByText('Display Name (English)');
    const diff = term.parentElement?.querySelector('dd') as HTMLElement;
    expect(diff.querySelector('ins')?.textContent).toContain('2026');
    expect(within(history).queryByText('Display Name (Odia)')).toBeNull();
    // Asked first, saying what becomes public; a "no" restores nothing.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await userEvent.click(within(history).getByRole('button', { name: 'Restore revision 1' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('will be published'));
    expect(posted).toEqual([]);
    await userEvent.click(within(history).getByRole('button', { name: 'Restore revision 1' }));
    await waitFor(() => expect(posted).toEqual([{ entity: KIND.photos, id: 3, revision: 1 }]));
    expect(await screen.findByText('Revision 1 restored.')).toBeTruthy();
  });
});
