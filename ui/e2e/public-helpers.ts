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

/**
 * Brings in everything below the fold, as a visitor scrolling to the end would. The home page's
 * sections fetch their code and data once the page is scrolled down to them or past them (a jump
 * to the end loads every one above: ui/src/public/home/Deferred.tsx), and the page grows as they
 * arrive: so jump to the end, let the page draw, wait until nothing is loading, and once more.
 * Photos the browser loads lazily are not waited for (public-images.spec.ts scrolls for those).
 */
export async function loadBelowTheFold(page: Page) {
  for (let pass = 0; pass < 2; pass += 1) {
    await page.evaluate(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    });
    await expect(page.locator('main [role="status"]')).toHaveCount(0);
  }
  await expect(page.locator('.site-footer .copyright')).toBeVisible();
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

/** The public routes opened in both languages, each with an axe scan (public-pages.spec.ts). */
export const PUBLIC_ROUTES = [
  '/',
  '/about/introduction',
  '/about/visionandmission',
  '/about/organizationstructure',
  '/Acts&Rules/OSHECAct',
  '/Acts&Rules/proceedings/CouncilMeetingOngoingActivities',
  '/Initiatives/Reports',
  '/Academics/UGProgramme',
  '/Academics/PGProgramme',
  '/Reports/CentralGovtReports',
  '/Notifications/Notices',
  '/Activities-Even/OngoingActivities/OURIIP-SEED-FUND',
  '/e-Contents',
  '/NEP2020/Letters',
  '/screen-reader-access',
  '/contact',
  '/page/privacy-policy',
  '/page/help',
  '/sitemap',
  '/news',
  '/news?page=2',
  '/gallery/photos',
  '/gallery/videos',
];

const ODIA_DIGITS = '୦୧୨୩୪୫୬୭୮୯';

/** `n` in Odia digits. */
export const odia = (n: number) => String(n).replace(/\d/g, (d) => ODIA_DIGITS[Number(d)]);

/** Names and units that keep their ASCII digits (the glossary's rule). */
const ASCII_ALLOWED = [/WCAG\) 2\.1|WCAG 2\.1/g, /GIGW 3\.0/g, /Ctrl ଓ 0/g];

/**
 * Every number the page shows, below the fold too (load it first), is in Odia digits: dates,
 * serial numbers, counters and the copyright year.
 */
export async function expectOdiaDigits(page: Page) {
  let text = await page.locator('body').innerText();
  for (const allowed of ASCII_ALLOWED) text = text.replace(allowed, '');
  expect(text.split('\n').filter((line) => /[0-9]/.test(line))).toEqual([]);
  await expect(page.locator('.copyright')).toContainText(`© ${odia(new Date().getFullYear())} `);
}
