// GIGW 3.0: more than one way to find a page (header search → results, the sitemap page and
// /sitemap.xml), "Last updated" on every page, and the organisation page from the council's
// data; in both languages, with axe on the new pages.
import { expect, test } from '@playwright/test';
import { appRunning, expectAxeClean, storeLanguage } from './public-helpers';

const ODIA_DIGIT = /[୦-୯]/;

test.describe('site search', () => {
  test('the header box finds English words, marks them and leads to the page', async ({ page }) => {
    await page.goto('/');
    await appRunning(page);
    const box = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox', { name: 'Search this website' });
    await box.fill('council');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=council$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const status = page.locator('main [role="status"]');
    await expect(status).toHaveText(/^Results for “council”: \d+$/);
    const hits = page.locator('.search-hit');
    expect(await hits.count()).toBeGreaterThan(0);
    await expect(hits.first().locator('h2 mark').first()).toHaveText(/^council$/i);
    // The box keeps the words on the results page.
    await expect(box).toHaveValue('council');
    await expectAxeClean(page);
    const introduction = page.locator('.search-hit h2 a[href="/about/introduction"]');
    await expect(introduction).toBeVisible();
    await introduction.click();
    await expect(page).toHaveURL(/\/about\/introduction$/);
    await expect(page.locator('main h1')).toHaveText('Introduction');
  });

  test('Odia words are found and the count is in Odia digits', async ({ page }) => {
    await page.addInitScript(storeLanguage, 'od');
    await page.goto('/');
    await appRunning(page);
    const box = page.getByRole('search', { name: 'ସାଇଟ୍ ସନ୍ଧାନ' }).getByRole('searchbox');
    await box.fill('ପରିଷଦ');
    await page.getByRole('button', { name: 'ସନ୍ଧାନ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ସନ୍ଧାନ' })).toBeVisible();
    const status = page.locator('main [role="status"]');
    await expect(status).toContainText('“ପରିଷଦ” ପାଇଁ ଫଳାଫଳ:');
    expect(await status.innerText()).toMatch(ODIA_DIGIT);
    expect(await status.innerText()).not.toMatch(/[0-9]/);
    await expect(page.locator('.search-hit mark').first()).toBeVisible();
    await expectAxeClean(page);
  });

  test('documents are found by their Odia titles and policy pages by their words', async ({ page }) => {
    await page.addInitScript(storeLanguage, 'od');
    await page.goto('/search?q=' + encodeURIComponent('କାର୍ଯ୍ୟବିବରଣୀ'));
    const proceedings = page.locator('.search-hit h2 a[href="/Acts&Rules/proceedings/CouncilMeetingOngoingActivities"]');
    await expect(proceedings.first()).toBeVisible();
    await expect(proceedings.first().locator('mark')).toHaveText('କାର୍ଯ୍ୟବିବରଣୀ');
    await expectAxeClean(page);
    await proceedings.first().click();
    await expect(page).toHaveURL(/\/Acts&Rules\/proceedings\/CouncilMeetingOngoingActivities\?lang=od$/);
    await page.goto('/search?q=privacy');
    const policy = page.locator('.search-hit h2 a[href="/page/privacy-policy"]');
    await expect(policy).toBeVisible();
    await policy.click();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page).toHaveURL(/\/page\/privacy-policy\?lang=od$/);
  });

  test('nothing found is said plainly, and the empty page asks for a word', async ({ page }) => {
    await page.goto('/search?q=zzqqxx');
    await expect(page.locator('main [role="status"]')).toHaveText('No results for “zzqqxx”.');
    await page.goto('/search');
    await expect(page.locator('main [role="status"]')).toContainText('Type a word in the search box');
    await expectAxeClean(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });
    test('the search box is there without opening the menu', async ({ page }) => {
      await page.goto('/about/visionandmission');
      await appRunning(page);
      const box = page.getByRole('searchbox', { name: 'Search this website' });
      await expect(box).toBeVisible();
      await box.fill('education');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/search\?q=education$/);
      await expect(page.locator('main [role="status"]')).toHaveText(/^Results for “education”: \d+$/);
    });
  });
});

test.describe('sitemaps', () => {
  test('the footer links the sitemap page, which lists the menu in both languages', async ({ page }) => {
    await page.goto('/');
    await appRunning(page);
    await page.locator('.site-footer').scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click();
    await expect(page).toHaveURL(/\/sitemap$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'About Us' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Organization Structure' })).toHaveAttribute('href', '/about/organizationstructure');
    await expect(main.getByRole('link', { name: 'Screen Reader Access' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('heading', { level: 2, name: 'Policy and help pages' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/page/privacy-policy');
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'ଓଡ଼ିଆ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ସାଇଟମ୍ୟାପ୍' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'ସାଂଗଠନିକ ସଂରଚନା' })).toBeVisible();
    await expectAxeClean(page);
  });

  test('every address in /sitemap.xml is a page of the site, and robots.txt points to it', async ({ page, request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replaceAll('&amp;', '&'));
    expect(locs.length).toBeGreaterThan(10);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...xml.matchAll(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/g)].length).toBe(locs.length);
    // The policy pages and the documents' files are listed with the routes.
    expect(locs).toContain(`${baseURL}/page/privacy-policy`);
    expect(locs).toContain(`${baseURL}/contact`);
    const files = locs.filter((loc) => new URL(loc).pathname.startsWith('/uploads/document/'));
    expect(files.length).toBeGreaterThan(10);
    // The files first, one after another: between page loads a kept-alive connection of
    // `request` would sit idle for seconds on a busy machine, and the server closes idle ones
    // (idle_timeout_seconds), which can meet the next request on its way (ECONNRESET).
    for (const loc of files) {
      const file = await request.get(new URL(loc).pathname);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('application/pdf');
    }
    for (const loc of locs) {
      const url = new URL(loc);
      expect(url.origin).toBe(baseURL);
      // Each page is listed in Odia too, at its English address plus ?lang=od (docs/visitors.md):
      // the page itself is opened once, at its English address.
      if (url.search === '?lang=od') {
        expect(locs).toContain(`${url.origin}${url.pathname}`);
        continue;
      }
      if (files.includes(loc)) continue;
      await page.goto(url.pathname);
      await expect(page.locator('main h1')).toBeVisible();
      // Unknown paths are sent home; a listed page stays where it is.
      expect(decodeURI(new URL(page.url()).pathname)).toBe(decodeURI(url.pathname));
    }
  });
});

test.describe('last updated', () => {
  const PAGES = ['/', '/about/introduction', '/about/visionandmission', '/about/organizationstructure', '/Notifications/Notices', '/contact', '/page/help', '/sitemap'];

  test('every page shows the date of its latest change, in English and in Odia', async ({ page, request }) => {
    const times = (await (await request.get('/oshec/api/lastUpdated/allowAll/list')).json()).data as Record<string, string>;
    expect(times.release).toMatch(/Z$/);
    for (const path of PAGES) {
      await page.goto(path);
      const line = page.locator('.last-updated');
      await expect(line).toHaveText(/^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/);
      const day = await line.locator('time').getAttribute('datetime');
      expect(day).toMatch(/^\d{4}-\d\d-\d\d$/);
    }
    // The organisation page is dated by the officials' last change (a day in India).
    await page.goto('/about/organizationstructure');
    const officialDay = new Date(Date.parse(times.official) + 330 * 60_000).toISOString().slice(0, 10);
    await expect(page.locator('.last-updated time')).toHaveAttribute('datetime', officialDay);

    await page.getByRole('button', { name: 'ଓଡ଼ିଆ' }).click();
    const line = page.locator('.last-updated');
    await expect(line).toContainText('ଶେଷ ଅଦ୍ୟତନ:');
    expect(await line.innerText()).toMatch(ODIA_DIGIT);
    expect(await line.innerText()).not.toMatch(/[0-9]/);
  });
});

test.describe('who is who', () => {
  test('the organisation page shows the officials from the server, grouped, in both languages', async ({ page, request }) => {
    const body = await (await request.get('/oshec/api/official/allowAll/list')).json();
    const officials = body.data as { nameEn: string; nameOd: string; group: string; email: string }[];
    expect(officials.length).toBeGreaterThan(0);
    await page.goto('/about/organizationstructure');
    const sections = page.locator('main .org-section');
    await expect(sections).toHaveCount(3);
    await expect(sections.nth(0).getByRole('heading', { level: 2 })).toHaveText('Chairperson and Member Secretary');
    await expect(sections.nth(2).getByRole('heading', { level: 2 })).toHaveText('Finance');
    const leaders = officials.filter((o) => o.group === 'chairperson-and-member-secretary');
    await expect(sections.nth(0).locator('tbody th[scope="row"]')).toHaveText(leaders.map((o) => o.nameEn));
    await expect(sections.nth(0).locator('tbody a[href^="mailto:"]').first()).toHaveText(leaders[0].email);
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'ଓଡ଼ିଆ' }).click();
    await expect(sections.nth(0).locator('tbody th[scope="row"]')).toHaveText(leaders.map((o) => o.nameOd));
    await expect(sections.nth(0).locator('tbody td').first()).toHaveText('୧');
    await expectAxeClean(page);
  });

  test('on a phone each official is a card of labelled lines, with nothing to scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about/organizationstructure');
    const first = page.locator('main .org-section').first();
    const email = first.locator('tbody a[href^="mailto:"]').first();
    await expect(email).toBeVisible();
    // The e-mail address is on screen without scrolling the table, under its label.
    const box = await email.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    const label = await email.evaluate((a) => getComputedStyle(a.closest('td') as Element, '::before').content);
    expect(label).toBe('"Email"');
    for (const wrap of await page.locator('main .table-wrap').all()) {
      expect(await wrap.evaluate((w) => w.scrollWidth <= w.clientWidth)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'ଓଡ଼ିଆ' }).click();
    await expect(first.locator('tbody th[scope="row"]').first()).not.toHaveText(/[A-Za-z]{3}/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page);
  });
});
