import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './App';

// The app asks for the hero's banner while it loads, so the server is faked before the import.
const { fakeFetch } = vi.hoisted(() => {
  const LISTS: Record<string, unknown> = {
    '/oshec/api/banner/allowAll/list': [
      {
        bannerId: 1,
        bannerTitleEn: 'Banner in English',
        bannerTitleOd: 'ଓଡ଼ିଆ ବ୍ୟାନର',
        bannerSubtitleEn: 'Subtitle',
        bannerSubtitleOd: 'ଉପଶୀର୍ଷକ',
        bannerDescEn: 'Description',
        bannerDescOd: 'ବିବରଣୀ',
        bannerImagePath: '/uploads/banner/1-a.jpg',
        isActive: true,
      },
    ],
    '/oshec/api/announce/notice/allowAll/list': { outcome: true, message: 'ok', data: [] },
    '/oshec/api/generalSetting/allowAll/list': { outcome: true, message: 'ok', data: [] },
    '/oshec/api/introduction/allowAll/list': { outcome: true, message: 'ok', data: [] },
  };
  const fakeFetch = async (input: RequestInfo | URL) =>
    new Response(JSON.stringify(LISTS[String(input).split('?')[0]] ?? []), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  globalThis.fetch = fakeFetch as typeof fetch;
  return { fakeFetch };
});

beforeEach(() => {
  globalThis.fetch = fakeFetch as typeof fetch;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('App', () => {
  it('shows "page not found" for an unknown path, kept out of search indexes', async () => {
    window.history.pushState({}, '', '/no/such/page');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 4000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/no/such/page');
    expect(screen.getByText(/There is no page at the address \/no\/such\/page\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'See all pages of the website (sitemap)' }).getAttribute('href')).toBe('/sitemap');
    expect(screen.getByRole('search', { name: 'Search from this page' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'));
    // Its title in the other language as well.
    expect(screen.getByText('ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ').getAttribute('lang')).toBe('or');
  });

  it('sends an old address to the home page, which shows the first active banner', async () => {
    window.history.pushState({}, '', '/about');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Banner in English' }, { timeout: 4000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    const hero = document.querySelector<HTMLImageElement>('.hero img');
    expect(hero?.getAttribute('src')).toBe('/uploads/banner/1-a.jpg');
    expect(hero?.getAttribute('width')).toBe('1600');
    expect(hero?.getAttribute('height')).toBe('640');
    expect(await screen.findByText('No announcements at present.')).toBeTruthy();
  });

  it('switches to Odia, keeps the choice in session storage and sets <html lang="or">', async () => {
    window.history.pushState({}, '', '/');
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Banner in English' });
    await userEvent.click(screen.getByRole('button', { name: 'ଓଡ଼ିଆ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ଓଡ଼ିଆ ବ୍ୟାନର' })).toBeTruthy();
    expect(sessionStorage.getItem('language')).toBe('od');
    expect(document.documentElement.lang).toBe('or');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(sessionStorage.getItem('language')).toBe('en');
  });

  it('marks the body for dark mode and keeps text size within 12–24 px', async () => {
    window.history.pushState({}, '', '/');
    render(<App />);
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(document.body.classList.contains('dark')).toBe(true);
    const larger = screen.getByRole('button', { name: 'Increase text size' });
    for (let i = 0; i < 6; i += 1) if (!(larger as HTMLButtonElement).disabled) await userEvent.click(larger);
    expect(document.documentElement.style.getPropertyValue('--text-size')).toBe('24px');
    // Kept across reloads and tabs, like the language's last choice (docs/visitors.md).
    expect(localStorage.getItem('textSize')).toBe('24');
    expect(localStorage.getItem('darkMode')).toBe('on');
    await userEvent.click(screen.getByRole('button', { name: 'Reset text size' }));
    expect(document.documentElement.style.getPropertyValue('--text-size')).toBe('16px');
  });
});
