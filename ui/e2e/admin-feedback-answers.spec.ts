// Feedback that gets answered (docs/feedback.md): a visitor sends feedback from the contact page;
// an approver finds it in the inbox, assigns it, writes an internal note and replies. The test
// server has no mail server, so the inbox says the reply is kept but not sent. In English and Odia,
// at desktop and phone widths, with axe scans.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, unique } from './admin-helpers';
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

async function approver(browser: Browser, width: number, language: Language): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (language === 'od') await page.addInitScript(storeLanguage, 'od');
  await page.goto('/oshec');
  await page.locator('#signin-email').fill(APPROVER);
  await page.locator('#signin-password').fill(ADMIN_PASSWORD);
  await page.locator('#signin-password').press('Enter');
  await expect(page.locator('#welcome-title')).toBeVisible({ timeout: 10_000 });
  return page;
}

test.describe.configure({ mode: 'serial' });

// English at desktop width and Odia on the phone (docs/testing.md, "Widths and languages"). The
// test servers take 50 feedback messages an hour from one address (feedback_per_hour in
// playwright.config.ts), not the default five: many specs send feedback.
for (const { width, language } of [
  { width: 1366, language: 'en' as Language },
  { width: 390, language: 'od' as Language },
]) {
  test(`a visitor's feedback is assigned, noted and answered (${width} px, ${language})`, async ({ browser, page }) => {
    const tag = `${width}-${language}-${unique()}`;
    // The visitor, on the public contact page.
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact');
    await page.getByLabel('Name').fill(`Asha ${tag}`);
    await page.getByLabel('Email').fill('asha@example.org');
    await page.getByLabel('Subject').fill(`Admissions ${tag}`);
    await page.getByLabel('Message').fill('When do admissions open?');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you. Your feedback has reached the council.' })).toBeVisible();

    // The approver, in the inbox: only new messages, then this one.
    const office = await approver(browser, width, language);
    await office.goto('/oshec/admin/feedback');
    await expect(office.getByRole('heading', { level: 1, name: say(language, 'Feedback') })).toBeVisible();
    await office.getByLabel(say(language, 'Status')).first().selectOption('new');
    const message = office.locator('.adm-message').filter({ hasText: `Admissions ${tag}` });
    await expect(message).toBeVisible();
    await expect(message.locator('.adm-status-badge')).toHaveText(say(language, 'New'));
    await axe(office);

    await message.getByText(say(language, 'Handle: status, assignee, note, reply')).click();
    await message.getByLabel(say(language, 'Assigned to')).selectOption({ label: APPROVER });
    await message.getByLabel(say(language, 'Internal note (not sent to the visitor)')).fill(`Checked with the examinations section ${tag}.`);
    await message.getByLabel(say(language, 'Reply to the visitor')).fill('Admissions open on 1 June.');
    if (SHOTS) await office.screenshot({ path: `${SHOTS}/feedback-form-${width}-${language}.png`, fullPage: true });
    await axe(office);
    await message.getByRole('button', { name: say(language, 'Send the reply and save') }).click();

    // The "new" filter no longer shows it; "replied" does, with the note, the reply and the
    // word that it was kept but not sent (no mail server here).
    await expect(message).toHaveCount(0);
    await office.getByLabel(say(language, 'Status')).first().selectOption('replied');
    const replied = office.locator('.adm-message').filter({ hasText: `Admissions ${tag}` });
    await expect(replied.locator('.adm-status-badge')).toHaveText(say(language, 'Replied'));
    await expect(replied).toContainText(`Checked with the examinations section ${tag}.`);
    await expect(replied).toContainText('Admissions open on 1 June.');
    await expect(replied).toContainText(say(language, 'The reply is kept here but was not sent: no mail server is set up. Answer the visitor by e-mail or phone.'));
    await expect(replied).toContainText(`${say(language, 'Assigned to')}: ${APPROVER}`);
    if (language === 'od') {
      // Dates in Odia digits.
      await expect(replied.locator('time').first()).toHaveText(/[୦-୯]/);
      await expect(replied.locator('time').first()).not.toHaveText(/[0-9]/);
    }
    // The assignee filter finds it too.
    await office.getByLabel(say(language, 'Assigned to')).first().selectOption({ label: APPROVER });
    await expect(replied).toBeVisible();
    if (SHOTS) await office.screenshot({ path: `${SHOTS}/feedback-replied-${width}-${language}.png`, fullPage: true });
    await axe(office);
    await office.context().close();
  });
}
