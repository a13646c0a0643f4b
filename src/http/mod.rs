//! The web edge: every HTTP concern of the site, one file each (docs/architecture.md).
//!
//! A request passes the edge's checks (the back office's allow-list, HSTS), then [`ROUTES`]
//! says what answers it, first matching row wins; the answer then gets the security headers,
//! the cache rule for administrators and a log line. The API's own calls are rows too
//! (`api/calls.rs`), each with its OpenAPI description.
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, OnceLock, RwLock};
use std::time::Instant;

use bytes::Bytes;
use poem::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, header};
use poem::{Body, Endpoint, IntoResponse, Request, Response};
use tokio::io::{AsyncRead, ReadBuf};

use crate::content::entities::{self, ENTITIES, Entity};
use crate::content::{Content, Encoding, Prepared};
use api::error::{BodyTooLarge, envelope_response, too_large_message};
use api::{PRIVATE_CACHE, PUBLIC_CACHE};
use edge::Edge;
use home::HomePage;
use paths::Address;

/// Largest body of a `manage` call: a 5 MiB image plus the form and base64 JSON around it.
pub const MANAGE_BODY_LIMIT: u64 = 7 * 1024 * 1024;
/// Largest body of every other request (sign-in, get-by-id, toggle: a few hundred bytes).
pub const SMALL_BODY_LIMIT: u64 = 64 * 1024;

const API_PREFIX: &str = "/oshec/api";

fn is_api(path: &str) -> bool {
    path == API_PREFIX || path.starts_with("/oshec/api/")
}

pub mod api;
pub mod app;
pub mod connections;
pub mod downloads;
pub mod edge;
pub mod home;
pub mod paths;

mod answers;
mod compression;
mod headers;
mod limits;
mod pages;
mod prerendered;
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
// The site: dispatch by path (a table of rows), then the cross-cutting concerns in one wrapper.

/// What answers a request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Answerer {
    /// The API under `/oshec/api` (its calls are the rows of `api/calls.rs`).
    Api,
    /// Stored images and documents.
    Upload,
    /// `/healthz` for monitoring: ready once every answer is correct.
    Health,
    /// An RSS feed (docs/feeds.md).
    Feed,
    /// The feeds' stylesheet.
    FeedStylesheet,
    Sitemap,
    Robots,
    /// `/` with the first banner painted in (`home.rs`).
    Home,
    /// A file of the UI, a page of the router, an old address (301) or the 404 page.
    Page,
}

/// One row of the site's routing: which requests, and what answers them.
struct SiteRoute {
    matches: fn(&str, &Method) -> bool,
    answerer: Answerer,
}

fn get_or_head(method: &Method) -> bool {
    method == Method::GET || method == Method::HEAD
}

/// The site's routes, first match wins; a request no row takes is a [`Answerer::Page`].
const ROUTES: &[SiteRoute] = &[
    SiteRoute {
        matches: |path, _| is_api(path),
        answerer: Answerer::Api,
    },
    SiteRoute {
        matches: |path, _| path.starts_with("/uploads/"),
        answerer: Answerer::Upload,
    },
    SiteRoute {
        matches: |path, _| path == "/healthz",
        answerer: Answerer::Health,
    },
    SiteRoute {
        matches: |path, _| crate::feeds::Feed::from_path(path).is_some(),
        answerer: Answerer::Feed,
    },
    SiteRoute {
        matches: |path, _| path == crate::feeds::STYLESHEET_PATH,
        answerer: Answerer::FeedStylesheet,
    },
    SiteRoute {
        matches: |path, _| path == "/sitemap.xml",
        answerer: Answerer::Sitemap,
    },
    SiteRoute {
        matches: |path, _| path == "/robots.txt",
        answerer: Answerer::Robots,
    },
    SiteRoute {
        matches: |path, method| path == "/" && get_or_head(method),
        answerer: Answerer::Home,
    },
];

/// What answers a request for `path` with `method`.
fn answerer(path: &str, method: &Method) -> Answerer {
    ROUTES
        .iter()
        .find(|route| (route.matches)(path, method))
        .map_or(Answerer::Page, |route| route.answerer)
}

/// Dispatches `/oshec/api/*`, `/uploads/*`, `/healthz` and the UI.
pub struct Site<A> {
    api: A,
    content: Arc<Content>,
    files: Arc<StaticFiles>,
    /// `/` with the hero painted in (see `home`).
    home: HomePage,
    /// The report, About and news pages with their first view painted in (`prerendered`).
    prerendered: prerendered::Prerendered,
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
            prerendered: prerendered::Prerendered::default(),
            banner: entities::by_key(crate::entities::keys::BANNER),
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
            envelope_response(StatusCode::FORBIDDEN, &edge::refused())
        } else {
            Response::builder()
                .status(StatusCode::FORBIDDEN)
                .content_type("text/plain; charset=utf-8")
                .header(header::CACHE_CONTROL, "no-store")
                .body(edge::refused().en())
        }
    }
}

impl<A: Endpoint<Output = Response>> Site<A> {
    /// The answer of `answerer` to a request whose body is already limited.
    async fn answer(&self, answerer: Answerer, path: &str, req: Request) -> Response {
        match answerer {
            Answerer::Api => {
                let accept = req.header(header::ACCEPT_ENCODING).map(str::to_string);
                let mut resp = match self.api.call(req).await {
                    Ok(resp) => resp,
                    Err(err) => api::error::poem_error_to_envelope(err),
                };
                allow_on_405(path, &mut resp);
                compress_dynamic(accept.as_deref(), resp).await
            }
            Answerer::Upload => serve_upload(self.content.clone(), &req).await,
            Answerer::Health => {
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
            }
            Answerer::Feed => match crate::feeds::Feed::from_path(path) {
                Some(feed) => self.serve_feed(&req, feed).await,
                None => self.serve_path(&req),
            },
            Answerer::FeedStylesheet => self.serve_feed_stylesheet(&req),
            Answerer::Sitemap => self.serve_sitemap(&req, true).await,
            Answerer::Robots => self.serve_sitemap(&req, false).await,
            Answerer::Home => self.serve_home(&req),
            Answerer::Page => self.serve_path(&req),
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
            let mut resp = match crate::http::api::public_list(&self.content, entity, &req).await {
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
            None => self.answer(answerer(&path, req.method()), &path, req).await,
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
