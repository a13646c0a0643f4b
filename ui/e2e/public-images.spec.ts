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

/** Down the home page step by step, so every lazy photo (announcements, features, gallery,
 * partners) comes near the viewport and loads; sections below grow the page as they arrive. */
async function scrollThroughHome(page: Page) {
  const atEnd = () => page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 2);
  for (let steps = 0, settled = 0; settled < 5 && steps < 200; steps++) {
    await page.evaluate(() => window.scrollBy(0, 400));
    await page.waitForTimeout(100);
    settled = (await atEnd()) ? settled + 1 : 0;
  }
  await expect(page.locator('.partner-logo').first()).toBeVisible({ timeout: 15_000 });
  // A section whose code arrived after a fast scroll had passed it keeps its lazy photos
  // until it is seen again: bring each photo into view, as a visitor scrolling back.
  await expect(page.locator('.thumb img').first()).toBeAttached();
  for (const img of await page.locator('main img').all()) await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => page.locator('main img').evaluateAll((imgs) => imgs.length > 0 && imgs.every((i) => (i as HTMLImageElement).complete)), {
      timeout: 15_000,
    })
    .toBe(true);
}

/** Each uploaded photo on the page: how wide it is drawn (CSS px) and the width of the copy chosen. */
async function chosen(page: Page, selector: string): Promise<{ drawn: number; width: number }[]> {
  return page.locator(selector).evaluateAll((imgs) =>
    imgs.map((img) => {
      const match = /\/(\d+)\.(webp|jpg|png)$/.exec((img as HTMLImageElement).currentSrc);
      return { drawn: img.getBoundingClientRect().width, width: match ? Number(match[1]) : 0 };
    }),
  );
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });

  test('the home page loads the smallest WebP copy that fills each photo', async ({ page }) => {
    test.setTimeout(60_000);
    const requested = uploadRequests(page);
    await page.goto('/');
    // The hero's frame is 334 px wide, `sizes` says 418 px: 480 is the copy.
    expect(await heroSource(page)).toMatch(/\/480\.webp$/);
    await scrollThroughHome(page);

    expect(requested.length).toBeGreaterThanOrEqual(10);
    for (const path of requested) {
      const match = VARIANT.exec(path);
      expect(match, `${path} is a variant, not an original`).not.toBeNull();
      expect(['320', '480'], path).toContain(match?.[2]);
      expect(match?.[3], path).toBe('webp');
    }
    // Thumbnails drawn 171 px wide take the 320 px copy.
    for (const { drawn, width } of await chosen(page, '.thumb img')) {
      expect(drawn).toBeLessThan(200);
      expect(width).toBe(320);
    }
  });
});

test.describe('on a 390 px phone with 3 device pixels per CSS pixel', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test('every photo takes a copy of about twice its drawn width, not three times (docs/photos.md)', async ({ page }) => {
    test.setTimeout(60_000);
    const requested = uploadRequests(page);
    await page.goto('/');
    await heroSource(page);
    await scrollThroughHome(page);

    for (const path of requested) expect(VARIANT.exec(path)?.[3], `${path} is a WebP variant`).toBe('webp');
    const thumbs = await chosen(page, '.thumb img');
    expect(thumbs.length).toBeGreaterThan(0);
    // Past 2.5 device pixels per CSS pixel a photo is fetched for 2x its drawn width: thumbnails
    // drawn 171 px take the 480 px copy (not 640), cards drawn 356 px the 800 px one (not 1280).
    for (const { drawn, width } of [...thumbs, ...(await chosen(page, 'img.hero-image, img.card-image'))]) {
      expect(width).toBeGreaterThanOrEqual(drawn * 2);
      expect(width).toBeLessThan(drawn * 3);
    }
  });
});

test('a wide screen gets a larger copy of the hero', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  // A frame 562 px wide beside the text; the starter's 2.5:1 banner covers it 878 px wide, and
  // `sizes` says 1.25 times the frame (703 px).
  expect(await heroSource(page)).toMatch(/\/800\.webp$/);
});
