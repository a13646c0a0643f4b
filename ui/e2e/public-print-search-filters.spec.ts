// What a visitor meets: printouts, the header search's empty Enter, the Login button of
// a signed-in tab, the Introduction page and the report pages' year filter. At a phone's width
// (390 px) and a laptop's (1366 px), in English and Odia, each screen scanned with axe.
import { expect, test } from '@playwright/test';
import { apiToken } from './admin-helpers';
import { appRunning, expectAxeClean, storeLanguage } from './public-helpers';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];
const LANGUAGES = [
  {
    language: 'en',
    site: 'Odisha State Higher Education Council',
    notices: 'Notices',
    introduction: 'Introduction',
    address: 'Address',
    printed: 'Printed on',
    digits: /[0-9]{4}/,
    empty: 'Please type a word to search for.',
    login: 'Login',
    backOffice: 'Back office',
  },
  {
    language: 'od',
    site: 'ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ',
    notices: 'ବିଜ୍ଞପ୍ତି',
    introduction: 'ପରିଚୟ',
    address: 'ଠିକଣା',
    printed: 'ମୁଦ୍ରଣ ତାରିଖ',
    digits: /[୦-୯]{4}/,
    empty: 'ଦୟାକରି ସନ୍ଧାନ ପାଇଁ ଏକ ଶବ୍ଦ ଲେଖନ୍ତୁ।',
    login: 'ଲଗଇନ୍',
    backOffice: 'ପ୍ରଶାସନିକ ପ୍ୟାନେଲ',
  },
] as const;

for (const size of WIDTHS) {
  for (const lang of LANGUAGES) {
    test.describe(`${size.width} px, ${lang.language}`, () => {
      test.use({ viewport: size });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript(storeLanguage, lang.language);
      });

      test('a printout names the site, the page, its address and the day, without the controls', async ({ page }) => {
        await page.goto('/Notifications/Notices');
        await appRunning(page);
        await expect(page.getByRole('heading', { level: 1, name: lang.notices })).toBeVisible();
        // On screen the print header is not there.
        await expect(page.locator('.print-header')).toBeHidden();
        await expect(page.locator('.doc-tools')).toBeVisible();

        await page.emulateMedia({ media: 'print' });
        const head = page.locator('.print-header');
        await expect(head).toBeVisible();
        await expect(head.locator('.print-site')).toHaveText(lang.site);
        await expect(head.locator('.print-title')).toHaveText(lang.notices);
        await expect(head.locator('.print-address')).toContainText(`${lang.address}:`);
        await expect(head.locator('.print-address')).toContainText(`/Notifications/Notices`);
        await expect(head.locator('.print-date')).toContainText(`${lang.printed}:`);
        await expect(head.locator('.print-date')).toContainText(lang.digits);
        await expect(head.locator('.print-date time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
        await expect(page.getByRole('heading', { level: 1, name: lang.notices })).toBeVisible();

        for (const control of [
          '.skip-link',
          '.site-search',
          '.font-controls',
          '.language-toggle',
          '.dark-toggle',
          '.login-button',
          '.doc-tools',
        ]) {
          await expect(page.locator(control).first(), control).toBeHidden();
        }
        // A document's link stays in the printout, which prints its address (docs/visitors.md).
        const downloads = page.locator('.doc-download');
        const count = await downloads.count();
        for (let i = 0; i < count; i += 1) await expect(downloads.nth(i)).toBeVisible();
        await expectAxeClean(page);
      });

      test('Enter in the empty header search says so, then searches once a word is typed', async ({ page }) => {
        await page.goto('/contact');
        await appRunning(page);
        const search = page.getByRole('banner').getByRole('search');
        const box = search.getByRole('searchbox');
        await box.focus();
        await box.press('Enter');
        await expect(page).toHaveURL(/\/contact(\?lang=od)?$/);
        const message = search.getByRole('status');
        await expect(message).toHaveText(lang.empty);
        await expect(message).toBeVisible();
        await expect(box).toHaveAttribute('aria-invalid', 'true');
        await expect(box).toHaveAccessibleDescription(lang.empty);
        await expectAxeClean(page);
        await box.fill('policy');
        await expect(message).toHaveText('');
        await box.press('Enter');
        await expect(page).toHaveURL(/\/search\?q=policy/);
      });

      test('the header button names the back office while this tab holds a token', async ({ page, request }) => {
        await page.goto('/contact');
        await appRunning(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const banner = page.getByRole('banner');
        await expect(banner.getByRole('link', { name: lang.login, exact: true })).toHaveAttribute('href', '/oshec');

        const token = await apiToken(request);
        await page.evaluate((value) => sessionStorage.setItem('token', value), token);
        await page.reload();
        await appRunning(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(banner.getByRole('link', { name: lang.backOffice, exact: true })).toHaveAttribute('href', '/oshec');
        await expect(banner.getByRole('link', { name: lang.login, exact: true })).toHaveCount(0);
        await expectAxeClean(page);
      });

      test('the Introduction page starts with its text, no empty patterned box', async ({ page }) => {
        await page.goto('/about/introduction');
        await appRunning(page);
        await expect(page.getByRole('heading', { level: 1, name: lang.introduction })).toBeVisible();
        const body = page.locator('.page-body');
        await expect(body.locator('.prose, .status').first()).toBeVisible();
        // The first thing in the page's body is its content, not a decoration.
        const first = body.locator(':scope > *').first();
        await expect(first).not.toHaveAttribute('aria-hidden', 'true');
        expect(await first.innerText()).not.toBe('');
        await expectAxeClean(page);
      });

      test('the year filter lists only the years that have documents', async ({ page, request }) => {
        const answer = await request.get('/oshec/api/document/allowAll/list?category=notices&archived=false&page=1&size=100');
        expect(answer.status()).toBe(200);
        const body = (await answer.json()) as { data: { publishDate: string; isActive?: boolean }[] };
        const expected = [...new Set(body.data.map((d) => d.publishDate.slice(0, 4)))].sort().reverse();
        expect(expected.length).toBeGreaterThan(0);

        await page.goto('/Notifications/Notices');
        await appRunning(page);
        const select = page.locator('.doc-tools select');
        await expect(select.locator('option')).toHaveCount(expected.length + 1);
        const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
        expect(values).toEqual(['', ...expected]);
        await expectAxeClean(page);
      });
    });
  }
}
