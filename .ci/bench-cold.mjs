// Site search right after a restart (run by .ci/bench-cold): starts the release binary on a
// scratch database, fills it through the API (8 writers: news, notices and documents whose PDFs
// carry text), notes the answers of a few searches, stops it, then restarts it BENCH_COLD times
// and times, from the spawn: the first answer of any kind (the process listens), the first
// correct answer of every search (each asked at once and again every millisecond, all side by
// side, as visitors would) and /healthz saying ready. Any answer that differs from the one given
// before the restart fails the run. With BENCH_LOG=oshec=debug it also prints what the server
// logs of its start (reading the kept indexes). 127.0.0.1 only; bounded by BENCH_DEADLINE.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';

const work = process.env.BENCH_WORK;
const bin = process.env.BENCH_BIN;
const COUNTS = {
  news: Number(process.env.BENCH_NEWS ?? 10000),
  notices: Number(process.env.BENCH_NOTICES ?? 2000),
  documents: Number(process.env.BENCH_DOCUMENTS ?? 500),
};
const RUNS = Number(process.env.BENCH_COLD ?? 8);
const DEADLINE_S = Number(process.env.BENCH_DEADLINE ?? 1200);
const PORT = 18183;
const base = `http://127.0.0.1:${PORT}`;
const api = (p) => `${base}/oshec/api${p}`;
const db = path.join(work, 'cold.redb');
const EMAIL = 'bench@cold.test';
const PASSWORD = 'cold start benchmark password';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const b64 = (text) => Buffer.from(text, 'utf8').toString('base64');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Common and rare words, English and Odia, a word only inside documents' PDFs, a typo, and one
// that finds nothing (its answer carries a suggestion or none).
const SEARCHES = ['council', 'ସୂଚନା 777', 'number 4321', 'quorum', 'acreditation', 'zzqqxx'];
const searchPath = (q) => `/search/allowAll/query?q=${encodeURIComponent(q)}&page=1`;

let server;
let log = '';
function start() {
  const t0 = performance.now();
  log = '';
  server = spawn(bin, ['serve', '--no-seed', '--database', db, '--bind', `127.0.0.1:${PORT}`], {
    cwd: work,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      OSHEC_LOG: process.env.BENCH_LOG ?? 'warn',
      OSHEC_MAX_CONNECTIONS_PER_ADDRESS: '1000',
    },
  });
  server.stderr.on('data', (d) => {
    log += d;
    if (!process.env.BENCH_LOG) process.stderr.write(d);
  });
  return t0;
}
async function stop() {
  const done = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await done;
}
async function ready() {
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await sleep(20);
  }
}

async function signIn() {
  const body = b64(JSON.stringify({ userName: EMAIL, password: PASSWORD, captcha: 'ignore' }));
  const r = await fetch(api('/allowAll/authenticate'), { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });
  const json = await r.json();
  if (!json.outcome) throw new Error(`sign-in failed: ${json.message}`);
  return json.data;
}

/** A valid PDF of `pages` pages, each showing `lines` in Helvetica (text a reader can copy). */
function pdf(pages) {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', null];
  const font = 3;
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids = [];
  for (const lines of pages) {
    const escaped = lines.map((l) => l.replace(/[\\()]/g, (c) => `\\${c}`));
    const ops = escaped.map((l, i) => `BT /F1 11 Tf 50 ${780 - i * 14} Td (${l}) Tj ET`).join('\n');
    objects.push(`<< /Length ${Buffer.byteLength(ops)} >>\nstream\n${ops}\nendstream`);
    const contents = objects.length;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${contents} 0 R >>`);
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const words =
  'The council reviewed the academic calendar, affiliation norms and the research grants for ' +
  'state universities, and asked colleges to publish their plans before the next session. ';
const odia =
  'ପରିଷଦ ଶୈକ୍ଷିକ କ୍ୟାଲେଣ୍ଡର, ଅନୁବନ୍ଧନ ନିୟମ ଏବଂ ରାଜ୍ୟ ବିଶ୍ୱବିଦ୍ୟାଳୟଗୁଡ଼ିକ ପାଇଁ ଗବେଷଣା ଅନୁଦାନ ସମୀକ୍ଷା କଲା। ';
const minutes = [
  'Minutes of the meeting of the governing body held in the council hall.',
  'The quorum being present, the chair opened the meeting at eleven.',
  'Item 1: accreditation of affiliated colleges and the revised syllabus.',
  'Item 2: grants for research projects in state universities.',
  'Item 3: any other matter with the permission of the chair.',
];
const KINDS = {
  news: {
    manage: '/latestNews/manage', field: 'cipherLatestNewsDto',
    record: (i) => ({
      latestNewsId: null, newsTitleEn: `Council update number ${i}`, newsTitleOd: `ପରିଷଦ ସୂଚନା ${i}`,
      newsDate: new Date(Date.UTC(2015, 0, 1) + (i % 4000) * 86_400_000).toISOString().slice(0, 10),
      newsDescEn: `${i}: ${words.repeat(3)}`.slice(0, 400), newsDescOd: `${i}: ${odia.repeat(4)}`.slice(0, 400),
      newsLink: `https://example.org/news/${i}`, isActive: true,
    }),
  },
  notices: {
    manage: '/announce/notice/manage', field: 'cipherAnnounceNoticeDTO',
    record: (i) => ({
      announceNoticeId: null, announceLinkEn: `Notice ${i}: admissions schedule`,
      announceLinkOd: `ନୋଟିସ୍ ${i}: ନାମଲେଖା ସୂଚୀ`, announceLinkPath: '/Notifications/Notices', isActive: true,
    }),
  },
  documents: {
    manage: '/document/manage', field: 'cipherDocumentDto',
    record: (i) => ({
      documentId: null, titleEn: `Proceedings ${i}`, titleOd: `କାର୍ଯ୍ୟବିବରଣୀ ${i}`,
      category: ['acts', 'proceedings', 'notices', 'ug', 'pg'][i % 5],
      publishDate: `20${16 + (i % 10)}-0${1 + (i % 9)}-1${i % 10}`, validUntil: '', fileLanguage: 'en', isActive: true,
    }),
    file: (i) => pdf(Array.from({ length: 1 + (i % 4) }, (_, p) => [`Reference ${i}-${p}`, ...minutes])),
  },
};

async function fill(token) {
  const jobs = [];
  for (const [name, kind] of Object.entries(KINDS)) {
    for (let i = 0; i < COUNTS[name]; i++) {
      jobs.push(async () => {
        const form = new FormData();
        form.set(kind.field, b64(JSON.stringify(kind.record(i))));
        if (kind.file) form.set('documentFile', new Blob([kind.file(i)], { type: 'application/pdf' }), 'minutes.pdf');
        const r = await fetch(api(kind.manage), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
        const json = await r.json();
        if (!r.ok || !json.outcome) throw new Error(`${kind.manage}: ${r.status} ${json.message}`);
      });
    }
  }
  // Interleaved, as a council publishes.
  jobs.sort(() => Math.random() - 0.5);
  let next = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < jobs.length) {
      await jobs[next++]();
      if (next % 2500 === 0) process.stderr.write(`  ${next}/${jobs.length} written\n`);
    }
  }));
  return (performance.now() - t0) / 1000;
}

async function answers() {
  const read = async (q) => JSON.stringify(await (await fetch(api(searchPath(q)))).json());
  return Promise.all(SEARCHES.map(read));
}

/** `key=value` pairs of the last log line holding `message`, as numbers. */
function logged(message) {
  const line = log.split('\n').filter((l) => l.includes(message)).pop();
  if (!line) return null;
  return Object.fromEntries([...line.matchAll(/(\w+)=(\d+)/g)].map((m) => [m[1], Number(m[2])]));
}

async function coldStart(expected) {
  const t0 = start();
  const until = async (url, check) => {
    for (;;) {
      try {
        const r = await fetch(url);
        const text = await r.text();
        const ms = performance.now() - t0;
        if (check(r, text)) return ms;
      } catch (e) {
        if (e.wrong) throw e;
        /* not listening yet */
      }
      await sleep(1);
    }
  };
  const same = (what, want) => (r, text) => {
    if (!r.ok) return false;
    if (JSON.stringify(JSON.parse(text)) !== want) {
      const e = new Error(`WRONG ${what} after a cold start: ${text.slice(0, 300)}`);
      e.wrong = true;
      throw e;
    }
    return true;
  };
  const [listening, search, healthy] = await Promise.all([
    until(`${base}/healthz`, () => true),
    Promise.all(SEARCHES.map((q, i) => until(api(searchPath(q)), same(`search ${q}`, expected[i])))).then((ms) =>
      Math.max(...ms),
    ),
    until(`${base}/healthz`, (r) => r.ok),
  ]);
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const rss = Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024;
  await stop();
  return { listening, search, healthy, rss, kept: logged('kept indexes read') };
}

async function main() {
  const setup = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  if (process.env.BENCH_DB) {
    copyFileSync(process.env.BENCH_DB, db);
  } else {
    const made = spawnSync(bin, ['create-admin', '--database', db, '--email', EMAIL, '--password-stdin'], { input: PASSWORD });
    if (made.status !== 0) throw new Error(`create-admin: ${made.stderr}`);
    start();
    await ready();
    const secs = await fill(await signIn());
    console.log(`filled ${COUNTS.news} news, ${COUNTS.notices} notices, ${COUNTS.documents} documents through the API in ${secs.toFixed(0)} s (8 writers)`);
    await stop();
    if (process.env.BENCH_KEEP) copyFileSync(db, process.env.BENCH_KEEP);
  }
  // One start of this binary first: it keeps the indexes its own way (a start of another
  // build rebuilds them), and gives the answers every restart must give again.
  start();
  await ready();
  const expected = await answers();
  await stop();
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await coldStart(expected));
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`\n${RUNS} restarts from spawn (load average ${setup} before, ${load} after; goal: a correct search within 100 ms):\n`);
  console.log('| run | listening | every search correct | /healthz ready | kept indexes read (log) | RSS |');
  console.log('|---|---|---|---|---|---|');
  const keptMs = (r) => (r.kept?.micros !== undefined ? `${(r.kept.micros / 1000).toFixed(0)} ms` : '');
  runs.forEach((r, i) =>
    console.log(`| ${i + 1} | ${r.listening.toFixed(0)} ms | ${r.search.toFixed(0)} ms | ${r.healthy.toFixed(0)} ms | ${keptMs(r)} | ${r.rss.toFixed(1)} MiB |`),
  );
  const med = (k) => median(runs.map((r) => r[k])).toFixed(0);
  console.log(`| median | ${med('listening')} ms | ${med('search')} ms | ${med('healthy')} ms | | |`);
}

const deadline = setTimeout(() => {
  console.error(`stopped after ${DEADLINE_S} s (BENCH_DEADLINE)`);
  if (server && server.exitCode === null) server.kill('SIGKILL');
  process.exit(1);
}, DEADLINE_S * 1000);
main()
  .then(() => clearTimeout(deadline))
  .catch((e) => {
    console.error(e);
    if (server && server.exitCode === null) server.kill('SIGKILL');
    process.exit(1);
  });
