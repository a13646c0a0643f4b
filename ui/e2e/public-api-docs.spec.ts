// The API documentation page (/oshec/api/docs, docs/architecture.md): Swagger UI, served from the
// copy the build embeds compressed, draws the OpenAPI document under the page's own
// Content-Security-Policy, without a script or style the policy refuses.
import { expect, test } from '@playwright/test';

for (const width of [390, 1366]) {
  test(`Swagger UI shows the API's calls at ${width} px`, async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') refused.push(m.text());
    });
    page.on('pageerror', (e) => refused.push(e.message));
    await page.setViewportSize({ width, height: 900 });
    const resp = await page.goto('/oshec/api/docs');
    expect(resp?.status()).toBe(200);
    expect(resp?.headers()['content-security-policy']).toContain("default-src 'self'");
    // The document's title and a call of it, drawn by Swagger UI from /oshec/api/openapi.json.
    await expect(page.locator('.swagger-ui .info .title')).toBeVisible();
    await expect(page.locator('.opblock-summary-path', { hasText: '/banner/allowAll/list' }).first()).toBeVisible();
    if (process.env.SHOTS) await page.screenshot({ path: `/tmp/api-docs-${width}.png` });
    expect(refused).toEqual([]);
  });
}
