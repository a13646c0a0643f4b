// What a visitor meets: every address answers right, at a phone's width (390 px) and a
// laptop's (1366 px), in English and Odia, each screen scanned with axe.
import { expect, test } from '@playwright/test';
import { appRunning, expectAxeClean, storeLanguage } from './public-helpers';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];
const LANGUAGES = [
  { language: 'en', title: 'Page not found', other: 'ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ', home: 'Go to the home page', empty: 'Please type a word to search for.' },
  { language: 'od', title: 'ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ', other: 'Page not found', home: 'ମୂଳପୃଷ୍ଠାକୁ ଯାଆନ୍ତୁ', empty: 'ଦୟାକରି ସନ୍ଧାନ ପାଇଁ ଏକ ଶବ୍ଦ ଲେଖନ୍ତୁ।' },
] as const;

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
          await expect(page).toHaveURL(new RegExp(`${path}$`));
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
        await expect(page).toHaveURL(/\/search\?q=policy$/);
      });

      test('a real page and an existing record answer 200', async ({ page }) => {
        for (const path of ['/contact', '/page/content-archival-policy', '/Acts&Rules/OSHECAct']) {
          const answer = await page.goto(path);
          expect(answer?.status(), path).toBe(200);
        }
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      });
    });
  }
}
