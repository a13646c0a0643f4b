// Largest Contentful Paint of the report and news pages on a slow phone: 390 px wide, the CPU
// slowed four times and the network held to about 1.6 Mbps with 150 ms of latency (Chromium's
// own throttling, through the DevTools protocol). The figures are printed, never asserted
// (docs/benchmarks.md, "Report and news pages on a slow phone"); what is asserted is that the
// largest content is the server's pre-rendered copy: its text is in the HTML the server sent,
// so it does not wait for any script file.
import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface Lcp {
  at: number;
  tag: string;
  text: string;
  src: string;
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
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
        const element = entry.element;
        record.lcp = {
          at: entry.startTime,
          tag: element?.tagName.toLowerCase() ?? '',
          text: (element?.textContent ?? '').trim().slice(0, 80),
          src: entry.url,
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
  const lcp = await page.evaluate(() => (window as unknown as { lcp: Lcp | null }).lcp);
  expect(lcp, 'an LCP entry').not.toBeNull();
  return lcp as Lcp;
}

async function html(page: Page, path: string): Promise<string> {
  const answer = await page.request.get(path);
  expect(answer.status()).toBe(200);
  return answer.text();
}

/** The LCP element is the server's copy: its text (or its image) is in the HTML as sent. */
function expectPreRendered(lcp: Lcp, source: string) {
  const decoded = source.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  if (lcp.src) expect(decoded, `the image ${lcp.src} in the HTML`).toContain(new URL(lcp.src).pathname);
  else {
    expect(lcp.text.length, 'the LCP element has text').toBeGreaterThan(0);
    expect(decoded, `"${lcp.text}" in the HTML`).toContain(lcp.text.slice(0, 40));
  }
}

for (const { name, path } of [
  { name: 'a report page', path: '/Notifications/Notices' },
  { name: 'a report page in Odia', path: '/Acts&Rules/OSHECAct?lang=od' },
  { name: 'the introduction', path: '/about/introduction' },
  { name: 'the news list', path: '/news' },
]) {
  test(`LCP of ${name} (${path}), slow phone`, async ({ page }) => {
    test.setTimeout(120_000);
    const lcp = await measure(page, path);
    console.log(`LCP ${path}: ${Math.round(lcp.at)} ms, <${lcp.tag}> ${lcp.src || JSON.stringify(lcp.text)}`);
    expectPreRendered(lcp, await html(page, path));
  });
}

test('LCP of a news item page, slow phone', async ({ page }) => {
  test.setTimeout(120_000);
  const list = await (await page.request.get('/oshec/api/latestNews/allowAll/list?page=1&size=1')).json();
  const news = (list.data ?? list)[0];
  const path = `/news/${news.latestNewsId}`;
  const lcp = await measure(page, path);
  console.log(`LCP ${path}: ${Math.round(lcp.at)} ms, <${lcp.tag}> ${lcp.src || JSON.stringify(lcp.text)}`);
  expectPreRendered(lcp, await html(page, path));
});
