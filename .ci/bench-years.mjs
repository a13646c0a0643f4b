// Ten years of a council's edits (run by .ci/bench-years): starts the release binary on a scratch
// database and, through the API, publishes news, notices and documents and edits each of them
// five times (three edits published by an administrator, two written by a contributor, submitted
// and approved by an approver: a draft, a submission and an approval each), and replaces a tenth
// of the documents' files twice. Then it prints the database's size, the growth per year, the
// time and size of a full backup, and what `purge-revisions --keep 5` would free. 127.0.0.1 only.
import { spawn, spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

const work = process.env.BENCH_WORK;
const bin = process.env.BENCH_BIN;
const COUNTS = {
  news: Number(process.env.BENCH_NEWS ?? 3000),
  notices: Number(process.env.BENCH_NOTICES ?? 1500),
  documents: Number(process.env.BENCH_DOCUMENTS ?? 2000),
};
const YEARS = 10;
const PORT = 18182;
const base = `http://127.0.0.1:${PORT}`;
const api = (p) => `${base}/oshec/api${p}`;
const db = path.join(work, 'years.redb');
const PASSWORD = 'ten years benchmark password';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const b64 = (text) => Buffer.from(text, 'utf8').toString('base64');
const mib = (n) => `${(n / 1048576).toFixed(1)} MiB`;

function run(args, input = '') {
  const out = spawnSync(bin, [...args, '--database', db], { input, cwd: work, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`${args[0]}: ${out.stderr}`);
  return out.stdout.trim();
}

let server;
async function start() {
  server = spawn(bin, ['serve', '--no-seed', '--database', db, '--bind', `127.0.0.1:${PORT}`], {
    cwd: work,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, OSHEC_LOG: 'warn,lopdf=error', OSHEC_MAX_CONNECTIONS_PER_ADDRESS: '1000' },
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

async function signIn(email) {
  const body = b64(JSON.stringify({ userName: email, password: PASSWORD, captcha: 'ignore' }));
  const json = await (await fetch(api('/allowAll/authenticate'), { method: 'POST', body })).json();
  if (!json.outcome) throw new Error(`sign-in ${email}: ${json.message}`);
  return json.data;
}

async function call(token, pathName, form) {
  const r = await fetch(api(pathName), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const json = await r.json();
  if (!r.ok || json.outcome === false) throw new Error(`${pathName}: ${r.status} ${json.message}`);
  return json.data;
}
async function step(token, pathName, body) {
  const r = await fetch(api(pathName), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await r.json();
  if (!r.ok || json.outcome === false) throw new Error(`${pathName}: ${r.status} ${json.message}`);
}

/** A valid one-page PDF of about `size` bytes (an uncompressed stream of text). */
function pdf(salt, size) {
  const filler = Buffer.from(`BT /F1 10 Tf 10 10 Td (${salt}) Tj ET\n`.repeat(Math.max(1, Math.floor(size / 40))));
  const parts = [`%PDF-1.4\n% ${salt}\n`];
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
  let length = Buffer.byteLength(parts[0]);
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const text = `${i + 1} 0 obj\n${body}\nendobj\n`;
    parts.push(text);
    length += Buffer.byteLength(text);
  });
  offsets.push(length);
  const head = Buffer.from(`4 0 obj\n<< /Length ${filler.length} >>\nstream\n`);
  const tail = Buffer.from('\nendstream\nendobj\n');
  length += head.length + filler.length + tail.length;
  let xref = 'xref\n0 5\n0000000000 65535 f \n';
  for (const o of offsets) xref += `${String(o).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([Buffer.from(parts.join('')), head, filler, tail, Buffer.from(xref)]);
}

const KINDS = {
  news: {
    manage: '/latestNews/manage', field: 'cipherLatestNewsDto', id: 'latestNewsId', entity: 'latestNews',
    record: (i, v) => ({
      newsTitleEn: `Council news ${i}, version ${v}`, newsTitleOd: `ପରିଷଦ ସମ୍ବାଦ ${i}`,
      newsDate: `20${16 + (i % 10)}-0${1 + (i % 9)}-1${i % 10}`,
      newsDescEn: `Version ${v}: the council reviewed the academic calendar, affiliation norms and research grants. `.repeat(2),
      newsDescOd: 'ପରିଷଦ ଶୈକ୍ଷିକ କ୍ୟାଲେଣ୍ଡର, ଅନୁବନ୍ଧନ ନିୟମ ଏବଂ ଗବେଷଣା ଅନୁଦାନ ସମୀକ୍ଷା କଲା। '.repeat(2),
      newsLink: '', newsBodyEn: `## Version ${v}\n\n${'The council met and decided on the matters below. '.repeat(12)}`,
      newsBodyOd: `## ସଂସ୍କରଣ\n\n${'ପରିଷଦ ବୈଠକରେ ନିମ୍ନଲିଖିତ ବିଷୟରେ ନିଷ୍ପତ୍ତି ନେଲା। '.repeat(10)}`,
    }),
  },
  notices: {
    manage: '/announce/notice/manage', field: 'cipherAnnounceNoticeDTO', id: 'announceNoticeId', entity: 'announceNotice',
    record: (i, v) => ({ announceLinkEn: `Notice ${i}: admissions schedule, version ${v}`, announceLinkOd: `ବିଜ୍ଞପ୍ତି ${i}: ନାମଲେଖା ସୂଚୀ`, announceLinkPath: '/Notifications/Notices' }),
  },
  documents: {
    manage: '/document/manage', field: 'cipherDocumentDto', id: 'documentId', entity: 'document',
    record: (i, v) => ({
      titleEn: `Council document ${i}, version ${v}`, titleOd: `ପରିଷଦ ଦଲିଲ ${i}`,
      category: ['acts', 'proceedings', 'notices', 'ug', 'pg'][i % 5],
      publishDate: `20${16 + (i % 10)}-0${1 + (i % 9)}-0${1 + (i % 9)}`, validUntil: '', fileLanguage: 'both',
    }),
    size: (i) => 60_000 + ((i * 7919) % 340_000),
  },
};

function form(kind, id, record, file) {
  const f = new FormData();
  f.set(kind.field, b64(JSON.stringify({ ...record, [kind.id]: id, isActive: true })));
  if (file) f.set('documentFile', new Blob([file], { type: 'application/pdf' }), 'file.pdf');
  return f;
}

run(['create-admin', '--email', 'admin@years.test', '--password-stdin'], PASSWORD);
run(['create-admin', '--email', 'approver@years.test', '--role', 'approver', '--password-stdin'], PASSWORD);
run(['create-admin', '--email', 'writer@years.test', '--role', 'contributor', '--password-stdin'], PASSWORD);
await start();
try {
  const admin = await signIn('admin@years.test');
  const approver = await signIn('approver@years.test');
  const writer = await signIn('writer@years.test');
  const jobs = [];
  for (const [name, kind] of Object.entries(KINDS)) {
    for (let i = 0; i < COUNTS[name]; i++) {
      jobs.push(async () => {
        const file = kind.size ? pdf(`${name}-${i}-0`, kind.size(i)) : undefined;
        const made = await call(admin, kind.manage, form(kind, null, kind.record(i, 0), file));
        const id = made[kind.id];
        for (let v = 1; v <= 5; v++) {
          const replace = kind.size && i % 10 === 0 && v <= 2;
          const next = replace ? pdf(`${name}-${i}-${v}`, kind.size(i + v)) : undefined;
          if (v % 2 === 1) {
            await call(admin, kind.manage, form(kind, id, kind.record(i, v), next));
          } else {
            await call(writer, kind.manage, form(kind, id, kind.record(i, v), next));
            await step(writer, '/workflow/submit', { entity: kind.entity, id });
            await step(approver, '/workflow/approve', { entity: kind.entity, id });
          }
        }
      });
    }
  }
  let next = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < jobs.length) await jobs[next++]();
  }));
  const fillSecs = (performance.now() - t0) / 1000;
  const size = statSync(db).size;
  const backupFile = path.join(work, 'backup.redb');
  const b0 = performance.now();
  run(['backup', '--output', backupFile]);
  const backupSecs = (performance.now() - b0) / 1000;
  const purge = run(['purge-revisions', '--keep', '5', '--dry-run']);
  const items = COUNTS.news + COUNTS.notices + COUNTS.documents;
  console.log(`\n${items} items (${COUNTS.news} news, ${COUNTS.notices} notices, ${COUNTS.documents} documents of 60–400 KB), each edited five times, a tenth of the documents' files replaced twice: made through the API in ${fillSecs.toFixed(0)} s (8 writers)`);
  console.log(`| database after ${YEARS} years | growth a year | full backup while serving | backup file |`);
  console.log('|---|---|---|---|');
  console.log(`| ${mib(size)} | ${mib(size / YEARS)} | ${backupSecs.toFixed(1)} s | ${mib(statSync(backupFile).size)} |`);
  console.log(`purge-revisions --keep 5 --dry-run: ${purge}`);
} finally {
  const done = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await done;
}
