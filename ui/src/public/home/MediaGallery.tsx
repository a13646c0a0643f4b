// Media Gallery (SPEC §2.3 item 6): the first 6 active images as thumbnails; each opens the viewer.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGallery, type GalleryItem } from '../../api/public';
import { pick, useLanguage, type Language } from '../../i18n';
import { GALLERY_ANCHOR } from '../layout/MainMenu';
import type { ViewerImage } from './GalleryViewer';

const GalleryViewer = lazy(() => import('./GalleryViewer'));
const preloadViewer = () => void import('./GalleryViewer');
import { Empty, Failure, Loading } from './SectionStatus';

export const MAX_GALLERY_IMAGES = 6;

function toViewerImage(item: GalleryItem, language: Language): ViewerImage | null {
  const first = item.imageGalleryImages?.[0];
  const src = item.displayImgPath || first?.imagePath;
  if (!src) return null;
  const caption =
    pick(language, item.displayName, item.displayNameOd) || (first ? pick(language, first.titleEn, first.titleOd) : '');
  return { key: item.imageGalleryId ?? item.id ?? 0, src, caption };
}

export function MediaGallery() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const { items, error, isLoading } = useGallery();
  const [open, setOpen] = useState<number | null>(null);

  const images = (items ?? [])
    .map((item) => toViewerImage(item, language))
    .filter((image): image is ViewerImage => image !== null)
    .slice(0, MAX_GALLERY_IMAGES);

  return (
    <section className="section gallery" aria-labelledby={GALLERY_ANCHOR}>
      <div className="container">
        <h2 id={GALLERY_ANCHOR} className="section-title" tabIndex={-1}>
          {t('gallery.heading')}
        </h2>
        {isLoading && <Loading text={t('status.loading')} />}
        {error && <Failure text={t('gallery.error', { message: error.message })} />}
        {items && images.length === 0 && <Empty text={t('gallery.empty')} />}
        {images.length > 0 && (
          <ul className="gallery-grid" onPointerEnter={preloadViewer} onFocus={preloadViewer}>
            {images.map((image, index) => (
              <li key={image.key}>
                <button
                  type="button"
                  className="thumb"
                  onClick={() => setOpen(index)}
                  aria-label={t('gallery.open', { name: image.caption })}
                >
                  <img src={image.src} width={400} height={300} alt="" loading="lazy" decoding="async" />
                  <span className="thumb-caption" aria-hidden="true">
                    {image.caption}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {open !== null && images.length > 0 && (
          <Suspense fallback={null}>
            <GalleryViewer images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
