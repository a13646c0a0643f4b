// Text size and dark mode are kept across reloads and tabs (local storage), the size in force is
// the pressed button, and dark mode follows the system's scheme until the visitor chooses.
import { expect, test } from '@playwright/test';
import { appRunning } from './public-helpers';

test.describe('a visitor whose system is dark', () => {
  test.use({ colorScheme: 'dark' });

  test('gets dark mode until they choose, and their choice holds across reloads and tabs', async ({ page, context }) => {
    await page.goto('/Notifications/Notices');
    await appRunning(page);
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await toggle.click();
    await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await appRunning(page);
    await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);

    const other = await context.newPage();
    await other.goto('/contact');
    await appRunning(other);
    await expect(other.locator('body')).not.toHaveClass(/\bdark\b/);
    await expect(other.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('the pre-rendered copy is dark before any script file arrives', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/Notifications/Notices');
    await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  });
});

test('the text size holds across reloads and tabs, and the size in force is the pressed button', async ({ page, context }) => {
  await page.goto('/');
  await appRunning(page);
  const sizes = page.getByRole('group', { name: 'Text size' });
  await expect(sizes.getByRole('button', { name: 'Reset text size' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sizes.getByRole('button', { name: 'Increase text size' })).toHaveAttribute('aria-pressed', 'false');
  await sizes.getByRole('button', { name: 'Increase text size' }).click();
  await sizes.getByRole('button', { name: 'Increase text size' }).click();
  await expect(sizes.getByRole('button', { name: 'Increase text size' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sizes.getByRole('button', { name: 'Reset text size' })).toHaveAttribute('aria-pressed', 'false');
  const size = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--text-size').trim());
  expect(await size()).toBe('20px');

  await page.reload();
  await appRunning(page);
  expect(await size()).toBe('20px');
  await expect(sizes.getByRole('button', { name: 'Increase text size' })).toHaveAttribute('aria-pressed', 'true');

  const other = await context.newPage();
  await other.goto('/about/visionandmission');
  await appRunning(other);
  expect(await other.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--text-size').trim())).toBe('20px');
  await other.getByRole('group', { name: 'Text size' }).getByRole('button', { name: 'Decrease text size' }).click();
  await other.getByRole('group', { name: 'Text size' }).getByRole('button', { name: 'Decrease text size' }).click();
  await other.getByRole('group', { name: 'Text size' }).getByRole('button', { name: 'Decrease text size' }).click();
  await expect(other.getByRole('group', { name: 'Text size' }).getByRole('button', { name: 'Decrease text size' })).toHaveAttribute('aria-pressed', 'true');
  // The first tab takes the change on its next page.
  await page.reload();
  await appRunning(page);
  expect(await size()).toBe('14px');
  await expect(sizes.getByRole('button', { name: 'Decrease text size' })).toHaveAttribute('aria-pressed', 'true');
});
