// The second factor and sessions on the account page (docs/sign-in.md): an official enrols with
// a code computed here, signs out, signs in with a code and with a recovery code, and ends
// another tab's session from the list, which sends that tab to sign in with its draft kept.
// Each run uses a fresh account, so the other specs sharing this server are not affected.
import { createHmac } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiToken, b64json, signedIn, unique } from './admin-helpers';
import { storeLanguage } from './public-helpers';
import { OD } from '../src/admin/i18n';
import type { Language } from '../src/i18n/language';

const SHOTS = process.env.E2E_SHOTS; // a folder to keep screenshots in, when looking at them

/** RFC 4648 base32 to bytes. */
function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const c of text.replace(/[\s=]/g, '').toUpperCase()) {
    value = ((value << 5) | alphabet.indexOf(c)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 (HMAC-SHA-1, 6 digits, 30 s) at `at` seconds. */
function totp(secret: string, at: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(Math.floor(at / 30)));
  const hash = createHmac('sha1', base32(secret)).update(message).digest();
  const offset = hash[hash.length - 1] & 15;
  const number = (((hash[offset] & 0x7f) << 24) | (hash[offset + 1] << 16) | (hash[offset + 2] << 8) | hash[offset + 3]) % 1_000_000;
  return String(number).padStart(6, '0');
}

/** The code `steps` steps from now; waits out the end of a step so the server reads the same one. */
async function code(secret: string, steps = 0): Promise<string> {
  while (Math.floor(Date.now() / 1000) % 30 >= 28) await new Promise((r) => setTimeout(r, 250));
  return totp(secret, Math.floor(Date.now() / 1000) + steps * 30);
}

function say(language: Language, key: string, vars: Record<string, string> = {}): string {
  let text = language === 'od' ? (OD[key] ?? key) : key;
  for (const [name, value] of Object.entries(vars)) text = text.replaceAll(`{{${name}}}`, value);
  return text;
}

/** A label with placeholders, as a whole-name pattern (any text in place of each {{name}}). */
function pattern(language: Language, key: string): RegExp {
  const text = language === 'od' ? (OD[key] ?? key) : key;
  const parts = text.split(/\{\{[^}]*\}\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

async function axe(page: Page) {
  // Toasts fade in and out: scanned mid-fade their text reads as low contrast.
  const results = await new AxeBuilder({ page }).exclude('.Toastify').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A fresh administrator with a password of its own (set through the API as the seed admin). */
async function freshAccount(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const email = `mfa-${unique()}@oshec.test`;
  const first = `first ${unique()} lantern orchard`;
  const password = `pebble ${unique()} monsoon kettle`;
  const admin = await apiToken(request);
  const created = await request.post('/oshec/api/account/admins/manage', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { adminId: null, email, role: 'administrator', isActive: true, password: first },
  });
  expect(created.status()).toBe(200);
  const token = (await signInByApi(request, email, first)).data as string;
  const changed = await request.post('/oshec/api/account/password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { currentPassword: first, newPassword: password, repeatPassword: password },
  });
  expect(changed.status()).toBe(200);
  return { email, password };
}

async function signInByApi(request: APIRequestContext, email: string, password: string, otp?: string) {
  const response = await request.post('/oshec/api/allowAll/authenticate', {
    headers: { 'Content-Type': 'text/plain' },
    data: b64json(otp ? { userName: email, password, captcha: 'ignore', otp } : { userName: email, password, captcha: 'ignore' }),
  });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.outcome).toBe(true);
  return body;
}

async function tab(browser: Browser, width: number, language: Language): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (language === 'od') await page.addInitScript(storeLanguage, language);
  return page;
}

/** Through the sign-in page; with `otp`, the code is asked for after the password. */
async function signIn(page: Page, language: Language, email: string, password: string, otp?: string, look?: string) {
  await page.goto('/oshec');
  await page.locator('#signin-email').fill(email);
  await page.locator('#signin-password').fill(password);
  await page.locator('#signin-password').press('Enter');
  if (otp !== undefined) {
    const field = page.getByLabel(say(language, 'Authentication code'));
    await expect(field).toBeFocused();
    if (look) {
      await axe(page);
      await shot(page, look);
    }
    await field.fill(otp);
    await field.press('Enter');
  }
}

// Each language and each width once: English at desktop width, and Odia, whose labels run
// longest, on the phone (docs/testing.md, "Widths and languages").
const RUNS: Array<{ width: number; language: Language }> = [
  { width: 1366, language: 'en' },
  { width: 390, language: 'od' },
];

for (const { width, language } of RUNS) {
  const tag = `${width}-${language}`;
  test(`an official enrols a second factor, signs in with a code and a recovery code, and ends another session (${tag})`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const L = (key: string, vars: Record<string, string> = {}) => say(language, key, vars);
    const { email, password } = await freshAccount(request);
    const page = await tab(browser, width, language);
    await signIn(page, language, email, password);
    await expect(page.locator('#welcome-title')).toBeVisible({ timeout: 10_000 });

    // Enrol: the QR code and the key as text, confirmed with a code.
    await page.goto('/oshec/admin/account');
    const factor = page.getByRole('region', { name: L('Second factor') });
    await factor.getByRole('button', { name: L('Set up the second factor') }).click();
    await expect(factor.getByRole('img', { name: L('QR code for your authenticator app') })).toBeVisible();
    const secret = ((await factor.locator('.adm-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await axe(page);
    await shot(page, `mfa-setup-${tag}`);
    // A code one step old, so the current one is still unused for the sign-in below.
    await factor.getByLabel(L('Code from the app')).fill(await code(secret, -1));
    // Turning the factor on asks for the current password again (docs/security.md).
    await factor.getByLabel(L('Your current password')).fill(password);
    await factor.getByRole('button', { name: L('Turn on') }).click();
    const saved = factor.getByRole('region', { name: L('Your recovery codes') });
    await expect(saved).toBeVisible();
    const recovery = (await saved.locator('code').allTextContents()).map((c) => c.trim());
    expect(recovery).toHaveLength(10);
    await axe(page);
    await shot(page, `mfa-codes-${tag}`);
    await saved.getByRole('button', { name: L('I have saved the codes') }).click();
    await expect(factor.getByText(L('Recovery codes left: {{count}}', { count: language === 'od' ? '୧୦' : '10' }))).toBeVisible();

    // Sign out; signing in asks for the code after the password.
    await page.getByRole('button', { name: L('Logout'), exact: true }).click();
    await expect(page).toHaveURL(/\/oshec$/);
    await signIn(page, language, email, password, await code(secret, 0), `mfa-signin-${tag}`);
    await expect(page.locator('#welcome-title')).toBeVisible({ timeout: 10_000 });

    // Sign out again and use a recovery code instead.
    await page.getByRole('button', { name: L('Logout'), exact: true }).click();
    await expect(page).toHaveURL(/\/oshec$/);
    await signIn(page, language, email, password, recovery[0]);
    await expect(page.locator('#welcome-title')).toBeVisible({ timeout: 10_000 });

    // Another tab, signed in with the next code, keeps a draft on a content page.
    const other = await tab(browser, width, language);
    const token = (await signInByApi(request, email, password, await code(secret, 1))).data as string;
    await other.goto('/oshec');
    await other.evaluate((t) => sessionStorage.setItem('token', t), token);
    await other.goto('/oshec/admin/education-council');
    const title = other.getByLabel(`${L('Title')} (${L('English')})`, { exact: true });
    await title.fill(`Draft kept ${tag}`);

    // The account page lists both sessions; this one is marked, the other has its End button.
    await page.goto('/oshec/admin/account');
    const sessions = page.getByRole('region', { name: L('Sessions') });
    await expect(sessions.getByText(L('This session'))).toBeVisible();
    const end = sessions.getByRole('button', { name: pattern(language, 'End the session of {{agent}} from {{address}}, signed in {{when}}') });
    await expect(end).toHaveCount(1);
    await axe(page);
    await shot(page, `mfa-sessions-${tag}`);
    await end.click();
    await expect(end).toHaveCount(0);

    // The other tab's next call finds its session ended: it is sent to sign in, the draft kept.
    await other.getByRole('button', { name: pattern(language, 'Deactivate {{name}}') }).first().click();
    await expect(other).toHaveURL(/\/oshec$/);
    await signIn(other, language, email, password, recovery[1]);
    await expect(other).toHaveURL(/\/oshec\/admin\/education-council$/);
    await expect(title).toHaveValue(`Draft kept ${tag}`);
    await page.context().close();
    await other.context().close();
  });
}

// An administrator sees and ends another account's sessions from the accounts list.
for (const { width, language } of RUNS) {
  const tag = `${width}-${language}`;
  test(`an administrator sees another account's sessions and ends them (${tag})`, async ({ browser, request }) => {
    const { email, password } = await freshAccount(request);
    // freshAccount's own session stays after its password change; this is a second one.
    const theirs = (await signInByApi(request, email, password)).data as string;
    const page = await tab(browser, width, language);
    await signedIn(page, request, '/oshec/admin/account');
    await page.getByRole('button', { name: say(language, 'Change {{name}}', { name: email }) }).click();
    const card = page.getByRole('region', { name: say(language, 'Sessions of {{name}}', { name: email }) });
    const ends = card.getByRole('button', { name: pattern(language, 'End the session of {{agent}} from {{address}}, signed in {{when}}') });
    await expect(ends).toHaveCount(2);
    await card.scrollIntoViewIfNeeded();
    await axe(page);
    await shot(page, `accounts-sessions-${tag}`);
    await ends.first().click();
    await expect(ends).toHaveCount(1);
    await ends.first().click();
    await expect(card.getByText(say(language, 'This account is not signed in anywhere.'))).toBeVisible();
    const after = await request.get('/oshec/api/account/sessions', { headers: { Authorization: `Bearer ${theirs}` } });
    expect(after.status()).toBe(401);
    await page.context().close();
  });
}
