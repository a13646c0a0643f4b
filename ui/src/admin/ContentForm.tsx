import { useEffect, useRef, type Dispatch, type FormEvent, type ReactNode, type RefObject, type SetStateAction } from 'react';
import { fieldNames, type EntityDesc, type FieldDesc } from './entities';
import { labelOf, useAdminT } from './useAdminT';
import { useLanguage } from '../i18n';
import type { Language } from '../i18n/language';
import { formatNumber, formatSize } from '../shared/format';
import { STAGE_LABELS, STAGES, type Stage } from './rows';
import { FILE_FIELD, type FieldErrors } from './fieldErrors';
import DocumentPicker from './DocumentPicker';
import DateField, { FUTURE_YEARS } from './DateField';
import MarkdownField from './MarkdownField';
import { FieldChanges } from './History';
import type { FieldChange } from './history';
import { todayInIndia } from './when';

/** A size in MB or KB for the back office ("1.2 MB"; Odia digits in Odia). */
export function sizeText(bytes: number, language: Language): string {
  return formatSize(bytes, language);
}

export interface FormState {
  /** Null in create mode; the record's id in edit mode. */
  id: number | null;
  /** The edited item's name, for the form heading. */
  name: string;
  values: Record<string, string>;
  isActive: boolean;
  file: File | null;
  /** The edited record already has an image (a new file is then optional). */
  hasImage: boolean;
  /** Object URL of the chosen file, or data URL of the record's image. */
  preview: string | null;
  /** The schedule, `YYYY-MM-DDTHH:MM` India Standard Time or empty (docs/decisions.md §4). */
  showFrom: string;
  showUntil: string;
  /** The edited record's stored file (documents): its URL and size. */
  currentFile?: { url: string; size: number } | null;
  /** The last day (India time, `YYYY-MM-DD`) the item is valid; empty: always (docs/workflow.md). */
  validUntil?: string;
  /** The edited item's review stage, and why it was last returned. */
  status?: string;
  returnComment?: string;
  /** What the pending version changes in the live one, when one waits (docs/workflow.md). */
  changes?: FieldChange[];
}

/** A document's validUntil is a field of its own; every other kind takes it in the envelope. */
export const hasOwnValidUntil = (desc: EntityDesc): boolean => fieldNames(desc).includes('validUntil');

/** What the form's main buttons do: save (a draft or published, by role), or save and submit. */
export type SaveIntent = 'save' | 'submit';

/** The date fields a save needs (a News Date, a Publish Date): a new item starts them at today. */
export function requiredDates(desc: EntityDesc): string[] {
  const required = new Set(desc.checks.flatMap((c) => (c.kind === 'required' ? c.fields : [])));
  return desc.rows.flat().filter((f) => f.input === 'date' && required.has(f.name)).map((f) => f.name);
}

/** A new item's form: empty, but a required date is today (India time); `now` for tests. */
export function emptyForm(desc: EntityDesc, now: Date = new Date()): FormState {
  const today = todayInIndia(now);
  const dates = new Set(requiredDates(desc));
  return {
    id: null,
    name: '',
    values: Object.fromEntries(fieldNames(desc).map((n) => [n, dates.has(n) ? today : ''])),
    isActive: true,
    file: null,
    hasImage: false,
    preview: null,
    showFrom: '',
    showUntil: '',
    validUntil: '',
    status: '',
    returnComment: '',
  };
}

interface Props {
  desc: EntityDesc;
  form: FormState;
  setForm: Dispatch<SetStateAction<FormState>>;
  error: string | null;
  submitting: boolean;
  onSubmit: (intent: SaveIntent) => void;
  /** Contributors save drafts and submit them; approvers and administrators publish. */
  drafts: boolean;
  /** Given when the signed-in official may review the edited item (it is in review). */
  onApprove?: () => void;
  /** Shows the public page with the form's item, before anything is published. */
  onPreview?: () => void;
  onReturn?: () => void;
  onCancel: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  /** Share of the upload sent, 0 to 1, while a file is being sent. */
  progress?: number | null;
  /** The wrong fields of the last refused save, each with its message. */
  fieldErrors?: FieldErrors;
}

/** The entity's form: its fields (En and Od side by side), image with preview, Active, Submit, Cancel. */
export default function ContentForm({
  desc,
  form,
  setForm,
  error,
  submitting,
  onSubmit,
  drafts,
  onApprove,
  onPreview,
  onReturn,
  onCancel,
  formRef,
  progress = null,
  fieldErrors = {},
}: Props) {
  const t = useAdminT();
  const [language] = useLanguage();
  const fileRef = useRef<HTMLInputElement>(null);
  const id = (name: string) => `${desc.route}-${name}`;
  const headingId = id('form-title');
  const errorId = id('form-error');

  // A reset form forgets the chosen file in the input too.
  useEffect(() => {
    if (form.file === null && fileRef.current) fileRef.current.value = '';
  }, [form.file]);
  // Object URLs of chosen files are freed when replaced.
  useEffect(() => {
    const url = form.preview;
    return () => {
      if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
    };
  }, [form.preview]);

  const setValue = (name: string, value: string) =>
    setForm((f) => ({ ...f, values: { ...f.values, [name]: value } }));

  const onFile = (file: File | null) =>
    setForm((f) => ({
      ...f,
      file,
      // Images are previewed; other files show their name and size.
      preview: file && desc.image ? URL.createObjectURL(file) : null,
    }));

  // An item in review is read, approved or returned: nothing saves over it (docs/workflow.md).
  const inReview = form.id !== null && form.status === 'review';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!inReview) onSubmit('save');
  };

  // A wrong field carries its own message under it; the form's message is for a refusal that
  // names no field.
  const fieldError = (name: string) => fieldErrors[name];
  const fieldErrorId = (name: string) => id(`${name}-error`);
  const describe = (name: string, ...ids: (string | undefined)[]) =>
    [...ids, fieldError(name) ? fieldErrorId(name) : undefined].filter(Boolean).join(' ') || undefined;
  const errorUnder = (name: string) =>
    fieldError(name) ? (
      <p className="adm-field-error" id={fieldErrorId(name)}>
        {fieldError(name)}
      </p>
    ) : null;

  const renderField = (field: FieldDesc) => {
    const hintId = field.hint ? id(`${field.name}-hint`) : undefined;
    const own = fieldError(field.name) !== undefined;
    // Its own message, not the form's: an optional field is never told "All fields are required!".
    const describedBy = describe(field.name, hintId);
    const common = {
      id: id(field.name),
      name: field.name,
      value: form.values[field.name] ?? '',
      lang: field.lang === 'od' ? 'or' : undefined,
      'aria-describedby': describedBy,
      'aria-invalid': own ? true : undefined,
    };
    const onChange = (e: { target: { value: string } }) => setValue(field.name, e.target.value);
    // Under every field: its error, then its hint.
    const under = (
      <>
        {errorUnder(field.name)}
        {field.hint && (
          <p className="adm-hint" id={hintId}>
            {t(field.hint)}
          </p>
        )}
      </>
    );
    if (field.input === 'date') {
      return (
        <div className="adm-field" key={field.name}>
          <DateField
            legend={labelOf(t, field.label, field.lang)}
            id={common.id}
            value={common.value}
            onChange={(v) => setValue(field.name, v)}
            describedBy={describedBy}
            invalid={own}
            lang={common.lang}
            years={field.years}
            t={t}
            language={language}
          />
          {under}
        </div>
      );
    }
    if (field.input === 'markdown') {
      return (
        <div className="adm-field" key={field.name}>
          <MarkdownField
            id={common.id}
            label={labelOf(t, field.label, field.lang)}
            value={common.value}
            onChange={(v) => setValue(field.name, v)}
            describedBy={describedBy}
            invalid={own}
            lang={common.lang}
            t={t}
          />
          {under}
        </div>
      );
    }
    return (
      <div className="adm-field" key={field.name}>
        <label htmlFor={common.id} id={`${common.id}-label`}>
          {labelOf(t, field.label, field.lang)}
        </label>
        {field.input === 'textarea' ? (
          <textarea {...common} rows={4} onChange={onChange} />
        ) : field.input === 'select' ? (
          <select {...common} onChange={onChange}>
            {(field.options ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.label)}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type={field.input === 'url' ? 'text' : field.input}
            inputMode={field.input === 'url' ? 'url' : field.input === 'tel' ? 'numeric' : undefined}
            autoComplete="off"
            onChange={onChange}
          />
        )}
        {field.documents && (
          <DocumentPicker labelId={`${common.id}-label`} onPick={(path) => setValue(field.name, path)} t={t} language={language} />
        )}
        {under}
      </div>
    );
  };

  // The one file input of a form (an image or a document): its label, the types it takes,
  // its hint, and what shows under the hint.
  const fileField = (label: string, accept: string, hint: ReactNode, after: ReactNode) => (
    <div className="adm-row">
      <div className="adm-field">
        <label htmlFor={id('file')}>{t(label)}</label>
        <input
          ref={fileRef}
          id={id('file')}
          type="file"
          accept={accept}
          aria-describedby={describe(FILE_FIELD, id('file-hint'))}
          aria-invalid={fieldError(FILE_FIELD) ? true : undefined}
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
        {errorUnder(FILE_FIELD)}
        <p className="adm-hint" id={id('file-hint')}>
          {hint}
        </p>
        {after}
      </div>
    </div>
  );

  return (
    <form ref={formRef} className="adm-card adm-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{form.id === null ? t('Add an item') : t('Edit: {{name}}', { name: form.name })}</h2>
      {form.id !== null && form.status && (STAGES as readonly string[]).includes(form.status) && (
        <p>
          {t('Status')}:{' '}
          <span className={`adm-badge adm-stage adm-stage-${form.status}`}>{t(STAGE_LABELS[form.status as Stage])}</span>
        </p>
      )}
      {inReview && (
        <p className="adm-hint" role="note">
          {t(onApprove ? 'Submitted for review: read it as visitors will, then approve it or return it with a comment.' : 'Submitted for review: it cannot be changed until an approver approves it or returns it.')}
        </p>
      )}
      {form.id !== null && form.changes && form.changes.length > 0 && (
        <section className="adm-pending-changes" aria-labelledby={id('changes')}>
          <h3 id={id('changes')}>{t('What this change does to the published version')}</h3>
          <FieldChanges changes={form.changes} />
        </section>
      )}
      {form.id !== null && form.status === 'draft' && form.returnComment && (
        <div className="adm-return-comment" role="note" aria-label={t('Returned with a comment')}>
          <strong>{t('Returned with a comment')}:</strong> <span>{form.returnComment}</span>
        </div>
      )}
      {desc.rows.map((row) => (
        <div className={row.length > 1 ? 'adm-row adm-pair' : 'adm-row'} key={row.map((f) => f.name).join('+')}>
          {row.map(renderField)}
        </div>
      ))}
      {desc.image &&
        fileField(
          desc.image.label,
          'image/jpeg,image/png',
          <>
            {t('JPG or PNG, at most 5 MB.')} {form.hasImage && t('Leave empty to keep the current image.')}
          </>,
          form.preview && <img className="adm-preview" src={form.preview} alt={t('Preview')} />,
        )}
      {desc.file &&
        fileField(
          desc.file.label,
          desc.file.accept,
          <>
            {t(desc.file.hint)} {form.hasImage && t('Leave empty to keep the current file.')}
          </>,
          <>
            {form.file && (
              <p className="adm-file-chosen" aria-live="polite">
                {t('Chosen: {{name}} ({{size}})', { name: form.file.name, size: sizeText(form.file.size, language) })}
              </p>
            )}
            {!form.file && form.currentFile && (
              <p className="adm-file-chosen">
                <a href={form.currentFile.url} target="_blank" rel="noopener">
                  {t('Current file ({{size}})', { size: sizeText(form.currentFile.size, language) })}
                </a>
              </p>
            )}
            {progress !== null && (
              <div className="adm-progress">
                <label htmlFor={id('progress')}>{t('Uploading…')}</label>
                <progress id={id('progress')} max={100} value={Math.round(progress * 100)}>
                  {formatNumber(Math.round(progress * 100), language)}%
                </progress>
                <span aria-hidden="true">{formatNumber(Math.round(progress * 100), language)}%</span>
              </div>
            )}
          </>,
        )}
      <fieldset className="adm-row adm-pair adm-schedule">
        <legend>{t('Schedule (India time, optional)')}</legend>
        {(
          [
            ['showFrom', t('Show from')],
            ['showUntil', t('Show until')],
          ] as const
        ).map(([name, legend]) => (
          <div className="adm-field" key={name}>
            <DateField
              legend={legend}
              id={id(name)}
              withTime
              value={form[name]}
              describedBy={id('schedule-hint')}
              years={FUTURE_YEARS}
              onChange={(v) => setForm((f) => ({ ...f, [name]: v }))}
              t={t}
              language={language}
            />
          </div>
        ))}
        <p className="adm-hint" id={id('schedule-hint')}>
          {t('Leave empty to show the item whenever it is active.')}
        </p>
      </fieldset>
      {!hasOwnValidUntil(desc) && (
        <div className="adm-row">
          <div className="adm-field">
            <DateField
              legend={t('Valid until (optional)')}
              id={id('validUntil')}
              value={form.validUntil ?? ''}
              describedBy={id('validUntil-hint')}
              years={FUTURE_YEARS}
              onChange={(v) => setForm((f) => ({ ...f, validUntil: v }))}
              t={t}
              language={language}
            />
            <p className="adm-hint" id={id('validUntil-hint')}>
              {t('The last day the item is valid (India time); then it is archived. Leave empty to keep it.')}
            </p>
          </div>
        </div>
      )}
{/* Contributors' items go live when approved: the switch is the approvers' (docs/roles.md). */}
      {!drafts && (
      <div className="adm-row adm-check">
        <input
          id={id('isActive')}
          type="checkbox"
          checked={form.isActive}
          onChange={(e) => setForm((f) => ({ ...f, isActive: e.target.checked }))}
        />
        <label htmlFor={id('isActive')}>{t('Active')}</label>
      </div>
      )}
      {error && (
        <p className="adm-form-error" id={errorId}>
          {error}
        </p>
      )}
      <div className={inReview && onApprove ? 'adm-actions adm-actions-review' : 'adm-actions'}>
        {/* Nothing saves over a submission (docs/workflow.md): approve it or return it. */}
        {!inReview && (
          <button type="submit" className="adm-button adm-primary" disabled={submitting} aria-busy={submitting}>
            {submitting ? t('Saving…') : t(drafts ? 'Save draft' : 'Publish')}
          </button>
        )}
        {drafts && !inReview && (
          <button type="button" className="adm-button" disabled={submitting} onClick={() => onSubmit('submit')}>
            {t('Submit for review')}
          </button>
        )}
        {onPreview && (
          <button type="button" className="adm-button" disabled={submitting} onClick={onPreview}>
            {t('Preview')}
          </button>
        )}
        {onApprove && (
          <button type="button" className={inReview ? 'adm-button adm-primary' : 'adm-button'} disabled={submitting} onClick={onApprove}>
            {t('Approve')}
          </button>
        )}
        {onReturn && (
          <button type="button" className="adm-button" disabled={submitting} onClick={onReturn}>
            {t('Return')}
          </button>
        )}
        <button type="button" className="adm-button adm-secondary" onClick={onCancel}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
