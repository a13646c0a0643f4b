// Images are shown by URL only, always with width and height so nothing shifts as they load.
import { useT } from '../i18n';

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
}

export function Img({ src, width, height, alt = '', className, lazy = true, priority = false, missingText }: Props) {
  const { t } = useT();
  if (!src) {
    return (
      <div className={`no-image ${className ?? ''}`}>
        <span>{missingText ?? t('status.missingImage')}</span>
      </div>
    );
  }
  return (
    <img
      className={className}
      src={src}
      width={width}
      height={height}
      alt={alt}
      loading={lazy && !priority ? 'lazy' : 'eager'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
