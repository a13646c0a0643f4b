// Print and downloads (docs/visitors.md): a printout gives the address of each file and outside
// link, without the header's controls; every document link downloads its file and says so; a
// news item's breadcrumb leads back to the news.
import { expect, test } from '@playwright/test';
import { appRunning } from './public-helpers';

test('a report page prints its files\' addresses, not the header\'s controls, and its links download', async ({ page }) => {
  await page.goto('/Acts&Rules/OSHECAct');
  await appRunning(page);
  const download = page.locator('a.doc-download').first();
  await expect(download).toBeVisible();
  await expect(download).toHaveAttribute('download', '');
  await expect(download).toHaveAccessibleName(/^Download: /);
  const href = (await download.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/uploads\/document\//);

  await page.emulateMedia({ media: 'print' });
  const after = (selector: string) => page.locator(selector).first().evaluate((a) => getComputedStyle(a, '::after').content);
  // The address after the words (Chromium reports the rule, or the address it resolved to).
  expect(await after('a.doc-download')).toMatch(/attr\(href\)|\/uploads\/document\//);
  // Navigation prints none.
  expect(await after('.page-header .breadcrumb a')).toMatch(/^(none|normal)$/);
  await expect(page.getByRole('button', { name: 'Dark mode' })).toBeHidden();
  await expect(page.getByRole('group', { name: 'Text size' })).toBeHidden();
  await expect(page.locator('.print-header')).toBeVisible();
});

test('a news item\'s breadcrumb names Latest News between Home and the item', async ({ page, request }) => {
  const list = await (await request.get('/oshec/api/latestNews/allowAll/list?page=1&size=1')).json();
  const news = (list.data ?? list)[0];
  await page.goto(`/news/${news.latestNewsId}`);
  await appRunning(page);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveCount(3);
  await expect(crumbs.nth(0).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.nth(1).getByRole('link', { name: 'Latest News' })).toHaveAttribute('href', '/news');
  await expect(crumbs.nth(2)).toHaveText(news.newsTitleEn);
  await expect(crumbs.nth(2)).toHaveAttribute('aria-current', 'page');
});
