//! poem-openapi: the wire format of DECISIONS.md §2 and nothing more.
//!
//! The 44 content calls are not written per entity: `OshecApi` implements `OpenApi` by hand,
//! walking the entity rows once to describe every operation (for `/openapi.json`) and once to
//! route each path to the one generic handler of its kind.
pub mod error;
mod form;
mod handlers;
mod site;

use std::collections::HashMap;
use std::future::Future;
use std::net::IpAddr;
use std::sync::Arc;

use poem::endpoint::BoxEndpoint;
use poem::http::Method;
use poem::{EndpointExt, IntoResponse, Request, RequestBody, Response};
use poem_openapi::registry::{
    MetaApi, MetaMediaType, MetaOperation, MetaPath, MetaRequest, MetaResponse, MetaResponses,
    MetaSchema, MetaSchemaRef, MetaSecurityScheme, MetaTag, Registry,
};
use poem_openapi::{OpenApi, OpenApiService};

use crate::auth::Auth;
use crate::content::Content;
use crate::content::entities::{ENTITIES, Entity};
use error::ApiError;
pub use handlers::{ApiState, public_list};

/// Where the API lives.
pub const PREFIX: &str = "/oshec/api";
/// Anonymous public answers (lists and pages) may be kept by a shared cache (a CDN or nginx)
/// for a few seconds; browsers revalidate every time (a 304 costs next to nothing), so an
/// edit shows at once to anyone not behind such a cache.
pub const PUBLIC_CACHE: &str = "public, max-age=0, s-maxage=30, must-revalidate";
/// Every answer to a request that carries `Authorization`: never kept by any cache.
pub const PRIVATE_CACHE: &str = "private, no-store";
const BEARER: &str = "bearerAuth";
const ENVELOPE: &str = "Envelope";
const AUTH_TAG: &str = "Sign-in";

/// Every call of SPEC.md §7 (DECISIONS.md §2), served through generic handlers.
pub struct OshecApi {
    state: Arc<ApiState>,
}

/// The OpenAPI service to mount at [`PREFIX`].
pub fn service(
    content: Arc<Content>,
    auth: Arc<Auth>,
    trusted_proxies: Vec<IpAddr>,
) -> OpenApiService<OshecApi, ()> {
    let api = OshecApi {
        state: Arc::new(ApiState {
            content,
            auth,
            trusted_proxies,
        }),
    };
    OpenApiService::new(api, "oshec", env!("CARGO_PKG_VERSION"))
        .description(
            "Public website and back office of the Odisha State Higher Education Council. \
             Errors answer {\"outcome\": false, \"message\": ...}.",
        )
        .server(PREFIX)
}

#[derive(Clone, Copy)]
enum Kind {
    List,
    Manage,
    GetById,
    Toggle,
}

fn schema(ty: &'static str) -> MetaSchemaRef {
    MetaSchemaRef::Inline(Box::new(MetaSchema::new(ty)))
}

fn described(ty: &'static str, format: Option<&'static str>, desc: &'static str) -> MetaSchemaRef {
    MetaSchemaRef::Inline(Box::new(MetaSchema {
        format,
        description: Some(desc),
        ..MetaSchema::new(ty)
    }))
}

fn object(props: Vec<(&'static str, MetaSchemaRef)>, required: Vec<&'static str>) -> MetaSchemaRef {
    MetaSchemaRef::Inline(Box::new(MetaSchema {
        properties: props,
        required,
        ..MetaSchema::new("object")
    }))
}

fn json_media(schema: MetaSchemaRef) -> Vec<MetaMediaType> {
    vec![MetaMediaType {
        content_type: "application/json",
        schema,
    }]
}

fn response(status: u16, description: &'static str, schema: MetaSchemaRef) -> MetaResponse {
    MetaResponse {
        description,
        status: Some(status),
        status_range: None,
        content: json_media(schema),
        headers: vec![],
    }
}

fn envelope() -> MetaSchemaRef {
    MetaSchemaRef::Reference(ENVELOPE.to_string())
}

fn errors(list: &[(u16, &'static str)]) -> Vec<MetaResponse> {
    list.iter()
        .map(|&(status, d)| response(status, d, envelope()))
        .collect()
}

/// Both form encodings DECISIONS.md §2.3 accepts, with the same fields.
fn form_request(schema: MetaSchemaRef, urlencoded_too: bool) -> Option<MetaRequest> {
    let mut content = vec![MetaMediaType {
        content_type: "multipart/form-data",
        schema: schema.clone(),
    }];
    if urlencoded_too {
        content.push(MetaMediaType {
            content_type: "application/x-www-form-urlencoded",
            schema,
        });
    }
    Some(MetaRequest {
        description: None,
        content,
        required: true,
    })
}

fn security(optional: bool) -> Vec<HashMap<&'static str, Vec<&'static str>>> {
    let mut s = vec![HashMap::from([(BEARER, vec![])])];
    if optional {
        // An empty requirement makes the token optional (public lists).
        s.push(HashMap::new());
    }
    s
}

fn operation(
    method: Method,
    tag: &'static str,
    summary: &'static str,
    request: Option<MetaRequest>,
    responses: Vec<MetaResponse>,
    security: Vec<HashMap<&'static str, Vec<&'static str>>>,
) -> MetaOperation {
    MetaOperation {
        method,
        tags: vec![tag],
        summary: Some(summary),
        description: None,
        external_docs: None,
        params: vec![],
        request,
        responses: MetaResponses { responses },
        deprecated: false,
        security,
        operation_id: None,
        code_samples: vec![],
    }
}

fn entity_operation(entity: &'static Entity, kind: Kind) -> MetaPath {
    let (path, op) = match kind {
        Kind::List => {
            let items = MetaSchemaRef::Inline(Box::new(MetaSchema {
                items: Some(Box::new(schema("object"))),
                ..MetaSchema::new("array")
            }));
            let body = if entity.list_envelope {
                object(
                    vec![
                        ("outcome", schema("boolean")),
                        ("message", schema("string")),
                        ("data", items),
                    ],
                    vec!["outcome", "message", "data"],
                )
            } else {
                items
            };
            let mut responses = vec![response(
                200,
                "Active items; every item with an administrator's token. ETag and 304 on If-None-Match.",
                body,
            )];
            responses.extend(errors(&[(401, "A token was sent and it is not valid.")]));
            let op = operation(
                Method::GET,
                entity.title,
                "List items (public: active only)",
                None,
                responses,
                security(true),
            );
            (entity.list_path, op)
        }
        Kind::Manage => {
            let mut props = vec![(
                entity.manage_field,
                described(
                    "string",
                    Some("byte"),
                    "Base64 of a JSON object of the item's fields; id null to create.",
                ),
            )];
            if let Some(image) = &entity.image {
                props.push((
                    image.file_field,
                    described(
                        "string",
                        Some("binary"),
                        "JPEG or PNG, at most 5 MB. Required to create; absent keeps the image.",
                    ),
                ));
            }
            let mut responses = vec![response(
                200,
                "The saved item, in detail shape.",
                envelope(),
            )];
            responses.extend(errors(&[
                (400, "A check failed; the message says which."),
                (401, "No valid administrator token."),
                (404, "No item with that id."),
                (413, "The image or the request is too large."),
            ]));
            let op = operation(
                Method::POST,
                entity.title,
                "Create (id null) or update an item",
                form_request(object(props, vec![entity.manage_field]), false),
                responses,
                security(false),
            );
            (entity.manage_path, op)
        }
        Kind::GetById => {
            let props = vec![(
                entity.id_field,
                described("string", Some("byte"), "Base64 of the id's decimal text."),
            )];
            let mut responses = vec![response(200, "The item, image as base64.", envelope())];
            responses.extend(errors(&[
                (400, "The id is missing or not base64 of a number."),
                (401, "No valid administrator token."),
                (404, "No item with that id."),
            ]));
            let op = operation(
                Method::POST,
                entity.title,
                "Get one item by id",
                form_request(object(props, vec![entity.id_field]), true),
                responses,
                security(false),
            );
            (entity.get_path, op)
        }
        Kind::Toggle => {
            let props = vec![(
                entity.toggle_field,
                described(
                    "string",
                    Some("byte"),
                    "Base64 of JSON {\"helperId\": id, \"status\": the status the client saw}.",
                ),
            )];
            let mut responses = vec![response(
                200,
                "Flipped; data is {\"isActive\": new status}.",
                envelope(),
            )];
            responses.extend(errors(&[
                (400, "The field is missing or malformed."),
                (401, "No valid administrator token."),
                (404, "No item with that id."),
                (409, "The status changed elsewhere; reload the list."),
            ]));
            let op = operation(
                Method::POST,
                entity.title,
                "Activate or deactivate an item",
                form_request(object(props, vec![entity.toggle_field]), true),
                responses,
                security(false),
            );
            (entity.toggle_path, op)
        }
    };
    MetaPath {
        path: path.to_string(),
        operations: vec![op],
    }
}

const KINDS: [Kind; 4] = [Kind::List, Kind::Manage, Kind::GetById, Kind::Toggle];

fn auth_paths() -> Vec<MetaPath> {
    let mut login_responses = vec![response(
        200,
        "outcome true with the token in data; outcome false for a wrong user name or password.",
        envelope(),
    )];
    login_responses.extend(errors(&[
        (400, "The body is not base64 JSON, or a field is empty."),
        (
            429,
            "Too many failed attempts; the message says when to retry.",
        ),
    ]));
    let login = operation(
        Method::POST,
        AUTH_TAG,
        "Sign in",
        Some(MetaRequest {
            description: Some(
                "Base64 of JSON {\"userName\", \"password\", \"captcha\": \"ignore\"}.",
            ),
            content: vec![MetaMediaType {
                content_type: "text/plain",
                schema: schema("string"),
            }],
            required: true,
        }),
        login_responses,
        vec![],
    );
    let mut logout_responses = vec![response(200, "The token is revoked.", envelope())];
    logout_responses.extend(errors(&[(401, "No valid administrator token.")]));
    let logout = operation(
        Method::POST,
        AUTH_TAG,
        "Sign out",
        None,
        logout_responses,
        security(false),
    );
    vec![
        MetaPath {
            path: "/allowAll/authenticate".into(),
            operations: vec![login],
        },
        MetaPath {
            path: "/logout".into(),
            operations: vec![logout],
        },
    ]
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
        let mut paths = auth_paths();
        for entity in &ENTITIES {
            for kind in KINDS {
                paths.push(entity_operation(entity, kind));
            }
        }
        paths.extend(site::paths());
        vec![MetaApi { paths }]
    }

    fn register(registry: &mut Registry) {
        registry.schemas.insert(
            ENVELOPE.to_string(),
            MetaSchema {
                rust_typename: Some("oshec::api::Envelope"),
                properties: vec![
                    ("outcome", schema("boolean")),
                    ("message", schema("string")),
                    ("data", MetaSchemaRef::Inline(Box::new(MetaSchema::ANY))),
                ],
                required: vec!["outcome", "message"],
                ..MetaSchema::new("object")
            },
        );
        registry.security_schemes.insert(
            BEARER,
            MetaSecurityScheme {
                ty: "http",
                description: Some("The token answered by /allowAll/authenticate."),
                name: None,
                key_in: None,
                scheme: Some("bearer"),
                bearer_format: None,
                flows: None,
                openid_connect_url: None,
            },
        );
        registry.tags.insert(MetaTag {
            name: AUTH_TAG,
            description: None,
            external_docs: None,
        });
        for entity in &ENTITIES {
            registry.tags.insert(MetaTag {
                name: entity.title,
                description: None,
                external_docs: None,
            });
        }
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
        }
        let s = state.clone();
        add(
            "/allowAll/authenticate",
            Method::POST,
            endpoint(move |req, body| handlers::authenticate(s.clone(), req, body)),
        );
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
            endpoint(move |_, _| site::last_updated(s.clone())),
        );
        let s = state;
        add(
            "/logout",
            Method::POST,
            endpoint(move |req, _| handlers::logout(s.clone(), req)),
        );
    }
}
