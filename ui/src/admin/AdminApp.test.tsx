import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import AdminApp from './AdminApp';
import { ENTITIES, DEFAULT_MESSAGES } from './entities';
import { EN, OD } from './i18n';
import { tokenStore } from '../api/client';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: {} });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ToastContainer />
      <Routes>
        <Route path="/" element={<p>Public home</p>} />
        <Route path="/oshec/*" element={<AdminApp />} />
      </Routes>
    </MemoryRouter>,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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
    expect(labels).toEqual([
      'Dashboard', 'Banner', 'Focused Announcement', 'Focused Announcement Notification', 'Education Council',
      'Education Features', 'Latest News', 'Media Gallery', 'Video Gallery', 'Futures Together', 'Introduction',
      'Footer General Setting',
    ]);
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/oshec/admin', '/oshec/admin/banner', '/oshec/admin/focused', '/oshec/admin/focused-notification',
      '/oshec/admin/education-council', '/oshec/admin/features', '/oshec/admin/news', '/oshec/admin/gallery',
      '/oshec/admin/video', '/oshec/admin/together', '/oshec/admin/introduction', '/oshec/admin/footer',
    ]);
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
  it('lists active first, newest first, and names its buttons by item', async () => {
    tokenStore.set('t0k');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json([
        { councilId: 1, councilTitleEn: 'Old', isActive: true },
        { councilId: 2, councilTitleEn: 'Hidden', isActive: false },
        { councilId: 3, councilTitleEn: 'New', isActive: true },
      ]),
    );
    renderAt('/oshec/admin/education-council');
    expect(screen.getByRole('heading', { level: 1, name: 'Education Council' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Edit New' });
    const order = screen.getAllByRole('button', { name: /^(Deactivate|Activate) / }).map((b) => b.getAttribute('aria-label'));
    expect(order).toEqual(['Deactivate New', 'Deactivate Old', 'Activate Hidden']);
    expect(screen.getByLabelText('Rows per page:')).toBeTruthy();
    expect(screen.getByLabelText('Title (English)')).toBeTruthy();
    expect(screen.getByLabelText('Title (Odia)').getAttribute('lang')).toBe('or');
    expect((screen.getByLabelText('Active') as HTMLInputElement).checked).toBe(true);
  });

  it('checks the form before sending', async () => {
    tokenStore.set('t0k');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ outcome: true, message: '', data: [] }));
    renderAt('/oshec/admin/footer');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please enter the location.')).not.toHaveLength(0);
    expect(document.activeElement?.id).toBe('footer-locations');
    expect(fetch.mock.calls.every(([url]) => !String(url).includes('/manage'))).toBe(true);
  });
});

describe('language', () => {
  it('speaks Odia when the site does, with the English keys as fallback', async () => {
    await i18next.changeLanguage('od');
    try {
      renderAt('/oshec');
      expect(screen.getByRole('heading', { name: 'ଲଗ୍ ଇନ୍' })).toBeTruthy();
      expect(screen.getByLabelText('ଇମେଲ୍')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'ଲଗଇନ୍' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
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
