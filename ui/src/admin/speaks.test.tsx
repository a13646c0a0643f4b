// The back office speaks the reader's language: the server's refusals in Odia (its
// `messageOd`), the Activity page's labels, and the header's language switch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, serverText, tokenStore } from '../api/client';
import { changeLanguage } from '../i18n';
import i18n from '../i18n';
import { actionLabel, fieldLabel, valueLabel } from './activityLabels';
import { ACTIONS, FIELDS, VALUES } from './activityLabels';
import { OD, registerAdminStrings } from './i18n';
import type { AdminT } from './useAdminT';
import { itemTitle } from './Welcome';
import { KIND } from '../api/kinds';
import { json, renderAt } from './testing';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  await changeLanguage('en');
});

const REFUSAL = {
  outcome: false,
  code: 'sign-in-failed',
  message: 'Invalid username or password.',
  messageOd: 'ଉପଯୋଗକର୍ତ୍ତା ନାମ କିମ୍ବା ପାସୱାର୍ଡ ଭୁଲ।',
};

describe('the server\'s words', () => {
  it('are read in the reader\'s language, falling back to the English', () => {
    expect(serverText(REFUSAL, 'od')).toBe(REFUSAL.messageOd);
    expect(serverText(REFUSAL, 'en')).toBe(REFUSAL.message);
    expect(serverText({ message: 'Only English.' }, 'od')).toBe('Only English.');
    expect(serverText({ message: 'x', messageOd: ' ' }, 'od')).toBe('x');
    const error = new ApiError(409, 'This item was changed elsewhere. Reload the list.', undefined, { code: 'changed-elsewhere', messageOd: 'ଏହି ବିଷୟଟି ଅନ୍ୟତ୍ର ବଦଳାଯାଇଛି।' });
    expect(error.code).toBe('changed-elsewhere');
    expect(serverText(error, 'od')).toBe('ଏହି ବିଷୟଟି ଅନ୍ୟତ୍ର ବଦଳାଯାଇଛି।');
    expect(serverText(null, 'od')).toBe('');
  });

  it('show a refused sign-in in Odia when the back office is in Odia', async () => {
    await changeLanguage('od');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(REFUSAL));
    renderAt('/oshec');
    await userEvent.type(screen.getByLabelText('ଇମେଲ୍'), 'admin@oshec.test');
    await userEvent.type(screen.getByLabelText('ପାସୱାର୍ଡ'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'ଲଗଇନ୍' }));
    expect(await screen.findAllByText(REFUSAL.messageOd)).not.toHaveLength(0);
    expect(screen.queryByText(REFUSAL.message)).toBeNull();
  });

  it('show a refused sign-in in English in English', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(REFUSAL));
    renderAt('/oshec');
    await userEvent.type(screen.getByLabelText('Email'), 'admin@oshec.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText(REFUSAL.message)).not.toHaveLength(0);
  });
});

describe('the Activity page\'s labels', () => {
  registerAdminStrings(i18n);
  const t: AdminT = (key) => i18n.getFixedT(null, 'admin')(key);

  it('have Odia for every action, field and value', () => {
    for (const label of [...Object.values(ACTIONS), ...Object.values(FIELDS), ...Object.values(VALUES)]) {
      expect(OD[label], label).toMatch(/[\u0B00-\u0B7F]/);
    }
  });

  it('name workflow steps, account fields and their values, never the raw codes', async () => {
    await changeLanguage('od');
    expect(actionLabel(t, 'save-draft')).toBe(OD['Draft saved']);
    expect(actionLabel(t, 'approve')).toBe(OD['Approved and published']);
    expect(actionLabel(t, 'admin-changed')).toBe(OD['Account changed']);
    expect(fieldLabel(t, 'administrator', 'secondFactor')).toBe(OD['Second factor']);
    expect(valueLabel(t, 'code')).toBe(OD['Authenticator app']);
    expect(valueLabel(t, null)).toBeNull();
    // An entity's own field reads as its form labels it, with the language.
    expect(fieldLabel(t, KIND.news, 'newsTitleOd')).toMatch(/[\u0B00-\u0B7F].*\(ଓଡ଼ିଆ\)$/);
    await changeLanguage('en');
    expect(actionLabel(t, 'submit')).toBe('Submitted for review');
    expect(fieldLabel(t, KIND.news, 'newsTitleEn')).toBe('Title (English)');
    // A code new to the table is shown as it is rather than hidden.
    expect(actionLabel(t, 'something-new')).toBe('something-new');
  });

  it('give an item its Odia title in Odia, its English one otherwise', () => {
    expect(itemTitle({ title: 'Admissions', titleOd: 'ନାମଲେଖା' }, 'od')).toBe('ନାମଲେଖା');
    expect(itemTitle({ title: 'Admissions', titleOd: '' }, 'od')).toBe('Admissions');
    expect(itemTitle({ title: 'Admissions', titleOd: 'ନାମଲେଖା' }, 'en')).toBe('Admissions');
  });
});

describe('the header\'s language switch', () => {
  it('switches the back office to Odia and back, and names the menu by task', async () => {
    tokenStore.set('t0k');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ outcome: true, message: '', data: [] }));
    renderAt('/oshec/admin');
    const group = screen.getByRole('group', { name: 'Language' });
    const odia = within(group).getByRole('button', { name: 'ଓଡ଼ିଆ' });
    expect(odia.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(odia);
    const nav = await screen.findByRole('navigation', { name: 'ପ୍ରଶାସନିକ ପ୍ୟାନେଲ' });
    expect(within(nav).getByRole('link', { name: OD['News'] })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: OD['Partners'] })).toBeTruthy();
    expect(within(nav).getByText(OD['Home page'])).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'ଭାଷା' })).getByRole('button', { name: 'ଓଡ଼ିଆ' }).getAttribute('aria-pressed')).toBe('true');
    // The choice is the public site's preference, kept for the next page.
    expect(localStorage.getItem('language')).toBe('od');
    await userEvent.click(within(screen.getByRole('group', { name: 'ଭାଷା' })).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('navigation', { name: 'Back office' })).toBeTruthy();
  });
});
