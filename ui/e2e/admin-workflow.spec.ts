// The review workflow in the back office (docs/workflow.md, docs/roles.md): a contributor's
// gallery photo is returned with a comment, fixed, approved by an approver, and then public.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { official, PNG, toastWith, unique } from './admin-helpers';
import { OD } from '../src/admin/i18n';
import type { Language } from '../src/i18n/language';

const APPROVER = process.env.E2E_APPROVER_EMAIL ?? 'approver@oshec.test';
const CONTRIBUTOR = process.env.E2E_CONTRIBUTOR_EMAIL ?? 'contributor@oshec.test';
const SHOTS = process.env.E2E_SHOTS; // a folder to keep screenshots in, when looking at them

async function axe(page: Page) {
  // Toasts fade in and out: scanned mid-fade their text reads as low contrast.
  const results = await new AxeBuilder({ page }).exclude('.Toastify').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: (page.viewportSize()?.width ?? 0) > 500 });
}


/** The back office's text in `language`, as the page shows it (Odia digits in Odia). */
function say(language: Language, key: string, vars: Record<string, string | number> = {}): string {
  let text = language === 'od' ? (OD[key] ?? key) : key;
  // Numbers are shown in the page's digits; names are the officials' own text.
  for (const [name, value] of Object.entries(vars))
    text = text.replaceAll(`{{${name}}}`, typeof value === 'number' ? digits(language, value) : value);
  return text;
}
const digits = (language: Language, value: string | number): string =>
  language === 'od' ? String(value).replace(/[0-9]/g, (d) => '୦୧୨୩୪୫୬୭୮୯'[Number(d)]) : String(value);
const fieldLabel = (language: Language, label: string, lang: 'English' | 'Odia') =>
  `${say(language, label)} (${say(language, lang)})`;

// The whole flow in English at desktop width and in Odia on the phone (each language and each
// width once: docs/testing.md, "Widths and languages"); the public end of it (the order and the
// home page) once, in English at desktop width.
const RUNS = [
  { width: 1366, language: 'en' as Language },
  { width: 390, language: 'od' as Language },
];
for (const { width, language } of RUNS) {
  const tag = `${width}-${language}`;
  const full = width === 1366 && language === 'en';
  const L = (key: string, vars?: Record<string, string | number>) => say(language, key, vars);
  test(`a contributor drafts a gallery photo, an approver returns it, then approves it${full ? ', and it is public' : ''} (${width} px, ${language})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const caption = `Convocation ${unique()}`;

    // The contributor drafts the photo with both captions and submits it.
    const writer = await official(browser, CONTRIBUTOR, width, language === 'od' ? 'od' : undefined);
    const nav = writer.getByRole('navigation', { name: L('Back office') });
    await expect(nav.getByRole('link', { name: L('Feedback') })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: L('Activity') })).toHaveCount(0);
    await writer.goto('/oshec/admin/gallery');
    await writer.getByLabel(fieldLabel(language, 'Display Name', 'English')).fill(caption);
    await writer.getByLabel(fieldLabel(language, 'Display Name', 'Odia')).fill('ସମାବର୍ତ୍ତନ');
    // Work lists name an item by its title in the reader's language: the Odia title in Odia.
    const listed = (english: string) => (language === 'od' ? 'ସମାବର୍ତ୍ତନ' : english);
    await writer.getByLabel(L('Image'), { exact: true }).setInputFiles(PNG);
    await expect(writer.getByLabel(L('Active'))).toHaveCount(0);
    await writer.getByRole('button', { name: L('Submit for review') }).click();
    await expect(toastWith(writer, L('Submitted for review.'))).toBeVisible();
    const row = writer.locator('tr', { hasText: caption });
    await expect(row.locator('.adm-stage')).toHaveText(L('In review'));
    await expect(row.getByRole('button', { name: L('Activate {{name}}', { name: caption }) })).toHaveCount(0);
      await expect(row.getByRole('button', { name: L('Deactivate {{name}}', { name: caption }) })).toHaveCount(0);
    await axe(writer);
    await shot(writer, `contributor-gallery-${tag}`);

    // The approver finds it on the dashboard and returns it with a comment.
    const approver = await official(browser, APPROVER, width, language === 'od' ? 'od' : undefined);
    const queue = approver.getByRole('region', { name: L('Awaiting your review') });
    await expect(queue.getByRole('link', { name: listed(caption) })).toBeVisible();
    await axe(approver);
    await shot(approver, `approver-dashboard-${tag}`);
    await queue.getByRole('link', { name: listed(caption) }).click();
    await expect(approver.getByRole('heading', { name: L('Edit: {{name}}', { name: caption }) })).toBeVisible();
    await approver.getByRole('button', { name: L('Return'), exact: true }).click();
    const dialog = approver.getByRole('dialog', { name: L('Return {{name}} to its author', { name: caption }) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(L('What should be changed (required)'))).toBeFocused();
    await axe(approver);
    await shot(approver, `approver-return-dialog-${tag}`);
    await approver.keyboard.type('Name the year in the caption.');
    await dialog.getByRole('button', { name: L('Return') }).click();
    await expect(toastWith(approver, L('Returned to its author.'))).toBeVisible();

    // The contributor reads the comment, fixes the caption and submits again.
    await writer.goto('/oshec/admin');
    const mine = writer.getByRole('region', { name: L('Your drafts and returned items') });
    await expect(mine).toContainText('Name the year in the caption.');
    await shot(writer, `contributor-dashboard-${tag}`);
    await mine.getByRole('link', { name: listed(caption) }).click();
    await expect(writer.getByRole('note', { name: L('Returned with a comment') })).toContainText('Name the year in the caption.');
    const fixed = `${caption} 2026`;
    await writer.getByLabel(fieldLabel(language, 'Display Name', 'English')).fill(fixed);
    await writer.getByRole('button', { name: L('Submit for review') }).click();
    await expect(toastWith(writer, L('Submitted for review.'))).toBeVisible();

    // The approver approves it; the public site then lists it.
    await approver.goto('/oshec/admin');
    await approver.getByRole('region', { name: L('Awaiting your review') }).getByRole('link', { name: listed(fixed) }).click();
    await expect(approver.getByRole('heading', { name: L('Edit: {{name}}', { name: fixed }) })).toBeVisible();
    await approver.getByRole('button', { name: L('Approve') }).click();
    await expect(toastWith(approver, L('Approved and published.'))).toBeVisible();
    await expect(approver.locator('tr', { hasText: fixed }).locator('.adm-stage')).toHaveText(L('Published'));

    // Its history: every step a revision, newest first; the fix changed the English caption.
    await approver.locator('tr', { hasText: fixed }).getByRole('button', { name: L('Edit {{name}}', { name: fixed }) }).click();
    const history = approver.getByRole('region', { name: L('History') }).first();
    await expect(history.locator('tbody tr')).toHaveCount(6);
    await expect(history.locator('tbody tr td').first()).toHaveText(digits(language, 6));
    await history.getByRole('button', { name: L('What revision {{n}} changed', { n: 4 }) }).click();
    const changed = history.locator('.adm-changes');
    await expect(changed.locator('dt')).toHaveText([fieldLabel(language, 'Display Name', 'English')]);
    await expect(changed.locator('ins')).toContainText('2026');
    await axe(approver);
    await shot(approver, `approver-history-${tag}`);

    if (!full) return;
    const list = await request.get('/oshec/api/imageGallery/allowAll/list');
    const names = ((await list.json()) as Array<{ displayName: string }>).map((i) => i.displayName);
    expect(names).toContain(fixed);
    // The home page shows the first photos in display order: the approver moves it to the top.
    await approver.getByRole('button', { name: `Move ${fixed} to the top` }).click();
    await expect(toastWith(approver, 'Order updated.')).toBeVisible();
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/');
    // The gallery is below the fold and loads when it comes into view.
    const gallery = visitor.getByRole('region', { name: 'Media Gallery' });
    // Its placeholder is replaced when it loads, so the scroll is retried until the photo shows.
    await expect(async () => {
      await gallery.scrollIntoViewIfNeeded({ timeout: 2_000 });
      await expect(gallery.getByRole('button', { name: new RegExp(fixed) })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  });
}

test('the dashboard and the review form in Odia at 390 px', async ({ browser }) => {
  const approver = await official(browser, APPROVER, 390, 'od');
  await expect(approver.getByRole('region', { name: 'ଆପଣଙ୍କ ସମୀକ୍ଷା ଅପେକ୍ଷାରେ' })).toBeVisible();
  await expect(approver.getByRole('region', { name: '୭ ଦିନ ମଧ୍ୟରେ ଅବଧି ସରୁଛି' })).toBeVisible();
  await axe(approver);
  await shot(approver, 'approver-dashboard-390-od');
  const writer = await official(browser, CONTRIBUTOR, 390, 'od');
  await writer.goto('/oshec/admin/gallery');
  await expect(writer.getByRole('button', { name: OD['Submit for review'] })).toBeVisible();
  // The last valid day is chosen as its parts, in a group named like the field.
  await expect(writer.getByRole('group', { name: 'ବୈଧତାର ଶେଷ ଦିନ (ଇଚ୍ଛାଧୀନ)' })).toBeVisible();
  await axe(writer);
  await shot(writer, 'contributor-gallery-390-od');
});
