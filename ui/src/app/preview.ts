// The back office's preview of a draft (docs/workflow.md): the public page, framed at
// `<page>?preview=<entity>/<id>`, shows the item as it will be published. The draft comes from
// `/workflow/preview` with the editor's token (this tab's back office session); every public
// answer of the item's list then carries it in place of its published version (or first, when
// it is new). Only this module, loaded only for such an address, sends a token from a public page.
import { getJson, overlayPublicAnswers, type Envelope } from '../api/client';

export interface PreviewAnswer {
  entity: string;
  id: number;
  idField: string;
  listPath: string;
  item: Record<string, unknown>;
}

/** `entity/id` from the address's `preview` parameter, or null. */
export function previewTarget(search: string): { entity: string; id: number } | null {
  const m = /^([A-Za-z]+)\/(\d{1,15})$/.exec(new URLSearchParams(search).get('preview') ?? '');
  return m ? { entity: m[1], id: Number(m[2]) } : null;
}

/** `body` (an answer of `path`) with the previewed item in place of its published version. */
export function withPreview(path: string, body: unknown, preview: PreviewAnswer): unknown {
  if (path.split('?')[0] !== preview.listPath) return body;
  const place = (items: unknown[]): { items: unknown[]; added: boolean } => {
    const same = (i: unknown) => !!i && typeof i === 'object' && (i as Record<string, unknown>)[preview.idField] === preview.id;
    const at = items.findIndex(same);
    if (at >= 0) return { items: items.map((i, n) => (n === at ? preview.item : i)), added: false };
    return { items: [preview.item, ...items], added: true };
  };
  if (Array.isArray(body)) return place(body).items;
  if (body && typeof body === 'object' && Array.isArray((body as Envelope<unknown[]>).data)) {
    const envelope = body as Envelope<unknown[]> & { total?: number };
    const { items, added } = place(envelope.data as unknown[]);
    const total = typeof envelope.total === 'number' && added ? envelope.total + 1 : envelope.total;
    return { ...envelope, data: items, ...(total === undefined ? {} : { total }) };
  }
  return body;
}

/** Loads the draft the address names and has public answers carry it. Never rejects. */
export async function startPreview(search: string): Promise<void> {
  const target = previewTarget(search);
  if (!target) return;
  try {
    const answer = await getJson<Envelope<PreviewAnswer>>(`/workflow/preview?entity=${target.entity}&id=${target.id}`);
    const preview = answer.data;
    if (preview) overlayPublicAnswers((path, body) => withPreview(path, body, preview));
  } catch {
    // No session or no such item: the page shows what is published.
  }
}
