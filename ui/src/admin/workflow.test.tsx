import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStore } from '../api/client';
import { rememberRole } from './session';
import { KIND } from '../api/kinds';
import { json, renderAt, resetAfterEach } from './testing';

// Several steps of typing and answers each: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

resetAfterEach();

const decode = (b64: string) =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))));

const record = (status: string, returnComment = '') => ({
  councilId: 5, councilTitleEn: 'Five', councilTitleOd: 'ପାଞ୍ଚ', councilSubTitleEn: 's', councilSubTitleOd: 's',
  councilDescEn: 'd', councilDescOd: 'd', isActive: false, status, returnComment, validUntil: '2030-01-31',
});

/** A fake server for the council page: the list, the item, and every other call recorded. */
function server(status: string, returnComment = '') {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body instanceof FormData
      ? decode(String(init.body.get('cipherCouncilSectionDTO') ?? init.body.get('councilId') ?? ''))
      : typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, body });
    if (url.includes('/list?')) {
      // The server filters by stage (docs/admin-lists.md): the one item, when it matches.
      const asked = new URLSearchParams(url.split('?')[1]).get('status');
      const rows = asked === null || asked === status ? [record(status, returnComment)] : [];
      return json({ outcome: true, message: 'ok', data: rows, total: rows.length });
    }
    if (url.endsWith('/getCouncilSectionById')) return json({ outcome: true, message: 'ok', data: record(status, returnComment) });
    if (url.endsWith('/manage')) return json({ outcome: true, message: 'saved', data: { councilId: 5, status: 'draft' } });
    return json({ outcome: true, message: 'ok', data: {} });
  });
  return calls;
}

describe('the form by role', () => {
  it('lets a contributor save a draft and submit it, shows the comment it was returned with, and no Active switch', async () => {
    tokenStore.set('tok');
    rememberRole('contributor');
    const calls = server('draft', 'Add the date in Odia.');
    renderAt('/oshec/admin/education-council');
    expect(await screen.findByText('Draft', { selector: '.adm-stage' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Five' }));
    await screen.findByRole('heading', { name: 'Edit: Five' });
    expect(screen.getByRole('note', { name: 'Returned with a comment' }).textContent).toContain('Add the date in Odia.');
    expect(screen.queryByLabelText('Active')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    const validUntil = within(screen.getByRole('group', { name: 'Valid until (optional)' }));
    expect((validUntil.getByLabelText('Day') as HTMLSelectElement).value).toBe('31');
    expect((validUntil.getByLabelText('Month') as HTMLSelectElement).value).toBe('01');
    expect((validUntil.getByLabelText('Year') as HTMLSelectElement).value).toBe('2030');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findAllByText('Submitted for review.');
    const manage = calls.find((c) => c.url.endsWith('/council/manage'));
    expect(manage?.body).toMatchObject({ councilId: 5, validUntil: '2030-01-31' });
    const submit = calls.find((c) => c.url.endsWith('/workflow/submit'));
    expect(submit?.body).toEqual({ entity: KIND.council, id: 5 });
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeTruthy();
  });

  it('lets an approver approve an item in review, or return it with a required comment in a dialog', async () => {
    tokenStore.set('tok');
    rememberRole('approver');
    const calls = server('review');
    renderAt('/oshec/admin/education-council');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Five' }));
    await screen.findByRole('heading', { name: 'Edit: Five' });
    // Nothing saves over a submission: Approve and Return, no Publish (docs/workflow.md).
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('approve it or return it');

    await userEvent.click(screen.getByRole('button', { name: 'Return' }));
    const dialog = screen.getByRole('dialog', { name: 'Return Five to its author' });
    const comment = screen.getByLabelText('What should be changed (required)');
    expect(document.activeElement).toBe(comment);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Return' }));
    const returnButton = () => screen.getAllByRole('button', { name: 'Return' }).find((b) => b.closest('[role=dialog]'));
    await userEvent.click(returnButton() as HTMLElement);
    expect(screen.getByText('Write what the author should change.')).toBeTruthy();
    expect(screen.getByLabelText('What should be changed (required)').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.url.endsWith('/workflow/return'))).toBe(false);
    await userEvent.type(screen.getByLabelText('What should be changed (required)'), 'Shorter title, please.{Enter}');
    await userEvent.click(returnButton() as HTMLElement);
    await screen.findAllByText('Returned to its author.');
    expect(calls.find((c) => c.url.endsWith('/workflow/return'))?.body).toEqual({ entity: KIND.council, id: 5, comment: 'Shorter title, please.' });
    expect(dialog.isConnected).toBe(false);
  });

  it('approves with the entity key and id', async () => {
    tokenStore.set('tok');
    rememberRole('administrator');
    const calls = server('review');
    renderAt('/oshec/admin/education-council?status=review');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Five' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await screen.findAllByText('Approved and published.');
    expect(calls.find((c) => c.url.endsWith('/workflow/approve'))?.body).toEqual({ entity: KIND.council, id: 5 });
  });

  it('filters the table by stage', async () => {
    tokenStore.set('tok');
    const calls = server('review');
    renderAt('/oshec/admin/education-council?status=draft');
    await waitFor(() => expect(screen.getByText('Nothing here yet.')).toBeTruthy());
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('draft');
    expect(calls.some((c) => c.url.includes('/council/allowAll/list?') && c.url.includes('status=draft'))).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'In review');
    expect(await screen.findByRole('button', { name: 'Edit Five' })).toBeTruthy();
    expect(calls.some((c) => c.url.includes('status=review'))).toBe(true);
    expect(screen.getByText('In review', { selector: '.adm-stage' })).toBeTruthy();
  });
});
