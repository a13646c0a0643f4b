import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { getPublicJson } from '../api/client';
import { documentListUrl, readDocumentPage, type DocumentItem } from '../api/public';
import type { Language } from '../i18n/language';
import { formatDate } from '../shared/format';
import { dialogKeyDown } from './dialogKeys';
import type { AdminT } from './useAdminT';

/** The published documents whose title holds `q` (all of them when empty), newest first. */
export async function findDocuments(q: string): Promise<DocumentItem[]> {
  const url = documentListUrl({ category: '', q, year: '', archived: false, page: 1, size: 20 });
  return (await readDocumentPage(await getPublicJson<unknown>(url))).items.filter((d) => d.documentPath);
}

interface Props {
  /** The id of the field's label: the button's description says which field it fills. */
  labelId: string;
  onPick: (path: string) => void;
  t: AdminT;
  language: Language;
}

/**
 * "Choose a document" beside a link field: a dialog that finds a published document by its title
 * and puts its address in the field, so a notice on the home page's board links to a PDF under
 * Documents without copying its address by hand.
 */
export default function DocumentPicker({ labelId, onPick, t, language }: Props) {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [found, setFound] = useState<DocumentItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = window.setTimeout(() => {
      findDocuments(q)
        .then((items) => {
          if (current) {
            setFound(items);
            setFailed(false);
          }
        })
        .catch(() => current && setFailed(true));
    }, 200);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [open, q]);
  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    window.setTimeout(() => opener.current?.focus(), 0);
  };
  const onKeyDown = (event: KeyboardEvent) => dialogKeyDown(event, box.current, 'input, button:not([disabled])', close);
  const title = (d: DocumentItem) => (language === 'od' && d.titleOd ? d.titleOd : d.titleEn);

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="adm-button adm-secondary adm-pick"
        aria-describedby={labelId}
        onClick={() => {
          setFound(null);
          setOpen(true);
        }}
      >
        {t('Choose a document')}
      </button>
      {open && (
        <div className="adm-dialog-backdrop">
          <div ref={box} className="adm-dialog" role="dialog" aria-modal="true" aria-labelledby={`${ids}-title`} onKeyDown={onKeyDown}>
            <h2 id={`${ids}-title`}>{t('Choose a document')}</h2>
            <div className="adm-field">
              <label htmlFor={`${ids}-q`}>{t('Search documents by title')}</label>
              <input ref={search} id={`${ids}-q`} type="search" value={q} autoComplete="off" onChange={(e) => setQ(e.target.value)} />
            </div>
            <div role="status" aria-live="polite">
              {failed ? t('Failed to fetch details.') : found === null ? t('Loading…') : found.length === 0 ? t('No published document has these words in its title.') : ''}
            </div>
            {found && found.length > 0 && (
              <ul className="adm-pick-list">
                {found.map((d) => (
                  <li key={d.documentId}>
                    <button
                      type="button"
                      className="adm-link-button"
                      onClick={() => {
                        onPick(d.documentPath ?? '');
                        close();
                      }}
                    >
                      {title(d)} <span className="adm-hint">({formatDate(d.publishDate, language)})</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="adm-actions">
              <button type="button" className="adm-button adm-secondary" onClick={close}>
                {t('Cancel')}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
