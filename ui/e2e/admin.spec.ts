// The back office against the real release binary: guard, sign-in, every content page end to
// end, pagination, an ended session, logout, and what the public home page shows.
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  JPEG,
  PNG,
  apiToken,
  b64json,
  signedIn,
  toastWith,
  unique,
  chooseDate,
  dateIn,
} from './admin-helpers';

test.describe.configure({ mode: 'serial' });

const SIDEBAR: Array<[string, string]> = [
  ['Dashboard', '/oshec/admin'],
  ['Banner', '/oshec/admin/banner'],
  ['Focused Announcement', '/oshec/admin/focused'],
  ['Focused Announcement Notification', '/oshec/admin/focused-notification'],
  ['Education Council', '/oshec/admin/education-council'],
  ['Education Features', '/oshec/admin/features'],
  ['Latest News', '/oshec/admin/news'],
  ['Media Gallery', '/oshec/admin/gallery'],
  ['Video Gallery', '/oshec/admin/video'],
  ['Futures Together', '/oshec/admin/together'],
  ['Introduction', '/oshec/admin/introduction'],
  ['Footer General Setting', '/oshec/admin/footer'],
];

/** The back office's menu links after sign-in, by task (AdminLayout's MENU_GROUPS). */
const MENU: Array<[string, string]> = [
  ['Dashboard', '/oshec/admin'],
  ['News', '/oshec/admin/news'],
  ['Notices', '/oshec/admin/focused-notification'],
  ['Documents', '/oshec/admin/documents'],
  ['Banner', '/oshec/admin/banner'],
  ['Focused Announcement', '/oshec/admin/focused'],
  ['Introduction', '/oshec/admin/introduction'],
  ['Education Council', '/oshec/admin/education-council'],
  ['Education Features', '/oshec/admin/features'],
  ['Footer General Setting', '/oshec/admin/footer'],
  ['Media Gallery', '/oshec/admin/gallery'],
  ['Video Gallery', '/oshec/admin/video'],
  ['Partners', '/oshec/admin/together'],
  ['Policy and Help Pages', '/oshec/admin/pages'],
  ['Who is Who', '/oshec/admin/officials'],
];

test('every admin route without a token goes to the sign-in', async ({ page }) => {
  for (const [, path] of SIDEBAR) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/oshec$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  }
});

test('the public site does not load the back-office chunk; /oshec does', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((u) => /AdminApp/.test(u))).toBe(false);
  await page.goto('/oshec');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(scripts.some((u) => /AdminApp/.test(u))).toBe(true);
});

// The lost click (docs/admin-lists.md, "The lost click"): on a phone the sign-in toast slides in
// over
// the Menu button, and a press on it closed the toast instead of opening the menu. A finger
// presses where the button is while the toast is drawn over it: the menu opens at the first press.
// The toast's slide is timed by the browser's frames: on a machine busy with the whole suite the
// moment can be missed, so this one test may be tried again (it passes alone every time).
test.describe(() => {
test.describe.configure({ retries: 2 });
test('on a phone, the first press on Menu after signing in opens the menu, though a toast is over it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/oshec');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  const toast = toastWith(page, 'Login successful.');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const button = await menu.boundingBox();
  expect(button).not.toBeNull();
  const [x, y] = [button!.x + button!.width / 2, button!.y + button!.height / 2];
  // Wait until the toast covers the button's centre (it slides in from the right), watched
  // inside the page at every frame. A toast stays a second, which a busy machine can spend
  // before the click: while it is there the window is told it lost focus, which stops a
  // toast's clock (react-toastify's pauseOnFocusLoss), so it is still over Menu when pressed.
  await page.waitForFunction(
    ([px, py]) => {
      const toasts = [...document.querySelectorAll('.Toastify__toast')].filter((t) => (t.textContent ?? '').includes('Login successful.'));
      if (toasts.length > 0) window.dispatchEvent(new Event('blur'));
      return toasts.some((t) => {
        const r = t.getBoundingClientRect();
        return r.left <= px && px <= r.right && r.top <= py && py <= r.bottom;
      });
    },
    [x, y],
    { polling: 'raf', timeout: 15_000 },
  );
  await page.mouse.click(x, y);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'News', exact: true })).toBeVisible();
  // The toast is still a message that can be closed with its own button.
  await expect(toast).toBeVisible();
});
});

test('sign-in: empty fields, wrong password, right password', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/allowAll/authenticate')) calls.push(r.url());
  });
  await page.goto('/oshec');
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toastWith(page, 'Both username and password are required.')).toBeVisible();
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toastWith(page, 'Both username and password are required.')).toBeVisible();
  expect(calls).toHaveLength(0);

  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toastWith(page, 'Invalid username or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/oshec$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  const password = page.getByLabel('Password', { exact: true });
  await password.fill(ADMIN_PASSWORD);
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  await expect(page).toHaveURL(/\/oshec$/); // the success toast has its second first
  await expect(page).toHaveURL(/\/oshec\/admin$/, { timeout: 3000 });
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(logged.filter((line) => token && line.includes(token))).toEqual([]); // never logged

  // the layout: logo link, who is signed in, Logout, the sidebar of docs/decisions.md §3, the welcome card here only
  await expect(page.getByRole('link', { name: 'OSHEC home page' })).toBeVisible();
  await expect(page.locator('.adm-user')).toHaveText(`Signed in as ${ADMIN_EMAIL} (Administrator)`);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // The menu by task (docs/admin-lists.md, "The menu, by task"): a task of one content type is a link named by the
  // task, a task of several a heading over their links.
  const nav = page.getByRole('navigation', { name: 'Back office' });
  for (const [label, path] of MENU) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
  }
  for (const heading of ['Home page', 'Gallery', 'Pages']) {
    await expect(nav.getByRole('list', { name: heading })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: /Welcome to the Odisha State Higher Education Council/ })).toBeVisible();
  await nav.getByRole('link', { name: 'Banner', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Welcome to/ })).toHaveCount(0);
});

// ---- the content pages -----------------------------------------------------------------------

interface PageCase {
  route: string;
  title: string;
  /** [label, value]; the first names the item in the table's buttons. */
  fields: Array<[string, string]>;
  image?: { label: string; file: typeof PNG };
  /** The first docs/decisions.md §5 message an empty form gets. */
  empty: string;
  submitted: string;
  cancelled: string;
}

const s = unique();
const PAGES: PageCase[] = [
  {
    route: 'banner', title: 'Banners',
    fields: [
      ['Title (English)', `Banner ${s}`], ['Title (Odia)', `ବ୍ୟାନର ${s}`],
      ['Subtitle (English)', 'Subtitle'], ['Subtitle (Odia)', 'ଉପଶୀର୍ଷକ'],
      ['Description (English)', 'A description.'], ['Description (Odia)', 'ବିବରଣୀ।'],
    ],
    image: { label: 'Banner Image', file: JPEG },
    empty: 'All fields are required!', submitted: 'Banner updated successfully!', cancelled: 'Form reset successfully!',
  },
  {
    route: 'focused', title: 'Focused Announcement',
    fields: [
      ['Title (English)', `Announcement ${s}`], ['Title (Odia)', `ଘୋଷଣା ${s}`],
      ['Description (English)', 'Admissions open.'], ['Description (Odia)', 'ନାମଲେଖା ଆରମ୍ଭ।'],
    ],
    image: { label: 'Announcement Image', file: PNG },
    empty: 'All fields are required, including the image!', submitted: 'Data submitted successfully!', cancelled: 'Cancel successfully!',
  },
  {
    route: 'focused-notification', title: 'Focused Announcement Notifications',
    fields: [['Link Text (English)', `Notice ${s}`], ['Link Text (Odia)', `ବିଜ୍ଞପ୍ତି ${s}`], ['Link Path', '/Notifications/Notices']],
    empty: 'All fields are required!', submitted: 'Data submitted successfully!', cancelled: 'Cancel successfully!',
  },
  {
    route: 'education-council', title: 'Education Council',
    fields: [
      ['Title (English)', `Council ${s}`], ['Title (Odia)', `ପରିଷଦ ${s}`],
      ['Subtitle (English)', 'Sub'], ['Subtitle (Odia)', 'ଉପ'],
      ['Description (English)', 'About the council.'], ['Description (Odia)', 'ପରିଷଦ ବିଷୟରେ।'],
    ],
    empty: 'All fields are required!', submitted: 'Data submitted successfully!', cancelled: 'Form reset successfully!',
  },
  {
    route: 'features', title: 'Education Council Features',
    fields: [
      ['Title (English)', `Feature ${s}`], ['Title (Odia)', `ବୈଶିଷ୍ଟ୍ୟ ${s}`],
      ['Description (English)', 'A feature.'], ['Description (Odia)', 'ଏକ ବୈଶିଷ୍ଟ୍ୟ।'], ['Link', 'https://oshec.example/feature'],
    ],
    image: { label: 'Feature Image', file: JPEG },
    empty: 'All text fields are required.', submitted: 'Data submitted successfully!', cancelled: 'Form reset successfully!',
  },
  {
    route: 'news', title: 'Latest News',
    fields: [
      ['Title (English)', `News ${s}`], ['Title (Odia)', `ସମ୍ବାଦ ${s}`], ['News Date', '2026-11-20'],
      ['Description (English)', 'Something happened.'], ['Description (Odia)', 'କିଛି ଘଟିଲା।'], ['Link', 'https://oshec.example/news'],
    ],
    empty: 'All fields are required!', submitted: 'Data submitted successfully!', cancelled: 'Form reset successfully!',
  },
  {
    route: 'gallery', title: 'Media Gallery',
    fields: [['Display Name (English)', `Gallery ${s}`], ['Display Name (Odia)', `ଗ୍ୟାଲେରୀ ${s}`]],
    image: { label: 'Image', file: PNG },
    empty: 'Please fill in both display name fields.', submitted: 'Data submitted successfully!', cancelled: 'Form reset successfully!',
  },
  {
    route: 'video', title: 'Video Gallery',
    // Title and description are optional (docs/visitors.md, "Videos"): one title is given.
    fields: [['YouTube URL', `https://www.youtube.com/watch?v=e2e${s}`], ['Optional title (English)', `Video ${s}`]],
    empty: 'Please provide a YouTube URL.', submitted: 'Video URL submitted successfully!', cancelled: 'Form reset successfully!',
  },
  {
    route: 'together', title: 'Partners (Futures Together)',
    fields: [['Image Name', `Partner ${s}`], ['Images Altname', `ସହଯୋଗୀ ${s}`]],
    image: { label: 'Logo', file: PNG },
    empty: 'Please fill in both name and alt name.', submitted: 'Data submitted successfully!', cancelled: 'Form reset successfully!',
  },
  {
    route: 'introduction', title: 'Introduction',
    fields: [
      ['Title (English)', `Intro ${s}`], ['Title (Odia)', `ପରିଚୟ ${s}`],
      ['Description (English)', 'Who we are.'], ['Description (Odia)', 'ଆମେ କିଏ।'],
    ],
    empty: 'All fields are required!', submitted: 'Data submitted successfully!', cancelled: 'Form reset successfully!',
  },
  {
    route: 'footer', title: 'Footer settings',
    fields: [
      ['Location Name', `Bhubaneswar ${s}`], ['Location Name (Odia)', 'ଭୁବନେଶ୍ୱର'], ['Email', 'office@oshec.example'],
      ['Phone Number', '0674239123'], ['Phone Number (Odia)', '୦୬୭୪୨୩୯୧୨୩'],
    ],
    empty: 'Please enter the location.', submitted: 'Data submitted successfully!', cancelled: 'Cancel successfully!',
  },
  {
    route: 'officials', title: 'Who is Who',
    fields: [
      ['Name (English)', `Officer ${s}`], ['Name (Odia)', `ଅଧିକାରୀ ${s}`],
      ['Designation (English)', 'Deputy Secretary'], ['Designation (Odia)', 'ଉପ ସଚିବ'],
      ['Group', 'finance'], ['Email', 'deputy@oshec.example'], ['Phone', '0674-2391235'],
    ],
    empty: 'Please fill in the name and designation in both languages, and the group.', submitted: 'Data submitted successfully!', cancelled: 'Form reset successfully!',
  },
];

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** Fields entered as a date's parts (DateField), not typed. */
const DATES = new Set(['News Date']);

/** Shows every row on one page, so an item stays in view whatever its status. */
async function showAllRows(page: Page, route: string) {
  if (route === 'introduction') {
    await expect(page.getByLabel('Rows per page:')).toHaveCount(0); // docs/decisions.md §3: no pagination here
    return;
  }
  await page.getByLabel('Rows per page:').selectOption('25');
}

for (const c of PAGES) {
  test(`${c.route}: create, edit, deactivate, activate, cancel`, async ({ page, request }) => {
    await signedIn(page, request, `/oshec/admin/${c.route}`);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add an item' })).toBeVisible();
    await expect(field(page, 'Active')).toBeChecked();
    await showAllRows(page, c.route);

    // docs/decisions.md §5: nothing is sent until the form passes
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(toastWith(page, c.empty)).toBeVisible();

    // create
    for (const [label, value] of c.fields) {
      if (DATES.has(label)) {
        await chooseDate(page, label, value);
        continue;
      }
      const input = field(page, label);
      if ((await input.evaluate((e) => e.tagName)) === 'SELECT') await input.selectOption(value);
      else await input.fill(value);
    }
    if (c.image) {
      await field(page, c.image.label).setInputFiles(c.image.file);
      await expect(page.getByRole('img', { name: 'Preview' })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(toastWith(page, c.submitted)).toBeVisible();
    const name = c.fields[0][1];
    await expect(page.getByRole('button', { name: `Edit ${name}`, exact: true })).toBeVisible();
    await expect(field(page, c.fields[0][0])).toHaveValue(''); // the form is reset
    if (c.image) {
      const thumb = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Edit ${name}`, exact: true }) }).getByRole('img');
      // Served from /uploads, by URL: the upload's smallest copy (an 8 px fixture, never upscaled).
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await thumb.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
        /^\/uploads\/[^/]+\/\d+-[0-9a-f]+\.(jpg|png)\/320\.webp$/,
      );
      const box = await thumb.boundingBox();
      expect(box && Math.round(box.width)).toBe(60);
    }

    // edit: loads by id, then updates (no new file: the image is kept)
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Edit: ${name}` })).toBeVisible();
    for (const [label, value] of c.fields) {
      if (DATES.has(label)) expect(await dateIn(page, label)).toBe(value);
      else await expect(field(page, label)).toHaveValue(value);
    }
    if (c.image) await expect(page.getByRole('img', { name: 'Preview' })).toBeVisible();
    const renamed = c.route === 'video' ? `${name}x` : `${name} edited`;
    await field(page, c.fields[0][0]).fill(renamed);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(toastWith(page, c.submitted)).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit ${renamed}`, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit ${name}`, exact: true })).toHaveCount(0);

    // deactivate, activate: the toggle sends the status shown and the table reloads
    const deactivate = page.getByRole('button', { name: `Deactivate ${renamed}`, exact: true });
    await expect(deactivate).toHaveCSS('background-color', 'rgb(30, 107, 52)'); // green
    await deactivate.click();
    await expect(toastWith(page, 'Status updated successfully!')).toBeVisible();
    // Active items come first, so once there are more items than a page (the paging test adds
    // 125 news) the deactivated one moves to a later page: an editor finds it with the table's
    // search, here by the run's own mark.
    await page.getByRole('searchbox', { name: 'Search' }).fill(s);
    const activate = page.getByRole('button', { name: `Activate ${renamed}`, exact: true });
    await expect(activate).toBeVisible();
    await expect(activate).toHaveCSS('background-color', 'rgb(92, 97, 102)'); // grey
    await activate.click();
    await expect(page.getByRole('button', { name: `Deactivate ${renamed}`, exact: true })).toBeVisible();

    // cancel
    await field(page, c.fields[0][0]).fill('thrown away');
    await page.getByRole('button', { name: 'Cancel' }).click();
    // Typed work is not thrown away without asking (docs/editor.md).
    await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    await expect(toastWith(page, c.cancelled)).toBeVisible();
    await expect(field(page, c.fields[0][0])).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Add an item' })).toBeVisible();
  });
}

test('checks run before sending: image type, size, patterns', async ({ page, request }) => {
  await signedIn(page, request, '/oshec/admin/gallery');
  await field(page, 'Display Name (English)').fill('x');
  await field(page, 'Display Name (Odia)').fill('x');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toastWith(page, 'Please select an image to upload.')).toBeVisible();
  await expect(field(page, 'Image')).toBeFocused();
  await field(page, 'Image').setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toastWith(page, 'Only JPG and PNG files are allowed.')).toBeVisible();
  await field(page, 'Image').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toastWith(page, 'File size must not exceed 5MB.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Video Gallery' }).click();
  await page.getByRole('alertdialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave without saving' }).click();
  await field(page, 'YouTube URL').fill('https://vimeo.com/1');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toastWith(page, 'Please provide a valid YouTube URL.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Footer General Setting' }).click();
  await page.getByRole('alertdialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave without saving' }).click();
  await field(page, 'Location Name').fill('Cuttack');
  await field(page, 'Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toastWith(page, 'Please enter a valid email ID.')).toBeVisible();
  await field(page, 'Email').fill('a@b.in');
  await field(page, 'Phone Number').fill('12345');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toastWith(page, 'Please enter a valid mobile number.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'News', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
});

test('pagination: 20 rows by default, 10/20/25/50, back to page 1 when the size changes', async ({ page, request }) => {
  const token = await apiToken(request);
  for (let i = 0; i < 24; i++) {
    const response = await request.post('/oshec/api/videoGallery/manage', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        cipherVideoGalleryDto: b64json({ videoGalleryId: null, displayVideo: `https://youtu.be/page${s}${String(i).padStart(2, '0')}`, isActive: true }),
      },
    });
    expect(response.status()).toBe(200);
  }
  await signedIn(page, request, '/oshec/admin/video');
  const rows = page.locator('.adm-table tbody tr');
  const range = page.locator('.adm-range');
  const select = page.getByLabel('Rows per page:');
  await expect(select).toHaveValue('20');
  expect(await select.locator('option').allTextContents()).toEqual(['10', '20', '25', '50']);
  await expect(rows).toHaveCount(20);
  await expect(range).toHaveText(/^1–20 of \d+$/);
  const total = Number((await range.textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(24);
  // newest first: the last one created heads the table
  await expect(rows.first()).toContainText(`page${s}23`);
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(range).toHaveText(`21–${Math.min(40, total)} of ${total}`);
  await expect(rows.first()).toContainText(`page${s}03`);
  await page.getByRole('button', { name: 'First page' }).click();
  await expect(range).toHaveText(`1–20 of ${total}`);
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

  await select.selectOption('10');
  await expect(range).toHaveText(`1–10 of ${total}`);
  await expect(rows).toHaveCount(10);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(range).toHaveText(new RegExp(`^11–\\d+ of ${total}$`));
  await select.selectOption('25');
  await expect(range).toHaveText(`1–${Math.min(25, total)} of ${total}`);
  await expect(rows).toHaveCount(Math.min(25, total));
});

test('a toggle on a stale row is refused (409) with the server\'s message, and the table reloads', async ({ page, request }) => {
  const token = await apiToken(request);
  const title = `Stale ${unique()}`;
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post('/oshec/api/council/manage', {
    headers: auth,
    multipart: {
      cipherCouncilSectionDTO: b64json({
        councilId: null, councilTitleEn: title, councilTitleOd: 'ପୁରୁଣା', councilSubTitleEn: 's', councilSubTitleOd: 's',
        councilDescEn: 'd', councilDescOd: 'd', isActive: true,
      }),
    },
  });
  expect(created.status()).toBe(200);
  const id = (await created.json()).data.councilId as number;
  await signedIn(page, request, '/oshec/admin/education-council');
  // The table asks the server for the new page size: its answer must be in before the change
  // elsewhere, or the row would already be fresh and nothing stale would be clicked.
  const resized = page.waitForResponse((r) => r.url().includes('/council/allowAll/list') && r.url().includes('size=25'));
  await page.getByLabel('Rows per page:').selectOption('25');
  await resized;
  await expect(page.getByRole('button', { name: `Deactivate ${title}`, exact: true })).toBeVisible();
  // someone else deactivates it meanwhile
  const elsewhere = await request.post('/oshec/api/council/activeInactiveByCouncilId', {
    headers: auth,
    multipart: { helperDto: b64json({ helperId: id, status: true }) },
  });
  expect(elsewhere.status()).toBe(200);
  await page.getByRole('button', { name: `Deactivate ${title}`, exact: true }).click();
  await expect(toastWith(page, 'This item was changed elsewhere. Reload the list.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Activate ${title}`, exact: true })).toBeVisible();
});

test('a forged token ends the session at the next call: token cleared, sent to the sign-in (docs/decisions.md §9)', async ({ page, request }) => {
  await signedIn(page, request, '/oshec/admin/banner');
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem('token', 'forged-garbage-token'));
  await page.getByRole('button', { name: /^Edit / }).first().click();
  await expect(page).toHaveURL(/\/oshec$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await page.goto('/oshec/admin/banner');
  await expect(page).toHaveURL(/\/oshec$/);
});

test('logout: revokes the session, says so, and returns to the sign-in', async ({ page }) => {
  await page.goto('/oshec');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/oshec\/admin$/);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toastWith(page, 'Logged out successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/oshec$/, { timeout: 3000 });
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  // the old token no longer opens anything
  const response = await page.request.post('/oshec/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(401);
  await page.goto('/oshec/admin/news');
  await expect(page).toHaveURL(/\/oshec$/);
});

test('what an administrator creates appears on the public home page; deactivated, it leaves', async ({
  page,
  request,
  browser,
}) => {
  const title = `Public feature ${unique()}`;
  const partner = `Public partner ${unique()}`;
  await signedIn(page, request, '/oshec/admin/features');
  await field(page, 'Title (English)').fill(title);
  await field(page, 'Title (Odia)').fill('ସାର୍ବଜନୀନ ବୈଶିଷ୍ଟ୍ୟ');
  await field(page, 'Description (English)').fill('Shown to visitors.');
  await field(page, 'Description (Odia)').fill('ଦର୍ଶକଙ୍କୁ ଦେଖାଯାଏ।');
  await field(page, 'Link').fill('https://oshec.example/public');
  await field(page, 'Feature Image').setInputFiles(JPEG);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toastWith(page, 'Data submitted successfully!')).toBeVisible();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Partners', exact: true }).click();
  await field(page, 'Image Name').fill(partner);
  await field(page, 'Images Altname').fill('ସହଯୋଗୀ');
  await field(page, 'Logo').setInputFiles(PNG);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toastWith(page, 'Data submitted successfully!')).toBeVisible();

  // A visitor: a new context has no token and no cache. The home page loads its lower sections
  // as they come near the viewport, so scroll down until `seen` is there.
  const visit = async (seen: string[], check: (home: Page) => Promise<void>) => {
    const context = await browser.newContext();
    const home = await context.newPage();
    await home.goto('/');
    await expect(async () => {
      await home.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      for (const text of seen) await expect(home.getByText(text).first()).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await check(home);
    await context.close();
  };
  await visit([title, partner], async () => {});

  await page.getByLabel('Rows per page:').selectOption('25');
  await page.getByRole('button', { name: `Deactivate ${partner}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Activate ${partner}`, exact: true })).toBeVisible();
  // Right after a toggle: one press of the menu link opens its page (the marked row is brought
  // into view with the list that shows it, never later under the pointer).
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Education Features' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Education Council Features' })).toBeVisible();
  await page.getByLabel('Rows per page:').selectOption('25');
  await page.getByRole('button', { name: `Deactivate ${title}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Activate ${title}`, exact: true })).toBeVisible();

  // what still shows proves the sections loaded; what was deactivated is gone
  const firstActive = async (path: string, key: string) => {
    const items = (await (await request.get(`/oshec/api/${path}/allowAll/list`)).json()) as Record<string, string>[];
    expect(items.length).toBeGreaterThan(0);
    return items[0][key];
  };
  const otherFeature = await firstActive('features', 'featuresTitleEn');
  const otherPartner = await firstActive('strongFuture', 'nameEn');
  await visit([otherFeature, otherPartner], async (home) => {
    await expect(home.getByText(title)).toHaveCount(0);
    await expect(home.getByText(partner)).toHaveCount(0);
  });
});
