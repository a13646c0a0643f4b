// Every public route renders in both languages, with its own title, and axe finds no WCAG 2.1
// A/AA violation on any of them (light mode, and dark mode on a sample); in Odia, every number
// on it is in Odia digits.
import { expect, test, type Page } from '@playwright/test';
import { storeLanguage, loadBelowTheFold, recordLayoutShifts, layoutShifts, expectAxeClean, expectOdiaDigits, PUBLIC_ROUTES as ROUTES } from './public-helpers';


const LANGUAGES = [
  { stored: 'en', htmlLang: 'en', site: 'Odisha State Higher Education Council' },
  { stored: 'od', htmlLang: 'or', site: 'ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ' },
] as const;

// The route checks change nothing, so each worker keeps one tab per language and opens route after
// route in it, as a visitor following links does: the browser's cache and its compiled code carry
// over from one route to the next (about half a second less a route than a new tab each time).
// The first visit of a new visitor is tested in public-first-paint.spec.ts. Each tab has a
// browser context of its own: of two tabs in one, Chromium slows the animation frames of the one
// in the back (two seconds a frame), which the scrolling below waits for.
const routes = test.extend<object, { tabs: Record<string, Page> }>({
  tabs: [
    async ({ browser }, use, worker) => {
      const tabs: Record<string, Page> = {};
      for (const { stored } of LANGUAGES) {
        tabs[stored] = await (await browser.newContext({ baseURL: worker.project.use.baseURL })).newPage();
        await tabs[stored].addInitScript(storeLanguage, stored);
      }
      await use(tabs);
      for (const tab of Object.values(tabs)) await tab.context().close();
    },
    { scope: 'worker' },
  ],
});

/** Loads a page and everything that waits below the fold, then returns to the top. */
async function openFully(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
  await loadBelowTheFold(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const language of LANGUAGES) {
  routes.describe(`public routes in ${language.stored}`, () => {
    for (const path of ROUTES) {
      routes(`${path} renders with its title and passes axe`, async ({ tabs }) => {
        const page = tabs[language.stored];
        await openFully(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', language.htmlLang);
        await expect(page).toHaveTitle(new RegExp(language.site));
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0).toBeGreaterThan(20);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('navigation', { name: language.stored === 'en' ? 'Main menu' : 'ମୁଖ୍ୟ ମେନୁ' })).toBeVisible();
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        expect(await page.locator('h1').count()).toBe(1);
        // In Odia every number is in Odia digits (public-odia.spec.ts tests the rest of the rule).
        if (language.stored === 'od') await expectOdiaDigits(page);
        await expectAxeClean(page);
      });
    }
  });
}

test.describe('dark mode', () => {
  for (const path of ['/', '/Notifications/Notices', '/about/organizationstructure', '/news?page=2', '/gallery/photos', '/gallery/videos']) {
    test(`${path} passes axe in dark mode`, async ({ page }) => {
      await openFully(page, path);
      await page.getByRole('button', { name: 'Dark mode' }).click();
      await expect(page.locator('body')).toHaveClass(/dark/);
      await expectAxeClean(page);
    });
  }
});

test('an unknown path answers 404 with the page-not-found page; an old address goes home', async ({ page }) => {
  const answer = await page.goto('/no/such/page');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/about');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Focused Announcement' })).toBeVisible();
});

test('the home page shows its eight sections in order, from the starter content', async ({ page }) => {
  await openFully(page, '/');
  const headings = await page.locator('main section > .container h2, main section h2').allInnerTexts();
  const order = ['Focused Announcement', 'Empowering Education', 'Latest News', 'Media Gallery', 'Video Gallery', 'Building Stronger Futures Together'];
  const positions = order.map((h) => headings.findIndex((text) => text.trim() === h));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await expect(page.locator('.hero h1')).not.toBeEmpty();
  await expect(page.locator('.hero img')).toHaveAttribute('width', /\d+/);
  expect(await page.locator('.announce-card').count()).toBeLessThanOrEqual(3);
  expect(await page.locator('.thumb').count()).toBeLessThanOrEqual(6);
  await expect(page.locator('.feature-card a').first()).toHaveAttribute('href', /.+/);
  // Videos are posters of the site's own; YouTube's player loads only when one is pressed.
  const videos = page.locator('.video-poster');
  expect(await videos.count()).toBeGreaterThan(0);
  await expect(page.locator('.video-frame iframe')).toHaveCount(0);
  for (const href of await page.locator('.video-watch').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
    expect(href).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/);
  }
  expect(await page.locator('.partner figcaption').count()).toBeGreaterThan(0);
  // The map too waits for a press ("Show map").
  await expect(page.locator('.site-footer .map').getByRole('button', { name: /^Show map/ })).toBeVisible();
  await expect(page.locator('.site-footer iframe')).toHaveCount(0);
  await expect(page.locator('.contact-list a[href^="mailto:"]')).toBeVisible();
  await expect(page.locator('.copyright')).toContainText(String(new Date().getFullYear()));
  // Every image has its size set, so nothing shifts as it loads.
  const unsized = await page.locator('img:not([width]), img:not([height])').count();
  expect(unsized).toBe(0);
});

test('no link is without a target, and the report pages list Sl No, Contents, Publish Date, Download', async ({ page }) => {
  await openFully(page, '/Acts&Rules/OSHECAct');
  expect(await page.locator('a:not([href])').count()).toBe(0);
  for (const name of ['Sl No', 'Contents', 'Publish Date', 'Download']) {
    await expect(page.getByRole('columnheader', { name })).toBeVisible();
  }
  expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);
});

test.describe('nothing moves while a page loads', () => {
  // An inner page's code and data arrive after the first render; the footer starts below the
  // fold, so what the visitor is looking at never jumps while they come in.
  test.use({ viewport: { width: 360, height: 740 } });
  for (const route of ['/about/introduction', '/Acts&Rules/OSHECAct', '/screen-reader-access']) {
    test(`no layout shift on ${route}`, async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto(route);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await layoutShifts(page)).toBe(0);
    });
  }
});
