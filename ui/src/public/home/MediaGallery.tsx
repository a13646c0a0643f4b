// Media Gallery (docs/decisions.md §2 item 6): the first 6 active images as thumbnails; each opens the
// viewer. The photo gallery page (/gallery/photos) shows the same thumbnails a page at a time.
import { lazy, Suspense, useState } from 'react';
import { useGallery, type GalleryItem, type Listed } from '../../api/public';
import { KIND } from '../../api/kinds';
import { useT, pick, type Language } from '../../i18n';
import type { ViewerImage } from './GalleryViewer';
import { Picture } from '../../shared/Img';
import { SIZES } from '../../shared/variants';
import { Empty, Failure, Loading } from './SectionStatus';

const GalleryViewer = lazy(() => import('./GalleryViewer'));
const preloadViewer = () => void import('./GalleryViewer');

export const MAX_GALLERY_IMAGES = 6;

// The older list field of an item's images, named after the kind's key.
const IMAGES = `${KIND.photos}Images` as const;

function toViewerImage(item: Listed<GalleryItem>, language: Language): ViewerImage | null {
  const first = item[IMAGES]?.[0];
  const src = item.displayImgPath || first?.imagePath;
  if (!src) return null;
  const caption =
    pick(language, item.displayName, item.displayNameOd) || (first ? pick(language, first.titleEn, first.titleOd) : '');
  return { key: item.id, src, caption };
}

/** The gallery items that have an image, as the viewer shows them. */
export function toViewerImages(items: readonly Listed<GalleryItem>[], language: Language): ViewerImage[] {
  return items.map((item) => toViewerImage(item, language)).filter((image): image is ViewerImage => image !== null);
}

/** Thumbnails that open the gallery viewer on the one pressed. */
export function GalleryThumbs({ images }: { images: ViewerImage[] }) {
  const { t } = useT();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul className="gallery-grid" onPointerEnter={preloadViewer} onFocus={preloadViewer}>
        {images.map((image, index) => (
          <li key={image.key}>
            <button
              type="button"
              className="thumb"
              onClick={() => setOpen(index)}
              aria-label={t('gallery.open', { name: image.caption })}
            >
              <Picture src={image.src} sizes={SIZES.thumb} width={600} height={400} alt="" loading="lazy" />
              <span className="thumb-caption" aria-hidden="true">
                {image.caption}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null && open < images.length && (
        <Suspense fallback={null}>
          <GalleryViewer images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}

export function GalleryGrid() {
  const { t, language } = useT();
  const { items, error, isLoading } = useGallery();

  if (isLoading) return <Loading text={t('status.loading')} />;
  if (error) return <Failure text={t('gallery.error', { message: error.message })} />;
  const images = toViewerImages(items ?? [], language).slice(0, MAX_GALLERY_IMAGES);
  if (images.length === 0) return <Empty text={t('gallery.empty')} />;
  return <GalleryThumbs images={images} />;
}
