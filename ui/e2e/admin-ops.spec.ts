// The back office's Activity page and account page, against the real server: the audit trail
// shows a change made a moment before, and an administrator changes their own password.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, apiToken, b64json, signedIn, toastWith, unique, chooseDate } from './admin-helpers';

/** The second administrator of serve.sh: its password changes here, the shared one never does. */
const SECOND_EMAIL = process.env.E2E_SECOND_EMAIL ?? 'second@oshec.test';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the Activity page shows a change made a moment before, and the table who made it', async ({ page, request }) => {
  const token = await apiToken(request);
  const title = `Audited ${unique()}`;
  const created = await request.post('/oshec/api/council/manage', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      cipherCouncilSectionDTO: b64json({
        councilId: null, councilTitleEn: title, councilTitleOd: 'ପରିଷଦ', councilSubTitleEn: 's',
        councilSubTitleOd: 'ସ', councilDescEn: 'd', councilDescOd: 'ବ', isActive: true,
      }),
    },
  });
  expect(created.status()).toBe(200);

  await signedIn(page, request, '/oshec/admin/activity');
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  // The page lists the newest twenty changes: filtered to the one table, as an official looking
  // for a change would, so that other files writing to this server meanwhile (news by the dozen)
  // do not push it to the next page.
  await page.getByLabel('Content type').selectOption({ label: 'Education Council' });
  const row = page.locator('.adm-activity tbody tr').filter({ hasText: title }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(ADMIN_EMAIL);
  await expect(row).toContainText('Created');
  await expect(row).toContainText('Education Council');
  await expect(row).toContainText(`Title (English): – → ${title}`);
  expect(await seriousViolations(page)).toEqual([]);

  // Filtered by content type and administrator, it is still there; by another type, not.
  await page.getByLabel('Content type').selectOption('council');
  await page.getByLabel('Administrator').selectOption(ADMIN_EMAIL);
  await expect(page.locator('.adm-activity tbody tr').filter({ hasText: title })).toHaveCount(1);
  await page.getByLabel('Content type').selectOption('banner');
  await expect(page.locator('.adm-activity tbody tr').filter({ hasText: title })).toHaveCount(0);
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('Content type').selectOption('council');
  await chooseDate(page, 'From', today);
  await expect(page.locator('.adm-activity tbody tr').filter({ hasText: title })).toHaveCount(1);

  // The council table says when and by whom each row last changed.
  await page.goto('/oshec/admin/education-council');
  const tableRow = page.locator('.adm-table tbody tr').filter({ hasText: title });
  await expect(tableRow.locator('.adm-col-changed')).toContainText(ADMIN_EMAIL);
  // in the back office's one form: India time, "25 Nov 2026, 1:46 pm"
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const india = new Date(Date.now() + 330 * 60_000);
  await expect(tableRow.locator('.adm-col-changed')).toContainText(
    new RegExp(`^${india.getUTCDate()} ${months[india.getUTCMonth()]} ${india.getUTCFullYear()}, \\d{1,2}:\\d{2} [ap]m`),
  );
});

test('an administrator changes their password; the old one no longer signs in', async ({ page, request }) => {
  const signIn = async (password: string) => {
    const r = await request.post('/oshec/api/allowAll/authenticate', {
      headers: { 'Content-Type': 'text/plain' },
      data: b64json({ userName: SECOND_EMAIL, password, captcha: 'ignore' }),
    });
    return (await r.json()) as { outcome: boolean; data?: string };
  };
  const first = await signIn(ADMIN_PASSWORD);
  expect(first.outcome).toBe(true);
  const other = await signIn(ADMIN_PASSWORD); // a session elsewhere, which the change ends
  await page.goto('/oshec');
  await page.evaluate((t) => sessionStorage.setItem('token', t), first.data as string);
  await page.goto('/oshec/admin/account');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByText(`Signed in as ${SECOND_EMAIL}`)).toBeVisible();
  await expect(page.getByRole('cell', { name: `${ADMIN_EMAIL}`, exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const next = `a new password ${unique()}`;
  await page.getByLabel('Current password').fill('not the right one at all');
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Repeat the new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('.adm-form-error')).toHaveText('The current password is not right.');

  await page.getByLabel('Current password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toastWith(page, 'Your password was changed.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  expect((await signIn(ADMIN_PASSWORD)).outcome).toBe(false);
  expect((await signIn(next)).outcome).toBe(true);
  const ended = await request.get('/oshec/api/council/allowAll/list', { headers: { Authorization: `Bearer ${other.data}` } });
  expect(ended.status()).toBe(401);
  // This tab's session goes on.
  await page.goto('/oshec/admin/activity');
  await expect(page.locator('.adm-activity tbody tr').filter({ hasText: 'Password changed' }).first()).toContainText(SECOND_EMAIL);

  // Sign out everywhere ends this session too.
  await page.goto('/oshec/admin/account');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/oshec$/);
});
