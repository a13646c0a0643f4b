// The home page's first paint needs no script file: the server sends a pre-rendered copy of
// the page's top, filled with the current banner, in the visitor's language. React then
// replaces it without moving anything.
import { expect, test, type Page } from '@playwright/test';
import { storeLanguage, appRunning, recordLayoutShifts, layoutShifts } from './public-helpers';

const TITLE_EN = 'Odisha State Higher Education Council';
const SUBTITLE_EN = 'Planning, coordinating and raising the quality of higher education in Odisha';
const SUBTITLE_OD = 'ଓଡ଼ିଶାରେ ଉଚ୍ଚ ଶିକ୍ଷାର ଯୋଜନା, ସମନ୍ୱୟ ଓ ଗୁଣବତ୍ତା ବୃଦ୍ଧି';

/** Loads `/` with the app's script files refused: what a visitor sees before they arrive. */
async function withoutAppScripts(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/');
}

function collectCspErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test('before any script file arrives, the header and hero show the first banner in English', async ({ page }) => {
  const csp = collectCspErrors(page);
  await withoutAppScripts(page);
  await expect(page.locator('.hero h1')).toHaveText(TITLE_EN);
  await expect(page.locator('.hero .hero-subtitle')).toHaveText(SUBTITLE_EN);
  await expect(page.locator('.hero img.hero-image')).toHaveAttribute('src', /^\/uploads\/banner\/\d+-[0-9a-f]+\.jpg$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // One copy only: the other language's stays an inert template.
  await expect(page.locator('#root h1')).toHaveCount(1);
  expect(csp).toEqual([]);
});

test('a visitor who chose Odia gets the Odia copy before any script file arrives', async ({ page }) => {
  const csp = collectCspErrors(page);
  await page.addInitScript(storeLanguage, 'OD');
  await withoutAppScripts(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'or');
  await expect(page.locator('.hero .hero-subtitle')).toHaveText(SUBTITLE_OD);
  await expect(page.getByRole('link', { name: 'ଲଗଇନ୍' })).toBeVisible();
  expect(csp).toEqual([]);
});

test('the header search works before any script file arrives: the browser asks for the results page', async ({ page }) => {
  await withoutAppScripts(page);
  const box = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox', { name: 'Search this website' });
  await box.fill('council');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=council$/);
  // Once the scripts come, the results page reads the words from the address.
  await page.unrouteAll();
  await page.reload();
  await expect(page.locator('main [role="status"]')).toHaveText(/^Results for “council”: \d+$/);
});

test('the app takes over from the pre-rendered copy without moving the hero', async ({ page }) => {
  await withoutAppScripts(page);
  const before = await page.locator('.hero-desc').boundingBox();
  await page.unrouteAll();

  await recordLayoutShifts(page);
  const csp = collectCspErrors(page);
  await page.goto('/');
  await appRunning(page);
  await expect(page.locator('.hero h1')).toHaveText(TITLE_EN);
  expect(await page.locator('.hero-desc').boundingBox()).toEqual(before);
  expect(await layoutShifts(page)).toBe(0);
  expect(csp).toEqual([]);
});

test('a press and the focus given to the copy before the app runs carry over to the app', async ({ page }) => {
  // Hold the app's main chunk until the visitor has acted on the copy.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('.hero h1')).toHaveText(TITLE_EN);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip To Main Content' })).toBeFocused();
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Dark mode' })).toBeFocused();
  await expect(page.locator('body')).not.toHaveClass(/dark/);
  expect(await page.locator('#root').getAttribute('data-app')).toBeNull();

  release();
  await appRunning(page);
  await expect(page.locator('body')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Dark mode' })).toBeFocused();
});

test('scrolling to the footer never shortens the page while code arrives, so nothing moves under the pointer', async ({ page }) => {
  // The footer's code arrives slowly, as on a poor connection.
  await page.route(/\/assets\/below-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.evaluate(() => {
    const record = window as unknown as { heights: number[] };
    record.heights = [document.documentElement.scrollHeight];
    new ResizeObserver(() => record.heights.push(document.documentElement.scrollHeight)).observe(document.body);
  });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('.site-footer').getByRole('heading', { name: 'Quick Links' })).toBeVisible();
  const heights = await page.evaluate(() => (window as unknown as { heights: number[] }).heights);
  // The footer's links come with the page; what may still arrive (the map, the policy links)
  // only ever adds height.
  for (let i = 1; i < heights.length; i += 1) expect(heights[i], `height ${i} of ${heights.join(', ')}`).toBeGreaterThanOrEqual(heights[i - 1]);
});
