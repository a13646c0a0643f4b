// A search that finds nothing is not a dead end: the server's suggestion is a link that runs it,
// and the notices, documents and news pages are offered, in English and in Odia.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { changeLanguage } from '../../i18n';
import od from '../../i18n/od';
import { SearchPage } from './SearchPage';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

const HIT = {
  type: 'news',
  titleEn: 'Model curriculum for postgraduate programmes circulated',
  titleOd: 'ସ୍ନାତକୋତ୍ତର ସ୍ତରର ଆଦର୍ଶ ପାଠ୍ୟକ୍ରମ ପ୍ରେରିତ',
  snippetEn: 'The Council has shared a model curriculum.',
  snippetOd: '',
  url: '/news/6',
  date: '2026-03-10',
  marks: { snippetEn: [[4, 11]] },
};

/** Answers each search with what `answers` holds for its q; records the q of each call. */
function serve(answers: Record<string, object>) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const q = new URL(String(input), 'http://localhost').searchParams.get('q') ?? '';
    asked.push(q);
    const body = answers[q] ?? { outcome: true, message: '0 results', data: [], total: 0 };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return asked;
}

function renderAt(address: string) {
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/search" element={<SearchPage />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

const ANSWERS = {
  cuncel: { outcome: true, message: '0 results', data: [], total: 0, suggestion: 'council' },
  council: { outcome: true, message: '1 results', data: [HIT], total: 1 },
};

describe('a search that finds nothing', () => {
  it('shows the suggestion as a link that runs it, and the pages to look through', async () => {
    const asked = serve(ANSWERS);
    renderAt('/search?q=cuncel');
    const suggestion = await screen.findByRole('link', { name: 'Search for “council”' });
    expect(suggestion.textContent).toBe('council');
    expect(suggestion.getAttribute('href')).toBe('/search?q=council');
    expect(screen.getByText('Did you mean:')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No results for “cuncel”.');
    expect(screen.getByRole('link', { name: 'Notices' }).getAttribute('href')).toBe('/Notifications/Notices');
    expect(screen.getByRole('link', { name: 'Latest News' }).getAttribute('href')).toBe('/news');
    expect(screen.getByRole('link', { name: 'Documents of every section (sitemap)' }).getAttribute('href')).toBe('/sitemap');

    // Following it searches for the suggestion, and its hits replace the offer.
    fireEvent.click(suggestion);
    await screen.findByRole('link', { name: HIT.titleEn });
    expect(asked).toEqual(['cuncel', 'council']);
    expect(screen.getByRole('status').textContent).toBe('Results for “council”: 1');
    expect(screen.queryByText('Did you mean:')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Notices' })).toBeNull();
  });

  it('offers the pages without a suggestion when the server has none', async () => {
    serve(ANSWERS);
    renderAt('/search?q=zzqqxx');
    await screen.findByRole('link', { name: 'Notices' });
    expect(screen.queryByText('Did you mean:')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Search for/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Latest News' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Documents of every section (sitemap)' })).toBeTruthy();
  });

  it('says it all in Odia', async () => {
    await changeLanguage('od');
    serve(ANSWERS);
    renderAt('/search?q=cuncel');
    const suggestion = await screen.findByRole('link', { name: '“council” ସନ୍ଧାନ କରନ୍ତୁ' });
    expect(suggestion.getAttribute('href')).toBe('/search?q=council');
    expect(screen.getByText(od.search.didYouMean)).toBeTruthy();
    expect(screen.getByText(od.search.browse)).toBeTruthy();
    expect(screen.getByRole('link', { name: od.nav.notices })).toBeTruthy();
    expect(screen.getByRole('link', { name: od.nav.news })).toBeTruthy();
    expect(screen.getByRole('link', { name: od.search.browseDocuments })).toBeTruthy();
  });
});
