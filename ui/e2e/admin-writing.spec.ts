// Writing for the council's own officials (docs/editor.md, docs/officials-guide.md): a
// contributor writes a news body in Odia with the editor's toolbar only (a heading, a list, a
// link and a table), previews it before it is saved, saves a draft, reopens it unchanged, and
// is asked before leaving unsaved work; at a desktop's width in English and a phone's in Odia.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { JPEG, official, toastWith, unique } from './admin-helpers';
import { OD } from '../src/admin/i18n';

const CONTRIBUTOR = process.env.E2E_CONTRIBUTOR_EMAIL ?? 'contributor@oshec.test';
const SHOTS = process.env.E2E_SHOTS;

/** The body as the editor must store it: the starter pages' own Markdown style. */
const BODY = [
  '## ଯାହା ସ୍ଥିର ହେଲା',
  '',
  '- ପ୍ରଥମ ବିଷୟ',
  '- ଦ୍ୱିତୀୟ ବିଷୟ',
  '',
  'ଅଧିକ ପାଇଁ [ଯୋଗାଯୋଗ](/contact)',
  '',
  '| ବର୍ଷ | ସଂଖ୍ୟା |',
  '|---|---|',
  '| ୨୦୨୬ | ୧୨ |',
].join('\n');

const serious = async (page: Page, include: string) => {
  const results = await new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
};

for (const { width, language, scale } of [
  { width: 1366, language: 'en', scale: 1 },
  { width: 390, language: 'od', scale: 3 },
] as const) {
  test(`a contributor writes a news body in Odia with the toolbar by keyboard, previews it with its photo in both languages, saves, reopens it unchanged, and is asked before leaving (${width} px, ${language})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const say = (key: string) => (language === 'od' ? (OD[key] ?? key) : key);
    const label = (name: string, lang: 'English' | 'Odia') => `${say(name)} (${say(lang)})`;
    const page = await official(browser, CONTRIBUTOR, width, language === 'od' ? 'od' : undefined, scale);
    // Whatever the browser refuses (the Content-Security-Policy, a chunk that cannot load) or
    // the page throws is a failure of the test, named at its end.
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page: ${e.message}`));
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
    });
    await page.goto('/oshec/admin/news');
    const tag = unique();
    const title = `Council meeting ${tag}`;
    await page.getByLabel(label('Title', 'English'), { exact: true }).fill(title);
    await page.getByLabel(label('Title', 'Odia'), { exact: true }).fill(`ପରିଷଦ ବୈଠକ ${tag}`);
    await page.getByLabel(label('Description', 'English'), { exact: true }).fill('The council met and decided.');
    await page.getByLabel(label('Description', 'Odia'), { exact: true }).fill('ପରିଷଦ ବୈଠକ କରି ସ୍ଥିର କଲା।');
    await page.getByLabel(say('Image'), { exact: true }).setInputFiles(JPEG);

    // The Odia body, in the editor (once its chunk is here), by the toolbar and Odia text only.
    const body = page.getByRole('textbox', { name: label('Text', 'Odia'), exact: true });
    await expect(body).toHaveAttribute('contenteditable', 'true');
    const tools = page.getByRole('toolbar', { name: say('Text tools: {{field}}').replace('{{field}}', label('Text', 'Odia')) });
    const tool = (name: string) => tools.getByRole('button', { name: say(name), exact: true });
    // A tool by keyboard: Shift+Tab from the text reaches the toolbar (one Tab stop), the arrow
    // keys move along it, Enter presses the button, which gives the text its caret back.
    const use = async (name: string) => {
      await page.keyboard.press('Shift+Tab');
      const wanted = tool(name);
      for (let step = 0; step < 20 && !(await wanted.evaluate((b) => b === document.activeElement)); step += 1) {
        await page.keyboard.press('ArrowRight');
      }
      await expect(wanted).toBeFocused();
      await page.keyboard.press('Enter');
    };
    await body.focus();
    // An input method's composition (InScript, a phone's keyboard) commits its text once.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'ଯାହା', selectionStart: 4, selectionEnd: 4 });
    await cdp.send('Input.insertText', { text: 'ଯାହା' });
    await page.keyboard.insertText(' ସ୍ଥିର ହେଲା');
    await use('Heading');
    await expect(tool('Heading')).toHaveAttribute('aria-pressed', 'true');
    await expect(body).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(tool('Heading')).toHaveAttribute('aria-pressed', 'false');
    await use('Bulleted list');
    await expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
    // Typed key by key, as a keyboard sends Odia, and inserted whole, as an input method does.
    await page.keyboard.type('ପ୍ରଥମ ବିଷୟ');
    await page.keyboard.press('Enter');
    await page.keyboard.insertText('ଦ୍ୱିତୀୟ ବିଷୟ');
    // Enter on an empty item ends the list, as in any word processor.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.insertText('ଅଧିକ ପାଇଁ ');
    await use('Add a link');
    // The link form takes the focus on its address; its text comes first.
    await expect(page.getByLabel(say('Link address'), { exact: true })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByLabel(say('Link text'), { exact: true })).toBeFocused();
    await page.keyboard.insertText('ଯୋଗାଯୋଗ');
    await page.keyboard.press('Tab');
    await page.keyboard.insertText('/contact');
    await page.keyboard.press('Enter');
    await expect(body).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await use('Insert a table');
    // The caret starts in the header's first cell; the arrow keys move down a column.
    await page.keyboard.insertText('ବର୍ଷ');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.insertText('୨୦୨୬');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.insertText('ସଂଖ୍ୟା');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.insertText('୧୨');
    await page.keyboard.press('ArrowDown');
    await expect(tools.getByRole('group', { name: say('Table') })).toBeVisible();
    await use('Delete the row');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/writing-editor-${width}-${language}.png` });
    const axe = await serious(page, '.adm-form');
    expect(axe).toEqual([]);

    // The Markdown stored is the starter pages' style, exactly.
    await use('Markdown source');
    await expect(page.getByRole('textbox', { name: label('Text', 'Odia'), exact: true })).toHaveValue(BODY);
    await tool('Markdown source').click();

    // A few English words in the English body, so each language's page shows its own.
    const english = page.getByRole('textbox', { name: label('Text', 'English'), exact: true });
    await english.focus();
    await page.keyboard.insertText('What was decided');

    // Preview before saving: the news item's own page, with its photo, in either language.
    await page.getByRole('button', { name: say('Preview'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    const frame = page.frameLocator('.adm-preview-stage iframe');
    const photoShown = async () => {
      const photo = frame.locator('img.news-photo');
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    };
    await dialog.getByLabel('English', { exact: true }).check();
    await expect(frame.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    await expect(frame.locator('.news-body')).toHaveText('What was decided');
    await expect(frame.locator('.news-summary')).toHaveText('The council met and decided.');
    await photoShown();
    await dialog.getByLabel('ଓଡ଼ିଆ', { exact: true }).check();
    const shown = frame.locator('.news-body');
    await expect(shown.getByRole('heading', { name: 'ଯାହା ସ୍ଥିର ହେଲା' })).toBeVisible({ timeout: 15_000 });
    await expect(frame.getByRole('heading', { level: 1, name: `ପରିଷଦ ବୈଠକ ${tag}` })).toBeVisible();
    await expect(shown.getByRole('cell', { name: '୨୦୨୬' })).toBeVisible();
    await expect(shown.getByRole('link', { name: 'ଯୋଗାଯୋଗ' })).toHaveAttribute('href', '/contact');
    await expect(shown.getByRole('listitem')).toHaveText(['ପ୍ରଥମ ବିଷୟ', 'ଦ୍ୱିତୀୟ ବିଷୟ']);
    await photoShown();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/writing-preview-${width}-${language}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Save draft: the form stays on the item, by its new id.
    await page.getByRole('button', { name: say('Save draft'), exact: true }).click();
    await expect(toastWith(page, say('Draft saved.'))).toBeVisible();
    await expect(page.getByRole('heading', { name: say('Edit: {{name}}').replace('{{name}}', title) })).toBeVisible();

    // Reopened from the table, found by the table's search as an official finds an item among
    // many (other tests fill the table beside this one): the same Markdown.
    await page.getByRole('button', { name: say('Cancel'), exact: true }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.getByLabel(say('Search'), { exact: true }).fill(tag);
    await page.getByRole('button', { name: say('Edit {{name}}').replace('{{name}}', title), exact: true }).click();
    await expect(page.getByRole('heading', { name: say('Edit: {{name}}').replace('{{name}}', title) })).toBeVisible();
    await tool('Markdown source').click();
    await expect(page.getByRole('textbox', { name: label('Text', 'Odia'), exact: true })).toHaveValue(BODY);
    await tool('Markdown source').click();
    await expect(english).toHaveText('What was decided');

    // Unsaved work: the menu asks first; staying keeps it, leaving goes.
    await page.getByLabel(label('Title', 'Odia'), { exact: true }).fill(`ପରିଷଦ ବୈଠକ ${tag} (୨)`);
    const menuButton = page.getByRole('button', { name: say('Menu'), exact: true });
    if (await menuButton.isVisible()) await menuButton.click();
    await page.getByRole('link', { name: say('Banner'), exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: say('Leave this page?') });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('button', { name: say('Stay and keep editing') })).toBeFocused();
    expect(await serious(page, '.adm-dialog')).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/writing-leave-${width}-${language}.png` });
    await ask.getByRole('button', { name: say('Stay and keep editing') }).click();
    await expect(page).toHaveURL(/\/oshec\/admin\/news/);
    await expect(page.getByLabel(label('Title', 'Odia'), { exact: true })).toHaveValue(`ପରିଷଦ ବୈଠକ ${tag} (୨)`);
    if (await menuButton.isVisible()) {
      if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
    }
    await page.getByRole('link', { name: say('Banner'), exact: true }).click();
    await ask.getByRole('button', { name: say('Leave without saving') }).click();
    await expect(page).toHaveURL(/\/oshec\/admin\/banner/);
    expect(problems).toEqual([]);
    await page.context().close();
  });
}

test('closing the tab with unsaved work asks through the browser', async ({ browser }) => {
  const page = await official(browser, CONTRIBUTOR, 1366);
  await page.goto('/oshec/admin/news');
  await page.getByLabel('Title (English)', { exact: true }).fill(`Unsaved ${unique()}`);
  const context = page.context();
  // The browser asks; the official leaves anyway, so the tab is closed for sure when the
  // context is (a dismissed question raced the context's close).
  const asked = new Promise<string>((resolve) => page.once('dialog', (d) => { resolve(d.type()); void d.accept(); }));
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  await closed;
  await context.close();
});

test('a paste from Word keeps only what the public page shows', async ({ browser }) => {
  const page = await official(browser, CONTRIBUTOR, 1366);
  await page.goto('/oshec/admin/pages');
  const body = page.getByRole('textbox', { name: 'Text (English)', exact: true });
  await expect(body).toHaveAttribute('contenteditable', 'true');
  await body.click();
  const word = [
    '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{font-family:Calibri}</style></head><body>',
    '<h1 style="mso-style-name:Heading1;color:#2F5496">Admissions</h1>',
    '<p class="MsoNormal"><span style="font-size:14pt;color:red"><b>Last date</b>: <u>30 June</u><o:p></o:p></span></p>',
    '<p class="MsoNormal"><img src="file:///C:/Users/x/image001.png" width="200"> See <a href="https://oshec.example.org/notice" style="color:blue">the notice</a> or <a href="javascript:alert(1)">this</a>.</p>',
    '<table class="MsoTableGrid" border="1"><tr><td><p><b>Course</b></p></td><td><p><b>Seats</b></p></td></tr><tr><td><p>B.Sc.</p></td><td><p>120</p></td></tr></table>',
    '</body></html>',
  ].join('');
  await body.evaluate((el, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Admissions');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, word);
  const tools = page.getByRole('toolbar', { name: 'Text tools: Text (English)' });
  await tools.getByRole('button', { name: 'Markdown source', exact: true }).click();
  const source = await page.getByRole('textbox', { name: 'Text (English)', exact: true }).inputValue();
  expect(source).toContain('# Admissions');
  expect(source).toContain('**Last date**: 30 June');
  expect(source).toContain('[the notice](https://oshec.example.org/notice)');
  // Word's table has no header row: its first row becomes the header Markdown needs.
  expect(source).toContain('| **Course** | **Seats** |\n|---|---|\n| B.Sc. | 120 |');
  expect(source).not.toMatch(/style|class|img|<u>|javascript|Calibri|mso/i);
  await page.context().close();
});
