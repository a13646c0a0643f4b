// The back office's preview of a chosen image, under the site's real Content-Security-Policy.
import { expect, test } from '@playwright/test';
import { JPEG, PNG, signedIn } from './admin-helpers';

test('the preview of a chosen image loads, with no CSP violation', async ({ page, request }) => {
  await page.addInitScript(() => {
    const record = window as unknown as { cspViolations: string[] };
    record.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      record.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await signedIn(page, request, '/oshec/admin/features');
  // The policy the page runs under is the server's own.
  const served = await page.request.get('/oshec/admin/features');
  expect(served.headers()['content-security-policy']).toContain("img-src 'self' data: blob:");

  const input = page.getByLabel('Feature Image', { exact: true });
  const preview = page.locator('img.adm-preview');
  for (const file of [JPEG, PNG]) {
    await input.setInputFiles(file);
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
  }
  await expect(preview).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});
