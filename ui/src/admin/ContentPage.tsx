// The one page behind all fourteen content types (the rows of src/entities/mod.rs): a form and
// a table, driven by an EntityDesc.
// The table's address and rows are useContentList's, the form's state useItemForm's, what is
// wrong with it useFormErrors'; this page runs the calls (load, preview, save, review, toggle,
// move) and the dialogs.
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { getById, manage, moveItem, toggle, UnexpectedFormatError, type Row } from '../api/admin';
import { ApiError, useToken } from '../api/client';
import { movePath, fieldNames, type EntityDesc } from './entities';
import { rowId } from './rows';
import { useAdminT, useServerText } from './useAdminT';
import { ERROR_TOAST } from './toasts';
import ContentForm, { emptyForm, type SaveIntent } from './ContentForm';
import ReturnDialog from './ReturnDialog';
import PreviewDialog from './PreviewDialog';
import { asUnsaved, previewPage } from './previewPage';
import { previewForm, withImage, type PreviewAnswer } from '../api/preview';
import History from './History';
import { approveItem, returnItem, submitItem } from '../api/workflow';
import { useRole } from './useRole';
import ContentTable, { type MoveTo } from './ContentTable';
import ConfirmDialog from './ConfirmDialog';
import { useLeaveGuard } from './useLeaveGuard';
import { errorText, formOfRecord, manageJson, sessionEnded } from './itemForm';
import { useContentList } from './useContentList';
import { useFormErrors } from './useFormErrors';
import { useItemForm } from './useItemForm';
import { useMarkedRow } from './useMarkedRow';

export default function ContentPage({ desc }: { desc: EntityDesc }) {
  const t = useAdminT();
  const said = useServerText();
  const token = useToken();
  const { data, error, isLoading, mutate, page, size, query, setPage, setSize, setQuery, editParam, takeEdit } = useContentList(desc, token);
  const { form, setForm, dirty, open } = useItemForm(desc);
  const errors = useFormErrors(desc);
  // What waits on "Discard your changes?": a cancel, or another item opened.
  const [discarding, setDiscarding] = useState<(() => void) | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [busyRow, setBusyRow] = useState<number | null>(null);
  const { can } = useRole();
  const [returning, setReturning] = useState(false);
  const [preview, setPreview] = useState<{ answer: PreviewAnswer; path: string } | null>(null);
  const [marked, mark] = useMarkedRow(data);
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

  const reset = () => {
    open(emptyForm(desc));
    errors.clear();
  };
  /** Runs `then` now, or after "Discard your changes?" is answered yes when the form has some. */
  const unlessUnsaved = (then: () => void) => {
    if (dirty) setDiscarding(() => then);
    else then();
  };
  // Leaving the page (the menu, a link, closing the tab) with unsaved work asks first.
  const leave = useLeaveGuard(dirty && !submitting);

  const onPreview = async () => {
    if (submitting) return;
    const input = errors.passing(desc.checks.filter((c) => c.kind !== 'imageRequired'), form);
    if (!input) return;
    try {
      const answer = await previewForm(desc.key, manageJson(desc, form));
      if (!answer.outcome || !answer.data) {
        errors.refusedByServer(answer, 'The preview could not be made.', input);
        return;
      }
      // A new item is shown under an id of its own, so a page of its own (/news/<id>) shows it.
      const data = asUnsaved(answer.data);
      const shown = form.file && desc.image ? withImage(data, URL.createObjectURL(form.file)) : data;
      setPreview({ answer: shown, path: previewPage(desc.key, data.id, form.values) });
    } catch (e) {
      if (!sessionEnded(e)) errors.refusedByServer(e instanceof ApiError ? e : null, errorText(said, e, 'The preview could not be made.'), input);
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
      const loaded = formOfRecord(desc, id, name, record);
      open(loaded);
      errors.clear();
      if (quiet) return;
      if (desc.messages.loaded) toast.success(t(desc.messages.loaded));
      formRef.current?.scrollIntoView?.({ block: 'start' });
      const first = fieldNames(desc)[0];
      if (first) window.setTimeout(() => errors.focusField(first), 0);
    } catch (e) {
      if (!sessionEnded(e)) toast.error(errorText(said, e, desc.messages.loadError), ERROR_TOAST);
    } finally {
      if (!quiet) setBusyRow(null);
    }
  };

  const onSubmit = async (intent: SaveIntent) => {
    if (submitting) return;
    const input = errors.passing(desc.checks, form);
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
          open(kept);
          await loadItem(savedId, kept.name, true);
        } else {
          reset();
          if (created) setPage(1); // the newest item heads the table
        }
        await mutate();
      } else {
        errors.refusedByServer(answer, desc.messages.submitFailed, input);
      }
    } catch (e) {
      if (!sessionEnded(e)) errors.refusedByServer(e instanceof ApiError ? e : null, errorText(said, e, desc.messages.submitError), input);
    } finally {
      setSubmitting(false);
      setProgress(null);
    }
  };

  // `?edit=ID` (a dashboard link) opens that item in the form, once the list is here.
  useEffect(() => {
    if (editParam === null || !token) return;
    const id = Number(editParam);
    takeEdit();
    // The item need not be on the page shown: the form loads it by its id, marking its row busy
    // as a click on "Edit" does.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address asks to load an item: a call to the server, as a click's
    if (Number.isInteger(id) && id > 0) void loadItem(id, '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loadItem is made anew each render; the link is followed once
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

  return (
    <div className="adm-page">
      <h1>{title}</h1>
      <ContentForm
        desc={desc}
        form={form}
        setForm={setForm}
        error={errors.formError}
        fieldErrors={errors.fieldErrors}
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
        marked={marked}
        onEdit={onEdit}
        onToggle={onToggle}
        onMove={onMove}
      />
    </div>
  );
}
