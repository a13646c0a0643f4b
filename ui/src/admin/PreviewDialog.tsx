import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FRAMED_PREVIEW, FORM_PREVIEW, type PreviewAnswer } from '../api/preview';
import { useLanguage, type Language } from '../i18n';
import { useAdminT } from './useAdminT';
import { dialogKeyDown } from './dialogKeys';

interface Props {
  /** The item's name, in the dialog's title. */
  name: string;
  /** The public page that shows the item. */
  path: string;
  answer: PreviewAnswer;
  onClose: () => void;
}

/** The widths a preview is drawn at: a common phone's, and a common laptop's. */
export const PREVIEW_WIDTHS = { phone: 390, desktop: 1366 } as const;
type Width = keyof typeof PREVIEW_WIDTHS;

/** The framed page's address: the public page, told to show the form handed to it, in `language`. */
export function framedAddress(path: string, language: Language): string {
  // Named even for English: the framed page shares this tab's stored choice, the back office's.
  const params = new URLSearchParams({ preview: FORM_PREVIEW, lang: language });
  return `${path}${path.includes('?') ? '&' : '?'}${params.toString()}`;
}

/**
 * "Preview": the public page as it will look with this item published, framed at a phone's or a
 * desktop's width, in either language (docs/workflow.md). Nothing is saved. A modal dialog: Esc
 * or Close closes it, Tab stays inside it, and focus goes back to where it was.
 */
export default function PreviewDialog({ name, path, answer, onClose }: Props) {
  const t = useAdminT();
  const ids = useId();
  const [adminLanguage] = useLanguage();
  const [width, setWidth] = useState<Width>('phone');
  const [language, setLanguage] = useState<Language>(adminLanguage);
  const [scale, setScale] = useState(1);
  const box = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  // The framed page reads the form from here (app/preview.ts).
  useEffect(() => {
    const holder = window as unknown as Record<string, unknown>;
    holder[FRAMED_PREVIEW] = answer;
    return () => {
      delete holder[FRAMED_PREVIEW];
    };
  }, [answer]);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => before?.focus?.();
  }, []);

  // A desktop-wide page is drawn scaled down to the room the dialog has.
  useEffect(() => {
    const room = stage.current;
    if (!room) return;
    const fit = () => setScale(Math.min(1, room.clientWidth / PREVIEW_WIDTHS[width]));
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(room);
    return () => observer?.disconnect();
  }, [width]);

  const onKeyDown = (event: KeyboardEvent) => dialogKeyDown(event, box.current, 'input, button:not([disabled]), iframe', onClose);

  const frameWidth = PREVIEW_WIDTHS[width];
  const frameHeight = width === 'phone' ? 844 : 768;
  return (
    <div className="adm-dialog-backdrop">
      <div
        ref={box}
        className="adm-dialog adm-preview-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-note`}
        onKeyDown={onKeyDown}
      >
        <div className="adm-preview-bar">
          <h2 id={`${ids}-title`}>{t('Preview: {{name}}', { name })}</h2>
          <fieldset className="adm-preview-choice">
            <legend>{t('Width')}</legend>
            {(['phone', 'desktop'] as const).map((w) => (
              <label key={w}>
                <input type="radio" name={`${ids}-width`} checked={width === w} onChange={() => setWidth(w)} />
                {t(w === 'phone' ? 'Phone' : 'Desktop')}
              </label>
            ))}
          </fieldset>
          <fieldset className="adm-preview-choice">
            <legend>{t('Language')}</legend>
            {(['en', 'od'] as const).map((l) => (
              <label key={l} lang={l === 'od' ? 'or' : 'en'}>
                <input type="radio" name={`${ids}-language`} checked={language === l} onChange={() => setLanguage(l)} />
                {l === 'od' ? 'ଓଡ଼ିଆ' : 'English'}
              </label>
            ))}
          </fieldset>
          <button ref={close} type="button" className="adm-button adm-secondary" onClick={onClose}>
            {t('Close')}
          </button>
        </div>
        <p className="adm-hint" id={`${ids}-note`}>
          {t('Not published: this is how the public page will show the item. Nothing is saved.')}
        </p>
        <div ref={stage} className="adm-preview-stage" style={{ height: `${Math.round(frameHeight * scale)}px` }}>
          <iframe
            key={language}
            title={t('Public page with {{name}}', { name })}
            src={framedAddress(path, language)}
            width={frameWidth}
            height={frameHeight}
            style={{ transform: `scale(${scale})` }}
          />
        </div>
      </div>
    </div>
  );
}
