// The content page's form: what it holds, what it held when last opened (what differs is unsaved
// work), and the draft kept in this tab's storage while the editor types.
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { emptyForm, type FormState } from './ContentForm';
import type { EntityDesc } from './entities';
import { loadDraft, returnPath, saveDraft } from './session';
import { hasUnsavedChanges } from './unsaved';
import { useAdminT } from './useAdminT';

/** The form as kept for this tab when a session ends (the chosen file cannot be kept). */
type Draft = Omit<FormState, 'file' | 'preview'>;

/** A new item's form as it opens (a required date at today counts as untouched). */
const isBlank = (form: FormState, desc: EntityDesc): boolean => form.id === null && !hasUnsavedChanges(emptyForm(desc), form);

export function useItemForm(desc: EntityDesc) {
  const t = useAdminT();
  // A draft kept when the session ended under this page comes back after signing in.
  const [restored] = useState(() => loadDraft<Draft>(desc.route));
  const [form, setForm] = useState<FormState>(() =>
    restored ? { ...emptyForm(desc), ...restored, file: null, preview: null } : emptyForm(desc),
  );
  // The form as it was last opened, reset or saved: what differs from it is unsaved work.
  const [baseline, setBaseline] = useState<FormState>(() => emptyForm(desc));
  const dirty = hasUnsavedChanges(baseline, form);
  /** Opens `opened` in the form, with nothing unsaved: an item loaded, saved, or a new one. */
  const open = (opened: FormState) => {
    setForm(opened);
    setBaseline(opened);
  };

  // Kept in this tab's storage while the editor types: a 401 must not lose it (docs/decisions.md §9).
  useEffect(() => {
    if (isBlank(form, desc)) saveDraft(desc.route, null);
    else {
      const { file: _file, preview: _preview, ...draft } = form;
      saveDraft<Draft>(desc.route, draft);
    }
  }, [form, desc]);
  // Leaving the page forgets the draft, unless the session ended under it.
  useEffect(
    () => () => {
      if (returnPath() === null) saveDraft(desc.route, null);
    },
    [desc.route],
  );
  useEffect(() => {
    if (restored) toast.info(t('Your unsaved changes were restored.'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival: not again when the language changes
  }, []);

  return { form, setForm, dirty, open };
}
