// GIGW 3.0 on the public site: policy and help pages from the starter content in both
// languages, Contact Us with the feedback form (its error states and confirmation, axe clean),
// links that leave the site marked, and print without the site's chrome.
import { expect, test } from '@playwright/test';
import { appRunning, expectAxeClean, storeLanguage } from './public-helpers';

const POLICY_PAGES = [
  ['copyright-policy', 'Copyright Policy', 'କପିରାଇଟ୍ ନୀତି'],
  ['hyperlinking-policy', 'Hyperlinking Policy', 'ହାଇପରଲିଙ୍କ ନୀତି'],
  ['privacy-policy', 'Privacy Policy', 'ଗୋପନୀୟତା ନୀତି'],
  ['terms-and-conditions', 'Terms and Conditions', 'ସର୍ତ୍ତାବଳୀ'],
  ['accessibility-statement', 'Accessibility Statement', 'ସୁଗମତା ବିବୃତି'],
  ['help', 'Help', 'ସହାୟତା'],
  ['content-archival-policy', 'Content Archival Policy', 'ବିଷୟବସ୍ତୁ ସଂରକ୍ଷଣ ନୀତି'],
  ['disclaimer', 'Disclaimer', 'ଦାୟିତ୍ୱ ଅସ୍ୱୀକାର'],
] as const;

test.describe('policy and help pages', () => {
  test('the footer links every page, and each opens in English with its title', async ({ page }) => {
    await page.goto('/page/help');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    for (const [slug, title] of POLICY_PAGES) {
      await expect(footer.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/page/${slug}`);
    }
    await footer.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await expect(page).toHaveURL(/\/page\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page).toHaveTitle(/^Privacy Policy \| Odisha State Higher Education Council$/);
    // Markdown made HTML: headings, and links that stay on the site.
    await expect(page.getByRole('heading', { level: 2, name: 'What you choose to send us' })).toBeVisible();
    await expect(page.locator('.policy-body a[href="/contact"]').first()).toBeVisible();
  });

  test('every page reads in Odia', async ({ page }) => {
    await page.addInitScript(storeLanguage, 'od');
    for (const [slug, , titleOd] of POLICY_PAGES) {
      await page.goto(`/page/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: titleOd })).toBeVisible();
      await expect(page.locator('.policy-body')).toContainText(/[\u0B00-\u0B7F]/);
      if (slug === 'content-archival-policy') await expect(page.locator('.policy-body table')).toBeVisible();
    }
    await expect(page).toHaveTitle(/ଦାୟିତ୍ୱ ଅସ୍ୱୀକାର \| ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ/);
  });

  test('the archival policy shows its table, and passes axe', async ({ page }) => {
    await page.goto('/page/content-archival-policy');
    await expect(page.getByRole('columnheader', { name: 'Kind of content' })).toBeVisible();
    await expectAxeClean(page);
  });

  test('an unknown page says it does not exist, in both languages', async ({ page }) => {
    const answer = await page.goto('/page/no-such-page');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'ଓଡ଼ିଆ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ' })).toBeVisible();
  });
});

test.describe('Contact Us and feedback', () => {
  test('shows the office details, and the form announces its errors accessibly', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const office = page.locator('.contact-details').first();
    await expect(office.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(office.getByRole('link').nth(1)).toHaveAttribute('href', /^tel:/);
    // The office landline with its STD code (GIGW §5.4.1), from the general settings.
    await expect(office.getByRole('link', { name: '0674-2391234' })).toHaveAttribute('href', 'tel:06742391234');
    await expect(page.locator('.contact-map').getByRole('button', { name: 'Show map: Map showing the council office' })).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Send feedback' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following:' });
    await expect(summary).toBeFocused();
    const name = page.getByLabel('Name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter your email.');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Phone (10 digits, optional)').fill('12345');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/valid e-mail address/);
    await expect(page.getByLabel('Phone (10 digits, optional)')).toHaveAccessibleDescription('The phone number must have 10 digits.');
    // The error state is axe clean too.
    await expectAxeClean(page);
    // A link of the summary takes the reader to the field.
    await summary.getByRole('link', { name: 'Please enter your name.' }).click();
    await expect(page).toHaveURL(/#feedback-name$/);
  });

  test('a visitor sends feedback and sees a clear confirmation', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Asha Mohanty');
    await page.getByLabel('Email').fill('asha@example.org');
    await page.getByLabel('Phone (10 digits, optional)').fill('9437012345');
    await page.getByLabel('Subject').fill('Admissions');
    await page.getByLabel('Message').fill('When do admissions to the four-year programme open?');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Thank you. Your feedback has reached the council.' });
    await expect(done).toBeFocused();
    await expect(done).toContainText('asha@example.org');
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test('reads in Odia, with its error messages', async ({ page }) => {
    await page.addInitScript(storeLanguage, 'od');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'ଯୋଗାଯୋଗ' })).toBeVisible();
    await expect(page.locator('.contact-details').first().getByRole('link', { name: '୦୬୭୪-୨୩୯୧୨୩୪' })).toBeVisible();
    await page.getByRole('button', { name: 'ମତାମତ ପଠାନ୍ତୁ' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'ଦୟାକରି ନିମ୍ନଲିଖିତ ସଂଶୋଧନ କରନ୍ତୁ:' })).toBeFocused();
    await expect(page.getByLabel('ନାମ')).toHaveAccessibleDescription('ଦୟାକରି ଆପଣଙ୍କ ନାମ ଲେଖନ୍ତୁ।');
    await expectAxeClean(page);
  });
});

test.describe('the map', () => {
  test.use({ viewport: { width: 1280, height: 1400 } });

  test('asks nothing of Google until "Show map" is pressed, then shows the frame', async ({ page }) => {
    const google: string[] = [];
    page.on('request', (request) => {
      if (/(^|\.)google\.com$|(^|\.)gstatic\.com$|(^|\.)googleapis\.com$/.test(new URL(request.url()).hostname)) google.push(request.url());
    });
    await page.goto('/contact');
    await appRunning(page);
    // Scrolled to the end: the footer's map is in view too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const show = page.locator('.contact-map').getByRole('button', { name: /^Show map/ });
    await expect(show).toBeVisible();
    await expect(page.locator('.site-footer .map').getByRole('button', { name: /^Show map/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(google).toEqual([]);
    await expectAxeClean(page);

    await show.click();
    const frame = page.locator('iframe.contact-map');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
    await expect(frame).toHaveAttribute('title', 'Map showing the council office');
    await expect(frame).toBeFocused();
    await expect.poll(() => google.some((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);
    // The footer's map still waits for its own press.
    await expect(page.locator('.site-footer iframe')).toHaveCount(0);
  });

  test('Back leaves Contact Us after the map moved to the council\'s address', async ({ page }) => {
    // The settings arrive after the map first shows the default address, as on a slow line.
    await page.route('**/oshec/api/generalSetting/allowAll/list**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/sitemap');
    await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.locator('.contact-map').getByRole('button', { name: /^Show map/ }).click();
    await expect(page.locator('iframe.contact-map')).toHaveAttribute('src', /751001/);
    await page.goBack();
    await expect(page).toHaveURL(/\/sitemap$/);
  });
});

test.describe('links that leave the site', () => {
  test('are marked, open in a new tab and say so', async ({ page }) => {
    await page.goto('/contact');
    const mapLink = page.getByRole('link', { name: 'View the map (opens in a new tab)' }).first();
    await expect(mapLink).toHaveAttribute('target', '_blank');
    await expect(mapLink).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(mapLink.locator('svg.external-icon')).toHaveCount(1);
    // Every link to another host in the page carries the marks.
    const external = await page.locator('a[href^="http"]').evaluateAll((links) =>
      links
        .filter((a) => new URL((a as HTMLAnchorElement).href).host !== location.host)
        .map((a) => ({
          href: (a as HTMLAnchorElement).href,
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
          name: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim(),
        })),
    );
    expect(external.length).toBeGreaterThan(0);
    for (const link of external) {
      expect(link, link.href).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
      expect(link.name, link.href).toContain('opens in a new tab');
    }
  });

  test('in Odia too', async ({ page }) => {
    await page.addInitScript(storeLanguage, 'od');
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: 'ମାନଚିତ୍ର ଦେଖନ୍ତୁ (ନୂଆ ଟ୍ୟାବରେ ଖୋଲେ)' }).first()).toBeVisible();
  });

  test('footer social icons are hidden while no address is set', async ({ page }) => {
    await page.goto('/page/help');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.locator('.site-footer .copyright')).toBeVisible();
    await expect(page.locator('.site-footer .social')).toHaveCount(0);
  });
});

test.describe('print', () => {
  for (const path of ['/page/privacy-policy', '/contact', '/about/introduction']) {
    test(`${path} prints without the top bar, menu or footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      for (const chrome of ['.topbar', '.site-header', '.main-nav', '.site-footer', '.breadcrumb']) {
        await expect(page.locator(chrome).first(), chrome).toBeHidden();
      }
      await expect(page.locator('main h1')).toBeVisible();
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    });
  }
});
