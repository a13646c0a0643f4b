// Images are shown by URL only, always with width and height so nothing shifts as they load.
// Uploaded photos are offered in their smaller copies (see variants.ts): WebP where the browser
// takes it, the original's format otherwise, the width chosen by the browser from `sizes`.
import { useT } from '../i18n';
import { variantsOf } from './variants';

interface Props {
  src: string | null | undefined;
  width: number;
  height: number;
  alt?: string;
  className?: string;
  /** Below the fold: load when near the viewport. */
  lazy?: boolean;
  /** The largest image above the fold. */
  priority?: boolean;
  missingText?: string;
  /** How wide the image is shown, per layout (`SIZES` in variants.ts); default: the viewport. */
  sizes?: string;
}

export function Img({ src, width, height, alt = '', className, lazy = true, priority = false, missingText, sizes }: Props) {
  const { t } = useT();
  if (!src) {
    return (
      <div className={`no-image ${className ?? ''}`}>
        <span>{missingText ?? t('status.missingImage')}</span>
      </div>
    );
  }
  return (
    <Picture
      src={src}
      sizes={sizes ?? '100vw'}
      className={className}
      width={width}
      height={height}
      alt={alt}
      loading={lazy && !priority ? 'lazy' : 'eager'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

interface PictureProps {
  src: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high';
}

/** An `<img>` of `src`, inside a `<picture>` with its WebP copies when it is an upload. */
export function Picture({ src, sizes, width, height, alt, className, loading, fetchPriority }: PictureProps) {
  const variants = variantsOf(src);
  const img = (
    <img
      className={className}
      src={src}
      srcSet={variants?.fallback ?? undefined}
      sizes={variants?.fallback ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
    />
  );
  if (!variants) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={variants.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
