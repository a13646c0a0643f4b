import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:4900';
const [,, path, width, lang, out, admin] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
if (admin) {
  const b64 = (v) => Buffer.from(JSON.stringify(v)).toString('base64');
  const r = await fetch(base + '/oshec/api/allowAll/authenticate', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: b64({ userName: 'admin@oshec.test', password: 'correct horse battery staple', captcha: 'x' }) });
  const token = (await r.json()).data;
  await page.goto(base + '/oshec');
  await page.evaluate((t) => { sessionStorage.setItem('token', t); sessionStorage.setItem('oshec.adminEmail', 'admin@oshec.test'); }, token);
}
if (lang) { await page.goto(base + '/'); await page.evaluate((l) => sessionStorage.setItem('language', l), lang); }
await page.goto(base + path);
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: true });
console.log(path, width, lang, 'width', await page.evaluate(() => document.documentElement.scrollWidth), 'errors', JSON.stringify(errors));
await browser.close();
