// Layout of the back office's item tables at a laptop size: long text is clamped, links wrap at
// their separators, and the pinned Status and Action columns never cover each other.
import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './admin-helpers';

test.use({ viewport: { width: 1366, height: 900 } });

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Per row: the Status badge's box and the Action cell's box, in page coordinates. */
async function statusAndAction(page: Page): Promise<Array<{ badge: Box; status: Box; action: Box }>> {
  return page.locator('.adm-table tr').evaluateAll((rows) =>
    rows
      .filter((tr) => tr.querySelector('.adm-col-action'))
      .map((tr) => {
        const box = (el: Element | null): Box => {
          const r = (el as Element).getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        };
        const status = tr.querySelector('.adm-col-status');
        return { badge: box(status?.querySelector('.adm-badge') ?? status), status: box(status), action: box(tr.querySelector('.adm-col-action')) };
      }),
  );
}

async function expectNoOverlap(page: Page) {
  const rows = await statusAndAction(page);
  expect(rows.length).toBeGreaterThan(1);
  for (const { badge, status, action } of rows) {
    expect(status.right).toBeLessThanOrEqual(action.left + 0.5);
    expect(badge.right).toBeLessThanOrEqual(action.left);
    expect(badge.left).toBeGreaterThanOrEqual(status.left);
  }
}

test('news table: clamped text with its full text in a tooltip, readable links, Status beside Action', async ({ page, request }) => {
  await signedIn(page, request, '/oshec/admin/news');
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  // the header reads "Status" and "Action" in full
  await expect(page.getByRole('columnheader', { name: 'Status', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Action', exact: true })).toBeVisible();
  await expectNoOverlap(page);

  // long text: at most three lines, the whole text in the title
  const clamps = await page.locator('.adm-table td .adm-clamp').evaluateAll((els) =>
    els.map((el) => {
      const style = getComputedStyle(el);
      return {
        height: el.getBoundingClientRect().height,
        line: parseFloat(style.lineHeight),
        title: el.getAttribute('title'),
        text: el.textContent,
      };
    }),
  );
  expect(clamps.length).toBeGreaterThan(4);
  for (const c of clamps) {
    expect(c.height).toBeLessThanOrEqual(3 * c.line + 1);
    expect(c.title).toBe(c.text);
  }
  // No row grows tall: about 111 px for the starter items; a row whose last change names an
  // account (items other specs make, such as the paging test's 125 news, listed on this page
  // since the table pages on the server) takes a line more in its "Last changed" cell.
  for (const height of await page.locator('.adm-table tbody tr').evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height))) {
    expect(height).toBeLessThan(150);
  }

  // links: a real column, not a few characters wide
  const links = page.locator('.adm-table td.adm-col-link');
  expect(await links.count()).toBeGreaterThan(0);
  for (const width of await links.evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().width))) {
    expect(width).toBeGreaterThanOrEqual(120);
  }

  // a table wider than its card scrolls inside it, and the pinned pair still never overlaps
  const wrap = page.locator('.adm-table-wrap');
  await wrap.evaluate((w) => {
    w.scrollLeft = w.scrollWidth;
  });
  await expectNoOverlap(page);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(1366);
});

test('gallery table: 60×60 thumbnails, Status beside Action', async ({ page, request }) => {
  await signedIn(page, request, '/oshec/admin/gallery');
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  const thumb = page.locator('.adm-table img.adm-thumb').first();
  await expect(thumb).toBeVisible();
  const box = await thumb.boundingBox();
  expect(box?.width).toBe(60);
  expect(box?.height).toBe(60);
  await expectNoOverlap(page);
});

test('at 1366 px every column of every table shows: none lies under the pinned Status and Action', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signedIn(page, request, '/oshec/admin');
  const routes = ['banner', 'focused', 'focused-notification', 'education-council', 'features', 'news', 'gallery', 'video', 'together', 'introduction', 'footer', 'officials', 'documents', 'pages'];
  for (const route of routes) {
    await page.goto(`/oshec/admin/${route}`);
    await expect(page.locator('.adm-table tbody td.adm-col-changed time').first()).toBeVisible();
    const fit = await page.locator('.adm-table-wrap').evaluate((wrap) => {
      const changed = wrap.querySelector('tbody td.adm-col-changed')!.getBoundingClientRect();
      const status = wrap.querySelector('tbody td.adm-col-status')!.getBoundingClientRect();
      return { scrolls: wrap.scrollWidth - wrap.clientWidth, gap: status.left - changed.right };
    });
    expect(fit.scrolls, `${route}: the table is wider than its card`).toBeLessThanOrEqual(1);
    expect(fit.gap, `${route}: Last changed lies under Status`).toBeGreaterThanOrEqual(-0.5);
  }
});
