// The back office's preview of a draft (docs/workflow.md): a public page framed at
// `<page>?preview=form` (the form the back office hands over) or `?preview=<entity>/<id>` (an
// item's newest saved content, from /workflow/preview with this tab's back office session)
// shows the item as it will be published: every public answer of its list carries it in place
// of its published version, or first when it is new. Loaded only for such an address.
import { getJson, overlayPublicAnswers, type Envelope } from '../api/client';
import { FORM_PREVIEW, FRAMED_PREVIEW, previewTarget, withPreview, type PreviewAnswer } from '../api/preview';

/** The form's preview the framing back office page holds, if this page is framed by one. */
function framedAnswer(): PreviewAnswer | null {
  try {
    if (window.parent === window) return null;
    return ((window.parent as unknown as Record<string, unknown>)[FRAMED_PREVIEW] as PreviewAnswer | undefined) ?? null;
  } catch {
    return null; // framed by another site: nothing to show
  }
}

/** Loads the draft the address names and has public answers carry it. Never rejects. */
export async function startPreview(search: string): Promise<void> {
  const target = previewTarget(search);
  if (!target) return;
  let preview: PreviewAnswer | null = null;
  if (target === FORM_PREVIEW) preview = framedAnswer();
  else {
    try {
      const answer = await getJson<Envelope<PreviewAnswer>>(`/workflow/preview?entity=${target.entity}&id=${target.id}`);
      preview = answer.data ?? null;
    } catch {
      // No session or no such item: the page shows what is published.
    }
  }
  if (preview) {
    const shown = preview;
    overlayPublicAnswers((path, body) => withPreview(path, body, shown));
  }
}
