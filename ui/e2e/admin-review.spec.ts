// What an approver approves is what visitors see (docs/workflow.md, "The gate"): a contributor
// changes a published news item and reopens her change (1366 px, English); an approver reviews
// exactly that change on a phone (390 px, Odia) and approves it; a restore asks first and says
// what becomes public.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, b64json, official, toastWith, unique } from './admin-helpers';
import { OD } from '../src/admin/i18n';

const APPROVER = process.env.E2E_APPROVER_EMAIL ?? 'approver@oshec.test';
const CONTRIBUTOR = process.env.E2E_CONTRIBUTOR_EMAIL ?? 'contributor@oshec.test';
const SHOTS = process.env.E2E_SHOTS;
const od = (key: string) => OD[key] ?? key;


/** A news item published by the administrator through the API; answers its id. */
async function publishedNews(request: APIRequestContext, title: string, titleOd: string): Promise<number> {
  const token = await apiToken(request);
  const fields = {
    latestNewsId: null, newsTitleEn: title, newsTitleOd: titleOd, newsDate: '2026-11-27',
    newsDescEn: 'Results are out.', newsDescOd: 'ଫଳାଫଳ ପ୍ରକାଶିତ।', newsLink: '', isActive: true,
  };
  const response = await request.post('/oshec/api/latestNews/manage', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { cipherLatestNewsDto: b64json(fields) },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.latestNewsId as number;
}

async function publicTitles(request: APIRequestContext): Promise<string[]> {
  const body = await (await request.get('/oshec/api/latestNews/allowAll/list?page=1&size=100')).json();
  const items = (Array.isArray(body) ? body : body.data) as Array<{ newsTitleEn: string }>;
  return items.map((i) => i.newsTitleEn);
}

test('a contributor reopens her change, an approver reviews it on a phone, a restore asks first', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const live = `Results day ${unique()}`;
  const change = `${live}: supplementary dates`;
  // Work lists name an item by its title in the reader's language: the Odia one in Odia.
  const liveOd = `ପରୀକ୍ଷା ଫଳାଫଳ ${live.split(' ').pop()}`;
  const id = await publishedNews(request, live, liveOd);

  // The contributor changes the published item and saves a draft; the form keeps her change.
  const writer = await official(browser, CONTRIBUTOR, 1366);
  await writer.goto(`/oshec/admin/news?edit=${id}`);
  const title = writer.getByLabel('Title (English)');
  await expect(title).toHaveValue(live);
  await title.fill(change);
  await writer.getByRole('button', { name: 'Save draft' }).click();
  await expect(toastWith(writer, 'Draft saved.')).toBeVisible();
  // She opens it again, as she would the next day: her change, not the live text.
  await writer.goto(`/oshec/admin/news?edit=${id}`);
  await expect(writer.getByLabel('Title (English)')).toHaveValue(change);
  await expect(writer.locator('.adm-form .adm-stage')).toHaveText('Draft');
  expect(await publicTitles(request)).toContain(live);
  await writer.getByRole('button', { name: 'Submit for review' }).click();
  await expect(toastWith(writer, 'Submitted for review.')).toBeVisible();
  if (SHOTS) await writer.screenshot({ path: `${SHOTS}/review-contributor-1366-en.png`, fullPage: true });

  // The approver, on a phone in Odia, opens exactly the submitted change: nothing saves over it.
  const approver = await official(browser, APPROVER, 390, 'od');
  const queue = approver.getByRole('region', { name: od('Awaiting your review') });
  await queue.getByRole('link', { name: liveOd }).click();
  await expect(approver.getByLabel(`${od('Title')} (${od('English')})`)).toHaveValue(change);
  await expect(approver.getByRole('button', { name: od('Publish') })).toHaveCount(0);
  await expect(approver.getByRole('note').filter({ hasText: od('Submitted for review: read it as visitors will, then approve it or return it with a comment.') })).toBeVisible();
  if (SHOTS) await approver.screenshot({ path: `${SHOTS}/review-approver-390-od.png` });
  await approver.getByRole('button', { name: od('Approve') }).click();
  await expect(toastWith(approver, od('Approved and published.'))).toBeVisible();
  await expect.poll(() => publicTitles(request)).toContain(change);

  // Restoring the first revision asks first and says it will be published.
  const lead = await official(browser, APPROVER, 1366);
  await lead.goto(`/oshec/admin/news?edit=${id}`);
  const history = lead.getByRole('region', { name: 'History' }).first();
  const asked: string[] = [];
  lead.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await history.getByRole('button', { name: 'Restore revision 1' }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain('will be published');
  expect(await publicTitles(request)).toContain(change);
  lead.once('dialog', (dialog) => void dialog.accept());
  await history.getByRole('button', { name: 'Restore revision 1' }).click();
  await expect(toastWith(lead, 'Revision 1 restored.')).toBeVisible();
  await expect.poll(() => publicTitles(request)).toContain(live);
});
