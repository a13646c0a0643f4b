//! poem-openapi: the wire format of docs/decisions.md §6 and nothing more.
//!
//! The 56 content calls are not written per entity: `OshecApi` implements `OpenApi` by hand,
//! walking the entity rows once to describe every operation (for `/openapi.json`, see `doc`)
//! and once to route each path to the one generic handler of its kind.
mod account;
mod backups;
mod doc;
pub mod error;
mod feedback;
mod form;
mod handlers;
mod health;
mod site;
mod workflow;

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, LazyLock};

use poem::endpoint::BoxEndpoint;
use poem::http::Method;
use poem::{EndpointExt, IntoResponse, Request, RequestBody, Response};
use poem_openapi::registry::{MetaApi, Registry};
use poem_openapi::{OpenApi, OpenApiService};

use crate::auth::Auth;
use crate::backup::Backups;
use crate::config::Settings;
use crate::content::Content;
use crate::content::entities::{ENTITIES, Order};
use crate::feedback::Feedback;
use crate::feedback::limit::Limiter;
use crate::health::Health;
use doc::{KINDS, LOGIN_PATH, LOGOUT_PATH};
use error::ApiError;
pub use handlers::{ApiState, client_address, public_list};

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

/// The OpenAPI service to mount at [`PREFIX`].
pub fn service(
    content: Arc<Content>,
    auth: Arc<Auth>,
    settings: &Settings,
    backups: Arc<Backups>,
    health: Arc<Health>,
) -> OpenApiService<OshecApi, ()> {
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
    let api = OshecApi {
        state: Arc::new(ApiState {
            content,
            auth,
            trusted_proxies: settings.trusted_proxies.clone(),
            feedback,
            feedback_limit,
            backups,
            backup_plan: backups::BackupPlan {
                dir: settings.backup_dir.clone(),
                every: settings.backup_every,
                keep: settings.backup_keep,
            },
            health,
        }),
    };
    OpenApiService::new(api, "oshec", env!("CARGO_PKG_VERSION"))
        .description(
            "Public website and back office of the Odisha State Higher Education Council. \
             Errors answer {\"outcome\": false, \"message\": ...} with their status. A method a \
             path does not list answers 405 with Allow naming the ones it does. Base64 fields \
             say what they decode to, and carry it as a JSON schema in x-base64-of.",
        )
        .server(PREFIX)
}

/// `/openapi.json`: the document, with what each base64 field decodes to (`x-base64-of`).
pub fn spec_endpoint(service: &OpenApiService<OshecApi, ()>) -> impl poem::Endpoint + 'static {
    let spec = doc::with_decoded_schemas(&service.spec());
    poem::endpoint::make_sync(move |_| {
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
        let mut paths = doc::auth_paths();
        paths.extend(doc::account_paths());
        paths.extend(doc::security_paths());
        for entity in &ENTITIES {
            for kind in KINDS {
                paths.push(doc::entity_operation(entity, kind));
            }
            if entity.order == Order::Display {
                paths.push(doc::move_operation(entity));
            }
        }
        paths.extend(feedback::paths());
        paths.extend(workflow::paths());
        paths.extend(backups::paths());
        paths.extend(doc::site_paths());
        paths.extend(health::paths());
        vec![MetaApi { paths }]
    }

    fn register(registry: &mut Registry) {
        doc::register(registry);
        feedback::register(registry);
        workflow::register(registry);
        health::register(registry);
    }

    fn add_routes(self, route_table: &mut HashMap<String, HashMap<Method, BoxEndpoint<'static>>>) {
        let mut add = |path: &str, method: Method, ep: BoxEndpoint<'static>| {
            route_table
                .entry(path.to_string())
                .or_default()
                .insert(method, ep);
        };
        let state = self.state;
        for entity in &ENTITIES {
            let s = state.clone();
            add(
                entity.list_path,
                Method::GET,
                endpoint(move |req, _| handlers::list(s.clone(), entity, req)),
            );
            let s = state.clone();
            add(
                entity.manage_path,
                Method::POST,
                endpoint(move |req, body| handlers::manage(s.clone(), entity, req, body)),
            );
            let s = state.clone();
            add(
                entity.get_path,
                Method::POST,
                endpoint(move |req, body| handlers::get_by_id(s.clone(), entity, req, body)),
            );
            let s = state.clone();
            add(
                entity.toggle_path,
                Method::POST,
                endpoint(move |req, body| handlers::toggle(s.clone(), entity, req, body)),
            );
            if entity.order == Order::Display {
                let s = state.clone();
                add(
                    &handlers::move_path(entity),
                    Method::POST,
                    endpoint(move |req, body| handlers::move_item(s.clone(), entity, req, body)),
                );
            }
        }
        let s = state.clone();
        add(
            LOGIN_PATH,
            Method::POST,
            endpoint(move |req, body| handlers::authenticate(s.clone(), req, body)),
        );
        feedback::add_routes(&state, &mut add);
        workflow::add_routes(&state, &mut add);
        backups::add_routes(&state, &mut add);
        health::add_routes(&state, &mut add);
        let s = state.clone();
        add(
            site::SEARCH_PATH,
            Method::GET,
            endpoint(move |req, _| site::search(s.clone(), req)),
        );
        let s = state.clone();
        add(
            site::UPDATED_PATH,
            Method::GET,
            endpoint(move |req, _| site::last_updated(s.clone(), req)),
        );
        let s = state.clone();
        add(
            LOGOUT_PATH,
            Method::POST,
            endpoint(move |req, _| handlers::logout(s.clone(), req)),
        );
        let s = state.clone();
        add(
            "/audit/list",
            Method::GET,
            endpoint(move |req, _| account::audit_list(s.clone(), req)),
        );
        let s = state.clone();
        add(
            "/audit/latest",
            Method::GET,
            endpoint(move |req, _| account::audit_latest(s.clone(), req)),
        );
        let s = state.clone();
        add(
            "/account/password",
            Method::POST,
            endpoint(move |req, body| account::change_password(s.clone(), req, body)),
        );
        let s = state.clone();
        add(
            "/account/logoutAll",
            Method::POST,
            endpoint(move |req, _| account::logout_everywhere(s.clone(), req)),
        );
        let s = state.clone();
        add(
            "/account/admins",
            Method::GET,
            endpoint(move |req, _| account::admins(s.clone(), req)),
        );
        let s = state.clone();
        add(
            "/account/admins/manage",
            Method::POST,
            endpoint(move |req, body| account::manage_admin(s.clone(), req, body)),
        );
        // The second factor and sessions one can see (docs/sign-in.md).
        let s = state.clone();
        add(
            "/account/mfa",
            Method::GET,
            endpoint(move |req, _| account::mfa_status(s.clone(), req)),
        );
        let s = state.clone();
        add(
            "/account/mfa/setup",
            Method::POST,
            endpoint(move |req, _| account::mfa_setup(s.clone(), req)),
        );
        let s = state.clone();
        add(
            "/account/mfa/enable",
            Method::POST,
            endpoint(move |req, body| account::mfa_enable(s.clone(), req, body)),
        );
        let s = state.clone();
        add(
            "/account/mfa/disable",
            Method::POST,
            endpoint(move |req, body| account::mfa_disable(s.clone(), req, body)),
        );
        let s = state.clone();
        add(
            "/account/mfa/recoveryCodes",
            Method::POST,
            endpoint(move |req, body| account::mfa_recovery_codes(s.clone(), req, body)),
        );
        let s = state.clone();
        add(
            "/account/sessions",
            Method::GET,
            endpoint(move |req, _| account::sessions(s.clone(), req)),
        );
        let s = state;
        add(
            "/account/sessions/end",
            Method::POST,
            endpoint(move |req, body| account::end_session(s.clone(), req, body)),
        );
    }
}
