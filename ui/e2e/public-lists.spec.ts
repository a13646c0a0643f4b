// Bounded reads: the home page asks every list for one page of what it shows, and the news,
// photo and video pages list the rest a page at a time, with page numbers in the address.
import { expect, test, type Page, type Request } from '@playwright/test';
import { apiToken, b64json } from './admin-helpers';
import { appRunning, expectAxeClean, loadBelowTheFold, storeLanguage } from './public-helpers';

/** What the home page (with its header and footer) may ask of each list: page 1 of this size. */
const HOME_SIZES: Record<string, number> = {
  '/oshec/api/banner/allowAll/list': 1,
  '/oshec/api/announce/notice/allowAll/list': 10,
  '/oshec/api/announce/allowAll/list': 3,
  '/oshec/api/council/allowAll/list': 1,
  '/oshec/api/features/allowAll/list': 6,
  '/oshec/api/latestNews/allowAll/list': 6,
  '/oshec/api/imageGallery/allowAll/list': 6,
  '/oshec/api/videoGallery/allowAll/list': 4,
  '/oshec/api/strongFuture/allowAll/list': 12,
  '/oshec/api/generalSetting/allowAll/list': 1,
  // The footer links every policy and help page.
  '/oshec/api/page/allowAll/list': 100,
};
const NEWS_PAGE_SIZE = 9;
/** The starter content has 6 news items; these tests add old ones up to this many. */
const NEWS_TOTAL = 20;
const odia = (n: number) => String(n).replace(/\d/g, (d) => '୦୧୨୩୪୫୬୭୮୯'[Number(d)]);

function listRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    // Content lists only: the "last updated" times are one small answer of their own.
    if (request.url().includes('/allowAll/list') && !request.url().includes('/lastUpdated/')) seen.push(request);
  });
  return seen;
}

/** Opens the home page and scrolls through it, so every section asks for its data. */
async function openHomeFully(page: Page) {
  await page.goto('/');
  await appRunning(page);
  await loadBelowTheFold(page);
}

// Adding news changes what the other tests of this file see, so they run in order, in one worker.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // Old dates put these after the starter news, so the home page's latest six stay the same.
  const body = await (await request.get('/oshec/api/latestNews/allowAll/list?page=1&size=1')).json();
  const have = Array.isArray(body) ? body.length : Number(body.total);
  const token = await apiToken(request);
  for (let i = have; i < NEWS_TOTAL; i += 1) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const response = await request.post('/oshec/api/latestNews/manage', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        cipherLatestNewsDto: b64json({
          latestNewsId: null,
          newsTitleEn: `Archived news item ${i + 1}`,
          newsTitleOd: `ପୁରୁଣା ସମ୍ବାଦ ${odia(i + 1)}`,
          newsDate: `2001-01-${day}`,
          newsDescEn: 'An older item kept in the news archive.',
          newsDescOd: 'ସମ୍ବାଦ ସଂଗ୍ରହରେ ରଖାଯାଇଥିବା ଏକ ପୁରୁଣା ସମ୍ବାଦ।',
          newsLink: 'https://shec.odisha.gov.in/',
          isActive: true,
        }),
      },
    });
    expect(response.status()).toBe(200);
  }
});

test('the home page asks every list for the first page of what it shows, and gets no more', async ({ page }) => {
  const requests = listRequests(page);
  await openHomeFully(page);
  expect(requests.length).toBeGreaterThan(5);
  for (const request of requests) {
    const url = new URL(request.url());
    const bound = HOME_SIZES[url.pathname];
    expect(bound, `${url.pathname} is not a list the home page shows`).toBeDefined();
    expect(url.searchParams.get('page'), url.href).toBe('1');
    expect(Number(url.searchParams.get('size')), url.href).toBe(bound);
    const body = await (await request.response())?.json();
    // A paged answer: an envelope with the list's total and at most one page of items.
    expect(body.outcome, url.href).toBe(true);
    expect(typeof body.total, url.href).toBe('number');
    expect(body.data.length, url.href).toBeLessThanOrEqual(bound);
  }
  const news = requests.find((r) => r.url().includes('/latestNews/'));
  expect(news, 'the home page asks for the latest news').toBeDefined();
  const newsAnswer = await news!.response();
  expect(newsAnswer, 'the latest news were answered').not.toBeNull();
  expect((await newsAnswer!.json()).total).toBeGreaterThanOrEqual(NEWS_TOTAL);
  await expect(page.locator('.news-card')).toHaveCount(6);
  await expect(page.locator('.news-card', { hasText: 'Archived news item' })).toHaveCount(0);
});

test("Latest News' View all opens the news pages; the pager and Back move between them", async ({ page }) => {
  const requests = listRequests(page);
  await page.goto('/');
  await appRunning(page);
  const section = page.getByRole('region', { name: 'Latest News' });
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('link', { name: 'View all' }).click();

  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest News');
  await expect(page).toHaveTitle(/^Latest News \| /);
  const pager = page.getByRole('navigation', { name: 'News pages' });
  await expect(page.locator('.news-card')).toHaveCount(NEWS_PAGE_SIZE);
  await expect(pager.locator('[aria-current="page"]:visible')).toHaveAccessibleName('Page 1');
  await expect(page.getByText('Page 1 of 3')).toBeVisible();

  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(pager.locator('[aria-current="page"]:visible')).toHaveAccessibleName('Page 2');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(/^Latest News, page 2 \| /);
  await expect(page.locator('.news-card')).toHaveCount(NEWS_PAGE_SIZE);

  // The pager is keyboard-operable: Next is a link that Enter follows.
  await pager.getByRole('link', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/news\?page=3$/);
  await expect(page.locator('.news-card')).toHaveCount(NEWS_TOTAL - 2 * NEWS_PAGE_SIZE);
  await expect(pager.getByRole('link', { name: 'Next' })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(pager.locator('[aria-current="page"]:visible')).toHaveAccessibleName('Page 2');
  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect(pager.locator('[aria-current="page"]:visible')).toHaveAccessibleName('Page 1');
  await expect(pager.getByRole('link', { name: 'Previous' })).toHaveCount(0);

  // Each page was asked of the server as one page, and the server answered one page.
  const asked = requests.filter((r) => r.url().includes(`size=${NEWS_PAGE_SIZE}`)).map((r) => new URL(r.url()).searchParams.get('page'));
  expect(new Set(asked)).toEqual(new Set(['1', '2', '3']));
  for (const request of requests.filter((r) => r.url().includes(`size=${NEWS_PAGE_SIZE}`))) {
    const body = await (await request.response())?.json();
    expect(body.total).toBe(NEWS_TOTAL);
    expect(body.data.length).toBeLessThanOrEqual(NEWS_PAGE_SIZE);
  }
});

test('a page past the end says so and leads back to the first page', async ({ page }) => {
  await page.goto('/news?page=40');
  await expect(page.getByText('There is no page 40 in this list.')).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'News pages' });
  await expect(pager.getByRole('link', { name: 'Page 3' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the first page' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator('.news-card')).toHaveCount(NEWS_PAGE_SIZE);
});

test('the photo gallery page opens its photos in the gallery viewer', async ({ page }) => {
  await page.goto('/gallery/photos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photo Gallery');
  const thumbs = page.locator('.thumb');
  await expect(thumbs.first()).toBeVisible();
  const count = await thumbs.count();
  expect(count).toBeGreaterThan(1);
  await thumbs.nth(1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.viewer-position')).toHaveText(`Image 2 of ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('.viewer-position')).toHaveText(`Image 3 of ${count}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(thumbs.nth(1)).toBeFocused();
  // One page of photos: no pager for the starter content's six.
  await expect(page.getByRole('navigation', { name: 'Photo gallery pages' })).toHaveCount(0);
});

test('the video gallery page shows the videos as posters that load the privacy-enhanced player', async ({ page }) => {
  await page.goto('/gallery/videos?page=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video Gallery');
  // Each video is a poster of the site's own until pressed (docs/visitors.md, "Videos").
  const posters = page.locator('.video-poster');
  await expect(posters.first()).toBeAttached();
  const count = await posters.count();
  expect(count).toBeGreaterThan(0);
  await expect(posters.first()).toHaveAccessibleName(`Play video: Video 1 of ${count}`);
  await posters.first().click();
  const frame = page.locator('.video-frame iframe').first();
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/);
  await expect(frame).toHaveAttribute('title', `Video 1 of ${count}`);
});

test.describe('in Odia', () => {
  test.beforeEach(async ({ page }) => page.addInitScript(storeLanguage, 'od'));

  test('the news pages, their pager and the gallery pages speak Odia', async ({ page }) => {
    await page.goto('/news?page=2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ସଦ୍ୟତମ ସମ୍ବାଦ');
    await expect(page).toHaveTitle(/^ସଦ୍ୟତମ ସମ୍ବାଦ, ପୃଷ୍ଠା ୨ \| /);
    const pager = page.getByRole('navigation', { name: 'ସମ୍ବାଦ ପୃଷ୍ଠାଗୁଡ଼ିକ' });
    await expect(pager.locator('[aria-current="page"]:visible')).toHaveAccessibleName('ପୃଷ୍ଠା ୨');
    // The Odia font arriving late moves the text; click once it is in place, as a reader would.
    await page.evaluate(() => document.fonts.ready);
    await pager.getByRole('link', { name: 'ପୂର୍ବ' }).click();
    // In Odia the address carries the language (docs/visitors.md).
    await expect(page).toHaveURL(/\/news\?lang=od$/);
    await expect(page.locator('.news-card').first()).toContainText(/[\u0B00-\u0B7F]/);

    await page.getByRole('button', { name: 'ଗ୍ୟାଲେରୀ' }).click();
    await page.getByRole('link', { name: 'ଫଟୋ' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ଫଟୋ ଗ୍ୟାଲେରୀ');
    await page.getByRole('button', { name: 'ଗ୍ୟାଲେରୀ' }).click();
    await page.getByRole('link', { name: 'ଭିଡିଓ' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ଭିଡିଓ ଗ୍ୟାଲେରୀ');
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu reaches the photo page, and the news pager fits the screen', async ({ page }) => {
    await page.goto('/');
    await appRunning(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Gallery' }).click();
    await page.getByRole('link', { name: 'Photos' }).click();
    await expect(page).toHaveURL(/\/gallery\/photos$/);
    await expect(page.locator('.thumb').first()).toBeVisible();

    await page.goto('/news?page=2');
    const pager = page.getByRole('navigation', { name: 'News pages' });
    await expect(pager).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/news\?page=3$/);
  });
});

test.describe('axe', () => {
  async function axe(page: Page) {
    await expect(page.locator('main [role="status"]')).toHaveCount(0);
    await expectAxeClean(page);
  }

  for (const language of ['en', 'od']) {
    test(`a middle news page with its pager passes axe in ${language}, light and dark`, async ({ page }) => {
      await page.addInitScript(storeLanguage, language);
      await page.goto('/news?page=2');
      await expect(page.locator('.pager [aria-current="page"]:visible')).toBeVisible();
      await expect(page.locator('.news-card')).toHaveCount(NEWS_PAGE_SIZE);
      await axe(page);
      await page.locator('.dark-toggle').click();
      await expect(page.locator('body')).toHaveClass(/dark/);
      await axe(page);
    });
  }
});
