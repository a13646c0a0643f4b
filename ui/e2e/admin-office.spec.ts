// The editor's daily work (display order, schedules, finding items, never losing a draft, the
// back office on a phone) and what visitors get from it (the home follows the order, Odia dates,
// text size kept across a link inside the site).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { JPEG, apiToken, b64json, signedIn, toastWith, unique, chooseDate } from './admin-helpers';
import { loadBelowTheFold } from './public-helpers';

async function createGalleryPhoto(request: APIRequestContext, token: string, name: string) {
  const response = await request.post('/oshec/api/imageGallery/manage', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      cipherImageGalleryDto: b64json({ imageGalleryId: null, displayName: name, displayNameOd: `ଓଡ଼ିଆ ${name}`, isActive: true }),
      displayImg: JPEG,
    },
  });
  expect(response.status()).toBe(200);
}

/** The captions of the home page's media gallery, in order. */
async function homeGallery(page: Page): Promise<string[]> {
  await page.goto('/');
  await page.locator('#root[data-app="running"]').waitFor({ state: 'attached' });
  await loadBelowTheFold(page);
  const grid = page.locator('.gallery-grid');
  await expect(grid.locator('li').first()).toBeVisible();
  return grid.locator('.thumb-caption').allInnerTexts();
}

test('reordering the gallery changes what the home page shows first', async ({ page, request }) => {
  const token = await apiToken(request);
  const name = `Photo ${unique()}`;
  await createGalleryPhoto(request, token, name);
  // A new photo goes to the top, so it reaches the home page at once.
  expect((await homeGallery(page))[0]).toBe(name);

  await signedIn(page, request, '/oshec/admin/gallery');
  await page.getByRole('button', { name: `Move ${name} down` }).click();
  await expect(toastWith(page, 'Order updated.')).toBeVisible();
  await expect(page.locator('tr.adm-marked-row')).toContainText(name);
  const rows = page.locator('.adm-table tbody tr');
  await expect(rows.nth(1)).toContainText(name);
  expect((await homeGallery(page))[1]).toBe(name);

  await page.goto('/oshec/admin/gallery');
  await page.getByRole('button', { name: `Move ${name} to the top` }).click();
  await expect(toastWith(page, 'Order updated.')).toBeVisible();
  expect((await homeGallery(page))[0]).toBe(name);
});

test('a scheduled notice shows as Scheduled and stays off the home page until its time', async ({ page, request }) => {
  await signedIn(page, request, '/oshec/admin/focused-notification');
  const text = `Scheduled notice ${unique()}`;
  await page.getByLabel('Link Text (English)').fill(text);
  await page.getByLabel('Link Text (Odia)').fill(`ବିଜ୍ଞପ୍ତି ${text}`);
  await page.getByLabel('Link Path').fill('javascript:alert(1)');
  // Years to come as the form offers them (up to ten years ahead).
  await chooseDate(page, 'Show from', `${new Date().getFullYear() + 5}-01-01T09:00`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  // The form refuses a link visitors cannot use, as the server would.
  await expect(toastWith(page, 'Please enter a link that starts with https:// or http://')).toBeVisible();
  await page.getByLabel('Link Path').fill('/introduction');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toastWith(page, 'Data submitted successfully!')).toBeVisible();
  const row = page.locator('.adm-table tbody tr', { hasText: text });
  await expect(row.locator('.adm-badge-scheduled')).toHaveText('Scheduled');
  await expect(row.locator('.adm-badge-on')).toHaveText('Active');

  await page.goto('/');
  await expect(page.locator('.notice-list').first()).toBeVisible();
  await expect(page.locator('.notice-list').first()).not.toContainText(text);
});

test('search, status filter and sort are kept in the URL', async ({ page, request }) => {
  await signedIn(page, request, '/oshec/admin/features');
  const rows = page.locator('.adm-table tbody tr');
  // The rows have loaded (not the one "Loading…" row).
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  const all = await rows.count();
  expect(all).toBeGreaterThan(1);
  const firstTitle = (await rows.first().locator('td').nth(1).innerText()).trim();

  await page.getByRole('searchbox', { name: 'Search' }).fill(firstTitle);
  await expect(page).toHaveURL(/q=/);
  await expect(rows.first()).toContainText(firstTitle);
  await page.getByRole('searchbox', { name: 'Search' }).fill('no such item anywhere');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveText('Nothing here yet.');
  await page.getByRole('searchbox', { name: 'Search' }).fill('');

  await page.getByRole('combobox', { name: 'Show' }).selectOption('inactive');
  await expect(page).toHaveURL(/status=inactive/);
  await page.getByRole('combobox', { name: 'Show' }).selectOption('all');

  await page.getByRole('button', { name: 'Title (English)' }).click();
  await expect(page).toHaveURL(/sort=featuresTitleEn/);
  await expect(page.getByRole('columnheader', { name: /Title \(English\)/ })).toHaveAttribute('aria-sort', 'ascending');
  // Under a column sort, moves are hidden and the page says how to get them back.
  await expect(page.getByRole('button', { name: /^Move .* up$/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: /Title \(English\)/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Clear sort' }).click();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByRole('button', { name: /^Move .* up$/ }).first()).toBeVisible();
});

test('an ended session keeps the draft and returns to it after signing in', async ({ page, request }) => {
  await signedIn(page, request, '/oshec/admin/education-council');
  await page.getByLabel('Title (English)', { exact: true }).fill('Draft kept across sign-in');
  await page.getByLabel('Title (Odia)', { exact: true }).fill('ଖସଡ଼ା');
  // The session ends on the server (as at its expiry) while the form is filled.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  await request.post('/oshec/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  await page.getByRole('button', { name: /^Deactivate / }).first().click(); // 401
  await expect(page).toHaveURL(/\/oshec$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toBeVisible();
  await page.getByLabel('Email').fill(process.env.E2E_ADMIN_EMAIL ?? 'admin@oshec.test');
  await page.getByLabel('Password', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD ?? 'correct horse battery staple');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/oshec\/admin\/education-council$/);
  await expect(page.getByLabel('Title (English)', { exact: true })).toHaveValue('Draft kept across sign-in');
  await expect(page.getByLabel('Title (Odia)', { exact: true })).toHaveValue('ଖସଡ଼ା');
  await expect(toastWith(page, 'Your unsaved changes were restored.')).toBeVisible();
  // The top bar says who is signed in.
  await expect(page.locator('.adm-user')).toContainText(process.env.E2E_ADMIN_EMAIL ?? 'admin@oshec.test');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu folds away, rows stack with Status and Action, and axe finds nothing serious', async ({ page, request }) => {
    await signedIn(page, request, '/oshec/admin/gallery');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
    // The form starts near the top, not below twelve links.
    const form = await page.locator('.adm-form').boundingBox();
    expect(form?.y ?? 999).toBeLessThan(250);
    const row = page.locator('.adm-table tbody tr').first();
    for (const cell of ['.adm-col-status', '.adm-col-action']) {
      const box = await row.locator(cell).boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL(/\/oshec\/admin\/news$/);
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  });

  test('no page is wider than the phone, and the top bar keeps the name apart from the e-mail', async ({ page, request }) => {
    test.setTimeout(60_000);
    const email = process.env.E2E_ADMIN_EMAIL ?? 'admin@oshec.test';
    await signedIn(page, request);
    await page.evaluate((e) => sessionStorage.setItem('oshec.adminEmail', e), email);
    const routes = ['', 'banner', 'focused', 'focused-notification', 'education-council', 'features', 'news', 'gallery', 'video', 'together', 'introduction', 'footer', 'officials', 'documents', 'activity', 'account'];
    for (const route of routes) {
      await page.goto(`/oshec/admin${route ? `/${route}` : ''}`);
      await expect(page.locator('.adm-main h1')).toBeVisible();
      await expect(page.locator('.adm-user')).toContainText(email);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, route || 'dashboard').toBeLessThanOrEqual(390);
      const brand = await page.locator('.adm-logo').boundingBox();
      const user = await page.locator('.adm-user').boundingBox();
      const apart = !!brand && !!user && (brand.x + brand.width <= user.x || brand.y + brand.height <= user.y);
      expect(apart, `${route || 'dashboard'}: the brand and the e-mail overlap`).toBe(true);
    }
  });

  test("a contributor's forms fit the phone too (four buttons under each form)", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/oshec');
    await page.locator('#signin-email').fill('contributor@oshec.test');
    await page.locator('#signin-password').fill(process.env.E2E_ADMIN_PASSWORD ?? 'correct horse battery staple');
    await page.locator('#signin-password').press('Enter');
    await expect(page.locator('#welcome-title')).toBeVisible({ timeout: 10_000 });
    for (const route of ['news', 'documents', 'gallery', 'officials']) {
      await page.goto(`/oshec/admin/${route}`);
      await expect(page.getByRole('button', { name: 'Submit for review' })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, route).toBeLessThanOrEqual(390);
    }
  });
});
