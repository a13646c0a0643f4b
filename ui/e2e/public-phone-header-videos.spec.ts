// What a visitor meets (docs/visitors.md): the compact phone header, and videos with
// titles behind a poster of the site's own. At 390 × 844 the header leaves the first screen to
// the page: its heading and the start of its content. Every header control stays reachable by
// keyboard and by touch; the laptop header is unchanged. A video asks nothing of YouTube until
// its poster is pressed.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, b64json } from './admin-helpers';
import { appRunning, expectAxeClean, loadBelowTheFold, storeLanguage } from './public-helpers';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

const LANGUAGES = [
  {
    language: 'en',
    menu: 'Menu',
    brand: 'Odisha State Higher Education Council, home',
    decrease: 'Decrease text size',
    reset: 'Reset text size',
    increase: 'Increase text size',
    dark: 'Dark mode',
    search: 'Search this website',
    submit: 'Search',
    login: 'Login',
    screenReader: 'Download Screen Reader',
    eContents: 'e-Contents',
  },
  {
    language: 'od',
    menu: 'ମେନୁ',
    brand: 'ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ, ମୂଳପୃଷ୍ଠା',
    decrease: 'ଲେଖାର ଆକାର କମାନ୍ତୁ',
    reset: 'ଲେଖାର ଆକାର ସାଧାରଣ କରନ୍ତୁ',
    increase: 'ଲେଖାର ଆକାର ବଢ଼ାନ୍ତୁ',
    dark: 'ଅନ୍ଧାର ମୋଡ୍',
    search: 'ଏହି ୱେବସାଇଟରେ ସନ୍ଧାନ କରନ୍ତୁ',
    submit: 'ସନ୍ଧାନ',
    login: 'ଲଗଇନ୍',
    screenReader: 'ସ୍କ୍ରିନ୍ ରିଡର୍ ଡାଉନଲୋଡ୍ କରନ୍ତୁ',
    eContents: 'ଇ-ବିଷୟବସ୍ତୁ',
  },
] as const;

// Each page with what starts its content (under the page's heading).
const PAGES = [
  { path: '/', content: '.hero-subtitle' },
  { path: '/Notifications/Notices', content: 'main tbody tr' },
  { path: '/page/privacy-policy', content: '.policy-body > *' },
] as const;

async function top(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().top);
}

/** The accessible names of what Tab reaches, from the top of the page, in order. */
async function tabNames(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press('Tab');
    names.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return '';
        const label = el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null);
        return (label ?? el.innerText ?? '').trim();
      }),
    );
  }
  return names;
}

for (const lang of LANGUAGES) {
  test.describe(`phone header, ${lang.language}`, () => {
    test.use({ viewport: PHONE, hasTouch: true });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(storeLanguage, lang.language);
    });

    for (const { path, content } of PAGES) {
      test(`on ${path} the header takes at most 200 px and the heading and content are on the first screen`, async ({ page }) => {
        await page.goto(path);
        await appRunning(page);
        const heading = page.locator('main h1');
        await expect(heading).toBeVisible();
        await expect(page.locator(content).first()).toBeVisible();
        expect(await top(page, 'main')).toBeLessThanOrEqual(200);
        const h1 = await heading.boundingBox();
        expect(h1 && h1.y + h1.height).toBeLessThanOrEqual(PHONE.height);
        expect(await top(page, content)).toBeLessThan(PHONE.height);
        // Nothing sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        await expectAxeClean(page);
      });
    }

    test('Tab reaches every header control in the order they are seen, the menu too', async ({ page }) => {
      await page.goto('/Notifications/Notices');
      await appRunning(page);
      const names = await tabNames(page, 12);
      expect(names).toEqual([
        lang.language === 'en' ? 'Skip To Main Content' : 'ମୁଖ୍ୟ ବିଷୟବସ୍ତୁକୁ ଯାଆନ୍ତୁ',
        lang.decrease,
        lang.reset,
        lang.increase,
        'English',
        'ଓଡ଼ିଆ',
        lang.dark,
        lang.brand,
        lang.menu,
        lang.search,
        lang.submit,
        lang.login,
      ]);
      // The skip link shows itself, on screen, when Tab reaches it.
      await page.reload();
      await appRunning(page);
      await page.keyboard.press('Tab');
      const skip = page.locator('.skip-link');
      await expect(skip).toBeFocused();
      const box = await skip.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width && box.height < 60).toBe(true);

      // The menu opens from the keyboard, and Tab goes on from its button into the list, which
      // holds the top bar's link to the screen reader page.
      const toggle = page.getByRole('button', { name: lang.menu });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const menu = page.getByRole('navigation').filter({ has: page.locator('.menu') });
      await expect(menu.getByRole('link', { name: lang.screenReader })).toBeVisible();
      const after = await tabNames(page, 30);
      expect(after).toContain(lang.eContents);
      expect(after).toContain(lang.screenReader);
      await expectAxeClean(page);
    });

    test('every header control is on screen and answers a tap', async ({ page }) => {
      await page.goto('/Notifications/Notices');
      await appRunning(page);
      const header = page.getByRole('banner');
      for (const name of [lang.decrease, lang.reset, lang.increase, 'English', 'ଓଡ଼ିଆ', lang.dark, lang.menu, lang.submit]) {
        const control = header.getByRole('button', { name, exact: true });
        await expect(control, name).toBeVisible();
        const box = await control.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= PHONE.width && box.width >= 24 && box.height >= 24, name).toBe(true);
      }
      await expect(header.getByRole('searchbox', { name: lang.search })).toBeVisible();
      await expect(header.getByRole('link', { name: lang.login })).toBeVisible();

      await header.getByRole('button', { name: lang.dark }).tap();
      await expect(page.locator('body')).toHaveClass(/dark/);
      await header.getByRole('button', { name: lang.increase }).tap();
      await expect(header.getByRole('button', { name: lang.reset })).toHaveAttribute('aria-pressed', 'false');
      await header.getByRole('button', { name: lang.reset }).tap();
      await header.getByRole('button', { name: lang.menu }).tap();
      await page.getByRole('link', { name: lang.screenReader }).tap();
      await expect(page).toHaveURL(/\/screen-reader-access/);
      // Opening another page closes the menu again.
      await expect(header.getByRole('button', { name: lang.menu })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('main h1')).toBeVisible();
      await expectAxeClean(page);
    });
  });
}

test.describe('laptop header', () => {
  test.use({ viewport: LAPTOP });
  for (const lang of LANGUAGES) {
    test(`stays one bar of controls, the name, search and Login, and the menu bar (${lang.language})`, async ({ page }) => {
      await page.addInitScript(storeLanguage, lang.language);
      await page.goto('/Notifications/Notices');
      await appRunning(page);
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: lang.menu })).toBeHidden();
      await expect(header.getByRole('link', { name: lang.screenReader })).toBeVisible();
      await expect(header.locator('.dark-label')).toBeVisible();
      await expect(header.locator('.brand-gov')).toBeVisible();
      await expect(page.locator('.menu-phone-only')).toBeHidden();
      // The menu bar is under the name, search and Login, all in one row.
      const brand = await header.locator('.brand').boundingBox();
      const search = await header.getByRole('searchbox').boundingBox();
      const login = await header.getByRole('link', { name: lang.login }).boundingBox();
      expect(brand && search && login).toBeTruthy();
      if (brand && search && login) {
        expect(Math.abs(brand.y + brand.height / 2 - (search.y + search.height / 2))).toBeLessThan(8);
        expect(Math.abs(login.y - search.y)).toBeLessThan(8);
      }
      const mainTop = await top(page, 'main');
      expect(mainTop).toBeGreaterThan(180);
      expect(mainTop).toBeLessThan(205);
      await expectAxeClean(page);
    });
  }
});

// ---- Videos ------------------------------------------------------------------------------

interface Video {
  videoGalleryId: number;
  displayVideo: string;
  [field: string]: unknown;
}

const VIDEO_TEXT = {
  videoTitleEn: 'Convocation 2026',
  videoTitleOd: 'ସମାବର୍ତ୍ତନ ୨୦୨୬',
  videoDescEn: 'The chancellor addresses the graduates of 2026.',
  videoDescOd: 'କୁଳାଧିପତି ୨୦୨୬ର ସ୍ନାତକମାନଙ୍କୁ ସମ୍ବୋଧିତ କରନ୍ତି।',
};

/**
 * Gives the last of the starter videos a title and a description (the same each time) and
 * answers its YouTube id. The first video stays untitled, as videos saved before titles existed
 * are, and no video is added: other tests count them.
 */
async function titledVideo(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/oshec/api/videoGallery/allowAll/list')).json()) as Video[];
  expect(list.length).toBeGreaterThan(1);
  const video = list[list.length - 1];
  const token = await apiToken(request);
  const response = await request.post('/oshec/api/videoGallery/manage', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { cipherVideoGalleryDto: b64json({ ...video, ...VIDEO_TEXT, isActive: true }) },
  });
  expect(response.status()).toBe(200);
  const id = new URL(video.displayVideo).searchParams.get('v');
  expect(id).toBeTruthy();
  return id as string;
}

const THIRD_PARTY = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|youtu\.be)$/;

/** Every request the page makes to YouTube's hosts, from now on. */
function youtubeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (THIRD_PARTY.test(new URL(request.url()).hostname)) seen.push(request.url());
  });
  return seen;
}

const VIDEO_LANGUAGES = [
  { language: 'en', play: 'Play video', watch: 'Watch on YouTube', first: 'Video 1 of 2', title: VIDEO_TEXT.videoTitleEn, desc: VIDEO_TEXT.videoDescEn },
  { language: 'od', play: 'ଭିଡିଓ ଚଲାନ୍ତୁ', watch: 'ୟୁଟ୍ୟୁବରେ ଦେଖନ୍ତୁ', first: '୨ଟିରୁ ୧ ନମ୍ବର ଭିଡିଓ', title: VIDEO_TEXT.videoTitleOd, desc: VIDEO_TEXT.videoDescOd },
] as const;

for (const size of [PHONE, LAPTOP]) {
  for (const lang of VIDEO_LANGUAGES) {
    test(`a video shows its title on a poster and loads YouTube only when pressed (${size.width} px, ${lang.language})`, async ({ page, request }) => {
      const id = await titledVideo(request);
      await page.setViewportSize(size);
      await page.addInitScript(storeLanguage, lang.language);
      const youtube = youtubeRequests(page);
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });

      await page.goto('/gallery/videos');
      await appRunning(page);
      // Found by its description, which stays when the poster gives way to the player.
      const card = page.locator('.video-card').filter({ hasText: lang.desc });
      const poster = card.getByRole('button', { name: `${lang.play}: ${lang.title}` });
      await expect(poster).toBeVisible();
      await expect(card.locator('.video-desc')).toHaveText(lang.desc);
      const watch = card.getByRole('link', { name: new RegExp(`^${lang.watch}: `) });
      await expect(watch).toHaveText(new RegExp(`^${lang.watch}`));
      await expect(watch).toHaveAttribute('href', `https://www.youtube.com/watch?v=${id}`);
      await expect(watch).toHaveAttribute('target', '_blank');
      // A video saved before titles existed is named by its place.
      await expect(page.getByRole('button', { name: `${lang.play}: ${lang.first}` })).toBeVisible();
      await expectAxeClean(page);

      // Nothing has been asked of YouTube: no player, no thumbnail.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.video-card iframe')).toHaveCount(0);
      expect(youtube).toEqual([]);

      await poster.click();
      const player = card.locator('iframe');
      await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`);
      await expect(player).toHaveAttribute('title', lang.title);
      await expect(player).toBeFocused();
      // The page asks for that player, and its Content-Security-Policy lets it in.
      await expect.poll(() => youtube.some((url) => url.startsWith(`https://www.youtube-nocookie.com/embed/${id}`))).toBe(true);
      expect(refused).toEqual([]);
      // The other videos still wait for their press.
      await expect(page.getByRole('button', { name: `${lang.play}: ${lang.first}` })).toBeVisible();
      await expectAxeClean(page);
    });
  }
}

test('the home page, scrolled to its end, asks nothing of YouTube', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const youtube = youtubeRequests(page);
  await page.goto('/');
  await appRunning(page);
  await loadBelowTheFold(page);
  await expect(page.locator('.video-poster').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(youtube).toEqual([]);
  await expect(page.locator('.video-card iframe')).toHaveCount(0);
});
