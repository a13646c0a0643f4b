// Which content links are pages of this app (routed without a reload) and which are not.

/** Paths served by the server itself rather than by the app's router. */
const SERVER_PATHS = /^\/(?:uploads|oshec\/api|assets|swagger|openapi)(?:\/|$)/i;

/**
 * True for a path of this site that the app shows: starts with one `/`, is not a file (no
 * extension in its last segment) and not one of the server's own paths.
 */
export function isAppPath(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return false;
  const path = href.split(/[?#]/)[0];
  if (SERVER_PATHS.test(path)) return false;
  const last = path.split('/').pop() ?? '';
  return !/\.[A-Za-z0-9]{1,5}$/.test(last);
}

/** The council's document files: where the server keeps them. */
const DOCUMENT_FILE = /^\/uploads\/document\/[^/?#]+$/i;

/**
 * True for a link to one of the council's document files (a PDF of the report pages). Every
 * such link downloads the file (the `download` attribute) and says so, wherever it is: the
 * report pages' Download buttons, and links in notices, news and pages (docs/visitors.md,
 * "Documents download").
 */
export function isDocumentFile(href: string): boolean {
  return DOCUMENT_FILE.test(href.split(/[?#]/)[0]);
}
