// Photos sized for the screen: the home page asks for the copy its layout needs (src/files,
// public/variants.ts), never the uploaded original.
import { expect, test, type Page } from '@playwright/test';

const VARIANT = /^\/uploads\/[^/]+\/\d+-[0-9a-f]+\.(jpg|png)\/(\d+)\.(webp|jpg|png)$/;

/** Every path under /uploads/ the page requests from now on. */
function uploadRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/uploads/')) paths.push(path);
  });
  return paths;
}

async function heroSource(page: Page): Promise<string> {
  const hero = page.locator('img.hero-image');
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  return hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });

  test('the home page loads the smallest WebP copy of every photo', async ({ page }) => {
    test.setTimeout(60_000);
    const requested = uploadRequests(page);
    await page.goto('/');
    expect(await heroSource(page)).toMatch(/\/480\.webp$/);
    // Down the page step by step, so every lazy photo (announcements, features, gallery,
    // partners) comes near the viewport and loads; sections below grow the page as they arrive.
    const atEnd = () =>
      page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 2);
    for (let steps = 0, settled = 0; settled < 5 && steps < 200; steps++) {
      await page.evaluate(() => window.scrollBy(0, 400));
      await page.waitForTimeout(100);
      settled = (await atEnd()) ? settled + 1 : 0;
    }
    await expect(page.locator('.partner-logo').first()).toBeVisible({ timeout: 15_000 });
    // A section whose code arrived after a fast scroll had passed it keeps its lazy photos
    // until it is seen again: bring each gallery photo into view, as a visitor scrolling back.
    await expect(page.locator('.thumb img').first()).toBeAttached();
    for (const img of await page.locator('.thumb img').all()) await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('.thumb img').evaluateAll((imgs) => imgs.length > 0 && imgs.every((i) => (i as HTMLImageElement).complete)), {
        timeout: 15_000,
      })
      .toBe(true);

    expect(requested.length).toBeGreaterThanOrEqual(10);
    for (const path of requested) {
      const match = VARIANT.exec(path);
      expect(match, `${path} is a variant, not an original`).not.toBeNull();
      expect(match?.[2], path).toBe('480');
      expect(match?.[3], path).toBe('webp');
    }
  });
});

test('a wide screen gets a larger copy of the hero', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  expect(await heroSource(page)).toMatch(/\/960\.webp$/);
});
