// The Google map of the council's address, in the footer and on Contact Us. Like the videos, it
// waits behind a placeholder of the site's own with a "Show map" button: nothing is asked of
// Google until the visitor presses it (docs/visitors.md, "The map").
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';

/** The map's own page, for those who want directions or cannot use the embedded map. */
export const mapLink = (query: string) => `https://www.google.com/maps?q=${encodeURIComponent(query)}`;

/** The embed address of a map of `query`. */
export const mapEmbed = (query: string) => `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;

/**
 * The map of `query`: a placeholder with a "Show map" button, then, once pressed, the frame
 * (keyboard focus moves into it, as the button it replaces is gone). The frame is keyed by its
 * address: when the settings arrive and the address changes, a new frame is made instead of
 * navigating the old one, since a frame's navigation adds an entry to the visitor's Back history.
 */
export function MapFrame({ query, title, className, width, height }: { query: string; title: string; className: string; width: number; height: number }) {
  const { t } = useT();
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  if (!shown) {
    return (
      <div className={`${className} map-poster`}>
        <button type="button" className="btn btn-amber map-show" onClick={() => setShown(true)} aria-label={`${t('mapFrame.show')}: ${title}`}>
          {t('mapFrame.show')}
        </button>
      </div>
    );
  }
  const src = mapEmbed(query);
  return (
    <iframe
      key={src}
      ref={frame}
      className={className}
      title={title}
      src={src}
      width={width}
      height={height}
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
}
