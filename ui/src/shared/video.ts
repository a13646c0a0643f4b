// Videos are shown from YouTube's privacy-enhanced domain (docs/decisions.md §2 item 7, docs/decisions.md §9).
const ID = /^[A-Za-z0-9_-]{6,20}$/;
const HOSTS = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com|youtu\.be)$/i;

/** The id of a YouTube video from any of its usual addresses, or null. */
export function youtubeId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim().replace(/^(?!https?:\/\/)/i, 'https://'));
  } catch {
    return null;
  }
  if (!HOSTS.test(url.hostname)) return null;
  let id: string | null = null;
  if (/youtu\.be$/i.test(url.hostname)) {
    id = url.pathname.split('/')[1] ?? null;
  } else if (url.pathname === '/watch') {
    id = url.searchParams.get('v');
  } else {
    const match = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
    id = match ? match[1] : null;
  }
  return id && ID.test(id) ? id : null;
}

/** The privacy-enhanced embed address for a YouTube link (no autoplay), or null. */
export function toEmbedUrl(address: string): string | null {
  const id = youtubeId(address);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/** The video's own page on YouTube (where it plays when the embedded player cannot), or null. */
export function toWatchUrl(address: string): string | null {
  const id = youtubeId(address);
  return id ? `https://www.youtube.com/watch?v=${id}` : null;
}
