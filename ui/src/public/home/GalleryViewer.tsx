// The gallery viewer (docs/decisions.md §2 item 6, docs/decisions.md §9): a modal <dialog> showing one image, with
// previous/next that wrap, arrow keys, Escape and a close button. Tab stays inside it, and focus
// goes back to the thumbnail that opened it.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useT } from '../../i18n';
import { formatNumber } from '../../shared/format';
import { FaChevronLeft, FaChevronRight, FaXmark } from 'react-icons/fa6';
import { Picture } from '../../shared/Img';
import { SIZES } from '../../shared/variants';
import { keepTabInside } from '../../shared/focusTrap';

export interface ViewerImage {
  key: number;
  src: string;
  caption: string;
}

/** The index after a step of `delta`, wrapping around both ends. */
export function wrapIndex(index: number, delta: number, count: number): number {
  return count > 0 ? (((index + delta) % count) + count) % count : 0;
}

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

export default function GalleryViewer({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: ViewerImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t, language } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const image = images[index];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!element.open) element.showModal();
    element.querySelector<HTMLButtonElement>('.viewer-close')?.focus();
    return () => {
      if (element.open) element.close();
      opener?.focus();
    };
  }, []);

  const step = (delta: number) => onIndex(wrapIndex(index, delta, images.length));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else {
      keepTabInside(event, event.currentTarget, FOCUSABLE);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="viewer"
      aria-labelledby="viewer-caption"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {image && (
        <figure className="viewer-figure">
          <Picture
            key={image.src}
            src={image.src}
            sizes={SIZES.viewer}
            width={1200}
            height={800}
            alt={image.caption}
            className="viewer-image"
          />
          <figcaption>
            <span id="viewer-caption">{image.caption}</span>{' '}
            <span className="viewer-position" aria-live="polite">
              {t('gallery.position', { n: formatNumber(index + 1, language), total: formatNumber(images.length, language) })}
            </span>
          </figcaption>
        </figure>
      )}
      <button type="button" className="viewer-button viewer-prev" onClick={() => step(-1)} aria-label={t('gallery.previous')}>
        <FaChevronLeft aria-hidden="true" focusable="false" />
      </button>
      <button type="button" className="viewer-button viewer-next" onClick={() => step(1)} aria-label={t('gallery.next')}>
        <FaChevronRight aria-hidden="true" focusable="false" />
      </button>
      <button type="button" className="viewer-button viewer-close" onClick={onClose} aria-label={t('gallery.close')}>
        <FaXmark aria-hidden="true" focusable="false" />
      </button>
    </dialog>
  );
}
