//! poem-openapi: the wire format of docs/decisions.md §6 and nothing more.
//!
//! The 56 content calls are not written per entity: `OshecApi` implements `OpenApi` by hand,
//! from the table of calls (`calls`): each row is a path, who may make it, its description
//! (for `/openapi.json`, see `doc`) and its handler (`call`), and the entity rows give the
//! generic ones.
mod account;
mod backups;
mod blocking;
mod body;
mod call;
mod caller;
mod calls;
mod client;
mod content;
mod doc;
pub mod error;
mod feedback;
mod form;
mod health;
mod reply;
mod sign_in;
mod site;
mod state;
mod workflow;

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, LazyLock};

use poem::endpoint::BoxEndpoint;
use poem::http::Method;
use poem::{EndpointExt, IntoResponse, Request, RequestBody, Response, Route, RouteMethod};
use poem_openapi::registry::{MetaApi, Registry};
use poem_openapi::{OpenApi, OpenApiService};

use crate::auth::Auth;
use crate::backup::Backups;
use crate::config::Settings;
use crate::content::Content;
use crate::feedback::Feedback;
use crate::feedback::limit::Limiter;
use crate::health::Health;
pub use client::client_address;
pub use content::public_list;
use error::ApiError;
pub use site::{SearchAnswer, SearchHit, SearchMarks};
pub use state::ApiState;

/// Where the API lives.
pub const PREFIX: &str = "/oshec/api";
/// Anonymous public answers (lists and pages) may be kept by a shared cache (a CDN or nginx)
/// for a few seconds; browsers revalidate every time (a 304 costs next to nothing), so an
/// edit shows at once to anyone not behind such a cache.
pub const PUBLIC_CACHE: &str = "public, max-age=0, s-maxage=30, must-revalidate";
/// Every answer to a request that carries `Authorization`: never kept by any cache.
pub const PRIVATE_CACHE: &str = "private, no-store";

/// Every call of docs/decisions.md §6, served through generic handlers.
pub struct OshecApi {
    state: Arc<ApiState>,
}

/// What to mount at [`PREFIX`], over one state: the calls' routes, and the OpenAPI service
/// that [`spec_endpoint`] asks for the document.
pub fn service(
    content: Arc<Content>,
    auth: Arc<Auth>,
    settings: &Settings,
    backups: Arc<Backups>,
    health: Arc<Health>,
) -> (BoxEndpoint<'static>, OpenApiService<OshecApi, ()>) {
    let feedback = Arc::new(Feedback::new(content.store().clone()));
    let window = std::time::Duration::from_secs(feedback::WINDOW_SECS);
    let feedback_limit = Limiter::new(
        settings.feedback_per_hour,
        window,
        content.store().clone(),
    )
    .unwrap_or_else(|e| {
        tracing::error!(error = %e, "cannot read the feedback limiter's counts; counting afresh in memory");
        Limiter::memory(settings.feedback_per_hour, window)
    });
    let state = Arc::new(ApiState {
        content,
        auth,
        trusted_proxies: settings.trusted_proxies.clone(),
        feedback,
        feedback_limit,
        backups,
        review_all: settings.review_all,
        backup_plan: backups::BackupPlan {
            dir: settings.backup_dir.clone(),
            every: settings.backup_every,
            keep: settings.backup_keep,
        },
        health,
    });
    (routes(Arc::clone(&state)), describe(state))
}

/// Each call's path with its methods, from the same rows as the document. Not poem-openapi's
/// own routing: that builds the whole document first (to check the operation ids), which a
/// start spent before it listened (docs/benchmarks.md, "What a start waits for"). A test
/// checks that no two rows share a path and method.
fn routes(state: Arc<ApiState>) -> BoxEndpoint<'static> {
    let mut table = HashMap::new();
    OshecApi { state }.add_routes(&mut table);
    table
        .into_iter()
        .fold(Route::new(), |route, (path, methods)| {
            let methods = methods
                .into_iter()
                .fold(RouteMethod::new(), |all, (method, call)| {
                    all.method(method, call)
                });
            route.at(path, methods)
        })
        .map_to_response()
        .boxed()
}

/// The service over `state`, with the document's title, description and server.
fn describe(state: Arc<ApiState>) -> OpenApiService<OshecApi, ()> {
    OpenApiService::new(OshecApi { state }, "oshec", env!("CARGO_PKG_VERSION"))
        .description(
            "Public website and back office of the Odisha State Higher Education Council. \
             Errors answer {\"outcome\": false, \"message\": ...} with their status. A method a \
             path does not list answers 405 with Allow naming the ones it does. Base64 fields \
             say what they decode to, and carry it as a JSON schema in x-base64-of.",
        )
        .server(PREFIX)
}

/// `/openapi.json`: the document, with what each base64 field decodes to (`x-base64-of`).
/// Written at its first request, not at start: it takes tens of milliseconds, which a start
/// would spend before its first answer (docs/benchmarks.md, cold start).
pub fn spec_endpoint(service: OpenApiService<OshecApi, ()>) -> impl poem::Endpoint + 'static {
    let spec: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    poem::endpoint::make_sync(move |_| {
        let spec = spec.get_or_init(|| doc::with_decoded_schemas(&service.spec()));
        Response::builder()
            .content_type("application/json")
            .body(spec.clone())
    })
}

/// The methods the document lists for `path` (under [`PREFIX`]), HEAD with GET, for the
/// `Allow` header of a 405; `None` for a path it does not list.
pub fn allowed_methods(path: &str) -> Option<&'static str> {
    static ALLOW: LazyLock<HashMap<String, String>> = LazyLock::new(|| {
        let mut allow: HashMap<String, Vec<Method>> = HashMap::new();
        for api in OshecApi::meta() {
            for path in api.paths {
                let methods = allow.entry(path.path).or_default();
                for op in path.operations {
                    if op.method == Method::GET {
                        methods.push(Method::HEAD);
                    }
                    methods.push(op.method);
                }
            }
        }
        allow
            .into_iter()
            .map(|(path, mut methods)| {
                methods.sort_by(|a, b| a.as_str().cmp(b.as_str()));
                methods.dedup();
                let names: Vec<&str> = methods.iter().map(Method::as_str).collect();
                (path, names.join(", "))
            })
            .collect()
    });
    ALLOW.get(path).map(String::as_str)
}

/// Wraps a handler as a route endpoint whose every outcome, failure included, is a response.
fn endpoint<F, Fut>(f: F) -> BoxEndpoint<'static>
where
    F: Fn(Request, RequestBody) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = Result<Response, ApiError>> + Send + 'static,
{
    poem::endpoint::make(move |req: Request| {
        let (req, body) = req.split();
        let fut = f(req, body);
        async move {
            Ok::<Response, poem::Error>(match fut.await {
                Ok(resp) => resp,
                Err(e) => e.into_response(),
            })
        }
    })
    .boxed()
}

impl OpenApi for OshecApi {
    fn meta() -> Vec<MetaApi> {
        vec![MetaApi {
            paths: calls::paths(calls::all()),
        }]
    }

    fn register(registry: &mut Registry) {
        doc::register(registry);
        calls::register(registry);
        feedback::register(registry);
        workflow::register(registry);
        health::register(registry);
    }

    fn add_routes(self, route_table: &mut HashMap<String, HashMap<Method, BoxEndpoint<'static>>>) {
        for call in calls::all() {
            route_table
                .entry(call.path.clone())
                .or_default()
                .insert(call.method(), call.endpoint(self.state.clone()));
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use poem_openapi::OpenApi;

    use super::OshecApi;

    /// The routes are built from the rows one by one: a second row with the same path and
    /// method would silently replace the first, so none may.
    #[test]
    fn no_two_calls_share_a_path_and_method() {
        let mut seen = HashSet::new();
        for api in OshecApi::meta() {
            for path in api.paths {
                for op in path.operations {
                    let call = format!("{} {}", op.method, path.path);
                    assert!(seen.insert(call.clone()), "{call} twice");
                }
            }
        }
        assert!(seen.len() > 50, "{} calls", seen.len());
    }
}
