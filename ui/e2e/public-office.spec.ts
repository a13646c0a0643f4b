// Visitors' details of the editors' round: Odia dates written by the project where the browser
// has no Odia data, and the text size kept across a link inside the site.
import { expect, test } from '@playwright/test';
import { appRunning, loadBelowTheFold, storeLanguage } from './public-helpers';

test('Odia dates on the home page use Odia month names and digits', async ({ page }) => {
  await page.addInitScript(storeLanguage, 'od');
  await page.goto('/');
  await appRunning(page);
  await loadBelowTheFold(page);
  const date = page.locator('.news-date time').first();
  await expect(date).toBeVisible();
  const text = (await date.innerText()).trim();
  expect(text).toMatch(/^[୦-୯]{1,2} (ଜାନୁଆରୀ|ଫେବୃଆରୀ|ମାର୍ଚ୍ଚ|ଅପ୍ରେଲ|ମଇ|ଜୁନ|ଜୁଲାଇ|ଅଗଷ୍ଟ|ସେପ୍ଟେମ୍ବର|ଅକ୍ଟୋବର|ନଭେମ୍ବର|ଡିସେମ୍ବର) [୦-୯]{4}$/);
  expect(text).not.toMatch(/[0-9A-Za-z]/);
});

test('text size and dark mode are kept across a notice link and a reload', async ({ page }) => {
  await page.goto('/');
  await appRunning(page);
  await page.getByRole('button', { name: 'Increase text size' }).click();
  await page.getByRole('button', { name: 'Dark mode' }).click();
  const size = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--text-size'));
  expect(await size()).toBe('18px');
  // A notice link to a page of this site navigates inside the app: no new document.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const link = page.locator('.notice-list a[href^="/"]').first();
  await link.focus();
  await link.click();
  await expect(page).not.toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(await size()).toBe('18px');
  // A full reload keeps them too (session storage).
  await page.reload();
  await appRunning(page);
  expect(await size()).toBe('18px');
  expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(true);
});
