// Odia as a visitor reads it: every number in Odia digits (dates with Odia month names, serial
// numbers, counters, the copyright year), on every public page, from the starter content. The
// pages public-pages.spec.ts opens in Odia are checked there, as they are scanned.
import { expect, test, type Page } from '@playwright/test';
import { appRunning, expectOdiaDigits, loadBelowTheFold, odia, PUBLIC_ROUTES, storeLanguage } from './public-helpers';

/** The routes public-pages.spec.ts does not open: their numbers are checked here. */
const MORE_ROUTES = ['/page/accessibility-statement', '/page/content-archival-policy', '/page/disclaimer'];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(storeLanguage, 'od');
});

/** The page's visible text, once everything below the fold has loaded. */
async function visibleText(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await appRunning(page);
  await expect(page.locator('main h1')).toBeVisible();
  await loadBelowTheFold(page);
  return page.locator('body').innerText();
}

for (const path of MORE_ROUTES) {
  test(`${path} writes every number in Odia digits`, async ({ page }) => {
    expect(PUBLIC_ROUTES).not.toContain(path);
    await visibleText(page, path);
    await expectOdiaDigits(page);
  });
}

test('news dates read as "month day, year" in Odia', async ({ page }) => {
  await visibleText(page, '/');
  // The starter content's newest item is dated 2026-11-12.
  await expect(page.locator('time[datetime="2026-11-12"]')).toHaveText('୧୨ ନଭେମ୍ବର ୨୦୨୬');
  // Videos are posters until pressed; the untitled first one is named by its place.
  const posters = page.locator('.video-poster-title');
  await expect(posters.first()).toBeAttached();
  const count = await posters.count();
  await expect(posters.first()).toHaveText(`${odia(count)}ଟିରୁ ୧ ନମ୍ବର ଭିଡିଓ`);
});

test('report tables number their rows and date them in Odia', async ({ page }) => {
  await visibleText(page, '/Notifications/Notices');
  const first = page.locator('main tbody tr').first();
  await expect(first.locator('td').first()).toHaveText('୧');
  // The newest current notice of the starter content (the June one is under Archive).
  await expect(first.locator('time')).toHaveText('୬ ଅକ୍ଟୋବର ୨୦୨୫');
  await expect(first.locator('time')).toHaveAttribute('datetime', '2025-10-06');
  await expect(first.getByRole('link')).toContainText('PDF, ୧ KB');
});

test('the gallery counter reads "୬ଟିରୁ ୩"', async ({ page }) => {
  await visibleText(page, '/');
  const thumbs = page.locator('.thumb');
  const count = await thumbs.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await thumbs.nth(2).click();
  await expect(page.locator('.viewer-position')).toHaveText(`${odia(count)}ଟିରୁ ୩ ନମ୍ବର ଛବି`);
});

test('the help and policy pages name the header\'s controls by the header\'s own words', async ({ page }) => {
  await visibleText(page, '/page/help');
  const textSize = await page.locator('.font-controls').getAttribute('aria-label');
  const darkMode = (await page.locator('.dark-toggle').innerText()).trim();
  expect(textSize).toBe('ଲେଖାର ଆକାର');
  expect(darkMode).toBe('ଅନ୍ଧାର ମୋଡ୍');
  const help = await page.locator('main').innerText();
  expect(help).toContain(textSize);
  expect(help).toContain(darkMode);
  await visibleText(page, '/page/accessibility-statement');
  const statement = await page.locator('main').innerText();
  expect(statement).toContain(textSize);
  expect(statement).toContain(darkMode);
});
