//! The OpenAPI document (`/oshec/api/openapi.json`), written from the entity rows.
//!
//! It tells every status a call can answer, with its envelope; each operation carries an
//! example that works against a freshly seeded database for a signed-in administrator; and
//! every base64 field says what it decodes to, in words and (extension `x-base64-of`) as a
//! JSON schema that follows the server's own checks, so a client author or a fuzzer can build
//! requests that reach the handlers.
use std::collections::{BTreeSet, HashMap};
use std::sync::{LazyLock, Mutex};

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use poem::http::Method;
use poem_openapi::registry::{
    MetaHeader, MetaMediaType, MetaOperation, MetaOperationParam, MetaParamIn, MetaRequest,
    MetaResponse, MetaResponses, MetaSchema, MetaSchemaRef, MetaSecurityScheme, MetaTag, Registry,
};
use poem_openapi::types::Type;
use serde_json::{Map, Value, json};

use crate::content::admin_query::{STATUS_NAMES, sort_names};
use crate::content::checks::UNWANTED_CLASS;
use crate::content::entities::{Check, ENTITIES, Entity, ListExtra};
use crate::content::listing::{DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE};
use crate::content::{MAX_IMAGE_BYTES, MAX_TEXT_CHARS};

use super::call::Access;

mod account;
mod decoded;
mod entity;
mod fields;
mod security;
mod site;

pub use account::*;
pub use decoded::*;
pub use entity::*;
pub use fields::*;
pub use security::*;
pub use site::*;

pub const BEARER: &str = "bearerAuth";
const ENVELOPE: &str = "Envelope";
const FAILURE: &str = "Failure";
pub const AUTH_TAG: &str = "Sign-in";
pub const ACCOUNT_TAG: &str = "Account and activity";
pub const LOGIN_PATH: &str = "/allowAll/authenticate";
pub const LOGOUT_PATH: &str = "/logout";
/// Exactly what `content::checks::is_email` takes.
pub(super) const EMAIL: &str = r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}";
/// Largest `page` of a list (content::listing refuses more).
const MAX_PAGE: u64 = 1_000_000;

/// What Rust's `char::is_control` is (Unicode Cc), as a regex class body.
const CONTROL: &str = r"\u0000-\u001f\u007f-\u009f";

/// The characters Rust's `str::trim` removes (Unicode White_Space), as a regex class body:
/// the server trims text before it checks it, so the patterns below allow them around values.
pub(super) const WS: &str =
    r"\t\n\u000b\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000";

/// The document wants `&'static str`; texts made from the rows are kept once each.
fn text(s: String) -> &'static str {
    static KEPT: LazyLock<Mutex<BTreeSet<&'static str>>> = LazyLock::new(Default::default);
    let mut kept = KEPT.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(found) = kept.get(s.as_str()) {
        return found;
    }
    let leaked: &'static str = Box::leak(s.into_boxed_str());
    kept.insert(leaked);
    leaked
}

pub(super) fn inline(schema: MetaSchema) -> MetaSchemaRef {
    MetaSchemaRef::Inline(Box::new(schema))
}

pub(super) fn schema(ty: &'static str) -> MetaSchemaRef {
    inline(MetaSchema::new(ty))
}

pub(super) fn object(
    props: Vec<(&'static str, MetaSchemaRef)>,
    required: Vec<&'static str>,
) -> MetaSchemaRef {
    inline(MetaSchema {
        properties: props,
        required,
        ..MetaSchema::new("object")
    })
}

/// An inline schema with this example (a reference is left as it is: its component has one).
pub(in crate::http::api) fn with_example(schema: MetaSchemaRef, example: Value) -> MetaSchemaRef {
    match schema {
        MetaSchemaRef::Inline(schema) => inline(MetaSchema {
            example: Some(example),
            ..*schema
        }),
        reference @ MetaSchemaRef::Reference(_) => reference,
    }
}

pub(super) fn array(items: MetaSchemaRef) -> MetaSchemaRef {
    inline(MetaSchema {
        items: Some(Box::new(items)),
        ..MetaSchema::new("array")
    })
}

pub(super) fn nullable(ty: &'static str, description: &'static str) -> MetaSchemaRef {
    inline(MetaSchema {
        nullable: true,
        description: Some(description),
        ..MetaSchema::new(ty)
    })
}

pub(in crate::http::api) fn json_media(schema: MetaSchemaRef) -> Vec<MetaMediaType> {
    vec![MetaMediaType {
        content_type: "application/json",
        schema,
    }]
}

pub(super) fn response(
    status: u16,
    description: &'static str,
    schema: MetaSchemaRef,
) -> MetaResponse {
    MetaResponse {
        description,
        status: Some(status),
        status_range: None,
        content: json_media(schema),
        headers: vec![],
    }
}

pub(super) fn envelope() -> MetaSchemaRef {
    MetaSchemaRef::Reference(ENVELOPE.to_string())
}

/// `{"outcome": true, "message": ..., "data": <data>}`.
pub(in crate::http::api) fn envelope_of(data: MetaSchemaRef) -> MetaSchemaRef {
    object(
        vec![
            ("outcome", schema("boolean")),
            ("message", schema("string")),
            ("data", data),
        ],
        vec!["outcome", "message", "data"],
    )
}

/// The failures a call can answer, each in the envelope.
#[derive(Clone, Copy, PartialEq)]
pub(in crate::http::api) enum Failure {
    BadRequest(&'static str),
    NotFound,
    Conflict,
    /// 409 for a reason of the call's own.
    ConflictBecause(&'static str),
    /// 503: the server cannot do it now; the message says why.
    Unavailable,
    /// A value that must be unique is already used by another item.
    Taken,
    NotAForm,
    Throttled,
}

fn failure(f: Failure) -> MetaResponse {
    let (status, description) = match f {
        Failure::BadRequest(d) => (400, d),
        Failure::NotFound => (404, "No item with that id."),
        Failure::Conflict => (
            409,
            "The status changed elsewhere since the client read it; reload the list.",
        ),
        Failure::ConflictBecause(d) => (409, d),
        Failure::Unavailable => (
            503,
            "The server cannot do this now (a folder it cannot write, a full disk); the message says why.",
        ),
        Failure::Taken => (
            409,
            "Another item already uses a value that must be unique; the message says which.",
        ),
        Failure::NotAForm => (
            415,
            "The body is not a form (multipart/form-data or application/x-www-form-urlencoded).",
        ),
        Failure::Throttled => (
            429,
            "Too many failed sign-ins from this address; the message and Retry-After say when to retry.",
        ),
    };
    let mut r = response(
        status,
        description,
        MetaSchemaRef::Reference(FAILURE.to_string()),
    );
    if f == Failure::Throttled {
        r.headers.push(MetaHeader {
            name: "Retry-After".into(),
            description: Some("Seconds until a sign-in from this address is counted again.".into()),
            required: true,
            deprecated: false,
            schema: schema("integer"),
        });
    }
    r
}

/// The schema of every failure's body (`{outcome: false, code, message, messageOd}`).
pub(in crate::http::api) fn failure_schema() -> MetaSchemaRef {
    MetaSchemaRef::Reference(FAILURE.to_string())
}

/// 304: the client has the answer already (If-None-Match named its ETag).
pub(in crate::http::api) fn not_modified(description: &'static str) -> MetaResponse {
    MetaResponse {
        description,
        status: Some(304),
        status_range: None,
        content: vec![],
        headers: vec![],
    }
}

/// A failure of `status` in the call's own words.
pub(in crate::http::api) fn refusal(status: u16, description: &'static str) -> MetaResponse {
    response(status, description, failure_schema())
}

/// 403: what the role may not do, or a password to choose first.
fn forbidden_response() -> MetaResponse {
    response(
        403,
        "The caller's role may not do this (the message names what), or the account must \
         choose a new password first; nothing changed.",
        MetaSchemaRef::Reference(FAILURE.to_string()),
    )
}

/// A JSON request body of type `T`: its schema and its example are the type's own.
pub(in crate::http::api) fn json_request<T: Type>(description: &'static str) -> MetaRequest {
    MetaRequest {
        description: Some(description),
        content: json_media(T::schema_ref()),
        required: true,
    }
}

/// Both form encodings docs/decisions.md §6 accepts, with the same fields.
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

/// The document's security requirement for `access`: none for anonymous calls, an optional
/// token for the lists, the token otherwise.
fn security(access: Access) -> Vec<HashMap<&'static str, Vec<&'static str>>> {
    match access {
        Access::Anonymous => vec![],
        // An empty requirement makes the token optional (public lists).
        Access::TokenOptional => vec![HashMap::from([(BEARER, vec![])]), HashMap::new()],
        _ => vec![HashMap::from([(BEARER, vec![])])],
    }
}

/// A call's description, but for what its row says besides (`call::Call`): `failures` are the
/// call's own; 401 and 403 are added to every call that reads a token, 413 as its input says.
pub(in crate::http::api) struct Op {
    pub(in crate::http::api) method: Method,
    pub(in crate::http::api) tag: &'static str,
    pub(in crate::http::api) summary: &'static str,
    pub(in crate::http::api) description: Option<&'static str>,
    pub(in crate::http::api) params: Vec<MetaOperationParam>,
    pub(in crate::http::api) request: Option<MetaRequest>,
    pub(in crate::http::api) ok: MetaResponse,
    pub(in crate::http::api) more: Vec<MetaResponse>,
    pub(in crate::http::api) failures: Vec<Failure>,
}

impl Op {
    /// A call of `tag` that answers the envelope, with no parameters and no failures of its
    /// own yet (the methods below add them).
    pub(in crate::http::api) fn new(
        method: Method,
        tag: &'static str,
        summary: &'static str,
    ) -> Op {
        Op {
            method,
            tag,
            summary,
            description: None,
            params: vec![],
            request: None,
            ok: response(
                200,
                "Done; the message says what, data holds the answer.",
                envelope(),
            ),
            more: vec![],
            failures: vec![],
        }
    }

    pub(in crate::http::api) fn describe(mut self, description: &'static str) -> Op {
        self.description = Some(description);
        self
    }

    /// What the 200 says (its body is the row's answer type, `call::Call::answers`).
    pub(in crate::http::api) fn answered(mut self, description: &'static str) -> Op {
        self.ok.description = description;
        self
    }

    pub(in crate::http::api) fn params(mut self, params: Vec<MetaOperationParam>) -> Op {
        self.params = params;
        self
    }

    /// Answers besides the 200 and the failures (a 409 of the call's own words).
    pub(in crate::http::api) fn more(mut self, more: Vec<MetaResponse>) -> Op {
        self.more = more;
        self
    }

    pub(in crate::http::api) fn failures(mut self, failures: Vec<Failure>) -> Op {
        self.failures = failures;
        self
    }

    /// The operation, its answers in the order of their status; `too_large` is what its 413
    /// says.
    pub(in crate::http::api) fn build(self, access: Access, too_large: String) -> MetaOperation {
        let mut responses = vec![self.ok];
        responses.extend(self.more);
        responses.extend(self.failures.into_iter().map(failure));
        responses.push(response(413, text(too_large), failure_schema()));
        if access.takes_token() {
            responses.push(response(
                401,
                "No token, or the token is not valid (expired, revoked or malformed).",
                failure_schema(),
            ));
            // Every call that takes a token can refuse the caller's role (docs/roles.md).
            responses.push(forbidden_response());
        }
        responses.sort_by_key(|r| r.status);
        MetaOperation {
            method: self.method,
            tags: vec![self.tag],
            summary: Some(self.summary),
            description: self.description,
            external_docs: None,
            params: self.params,
            request: self.request,
            responses: MetaResponses { responses },
            deprecated: false,
            security: security(access),
            operation_id: None,
            code_samples: vec![],
        }
    }
}

/// A base64 form field: its description says what it decodes to, its example is ready to send.
fn base64_field(description: String, decoded_example: &[u8]) -> MetaSchemaRef {
    inline(MetaSchema {
        format: Some("byte"),
        description: Some(text(description)),
        example: Some(Value::String(STANDARD.encode(decoded_example))),
        ..MetaSchema::new("string")
    })
}

pub fn register(registry: &mut Registry) {
    registry.schemas.insert(
        ENVELOPE.to_string(),
        MetaSchema {
            rust_typename: Some("oshec::http::api::Envelope"),
            properties: vec![
                ("outcome", schema("boolean")),
                ("message", schema("string")),
                ("data", inline(MetaSchema::ANY)),
            ],
            required: vec!["outcome", "message"],
            ..MetaSchema::new("object")
        },
    );
    registry.schemas.insert(
        FAILURE.to_string(),
        MetaSchema {
            rust_typename: Some("oshec::http::api::Failure"),
            description: Some(
                "Every failure: outcome false, a stable code from the server's message catalogue \
                 (docs/messages.md; kebab-case, e.g. sign-in-failed, four-eyes, in-review, \
                 item-not-found, role-may-not), and a message a person can act on in English \
                 (message) and in Odia (messageOd, Odia digits). Clients show messageOd to an \
                 Odia reader and may branch on code; the English wording may change, the codes \
                 do not.",
            ),
            properties: vec![
                (
                    "outcome",
                    inline(MetaSchema {
                        enum_items: vec![json!(false)],
                        ..MetaSchema::new("boolean")
                    }),
                ),
                (
                    "code",
                    inline(MetaSchema {
                        enum_items: crate::messages::CATALOGUE
                            .iter()
                            .map(|r| json!(r.code))
                            .collect(),
                        ..MetaSchema::new("string")
                    }),
                ),
                ("message", schema("string")),
                ("messageOd", schema("string")),
            ],
            required: vec!["outcome", "code", "message", "messageOd"],
            example: Some(json!({
                "outcome": false,
                "code": "sign-in-first",
                "message": "Please sign in to do this.",
                "messageOd": "ଏହା କରିବା ପାଇଁ ଦୟାକରି ଲଗଇନ୍ କରନ୍ତୁ।",
            })),
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
    registry.tags.insert(MetaTag {
        name: ACCOUNT_TAG,
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
    registry.tags.insert(MetaTag {
        name: SITE_TAG,
        description: None,
        external_docs: None,
    });
}
