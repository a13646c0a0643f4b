// Shared helpers of the public-site browser tests (project `public`, server on 127.0.0.1:4801).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Stores the visitor's language; for `page.addInitScript`, which runs it in every frame. */
export function storeLanguage(value: string) {
  try {
    // Third-party frames have no session storage of ours.
    if (window.top === window) sessionStorage.setItem('language', value);
  } catch {
    // not our frame
  }
}

/**
 * Waits until the app has taken over from the server's pre-rendered copy of the home page
 * (what a visitor can do before that is tested in public-first-paint.spec.ts).
 */
export async function appRunning(page: Page) {
  await page.locator('#root[data-app="running"]').waitFor({ state: 'attached' });
}

/** Starts adding up the page's layout shifts (those not caused by input) from its first paint. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShifts: number };
    record.layoutShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.layoutShifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum recorded since `recordLayoutShifts`. */
export function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShifts: number }).layoutShifts);
}

/**
 * WCAG 2.1 A and AA (what GIGW 3.0 asks for) on the page as it stands: no violation. Third-party
 * frames (map, videos) are not ours to scan and are offline here; the frames' own titles are
 * still checked in this document.
 */
export async function expectAxeClean(page: Page) {
  // A page's code arrives on its own: scan the page, not the loading line shown until it has come.
  await expect(page.locator('.page-loading')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ iframes: false })
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
