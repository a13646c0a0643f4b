// Public pages never send the back office's token (docs/decisions.md §9): whether the tab holds a
// live session or one that has ended, every visitor call is anonymous. A live token must not
// show inactive items; an ended one must not send the reader to the sign-in or the home page.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, b64json, signedIn, unique, pdfBytes } from './admin-helpers';
import { PUBLIC_ROUTES } from './public-helpers';

test.describe.configure({ mode: 'serial' });

const tag = unique();
const HIDDEN_NEWS = `Withdrawn news ${tag}`;
const HIDDEN_DOCUMENT = `Withdrawn circular ${tag}`;

/**
 * Every public page, the report pages (documents) and the growing lists included, each once
 * (not a list's second page); the policy pages are read from the list the server gives (below).
 */
const PUBLIC_PAGES = [
  ...PUBLIC_ROUTES.filter((path) => !path.startsWith('/page/') && !path.includes('?')),
  `/search?q=${encodeURIComponent(tag)}`,
  `/Notifications/Notices?q=${encodeURIComponent(tag)}`,
];

/** The API calls of the page that carried an Authorization header. */
function tokenCalls(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/oshec/api/') && r.headers()['authorization']) sent.push(r.url());
  });
  return sent;
}

/** Opens `path` and waits until its calls are answered; it must still be `path` then. */
async function read(page: Page, path: string) {
  await page.goto(path);
  await page.locator('#root[data-app="running"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(new URL(path, 'http://x').pathname + new URL(path, 'http://x').search);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText(HIDDEN_NEWS);
  await expect(page.locator('body')).not.toContainText(HIDDEN_DOCUMENT);
}

let policySlugs: string[] = [];

test.beforeAll(async ({ request }) => {
  const auth = { Authorization: `Bearer ${await apiToken(request)}` };
  // An inactive news item and an inactive notice, both with words a search would find.
  const news = await request.post('/oshec/api/latestNews/manage', {
    headers: auth,
    multipart: {
      cipherLatestNewsDto: b64json({
        latestNewsId: null, newsTitleEn: HIDDEN_NEWS, newsTitleOd: `ପ୍ରତ୍ୟାହୃତ ସମ୍ବାଦ ${tag}`,
        newsDate: '2099-01-01', newsDescEn: `Not for visitors ${tag}.`, newsDescOd: 'ଦର୍ଶକଙ୍କ ପାଇଁ ନୁହେଁ।',
        newsLink: 'https://shec.odisha.gov.in/', isActive: false,
      }),
    },
  });
  expect(news.status()).toBe(200);
  const pdf = pdfBytes(tag);
  const document = await request.post('/oshec/api/document/manage', {
    headers: auth,
    multipart: {
      cipherDocumentDto: b64json({
        documentId: null, titleEn: HIDDEN_DOCUMENT, titleOd: `ପ୍ରତ୍ୟାହୃତ ପରିପତ୍ର ${tag}`, category: 'notices',
        publishDate: '2026-01-02', validUntil: '', fileLanguage: 'en', isActive: false,
      }),
      documentFile: { name: 'withdrawn.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(document.status()).toBe(200);
  const pages = await (await request.get('/oshec/api/page/allowAll/list?page=1&size=100')).json();
  policySlugs = (pages.data as { slug: string }[]).map((p) => p.slug);
  expect(policySlugs.length).toBeGreaterThan(0);
});

test('a signed-in tab reads the public site as a visitor: no token sent, no inactive item, no inactive count', async ({
  page,
  request,
}) => {
  await signedIn(page, request, '/oshec/admin');
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  const sent = tokenCalls(page);
  await read(page, `/search?q=${encodeURIComponent(tag)}`);
  await expect(page.getByText(`No results for “${tag}”.`)).toBeVisible();
  await read(page, `/Notifications/Notices?q=${encodeURIComponent(tag)}`);
  await read(page, '/news');
  await read(page, '/');
  expect(sent).toEqual([]);
  // The session itself is untouched: the back office still opens.
  await page.goto('/oshec/admin/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
});

test('a tab whose session ended elsewhere reads every public page without being sent away', async ({ page, request }) => {
  // About thirty pages, each until its calls are answered.
  test.setTimeout(180_000);
  const token = await signedIn(page, request, '/oshec/admin');
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  // The tab leaves the back office first, keeping its session storage (and the token in it):
  // a back-office call answered 401 after the sign-out below sends the back office to its
  // sign-in page, which aborted the next page's load once when it came at that moment.
  await page.goto('about:blank');
  // Signed out in another tab: the token this tab holds is no longer valid.
  expect((await request.post('/oshec/api/logout', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  const sent = tokenCalls(page);
  for (const path of [...PUBLIC_PAGES, ...policySlugs.map((slug) => `/page/${slug}`)]) await read(page, path);
  // The tab held the ended token all along (leaving the back office kept it).
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(token);

  // Within the app too: from the home page, the menu's Notices opens the notices and stays.
  await page.goto('/sitemap');
  await page.getByRole('main').getByRole('link', { name: 'Notices', exact: true }).click();
  await expect(page).toHaveURL(/\/Notifications\/Notices$/);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/Notifications\/Notices$/);

  // The feedback form is sent as a visitor's.
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Asha Mohanty');
  await page.getByLabel('Email').fill('asha@example.org');
  await page.getByLabel('Subject').fill('Admissions');
  await page.getByLabel('Message').fill('When do admissions open?');
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/feedback'));
  await page.getByRole('button', { name: 'Send feedback' }).click();
  // Taken as a visitor's, never refused for the ended session.
  expect((await answer).status()).toBe(200);
  await expect(page).toHaveURL(/\/contact$/);
  expect(sent).toEqual([]);
});
