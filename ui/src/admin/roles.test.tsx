import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../api/client';
import { abilities, rememberRole, signedInRole } from './session';
import { json, renderAt, resetAfterEach } from './testing';

// Several steps of typing and answers each: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

resetAfterEach();

const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Back office' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('roles', () => {
  it('knows what each role may do, and takes an unknown role for an administrator of before roles', () => {
    expect(abilities('contributor')).toEqual({ feedback: false, activity: false, accounts: false, backups: false, moderate: false, review: false });
    expect(abilities('approver')).toEqual({ feedback: true, activity: true, accounts: false, backups: false, moderate: true, review: true });
    expect(abilities('administrator').accounts).toBe(true);
    expect(abilities('administrator').backups).toBe(true);
    expect(signedInRole()).toBe('administrator');
    rememberRole('contributor');
    expect(signedInRole()).toBe('contributor');
  });

  it('keeps the role from the sign-in answer, and sends a temporary password to its change', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).endsWith('/allowAll/authenticate')
        ? json({ outcome: true, message: 'Login successful.', data: 'tok', role: 'contributor', mustChangePassword: true })
        : json({ outcome: true, message: '', data: [] }),
    );
    renderAt('/oshec');
    await userEvent.type(screen.getByLabelText('Email'), 'writer@oshec.test');
    await userEvent.type(screen.getByLabelText('Password'), 'temporary-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { level: 1, name: 'My account' }, { timeout: 2000 });
    expect(signedInRole()).toBe('contributor');
    expect(screen.getByText(/Choose a password of your own/)).toBeTruthy();
    expect(navLabels()).toEqual(['My account']);
  });

  it('keeps a temporary password on its change until it is changed, then opens the rest', async () => {
    tokenStore.set('tok');
    rememberRole('approver', true);
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).endsWith('/account/password')
        ? json({ outcome: true, message: 'Password changed.' })
        : json({ outcome: true, message: '', data: [] }),
    );
    renderAt('/oshec/admin/banner');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/account/admins'))).toBe(false);
    await userEvent.type(screen.getByLabelText('Current password'), 'temporary-password');
    await userEvent.type(screen.getByLabelText('New password'), 'my-own-password-1');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'my-own-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(navLabels()).toContain('Banner'));
    expect(navLabels()).toContain('Feedback');
    expect(navLabels()).toContain('Site health');
    expect(navLabels()).toContain('Activity');
  });

  it('shows a contributor no feedback, activity, toggles or moves, and an approver no accounts', async () => {
    tokenStore.set('tok');
    rememberRole('contributor');
    // The council's list answers two rows; every other call (the dashboard's workflow lists
    // after the redirect below) answers an empty list, as the server would for a new account.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('/council/')
        ? json({
            outcome: true,
            message: 'ok',
            total: 2,
            data: [
              { councilId: 2, councilTitleEn: 'Second', isActive: true },
              { councilId: 1, councilTitleEn: 'First', isActive: true },
            ],
          })
        : json({ outcome: true, message: '', data: [] }),
    );
    renderAt('/oshec/admin/education-council');
    await screen.findByRole('button', { name: 'Edit Second' });
    expect(navLabels()).not.toContain('Feedback');
    expect(navLabels()).not.toContain('Site health');
    expect(navLabels()).not.toContain('Activity');
    expect(screen.queryByRole('button', { name: /^(Deactivate|Activate) / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.getByText(/\(Contributor\)/)).toBeTruthy();
    cleanup();

    renderAt('/oshec/admin/feedback');
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeTruthy();
    cleanup();

    rememberRole('approver');
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ outcome: true, message: '', data: [] }));
    renderAt('/oshec/admin/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Accounts' })).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/account/admins'))).toBe(false);
    expect(navLabels()).toContain('Feedback');
    expect(navLabels()).toContain('Site health');
  });
});
