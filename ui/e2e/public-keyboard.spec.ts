// Keyboard visitors on the home page: the sections built lazily as they come near the viewport
// are built on the first Tab, so Tab reaches their links without the page being scrolled first.
import { expect, test } from '@playwright/test';
import { appRunning } from './public-helpers';

test.use({ viewport: { width: 1366, height: 800 } });

test('Tab alone reaches a link inside the last lazily built section of the home page', async ({ page }) => {
  await page.goto('/');
  await appRunning(page);
  // Far below the first screen: not built yet.
  await expect(page.locator('.videos .video-card')).toHaveCount(0);

  await page.keyboard.press('Tab');
  await expect(page.locator('.videos .video-card').first()).toBeAttached();

  let reached = '';
  for (let presses = 1; presses < 250 && !reached; presses += 1) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused instanceof HTMLAnchorElement && focused.closest('.videos .video-card') ? focused.href : '';
    });
  }
  expect(reached).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
  // On the way it went through the news and the photos, built the same way.
  await expect(page.locator('.news .news-card, .news article').first()).toBeAttached();
  await expect(page.locator('.gallery .thumb').first()).toBeAttached();
});
