// The back office's tables page, search, sort and filter on the server (docs/admin-lists.md):
// 125 news items seeded over the API, a table of 20 rows a page, the query kept in the URL.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Response } from '@playwright/test';
import { b64json, signedIn, unique } from './admin-helpers';

const COUNT = 125;
const INACTIVE = 25; // every fifth item

/** The next answer of the news list call whose query has every one of `parts`. */
const listAnswer = (page: Page, ...parts: string[]): Promise<Response> =>
  page.waitForResponse((r) => r.url().includes('/oshec/api/latestNews/allowAll/list?') && parts.every((p) => r.url().includes(p)));

/** The language the next load starts in (this tab's choice wins over the stored one). */
const setLanguage = (page: Page, language: 'en' | 'od') =>
  page.evaluate((l) => {
    localStorage.setItem('language', l);
    sessionStorage.setItem('language', l);
  }, language);

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

test('the news table pages, searches, sorts and filters through the server, at 1366 and 390 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const tag = `pg${unique()}`;
  const token = await signedIn(page, request, '/oshec/admin/news');
  // Seeded over the API, eight at a time.
  const numbers = Array.from({ length: COUNT }, (_, i) => i + 1);
  for (let at = 0; at < numbers.length; at += 8) {
    await Promise.all(
      numbers.slice(at, at + 8).map(async (i) => {
        const n = String(i).padStart(3, '0');
        const response = await request.post('/oshec/api/latestNews/manage', {
          headers: { Authorization: `Bearer ${token}` },
          multipart: {
            cipherLatestNewsDto: b64json({
              latestNewsId: null,
              newsTitleEn: `Paging ${tag} ${n}`,
              newsTitleOd: `ପୃଷ୍ଠା ${tag} ${n}`,
              newsDate: `2025-0${1 + (i % 9)}-1${i % 10}`,
              newsDescEn: `Item ${n} of the paging test.`,
              newsDescOd: `ପୃଷ୍ଠା ପରୀକ୍ଷା ${n}`,
              newsLink: '',
              isActive: i % 5 !== 0,
            }),
          },
        });
        expect(response.status()).toBe(200);
      }),
    );
  }

  // Search: the server answers the first page of 20 and the total.
  await page.reload();
  const range = page.locator('.adm-range');
  const searched = listAnswer(page, `q=${tag}`, 'page=1', 'size=20');
  await page.getByLabel('Search', { exact: true }).fill(tag);
  const first = await (await searched).json();
  expect(first.total).toBe(COUNT);
  expect(first.data).toHaveLength(20);
  await expect(range).toHaveText(`1–20 of ${COUNT}`);
  await expect(page.locator('.adm-table tbody tr')).toHaveCount(20);
  expect(new URL(page.url()).searchParams.get('q')).toBe(tag);

  // Pages: the next page is asked for, not cut from a whole list.
  const second = listAnswer(page, `q=${tag}`, 'page=2');
  await page.getByRole('button', { name: 'Next page' }).click();
  expect((await (await second).json()).data).toHaveLength(20);
  await expect(range).toHaveText(`21–40 of ${COUNT}`);
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  const last = listAnswer(page, `q=${tag}`, 'page=7');
  await page.getByRole('button', { name: 'Last page' }).click();
  await last;
  await expect(range).toHaveText(`121–${COUNT} of ${COUNT}`);
  await expect(page.locator('.adm-table tbody tr')).toHaveCount(5);

  // Sort by the English title, both ways; the heading says which.
  const titleHeader = page.getByRole('columnheader', { name: /Title \(English\)/ });
  const ascending = listAnswer(page, `q=${tag}`, 'sort=newsTitleEn');
  await titleHeader.getByRole('button').click();
  await ascending;
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.locator('.adm-table tbody tr').first()).toContainText(`Paging ${tag} 001`);
  await expect(range).toHaveText(`1–20 of ${COUNT}`);
  const descending = listAnswer(page, `q=${tag}`, 'sort=-newsTitleEn');
  await titleHeader.getByRole('button').click();
  await descending;
  await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.locator('.adm-table tbody tr').first()).toContainText(`Paging ${tag} 125`);

  // Filter: only the inactive ones, counted by the server.
  const inactive = listAnswer(page, `q=${tag}`, 'status=inactive');
  await page.getByLabel('Show', { exact: true }).selectOption('inactive');
  expect((await (await inactive).json()).total).toBe(INACTIVE);
  await expect(range).toHaveText(`1–20 of ${INACTIVE}`);
  await expect(page.locator('.adm-table tbody tr').first()).toContainText(`Paging ${tag} 125`);

  // The query lives in the URL: a reload, and going elsewhere and back, keep it.
  await page.reload();
  await expect(range).toHaveText(`1–20 of ${INACTIVE}`);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(tag);
  await expect(page.getByLabel('Show', { exact: true })).toHaveValue('inactive');
  await page.getByRole('link', { name: 'Banner' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  await page.goBack();
  await expect(range).toHaveText(`1–20 of ${INACTIVE}`);
  await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');

  // Nothing hides under the pinned Status column at 1366 px.
  await expect(page.locator('.adm-table tbody td.adm-col-changed time').first()).toBeVisible();
  const fit = await page.locator('.adm-table-wrap').evaluate((wrap) => {
    const changed = wrap.querySelector('thead th.adm-col-changed')!.getBoundingClientRect();
    const status = wrap.querySelector('thead th.adm-col-status')!.getBoundingClientRect();
    return { scrolls: wrap.scrollWidth - wrap.clientWidth, gap: status.left - changed.right, width: changed.width };
  });
  expect(fit.scrolls).toBeLessThanOrEqual(1);
  expect(fit.gap).toBeGreaterThanOrEqual(-0.5);
  expect(fit.width).toBeGreaterThan(40);
  await axeClean(page);
  await page.screenshot({ path: test.info().outputPath('paging-1366-en.png'), fullPage: true });

  // Odia: the range in Odia digits.
  await setLanguage(page, 'od');
  await page.reload();
  await expect(range).toHaveText(/୧–୨୦/);
  await axeClean(page);
  await page.screenshot({ path: test.info().outputPath('paging-1366-od.png'), fullPage: true });
  await setLanguage(page, 'en');

  // A phone: the same query, paged the same way.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(range).toHaveText(`1–20 of ${INACTIVE}`);
  const phonePage = listAnswer(page, 'status=inactive', 'page=2');
  await page.getByRole('button', { name: 'Next page' }).click();
  await phonePage;
  await expect(range).toHaveText(`21–${INACTIVE} of ${INACTIVE}`);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  await axeClean(page);
  await page.screenshot({ path: test.info().outputPath('paging-390-en.png'), fullPage: true });
  await setLanguage(page, 'od');
  await page.reload();
  await expect(range).toHaveText(/୨୧–୨୫/);
  await page.screenshot({ path: test.info().outputPath('paging-390-od.png'), fullPage: true });
  await setLanguage(page, 'en');
});
