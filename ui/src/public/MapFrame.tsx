// The Google map of the council's address, in the footer and on Contact Us.

/** The map's own page, for those who want directions or cannot use the embedded map. */
export const mapLink = (query: string) => `https://www.google.com/maps?q=${encodeURIComponent(query)}`;

/** The embed address of a map of `query`. */
export const mapEmbed = (query: string) => `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;

/**
 * A frame showing the map of `query`. It is keyed by its address: when the settings arrive and
 * the address changes, a new frame is made instead of navigating the old one, since a frame's
 * navigation adds an entry to the visitor's Back history (Back would then move the map, not the
 * page).
 */
export function MapFrame({ query, title, className, width, height }: { query: string; title: string; className: string; width: number; height: number }) {
  const src = mapEmbed(query);
  return (
    <iframe
      key={src}
      className={className}
      title={title}
      src={src}
      width={width}
      height={height}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
}
