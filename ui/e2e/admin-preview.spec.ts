// "Preview" before publishing (docs/workflow.md): a new banner, typed but not saved, is seen as
// the home page's hero in a frame at phone and desktop width, in both languages, while the
// public home page itself is unchanged.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, PNG, unique } from './admin-helpers';
import { storeLanguage } from './public-helpers';
import { OD } from '../src/admin/i18n';

const CONTRIBUTOR = process.env.E2E_CONTRIBUTOR_EMAIL ?? 'contributor@oshec.test';
const SHOTS = process.env.E2E_SHOTS;

async function signIn(page: Page, email: string) {
  await page.goto('/oshec');
  await page.locator('#signin-email').fill(email);
  await page.locator('#signin-password').fill(ADMIN_PASSWORD);
  await page.locator('#signin-password').press('Enter');
  await expect(page.locator('#welcome-title')).toBeVisible({ timeout: 10_000 });
}

for (const { width, language } of [
  { width: 1366, language: 'en' },
  { width: 390, language: 'od' },
] as const) {
  test(`a banner typed but not saved is previewed as the home page's hero (${width} px, ${language})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    if (language === 'od') await page.addInitScript(storeLanguage, language);
    const say = (key: string) => (language === 'od' ? (OD[key] ?? key) : key);
    await signIn(page, CONTRIBUTOR);
    await page.goto('/oshec/admin/banner');
    const tag = unique();
    const title = `Admissions open ${tag}`;
    const odiaTitle = `ନାମଲେଖା ଆରମ୍ଭ ${tag}`;
    await page.locator('#banner-bannerTitleEn').fill(title);
    await page.locator('#banner-bannerTitleOd').fill(odiaTitle);
    await page.locator('#banner-bannerSubtitleEn').fill('For the 2027 session');
    await page.locator('#banner-bannerSubtitleOd').fill('୨୦୨୭ ଅଧିବେଶନ ପାଇଁ');
    await page.locator('#banner-bannerDescEn').fill('Apply through the common portal.');
    await page.locator('#banner-bannerDescOd').fill('ସାଧାରଣ ପୋର୍ଟାଲରେ ଆବେଦନ କରନ୍ତୁ।');
    await page.locator('#banner-file').setInputFiles(PNG);

    await page.getByRole('button', { name: say('Preview'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const frame = page.frameLocator('.adm-preview-stage iframe');
    // The hero shows the draft in the admin's language, its photo the one just chosen.
    const shown = language === 'od' ? odiaTitle : title;
    await expect(frame.getByText(shown).first()).toBeVisible({ timeout: 10_000 });
    await expect(frame.locator('img[src^="blob:"]').first()).toBeAttached();
    await expect(page.locator('.adm-preview-stage iframe')).toHaveAttribute('width', '390');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/preview-${width}-${language}-phone.png` });

    // The other language and the desktop width.
    await dialog.getByLabel(language === 'od' ? 'English' : 'ଓଡ଼ିଆ').check();
    await dialog.getByLabel(say('Desktop')).check();
    await expect(frame.getByText(language === 'od' ? title : odiaTitle).first()).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('.adm-preview-stage iframe')).toHaveAttribute('width', '1366');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/preview-${width}-${language}-desktop.png` });
    const results = await new AxeBuilder({ page })
      .include('.adm-preview-bar')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // Esc closes it and focus returns to the button; the admin's own language did not change.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: say('Preview'), exact: true })).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'od' ? 'or' : 'en');

    // Nothing was saved: the public home page has no such banner.
    const visitor = await browser.newPage();
    await visitor.goto('/');
    await expect(visitor.locator('main')).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);
    await visitor.close();
    await context.close();
  });
}
