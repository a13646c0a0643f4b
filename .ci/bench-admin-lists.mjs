// Back-office list benchmark (docs/admin-lists.md): fills a scratch database with news through
// the API, then times the back office's list queries after a restart (each kind's first query
// loads what it needs) and warm. Server time is read from the server's own request log
// (micros); the client's round trip is shown beside it.
// Then opens the news table in Chromium, after a restart and again, and times it from the
// address to the first page's rows on screen ("usable"), and the bytes the page fetched.
// Usage: node .ci/bench-admin-lists.mjs [news]   (default 10000; needs target/release/oshec,
// ui/node_modules and /usr/bin/chromium)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const bin = process.env.BENCH_BIN ?? path.resolve('target/release/oshec');
const N = Number(process.argv[2] ?? 10000);
const PORT = 18270;
const base = `http://127.0.0.1:${PORT}`;
const api = (p) => `${base}/oshec/api${p}`;
const dir = mkdtempSync(path.join(os.tmpdir(), 'adminbench-'));
const db = path.join(dir, 'b.redb');
const log = path.join(dir, 'server.log');
const b64 = (t) => Buffer.from(t, 'utf8').toString('base64');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
spawnSync(bin, ['create-admin', '--database', db, '--email', 'bench@oshec.test', '--password-stdin'], { input: 'bench password long enough 1' });
const out = openSync(log, 'w');
let server;
async function start() {
  server = spawn(bin, ['serve', '--database', db, '--bind', `127.0.0.1:${PORT}`], { stdio: ['ignore', out, out], env: { ...process.env, OSHEC_LOG: 'info', OSHEC_SESSION_IDLE_MINUTES: '480' } });
  for (;;) { try { if ((await fetch(`${base}/healthz`)).ok) break; } catch {} await sleep(20); }
}
await start();
const signIn = async () => (await (await fetch(api('/allowAll/authenticate'), { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: b64(JSON.stringify({ userName: 'bench@oshec.test', password: 'bench password long enough 1', captcha: 'ignore' })) })).json()).data;
let token = await signIn();
const words = 'The council reviewed the academic calendar, affiliation norms and the research grants for state universities, and asked colleges to publish their plans before the next session. ';
const odia = 'ପରିଷଦ ଶୈକ୍ଷିକ କ୍ୟାଲେଣ୍ଡର, ଅନୁବନ୍ଧନ ନିୟମ ଏବଂ ରାଜ୍ୟ ବିଶ୍ୱବିଦ୍ୟାଳୟଗୁଡ଼ିକ ପାଇଁ ଗବେଷଣା ଅନୁଦାନ ସମୀକ୍ଷା କଲା। ';
const news = (i) => ({ latestNewsId: null, newsTitleEn: `Council update number ${i}`, newsTitleOd: `ପରିଷଦ ସୂଚନା ${i}`,
  newsDate: new Date(Date.UTC(2015, 0, 1) + (i % 4000) * 86_400_000).toISOString().slice(0, 10),
  newsDescEn: `${i}: ${words.repeat(3)}`.slice(0, 400), newsDescOd: `${i}: ${odia.repeat(4)}`.slice(0, 400),
  newsLink: `https://example.org/news/${i}`, newsBodyEn: words.repeat(6), newsBodyOd: odia.repeat(6), isActive: i % 10 !== 0 });
const t0 = performance.now();
let next = 0;
async function writer() {
  for (;;) {
    const i = next++; if (i >= N) return;
    const form = new FormData(); form.set('cipherLatestNewsDto', b64(JSON.stringify(news(i))));
    const r = await fetch(api('/latestNews/manage'), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
    await r.arrayBuffer();
  }
}
await Promise.all(Array.from({ length: 8 }, writer));
console.log(`seeded ${N} news in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const queries = {
  'first page (default: active first)': 'page=1&size=20&sort=-isActive',
  'page 250': 'page=250&size=20&sort=-isActive',
  'search "update 4321"': 'page=1&size=20&sort=-isActive&q=update%204321',
  'search Odia "ସୂଚନା"': 'page=1&size=20&sort=-isActive&q=%E0%AC%B8%E0%AD%82%E0%AC%9A%E0%AC%A8%E0%AC%BE',
  'status=inactive': 'page=1&size=20&sort=-isActive&status=inactive',
  'status=draft (review states)': 'page=1&size=20&sort=-isActive&status=draft',
  'sort by title': 'page=1&size=20&sort=newsTitleEn',
  'sort -newsDate + search': 'page=1&size=20&sort=-newsDate&q=council',
};
async function measure(restartFirst) {
  if (restartFirst) { const done = new Promise((r) => server.once('exit', r)); server.kill('SIGTERM'); await done; await start(); token = await signIn(); }
  const rows = [];
  for (const [name, q] of Object.entries(queries)) {
    const client = [];
    const before = readFileSync(log, 'utf8').length;
    for (let k = 0; k < 15; k++) {
      const s = performance.now();
      const r = await fetch(api(`/latestNews/allowAll/list?${q}`), { headers: { Authorization: `Bearer ${token}` } });
      const body = await r.json();
      client.push(performance.now() - s);
      if (k === 0 && typeof body.total !== 'number') throw new Error(JSON.stringify(body).slice(0, 200));
      if (k === 0) rows.push({ name, total: body.total });
    }
    const lines = readFileSync(log, 'utf8').slice(before).split('\n').filter((l) => l.includes('/latestNews/allowAll/list'));
    const micros = lines.map((l) => Number((l.match(/micros=(\d+)/) ?? [])[1])).filter((x) => !Number.isNaN(x));
    const sorted = [...micros].sort((a, b) => a - b);
    const r = rows[rows.length - 1];
    r.firstMs = (micros[0] / 1000).toFixed(1); r.medianMs = (sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(1);
    r.maxMs = (sorted[sorted.length - 1] / 1000).toFixed(1);
    r.clientMedianMs = ([...client].sort((a, b) => a - b)[7]).toFixed(1);
  }
  console.table(rows);
}
console.log('after a restart (cold: first query of each kind loads what it needs):');
await measure(true);
console.log('warm:');
await measure(false);
// The back office as an editor meets it: the news table in Chromium at 1366 px.
{
  const { chromium } = await import(path.resolve('ui/node_modules/playwright/index.mjs'));
  const done = new Promise((r) => server.once('exit', r)); server.kill('SIGTERM'); await done; await start(); token = await signIn();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  const rows = [];
  for (const visit of ['first after a restart', 'again', 'again']) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(([t]) => { sessionStorage.setItem('token', t); sessionStorage.setItem('oshec.role', 'administrator'); }, [token]);
    await context.addInitScript(() => {
      const edit = (b) => /^Edit /.test(b.getAttribute('aria-label') ?? b.textContent ?? '');
      const shown = () => [...document.querySelectorAll('.adm-table tbody tr')].some((r) => [...r.querySelectorAll('button')].some(edit));
      new MutationObserver((_, observer) => {
        if (shown()) { window.__rowsAt = performance.now(); observer.disconnect(); }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    let bytes = 0;
    page.on('response', async (r) => { try { bytes += (await r.body()).length; } catch {} });
    const s = performance.now();
    await page.goto(`${base}/oshec/admin/news`);
    await page.locator('.adm-table tbody tr').filter({ has: page.getByRole('button', { name: /^Edit / }) }).first().waitFor({ timeout: 30_000 });
    const usable = performance.now() - s;
    // The page's own clock (its time origin is the navigation's start) when the rows first
    // appeared: this leaves out the browser's start of a new tab, which a person clicking
    // "News" in an open back office does not wait for.
    const fromNavigation = await page.evaluate(() => window.__rowsAt ?? NaN);
    const shown = await page.locator('.adm-table tbody tr').count();
    rows.push({ visit, usableMs: usable.toFixed(0), fromNavigationMs: fromNavigation.toFixed(0), rowsShown: shown, fetchedKiB: (bytes / 1024).toFixed(1) });
    await context.close();
  }
  await browser.close();
  console.log('news table in Chromium (address to rows on screen):');
  console.table(rows);
}
const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
console.log('RSS MiB', Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024);
console.log('load average', readFileSync('/proc/loadavg', 'utf8').trim());
{
  const done = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await done;
  rmSync(dir, { recursive: true, force: true });
}
