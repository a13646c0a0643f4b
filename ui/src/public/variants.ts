// Smaller copies of uploaded photos (src/files on the server): each upload at
// `/uploads/<entity>/<id>-<hash>.<jpg|png>` also has `<that URL>/<width>.webp` and
// `<that URL>/<width>.<jpg|png>` for every width below, never wider than the photo itself.

export const VARIANT_WIDTHS = [480, 960, 1600] as const;

export interface Variants {
  /** srcset of the WebP copies. */
  webp: string;
  /** srcset of the copies in the original's format; `null` when it is not known (below). */
  fallback: string | null;
}

const UPLOAD = /^\/uploads\/[^/?#]+\/\d+-[0-9a-f]+\.(jpg|png)$/;
/** The pre-rendered home page (src/shell) renders a slot the server fills with an upload's URL. */
const SLOT = /^@@\w+@@$/;

function srcset(src: string, ext: string): string {
  return VARIANT_WIDTHS.map((w) => `${src}/${w}.${ext} ${w}w`).join(', ');
}

/** The srcsets of `src`, or `null` when it is not an uploaded image (nothing to derive). */
export function variantsOf(src: string): Variants | null {
  const upload = UPLOAD.exec(src);
  if (upload) return { webp: srcset(src, 'webp'), fallback: srcset(src, upload[1]) };
  if (SLOT.test(src)) return { webp: srcset(src, 'webp'), fallback: null };
  return null;
}

/** `sizes` for each place a photo is shown: its rendered width per layout (styles/global.css). */
export const SIZES = {
  /** The hero: full width on phones, the wider of two columns from 56em, capped by the container. */
  hero: '(min-width: 76rem) 37rem, (min-width: 56em) 50vw, 100vw',
  /** Cards in an auto-fit grid (announcements, features): one column on phones. */
  card: '(min-width: 76rem) 24rem, (min-width: 40em) 50vw, 100vw',
  /** Gallery thumbnails: two columns on phones, three from 48em. */
  thumb: '(min-width: 76rem) 24rem, (min-width: 48em) 33vw, 50vw',
  /** Partner logos: a 6rem circle. */
  logo: '6rem',
  /** The gallery viewer: the whole width, up to the container's. */
  viewer: '(min-width: 76rem) 72rem, 100vw',
} as const;
