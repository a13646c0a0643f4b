// The backups page (administrators; docs/backups.md): the schedule's first backup is listed as
// checked, "Back up now" adds one, a file is checked again and downloaded; approvers have no
// such page. Phone and desktop width, English and Odia, with axe scans.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './admin-helpers';
import { storeLanguage } from './public-helpers';
import { OD } from '../src/admin/i18n';
import type { Language } from '../src/i18n/language';

const APPROVER = process.env.E2E_APPROVER_EMAIL ?? 'approver@oshec.test';
const SHOTS = process.env.E2E_SHOTS;
const say = (language: Language, key: string): string => (language === 'od' ? (OD[key] ?? key) : key);

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('.Toastify').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function signIn(browser: Browser, email: string, width: number, language: Language): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  if (language === 'od') await page.addInitScript(storeLanguage, 'od');
  await page.goto('/oshec');
  await page.locator('#signin-email').fill(email);
  await page.locator('#signin-password').fill(ADMIN_PASSWORD);
  await page.locator('#signin-password').press('Enter');
  await expect(page.locator('#welcome-title')).toBeVisible({ timeout: 10_000 });
  return page;
}

test.describe.configure({ mode: 'serial' });

for (const { width, language } of [
  { width: 1366, language: 'en' as Language },
  { width: 390, language: 'od' as Language },
]) {
  test(`an administrator backs up, checks and downloads (${width} px, ${language})`, async ({ browser }) => {
    const page = await signIn(browser, ADMIN_EMAIL, width, language);
    if (width < 700) await page.getByRole('button', { name: say(language, 'Menu') }).click();
    await page.getByRole('navigation', { name: say(language, 'Back office') }).getByRole('link', { name: say(language, 'Backups') }).click();
    await expect(page.getByRole('heading', { level: 1, name: say(language, 'Backups') })).toBeVisible();
    const rows = page.getByRole('region', { name: say(language, 'Backups in the folder') }).locator('tbody tr');
    // The schedule's first backup, made when the server started, is listed as checked.
    await expect(rows.first()).toContainText(say(language, 'Checked, whole'));
    const before = await rows.count();

    await page.getByRole('button', { name: say(language, 'Back up now') }).click();
    await expect(page.getByRole('status').filter({ hasText: say(language, 'The backup was written and checked.') })).toBeVisible();
    await expect(rows).toHaveCount(before + 1);
    const newest = (await rows.first().locator('.adm-hint').first().textContent()) ?? '';
    expect(newest).toMatch(/^oshec-.*\.redb$/);
    if (language === 'od') await expect(rows.first().locator('td').nth(1)).toHaveText(/^[୦-୯.]+ (KB|MB)$/);

    await page.getByRole('button', { name: say(language, 'Check {{name}} again').replace('{{name}}', newest) }).click();
    await expect(page.getByRole('status').filter({ hasText: say(language, '{{name}} is whole.').replace('{{name}}', newest) })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: say(language, 'Download {{name}}').replace('{{name}}', newest) }).click();
    expect((await download).suggestedFilename()).toBe(newest);
    await axe(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/backups-${width}-${language}.png`, fullPage: true });
    await page.context().close();
  });
}

test('an approver has no backups page', async ({ browser }) => {
  const page = await signIn(browser, APPROVER, 1366, 'en');
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Backups' })).toHaveCount(0);
  await page.goto('/oshec/admin/backups');
  await expect(page).toHaveURL(/\/oshec\/admin$/);
  await page.context().close();
});
