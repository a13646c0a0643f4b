// What a phone with a dense screen (390 px, 3 device pixels per CSS pixel) downloads for the
// home page when the banner and six gallery photos are camera photos (4000x3000 JPEGs of a few
// MB, as phones make them): every answer's body and headers, scrolled to the end with every
// photo brought into view. A byte count is a property of the page, not a time: it is asserted,
// at most 400 KB (docs/benchmarks.md, "Phones with dense screens"). The test runs its own server
// on a fresh database (E2E_PORT + 5), as it replaces the banner and the gallery other public
// tests read.
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4801) + 5;
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@oshec.test';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'correct horse battery staple';
const BUDGET = 400_000;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
test.afterAll(() => {
  server?.kill('SIGTERM');
});

/** A camera-like JPEG made in the browser: shapes, softened, with sensor grain (seeded). */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const [w, h] = [4000, 3000];
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d')!;
    let seed = 3;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const gradient = ctx.createLinearGradient(0, 0, 0, h);
    gradient.addColorStop(0, '#000');
    gradient.addColorStop(1, '#fff');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, w, h);
    for (let i = 0; i < 400; i += 1) {
      ctx.fillStyle = `rgb(${Math.floor(random() * 256)},${Math.floor(random() * 256)},${Math.floor(random() * 256)})`;
      ctx.beginPath();
      ctx.arc(random() * w, random() * h, 20 + random() * 380, 0, Math.PI * 2);
      ctx.fill();
    }
    const soft = document.createElement('canvas');
    soft.width = w;
    soft.height = h;
    const softCtx = soft.getContext('2d')!;
    softCtx.filter = 'blur(3px)';
    softCtx.drawImage(canvas, 0, 0);
    const pixels = softCtx.getImageData(0, 0, w, h);
    for (let i = 0; i < pixels.data.length; i += 4) {
      const grain = (random() - 0.5) * 24;
      for (let c = 0; c < 3; c += 1) pixels.data[i + c] = Math.max(0, Math.min(255, pixels.data[i + c] + grain));
    }
    softCtx.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((resolve) => soft.toBlob((b) => resolve(b!), 'image/jpeg', 0.88));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

test('the home page with a camera banner and six camera photos weighs at most 400 KB on a 390 px phone at DPR 3', async ({ browser, request }) => {
  test.setTimeout(240_000);
  server = spawn('bash', ['e2e/serve.sh', String(PORT)], { stdio: 'ignore', env: { ...process.env, OSHEC_LOG: 'warn' } });
  await expect.poll(async () => (await request.get(`${BASE}/healthz`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
  const signIn = await request.post(`${BASE}/oshec/api/allowAll/authenticate`, {
    headers: { 'Content-Type': 'text/plain' },
    data: b64(JSON.stringify({ userName: EMAIL, password: PASSWORD, captcha: 'ignore' })),
  });
  const token = (await signIn.json()).data as string;
  const headers = { Authorization: `Bearer ${token}` };
  const list = async (path: string) => {
    const body = await (await request.get(`${BASE}/oshec/api${path}`)).json();
    return (Array.isArray(body) ? body : body.data) as Record<string, number>[];
  };
  const call = async (path: string, field: string, record: unknown, file?: { field: string; buffer: Buffer }) => {
    const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = { [field]: b64(JSON.stringify(record)) };
    if (file) multipart[file.field] = { name: 'camera.jpg', mimeType: 'image/jpeg', buffer: file.buffer };
    const answer = await request.post(`${BASE}/oshec/api${path}`, { headers, multipart });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  };

  const maker = await browser.newPage();
  const photo = await cameraPhoto(maker);
  await maker.close();
  expect(photo.length, 'a camera photo of a few MB').toBeGreaterThan(2_000_000);

  // The starter banner and gallery step aside for the camera photos.
  for (const b of await list('/banner/allowAll/list')) await call('/banner/activeInactiveByBannerId', 'bannerSliderDto', { helperId: b.bannerId, status: true });
  for (const g of await list('/imageGallery/allowAll/list')) await call('/imageGallery/activeInactiveByImageGalleryId', 'helperDto', { helperId: g.imageGalleryId, status: true });
  const banner = {
    bannerId: null,
    bannerTitleEn: 'Convocation 2026',
    bannerTitleOd: 'ସମାବର୍ତ୍ତନ ୨୦୨୬',
    bannerSubtitleEn: 'Odisha State Higher Education Council',
    bannerSubtitleOd: 'ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ',
    bannerDescEn: 'Photographs of the day.',
    bannerDescOd: 'ଦିନର ଫଟୋ।',
    isActive: true,
  };
  await call('/banner/manage', 'cipherBannerSliderDto', banner, { field: 'bannerImg', buffer: photo });
  for (let i = 0; i < 6; i += 1) {
    const record = { imageGalleryId: null, displayName: `Event ${i}`, displayNameOd: `କାର୍ଯ୍ୟକ୍ରମ ${i}`, isActive: true };
    await call('/imageGallery/manage', 'cipherImageGalleryDto', record, { field: 'displayImg', buffer: photo });
  }

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const sizes: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (req) => {
    sizes.push(req.sizes().then((s) => ({ url: new URL(req.url()).pathname, bytes: Math.max(s.responseBodySize, 0) + Math.max(s.responseHeadersSize, 0) })));
  });
  await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
  // Down to the end; sections below the fold load as they come near.
  for (let atEnd = 0, i = 0; atEnd < 5 && i < 150; i += 1) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(120);
    const end = await page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 2);
    atEnd = end ? atEnd + 1 : 0;
  }
  for (const img of await page.locator('main img').all()) await img.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  // Every gallery photo is in, drawn from one of its smaller copies.
  const gallery = page.locator('.gallery-grid img');
  await expect(gallery).toHaveCount(6);
  for (const img of await gallery.all()) await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  expect(await gallery.first().evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\/uploads\/imageGallery\/.+\.webp$/);
  await page.waitForTimeout(500);
  const all = await Promise.all(sizes);
  const total = all.reduce((sum, r) => sum + r.bytes, 0);
  const largest = [...all].sort((a, b) => b.bytes - a.bytes).slice(0, 8).map((r) => `${r.bytes} ${r.url}`);
  console.log(`home page, 390 px at DPR 3, camera photos, scrolled to the end: ${total} bytes (${(total / 1024).toFixed(1)} KiB) in ${all.length} answers; largest: ${largest.join(', ')}`);
  expect(total, largest.join('\n')).toBeLessThanOrEqual(BUDGET);
  await context.close();
});
