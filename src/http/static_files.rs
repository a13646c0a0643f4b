//! The embedded UI.

use super::*;

pub(super) struct StaticFile {
    pub(super) prepared: Prepared,
    pub(super) mime: &'static str,
}

pub(super) fn mime_of(path: &str) -> (&'static str, bool) {
    let ext = path.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase());
    match ext.as_deref() {
        Some("html") => ("text/html; charset=utf-8", true),
        Some("js" | "mjs") => ("text/javascript; charset=utf-8", true),
        Some("css") => ("text/css; charset=utf-8", true),
        Some("json" | "map") => ("application/json", true),
        Some("webmanifest") => ("application/manifest+json", true),
        Some("svg") => ("image/svg+xml", true),
        Some("txt") => ("text/plain; charset=utf-8", true),
        Some("xml") => ("application/xml", true),
        Some("ico") => ("image/x-icon", true),
        Some("png") => ("image/png", false),
        Some("jpg" | "jpeg") => ("image/jpeg", false),
        Some("webp") => ("image/webp", false),
        Some("gif") => ("image/gif", false),
        Some("woff2") => ("font/woff2", false),
        Some("woff") => ("font/woff", false),
        Some("ttf") => ("font/ttf", false),
        _ => ("application/octet-stream", false),
    }
}

/// Embedded files, each compressed once on first use (or at start-up in release builds).
#[derive(Default)]
pub struct StaticFiles {
    cache: RwLock<HashMap<String, Arc<StaticFile>>>,
    /// `index.html` marked `noindex`: the body of every 404 page (see `paths`).
    not_found: OnceLock<Option<Prepared>>,
}

/// The tag that keeps a "page not found" answer out of search engines' indexes.
pub(super) const NOINDEX: &str = "<meta name=\"robots\" content=\"noindex\" />";

/// `index` with [`NOINDEX`] at the end of its head (or at its start when it has none).
pub(super) fn with_noindex(index: &[u8]) -> Vec<u8> {
    let at = index
        .windows(7)
        .position(|w| w.eq_ignore_ascii_case(b"</head>"))
        .unwrap_or(0);
    let mut out = Vec::with_capacity(index.len() + NOINDEX.len());
    out.extend_from_slice(&index[..at]);
    out.extend_from_slice(NOINDEX.as_bytes());
    out.extend_from_slice(&index[at..]);
    out
}

impl StaticFiles {
    pub(super) fn load(&self, name: &str) -> Option<Arc<StaticFile>> {
        if let Some(hit) = self
            .cache
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .get(name)
        {
            return Some(hit.clone());
        }
        let file = Assets::get(name)?;
        let (mime, compress) = mime_of(name);
        let data = file.data.into_owned();
        // Highest quality where it is paid once per process in an optimised build.
        let quality = if cfg!(debug_assertions) { 5 } else { 11 };
        let prepared = if compress {
            Prepared::with_quality(data, quality)
        } else {
            Prepared::identity(data)
        };
        let entry = Arc::new(StaticFile { prepared, mime });
        self.cache
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .insert(name.to_string(), entry.clone());
        Some(entry)
    }

    /// Compresses every embedded file ahead of the first visitor.
    pub fn warm(self: &Arc<Self>) {
        let me = self.clone();
        std::thread::spawn(move || {
            for name in Assets::iter() {
                me.load(&name);
            }
            // Brotli's best quality works in large buffers: give them back once done.
            crate::memory::release();
        });
    }

    /// Whether `ui/dist` has a file at `path`.
    pub(super) fn has(&self, path: &str) -> bool {
        let name = path.trim_start_matches('/');
        !name.is_empty() && self.load(name).is_some()
    }

    /// The app's "page not found" page with status 404: `index.html` (the React router
    /// draws the page) marked `noindex`. Never kept by a cache: the record may appear.
    pub fn not_found(&self, req: &Request) -> Response {
        let page = self.not_found.get_or_init(|| {
            let index = self.load("index.html")?;
            Some(Prepared::new(with_noindex(index.prepared.plain())))
        });
        let Some(page) = page else {
            return Response::builder()
                .status(StatusCode::NOT_FOUND)
                .content_type("text/plain; charset=utf-8")
                .header(header::CACHE_CONTROL, "no-cache")
                .body("Page not found.");
        };
        let (bytes, used) = page.body(Encoding::negotiate(req.header(header::ACCEPT_ENCODING)));
        let mut builder = Response::builder()
            .status(StatusCode::NOT_FOUND)
            .content_type("text/html; charset=utf-8")
            .header(header::CACHE_CONTROL, "no-cache")
            .header(header::VARY, "Accept-Encoding");
        if let Some(enc) = used.header_value() {
            builder = builder.header(header::CONTENT_ENCODING, enc);
        }
        if req.method() == Method::HEAD {
            return builder.header(header::CONTENT_LENGTH, bytes.len()).finish();
        }
        builder.body(bytes)
    }

    /// A file of `ui/dist`, or `index.html` for any other path (the React router's).
    pub fn serve(&self, req: &Request) -> Response {
        if req.method() != Method::GET && req.method() != Method::HEAD {
            return method_not_allowed();
        }
        let path = req.uri().path();
        let name = path.trim_start_matches('/');
        if !name.is_empty()
            && let Some(file) = self.load(name)
        {
            // Vite names what it emits under assets/ by content hash: cache it for good.
            let cache = if name.starts_with("assets/") {
                "public, max-age=31536000, immutable"
            } else {
                PUBLIC_CACHE
            };
            return answer_prepared(req, &file.prepared, file.mime, cache);
        }
        if name.starts_with("assets/") {
            // A missing hashed asset is a stale page asking for an old build: answering HTML
            // would only produce a script MIME error in the browser.
            return Response::builder()
                .status(StatusCode::NOT_FOUND)
                .content_type("text/plain; charset=utf-8")
                .header(header::CACHE_CONTROL, "no-cache")
                .body("Not found.");
        }
        match self.load("index.html") {
            Some(index) => answer_prepared(req, &index.prepared, index.mime, PUBLIC_CACHE),
            None => Response::builder()
                .status(StatusCode::NOT_FOUND)
                .content_type("text/plain; charset=utf-8")
                .header(header::CACHE_CONTROL, "no-cache")
                .body("The web interface is not built into this binary (ui/dist was empty)."),
        }
    }
}
