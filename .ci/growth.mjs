// The growth benchmark's driver (run by .ci/bench-growth from ui/, whose packages it uses).
// Starts the release binary on a scratch database, measures, fills it through the API with years
// of content, measures again, restarts it cold, and prints one table.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(process.cwd(), 'package.json'));
const { chromium } = require('@playwright/test');

const work = process.env.BENCH_WORK;
const bin = process.env.BENCH_BIN;
const counts = {
  news: Number(process.env.BENCH_NEWS ?? 10000),
  notices: Number(process.env.BENCH_NOTICES ?? 2000),
  photos: Number(process.env.BENCH_PHOTOS ?? 500),
};
const PORT = 18180;
const base = `http://127.0.0.1:${PORT}`;
const api = (p) => `${base}/oshec/api${p}`;
const db = path.join(work, 'growth.redb');
const EMAIL = 'bench@oshec.test';
const PASSWORD = 'growth benchmark password';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const b64 = (text) => Buffer.from(text, 'utf8').toString('base64');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)];
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

let server;
function start() {
  const t0 = performance.now();
  server = spawn(bin, ['serve', '--database', db, '--bind', `127.0.0.1:${PORT}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, OSHEC_LOG: process.env.BENCH_LOG ?? 'warn' },
  });
  server.stderr.on('data', (d) => process.stderr.write(d));
  return t0;
}
async function firstAnswer(t0, url) {
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) {
        await r.arrayBuffer();
        return performance.now() - t0;
      }
    } catch {
      /* not listening yet */
    }
    await sleep(1);
  }
}
async function stop() {
  const done = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await done;
}
function memory() {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const field = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))[1]) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function signIn() {
  const body = b64(JSON.stringify({ userName: EMAIL, password: PASSWORD, captcha: 'ignore' }));
  const r = await fetch(api('/allowAll/authenticate'), {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body,
  });
  const json = await r.json();
  if (!json.outcome) throw new Error(`sign-in failed: ${json.message}`);
  return json.data;
}

let token;
async function manage(pathName, field, record, file) {
  const form = new FormData();
  form.set(field, b64(JSON.stringify(record)));
  if (file) form.set(file.field, new Blob([file.bytes], { type: 'image/jpeg' }), 'photo.jpg');
  const t0 = performance.now();
  const r = await fetch(api(pathName), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const json = await r.json();
  if (!r.ok || !json.outcome) throw new Error(`${pathName}: ${r.status} ${json.message}`);
  return { ms: performance.now() - t0, data: json.data };
}

const words =
  'The council reviewed the academic calendar, affiliation norms and the research grants for ' +
  'state universities, and asked colleges to publish their plans before the next session. ';
const odia =
  'ପରିଷଦ ଶୈକ୍ଷିକ କ୍ୟାଲେଣ୍ଡର, ଅନୁବନ୍ଧନ ନିୟମ ଏବଂ ରାଜ୍ୟ ବିଶ୍ୱବିଦ୍ୟାଳୟଗୁଡ଼ିକ ପାଇଁ ଗବେଷଣା ଅନୁଦାନ ସମୀକ୍ଷା କଲା। ';
const news = (i) => ({
  latestNewsId: null,
  newsTitleEn: `Council update number ${i}`,
  newsTitleOd: `ପରିଷଦ ସୂଚନା ${i}`,
  newsDate: new Date(Date.UTC(2015, 0, 1) + (i % 4000) * 86_400_000).toISOString().slice(0, 10),
  newsDescEn: `${i}: ${words.repeat(3)}`.slice(0, 400),
  newsDescOd: `${i}: ${odia.repeat(4)}`.slice(0, 400),
  newsLink: `https://example.org/news/${i}`,
  isActive: true,
});
const notice = (i) => ({
  announceNoticeId: null,
  announceLinkEn: `Notice ${i}: admissions schedule`,
  announceLinkOd: `ନୋଟିସ୍ ${i}: ନାମଲେଖା ସୂଚୀ`,
  announceLinkPath: '/Notifications/Notices',
  isActive: true,
});
const photoRecord = (i) => ({
  imageGalleryId: null,
  displayName: `Campus event ${i}`,
  displayNameOd: `କ୍ୟାମ୍ପସ କାର୍ଯ୍ୟକ୍ରମ ${i}`,
  isActive: true,
});

async function fill(photo) {
  const jobs = [];
  for (let i = 0; i < counts.news; i++)
    jobs.push(() => manage('/latestNews/manage', 'cipherLatestNewsDto', news(i)));
  for (let i = 0; i < counts.notices; i++)
    jobs.push(() => manage('/announce/notice/manage', 'cipherAnnounceNoticeDTO', notice(i)));
  for (let i = 0; i < counts.photos; i++)
    jobs.push(() =>
      manage('/imageGallery/manage', 'cipherImageGalleryDto', photoRecord(i), {
        field: 'displayImg',
        bytes: photo,
      }),
    );
  // Interleaved, as a council publishes: news, notices and photos mixed.
  jobs.sort(() => Math.random() - 0.5);
  let next = 0;
  const t0 = performance.now();
  const writer = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      await job();
      if (next % 2000 === 0) process.stderr.write(`  ${next}/${jobs.length} written\n`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, writer));
  return (performance.now() - t0) / 1000;
}

// Visitors reading while the write median is measured: the home page and its list calls.
const homeCalls = [
  '/',
  '/oshec/api/latestNews/allowAll/list?page=1&size=6',
  '/oshec/api/imageGallery/allowAll/list?page=1&size=6',
  '/oshec/api/announce/notice/allowAll/list?page=1&size=10',
  '/oshec/api/banner/allowAll/list',
];
async function visitors(stopAt) {
  let served = 0;
  const reader = async () => {
    for (let i = 0; !stopAt.done; i++) {
      const r = await fetch(base + homeCalls[i % homeCalls.length], {
        headers: { 'Accept-Encoding': 'br' },
      });
      await r.arrayBuffer();
      served++;
    }
  };
  await Promise.all(Array.from({ length: 4 }, reader));
  return served;
}

async function writeLatency(n) {
  const stopAt = { done: false };
  const reading = visitors(stopAt);
  const times = [];
  for (let i = 0; i < n; i++) {
    times.push((await manage('/latestNews/manage', 'cipherLatestNewsDto', news(90000 + i))).ms);
  }
  stopAt.done = true;
  const served = await reading;
  return { median: median(times), p95: pct(times, 0.95), served };
}

// Site search at this size: the median and 95th percentile of a query's answer, over words that
// match many items, few items and none, in both languages (one page of ten hits each).
const SEARCHES = ['council', 'update', 'research grants', 'number 4321', 'ପରିଷଦ', 'ସୂଚନା 777', 'admissions', 'zzqqxx'];
async function searchLatency(rounds) {
  const times = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of SEARCHES) {
      const t0 = performance.now();
      const res = await fetch(api(`/search/allowAll/query?q=${encodeURIComponent(q)}&page=1`));
      const json = await res.json();
      if (!res.ok || !json.outcome) throw new Error(`search ${q}: ${res.status} ${json.message}`);
      times.push(performance.now() - t0);
    }
  }
  return { median: median(times), p95: pct(times, 0.95) };
}

// What a phone visitor's browser transfers for the home page, scrolled to the end.
async function homeBytes(browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
  });
  const page = await context.newPage();
  const sizes = [];
  page.on('requestfinished', (req) => {
    sizes.push(
      req.sizes().then((s) => ({
        url: req.url(),
        type: req.resourceType(),
        bytes: s.responseBodySize + s.responseHeadersSize,
        body: s.responseBodySize,
      })),
    );
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  for (let y = 0; y < 30; y++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(80);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const all = await Promise.all(sizes);
  await context.close();
  const sum = (xs) => xs.reduce((a, r) => a + r.bytes, 0);
  return {
    total: sum(all),
    api: sum(all.filter((r) => r.url.includes('/oshec/api/'))),
    images: sum(all.filter((r) => r.type === 'image')),
    requests: all.length,
  };
}

// Cold starts at this size: from spawning the binary to a correct first news page, a correct
// first search answer and /healthz saying ready, each asked for at once and again every
// millisecond until answered (the three in parallel, as visitors and a monitor would).
// `expected` holds the answers the server gave before it stopped; any other answer fails.
const COLD_NEWS = '/latestNews/allowAll/list?page=1&size=6';
const COLD_SEARCHES = ['council', 'ସୂଚନା 777'];
const coldSearchPath = (q) => `/search/allowAll/query?q=${encodeURIComponent(q)}&page=1`;
async function answers() {
  const read = async (p) => JSON.stringify(await (await fetch(api(p))).json());
  return {
    news: await read(COLD_NEWS),
    searches: await Promise.all(COLD_SEARCHES.map((q) => read(coldSearchPath(q)))),
  };
}
async function coldStart(expected) {
  const t0 = start();
  const until = async (url, check) => {
    for (;;) {
      try {
        const r = await fetch(url);
        const text = await r.text();
        if (r.ok) {
          const ms = performance.now() - t0;
          check(text);
          return ms;
        }
      } catch (e) {
        if (e.wrong) throw e;
        /* not listening yet */
      }
      await sleep(1);
    }
  };
  const same = (what, want) => (text) => {
    if (JSON.stringify(JSON.parse(text)) !== want) {
      const e = new Error(`WRONG ${what} after a cold start: ${text.slice(0, 300)}`);
      e.wrong = true;
      throw e;
    }
  };
  const [news, search, ready] = await Promise.all([
    until(api(COLD_NEWS), same('news page', expected.news)),
    Promise.all(
      COLD_SEARCHES.map((q, i) => until(api(coldSearchPath(q)), same(`search ${q}`, expected.searches[i]))),
    ).then((ms) => Math.max(...ms)),
    until(`${base}/healthz`, () => {}),
  ]);
  const rss = memory().rss;
  await stop();
  return { news, search, ready, rss };
}
async function coldStarts(runs, expected) {
  const out = [];
  for (let i = 0; i < runs; i++) out.push(await coldStart(expected));
  return out;
}
function printColdStarts(runs) {
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`\ncold starts from spawn (load average ${load}; goal: at most 200 ms):\n`);
  console.log('| run | first news page | first search (both queries) | /healthz ready | RSS |');
  console.log('|---|---|---|---|---|');
  runs.forEach((r, i) =>
    console.log(`| ${i + 1} | ${r.news.toFixed(0)} ms | ${r.search.toFixed(0)} ms | ${r.ready.toFixed(0)} ms | ${r.rss.toFixed(1)} MiB |`),
  );
  const med = (k) => median(runs.map((r) => r[k])).toFixed(0);
  console.log(`| median | ${med('news')} ms | ${med('search')} ms | ${med('ready')} ms | |`);
}

// BENCH_DB=<a filled database>: only the cold starts (BENCH_COLD runs, default 5), on a copy.
async function coldOnly() {
  copyFileSync(process.env.BENCH_DB, db);
  await firstAnswer(start(), `${base}/healthz`);
  const expected = await answers();
  await stop();
  printColdStarts(await coldStarts(Number(process.env.BENCH_COLD ?? 5), expected));
}

async function main() {
  const photo = readFileSync(path.join(work, 'gallery.jpg'));
  const made = spawnSync(
    bin,
    ['create-admin', '--database', db, '--email', EMAIL, '--password-stdin'],
    { input: PASSWORD },
  );
  if (made.status !== 0) throw new Error(`create-admin: ${made.stderr}`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    await firstAnswer(start(), `${base}/healthz`);
    token = await signIn();
    const starterHome = await homeBytes(browser);
    const starterWrite = await writeLatency(50);
    const starterSearch = await searchLatency(20);
    const starterMem = memory();
    await stop();
    const starterCold = await firstAnswer(start(), `${base}/`);

    token = await signIn();
    process.stderr.write(
      `filling: ${counts.news} news, ${counts.notices} notices, ${counts.photos} photos (${kib(photo.length)} each)\n`,
    );
    const fillSecs = await fill(photo);
    const grownWrite = await writeLatency(200);
    const grownSearch = await searchLatency(20);
    const grownMem = memory();
    const grownHome = await homeBytes(browser);
    const expected = await answers();
    await stop();
    const grownCold = await firstAnswer(start(), `${base}/`);
    await stop();
    const colds = await coldStarts(Number(process.env.BENCH_COLD ?? 5), expected);

    const row = (name, a, b) => console.log(`| ${name} | ${a} | ${b} |`);
    console.log(`\nfilled ${counts.news + counts.notices + counts.photos} records through the API in ${fillSecs.toFixed(0)} s (8 writers)\n`);
    console.log('| measure | starter content | after the fill |');
    console.log('|---|---|---|');
    row('news `manage`, median (p95), 4 visitors reading', `${starterWrite.median.toFixed(1)} ms (${starterWrite.p95.toFixed(1)})`, `${grownWrite.median.toFixed(1)} ms (${grownWrite.p95.toFixed(1)})`);
    row('server RSS after the writes (peak)', `${starterMem.rss.toFixed(1)} MiB (${starterMem.peak.toFixed(1)})`, `${grownMem.rss.toFixed(1)} MiB (${grownMem.peak.toFixed(1)})`);
    row('cold start to the first answer of `/`', `${starterCold.toFixed(0)} ms`, `${grownCold.toFixed(0)} ms`);
    row('search, one page of hits, median (p95)', `${starterSearch.median.toFixed(1)} ms (${starterSearch.p95.toFixed(1)})`, `${grownSearch.median.toFixed(1)} ms (${grownSearch.p95.toFixed(1)})`);
    row('home page in Chromium at 390 px, all bytes', kib(starterHome.total), kib(grownHome.total));
    row('  of which API answers', kib(starterHome.api), kib(grownHome.api));
    row('  of which images', kib(starterHome.images), kib(grownHome.images));
    row('  requests', starterHome.requests, grownHome.requests);
    const ratio = grownHome.total / starterHome.total;
    console.log(`\nhome bytes grown/starter: ${ratio.toFixed(3)}`);
    printColdStarts(colds);
  } finally {
    await browser.close();
    if (server && server.exitCode === null) server.kill('SIGKILL');
  }
}

(process.env.BENCH_DB ? coldOnly() : main()).catch((e) => {
  console.error(e);
  if (server && server.exitCode === null) server.kill('SIGKILL');
  process.exit(1);
});
