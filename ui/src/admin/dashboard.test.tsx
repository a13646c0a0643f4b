import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../api/client';
import { rememberRole } from './session';
import { KIND } from '../api/kinds';
import { json, renderAt, resetAfterEach } from './testing';

vi.setConfig({ testTimeout: 20_000 });

resetAfterEach();

const ok = (data: unknown) => json({ outcome: true, message: '', data });

function serve() {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input).replace('/oshec/api', '');
    asked.push(url);
    if (url.endsWith('/authenticate')) return json({ outcome: true, message: 'Welcome', data: 'tok', role: 'contributor' });
    if (url === '/workflow/queue')
      return ok([{ entity: KIND.photos, id: 3, title: 'Convocation', submittedBy: 'writer@oshec.test', submittedAt: '2026-11-25T06:30:00Z' }]);
    if (url === '/workflow/mine')
      return ok([{ entity: KIND.council, id: 5, title: 'Five', status: 'draft', comment: 'Add the date in Odia.' }]);
    if (url === '/workflow/expiring?days=7') return ok([{ entity: KIND.news, id: 1, title: 'Soon', validUntil: '2026-11-27' }]);
    if (url === '/workflow/expiring?days=14')
      return ok([
        { entity: KIND.news, id: 1, title: 'Soon', validUntil: '2026-11-27' },
        { entity: KIND.news, id: 2, title: 'Later', validUntil: '2026-12-05' },
      ]);
    if (url.startsWith('/audit/list')) return json({ outcome: true, message: '', total: 1, data: [{ auditId: 1, at: '2026-11-25T06:00:00Z', admin: 'admin@oshec.test', action: 'approve', entity: KIND.council, recordId: 5, changes: [], address: null }] });
    if (url.endsWith('/list')) return json([{ councilId: 5, councilTitleEn: 'Five', isActive: true, status: 'draft' }]);
    if (url.endsWith('/getCouncilSectionById')) return ok({ councilId: 5, councilTitleEn: 'Five', status: 'draft', returnComment: 'Add the date in Odia.' });
    return ok([]);
  });
  return asked;
}

const card = (name: string) => screen.getByRole('region', { name });

describe('dashboard', () => {
  it("shows an approver what awaits review, its own work, what expires, and recent changes, each linking to the item", async () => {
    tokenStore.set('tok');
    rememberRole('approver');
    serve();
    renderAt('/oshec/admin');
    const link = await screen.findByRole('link', { name: 'Convocation' });
    expect(link.getAttribute('href')).toBe('/oshec/admin/gallery?edit=3');
    expect(within(card('Awaiting your review')).getByText(/Submitted by writer@oshec.test, 25 Nov 2026, 12:00 pm/)).toBeTruthy();
    expect(await within(card('Your drafts and returned items')).findByText('Add the date in Odia.')).toBeTruthy();
    expect(within(card('Expires within 7 days')).getByRole('link', { name: 'Soon' })).toBeTruthy();
    const later = card('Expires in 8 to 14 days');
    expect(within(later).getByRole('link', { name: 'Later' })).toBeTruthy();
    expect(within(later).queryByRole('link', { name: 'Soon' })).toBeNull();
    expect(within(later).getByText('Valid until 5 Dec 2026')).toBeTruthy();
    expect(await within(card('Recent changes')).findByText(/admin@oshec.test/)).toBeTruthy();

    await userEvent.click(within(card('Your drafts and returned items')).getByRole('link', { name: 'Five' }));
    expect(await screen.findByRole('heading', { name: 'Edit: Five' })).toBeTruthy();
  });

  it("opens the item an e-mail links to, after the sign-in when the tab has no session", async () => {
    rememberRole('contributor');
    serve();
    renderAt('/oshec/admin?item=council/5');
    // No token: the sign-in page, which remembers where to go back to.
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByText(/Your session has ended/)).toBeNull();
    expect(sessionStorage.getItem('oshec.openAfterSignIn')).toBe('/oshec/admin?item=council/5');
    await userEvent.type(screen.getByLabelText('Email'), 'writer@oshec.test');
    await userEvent.type(screen.getByLabelText('Password'), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Edit: Five' }, { timeout: 5000 })).toBeTruthy();
  });

  it('asks a contributor for nothing it may not read', async () => {
    tokenStore.set('tok');
    rememberRole('contributor');
    const asked = serve();
    renderAt('/oshec/admin');
    expect(await screen.findByText('Add the date in Odia.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Awaiting your review' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recent changes' })).toBeNull();
    expect(asked.some((u) => u.startsWith('/workflow/queue') || u.startsWith('/audit/'))).toBe(false);
  });
});
