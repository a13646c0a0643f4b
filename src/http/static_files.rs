//! The embedded UI.

use super::*;

// `UI_FILES` (ui/dist) and `DOCS_FILES` (Swagger UI): `(name, brotli, bytes)` sorted by name,
// text kept in brotli by build.rs (docs/benchmarks.md, Binary size).
include!(concat!(env!("OUT_DIR"), "/embedded.rs"));

/// The embedded file `name` of `table`, prepared for every encoding; `compress` as in
/// [`mime_of`]. A file embedded in brotli gives the same answers as its plain form compressed
/// at quality 11 (what the server did at start-up before).
fn prepare(
    table: &'static [(&'static str, bool, &'static [u8])],
    name: &str,
    compress: bool,
) -> Option<Prepared> {
    let i = table.binary_search_by(|f| f.0.cmp(name)).ok()?;
    let (_, brotli, bytes) = table[i];
    match (brotli, compress) {
        (true, true) => Prepared::from_brotli(bytes),
        (true, false) => crate::content::prepared::unbrotli(bytes).map(Prepared::identity),
        (false, true) => Some(Prepared::with_quality(bytes.to_vec(), 11)),
        (false, false) => Some(Prepared::identity(bytes.to_vec())),
    }
}

/// The address of the embedded UI file whose name starts with `prefix` (a bundled file keeps
/// its name before the build's hash), for a page the server makes itself.
pub(super) fn ui_asset(prefix: &str) -> Option<String> {
    UI_FILES
        .iter()
        .find(|(name, _, _)| name.starts_with(prefix))
        .map(|(name, _, _)| format!("/{name}"))
}

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

/// Embedded files, each prepared once on first use (or at start-up in release builds).
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
        let (mime, compress) = mime_of(name);
        let prepared = prepare(UI_FILES, name, compress)?;
        let entry = Arc::new(StaticFile { prepared, mime });
        self.cache
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .insert(name.to_string(), entry.clone());
        Some(entry)
    }

    /// Prepares every embedded file ahead of the first visitor, on a thread of its own, a
    /// second after `ready` says so (it is asked every 20 ms, for at most a minute); a file
    /// asked for before is prepared by its request.
    pub fn warm(self: &Arc<Self>, ready: impl Fn() -> bool + Send + 'static) {
        let me = self.clone();
        std::thread::spawn(move || {
            // And a moment more, for the answers asked for while starting.
            crate::clock::wait_until_ready(ready, crate::content::AFTER_START);
            for (name, _, _) in UI_FILES {
                me.load(name);
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

/// The API documentation page, nested at `/oshec/api/docs` (see `app`): Swagger UI's script
/// and style from the embedded brotli copies (`DOCS_FILES`), reading `/oshec/api/openapi.json`.
pub fn api_docs() -> impl Endpoint<Output = Response> + 'static {
    static FILES: LazyLock<HashMap<&'static str, (Prepared, &'static str)>> = LazyLock::new(|| {
        let page = format!(
            "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
             <title>OSHEC API</title>\n\
             <link rel=\"stylesheet\" href=\"{API_PREFIX}/docs/swagger-ui.css\">\n</head>\n\
             <body>\n<main id=\"ui\"></main>\n\
             <script src=\"{API_PREFIX}/docs/swagger-ui-bundle.js\"></script>\n\
             <script src=\"{API_PREFIX}/docs/start.js\"></script>\n</body>\n</html>\n"
        );
        let start = format!(
            "SwaggerUIBundle({{ dom_id: \"#ui\", url: \"{API_PREFIX}/openapi.json\", \
             deepLinking: true, filter: false }});\n"
        );
        let mut files = HashMap::new();
        files.insert(
            "",
            (Prepared::new(page.into_bytes()), "text/html; charset=utf-8"),
        );
        files.insert(
            "start.js",
            (
                Prepared::new(start.into_bytes()),
                "text/javascript; charset=utf-8",
            ),
        );
        for (name, _, _) in DOCS_FILES {
            let (mime, compress) = mime_of(name);
            if let Some(prepared) = prepare(DOCS_FILES, name, compress) {
                files.insert(name, (prepared, mime));
            }
        }
        files
    });
    poem::endpoint::make_sync(|req: Request| {
        if req.method() != Method::GET && req.method() != Method::HEAD {
            return method_not_allowed();
        }
        let name = req.uri().path().trim_start_matches('/');
        match FILES.get(name) {
            Some((prepared, mime)) => answer_prepared(&req, prepared, mime, "no-cache"),
            None => Response::builder()
                .status(StatusCode::NOT_FOUND)
                .content_type("text/plain; charset=utf-8")
                .header(header::CACHE_CONTROL, "no-cache")
                .body("Not found."),
        }
    })
}
