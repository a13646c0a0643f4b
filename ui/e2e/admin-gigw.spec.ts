// GIGW 3.0 in the back office: the Feedback inbox (newest first, read/unread, reply link, CSV),
// policy pages through the generic content page, and social addresses that bring the footer's
// icons (marked as leaving the site).
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { apiToken, b64json, signedIn, unique } from './admin-helpers';

test.describe.configure({ mode: 'serial' });

test('the Feedback inbox lists messages newest first, marks them read and exports CSV', async ({ page, request }) => {
  const tag = unique();
  for (const n of [1, 2]) {
    const response = await request.post('/oshec/api/feedback/allowAll/submit', {
      data: { name: `Visitor ${n} ${tag}`, email: `visitor${n}@example.org`, phone: '', subject: `Question ${n} ${tag}`, message: `Message ${n}`, website: '' },
    });
    expect(response.status()).toBe(200);
  }
  await signedIn(page, request, '/oshec/admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Feedback' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const messages = page.locator('.adm-message');
  // Other tests on this server send feedback too: find this test's two by their tag.
  const first = messages.filter({ hasText: `Question 2 ${tag}` });
  await expect(first).toBeVisible();
  const order = await messages.allTextContents();
  expect(order.findIndex((m) => m.includes(`Question 2 ${tag}`))).toBeLessThan(order.findIndex((m) => m.includes(`Question 1 ${tag}`)));
  await expect(first.locator('.adm-badge')).toHaveText('Unread');
  await expect(first.getByRole('link', { name: `Write to Visitor 2 ${tag} from your own e-mail` })).toHaveAttribute('href', /^mailto:visitor2@example\.org\?subject=Re%3A%20Question%202/);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await first.getByRole('button', { name: 'Mark as read' }).click();
  await expect(first.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(first.locator('.adm-badge')).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('oshec-feedback.csv');
  const text = (await (await file.createReadStream()).toArray()).map(String).join('');
  expect(text).toContain(`Question 2 ${tag}`);
  expect(text.split('\n')[0]).toContain('id,received,read,name,email,phone,subject,message');
});

test('policy pages are edited through the content page, and a bad address is refused', async ({ page, request }) => {
  await signedIn(page, request, '/oshec/admin/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Policy and Help Pages' })).toBeVisible();
  await page.getByLabel('Page address (after /page/)').fill('Bad Address');
  await page.getByLabel('Title (English)').fill('Right to Information');
  await page.getByLabel('Title (Odia)').fill('ସୂଚନା ଅଧିକାର');
  // The text is written in Markdown through the editor's source view.
  for (const [language, markdown] of [['English', '## Officers\n\n- Public Information Officer'], ['Odia', '## ଅଧିକାରୀ']]) {
    const tools = page.getByRole('toolbar', { name: `Text tools: Text (${language})`, exact: true });
    await tools.getByRole('button', { name: 'Markdown source', exact: true }).click();
    await page.getByRole('textbox', { name: `Text (${language})`, exact: true }).fill(markdown);
  }
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('The address may use only lowercase letters, digits and hyphens (for example privacy-policy).').first()).toBeVisible();
  const slug = `rti-${unique()}`;
  await page.getByLabel('Page address (after /page/)').fill(slug);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('cell', { name: slug })).toBeVisible();
  await page.goto(`/page/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Right to Information' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Officers' })).toBeVisible();
});

test('social addresses in the settings bring marked icons to the footer', async ({ page, request }) => {
  const token = await apiToken(request);
  const list = await request.get('/oshec/api/generalSetting/allowAll/list', { headers: { Authorization: `Bearer ${token}` } });
  const setting = (await list.json()).data[0];
  const saved = await request.post('/oshec/api/generalSetting/manage', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { cipherGeneralSettingDto: b64json({ ...setting, facebookUrl: 'https://www.facebook.com/oshec', youtubeUrl: '' }) },
  });
  expect(saved.status()).toBe(200);
  await page.goto('/page/help');
  // The footer loads as it nears the viewport.
  await page.locator('.site-footer').scrollIntoViewIfNeeded();
  const social = page.locator('.site-footer .social');
  await social.scrollIntoViewIfNeeded();
  const facebook = social.getByRole('link', { name: 'Facebook (opens in a new tab)' });
  await expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/oshec');
  await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(facebook).toHaveAttribute('target', '_blank');
  await expect(social.getByRole('link')).toHaveCount(1);
  // Put the setting back as it was.
  await request.post('/oshec/api/generalSetting/manage', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { cipherGeneralSettingDto: b64json({ ...setting, facebookUrl: '' }) },
  });
});
