// Documents (docs/documents.md), from the administrator's upload to the visitor's download: the
// back-office form (category, dates, PDF with its name and size), the report page's search,
// year filter, Current/Archive switch and download (byte-identical, resumable with Range), in
// both languages, with axe on both pages.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, b64json, signedIn, toastWith, unique, pdfBytes, chooseDate } from './admin-helpers';


const today = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('an uploaded PDF is found, filtered, archived and downloaded on its report page', async ({ page, request }) => {
  // One journey across both sites with two axe scans: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const tag = unique();
  const titleEn = `Examination timetable ${tag}`;
  const titleOd = `ପରୀକ୍ଷା ସମୟସୂଚୀ ${tag}`;
  const pdf = pdfBytes(tag);

  // The administrator uploads it through the Documents page.
  await signedIn(page, request, '/oshec/admin/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await page.getByLabel('Title (English)').fill(titleEn);
  await page.getByLabel('Title (Odia)').fill(titleOd);
  await page.getByLabel('Category', { exact: true }).selectOption('notices');
  await page.getByLabel('Language of the file').selectOption('both');
  await chooseDate(page, 'Publish Date', today());
  await page.getByLabel('PDF File').setInputFiles({ name: 'timetable.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('Chosen: timetable.pdf (300 KB)')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toastWith(page, 'Document saved successfully!')).toBeVisible();

  // The table filters by category and words.
  await page.getByLabel('Filter by category').selectOption('notices');
  await page.getByLabel('Search', { exact: true }).fill(tag);
  const table = page.locator('.adm-table tbody');
  await expect(table.getByRole('row')).toHaveCount(1);
  await expect(table.getByRole('link', { name: `Open the file of ${titleEn}` })).toHaveText('PDF, 300 KB');
  await page.getByLabel('Filter by category').selectOption('acts');
  await expect(table).toContainText('Nothing here yet.');

  // An expired notice, straight through the API.
  const token = await apiToken(request);
  const expiredTitle = `Expired circular ${tag}`;
  const saved = await request.post('/oshec/api/document/manage', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      cipherDocumentDto: b64json({
        documentId: null, titleEn: expiredTitle, titleOd: `ପୁରୁଣା ପରିପତ୍ର ${tag}`, category: 'notices',
        publishDate: '2024-02-01', validUntil: '2024-03-01', fileLanguage: 'en', isActive: true,
      }),
      documentFile: { name: 'old.pdf', mimeType: 'application/pdf', buffer: pdfBytes(`old${tag}`) },
    },
  });
  expect(saved.status()).toBe(200);

  // The visitor finds it by an English word, then by an Odia one.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/Notifications/Notices');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('button[disabled]', { hasText: 'Download' })).toHaveCount(0);
  await page.getByLabel('Search by words of the title').fill(`timetable ${tag}`);
  // The page's own search, not the header's site search.
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=timetable`));
  const rows = page.locator('.doc-table tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(titleEn);
  await expect(rows.first().locator('.doc-new')).toHaveText('New');
  const link = rows.first().getByRole('link', { name: `Download: ${titleEn} (PDF, 300 KB)` });
  await expect(link).toContainText('PDF, 300 KB');
  expect(await seriousViolations(page)).toEqual([]);

  // Byte-identical download, and a cut-off download resumes with Range.
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/uploads\/document\/\d+-[0-9a-f]+\.pdf$/);
  const whole = await page.request.get(href!);
  expect(whole.status()).toBe(200);
  expect(whole.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await whole.body(), pdf)).toBe(0);
  const etag = whole.headers()['etag'];
  const rest = await page.request.get(href!, { headers: { Range: 'bytes=100000-', 'If-Range': etag } });
  expect(rest.status()).toBe(206);
  expect(rest.headers()['content-range']).toBe(`bytes 100000-${pdf.length - 1}/${pdf.length}`);
  expect(Buffer.compare(Buffer.concat([pdf.subarray(0, 100000), await rest.body()]), pdf)).toBe(0);

  // Current hides the expired notice; Archive shows it, and Back returns to Current.
  await page.getByLabel('Search by words of the title').fill(tag);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page).toHaveURL(/archive=1/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(expiredTitle);
  await expect(page.getByRole('button', { name: 'Archive' })).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(rows.first()).toContainText(titleEn);

  // The year filter.
  await page.getByLabel('Year').selectOption(String(new Date().getFullYear()));
  await expect(rows.first()).toContainText(titleEn);
  // Only years that have documents are offered now (public-print-search-filters.spec.ts checks the list
  // against the API), so there is no empty year left to pick here.

  // In Odia: found by an Odia word, Odia digits, axe clean.
  await page.goto('/Notifications/Notices');
  await page.evaluate(() => sessionStorage.setItem('language', 'od'));
  await page.goto(`/Notifications/Notices?q=${encodeURIComponent(`ସମୟସୂଚୀ ${tag}`)}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(titleOd);
  await expect(rows.first().getByRole('link')).toContainText('PDF, ୩୦୦ KB');
  await expect(rows.first().locator('td').first()).toHaveText(/୧/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('on a 390 px phone every document shows its download', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/Acts&Rules/OSHECAct');
  const links = page.locator('.doc-table a.doc-download');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const box = await links.nth(i).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});
