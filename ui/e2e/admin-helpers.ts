// Shared helpers of the back-office browser tests (project `admin`, server on 127.0.0.1:4802).
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { storeLanguage } from './public-helpers';

export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@oshec.test';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'correct horse battery staple';

/** Tiny valid images, made from bytes in the test (no fixture files). */
export const PNG = {
  name: 'fixture.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAFElEQVR4nGOUizrBgA0wYRUdtBIA/d4BUItFbYMAAAAASUVORK5CYII=',
    'base64',
  ),
};
export const JPEG = {
  name: 'fixture.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDgKKKK+eP2E//Z',
    'base64',
  ),
};

/** Base64 of the JSON text, as every cipher field and the login body want it. */
export const b64json = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** A suffix that keeps names unique across runs against the same server. */
export const unique = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A session token straight from the API (the sign-in page itself is tested separately). */
export async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/oshec/api/allowAll/authenticate', {
    headers: { 'Content-Type': 'text/plain' },
    data: b64json({ userName: ADMIN_EMAIL, password: ADMIN_PASSWORD, captcha: 'ignore' }),
  });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.outcome).toBe(true);
  return body.data as string;
}

/** Puts a fresh token in this tab's session storage, then opens `path`. */
export async function signedIn(page: Page, request: APIRequestContext, path = '/oshec/admin'): Promise<string> {
  const token = await apiToken(request);
  await page.goto('/oshec');
  await page.evaluate((t) => sessionStorage.setItem('token', t), token);
  await page.goto(path);
  return token;
}

/** The toast carrying `message` (react-toastify marks each toast role="alert"). */
export const toastWith = (page: Page, message: string) =>
  page.getByRole('alert').filter({ hasText: message }).first();

/**
 * A valid PDF made in the test (uploads are parsed): one page, and ~300 KB of data in a stream so
 * ranges cross stored chunks.
 */
export function pdfBytes(tag: string): Buffer {
  const filler = Buffer.alloc(300 * 1024);
  for (let i = 0; i < filler.length; i += 1) filler[i] = (i * 31 + tag.length) % 251;
  const parts: Buffer[] = [Buffer.from(`%PDF-1.4\n% ${tag}\n`, 'latin1')];
  const offsets: number[] = [];
  let length = parts[0].length;
  const add = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  objects.forEach((body, i) => {
    offsets.push(length);
    add(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  add(Buffer.from(`4 0 obj\n<< /Length ${filler.length} >>\nstream\n`, 'latin1'));
  add(filler);
  add(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xref = length;
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  add(Buffer.from(`xref\n0 5\n0000000000 65535 f \n${rows}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** A back-office date group (its legend names it): Day, Month, Year, and Hour, Minute with a time. */
const dateGroup = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/**
 * Enters a day (`YYYY-MM-DD`) or a day and time (`YYYY-MM-DDTHH:MM`) in a date group part by
 * part, as an editor chooses it.
 */
export async function chooseDate(page: Page, name: string, value: string): Promise<void> {
  const group = dateGroup(page, name);
  const [date, time] = value.split('T');
  const [year, month, day] = date.split('-');
  await group.getByLabel('Day', { exact: true }).selectOption(day);
  await group.getByLabel('Month', { exact: true }).selectOption(month);
  await group.getByLabel('Year', { exact: true }).selectOption(year);
  if (time) {
    const [hour, minute] = time.split(':');
    await group.getByLabel('Hour', { exact: true }).selectOption(hour);
    await group.getByLabel('Minute', { exact: true }).selectOption(minute);
  }
}

/** The day a date group holds, `YYYY-MM-DD` (empty parts stay empty). */
export async function dateIn(page: Page, name: string): Promise<string> {
  const group = dateGroup(page, name);
  const part = (label: string) => group.getByLabel(label, { exact: true }).inputValue();
  return `${await part('Year')}-${await part('Month')}-${await part('Day')}`;
}

/** A tab of its own at `width`, signed in as `email` through the sign-in page (so the role comes
 * from its answer), in Odia when asked; `deviceScaleFactor` 3 is a phone's dense screen. */
export async function official(browser: Browser, email: string, width = 1366, language?: 'od', deviceScaleFactor = 1): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor });
  const page = await context.newPage();
  if (language) await page.addInitScript(storeLanguage, language);
  await page.goto('/oshec');
  await page.locator('#signin-email').fill(email);
  await page.locator('#signin-password').fill(ADMIN_PASSWORD);
  await page.locator('#signin-password').press('Enter');
  await expect(page.locator('#welcome-title')).toBeVisible({ timeout: 10_000 });
  return page;
}
