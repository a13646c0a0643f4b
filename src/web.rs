//! Embedded UI, uploads, security and cache headers, body limits, compression, request logs.
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, OnceLock, RwLock};
use std::time::Instant;

use bytes::Bytes;
use poem::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, header};
use poem::{Body, Endpoint, IntoResponse, Request, Response};
use tokio::io::{AsyncRead, ReadBuf};

use crate::api::error::{BodyTooLarge, envelope_response, too_large_message};
use crate::api::{PRIVATE_CACHE, PUBLIC_CACHE};
use crate::content::entities::{self, ENTITIES, Entity};
use crate::content::{Content, Encoding, Prepared};
use crate::edge::{self, Edge};
use crate::home::{self, HomePage};
use crate::paths::Address;

/// The built React UI. In debug builds rust-embed reads the folder at run time; it may be
/// empty or missing (the UI is built by other work), and the server must still start.
#[derive(rust_embed::RustEmbed)]
#[folder = "ui/dist"]
#[allow_missing = true]
struct Assets;

/// Largest body of a `manage` call: a 5 MiB image plus the form and base64 JSON around it.
pub const MANAGE_BODY_LIMIT: u64 = 7 * 1024 * 1024;
/// Largest body of every other request (sign-in, get-by-id, toggle: a few hundred bytes).
pub const SMALL_BODY_LIMIT: u64 = 64 * 1024;

const API_PREFIX: &str = "/oshec/api";

fn is_api(path: &str) -> bool {
    path == API_PREFIX || path.starts_with("/oshec/api/")
}

// ---------------------------------------------------------------------------------------------
// Security headers: the one place they are set.

/// `blob:` in img-src is for the back office's preview of a chosen file, an object URL that
/// only the page's own script can make. The site may frame itself (`frame-src 'self'`,
/// `frame-ancestors 'self'`) for the back office's preview of a public page; no other site may
/// frame it.
const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; \
frame-src 'self' https://www.youtube-nocookie.com https://www.google.com; \
object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

/// [`CSP`], plus the hash of the home page's inline script when this build has one
/// (see `home`). Made once; each response gets a reference-counted copy of the header.
static SITE_CSP: LazyLock<HeaderValue> = LazyLock::new(|| {
    let Some(shell) = home::shell() else {
        return HeaderValue::from_static(CSP);
    };
    let csp = CSP.replacen(
        "script-src 'self';",
        &format!("script-src 'self' {};", shell.script_source()),
        1,
    );
    HeaderValue::from_maybe_shared(Bytes::from(csp))
        .unwrap_or_else(|_| HeaderValue::from_static(CSP))
});

/// Swagger UI is a page of inline script and style (poem-openapi's build); only it gets this.
const DOCS_CSP: &str = "default-src 'self'; script-src 'self' 'unsafe-inline'; \
style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; \
object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

const COOP: HeaderName = HeaderName::from_static("cross-origin-opener-policy");
const PERMISSIONS_POLICY: HeaderName = HeaderName::from_static("permissions-policy");
const POWERED_BY: HeaderName = HeaderName::from_static("x-powered-by");

/// Sets the site's security headers. A policy the answer already carries is kept: a stored
/// document sets its own (`sandbox`), stricter than the site's.
fn apply_security_headers(path: &str, headers: &mut HeaderMap) {
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        let csp = if path.starts_with("/oshec/api/docs") {
            HeaderValue::from_static(DOCS_CSP)
        } else {
            SITE_CSP.clone()
        };
        headers.insert(header::CONTENT_SECURITY_POLICY, csp);
    }
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    );
    // For browsers that predate frame-ancestors.
    headers.insert(
        header::X_FRAME_OPTIONS,
        HeaderValue::from_static("SAMEORIGIN"),
    );
    headers.insert(COOP, HeaderValue::from_static("same-origin"));
    headers.insert(
        PERMISSIONS_POLICY,
        HeaderValue::from_static("camera=(), microphone=(), geolocation=(), payment=()"),
    );
    // No product or version to fingerprint.
    headers.remove(header::SERVER);
    headers.remove(POWERED_BY);
}

// ---------------------------------------------------------------------------------------------
// Body limits: refused before anything is buffered.

/// Room around a file in a `manage` body: the form, its boundaries and the base64 JSON.
pub const FILE_BODY_MARGIN: u64 = 1024 * 1024;

/// The `manage` calls of entities that carry files (documents): their body limit (the
/// `max_document_mb` setting plus [`FILE_BODY_MARGIN`]) and their refusal, by full path.
pub type FileLimits = HashMap<String, (u64, String)>;

fn file_limits(content: &Content) -> FileLimits {
    ENTITIES
        .iter()
        .filter_map(|e| {
            let rule = e.file.as_ref()?;
            Some((
                format!("{API_PREFIX}{}", e.manage_path),
                (
                    content.max_file_bytes().saturating_add(FILE_BODY_MARGIN),
                    content.too_large_message(rule),
                ),
            ))
        })
        .collect()
}

fn body_limit(method: &Method, path: &str, files: &FileLimits) -> u64 {
    if *method == Method::POST && is_api(path) && path.ends_with("/manage") {
        files
            .get(path)
            .map_or(MANAGE_BODY_LIMIT, |(limit, _)| *limit)
    } else {
        SMALL_BODY_LIMIT
    }
}

fn too_large(path: &str, limit: u64, files: &FileLimits) -> Response {
    if let Some((_, message)) = files.get(path) {
        envelope_response(StatusCode::PAYLOAD_TOO_LARGE, message)
    } else if is_api(path) {
        envelope_response(StatusCode::PAYLOAD_TOO_LARGE, &too_large_message(limit))
    } else {
        Response::builder()
            .status(StatusCode::PAYLOAD_TOO_LARGE)
            .content_type("text/plain; charset=utf-8")
            .body(too_large_message(limit))
    }
}

/// A body reader that fails once more than `left` bytes arrive, for bodies sent without a
/// Content-Length (chunked), so they are bounded while they stream.
struct Capped<R> {
    inner: R,
    left: u64,
    limit: u64,
}

impl<R: AsyncRead + Unpin> AsyncRead for Capped<R> {
    fn poll_read(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        let before = buf.filled().len();
        let this = &mut *self;
        let poll = std::pin::Pin::new(&mut this.inner).poll_read(cx, buf);
        if let std::task::Poll::Ready(Ok(())) = &poll {
            let read = (buf.filled().len() - before) as u64;
            if read > this.left {
                return std::task::Poll::Ready(Err(std::io::Error::other(BodyTooLarge {
                    limit: this.limit,
                })));
            }
            this.left -= read;
        }
        poll
    }
}

/// Applies the limit: a declared length over it is refused at once (413); an undeclared
/// length is read through [`Capped`]. Answers the refusal, if any.
fn limit_body(req: &mut Request, files: &FileLimits) -> Option<Response> {
    let path = req.uri().path().to_string();
    let limit = body_limit(req.method(), &path, files);
    match req.header(header::CONTENT_LENGTH) {
        Some(len) => match len.trim().parse::<u64>() {
            Ok(n) if n <= limit => None,
            Ok(_) => Some(too_large(&path, limit, files)),
            Err(_) if is_api(&path) => Some(envelope_response(
                StatusCode::BAD_REQUEST,
                "The Content-Length header is not a number.",
            )),
            Err(_) => Some(
                Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .body("Bad Content-Length."),
            ),
        },
        None => {
            let body = req.take_body();
            req.set_body(Body::from_async_read(Capped {
                inner: body.into_async_read(),
                left: limit,
                limit,
            }));
            None
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Dynamic compression, for API answers that are not prepared ahead (admin lists, details,
// the OpenAPI document). Prepared bodies already carry Content-Encoding and are left alone.

fn compressible(content_type: &str) -> bool {
    let ct = content_type.to_ascii_lowercase();
    ct.starts_with("application/json")
        || ct.starts_with("text/")
        || ct.starts_with("application/javascript")
        || ct.starts_with("image/svg+xml")
}

/// Compresses an API answer for a client that accepts brotli or gzip, at the fastest level
/// (brotli quality 0, gzip level 1). The answers compressed here are JSON or CSV already held
/// in memory, so the body is read whole and compressed in one go.
pub async fn compress_dynamic(accept: Option<&str>, resp: Response) -> Response {
    if resp.status() != StatusCode::OK
        || resp.headers().contains_key(header::CONTENT_ENCODING)
        || !resp
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(compressible)
    {
        return resp;
    }
    let encoding = Encoding::negotiate(accept);
    let Some(name) = encoding.header_value() else {
        return resp;
    };
    let (mut parts, body) = resp.into_parts();
    let Ok(plain) = body.into_vec().await else {
        return envelope_response(
            StatusCode::INTERNAL_SERVER_ERROR,
            "The answer could not be read.",
        );
    };
    let compressed = match encoding {
        Encoding::Brotli => crate::content::prepared::brotli_bytes(&plain, 0),
        _ => crate::content::prepared::gzip_bytes(&plain, flate2::Compression::fast()),
    };
    parts
        .headers
        .insert(header::CONTENT_ENCODING, HeaderValue::from_static(name));
    parts.headers.remove(header::CONTENT_LENGTH);
    parts
        .headers
        .append(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    Response::from_parts(parts, Body::from(compressed))
}

// ---------------------------------------------------------------------------------------------
// Conditional answers from prepared bytes.

/// Answers `prepared` honouring Accept-Encoding, If-None-Match and HEAD.
fn answer_prepared(
    req: &Request,
    prepared: &Prepared,
    content_type: &str,
    cache_control: &'static str,
) -> Response {
    let wanted = Encoding::negotiate(req.header(header::ACCEPT_ENCODING));
    let (bytes, used) = prepared.body(wanted);
    let mut builder = Response::builder()
        .header(header::ETAG, prepared.etag(used))
        .header(header::CACHE_CONTROL, cache_control)
        .header(header::VARY, "Accept-Encoding");
    if req
        .header(header::IF_NONE_MATCH)
        .is_some_and(|inm| prepared.matches(inm))
    {
        return builder.status(StatusCode::NOT_MODIFIED).finish();
    }
    if let Some(enc) = used.header_value() {
        builder = builder.header(header::CONTENT_ENCODING, enc);
    }
    builder = builder.content_type(content_type);
    if req.method() == Method::HEAD {
        builder
            .header(header::CONTENT_LENGTH, bytes.len())
            .status(StatusCode::OK)
            .finish()
    } else {
        builder.status(StatusCode::OK).body(bytes)
    }
}

/// RFC 9110 §15.5.6: a 405 names the methods the resource has. The router's own 405s know
/// nothing of them, so an API 405 gets the methods the OpenAPI document lists for its path.
fn allow_on_405(path: &str, resp: &mut Response) {
    if resp.status() != StatusCode::METHOD_NOT_ALLOWED || resp.headers().contains_key(header::ALLOW)
    {
        return;
    }
    let call = path.strip_prefix(API_PREFIX).unwrap_or(path);
    if let Some(allow) = crate::api::allowed_methods(call)
        && let Ok(value) = HeaderValue::from_str(allow)
    {
        resp.headers_mut().insert(header::ALLOW, value);
    }
}

fn method_not_allowed() -> Response {
    Response::builder()
        .status(StatusCode::METHOD_NOT_ALLOWED)
        .header(header::ALLOW, "GET, HEAD")
        .body("Only GET and HEAD are allowed here.")
}

// ---------------------------------------------------------------------------------------------
// The embedded UI.

struct StaticFile {
    prepared: Prepared,
    mime: &'static str,
}

fn mime_of(path: &str) -> (&'static str, bool) {
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
const NOINDEX: &str = "<meta name=\"robots\" content=\"noindex\" />";

/// `index` with [`NOINDEX`] at the end of its head (or at its start when it has none).
fn with_noindex(index: &[u8]) -> Vec<u8> {
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
    fn load(&self, name: &str) -> Option<Arc<StaticFile>> {
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
    fn has(&self, path: &str) -> bool {
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

// ---------------------------------------------------------------------------------------------
// Uploaded images: `/uploads/<entity>/<id>-<hash>.<jpg|png>`.

fn parse_upload_path(path: &str) -> Option<(String, u64, String, String)> {
    let rest = path.strip_prefix("/uploads/")?;
    let (entity, file) = rest.split_once('/')?;
    let (stem, ext) = file.rsplit_once('.')?;
    let (id, hash) = stem.split_once('-')?;
    Some((
        entity.to_string(),
        id.parse().ok()?,
        hash.to_string(),
        ext.to_string(),
    ))
}

/// A variant's path, `/uploads/<entity>/<id>-<hash>.<ext>/<width>.<ext>`, as (variant name,
/// original's path).
fn split_variant(path: &str) -> Option<(&str, &str)> {
    let rest = path.strip_prefix("/uploads/")?;
    if rest.matches('/').count() != 2 {
        return None;
    }
    let (original, name) = path.rsplit_once('/')?;
    Some((name, original))
}

pub async fn serve_upload(content: Arc<Content>, req: &Request) -> Response {
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return method_not_allowed();
    }
    let not_found = || {
        Response::builder()
            .status(StatusCode::NOT_FOUND)
            .content_type("text/plain; charset=utf-8")
            .body("No such image.")
    };
    let path = req.uri().path();
    let found = if let Some((variant, original)) = split_variant(path) {
        let Some((entity, id, hash, ext)) = parse_upload_path(original) else {
            return not_found();
        };
        let name = variant.to_string();
        // Made on first request for images stored before variants existed: a blocking thread.
        tokio::task::spawn_blocking(move || content.variant(&entity, id, &hash, &ext, &name)).await
    } else {
        let Some((entity, id, hash, ext)) = parse_upload_path(path) else {
            return not_found();
        };
        if entities::by_key(&entity).is_some_and(|e| e.file.is_some()) {
            return crate::downloads::serve(content, req, entity, id, hash, ext).await;
        }
        tokio::task::spawn_blocking(move || content.image(&entity, id, &hash, &ext)).await
    };
    let image = match found {
        Ok(Ok(Some(image))) => image,
        Ok(Ok(None)) => return not_found(),
        Ok(Err(e)) => {
            tracing::error!(error = %e, "reading an image failed");
            return Response::builder()
                .status(StatusCode::INTERNAL_SERVER_ERROR)
                .body("The image could not be read.");
        }
        Err(e) => {
            tracing::error!(error = %e, "reading an image failed");
            return Response::builder()
                .status(StatusCode::INTERNAL_SERVER_ERROR)
                .body("The image could not be read.");
        }
    };
    // The URL names the bytes' hash: a changed image gets a new URL. A stand-in (a wider copy
    // served while an upgraded database makes this variant) is kept a minute, then asked again.
    let cache = if image.lasting {
        "public, max-age=31536000, immutable"
    } else {
        "public, max-age=60"
    };
    let builder = Response::builder()
        .header(header::ETAG, image.etag.as_str())
        .header(header::CACHE_CONTROL, cache)
        .content_type(image.mime);
    if req.header(header::IF_NONE_MATCH).is_some_and(|inm| {
        inm.split(',')
            .any(|t| t.trim() == image.etag || t.trim() == "*")
    }) {
        return builder.status(StatusCode::NOT_MODIFIED).finish();
    }
    if req.method() == Method::HEAD {
        return builder
            .header(header::CONTENT_LENGTH, image.bytes.len())
            .finish();
    }
    builder.body(image.bytes)
}

// ---------------------------------------------------------------------------------------------
// The site: dispatch by path, then the cross-cutting concerns in one wrapper.

/// Dispatches `/oshec/api/*`, `/uploads/*`, `/healthz` and the UI.
pub struct Site<A> {
    api: A,
    content: Arc<Content>,
    files: Arc<StaticFiles>,
    /// `/` with the hero painted in (see `home`).
    home: HomePage,
    banner: Option<&'static Entity>,
    /// Full path of every public list call, for the anonymous fast path.
    lists: HashMap<String, &'static Entity>,
    /// Body limits of the `manage` calls that carry files.
    file_limits: FileLimits,
    /// HSTS and the back office's allow-list.
    edge: Arc<Edge>,
}

impl<A> Site<A> {
    pub fn new(api: A, content: Arc<Content>, files: Arc<StaticFiles>) -> Site<A> {
        let lists = ENTITIES
            .iter()
            .map(|e| (format!("{API_PREFIX}{}", e.list_path), e))
            .collect();
        let file_limits = file_limits(&content);
        Site {
            api,
            file_limits,
            content,
            files,
            home: HomePage::default(),
            banner: entities::by_key("banner"),
            lists,
            edge: Arc::new(Edge::new(&crate::config::Settings::default())),
        }
    }

    /// The same site with HSTS and the allow-list of these settings.
    pub fn with_edge(mut self, edge: Edge) -> Site<A> {
        self.edge = Arc::new(edge);
        self
    }

    /// The 403 for a back-office request from outside `admin_allow`, recorded in the audit
    /// trail (at most once a minute per address).
    async fn refuse(&self, client: std::net::IpAddr, path: &str) -> Response {
        let (edge, store, logged) = (
            self.edge.clone(),
            self.content.store().clone(),
            path.to_string(),
        );
        let written =
            tokio::task::spawn_blocking(move || edge.audit_refusal(&store, client, &logged)).await;
        if let Ok(Err(e)) = written {
            tracing::error!(error = %e, "recording a refused address failed");
        }
        tracing::warn!(client = %client, path = %path, "back-office request from an address not allowed");
        if is_api(path) {
            envelope_response(StatusCode::FORBIDDEN, edge::REFUSED)
        } else {
            Response::builder()
                .status(StatusCode::FORBIDDEN)
                .content_type("text/plain; charset=utf-8")
                .header(header::CACHE_CONTROL, "no-store")
                .body(edge::REFUSED)
        }
    }

    /// `/`: the home page with the first active banner painted in when this build has the
    /// shell; otherwise, or when there is no active banner, the plain `index.html`.
    fn serve_home(&self, req: &Request) -> Response {
        if let Some(index) = self.files.load("index.html")
            && let Some(banners) = self.banner.and_then(|b| self.content.public_list(b))
            && let Some(page) = self.home.page(index.prepared.plain(), banners)
        {
            return answer_prepared(req, &page, index.mime, PUBLIC_CACHE);
        }
        self.files.serve(req)
    }
}

impl<A> Site<A> {
    /// Whether visitors can see a record of `entity` whose `field` is `value` (a text or a
    /// number), as its public list answers it.
    fn visible(&self, entity: &str, field: &str, value: &str) -> bool {
        let Some(list) = entities::by_key(entity).and_then(|e| self.content.public_list(e)) else {
            return false;
        };
        let Ok(body) = serde_json::from_slice::<serde_json::Value>(list.plain()) else {
            return false;
        };
        let items = match body.get("data").unwrap_or(&body) {
            serde_json::Value::Array(items) => items,
            _ => return false,
        };
        items.iter().any(|item| match item.get(field) {
            Some(serde_json::Value::String(s)) => s == value,
            Some(serde_json::Value::Number(n)) => n.to_string() == value,
            _ => false,
        })
    }

    /// Any other path: a file of `ui/dist`, a page of the router (`index.html`), an old
    /// address (301 to `/`), or the "page not found" page (404). See `paths`.
    fn serve_path(&self, req: &Request) -> Response {
        let path = req.uri().path();
        if (req.method() != Method::GET && req.method() != Method::HEAD)
            || self.files.has(path)
            || path.starts_with("/assets/")
        {
            return self.files.serve(req);
        }
        match crate::paths::classify(path) {
            Address::Page => self.files.serve(req),
            Address::Record {
                entity,
                field,
                value,
            } if self.visible(entity, field, &value) => self.files.serve(req),
            Address::Old => Response::builder()
                .status(StatusCode::MOVED_PERMANENTLY)
                .header(header::LOCATION, "/")
                .header(header::CACHE_CONTROL, PUBLIC_CACHE)
                .finish(),
            Address::Record { .. } | Address::Unknown => self.files.not_found(req),
        }
    }

    /// `/sitemap.xml`, or `/robots.txt` (the embedded file with the sitemap's address added).
    /// Both name the site by the request's address, so neither is kept by a shared cache.
    async fn serve_sitemap(&self, req: &Request, xml: bool) -> Response {
        if req.method() != Method::GET && req.method() != Method::HEAD {
            return method_not_allowed();
        }
        let base =
            crate::sitemap::base_url(req.header(header::HOST), req.header("x-forwarded-proto"));
        let (body, mime) = if xml {
            let content = self.content.clone();
            let made = tokio::task::spawn_blocking(move || -> Result<Vec<u8>, String> {
                let changes = content.changes().map_err(|e| e.to_string())?;
                let release = crate::clock::release_ms();
                let entries = crate::sitemap::entries(&changes, release, |entity, field| {
                    content.public_values(entity, field).unwrap_or_else(|e| {
                        tracing::error!(error = %e, entity, "reading sitemap pages failed");
                        Vec::new()
                    })
                });
                crate::sitemap::xml(&base, &entries).map_err(|e| e.to_string())
            })
            .await;
            match made {
                Ok(Ok(bytes)) => (bytes, "application/xml; charset=utf-8"),
                Ok(Err(e)) => {
                    tracing::error!(error = %e, "making the sitemap failed");
                    return Response::builder()
                        .status(StatusCode::INTERNAL_SERVER_ERROR)
                        .body("The sitemap could not be made.");
                }
                Err(e) => {
                    tracing::error!(error = %e, "making the sitemap failed");
                    return Response::builder()
                        .status(StatusCode::INTERNAL_SERVER_ERROR)
                        .body("The sitemap could not be made.");
                }
            }
        } else {
            let mut text = self
                .files
                .load("robots.txt")
                .map(|f| String::from_utf8_lossy(f.prepared.plain()).into_owned())
                .unwrap_or_else(|| "User-agent: *\nAllow: /\nDisallow: /oshec\n".to_string());
            if !text.ends_with('\n') {
                text.push('\n');
            }
            text.push_str(&format!("\nSitemap: {base}/sitemap.xml\n"));
            (text.into_bytes(), "text/plain; charset=utf-8")
        };
        let builder = Response::builder()
            .content_type(mime)
            .header(header::CACHE_CONTROL, "no-cache")
            .header(header::VARY, "Host, X-Forwarded-Proto");
        if req.method() == Method::HEAD {
            return builder.header(header::CONTENT_LENGTH, body.len()).finish();
        }
        builder.body(body)
    }
}

impl<A> Site<A> {
    /// A feed of `/feeds/` (docs/feeds.md): made from the entity's public list, with the
    /// public lists' cache header and an ETag. Its links name the site by the request's
    /// address, so shared caches keep one copy per address.
    async fn serve_feed(&self, req: &Request, feed: crate::feeds::Feed) -> Response {
        if req.method() != Method::GET && req.method() != Method::HEAD {
            return method_not_allowed();
        }
        let base =
            crate::sitemap::base_url(req.header(header::HOST), req.header("x-forwarded-proto"));
        let lang = crate::feeds::Lang::from_query(req.uri().query());
        let content = self.content.clone();
        // Preparing a list after a change reads the store.
        let made = tokio::task::spawn_blocking(move || -> Result<Vec<u8>, String> {
            let list = entities::by_key(feed.entity())
                .and_then(|e| content.public_list(e))
                .ok_or_else(|| "the list could not be read".to_string())?;
            let body: serde_json::Value =
                serde_json::from_slice(list.plain()).map_err(|e| e.to_string())?;
            crate::feeds::xml(feed, lang, &base, &body).map_err(|e| e.to_string())
        })
        .await
        .map_err(|e| e.to_string())
        .and_then(|made| made);
        match made {
            Ok(bytes) => {
                let prepared = Prepared::with_quality_for_size(bytes);
                let mut resp = answer_prepared(
                    req,
                    &prepared,
                    "application/rss+xml; charset=utf-8",
                    PUBLIC_CACHE,
                );
                resp.headers_mut().append(
                    header::VARY,
                    HeaderValue::from_static("Host, X-Forwarded-Proto"),
                );
                resp
            }
            Err(e) => {
                tracing::error!(error = %e, path = feed.path(), "making a feed failed");
                Response::builder()
                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                    .content_type("text/plain; charset=utf-8")
                    .body("The feed could not be made.")
            }
        }
    }
}

impl<A: Endpoint<Output = Response>> Endpoint for Site<A> {
    type Output = Response;

    async fn call(&self, mut req: Request) -> poem::Result<Response> {
        let start = Instant::now();
        let hsts = self.edge.hsts(&req);
        if let Some(client) = self.edge.refused(&req) {
            let path = req.uri().path().to_string();
            let mut resp = self.refuse(client, &path).await;
            apply_security_headers(&path, resp.headers_mut());
            if let Some(hsts) = hsts {
                resp.headers_mut()
                    .insert(header::STRICT_TRANSPORT_SECURITY, hsts);
            }
            return Ok(resp);
        }
        // The hot path: an anonymous public list is answered from prepared bytes here, without
        // the router; the OpenAPI route answers the same bytes (it serves tokens too).
        if req.method() == Method::GET
            && !req.headers().contains_key(header::AUTHORIZATION)
            && let Some(entity) = self.lists.get(req.uri().path())
        {
            let mut resp = match crate::api::public_list(&self.content, entity, &req).await {
                Ok(resp) => resp,
                Err(e) => e.into_response(),
            };
            apply_security_headers(req.uri().path(), resp.headers_mut());
            if let Some(hsts) = hsts {
                resp.headers_mut()
                    .insert(header::STRICT_TRANSPORT_SECURITY, hsts);
            }
            // Debug level: at full load an info line per visitor hit would cost more than the
            // answer itself (the reverse proxy's access log records these requests).
            tracing::debug!(
                method = "GET",
                path = %req.uri().path(),
                status = resp.status().as_u16(),
                micros = start.elapsed().as_micros() as u64,
                "request"
            );
            return Ok(resp);
        }
        let method = req.method().clone();
        // The path only: no query string, no header, no body is ever logged (tokens).
        let path = req.uri().path().to_string();
        let authorised = req.headers().contains_key(header::AUTHORIZATION);
        let mut resp = match limit_body(&mut req, &self.file_limits) {
            Some(refused) => refused,
            None => {
                if is_api(&path) {
                    let accept = req.header(header::ACCEPT_ENCODING).map(str::to_string);
                    let mut resp = match self.api.call(req).await {
                        Ok(resp) => resp,
                        Err(err) => crate::api::error::poem_error_to_envelope(err),
                    };
                    allow_on_405(&path, &mut resp);
                    compress_dynamic(accept.as_deref(), resp).await
                } else if path.starts_with("/uploads/") {
                    serve_upload(self.content.clone(), &req).await
                } else if path == "/healthz" {
                    // Ready once the list orders and the search index are in memory, so no
                    // answer waits for them (docs/architecture.md).
                    let (status, body) = match self.content.is_ready() {
                        true => (StatusCode::OK, "ok"),
                        false => (StatusCode::SERVICE_UNAVAILABLE, "starting"),
                    };
                    Response::builder()
                        .status(status)
                        .content_type("text/plain; charset=utf-8")
                        .header(header::CACHE_CONTROL, "no-store")
                        .body(body)
                } else if let Some(feed) = crate::feeds::Feed::from_path(&path) {
                    self.serve_feed(&req, feed).await
                } else if path == "/sitemap.xml" || path == "/robots.txt" {
                    self.serve_sitemap(&req, path == "/sitemap.xml").await
                } else if path == "/"
                    && (req.method() == Method::GET || req.method() == Method::HEAD)
                {
                    self.serve_home(&req)
                } else {
                    self.serve_path(&req)
                }
            }
        };
        apply_security_headers(&path, resp.headers_mut());
        if let Some(hsts) = hsts {
            resp.headers_mut()
                .insert(header::STRICT_TRANSPORT_SECURITY, hsts);
        }
        if authorised {
            // Whatever it is, an answer to an administrator is theirs alone.
            resp.headers_mut().insert(
                header::CACHE_CONTROL,
                HeaderValue::from_static(PRIVATE_CACHE),
            );
        }
        tracing::info!(
            method = %method,
            path = %path,
            status = resp.status().as_u16(),
            micros = start.elapsed().as_micros() as u64,
            "request"
        );
        Ok(resp)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upload_paths() {
        assert_eq!(
            parse_upload_path("/uploads/banner/12-abcdef.png"),
            Some(("banner".into(), 12, "abcdef".into(), "png".into()))
        );
        assert_eq!(parse_upload_path("/uploads/banner/x-abcdef.png"), None);
        assert_eq!(parse_upload_path("/uploads/banner"), None);
    }

    #[test]
    fn limits() {
        let files = FileLimits::from([(
            "/oshec/api/document/manage".to_string(),
            (26 * 1024 * 1024, "big".to_string()),
        )]);
        assert_eq!(
            body_limit(&Method::POST, "/oshec/api/banner/manage", &files),
            MANAGE_BODY_LIMIT
        );
        assert_eq!(
            body_limit(&Method::POST, "/oshec/api/document/manage", &files),
            26 * 1024 * 1024
        );
        assert_eq!(
            body_limit(&Method::POST, "/oshec/api/banner/getBannerById", &files),
            SMALL_BODY_LIMIT
        );
    }
}
