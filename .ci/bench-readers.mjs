// Readers and writers side by side (run by .ci/bench-readers): starts the release binary on a
// scratch database, fills it through the API (8 writers) and times the fill, times single news
// saves at that size, then runs wrk against the news list and the home page while officials save
// 0, 2 and 10 news items a second, and prints one table. 127.0.0.1 only; every run is bounded.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const work = process.env.BENCH_WORK;
const bin = process.env.BENCH_BIN;
const NEWS = Number(process.env.BENCH_NEWS ?? 10000);
const NOTICES = Number(process.env.BENCH_NOTICES ?? 2500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 18181;
const base = `http://127.0.0.1:${PORT}`;
const api = (p) => `${base}/oshec/api${p}`;
const db = path.join(work, 'readers.redb');
const EMAIL = 'bench@oshec.test';
const PASSWORD = 'readers benchmark password';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const b64 = (text) => Buffer.from(text, 'utf8').toString('base64');
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)];

let server;
async function start() {
  server = spawn(bin, ['serve', '--no-seed', '--database', db, '--bind', `127.0.0.1:${PORT}`], {
    cwd: work,
    stdio: ['ignore', 'ignore', 'inherit'],
    // wrk's 64 connections and the writers all come from 127.0.0.1: above the per-address cap.
    env: { ...process.env, OSHEC_LOG: 'warn', OSHEC_MAX_CONNECTIONS_PER_ADDRESS: '1000' },
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await sleep(20);
  }
}
async function stop() {
  const done = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await done;
}

async function signIn() {
  const body = b64(JSON.stringify({ userName: EMAIL, password: PASSWORD, captcha: 'ignore' }));
  const r = await fetch(api('/allowAll/authenticate'), { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });
  const json = await r.json();
  if (!json.outcome) throw new Error(`sign-in failed: ${json.message}`);
  return json.data;
}

let token;
// Officials' saves go through a keep-alive client of node:http, the form encoded by the
// platform's own FormData (through Response) before the clock starts, asking for the encodings
// Chromium asks for (the answer is compressed as an official's browser gets it). Node's fetch
// spends about a millisecond of the shared cores a request by itself (docs/benchmarks.md, "Writes at 12,500
// records"), which timed the client, not the server. `viaFetch` keeps the old measure beside it.
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
async function encodeForm(field, record) {
  const form = new FormData();
  form.set(field, b64(JSON.stringify(record)));
  const encoded = new Response(form);
  return { type: encoded.headers.get('content-type'), body: Buffer.from(await encoded.arrayBuffer()) };
}
function post(pathName, type, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      api(pathName),
      { method: 'POST', agent, headers: { Authorization: `Bearer ${token}`, 'Content-Type': type, 'Content-Length': body.length, 'Accept-Encoding': 'gzip, deflate, br, zstd' } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const plain = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync }[res.headers['content-encoding']]?.(raw) ?? raw;
          resolve({ status: res.statusCode, json: JSON.parse(plain.toString('utf8')) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
async function manage(pathName, field, record) {
  const { type, body } = await encodeForm(field, record);
  const t0 = performance.now();
  const { status, json } = await post(pathName, type, body);
  const ms = performance.now() - t0;
  if (status !== 200 || !json.outcome) throw new Error(`${pathName}: ${status} ${json.message}`);
  return { ms, data: json.data };
}
async function manageViaFetch(pathName, field, record) {
  const form = new FormData();
  form.set(field, b64(JSON.stringify(record)));
  const t0 = performance.now();
  const r = await fetch(api(pathName), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const json = await r.json();
  if (!r.ok || !json.outcome) throw new Error(`${pathName}: ${r.status} ${json.message}`);
  return { ms: performance.now() - t0, data: json.data };
}

const words = 'The council reviewed the academic calendar, affiliation norms and the research grants for state universities. ';
const odia = 'ପରିଷଦ ଶୈକ୍ଷିକ କ୍ୟାଲେଣ୍ଡର, ଅନୁବନ୍ଧନ ନିୟମ ଏବଂ ଗବେଷଣା ଅନୁଦାନ ସମୀକ୍ଷା କଲା। ';
const news = (i, id = null) => ({
  latestNewsId: id,
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

async function fill() {
  const jobs = [];
  for (let i = 0; i < NEWS; i++) jobs.push(() => manage('/latestNews/manage', 'cipherLatestNewsDto', news(i)));
  for (let i = 0; i < NOTICES; i++) jobs.push(() => manage('/announce/notice/manage', 'cipherAnnounceNoticeDTO', notice(i)));
  let next = 0;
  const writer = async () => {
    while (next < jobs.length) await jobs[next++]();
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: 8 }, writer));
  return jobs.length / ((performance.now() - t0) / 1000);
}

/** Saves of one news item, one after another: their times. */
async function saves(id, n, send = manage) {
  const times = [];
  for (let i = 0; i < n; i++) times.push((await send('/latestNews/manage', 'cipherLatestNewsDto', news(900000 + i, id))).ms);
  return times;
}

/** Saves `rate` news edits a second until `stop()`; answers the stopper. */
function writeAt(rate, id) {
  if (rate === 0) return async () => 0;
  let running = true;
  let made = 0;
  const loop = (async () => {
    const gap = 1000 / rate;
    let due = performance.now();
    while (running) {
      await manage('/latestNews/manage', 'cipherLatestNewsDto', news(800000 + made, id));
      made++;
      due += gap;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return made;
  };
}

/** wrk's requests a second and p99 (ms) against `url` (run beside the writers, not blocking them). */
async function wrk(url) {
  const child = spawn('wrk', ['-t2', '-c64', `-d${SECONDS}s`, '--latency', '-H', 'Accept-Encoding: br', url]);
  let stdout = '';
  child.stdout.on('data', (d) => (stdout += d));
  const status = await new Promise((r) => child.once('close', r));
  if (status !== 0) throw new Error(`wrk ended with ${status}`);
  const rps = Number(stdout.match(/Requests\/sec:\s+([\d.]+)/)[1]);
  const m = stdout.match(/99%\s+([\d.]+)(us|ms|s)/);
  const p99 = Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
  return { rps, p99 };
}

const made = spawnSync(bin, ['create-admin', '--database', db, '--email', EMAIL, '--password-stdin'], { input: PASSWORD, cwd: work });
if (made.status !== 0) throw new Error(`create-admin: ${made.stderr}`);
await start();
try {
  token = await signIn();
  const fillRate = await fill();
  const first = await manage('/latestNews/manage', 'cipherLatestNewsDto', news(0));
  const id = first.data.latestNewsId;
  await saves(id, 20); // warm
  const saveTimes = await saves(id, 200);
  await saves(id, 20, manageViaFetch); // warm
  const fetchTimes = await saves(id, 200, manageViaFetch);
  const targets = [
    ['news list', `${base}/oshec/api/latestNews/allowAll/list?page=1&size=10`],
    ['home page', `${base}/`],
  ];
  const rows = [];
  for (const [name, url] of targets) {
    const row = { name };
    for (const rate of [0, 2, 10]) {
      const stopWriting = writeAt(rate, id);
      const r = await wrk(url);
      const wrote = await stopWriting();
      row[rate] = { ...r, wrote };
    }
    rows.push(row);
  }
  const records = NEWS + NOTICES;
  console.log(`\n${records} records (${NEWS} news, ${NOTICES} notices), filled through the API by 8 writers at ${fillRate.toFixed(0)} records/s`);
  console.log(`news save at that size: median ${median(saveTimes).toFixed(2)} ms, p95 ${sorted(saveTimes)[Math.floor(saveTimes.length * 0.95)].toFixed(2)} ms (200 saves of one item, one after another; through Node's fetch: median ${median(fetchTimes).toFixed(2)} ms)\n`);
  const cell = (x, base0) => `${Math.round(x.rps).toLocaleString('en')} (${Math.round((100 * x.rps) / base0)} %), p99 ${x.p99.toFixed(1)} ms`;
  console.log(`| wrk -t2 -c64, ${SECONDS} s each | read only | while officials save 2 a second | 10 a second |`);
  console.log('|---|---|---|---|');
  for (const row of rows) {
    console.log(`| ${row.name}, requests/s | ${Math.round(row[0].rps).toLocaleString('en')}, p99 ${row[0].p99.toFixed(1)} ms | ${cell(row[2], row[0].rps)} | ${cell(row[10], row[0].rps)} |`);
  }
  console.log(`\n(saves made during the runs: ${rows.map((r) => `${r.name} ${r[2].wrote}/${r[10].wrote}`).join(', ')})`);
} finally {
  await stop();
}
