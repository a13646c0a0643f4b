// The visitor's controls: language, text size, dark mode, skip link, scroll-to-top, the menu,
// the notice scroller and the gallery viewer.
import { expect, test, type Page } from '@playwright/test';
import { storeLanguage, appRunning } from './public-helpers';

async function openHome(page: Page) {
  await page.goto('/');
  await appRunning(page);
}

async function toGallery(page: Page) {
  await openHome(page);
  await page.getByRole('heading', { name: 'Media Gallery' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.thumb').first()).toBeVisible();
}

test.describe('language', () => {
  test('the toggle switches to Odia and back, kept in session storage', async ({ page }) => {
    await openHome(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'ଓଡ଼ିଆ' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'or');
    await expect(page.getByRole('heading', { level: 2, name: 'ମୁଖ୍ୟ ଘୋଷଣା' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ଲଗଇନ୍' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('language'))).toBe('od');

    await page.reload();
    await appRunning(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'or');
    await expect(page.getByRole('heading', { level: 2, name: 'ମୁଖ୍ୟ ଘୋଷଣା' })).toBeVisible();

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Focused Announcement' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('language'))).toBe('en');
  });

  for (const [stored, lang] of [
    ['OD', 'or'],
    ['EN', 'en'],
    ['Od', 'or'],
  ] as const) {
    test(`a stored "${stored}" is read case-insensitively`, async ({ page }) => {
      await page.addInitScript(storeLanguage, stored);
      await page.goto('/about/introduction');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }

  test('content comes from the Od fields in Odia, and the Odia font is used', async ({ page }) => {
    await page.addInitScript(storeLanguage, 'od');
    await page.goto('/about/introduction');
    await expect(page.locator('main h2')).toHaveText('ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦକୁ ସ୍ୱାଗତ');
    await expect(page).toHaveTitle(/ପରିଚୟ/);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px "Noto Sans Oriya"', 'ଓଡ଼ିଆ');
    });
    expect(loaded).toBe(true);
  });
});

test.describe('accessibility bar', () => {
  test('A+, A- and A change paragraph, link and span text by 2 px within 12–24', async ({ page }) => {
    await page.goto('/about/visionandmission');
    const paragraph = page.locator('main p').first();
    const size = () => paragraph.evaluate((el) => getComputedStyle(el).fontSize);
    await expect.poll(size).toBe('16px');

    const larger = page.getByRole('button', { name: 'Increase text size' });
    const smaller = page.getByRole('button', { name: 'Decrease text size' });
    await larger.click();
    await expect.poll(size).toBe('18px');
    await expect(page.locator('main a').first()).toHaveCSS('font-size', '18px');
    for (let i = 0; i < 3; i += 1) await larger.click();
    await expect.poll(size).toBe('24px');
    await expect(larger).toBeDisabled();

    await page.getByRole('button', { name: 'Reset text size' }).click();
    await expect.poll(size).toBe('16px');
    await smaller.click();
    await smaller.click();
    await expect.poll(size).toBe('12px');
    await expect(smaller).toBeDisabled();
    await expect(page.locator('.topbar-link')).toHaveCSS('font-size', '14px');
  });

  test('dark mode marks the body and is a toggle button', async ({ page }) => {
    await openHome(page);
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
  });

  test('Skip To Main Content is the first Tab stop and moves focus to main', async ({ page }) => {
    await page.goto('/Notifications/Notices');
    const skip = page.getByRole('link', { name: 'Skip To Main Content' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
    expect(inMain).toBe(true);
  });

  test('Download Screen Reader leads to the Screen Reader Access page', async ({ page }) => {
    await openHome(page);
    await page.getByRole('link', { name: 'Download Screen Reader' }).click();
    await expect(page).toHaveURL(/\/screen-reader-access$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Screen Reader Access' })).toBeVisible();
    await expect(page.getByRole('link', { name: /NVDA/ })).toHaveAttribute('href', /^https:\/\//);
  });
});

test.describe('navigation', () => {
  test('the menu opens groups by keyboard, closes on Escape and reaches every page', async ({ page }) => {
    await openHome(page);
    const about = page.getByRole('button', { name: 'About Us' });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();

    await about.click();
    await page.getByRole('link', { name: 'Organization Structure' }).click();
    await expect(page).toHaveURL(/\/about\/organizationstructure$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organization Structure');
    await expect(page.locator('.submenu a[aria-current="page"]')).toHaveAttribute('href', '/about/organizationstructure');

    await page.getByRole('button', { name: 'Acts & Rules' }).click();
    await page.getByRole('link', { name: 'Council Meeting Proceedings' }).click();
    await expect(page).toHaveURL(/\/Acts&Rules\/proceedings\/CouncilMeetingOngoingActivities$/);
  });

  test('the Login button goes to /oshec', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/oshec');
  });

  test('Gallery is a menu group leading to the photo and video pages', async ({ page }) => {
    await page.goto('/about/introduction');
    const gallery = page.getByRole('button', { name: 'Gallery' });
    await gallery.click();
    await expect(gallery).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Photos' }).click();
    await expect(page).toHaveURL(/\/gallery\/photos$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photo Gallery');
    await page.getByRole('button', { name: 'Gallery' }).click();
    await page.getByRole('link', { name: 'Videos' }).click();
    await expect(page).toHaveURL(/\/gallery\/videos$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video Gallery');
  });

  test('a link to /#media-gallery takes focus to the Media Gallery', async ({ page }) => {
    await page.goto('/#media-gallery');
    await appRunning(page);
    await expect(page.getByRole('heading', { name: 'Media Gallery' })).toBeFocused();
  });

  test('Contact Us in the footer leads to the Contact Us page', async ({ page }) => {
    await openHome(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('the menu works on a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openHome(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The menu's link (the footer, part of every page, has one too).
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'e-Contents' })).toBeHidden();
    await toggle.click();
    await menu.getByRole('link', { name: 'e-Contents' }).click();
    await expect(page).toHaveURL(/\/e-Contents$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the scroll-to-top button appears after 100 px and brings the page back up', async ({ page }) => {
    await openHome(page);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await page.evaluate(() => window.scrollTo(0, 80));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('a new page starts at the top', async ({ page }) => {
    await openHome(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').locator('a[href="/Notifications/Notices"]').click();
    await expect(page).toHaveURL(/\/Notifications\/Notices$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('notice scroller', () => {
  test('moves 1 px per 50 ms and stops while hovered or focused', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHome(page);
    const box = page.locator('.notice-scroller');
    await expect(box).toHaveAttribute('data-moving', 'true');
    const top = () => box.evaluate((el) => el.scrollTop);
    await expect.poll(top).toBeGreaterThan(5);

    await box.hover();
    await expect(box).toHaveAttribute('data-moving', 'false');
    const held = await top();
    await page.waitForTimeout(400);
    expect(await top()).toBe(held);

    await page.mouse.move(0, 0);
    await expect(box).toHaveAttribute('data-moving', 'true');
    await box.locator('a').first().focus();
    await expect(box).toHaveAttribute('data-moving', 'false');
  });

  test('has a pause button and stays still for reduced motion', async ({ page }) => {
    await openHome(page);
    const box = page.locator('.notice-scroller');
    await page.getByRole('button', { name: 'Pause scrolling' }).click();
    await expect(box).toHaveAttribute('data-moving', 'false');
    await expect(page.getByRole('button', { name: 'Resume scrolling' })).toHaveAttribute('aria-pressed', 'true');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await appRunning(page);
    await expect(page.locator('.notice-list').first()).toBeVisible();
    await expect(box).toHaveAttribute('data-moving', 'false');
    await expect(page.locator('.notice-list')).toHaveCount(1);
  });
});

test.describe('gallery viewer', () => {
  test('opens on a thumbnail, wraps both ways, moves with arrows and closes on Escape', async ({ page }) => {
    await toGallery(page);
    const thumbs = page.locator('.thumb');
    const count = await thumbs.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(6);

    await thumbs.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.viewer-position')).toHaveText(`Image 1 of ${count}`);
    await expect(page.getByRole('button', { name: 'Close image viewer' })).toBeFocused();

    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(dialog.locator('.viewer-position')).toHaveText(`Image ${count} of ${count}`);
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog.locator('.viewer-position')).toHaveText(`Image 1 of ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('.viewer-position')).toHaveText(`Image 2 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('.viewer-position')).toHaveText(`Image ${count} of ${count}`);

    // Focus stays inside the dialog.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(thumbs.first()).toBeFocused();
  });

  test('the close button closes it and gives focus back to the thumbnail that opened it', async ({ page }) => {
    await toGallery(page);
    const third = page.locator('.thumb').nth(2);
    await third.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').locator('.viewer-position')).toContainText('Image 3 of');
    await page.getByRole('button', { name: 'Close image viewer' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(third).toBeFocused();
  });
});
