// The back office in Odia: every count, page size, date, time and file size
// it writes itself is in Odia digits, and dates and times take the one form of the back office.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, signedIn } from './admin-helpers';
import { storeLanguage } from './public-helpers';

/** Every element `locator` matches holds text, with Odia digits and no ASCII digit. Waits for
 * the first to be there: a list drawn from the server may still be on its way after the heading. */
async function odiaDigitsOnly(where: Locator) {
  await expect(where.first()).toBeAttached();
  const texts = await where.allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text, text).toMatch(/[୦-୯]/);
    expect(text, text).not.toMatch(/[0-9]/);
  }
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('counts, page sizes, dates, times and sizes are in Odia digits', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A message in the inbox, so it has a date to show.
  const sent = await request.post('/oshec/api/feedback/allowAll/submit', {
    data: { name: 'Asha', email: 'asha@example.org', phone: '', subject: 'ପ୍ରଶ୍ନ', message: 'ନମସ୍କାର', website: '' },
  });
  expect(sent.status()).toBe(200);
  await apiToken(request);
  await page.addInitScript(storeLanguage, 'od');
  await signedIn(page, request, '/oshec/admin/news');
  await expect(page.getByRole('heading', { level: 1, name: 'ସଦ୍ୟତମ ସମ୍ବାଦ' })).toBeVisible();
  const table = page.locator('.adm-table tbody');
  await expect(table.locator('td.adm-col-changed time').first()).toBeVisible();
  await odiaDigitsOnly(table.locator('td.adm-col-num'));
  await odiaDigitsOnly(table.locator('td.adm-col-date'));
  await odiaDigitsOnly(table.locator('td.adm-col-changed time'));
  await expect(table.locator('td.adm-col-changed time').first()).toHaveText(/^[୦-୯]+ \S+ [୦-୯]{4}, (ପୂର୍ବାହ୍ନ|ଅପରାହ୍ନ) [୦-୯]{1,2}:[୦-୯]{2}$/);
  await odiaDigitsOnly(page.locator('.adm-range'));
  await odiaDigitsOnly(page.getByLabel('ପ୍ରତି ପୃଷ୍ଠାରେ ଧାଡ଼ି:').locator('option'));

  await open(page, '/oshec/admin/documents', 'ଦଲିଲ');
  await expect(page.locator('.adm-table tbody td.adm-col-file a').first()).toBeVisible();
  await odiaDigitsOnly(page.locator('.adm-table tbody td.adm-col-file a'));

  await open(page, '/oshec/admin/feedback', 'ମତାମତ');
  await odiaDigitsOnly(page.locator('#feedback-table-title'));
  await odiaDigitsOnly(page.locator('.adm-inbox time'));
  await odiaDigitsOnly(page.locator('.adm-range'));

  await open(page, '/oshec/admin/activity', 'କାର୍ଯ୍ୟକଳାପ');
  await expect(page.locator('.adm-activity tbody time').first()).toBeVisible();
  await odiaDigitsOnly(page.locator('.adm-activity tbody time'));
  await odiaDigitsOnly(page.locator('.adm-pagination span'));

  await open(page, '/oshec/admin/account', 'ମୋ ଖାତା');
  await odiaDigitsOnly(page.locator('td.adm-col-date').filter({ hasText: /\S/ }).filter({ hasNotText: 'କେବେ ନୁହେଁ' }));
});
