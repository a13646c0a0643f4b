// Accessibility of the back office: axe on every page (WCAG 2.0/2.1 A and AA), and keyboard-only use.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signedIn } from './admin-helpers';

// Nothing here saves: the tests run side by side (the back office's other files run in order).
test.describe.configure({ mode: 'parallel' });

const ROUTES = ['', 'banner', 'focused', 'focused-notification', 'education-council', 'features', 'news', 'gallery', 'video', 'together', 'introduction', 'footer', 'officials', 'documents'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('axe: the sign-in page', async ({ page }) => {
  await page.goto('/oshec');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Login' }).click(); // with its error showing
  await expect(page.getByRole('alert').filter({ hasText: 'Both username and password are required.' })).toBeVisible();
  await page.waitForTimeout(900); // the toast's entry animation is over
  expect(await seriousViolations(page)).toEqual([]);
});

// Each page in a test of its own: they change nothing, so they spread over the workers.
for (const route of ROUTES) {
  test(`axe: the ${route || 'dashboard'} page, with its table loaded`, async ({ page, request }) => {
    await signedIn(page, request, `/oshec/admin${route ? `/${route}` : ''}`);
    if (route) {
      await expect(page.locator('.adm-table tbody tr').first()).not.toHaveText(/Loading/);
      await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe: a form in edit mode with an image preview and an error', async ({ page, request }) => {
  await signedIn(page, request, '/oshec/admin/banner');
  await page.getByRole('button', { name: /^Edit / }).first().click();
  await expect(page.getByRole('heading', { name: /^Edit: / })).toBeVisible();
  await page.getByLabel('Title (English)', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'All fields are required!' })).toBeVisible();
  await expect(page.getByText('All fields are required!', { exact: true }).last()).toBeVisible();
  await page.waitForTimeout(900); // the toast's entry animation is over
  expect(await seriousViolations(page)).toEqual([]);
});

test('keyboard only: sign in, reach a page from the sidebar, edit an item', async ({ page }) => {
  await page.goto('/oshec');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(ADMIN_EMAIL);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/oshec\/admin$/, { timeout: 3000 });

  // Tab through the top bar into the sidebar until "News" (the menu's name for the news) has focus
  const news = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'News', exact: true });
  for (let i = 0; i < 20 && !(await news.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(news).toBeFocused();
  const outline = await news.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none'); // focus is visible
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();

  const edit = page.getByRole('button', { name: /^Edit / }).first();
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Edit: / })).toBeVisible();
  await expect(page.getByLabel('Title (English)', { exact: true })).toBeFocused(); // focus moves to the form
});
