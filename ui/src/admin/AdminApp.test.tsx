import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENTITIES, DEFAULT_MESSAGES } from './entities';
import { EN, OD } from './i18n';
import { tokenStore } from '../api/client';
import { changeLanguage } from '../i18n';
import { json, renderAt, resetAfterEach } from './testing';

resetAfterEach();

describe('route guard', () => {
  it('sends every admin route without a token to the sign-in', () => {
    for (const path of ['/oshec/admin', ...ENTITIES.map((e) => `/oshec/admin/${e.route}`)]) {
      renderAt(path);
      expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
      cleanup();
    }
  });

  it('shows the layout, sidebar and welcome card with a token', () => {
    tokenStore.set('t0k');
    renderAt('/oshec/admin');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const labels = within(nav).getAllByRole('link').map((a) => a.textContent);
    // The menu by task (News, Notices, Documents, the home page's parts, …), in the council's words.
    expect(labels).toEqual([
      'Dashboard', 'News', 'Notices', 'Documents', 'Banner', 'Focused Announcement', 'Introduction', 'Education Council',
      'Education Features', 'Footer General Setting', 'Media Gallery', 'Video Gallery', 'Partners', 'Policy and Help Pages', 'Who is Who',
      'Feedback', 'Site health', 'Accounts', 'Activity', 'Backups', 'My account',
    ]);
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/oshec/admin', '/oshec/admin/news', '/oshec/admin/focused-notification', '/oshec/admin/documents',
      '/oshec/admin/banner', '/oshec/admin/focused', '/oshec/admin/introduction', '/oshec/admin/education-council',
      '/oshec/admin/features', '/oshec/admin/footer', '/oshec/admin/gallery', '/oshec/admin/video', '/oshec/admin/together',
      '/oshec/admin/pages', '/oshec/admin/officials', '/oshec/admin/feedback', '/oshec/admin/health', '/oshec/admin/account#accounts',
      '/oshec/admin/activity', '/oshec/admin/backups', '/oshec/admin/account',
    ]);
    for (const group of ['Home page', 'Gallery', 'Pages']) expect(within(nav).getByText(group)).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Welcome to the Odisha State Higher Education Council/ })).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
  });
});

describe('sign-in', () => {
  it('requires both fields before sending anything', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderAt('/oshec');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('Both username and password are required.')).not.toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server message on a wrong password and stores nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({ outcome: false, message: 'Invalid username or password.' }),
    );
    renderAt('/oshec');
    await userEvent.type(screen.getByLabelText('Email'), 'admin@oshec.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('Invalid username or password.')).not.toHaveLength(0);
    expect(tokenStore.get()).toBeNull();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/oshec/api/allowAll/authenticate');
    const sent = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(String(init?.body)), (c) => c.charCodeAt(0))));
    expect(sent).toEqual({ userName: 'admin@oshec.test', password: 'wrong', captcha: 'ignore' });
  });

  it('shows the server\'s message when sign-in is throttled (429), and a fallback when the network fails', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ outcome: false, message: 'Too many attempts. Try again in 60 seconds.' }, 429))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderAt('/oshec');
    await userEvent.type(screen.getByLabelText('Email'), 'admin@oshec.test');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('Too many attempts. Try again in 60 seconds.')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('An error occurred during login.')).not.toHaveLength(0);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stores the token and opens the back office after a second', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).endsWith('/allowAll/authenticate')
        ? json({ outcome: true, message: 'Login successful.', data: 'secret-token' })
        : json([]),
    );
    renderAt('/oshec');
    await userEvent.type(screen.getByLabelText('Email'), 'admin@oshec.test');
    await userEvent.type(screen.getByLabelText('Password'), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful.')).toBeTruthy();
    expect(tokenStore.get()).toBe('secret-token');
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Back office' })).toBeTruthy(), { timeout: 2000 });
  });
});

describe('content page', () => {
  it('asks the server for one page, active first, shows it in the order given, and names its buttons by item', async () => {
    tokenStore.set('t0k');
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked.push(String(input));
      // The server sorts (sort=-isActive: active first, then display order) and pages.
      return json({
        outcome: true,
        message: 'ok',
        total: 3,
        data: [
          { councilId: 3, councilTitleEn: 'New', isActive: true },
          { councilId: 1, councilTitleEn: 'Old', isActive: true },
          { councilId: 2, councilTitleEn: 'Hidden', isActive: false },
        ],
      });
    });
    renderAt('/oshec/admin/education-council');
    expect(screen.getByRole('heading', { level: 1, name: 'Education Council' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Edit New' });
    expect(asked).toContain('/oshec/api/council/allowAll/list?page=1&size=20&sort=-isActive');
    const order = screen.getAllByRole('button', { name: /^(Deactivate|Activate) / }).map((b) => b.getAttribute('aria-label'));
    expect(order).toEqual(['Deactivate New', 'Deactivate Old', 'Activate Hidden']);
    expect(screen.getByRole('button', { name: 'Move Old up' })).toBeTruthy();
    expect(screen.getByLabelText('Rows per page:')).toBeTruthy();
    expect(screen.getByLabelText('Title (English)')).toBeTruthy();
    expect(screen.getByLabelText('Title (Odia)').getAttribute('lang')).toBe('or');
    expect((screen.getByLabelText('Active') as HTMLInputElement).checked).toBe(true);
  });

  it('checks the form before sending', async () => {
    tokenStore.set('t0k');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ outcome: true, message: '', data: [] }));
    renderAt('/oshec/admin/footer');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findAllByText('Please enter the location.')).not.toHaveLength(0);
    expect(document.activeElement?.id).toBe('footer-locations');
    expect(fetch.mock.calls.every(([url]) => !String(url).includes('/manage'))).toBe(true);
  });
});

describe('language', () => {
  it('speaks Odia when the site does, with the English keys as fallback', async () => {
    await changeLanguage('od');
    try {
      renderAt('/oshec');
      expect(screen.getByRole('heading', { name: 'ଲଗଇନ୍' })).toBeTruthy();
      expect(screen.getByLabelText('ଇମେଲ୍')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'ଲଗଇନ୍' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('catalogues', () => {
  it('has Odia for every label and message the descriptions use', () => {
    const used = new Set<string>(['English', 'Odia']);
    for (const d of ENTITIES) {
      used.add(d.title).add(d.navLabel);
      d.rows.flat().forEach((f) => used.add(f.label));
      d.columns.forEach((c) => used.add(c.label));
      if (d.image) used.add(d.image.label);
      d.checks.forEach((c) => used.add(c.message));
      Object.values(d.messages).forEach((m) => m && used.add(m));
    }
    Object.values(DEFAULT_MESSAGES).forEach((m) => m && used.add(m));
    for (const key of used) {
      expect(EN[key], key).toBe(key);
      expect(OD[key], key).toBeTruthy();
      expect(OD[key], key).not.toBe(key === 'YouTube URL' ? '' : key);
    }
  });
});

describe('wire payloads', () => {
  const decode = (b64: string) =>
    JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))));

  it('creates with id null, trimmed fields, isActive and the file; updates with the id and no file', async () => {
    tokenStore.set('t0k');
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const sent: Array<[string, FormData | undefined]> = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.body instanceof FormData) sent.push([url, init.body]);
      if (url.includes('/list?')) return json({ outcome: true, message: 'ok', total: 1, data: [{ bannerId: 7, bannerTitleEn: 'Seven', isActive: true }] });
      if (url.endsWith('/getBannerById'))
        return json({
          outcome: true, message: 'ok',
          data: { bannerId: 7, bannerTitleEn: 'Seven', bannerTitleOd: 'ସାତ', bannerSubtitleEn: 's', bannerSubtitleOd: 's',
            bannerDescEn: 'd', bannerDescOd: 'd', encodedBanner: '/9j/4AAQ', isActive: false },
        });
      return json({ outcome: true, message: 'saved', data: {} });
    });
    renderAt('/oshec/admin/banner');
    const labels = ['Title (English)', 'Title (Odia)', 'Subtitle (English)', 'Subtitle (Odia)', 'Description (English)', 'Description (Odia)'];
    for (const label of labels) await userEvent.type(screen.getByLabelText(label), `  ${label} `);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'b.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Banner Image'), file);
    expect(screen.getByRole('img', { name: 'Preview' }).getAttribute('src')).toBe('blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findAllByText('Banner updated successfully!');
    const [createUrl, created] = sent[0];
    expect(createUrl).toBe('/oshec/api/banner/manage');
    expect(decode(String(created?.get('cipherBannerSliderDto')))).toEqual({
      bannerId: null, bannerTitleEn: 'Title (English)', bannerTitleOd: 'Title (Odia)', bannerSubtitleEn: 'Subtitle (English)',
      bannerSubtitleOd: 'Subtitle (Odia)', bannerDescEn: 'Description (English)', bannerDescOd: 'Description (Odia)', isActive: true,
      showFrom: '', showUntil: '', validUntil: '',
    });
    expect((created?.get('bannerImg') as File).name).toBe('b.jpg');

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Seven' }));
    await screen.findByRole('heading', { name: 'Edit: Seven' });
    const [byIdUrl, byId] = sent[1];
    expect(byIdUrl).toBe('/oshec/api/banner/getBannerById');
    expect(atob(String(byId?.get('bannerId')))).toBe('7');
    expect(screen.getByRole('img', { name: 'Preview' }).getAttribute('src')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect((screen.getByLabelText('Active') as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    const updated = sent[2][1];
    expect(decode(String(updated?.get('cipherBannerSliderDto')))).toMatchObject({ bannerId: 7, bannerTitleOd: 'ସାତ', isActive: false });
    expect(updated?.get('bannerImg')).toBeNull();
  });

  it('toggles with the status shown, in the page\'s own field', async () => {
    tokenStore.set('t0k');
    const sent: Array<[string, FormData]> = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (init?.body instanceof FormData) sent.push([String(input), init.body]);
      if (String(input).includes('/list?'))
        return json({ outcome: true, message: 'ok', total: 1, data: [{ strongFutureId: 4, nameEn: 'Four', nameOd: 'ଚାରି', logoPath: '/uploads/x.png', isActive: false }] });
      return json({ outcome: true, message: 'ok', data: { isActive: true } });
    });
    renderAt('/oshec/admin/together');
    await userEvent.click(await screen.findByRole('button', { name: 'Activate Four' }));
    await screen.findAllByText('Status updated successfully!');
    expect(sent[0][0]).toBe('/oshec/api/strongFuture/activeInactiveByStrongFutureId');
    expect(decode(String(sent[0][1].get('strongFutureDto')))).toEqual({ helperId: 4, status: false });
  });
});
