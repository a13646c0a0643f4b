// A preview of a draft on the public site (docs/workflow.md): the answer of /workflow/preview,
// and how a public list answer carries the previewed item in place of its published version.
import { request, type Envelope } from './client';

export interface PreviewAnswer {
  entity: string;
  id: number;
  idField: string;
  listPath: string;
  /** The list field naming the item's image, when the kind has one. */
  imageField: string | null;
  item: Record<string, unknown>;
}

/** The name under which the back office hands a form's preview to the page it frames. */
export const FRAMED_PREVIEW = 'oshecPreview';
/** `?preview=` value of a framed page showing the back office's form (not a stored item). */
export const FORM_PREVIEW = 'form';

/** The address's `preview` parameter: `form`, or a stored item as `entity/id`; null otherwise. */
export function previewTarget(search: string): 'form' | { entity: string; id: number } | null {
  const value = new URLSearchParams(search).get('preview') ?? '';
  if (value === FORM_PREVIEW) return FORM_PREVIEW;
  const m = /^([A-Za-z]+)\/(\d{1,15})$/.exec(value);
  return m ? { entity: m[1], id: Number(m[2]) } : null;
}

/** `body` (an answer of `path`) with the previewed item in place of its published version. */
export function withPreview(path: string, body: unknown, preview: PreviewAnswer): unknown {
  if (path.split('?')[0] !== preview.listPath) return body;
  const place = (items: unknown[]): { items: unknown[]; added: boolean } => {
    const same = (i: unknown) =>
      preview.id !== 0 && !!i && typeof i === 'object' && (i as Record<string, unknown>)[preview.idField] === preview.id;
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

/** The answer with `url` (a newly chosen photo) wherever the item named its image. */
export function withImage(answer: PreviewAnswer, url: string): PreviewAnswer {
  if (!answer.imageField) return answer;
  const old = answer.item[answer.imageField];
  const swap = (value: unknown): unknown => {
    if (typeof value === 'string') return old && value === old ? url : value;
    if (Array.isArray(value)) return value.map(swap);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)]));
    return value;
  };
  const item = swap(answer.item) as Record<string, unknown>;
  return { ...answer, item: { ...item, [answer.imageField]: url } };
}

/** `POST /workflow/preview`: a form's fields as the public list would show them, stored nowhere. */
export function previewForm(entity: string, item: Record<string, unknown>): Promise<Envelope<PreviewAnswer>> {
  return request<Envelope<PreviewAnswer>>('/workflow/preview', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ entity, item }),
  });
}
