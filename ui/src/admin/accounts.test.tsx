import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../api/client';
import { rememberRole } from './session';
import { json, renderAt, resetAfterEach } from './testing';

vi.setConfig({ testTimeout: 20_000 });

resetAfterEach();

describe('accounts', () => {
  it('lists the accounts for an administrator, creates one with a first password, and changes a role', async () => {
    tokenStore.set('tok');
    rememberRole('administrator');
    const posted: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/account/admins/manage')) {
        posted.push(JSON.parse(String(init?.body)));
        return json({ outcome: true, message: 'ok', data: { adminId: 9 } });
      }
      return json({
        outcome: true, message: '',
        data: [
          { adminId: 1, email: 'admin@oshec.test', role: 'administrator', isActive: true, mustChangePassword: false, createdAt: '2026-11-01T00:00:00Z', passwordChangedAt: '2026-11-01T00:00:00Z', lastSignInAt: null, you: true },
          { adminId: 2, email: 'writer@oshec.test', role: 'contributor', isActive: true, mustChangePassword: true, createdAt: '2026-11-01T00:00:00Z', passwordChangedAt: '2026-11-01T00:00:00Z', lastSignInAt: null, you: false },
        ],
      });
    });
    renderAt('/oshec/admin/account');
    const row = (await screen.findByText('writer@oshec.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Contributor')).toBeTruthy();
    expect(within(row).getByText('Temporary password')).toBeTruthy();

    const form = screen.getByRole('region', { name: 'Add an account' });
    await userEvent.type(within(form).getByLabelText('Email'), 'approver2@oshec.test');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'Approver');
    await userEvent.type(within(form).getByLabelText('First password'), 'short');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('The password must have at least 12 characters.')).toBeTruthy();
    expect(posted).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('First password'), '-but-longer-now');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ adminId: null, email: 'approver2@oshec.test', role: 'approver', isActive: true, password: 'short-but-longer-now' });

    await userEvent.click(within(row).getByRole('button', { name: 'Change writer@oshec.test' }));
    const change = screen.getByRole('region', { name: 'Change: writer@oshec.test' });
    await userEvent.selectOptions(within(change).getByLabelText('Role'), 'Approver');
    await userEvent.click(within(change).getByLabelText('Active (may sign in)'));
    await userEvent.click(within(change).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ adminId: 2, email: 'writer@oshec.test', role: 'approver', isActive: false, password: null });
  });

  it('shows who has a second factor, and removes a lost one only after asking', async () => {
    tokenStore.set('tok');
    rememberRole('administrator');
    const removed: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/account/admins/removeMfa')) {
        removed.push(JSON.parse(String(init?.body)));
        return json({ outcome: true, message: 'ok', data: { adminId: 2, hadSecondFactor: true } });
      }
      if (url.includes('/account/sessions')) return json({ outcome: true, message: '', data: [] });
      return json({
        outcome: true, message: '',
        data: [
          { adminId: 1, email: 'admin@oshec.test', role: 'administrator', isActive: true, createdAt: '2026-11-01T00:00:00Z', passwordChangedAt: '2026-11-01T00:00:00Z', lastSignInAt: null, you: true, secondFactor: true },
          { adminId: 2, email: 'approver@oshec.test', role: 'approver', isActive: true, createdAt: '2026-11-01T00:00:00Z', passwordChangedAt: '2026-11-01T00:00:00Z', lastSignInAt: null, you: false, secondFactor: true },
          { adminId: 3, email: 'writer@oshec.test', role: 'contributor', isActive: true, createdAt: '2026-11-01T00:00:00Z', passwordChangedAt: '2026-11-01T00:00:00Z', lastSignInAt: null, you: false, secondFactor: false },
        ],
      });
    });
    renderAt('/oshec/admin/account');
    const row = (email: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(email)) as HTMLElement;
    await screen.findByText('approver@oshec.test');
    expect(within(row('approver@oshec.test')).getByText('On')).toBeTruthy();
    expect(within(row('writer@oshec.test')).getByText('Off')).toBeTruthy();
    // Not one's own (that is done with a code on one's own page), nor one that has none.
    expect(within(row('admin@oshec.test')).queryByRole('button', { name: /Remove the second factor/ })).toBeNull();
    expect(within(row('writer@oshec.test')).queryByRole('button', { name: /Remove the second factor/ })).toBeNull();

    await userEvent.click(within(row('approver@oshec.test')).getByRole('button', { name: 'Remove the second factor of approver@oshec.test' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the second factor of approver@oshec.test?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(removed).toHaveLength(0);
    await userEvent.click(within(row('approver@oshec.test')).getByRole('button', { name: 'Remove the second factor of approver@oshec.test' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove second factor' }));
    await waitFor(() => expect(removed).toEqual([{ adminId: 2 }]));
    expect(await screen.findByText('The second factor of approver@oshec.test was removed; its sessions ended.')).toBeTruthy();
  });
});
