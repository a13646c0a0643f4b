// The photo benchmark's driver (run by .ci/bench-photos from ui/, whose packages it uses).
// Starts the release binary on a scratch database with the starter content, replaces the banner
// and the gallery by camera photos uploaded through the API, and measures what a phone loads.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(process.cwd(), 'package.json'));
const { chromium } = require('@playwright/test');

const work = process.env.BENCH_WORK;
const bin = process.env.BENCH_BIN;
const PORT = Number(process.env.BENCH_PORT ?? 18190);
const base = `http://127.0.0.1:${PORT}`;
const api = (p) => `${base}/oshec/api${p}`;
const db = path.join(work, 'photos.redb');
const EMAIL = 'bench@oshec.test';
const PASSWORD = 'photo benchmark password';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const b64 = (text) => Buffer.from(text, 'utf8').toString('base64');
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

let server;
function start() {
  server = spawn(bin, ['serve', '--database', db, '--bind', `127.0.0.1:${PORT}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, OSHEC_LOG: 'warn' },
  });
  server.stderr.on('data', (d) => process.stderr.write(d));
}
async function ready() {
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(20);
  }
}
function memory() {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const field = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))[1]) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

let token;
async function call(pathName, field, record, file) {
  const form = new FormData();
  form.set(field, b64(JSON.stringify(record)));
  if (file) form.set(file.field, new Blob([file.bytes], { type: 'image/jpeg' }), 'camera.jpg');
  const t0 = performance.now();
  const r = await fetch(api(pathName), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const json = await r.json();
  if (!r.ok || !json.outcome) throw new Error(`${pathName}: ${r.status} ${json.message}`);
  return { ms: performance.now() - t0, data: json.data };
}
async function list(pathName) {
  const json = await (await fetch(api(pathName))).json();
  return Array.isArray(json) ? json : json.data;
}

// What a phone's browser transfers for the home page: as it opens, and scrolled to the end (the
// lower photos load lazily). Images by kind; every answer (bodies as sent, plus headers) in
// `total`; the scripts' own bytes (as files) to gzip them at -9; and, per uploaded photo, the
// width it is drawn at and the variant the browser chose.
async function homeImages(browser, deviceScaleFactor) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  let phase = 'first view';
  const sizes = [];
  const scripts = [];
  page.on('requestfinished', (req) => {
    const at = phase;
    const kind = req.resourceType();
    if (kind === 'script') scripts.push(req.response().then(async (r) => ({ at, body: await r.body() })));
    sizes.push(
      req.sizes().then((s) => ({
        at,
        kind,
        url: new URL(req.url()).pathname,
        bytes: s.responseBodySize,
        headers: s.responseHeadersSize,
      })),
    );
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  phase = 'scrolled';
  // Down to the end; sections below the fold load as they come near, which lengthens the page.
  for (let atEnd = 0, i = 0; atEnd < 5 && i < 150; i++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(120);
    const end = await page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 2);
    atEnd = end ? atEnd + 1 : 0;
  }
  // A section whose code arrived after the scroll had passed it keeps its lazy photos until it
  // is seen again: bring each photo into view, as a visitor scrolling back up would.
  for (const img of await page.locator('main img').all()) await img.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const drawn = await page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => img.currentSrc.includes('/uploads/'))
      .map((img) => `${Math.round(img.getBoundingClientRect().width)} px → ${img.currentSrc.replace(/^.*\/(\w+)\/[^/]*\//, '$1 ')}`),
  );
  const all = (await Promise.all(sizes)).filter((r) => r.bytes >= 0);
  const gz = (xs) => xs.reduce((a, s) => a + gzipSync(s.body, { level: 9 }).length, 0);
  const bodies = await Promise.all(scripts);
  const js = gz(bodies);
  const jsFirst = gz(bodies.filter((s) => s.at === 'first view'));
  // BENCH_SCREENSHOT=DIR: the banner and the gallery as this phone draws them, to look at.
  if (process.env.BENCH_SCREENSHOT) {
    const at = (name) => path.join(process.env.BENCH_SCREENSHOT, `home-390-dpr${deviceScaleFactor}-${name}.png`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: at('top') });
    await page.locator('.gallery-grid').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.locator('.gallery-grid').screenshot({ path: at('gallery') });
  }
  await context.close();
  // BENCH_LIST=1: every answer of this phone, largest first, to see what the bytes are.
  if (process.env.BENCH_LIST) {
    console.log(`\nDPR ${deviceScaleFactor}, every answer (body + headers, bytes):`);
    for (const r of [...all].sort((a, b) => b.bytes - a.bytes)) console.log(`${String(r.bytes + Math.max(r.headers, 0)).padStart(8)}  ${r.kind.padEnd(10)} ${r.at.padEnd(10)} ${r.url}`);
  }
  const images = all.filter((r) => r.kind === 'image');
  const uploads = images.filter((r) => r.url.startsWith('/uploads/'));
  const sum = (xs) => xs.reduce((a, r) => a + r.bytes, 0);
  const banner = uploads.filter((r) => r.url.startsWith('/uploads/banner/'));
  return {
    first: sum(images.filter((r) => r.at === 'first view')),
    all: sum(images),
    total: all.reduce((a, r) => a + r.bytes + Math.max(r.headers, 0), 0),
    js,
    jsFirst,
    jsSent: sum(all.filter((r) => r.kind === 'script')),
    banner: sum(banner),
    bannerUrl: banner.map((r) => r.url.replace(/^.*\//, '')).join(' '),
    gallery: sum(uploads.filter((r) => r.url.startsWith('/uploads/imageGallery/'))),
    drawn: [...new Set(drawn)],
  };
}

async function main() {
  const photo = readFileSync(path.join(work, 'camera.jpg'));
  const made = spawnSync(bin, ['create-admin', '--database', db, '--email', EMAIL, '--password-stdin'], {
    input: PASSWORD,
  });
  if (made.status !== 0) throw new Error(`create-admin: ${made.stderr}`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    start();
    await ready();
    await sleep(2000); // the start-up pass over the starter images
    const before = memory();
    const signIn = await fetch(api('/allowAll/authenticate'), {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: b64(JSON.stringify({ userName: EMAIL, password: PASSWORD, captcha: 'ignore' })),
    });
    token = (await signIn.json()).data;

    // The starter banner and gallery step aside for the camera photos.
    for (const b of await list('/banner/allowAll/list'))
      await call('/banner/activeInactiveByBannerId', 'bannerSliderDto', { helperId: b.bannerId, status: true });
    for (const g of await list('/imageGallery/allowAll/list'))
      await call('/imageGallery/activeInactiveByImageGalleryId', 'helperDto', { helperId: g.imageGalleryId, status: true });

    const times = [];
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
    times.push((await call('/banner/manage', 'cipherBannerSliderDto', banner, { field: 'bannerImg', bytes: photo })).ms);
    for (let i = 0; i < 6; i++) {
      const record = { imageGalleryId: null, displayName: `Event ${i}`, displayNameOd: `କାର୍ଯ୍ୟକ୍ରମ ${i}`, isActive: true };
      times.push((await call('/imageGallery/manage', 'cipherImageGalleryDto', record, { field: 'displayImg', bytes: photo })).ms);
    }
    const afterUploads = memory();
    await sleep(1000);
    const settled = memory();

    const phones = [];
    for (const dpr of [1, 1.75, 3]) phones.push([dpr, await homeImages(browser, dpr)]);
    const afterVisits = memory();

    // Lighthouse mobile on the home page with these photos, when asked: BENCH_LIGHTHOUSE=N runs
    // it N times (ui's devDependency lighthouse 12, headless with the browser tests' flags).
    const lighthouse = [];
    for (let i = 0; i < Number(process.env.BENCH_LIGHTHOUSE ?? 0); i++) lighthouse.push(runLighthouse(`${base}/`, work));
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`\nphoto: ${kib(photo.length)} JPEG (${process.env.BENCH_PHOTO ?? 'the 4000x3000 camera photo'}); uploaded 7 times (1 banner, 6 gallery)\n`);
    console.log('| measure | figure |');
    console.log('|---|---|');
    console.log(`| upload answer (strip + 6 variants), median / slowest | ${sorted[3].toFixed(0)} ms / ${sorted[6].toFixed(0)} ms |`);
    console.log(`| server RSS before uploads | ${before.rss.toFixed(1)} MiB |`);
    console.log(`| server RSS right after the uploads / 1 s later | ${afterUploads.rss.toFixed(1)} / ${settled.rss.toFixed(1)} MiB |`);
    console.log(`| server peak RSS (VmHWM) over the whole run | ${afterVisits.peak.toFixed(1)} MiB |`);
    console.log(`| server RSS after the phone visits | ${afterVisits.rss.toFixed(1)} MiB |`);
    for (const [dpr, r] of phones) {
      console.log(
        `| phone 390 px, DPR ${dpr}: images at first view / scrolled to the end | ${kib(r.first)} / ${kib(r.all)} ` +
          `(banner ${kib(r.banner)} as ${r.bannerUrl}; 6 gallery photos ${kib(r.gallery)}) |`,
      );
      console.log(`| phone 390 px, DPR ${dpr}: whole transfer scrolled to the end (bodies + headers) | ${kib(r.total)} |`);
    }
    const [, last] = phones[phones.length - 1];
    console.log(`| JS of the home page at first view, gzip -9 | ${last.jsFirst.toLocaleString('en')} bytes |`);
    console.log(`| JS of the home page scrolled to the end (sections below the fold), gzip -9 / as sent | ${last.js.toLocaleString('en')} / ${last.jsSent.toLocaleString('en')} bytes |`);
    console.log(`| load average (1, 5, 15 min; ${cpus().length} cores) at the end | ${loadavg().map((l) => l.toFixed(2)).join(', ')} |`);
    for (const [dpr, r] of phones) console.log(`\nDPR ${dpr}, uploads drawn (CSS px) → variant: ${r.drawn.join('; ')}`);
    console.log('');
    for (const run of lighthouse) console.log(`| Lighthouse 12 mobile on / with these photos | ${run} |`);
  } finally {
    await browser.close();
    if (server && server.exitCode === null) server.kill('SIGKILL');
  }
}

/** One Lighthouse mobile run: its scores (performance, accessibility, best practices) and metrics. */
function runLighthouse(url, dir) {
  const out = path.join(dir, 'lh.json');
  const run = spawnSync(
    'npx',
    ['--no-install', 'lighthouse', url, '--only-categories=performance,accessibility,best-practices',
      '--output=json', `--output-path=${out}`, '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) return `failed (exit ${run.status})`;
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (id) => Math.round(report.categories[id].score * 100);
  const audit = (id) => report.audits[id].displayValue;
  return `performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')} ` +
    `(FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, ` +
    `CLS ${audit('cumulative-layout-shift')})`;
}

main().catch((e) => {
  console.error(e);
  if (server && server.exitCode === null) server.kill('SIGKILL');
  process.exit(1);
});
