// What a visitor meets: every address answers right, at a phone's width (390 px) and a
// laptop's (1366 px), in English and Odia, each screen scanned with axe.
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, b64json, JPEG } from './admin-helpers';
import { appRunning, expectAxeClean, storeLanguage } from './public-helpers';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];
const LANGUAGES = [
  {
    language: 'en',
    title: 'Page not found',
    other: 'ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ',
    home: 'Go to the home page',
    empty: 'Please type a word to search for.',
    sitemap: 'Sitemap',
    notices: 'Notices',
    query: 'tenders',
    bodyHeading: 'What was decided',
    back: 'Back to all news',
  },
  {
    language: 'od',
    title: 'ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ',
    other: 'Page not found',
    home: 'ମୂଳପୃଷ୍ଠାକୁ ଯାଆନ୍ତୁ',
    empty: 'ଦୟାକରି ସନ୍ଧାନ ପାଇଁ ଏକ ଶବ୍ଦ ଲେଖନ୍ତୁ।',
    sitemap: 'ସାଇଟମ୍ୟାପ୍',
    notices: 'ବିଜ୍ଞପ୍ତି',
    query: 'ଟେଣ୍ଡର',
    bodyHeading: 'ଯାହା ସ୍ଥିର ହେଲା',
    back: 'ସମସ୍ତ ସମ୍ବାଦକୁ ଫେରନ୍ତୁ',
  },
] as const;

interface News {
  latestNewsId: number;
  newsTitleEn: string;
  newsTitleOd: string;
  [field: string]: unknown;
}

/**
 * Gives the newest starter news item a photo and a body (the same ones each time), and answers
 * it. An update, not a new item: other tests count the news.
 */
async function newsWithPhoto(request: APIRequestContext): Promise<News> {
  const list = (await (await request.get('/oshec/api/latestNews/allowAll/list?page=1&size=1')).json()) as { data: News[] };
  const news = list.data[0];
  const token = await apiToken(request);
  const response = await request.post('/oshec/api/latestNews/manage', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      cipherLatestNewsDto: b64json({
        ...news,
        newsBodyEn: '## What was decided\n\nThe council met and **decided**. See the [notices](/Notifications/Notices).',
        newsBodyOd: '## ଯାହା ସ୍ଥିର ହେଲା\n\nପରିଷଦ ବୈଠକ କରି **ସ୍ଥିର** କଲା।',
        isActive: true,
      }),
      newsImg: JPEG,
    },
  });
  expect(response.status()).toBe(200);
  return news;
}

for (const size of WIDTHS) {
  for (const lang of LANGUAGES) {
    test.describe(`${size.width} px, ${lang.language}`, () => {
      test.use({ viewport: size });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript(storeLanguage, lang.language);
      });

      test('a bad path and a bad id answer 404 with the page-not-found page', async ({ page }) => {
        for (const path of ['/no-such-page', '/page/no-such-slug', '/news/99999']) {
          const answer = await page.goto(path);
          expect(answer?.status(), path).toBe(404);
          await appRunning(page);
          await expect(page.getByRole('heading', { level: 1, name: lang.title })).toBeVisible();
          // In Odia the address carries the language (docs/visitors.md).
          await expect(page).toHaveURL(new RegExp(`${path}${lang.language === 'od' ? '\\?lang=od' : ''}$`));
          await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
          const main = page.getByRole('main');
          await expect(main.getByText(lang.other)).toHaveAttribute('lang', lang.language === 'od' ? 'en' : 'or');
          await expect(main.getByRole('link', { name: lang.home })).toHaveAttribute('href', '/');
          await expect(main.locator('a[href="/sitemap"]')).toBeVisible();
        }
        await expectAxeClean(page);

        // Its search says so when nothing is typed, and searches when something is.
        const search = page.getByRole('main').getByRole('search');
        await search.getByRole('button').click();
        await expect(search.getByText(lang.empty)).toBeVisible();
        await expectAxeClean(page);
        await search.getByRole('searchbox').fill('policy');
        await search.getByRole('button').click();
        await expect(page).toHaveURL(lang.language === 'od' ? /\/search\?q=policy&lang=od$/ : /\/search\?q=policy$/);
      });

      test('a real page and an existing record answer 200', async ({ page }) => {
        for (const path of ['/contact', '/page/content-archival-policy', '/Acts&Rules/OSHECAct']) {
          const answer = await page.goto(path);
          expect(answer?.status(), path).toBe(200);
        }
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      });

      test('a search that finds a policy page shows its text without Markdown, matched words marked', async ({ page }) => {
        await page.goto(`/search?q=${encodeURIComponent(lang.query)}`);
        await appRunning(page);
        const hit = page.locator('.search-hit').filter({ has: page.locator('a[href="/page/content-archival-policy"]') });
        await expect(hit).toHaveCount(1);
        const snippet = hit.locator('p:not(.hit-meta)');
        await expect(snippet).toBeVisible();
        const text = await snippet.innerText();
        for (const mark of ['|', '](', '##', '**', '---']) expect(text, `${mark} in ${text}`).not.toContain(mark);
        await expect(snippet.locator('mark').first()).toBeVisible();
        await expectAxeClean(page);
      });

      test('a news item with a photo opens on its own page, with its date and the way back', async ({ page, request }) => {
        const news = await newsWithPhoto(request);
        const answer = await page.goto(`/news/${news.latestNewsId}`);
        expect(answer?.status()).toBe(200);
        await appRunning(page);
        const title = lang.language === 'od' ? news.newsTitleOd : news.newsTitleEn;
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        const main = page.getByRole('main');
        await expect(main.locator('img.news-photo')).toBeVisible();
        await expect(main.locator('img.news-photo')).toHaveAttribute('src', /^\/uploads\/latestNews\//);
        await expect(main.locator('.news-body h2')).toHaveText(lang.bodyHeading);
        await expect(main.locator('.news-item time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
        await expect(main.getByRole('link', { name: lang.back })).toHaveAttribute('href', '/news');
        await expectAxeClean(page);
      });

      test('Tab reaches the footer links on a short page, which are there before any scrolling', async ({ page }) => {
        await page.goto('/Notifications/Notices');
        await appRunning(page);
        await expect(page.getByRole('heading', { level: 1, name: lang.notices })).toBeVisible();
        const footer = page.getByRole('contentinfo');
        // Rendered with the page: no scrolling has happened yet.
        await expect(footer.getByRole('link', { name: lang.sitemap, exact: true })).toHaveAttribute('href', '/sitemap');
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        // Tab from the page's last control goes on into the footer, not back to the top.
        let inFooter = false;
        for (let i = 0; i < 250 && !inFooter; i += 1) {
          await page.keyboard.press('Tab');
          inFooter = await page.evaluate(() => Boolean(document.activeElement?.closest('footer')));
        }
        expect(inFooter).toBe(true);
        await expectAxeClean(page);
      });
    });
  }
}

test('the JavaScript a page loads on first view stays within 110 KB (gzip -9)', async ({ request }) => {
  const html = await (await request.get('/contact')).text();
  // Each file once: the page names a script both to run it and to preload it, and the browser
  // fetches it once.
  const scripts = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
  expect(scripts.length).toBeGreaterThan(1);
  let total = 0;
  for (const path of scripts) {
    const body = await (await request.get(path, { headers: { 'Accept-Encoding': 'identity' } })).body();
    total += gzipSync(body, { level: 9 }).length;
  }
  expect(total).toBeLessThanOrEqual(110 * 1024);
});

test.describe('the language is in the address', () => {
  for (const size of WIDTHS) {
    test(`an Odia address opens in Odia in a new context; the switch keeps the page (${size.width} px)`, async ({ browser }) => {
      // A visitor who has never been here (a new context: no storage) opens a shared Odia link.
      const shared = await browser.newContext({ viewport: size, baseURL: test.info().project.use.baseURL });
      const page = await shared.newPage();
      await page.goto('/contact?lang=od');
      await appRunning(page);
      await expect(page.getByRole('heading', { level: 1, name: 'ଯୋଗାଯୋଗ' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'or');
      await expect(page.locator('link[rel="alternate"][hreflang="or"]')).toHaveAttribute('href', /\/contact\?lang=od$/);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/contact$/);
      await expectAxeClean(page);

      // Moving on keeps Odia in the address, so any page's link can be shared.
      await page.goto('/contact?lang=od');
      await appRunning(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'ସାଇଟମ୍ୟାପ୍' }).click();
      await expect(page).toHaveURL(/\/sitemap\?lang=od$/);

      // A new tab of the same site, opened at a plain address, carries the choice.
      const other = await shared.newPage();
      await other.goto('/news');
      await appRunning(other);
      await expect(other.getByRole('heading', { level: 1, name: 'ସଦ୍ୟତମ ସମ୍ବାଦ' })).toBeVisible();
      await expect(other).toHaveURL(/\/news\?lang=od$/);

      // The switch keeps the page and takes the language out of the address.
      await other.getByRole('button', { name: 'English' }).click();
      await expect(other.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
      await expect(other).toHaveURL(/\/news$/);
      await other.getByRole('button', { name: 'ଓଡ଼ିଆ' }).click();
      await expect(other).toHaveURL(/\/news\?lang=od$/);
      await expect(other.getByRole('heading', { level: 1, name: 'ସଦ୍ୟତମ ସମ୍ବାଦ' })).toBeVisible();
      await shared.close();
    });
  }

  test('the sitemap lists each page in both languages', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('/contact?lang=od</loc>');
    expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="or" href="[^"]+\/news\?lang=od"\/>/);
  });
});
