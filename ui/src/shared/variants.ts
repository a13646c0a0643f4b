// Smaller copies of uploaded photos (src/files on the server): each upload at
// `/uploads/<entity>/<id>-<hash>.<jpg|png>` also has `<that URL>/<width>.webp` for every width of
// VARIANT_WIDTHS (steps of at most 1.5x) and `<that URL>/<width>.<jpg|png>` for every width of
// FALLBACK_WIDTHS (for browsers without WebP), never wider than the photo itself.

export const VARIANT_WIDTHS = [320, 480, 640, 800, 960, 1280, 1600] as const;
export const FALLBACK_WIDTHS = [480, 960, 1600] as const;

export interface Variants {
  /** srcset of the WebP copies. */
  webp: string;
  /** srcset of the copies in the original's format; `null` when it is not known (below). */
  fallback: string | null;
}

const UPLOAD = /^\/uploads\/[^/?#]+\/\d+-[0-9a-f]+\.(jpg|png)$/;
/** The pre-rendered home page (src/shell) renders a slot the server fills with an upload's URL. */
const SLOT = /^@@\w+@@$/;

function srcset(src: string, ext: string, widths: readonly number[]): string {
  return widths.map((w) => `${src}/${w}.${ext} ${w}w`).join(', ');
}

/** The srcsets of `src`, or `null` when it is not an uploaded image (nothing to derive). */
export function variantsOf(src: string): Variants | null {
  const upload = UPLOAD.exec(src);
  if (upload) return { webp: srcset(src, 'webp', VARIANT_WIDTHS), fallback: srcset(src, upload[1], FALLBACK_WIDTHS) };
  if (SLOT.test(src)) return { webp: srcset(src, 'webp', VARIANT_WIDTHS), fallback: null };
  return null;
}

/**
 * `sizes` for each place a photo is shown: the width its picture is drawn at per layout
 * (the files styles/global.css imports), so that a phone picks the smallest copy sharp enough for its screen:
 * Chromium takes the narrowest copy with at least as many pixels as the screen draws (a 390 px
 * phone at 3 device pixels per CSS pixel: thumbnails drawn 171 px wide, 513 device pixels, take
 * 640.webp; the banner takes 1280.webp). `.container` is at most 76rem
 * with 1rem padding each side (1.5rem from 48em).
 *
 * On a phone whose screen has more than 2.5 device pixels per CSS pixel (most phones sold now
 * have 3), the photos of the page's flow are fetched for twice their drawn width, not three
 * times: `sizes` says two thirds of the drawn width there (`DENSE`), so a 390 px phone at 3 takes
 * the copy a 2x screen takes. Past 2x the eye at a phone's distance sees no more (the Retina
 * argument); the bytes grow with the square of the width: the home page's camera photos weigh
 * about half (docs/benchmarks.md, "Phones with dense screens"). The gallery viewer, where a
 * visitor looks at one photo closely, keeps the screen's full density.
 */
const DENSE = '(min-resolution: 2.5dppx)';
/** `width`, and before it two thirds of it on a screen denser than 2.5x (see above). */
const capped = (width: string) => `${DENSE} calc((${width}) * 2 / 3), calc(${width})`;

export const SIZES = {
  /** The hero: its frame (inside a 12px border) is full width on phones, the wider (1.1fr) of two
   * columns with a 3rem gap from 56em, capped by the container: 334 px on a 390 px phone. The
   * frame is 8:5 and the picture covers it, so a 4:3 photo is drawn as wide as the frame and a
   * 2.5:1 banner (the starter's) 1.56 times as wide: `sizes` says 1.25 times the frame, between
   * the two, so neither is blurred by more than a step nor fetched more than a step too wide. */
  hero: `(min-width: 76rem) 44rem, (min-width: 56em) calc(65vw - 5.625rem), ${capped('125vw - 4.375rem')}`,
  /** Cards in an auto-fit grid (announcements, features): one column on phones; as wide as a
   * third of the container when there are three (the starter content) at full width. */
  card: `(min-width: 76rem) 24rem, (min-width: 40em) calc(50vw - 2rem), ${capped('100vw - 2rem')}`,
  /** Gallery thumbnails: two columns (1rem gap) on phones, three from 48em. */
  thumb: `(min-width: 76rem) 23.7rem, (min-width: 48em) calc(33.3vw - 1.7rem), ${capped('50vw - 1.5rem')}`,
  /** Partner logos: a 7.5rem circle with 0.75rem padding. */
  logo: '6rem',
  /** The gallery viewer: a dialog min(92vw, 64rem) wide with 3.75rem padding each side. */
  viewer: '(min-width: 69.6rem) 56.5rem, calc(92vw - 7.5rem)',
  /** A news item's photo: the item's column, at most 48rem. */
  news: `(min-width: 51rem) 48rem, (min-width: 48em) calc(100vw - 3rem), ${capped('100vw - 2rem')}`,
} as const;
