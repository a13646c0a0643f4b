// Largest Contentful Paint of the report and news pages on a slow phone: 390 px wide, the CPU
// slowed four times and the network held to about 1.6 Mbps with 150 ms of latency (Chromium's
// own throttling, through the DevTools protocol). The figures are printed, never asserted
// (docs/benchmarks.md, "Report and news pages on a slow phone"); what is asserted is that the
// largest content is the server's pre-rendered copy: an element that was in the page when the
// HTML had been read, before any script file ran, so its paint waits for no script.
import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface Lcp {
  at: number;
  tag: string;
  text: string;
  src: string;
  /** The element was in the page before any script file ran (the server's copy). */
  prerendered: boolean;
  /** First Contentful Paint, ms. */
  fcp: number;
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Opens `path` throttled and answers the page's last LCP entry once the page has settled. */
async function measure(page: Page, path: string): Promise<Lcp> {
  await page.addInitScript(() => {
    const record = window as unknown as { lcp: Lcp | null };
    record.lcp = null;
    // The document is read (its inline script has shown the copy) and no script file has run
    // yet: module scripts run after this. Every element in the page now is the server's.
    const early = new WeakSet<Element>();
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') for (const element of document.querySelectorAll('*')) early.add(element);
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
        const element = entry.element;
        record.lcp = {
          at: entry.startTime,
          tag: element?.tagName.toLowerCase() ?? '',
          text: (element?.textContent ?? '').trim().slice(0, 80),
          src: entry.url,
          prerendered: element !== null && early.has(element),
          fcp: 0,
        };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await throttle(page);
  await page.goto(path);
  await page.locator('#root[data-app="running"]').waitFor({ state: 'attached', timeout: 60_000 });
  await expect(page.locator('main [aria-busy="true"], main .page-loading, main [role="status"].loading')).toHaveCount(0, { timeout: 30_000 });
  // Let the last candidates be painted and reported.
  await page.waitForTimeout(1500);
  const lcp = await page.evaluate(() => {
    const found = (window as unknown as { lcp: Lcp | null }).lcp;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return found && { ...found, fcp: paint ? paint.startTime : NaN };
  });
  expect(lcp, 'an LCP entry').not.toBeNull();
  return lcp as Lcp;
}

function print(path: string, lcp: Lcp) {
  const what = lcp.src || JSON.stringify(lcp.text);
  console.log(`LCP ${path}: ${Math.round(lcp.at)} ms (FCP ${Math.round(lcp.fcp)} ms), <${lcp.tag}> ${what}${lcp.prerendered ? ' (pre-rendered)' : ''}`);
}

for (const { name, path } of [
  { name: 'a report page', path: '/Notifications/Notices' },
  { name: 'a report page in Odia', path: '/Acts&Rules/OSHECAct?lang=od' },
  { name: 'the introduction', path: '/about/introduction' },
  { name: 'the news list', path: '/news' },
  { name: 'the news list in Odia', path: '/news?lang=od' },
]) {
  test(`LCP of ${name} (${path}), slow phone`, async ({ page }) => {
    test.setTimeout(120_000);
    const lcp = await measure(page, path);
    print(path, lcp);
    expect(lcp.prerendered, `the largest content <${lcp.tag}> is the server's copy`).toBe(true);
  });
}

test('the news list shows its cards before any script file arrives, in English and in Odia', async ({ page }) => {
  const list = await (await page.request.get('/oshec/api/latestNews/allowAll/list?page=1&size=9')).json();
  const first = (list.data ?? list)[0];
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: first.newsTitleEn })).toBeVisible();
  await expect(page.locator('.news-card')).toHaveCount(Math.min(9, list.total ?? 9));
  await page.goto('/news?lang=od');
  await expect(page.getByRole('heading', { level: 2, name: first.newsTitleOd })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'or');
});

test('LCP of a news item page, slow phone', async ({ page }) => {
  test.setTimeout(120_000);
  const list = await (await page.request.get('/oshec/api/latestNews/allowAll/list?page=1&size=1')).json();
  const news = (list.data ?? list)[0];
  const path = `/news/${news.latestNewsId}`;
  const lcp = await measure(page, path);
  print(path, lcp);
  expect(lcp.prerendered, `the largest content <${lcp.tag}> is the server's copy`).toBe(true);
});
