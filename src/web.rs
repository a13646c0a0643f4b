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

/// Largest body of a `manage` call: a 5 MiB image plus the form and base64 JSON around it.
pub const MANAGE_BODY_LIMIT: u64 = 7 * 1024 * 1024;
/// Largest body of every other request (sign-in, get-by-id, toggle: a few hundred bytes).
pub const SMALL_BODY_LIMIT: u64 = 64 * 1024;

const API_PREFIX: &str = "/oshec/api";

fn is_api(path: &str) -> bool {
    path == API_PREFIX || path.starts_with("/oshec/api/")
}

mod answers;
mod compression;
mod headers;
mod limits;
mod static_files;
mod uploads;

use answers::*;
pub use compression::compress_dynamic;
use headers::*;
pub use limits::FILE_BODY_MARGIN;
use limits::*;
pub use static_files::{StaticFiles, api_docs};
pub use uploads::serve_upload;
#[cfg(test)]
use uploads::*;

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
mod tests;
