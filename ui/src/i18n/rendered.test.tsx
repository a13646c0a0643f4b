// The glossary and the digits, checked where a reader meets them: in rendered pages. The
// header's controls are named by the glossary's one term, and the help and policy pages name
// them by those same words; the back office in Odia writes no ASCII digit (counts, page sizes,
// dates and times, file sizes).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TopBar } from '../public/layout/TopBar';
import { PreferencesProvider } from '../shared/preferences';
import { renderAt } from '../admin/testing';
import { tokenStore } from '../api/client';
import i18n, { changeLanguage } from '.';
import { registerPageStrings } from './pages';
import { FeedbackForm } from '../public/pages/FeedbackForm';
import { GLOSSARY } from './glossary';
import starter from '../../../src/seed/content.json';
import { KIND } from '../api/kinds';
import { ID_FIELDS, LIST_PATHS } from '../generated/routes';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
  await changeLanguage('en');
});

const term = (en: string) => {
  const found = GLOSSARY.find((t) => t.en === en);
  if (!found) throw new Error(`no glossary term ${en}`);
  return found.od;
};

/** The Odia body of a starter policy or help page. */
function pageBody(slug: string): string {
  const pages = (starter as unknown as Record<string, { fields: Record<string, string> }[]>).page;
  const page = pages.find((p) => p.fields.slug === slug);
  if (!page) throw new Error(`no page ${slug}`);
  return page.fields.bodyOd;
}

describe('the header in Odia', () => {
  it('names its controls by the glossary, and the help and policy pages by the same words', async () => {
    await changeLanguage('od');
    render(
      <MemoryRouter>
        <PreferencesProvider>
          <TopBar onSkip={() => undefined} />
        </PreferencesProvider>
      </MemoryRouter>,
    );
    const textSize = screen.getByRole('group', { name: term('Text size') });
    expect(within(textSize).getAllByRole('button')).toHaveLength(3);
    expect(screen.getByRole('button', { name: term('Dark mode') })).toBeTruthy();
    expect(screen.getByRole('group', { name: term('Language') })).toBeTruthy();
    expect(screen.getByRole('link', { name: term('Skip to main content') })).toBeTruthy();

    // Each page that tells a reader how to use these controls calls them what the header does.
    const help = pageBody('help');
    for (const name of [term('Text size'), term('Dark mode'), term('Skip to main content')]) expect(help, name).toContain(name);
    expect(pageBody('accessibility-statement')).toContain(term('Text size'));
    expect(pageBody('accessibility-statement')).toContain(term('Dark mode'));
    expect(pageBody('privacy-policy')).toContain(term('Text size'));
    expect(pageBody('privacy-policy')).toContain(term('Dark mode'));
  });
});

describe('the public feedback form in Odia', () => {
  it('states its character limit in Odia digits', async () => {
    registerPageStrings(i18n);
    await changeLanguage('od');
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<FeedbackForm />);
    fireEvent.change(screen.getByLabelText(/^ନାମ/), { target: { value: 'ଆଶା' } });
    fireEvent.change(screen.getByLabelText(/^ଇମେଲ୍/), { target: { value: 'asha@example.org' } });
    fireEvent.change(screen.getByLabelText(/^ବିଷୟ/), { target: { value: 'ପ୍ରଶ୍ନ' } });
    // Typing stops at the limit; a pasted or scripted value can pass it, and is refused.
    fireEvent.change(screen.getByLabelText(/^ବାର୍ତ୍ତା/), { target: { value: 'କ'.repeat(5001) } });
    fireEvent.click(screen.getByRole('button', { name: 'ମତାମତ ପଠାନ୍ତୁ' }));
    expect((await screen.findAllByText('ବାର୍ତ୍ତା ଅତି ଲମ୍ବା (ସର୍ବାଧିକ ୫୦୦୦ ଅକ୍ଷର)।')).length).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A server with 57 news items, a feedback inbox and an audit trail, all without digits in their words. */
function fakeServer() {
  const news = Array.from({ length: 57 }, (_, i) => ({
    [ID_FIELDS[KIND.news]]: i + 1,
    newsTitleEn: 'Admissions open',
    newsTitleOd: 'ନାମଲେଖା ଆରମ୍ଭ',
    newsDate: `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
    newsDescEn: 'Apply now.',
    newsDescOd: 'ଆବେଦନ କରନ୍ତୁ।',
    newsLink: 'https://shec.odisha.gov.in/',
    isActive: true,
  }));
  const at = '2026-11-25T08:16:55Z';
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes(LIST_PATHS[KIND.news])) {
      // The back office asks for one page; the server answers it with the total.
      const asked = new URL(url, 'http://x').searchParams;
      const size = Number(asked.get('size') ?? news.length);
      const from = (Number(asked.get('page') ?? 1) - 1) * size;
      return json({ outcome: true, message: '', data: news.slice(from, from + size), total: news.length });
    }
    if (url.includes('/audit/latest')) {
      const ids = new URL(url, 'http://x').searchParams.get('ids')?.split(',') ?? [];
      return json({ outcome: true, message: '', data: Object.fromEntries(ids.map((id) => [id, { at, admin: 'admin@oshec.test', action: 'update' }])) });
    }
    if (url.includes('/feedback/list')) {
      return json({
        outcome: true,
        message: '',
        total: 3,
        unread: 1,
        data: [{ feedbackId: 1, receivedAt: at, isRead: false, name: 'Asha', email: 'asha@example.org', phone: '', subject: 'ପ୍ରଶ୍ନ', message: 'ନମସ୍କାର' }],
      });
    }
    if (url.includes('/audit/list')) {
      return json({
        outcome: true,
        message: '',
        total: 45,
        data: [{ auditId: 7, at, admin: 'admin@oshec.test', action: 'update', entity: KIND.news, recordId: 12, changes: [], address: null }],
      });
    }
    if (url.includes('/account/admins')) {
      return json({ outcome: true, message: '', data: [{ email: 'admin@oshec.test', createdAt: at, passwordChangedAt: at, lastSignInAt: at, you: true }] });
    }
    return json({ outcome: true, message: '', data: [] });
  });
}

/** The page's text with its machine values (addresses, e-mail) left out: no ASCII digit may remain. */
const asciiDigits = () => (document.querySelector('main')?.textContent ?? '').match(/[0-9][^\s]*/g) ?? [];

describe('the back office in Odia', () => {
  it('writes the table, its page sizes, counts, dates and times in Odia digits', async () => {
    tokenStore.set('t0k');
    fakeServer();
    await changeLanguage('od');
    renderAt('/oshec/admin/news');
    await screen.findAllByText('ଅପରାହ୍ନ ୧:୪୬', { exact: false });
    expect(screen.getByText('୫୭ ମଧ୍ୟରୁ ୧–୨୦')).toBeTruthy();
    const sizes = screen.getByLabelText('ପ୍ରତି ପୃଷ୍ଠାରେ ଧାଡ଼ି:') as HTMLSelectElement;
    expect(sizes.value).toBe('20');
    expect([...sizes.options].map((o) => o.textContent)).toEqual(['୧୦', '୨୦', '୨୫', '୫୦']);
    expect(screen.getAllByText('୧ ନଭେମ୍ବର ୨୦୨୬').length).toBeGreaterThan(0);
    expect(asciiDigits()).toEqual([]);
  });

  it('writes the feedback inbox, the activity page and the account page in Odia digits', async () => {
    tokenStore.set('t0k');
    fakeServer();
    await changeLanguage('od');
    renderAt('/oshec/admin/feedback');
    expect(await screen.findByText('୩ଟିରୁ ୧ଟି ପଢ଼ାଯାଇନାହିଁ')).toBeTruthy();
    expect(screen.getByText('୨୫ ନଭେମ୍ବର ୨୦୨୬, ଅପରାହ୍ନ ୧:୪୬')).toBeTruthy();
    expect(asciiDigits()).toEqual([]);
    cleanup();

    renderAt('/oshec/admin/activity');
    expect(await screen.findByText('୨୫ ନଭେମ୍ବର ୨୦୨୬, ଅପରାହ୍ନ ୧:୪୬')).toBeTruthy();
    expect(screen.getByText('ପୃଷ୍ଠା ୧ / ୩ (୪୫ଟି ଏଣ୍ଟ୍ରି)')).toBeTruthy();
    expect(asciiDigits()).toEqual([]);
    cleanup();

    renderAt('/oshec/admin/account');
    expect((await screen.findAllByText('୨୫ ନଭେମ୍ବର ୨୦୨୬, ଅପରାହ୍ନ ୧:୪୬')).length).toBeGreaterThan(0);
    expect(asciiDigits()).toEqual([]);
  });
});
