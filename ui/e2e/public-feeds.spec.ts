// RSS feeds (docs/feeds.md): every page's head names them, the footer links them in the page's
// language, and each link answers an RSS document of the seeded content.
import { expect, test } from '@playwright/test';
import { appRunning, expectAxeClean } from './public-helpers';

for (const width of [390, 1366]) {
  test(`the footer links the feeds in both languages at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/news');
    await appRunning(page);
    const heads = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(heads).toHaveCount(6);
    await expect(heads.first()).toHaveAttribute('href', '/feeds/news.xml');

    const footer = page.getByRole('contentinfo');
    const feeds = footer.getByRole('list', { name: 'RSS feeds' });
    await feeds.scrollIntoViewIfNeeded();
    await expect(feeds.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/feeds/news.xml');
    await expect(feeds.getByRole('link', { name: 'Notices' })).toHaveAttribute('href', '/feeds/notices.xml');
    await expect(feeds.getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/feeds/documents.xml');
    await expectAxeClean(page);
    if (process.env.SHOTS) await footer.screenshot({ path: `/tmp/feeds-footer-en-${width}.png` });

    await page.getByRole('button', { name: 'ଓଡ଼ିଆ' }).click();
    const odia = footer.getByRole('list', { name: 'ଆରଏସଏସ୍ ଫିଡ୍' });
    await expect(odia.getByRole('link', { name: 'ସମ୍ବାଦ' })).toHaveAttribute('href', '/feeds/news.xml?lang=od');
    await expect(odia.getByRole('link', { name: 'ଦଲିଲ' })).toHaveAttribute('href', '/feeds/documents.xml?lang=od');
    await expectAxeClean(page);
    if (process.env.SHOTS) await footer.screenshot({ path: `/tmp/feeds-footer-od-${width}.png` });

    for (const href of ['/feeds/news.xml', '/feeds/notices.xml?lang=od', '/feeds/documents.xml']) {
      const resp = await request.get(href);
      expect(resp.status()).toBe(200);
      expect(resp.headers()['content-type']).toContain('application/rss+xml');
      const xml = await resp.text();
      expect(xml).toContain('<rss version="2.0"');
      expect(xml).toContain('<item>');
    }
  });
}

test('a feed opened in the browser reads as a page, in its language, without breaking the site\'s policy', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/feeds/news.xml');
  await expect(page.getByRole('heading', { level: 1, name: 'Odisha State Higher Education Council: Latest news' })).toBeVisible();
  await expect(page.getByText('This is an RSS feed.')).toBeVisible();
  await expect(page.getByText('ଏହା ଏକ ଆରଏସଏସ୍ ଫିଡ୍।')).toBeVisible();
  const items = page.locator('main li');
  expect(await items.count()).toBeGreaterThan(0);
  await expect(items.first().getByRole('link')).toHaveAttribute('href', /\/news\/\d+$/);
  // Every item has its date.
  expect(await page.locator('main li .date').count()).toBe(await items.count());
  // Its style applies (the header band is the site's blue).
  expect(await page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 61, 107)');
  expect(refused).toEqual([]);

  await page.goto('/feeds/notices.xml?lang=od');
  await expect(page.locator('html')).toHaveAttribute('lang', 'or');
  await expect(page.getByRole('link', { name: 'ୱେବସାଇଟକୁ ଯାଆନ୍ତୁ' })).toBeVisible();
  expect(await page.locator('main li .date').count()).toBe(await page.locator('main li').count());
});
