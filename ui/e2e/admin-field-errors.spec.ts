// "Errors say where" (docs/workflow.md): a refused save marks each wrong field (aria-invalid, its
// message under it and named by aria-describedby), moves focus to the first, and the toast sits
// below the top bar, at phone and desktop width.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedIn, toastWith, unique } from './admin-helpers';

const LINK_MESSAGE = 'Please enter a link that starts with https:// or http://, or a path on this site that starts with /.';

const SHOTS = process.env.E2E_SHOTS;

/** The field is marked wrong and described by an element saying `message`. */
async function expectWrong(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  expect(texts).toContain(message);
}

for (const width of [390, 1366]) {
  test(`a refused save marks the wrong fields and focuses the first, toast below the top bar, at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    await signedIn(page, request, '/oshec/admin/focused-notification');
    const english = page.getByLabel('Link Text (English)');
    const odia = page.getByLabel('Link Text (Odia)');
    const path = page.getByLabel('Link Path');
    const publish = page.getByRole('button', { name: 'Publish', exact: true });

    // Two empty fields: both marked, the first (in form order) focused.
    await english.fill(`Admissions ${unique()}`);
    await publish.click();
    const toast = toastWith(page, 'All fields are required!');
    await expect(toast).toBeVisible();
    // Under each field, a message that names it (docs/editor.md); the toast keeps the check's.
    await expectWrong(page, odia, 'Enter the link text in Odia');
    await expectWrong(page, path, 'Enter the link path');
    await expect(english).not.toHaveAttribute('aria-invalid', 'true');
    await expect(odia).toBeFocused();

    // The toast is below the top bar, not over it.
    const bar = await page.locator('.adm-topbar').boundingBox();
    const box = await toast.boundingBox();
    expect(bar && box).toBeTruthy();
    if (bar && box) expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    const results = await new AxeBuilder({ page }).exclude('.Toastify').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/field-errors-${width}.png` });

    // A link that is not one: only the link is marked now, and it has the focus.
    await odia.fill('ଆଡମିସନ');
    await path.fill('javascript:alert(1)');
    await publish.click();
    await expect(toastWith(page, LINK_MESSAGE)).toBeVisible();
    await expectWrong(page, path, LINK_MESSAGE);
    await expect(odia).not.toHaveAttribute('aria-invalid', 'true');
    await expect(path).toBeFocused();

    // Fixed, it saves and the marks go.
    await path.fill('/page/admissions');
    await publish.click();
    await expect(toastWith(page, 'Data submitted successfully!')).toBeVisible();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  });
}
