// Site health (docs/health.md): a notice links to a path the site does not have; the health page
// lists it as a broken link, the editor opens the notice from the finding, fixes the link,
// presses "Check now", and the finding is gone. In both languages, at phone and desktop widths,
// with axe scans.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, b64json, unique } from './admin-helpers';
import { storeLanguage } from './public-helpers';
import { OD } from '../src/admin/i18n';
import type { Language } from '../src/i18n/language';

const SHOTS = process.env.E2E_SHOTS;

const say = (language: Language, key: string): string => (language === 'od' ? (OD[key] ?? key) : key);
const ODIA_DIGITS = '୦୧୨୩୪୫୬୭୮୯';
const digits = (language: Language, n: number): string =>
  language === 'od' ? String(n).replace(/\d/g, (d) => ODIA_DIGITS[Number(d)]) : String(n);

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('.Toastify').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

for (const { width, language } of [
  { width: 1366, language: 'en' as Language },
  { width: 390, language: 'od' as Language },
]) {
  test(`a broken link is found, fixed from the finding, and leaves the report (${width} px, ${language})`, async ({ page, request }) => {
    const tag = `${width}-${language}-${unique()}`;
    const token = await apiToken(request);
    const created = await request.post('/oshec/api/announce/notice/manage', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        cipherAnnounceNoticeDTO: b64json({
          announceNoticeId: null, isActive: true, announceLinkEn: `Circular ${tag}`, announceLinkOd: `ପରିପତ୍ର ${tag}`,
          announceLinkPath: `/no-such-page-${tag}`,
        }),
      },
    });
    expect(created.status()).toBe(200);

    await page.setViewportSize({ width, height: 900 });
    if (language === 'od') await page.addInitScript(storeLanguage, 'od');
    await page.goto('/oshec');
    await page.evaluate((t) => sessionStorage.setItem('token', t), token);
    await page.goto('/oshec/admin/health');
    await expect(page.getByRole('heading', { level: 1, name: say(language, 'Site health') })).toBeVisible();
    // Twice: an external link other tests add is reported after two failed checks, so the count
    // below changes only by what this test does.
    for (let run = 0; run < 2; run += 1) {
      await page.getByRole('button', { name: say(language, 'Check now') }).click();
      await expect(page.getByRole('status').filter({ hasText: say(language, 'Checked.') })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: say(language, 'Check now') })).toBeEnabled();
    }

    const section = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(say(language, 'Broken links')) }) });
    const title = language === 'od' ? `ପରିପତ୍ର ${tag}` : `Circular ${tag}`;
    const finding = section.getByRole('listitem').filter({ hasText: title });
    await expect(finding).toContainText(`/no-such-page-${tag}`);
    await expect(finding).toContainText(language === 'od' ? `${digits('od', 404)} ` : 'answers 404');
    const before = Number((await section.locator('.adm-badge').textContent() ?? '').replace(/[୦-୯]/g, (d) => String(ODIA_DIGITS.indexOf(d))));
    expect(before).toBeGreaterThan(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/health-${width}-${language}.png`, fullPage: true });
    await axe(page);

    // The finding opens the notice's edit form.
    await finding.getByRole('link', { name: title }).click();
    const path = page.getByLabel(say(language, 'Link Path'));
    await expect(path).toHaveValue(`/no-such-page-${tag}`);
    await path.fill('/about');
    await page.getByRole('button', { name: say(language, 'Publish') }).click();
    await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();

    await page.goto('/oshec/admin/health');
    await page.getByRole('button', { name: say(language, 'Check now') }).click();
    await expect(page.getByRole('status').filter({ hasText: say(language, 'Checked.') })).toBeVisible({ timeout: 20_000 });
    await expect(section.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
    // Other tests running beside this one add and fix links of their own, so the number before
    // says nothing about the number now: the badge counts the findings listed, this one gone.
    await expect(async () => {
      const text = (await section.locator('.adm-badge').textContent()) ?? '';
      const now = Number(text.replace(/[୦-୯]/g, (d) => String(ODIA_DIGITS.indexOf(d))));
      expect(now).toBe(await section.locator('.adm-health-list > li').count());
    }).toPass({ timeout: 5_000 });
    await axe(page);
  });
}
