// The one page behind all eleven content types: a form and a table, driven by an EntityDesc.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { toast } from 'react-toastify';
import { fieldChanges } from './history';
import { getById, listPage, manage, moveItem, toggle, UnexpectedFormatError, type ListPage, type Row } from '../api/admin';
import { ApiError, serverText, useToken } from '../api/client';
import { fieldNames, movePath, type EntityDesc } from './entities';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  dataUrl,
  listParams,
  pageCount,
  readPage,
  readQuery,
  readSize,
  rowId,
  type TableQuery,
} from './rows';
import { loadDraft, returnPath, saveDraft } from './session';
import { firstFailing, type FormInput } from './validation';
import { errorsOfCheck, fieldOf, firstWrongField, requiredMessage, serverFieldErrors, type FieldErrors } from './fieldErrors';
import { useAdminT, useServerText, type SaidText } from './useAdminT';
import { ERROR_TOAST } from './toasts';
import ContentForm, { emptyForm, hasOwnValidUntil, type FormState, type SaveIntent } from './ContentForm';
import ReturnDialog from './ReturnDialog';
import PreviewDialog from './PreviewDialog';
import { asUnsaved, previewPage } from './previewPage';
import { previewForm, withImage, type PreviewAnswer } from '../api/preview';
import History from './History';
import { approveItem, returnItem, submitItem } from '../api/workflow';
import { useRole } from './useRole';
import ContentTable, { type MoveTo } from './ContentTable';
import ConfirmDialog from './ConfirmDialog';
import { hasUnsavedChanges } from './unsaved';
import { useLeaveGuard } from './useLeaveGuard';

/** The form as kept for this tab when a session ends (the chosen file cannot be kept). */
type Draft = Omit<FormState, 'file' | 'preview'>;

/** A new item's form as it opens (a required date at today counts as untouched). */
const isBlank = (form: FormState, desc: EntityDesc): boolean => form.id === null && !hasUnsavedChanges(emptyForm(desc), form);

/** A 401 has already sent the browser to `/` (client.ts): nothing more to say. */
const sessionEnded = (e: unknown) => e instanceof ApiError && e.status === 401;

/** The server's own message for a refused call (in the reader's language); the page's text for anything else. */
function errorText(said: SaidText, e: unknown, fallback: string): string {
  if (e instanceof ApiError && e.message) return said(e);
  return said(null, fallback, { message: e instanceof Error ? e.message : String(e) });
}

/** Milliseconds of no typing before a table's search is sent to the server. */
const SEARCH_PAUSE_MS = 300;

/** `value`, once it has stayed the same for `ms` (its first value at once). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export default function ContentPage({ desc }: { desc: EntityDesc }) {
  const t = useAdminT();
  const said = useServerText();
  const token = useToken();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const query = readQuery(params);
  // A table that does not page (one item, such as the introduction) asks for the largest page.
  const size = desc.paginate ? readSize(params) : MAX_PAGE_SIZE;
  // One page, as the address bar asks for it: the server searches, filters, sorts and pages.
  // The search box writes the address at every key; the server is asked once typing pauses.
  const typed = useSettled(query.q, SEARCH_PAUSE_MS);
  const listQuery = listParams({ ...query, q: typed }, page, size, desc.tableFilters?.select?.key).toString();
  const { data, error, isLoading, mutate } = useSWR<ListPage, unknown>(
    token ? ['admin-list', desc.list.path, listQuery] : null,
    ([, path, q]: [string, string, string]) => listPage(path, new URLSearchParams(q)),
    // The rows shown stay while the next page is asked for, so the table does not jump.
    { keepPreviousData: true },
  );

  // A draft kept when the session ended under this page comes back after signing in.
  const [restored] = useState(() => loadDraft<Draft>(desc.route));
  const [form, setForm] = useState<FormState>(() =>
    restored ? { ...emptyForm(desc), ...restored, file: null, preview: null } : emptyForm(desc),
  );
  // The form as it was last opened, reset or saved: what differs from it is unsaved work.
  const [baseline, setBaseline] = useState<FormState>(() => emptyForm(desc));
  const dirty = hasUnsavedChanges(baseline, form);
  // What waits on "Discard your changes?": a cancel, or another item opened.
  const [discarding, setDiscarding] = useState<(() => void) | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [busyRow, setBusyRow] = useState<number | null>(null);
  const { can } = useRole();
  const [returning, setReturning] = useState(false);
  const [preview, setPreview] = useState<{ answer: PreviewAnswer; path: string } | null>(null);
  // The row just toggled or moved, which change marked it (the same row can be marked again),
  // and the list as it was before that change (the row is brought into view in the new one).
  const [marked, setMarked] = useState<{ id: number; change: number; before: ListPage | undefined } | null>(null);
  const mark = (id: number, before: ListPage | undefined) => setMarked((m) => ({ id, change: (m?.change ?? 0) + 1, before }));
  // Each change starts from the address bar as it is now, not as of the last render: two quick
  // changes (clearing the search, then choosing a filter) must not bring back the first's value.
  const setPage = useCallback(
    (p: number) =>
      setParams(
        () => {
          const next = new URLSearchParams(window.location.search);
          if (p <= 1) next.delete('page');
          else next.set('page', String(p));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setSize = useCallback(
    (n: number) =>
      setParams(
        () => {
          const next = new URLSearchParams(window.location.search);
          if (n === DEFAULT_PAGE_SIZE) next.delete('size');
          else next.set('size', String(n));
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  // A page past the end (the last items were filtered away or deactivated elsewhere): the last page.
  const lastPage = data ? pageCount(data.total, size) : 1;
  useEffect(() => {
    if (data && page > lastPage) setPage(lastPage);
  }, [data, page, lastPage, setPage]);
  const setQuery = useCallback(
    (change: Partial<TableQuery>) =>
      setParams(
        () => {
          const next = new URLSearchParams(window.location.search);
          for (const [k, v] of Object.entries(change)) {
            const empty = v === '' || (k === 'status' && v === 'all') || (k === 'dir' && v === 'asc');
            if (empty) next.delete(k);
            else next.set(k, String(v));
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

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
    // once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const formRef = useRef<HTMLFormElement>(null);
  const title = t(desc.title);

  useEffect(() => {
    document.title = `${t(desc.navLabel)} – OSHEC`;
  }, [t, desc.navLabel]);

  // List failures: a toast where docs/decisions.md §7 has one; the table says it in every case.
  const listError = error && !sessionEnded(error)
    ? t(error instanceof UnexpectedFormatError ? desc.messages.listFormat : (desc.messages.listError ?? 'Error fetching data.'))
    : null;
  useEffect(() => {
    if (!error || sessionEnded(error)) return;
    if (error instanceof UnexpectedFormatError) toast.error(t(desc.messages.listFormat), ERROR_TOAST);
    else if (desc.messages.listError) toast.error(t(desc.messages.listError), ERROR_TOAST);
  }, [error, desc, t]);

  const focusField = useCallback(
    (name: string) => {
      document.getElementById(`${desc.route}-${name}`)?.focus();
    },
    [desc.route],
  );

  const reset = () => {
    const empty = emptyForm(desc);
    setForm(empty);
    setBaseline(empty);
    setFormError(null);
    setFieldErrors({});
  };
  /** Runs `then` now, or after "Discard your changes?" is answered yes when the form has some. */
  const unlessUnsaved = (then: () => void) => {
    if (dirty) setDiscarding(() => then);
    else then();
  };
  // Leaving the page (the menu, a link, closing the tab) with unsaved work asks first.
  const leave = useLeaveGuard(dirty && !submitting);
  /** Each empty field a save needs gets a message naming it ("Enter the title in Odia"). */
  const named = (name: string) => {
    const field = fieldOf(desc, name);
    return field ? requiredMessage(field, t) : undefined;
  };

  /** A refused save: the toast, the message under each wrong field, focus on the first. */
  const refuse = (message: string, errors: FieldErrors, summary: boolean) => {
    toast.error(message, ERROR_TOAST);
    setFieldErrors(errors);
    // The fields say what is wrong with them; the form's message is for a refusal naming none.
    setFormError(summary && Object.keys(errors).length === 0 ? message : null);
    const first = firstWrongField(desc, errors);
    if (first !== null) window.setTimeout(() => focusField(first), 0);
  };
  /** The server refused the save: its (English) message names the fields through the entity's checks; the reader reads it in their language. */
  const refusedByServer = (source: unknown, fallback: string, input: FormInput) => {
    const english = serverText(source, 'en') || fallback;
    const shown = said(source, fallback);
    refuse(shown, serverFieldErrors(desc, english, input, shown, named), false);
  };

  /** The form's input when it passes `checks`; otherwise the first failure is shown, and null. */
  const passing = (checks: typeof desc.checks) => {
    const input = { values: form.values, file: form.file, hasImage: form.hasImage };
    const failed = firstFailing(checks, input);
    if (failed) {
      const message = t(failed.message);
      refuse(message, errorsOfCheck(failed, input, message, named), true);
      return null;
    }
    setFormError(null);
    setFieldErrors({});
    return input;
  };

  /** "Preview": the form checked as a save is, then the public page with it (nothing saved). */
  const onPreview = async () => {
    if (submitting) return;
    const input = passing(desc.checks.filter((c) => c.kind !== 'imageRequired'));
    if (!input) return;
    try {
      const answer = await previewForm(desc.key, manageJson(desc, form));
      if (!answer.outcome || !answer.data) {
        refusedByServer(answer, 'The preview could not be made.', input);
        return;
      }
      // A new item is shown under an id of its own, so a page of its own (/news/<id>) shows it.
      const data = asUnsaved(answer.data);
      const shown = form.file && desc.image ? withImage(data, URL.createObjectURL(form.file)) : data;
      setPreview({ answer: shown, path: previewPage(desc.key, data.id, form.values) });
    } catch (e) {
      if (!sessionEnded(e)) refusedByServer(e instanceof ApiError ? e : null, errorText(said, e, 'The preview could not be made.'), input);
    }
  };
  const closePreview = () => {
    const url = preview && preview.answer.imageField ? preview.answer.item[preview.answer.imageField] : null;
    if (typeof url === 'string' && url.startsWith('blob:')) URL.revokeObjectURL(url);
    setPreview(null);
  };

  /** Loads item `id` into the form. `quiet`: after a save, no toast, and focus stays. */
  const loadItem = async (id: number, name: string, quiet = false) => {
    if (!quiet) setBusyRow(id);
    try {
      const answer = await getById(desc.byId.path, desc.byId.field, id);
      const record = answer.data;
      if (!answer.outcome || !record || typeof record !== 'object') {
        toast.error(said(answer, desc.messages.loadFailed), ERROR_TOAST);
        return;
      }
      const values: Record<string, string> = {};
      for (const field of fieldNames(desc)) {
        const v = record[field];
        values[field] = v === null || v === undefined ? '' : String(v);
      }
      const existing = desc.image ? dataUrl(record[desc.image.encoded]) : null;
      const fileUrl = desc.file ? record[desc.file.pathKey] : null;
      const currentFile =
        desc.file && typeof fileUrl === 'string' && fileUrl !== ''
          ? { url: fileUrl, size: Number(record[desc.file.sizeKey] ?? 0) }
          : null;
      const loaded: FormState = {
        ...emptyForm(desc),
        id,
        name: name || String(record[desc.nameKey] ?? '') || `#${id}`,
        values,
        isActive: record.isActive !== false,
        showFrom: typeof record.showFrom === 'string' ? record.showFrom : '',
        showUntil: typeof record.showUntil === 'string' ? record.showUntil : '',
        validUntil: typeof record.validUntil === 'string' ? record.validUntil : '',
        status: typeof record.status === 'string' ? record.status : '',
        returnComment: typeof record.returnComment === 'string' ? record.returnComment : '',
        // A pending version answers with the live one beside it (docs/workflow.md).
        changes: record.live && typeof record.live === 'object' ? fieldChanges(desc, record.live as Row, record) : [],
        hasImage: existing !== null || currentFile !== null,
        preview: existing,
        currentFile,
      };
      setForm(loaded);
      setBaseline(loaded);
      setFormError(null);
      setFieldErrors({});
      if (quiet) return;
      if (desc.messages.loaded) toast.success(t(desc.messages.loaded));
      formRef.current?.scrollIntoView?.({ block: 'start' });
      const first = fieldNames(desc)[0];
      if (first) window.setTimeout(() => focusField(first), 0);
    } catch (e) {
      if (!sessionEnded(e)) toast.error(errorText(said, e, desc.messages.loadError), ERROR_TOAST);
    } finally {
      if (!quiet) setBusyRow(null);
    }
  };

  const onSubmit = async (intent: SaveIntent) => {
    if (submitting) return;
    const input = passing(desc.checks);
    if (!input) return;
    setSubmitting(true);
    const entity = manageJson(desc, form);
    try {
      const fileField = desc.image?.fileField ?? desc.file?.fileField;
      // A document's file can be large: show how much has been sent.
      const onProgress = desc.file && form.file ? (p: { loaded: number; total: number }) => setProgress(p.total ? p.loaded / p.total : 0) : undefined;
      if (onProgress) setProgress(0);
      const answer = await manage(desc.manage.path, desc.manage.json, entity, fileField, form.file, onProgress);
      if (answer.outcome) {
        // A contributor's save is a draft; "Submit for review" sends it on (docs/workflow.md).
        const savedId = form.id ?? Number(answer.data?.[desc.idField]);
        if (intent === 'submit') {
          const sent = await submitItem(desc.key, savedId);
          if (sent.outcome === false) {
            toast.error(said(sent, 'The item could not be submitted for review.'), ERROR_TOAST);
            await mutate();
            return;
          }
          toast.success(t('Submitted for review.'));
        } else {
          toast.success(t(!can.review ? 'Draft saved.' : desc.messages.submitted));
        }
        // A PDF without text (a scan) is saved, with a warning (docs/health.md).
        if ((answer as { warning?: string }).warning) {
          toast.warning(t('This PDF has no text: it looks scanned, and cannot be read aloud or searched. Upload a PDF saved from the original, or one with recognised text.'), { autoClose: 8000 });
        }
        const created = form.id === null;
        if (intent === 'save' && !can.review && Number.isSafeInteger(savedId) && savedId > 0) {
          // A draft saved stays open, by its id (a new one too): its author goes on with it.
          const kept = { ...form, id: savedId, name: form.values[desc.nameKey]?.trim() || form.name, file: null, status: form.status || 'draft' };
          setForm(kept);
          setBaseline(kept);
          await loadItem(savedId, kept.name, true);
        } else {
          reset();
          if (created) setPage(1); // the newest item heads the table
        }
        await mutate();
      } else {
        refusedByServer(answer, desc.messages.submitFailed, input);
      }
    } catch (e) {
      if (!sessionEnded(e)) refusedByServer(e instanceof ApiError ? e : null, errorText(said, e, desc.messages.submitError), input);
    } finally {
      setSubmitting(false);
      setProgress(null);
    }
  };

  // `?edit=ID` (a dashboard link) opens that item in the form, once the list is here.
  const editParam = params.get('edit');
  useEffect(() => {
    if (editParam === null || !token) return;
    const id = Number(editParam);
    setParams(
      () => {
        const next = new URLSearchParams(window.location.search);
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
    // The item need not be on the page shown: the form loads it by its id, marking its row busy
    // as a click on "Edit" does.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address asks to load an item: a call to the server, as a click's
    if (Number.isInteger(id) && id > 0) void loadItem(id, '');
    // loadItem is made anew each render; the link is followed once
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editParam, token]);

  // Approve or return the edited item, when it is in review (another official submitted it).
  const review = async (step: () => Promise<{ outcome?: boolean; message?: string }>, done: string) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const answer = await step();
      if (answer.outcome === false) {
        toast.error(said(answer, 'The review step failed.'), ERROR_TOAST);
        return;
      }
      toast.success(t(done));
      setReturning(false);
      reset();
      await mutate();
    } catch (e) {
      if (!sessionEnded(e)) toast.error(errorText(said, e, 'The review step failed.'), ERROR_TOAST);
    } finally {
      setSubmitting(false);
    }
  };
  const inReview = form.id !== null && form.status === 'review' && can.review;
  const onApprove = inReview ? () => review(() => approveItem(desc.key, form.id as number), 'Approved and published.') : undefined;
  const onReturnOpen = inReview ? () => setReturning(true) : undefined;

  const onCancel = () =>
    unlessUnsaved(() => {
      reset();
      toast.info(t(desc.messages.cancelled));
    });

  /** "Edit" in the table: the item replaces the form, after asking when the form has unsaved work. */
  const onEdit = (row: Row, name: string) => {
    const id = rowId(row, desc.idField);
    if (form.id === id && !dirty) return loadItem(id, name);
    unlessUnsaved(() => void loadItem(id, name));
  };

  const onToggle = async (row: Row) => {
    const id = rowId(row, desc.idField);
    const status = row.isActive === true; // the status shown, on every page (docs/decisions.md §6)
    setBusyRow(id);
    try {
      const answer = await toggle(desc.toggle.path, desc.toggle.field, id, status);
      if (answer.outcome) {
        toast.success(t(desc.messages.toggled));
        const now = answer.data?.isActive ?? !status;
        setForm((f) => (f.id === id ? { ...f, isActive: now } : f));
        mark(id, data);
        await mutate();
      } else {
        toast.error(said(answer, desc.messages.toggleFailed), ERROR_TOAST);
        await mutate();
      }
    } catch (e) {
      if (sessionEnded(e)) return;
      toast.error(errorText(said, e, desc.messages.toggleError), ERROR_TOAST);
      if (e instanceof ApiError && e.status === 409) await mutate(); // changed elsewhere
    } finally {
      setBusyRow(null);
    }
  };

  const onMove = async (row: Row, to: MoveTo) => {
    const id = rowId(row, desc.idField);
    setBusyRow(id);
    try {
      const answer = await moveItem(movePath(desc), id, to);
      if (answer.outcome) {
        mark(id, data);
        await mutate();
        toast.success(t('Order updated.'));
      } else {
        toast.error(said(answer, 'The order could not be changed.'), ERROR_TOAST);
      }
    } catch (e) {
      if (!sessionEnded(e)) toast.error(errorText(said, e, 'The order could not be changed.'), ERROR_TOAST);
    } finally {
      setBusyRow(null);
    }
  };

  // A toggled or moved row may change place: bring it into view, marked, in the very commit
  // that shows the refreshed list (a layout effect, before the browser paints it), once per
  // change. Scrolling in a later task instead (a passive effect after a second render) moved
  // the page under the pointer of whoever had already seen the new list and pressed something
  // else, such as a menu link: pressed on the link, released on the menu after the jump, that
  // click reached no link and was lost.
  const scrolled = useRef(0);
  useLayoutEffect(() => {
    if (marked === null || scrolled.current === marked.change || data === marked.before) return;
    scrolled.current = marked.change;
    const row = document.querySelector<HTMLElement>(`tr[data-row-id="${marked.id}"]`);
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [marked, data]);
  useEffect(() => {
    if (marked === null) return;
    const timer = window.setTimeout(() => setMarked(null), 4000);
    return () => window.clearTimeout(timer);
  }, [marked]);

  return (
    <div className="adm-page">
      <h1>{title}</h1>
      <ContentForm
        desc={desc}
        form={form}
        setForm={setForm}
        error={formError}
        fieldErrors={fieldErrors}
        submitting={submitting}
        onSubmit={onSubmit}
        drafts={!can.review}
        onApprove={onApprove}
        onPreview={onPreview}
        onReturn={onReturnOpen}
        onCancel={onCancel}
        formRef={formRef}
        progress={progress}
      />
      {leave.guard}
      {leave.question && (
        <ConfirmDialog
          title={t('Leave this page?')}
          message={t('Your changes to this item are not saved. If you leave, they are lost.')}
          confirm={t('Leave without saving')}
          cancel={t('Stay and keep editing')}
          onConfirm={leave.question.leave}
          onCancel={leave.question.stay}
        />
      )}
      {discarding && (
        <ConfirmDialog
          title={t('Discard your changes?')}
          message={t('Your changes to this item are not saved. If you go on, they are lost.')}
          confirm={t('Discard changes')}
          cancel={t('Keep editing')}
          onConfirm={() => {
            const then = discarding;
            setDiscarding(null);
            then();
          }}
          onCancel={() => setDiscarding(null)}
        />
      )}
      {form.id !== null && (
        <History
          key={form.id}
          desc={desc}
          id={form.id}
          onRestored={() => {
            reset();
            void mutate();
          }}
        />
      )}
      {preview && <PreviewDialog name={form.values[desc.nameKey]?.trim() || form.name || desc.title} path={preview.path} answer={preview.answer} onClose={closePreview} />}
      {returning && form.id !== null && (
        <ReturnDialog
          name={form.name}
          busy={submitting}
          onClose={() => setReturning(false)}
          onReturn={(comment) => review(() => returnItem(desc.key, form.id as number, comment), 'Returned to its author.')}
        />
      )}
      <ContentTable
        desc={desc}
        rows={data?.rows}
        total={data?.total ?? 0}
        size={size}
        setSize={setSize}
        loading={isLoading}
        error={listError}
        busyRow={busyRow}
        page={page}
        setPage={setPage}
        query={query}
        setQuery={setQuery}
        marked={marked?.id ?? null}
        onEdit={onEdit}
        onToggle={onToggle}
        onMove={onMove}
      />
    </div>
  );
}

/** The JSON a form's `manage` sends (and a preview of it). */
function manageJson(desc: EntityDesc, form: FormState): Record<string, unknown> {
  const entity: Record<string, unknown> = { [desc.idField]: form.id };
  for (const name of fieldNames(desc)) entity[name] = (form.values[name] ?? '').trim();
  entity.isActive = form.isActive;
  entity.showFrom = form.showFrom;
  entity.showUntil = form.showUntil;
  if (!hasOwnValidUntil(desc)) entity.validUntil = form.validUntil ?? '';
  return entity;
}
