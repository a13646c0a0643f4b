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
    MetaHeader, MetaMediaType, MetaOperation, MetaOperationParam, MetaParamIn, MetaPath,
    MetaRequest, MetaResponse, MetaResponses, MetaSchema, MetaSchemaRef, MetaSecurityScheme,
    MetaTag, Registry,
};
use serde_json::{Map, Value, json};

use crate::content::admin_query::{STATUS_NAMES, sort_names};
use crate::content::checks::UNWANTED_CLASS;
use crate::content::entities::{Check, ENTITIES, Entity, ListExtra};
use crate::content::listing::{DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE};
use crate::content::{MAX_IMAGE_BYTES, MAX_TEXT_CHARS};

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

#[derive(Clone, Copy)]
pub enum Kind {
    List,
    Manage,
    GetById,
    Toggle,
}

pub const KINDS: [Kind; 4] = [Kind::List, Kind::Manage, Kind::GetById, Kind::Toggle];

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

pub(super) fn json_media(schema: MetaSchemaRef) -> Vec<MetaMediaType> {
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
fn envelope_of(data: MetaSchemaRef) -> MetaSchemaRef {
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
pub(super) enum Failure {
    BadRequest(&'static str),
    Unauthorized,
    NotFound,
    Conflict,
    /// 409 for a reason of the call's own.
    ConflictBecause(&'static str),
    /// 503: the server cannot do it now; the message says why.
    Unavailable,
    /// A value that must be unique is already used by another item.
    Taken,
    TooLarge(&'static str),
    NotAForm,
    Throttled,
}

fn failure(f: Failure) -> MetaResponse {
    let (status, description) = match f {
        Failure::BadRequest(d) => (400, d),
        Failure::Unauthorized => (
            401,
            "No token, or the token is not valid (expired, revoked or malformed).",
        ),
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
        Failure::TooLarge(d) => (413, d),
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

/// 403: what the role may not do, or a password to choose first.
pub(super) fn forbidden_response() -> MetaResponse {
    response(
        403,
        "The caller's role may not do this (the message names what), or the account must \
         choose a new password first; nothing changed.",
        MetaSchemaRef::Reference(FAILURE.to_string()),
    )
}

pub(super) const SMALL_TOO_LARGE: &str = "The body is larger than this call accepts (64 KiB).";
const UPLOAD_TOO_LARGE: &str = "The body is larger than 7 MiB, or the image larger than 5 MB.";

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

pub(super) fn security(optional: bool) -> Vec<HashMap<&'static str, Vec<&'static str>>> {
    let mut s = vec![HashMap::from([(BEARER, vec![])])];
    if optional {
        // An empty requirement makes the token optional (public lists).
        s.push(HashMap::new());
    }
    s
}

pub(super) struct Op {
    pub(super) method: Method,
    pub(super) tag: &'static str,
    pub(super) summary: &'static str,
    pub(super) description: Option<&'static str>,
    pub(super) params: Vec<MetaOperationParam>,
    pub(super) request: Option<MetaRequest>,
    pub(super) ok: MetaResponse,
    pub(super) more: Vec<MetaResponse>,
    pub(super) failures: Vec<Failure>,
    pub(super) security: Vec<HashMap<&'static str, Vec<&'static str>>>,
}

impl Op {
    pub(super) fn build(self) -> MetaOperation {
        let mut responses = vec![self.ok];
        responses.extend(self.more);
        // Every call that takes a token can refuse the caller's role (docs/roles.md).
        let forbidden = self.failures.contains(&Failure::Unauthorized);
        responses.extend(self.failures.into_iter().map(failure));
        if forbidden {
            responses.push(forbidden_response());
        }
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
            security: self.security,
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

// ---------------------------------------------------------------------------------------------
// What the base64 fields decode to, as JSON schemas that follow the server's checks.

pub(super) fn trimmed(body: &str) -> String {
    format!("^[{WS}]*{body}[{WS}]*$")
}

/// An id as the server reads it from JSON: a whole number, or its digits as text.
fn id_schema() -> Value {
    json!({"anyOf": [
        {"type": "integer", "minimum": 0, "maximum": u64::MAX},
        {"type": "string", "pattern": trimmed(r"\+?[0-9]{1,19}")},
    ]})
}

fn checks_of<'a>(entity: &'a Entity, field: &str) -> impl Iterator<Item = &'a Check> {
    entity.checks.iter().filter(move |c| match c {
        Check::Required(names, _) => names.contains(&field),
        Check::Email(f, _)
        | Check::Mobile(f, _)
        | Check::Date(f, _)
        | Check::YouTube(f, _)
        | Check::Link(f, _)
        | Check::OptionalLink(f, _)
        | Check::DateOrEmpty(f, _)
        | Check::OneOf(f, _, _)
        | Check::Slug(f, _)
        | Check::Unique(f, _)
        | Check::OptionalPhone(f, _) => *f == field,
        Check::OptionalWebAddress(names, _) => names.contains(&field),
    })
}

/// The decoded JSON schema of one text field; `None` in the second place when it may be absent.
fn field_schema(entity: &Entity, field: &str) -> (Value, bool) {
    // No control or text-direction character anywhere (`checks::is_unwanted_char`).
    let text = json!({"type": "string", "maxLength": MAX_TEXT_CHARS,
        "pattern": format!("^[^{UNWANTED_CLASS}]*$")});
    // A number typed into a text box is kept as its text.
    let number = json!({"type": "number"});
    let mut required = false;
    let mut shaped = None;
    for check in checks_of(entity, field) {
        // An optional date or address may be left out.
        required |= !matches!(
            check,
            Check::DateOrEmpty(..)
                | Check::OptionalWebAddress(..)
                | Check::OptionalPhone(..)
                | Check::OptionalLink(..)
        );
        match check {
            Check::Required(..) | Check::Unique(..) => {}
            Check::DateOrEmpty(..) => {
                shaped = Some(json!({"anyOf": [
                    {"type": "string", "format": "date"},
                    {"type": "string", "maxLength": 0},
                ]}));
            }
            Check::OptionalPhone(..) => {
                // Empty, a 10-digit mobile, or a landline with its STD code (10 or 11 digits).
                let phone = "([0-9]{10}|0[0-9]{10}|0[0-9]{2}[- ][0-9]{7,8}|0[0-9]{3}[- ][0-9]{6,7}|0[0-9]{4}[- ][0-9]{6})?";
                shaped = Some(json!({"anyOf": [
                    {"type": "string", "pattern": trimmed(phone)},
                    {"type": "integer", "minimum": 1_000_000_000u64, "maximum": 9_999_999_999u64},
                ], "nullable": true}));
            }
            Check::OneOf(_, values, _) => shaped = Some(json!({"type": "string", "enum": values})),
            // At most 80 characters once trimmed, so the limit is in the pattern (a maxLength
            // would count the spaces around it); no two hyphens in a row.
            Check::Slug(..) => {
                shaped = Some(json!({"type": "string",
                    "pattern": trimmed("(?!.*--)[a-z0-9]([a-z0-9-]{0,78}[a-z0-9])?")}));
            }
            Check::OptionalWebAddress(..) => {
                shaped = Some(json!({"type": "string", "nullable": true,
                    "pattern": trimmed(&format!(r#"([Hh][Tt][Tt][Pp][Ss]?://[^{WS}{CONTROL}/?#"'<>`\\]+\.[^{WS}{CONTROL}"'<>`\\]*)?"#))}));
            }
            Check::Email(..) => {
                shaped = Some(json!({"type": "string", "pattern": trimmed(EMAIL)}));
            }
            Check::Mobile(..) => {
                shaped = Some(json!({"anyOf": [
                    {"type": "string", "pattern": trimmed("[0-9]{10}")},
                    {"type": "integer", "minimum": 1_000_000_000u64, "maximum": 9_999_999_999u64},
                ]}));
            }
            Check::Date(..) => shaped = Some(json!({"type": "string", "format": "date"})),
            // The document promises a subset of what the server takes: the plain watch and
            // share addresses (the server also takes shorts, live and embed addresses).
            Check::YouTube(..) => {
                let url = r"https://(www\.youtube\.com/watch\?v=|youtu\.be/)[A-Za-z0-9_-]{11}";
                shaped = Some(json!({"type": "string", "pattern": trimmed(url)}));
            }
            // Exactly what `checks::is_link` takes: a path on this site (`/`, not `//` or
            // `/\`), or an http(s) URL whose host name (after any user part, before any port)
            // is letters, digits, dots and hyphens; no white space or control character.
            Check::Link(..) | Check::OptionalLink(..) => {
                let other = format!("{WS}{CONTROL}");
                let name = "[A-Za-z0-9-]([A-Za-z0-9.-]*[A-Za-z0-9-])?";
                let url = format!(
                    r"([Hh][Tt][Tt][Pp][Ss]?://([^/?#{other}]*@)?{name}(:[^/?#@{other}]*)?([/?#][^{other}]*)?|/([^/\\{other}][^{other}]*)?)"
                );
                // An optional link may be left empty.
                let url = if matches!(check, Check::OptionalLink(..)) {
                    format!("({url})?")
                } else {
                    url
                };
                shaped = Some(json!({"type": "string", "pattern": trimmed(&url)}));
            }
        }
    }
    let schema = match (shaped, required) {
        (Some(s), true) => s,
        // Left out, null or empty: the same to the server.
        (Some(s), false) => json!({"anyOf": [s], "nullable": true}),
        (None, true) => json!({"anyOf": [
            {"type": "string", "maxLength": MAX_TEXT_CHARS,
                "pattern": format!("^[^{UNWANTED_CLASS}]*[^{WS}{UNWANTED_CLASS}][^{UNWANTED_CLASS}]*$")},
            number,
        ]}),
        (None, false) => json!({"anyOf": [text, number], "nullable": true}),
    };
    (schema, required)
}

fn example_value(entity: &Entity, field: &str) -> Value {
    for check in checks_of(entity, field) {
        match check {
            Check::Email(..) => return json!("info@oshec.example.org"),
            Check::Mobile(..) => return json!("0674123456"),
            Check::Date(..) => return json!("2025-01-15"),
            Check::YouTube(..) => return json!("https://www.youtube.com/watch?v=aqz-KE-bpKQ"),
            Check::Link(..) | Check::OptionalLink(..) => {
                return json!("https://oshec.example.org/notice.pdf");
            }
            Check::DateOrEmpty(..) => return json!(""),
            Check::OneOf(_, values, _) => return json!(values.first().copied().unwrap_or("")),
            Check::Slug(..) => return json!("example-page"),
            Check::OptionalWebAddress(..) => return json!("https://www.facebook.com/oshec"),
            Check::OptionalPhone(..) => return json!("0674-2391234"),
            Check::Required(..) | Check::Unique(..) => {}
        }
    }
    if field.ends_with("Od") {
        json!("ଉଦାହରଣ")
    } else if field.to_ascii_lowercase().contains("link") || field.ends_with("Path") {
        json!("https://oshec.example.org/notice.pdf")
    } else {
        json!(format!("Example {}", entity.title.to_lowercase()))
    }
}

/// What the `manage` JSON field decodes to.
pub fn manage_decoded(entity: &Entity) -> Value {
    let mut props = Map::new();
    let mut required = vec![];
    props.insert(
        entity.id_field.into(),
        json!({"anyOf": [
                {"type": "integer", "minimum": 0, "maximum": u64::MAX},
                {"type": "string", "pattern": trimmed(r"(\+?[0-9]{1,19})?")},
            ],
            "nullable": true,
            "description": "null, absent or blank creates an item; an id updates that item."}),
    );
    props.insert(
        "isActive".into(),
        json!({"type": "boolean", "nullable": true,
            "description": "Shown on the public site; absent keeps it (true when creating)."}),
    );
    for &field in entity.fields {
        let (schema, needed) = field_schema(entity, field);
        props.insert(field.into(), schema);
        if needed {
            required.push(field);
        }
    }
    json!({
        "type": "object",
        "properties": props,
        "required": required,
        "example": manage_example(entity),
    })
}

/// Creates an inactive item, so trying it leaves the public site as it was.
fn manage_example(entity: &Entity) -> Value {
    let mut map = Map::new();
    map.insert(entity.id_field.into(), Value::Null);
    for &field in entity.fields {
        map.insert(field.into(), example_value(entity, field));
    }
    map.insert("isActive".into(), json!(false));
    Value::Object(map)
}

/// What the toggle field decodes to.
pub fn toggle_decoded() -> Value {
    json!({
        "type": "object",
        "properties": {
            "helperId": id_schema(),
            "status": {"anyOf": [{"type": "boolean"}, {"type": "string", "enum": ["true", "false"]}],
                "description": "The status the client saw; the item gets the other one."},
        },
        "required": ["helperId", "status"],
        "example": toggle_example(),
    })
}

fn toggle_example() -> Value {
    json!({"helperId": 1, "status": true})
}

/// What the get-by-id field decodes to: text, not JSON.
pub fn id_decoded() -> Value {
    json!({"type": "string", "pattern": trimmed(r"\+?[0-9]{1,19}"), "example": "1"})
}

/// What the sign-in body decodes to.
pub fn login_decoded() -> Value {
    json!({
        "type": "object",
        "properties": {
            "userName": {"type": "string", "pattern": format!("[^{WS}]")},
            "password": {"type": "string", "minLength": 1},
            "captcha": {"description": "Ignored (the client sends \"ignore\")."},
            "otp": {
                "type": ["string", "null"],
                "maxLength": 64,
                "description": "For an account with a second factor: the six-digit code of its authenticator app, or one of its recovery codes. Ignored for an account without one.",
            },
        },
        "required": ["userName", "password"],
        "example": login_example(),
    })
}

fn login_example() -> Value {
    json!({"userName": "admin@oshec.example.org", "password": "your password", "captcha": "ignore"})
}

fn compact(v: &Value) -> String {
    v.to_string()
}

// ---------------------------------------------------------------------------------------------
// Answers.

fn list_item(entity: &Entity) -> MetaSchemaRef {
    let mut props = vec![(entity.id_field, schema("integer"))];
    for &name in entity.fields {
        let out = entity
            .list_renames
            .iter()
            .find(|(from, _)| *from == name)
            .map_or(name, |(_, to)| *to);
        props.push((out, schema("string")));
    }
    props.push(("isActive", schema("boolean")));
    if let Some(rule) = &entity.image {
        props.push((
            rule.path_field,
            nullable("string", "URL of the image under /uploads."),
        ));
    }
    props.extend(file_props(entity));
    if let ListExtra::Markdown(pairs) = entity.list_extra {
        for (_, html) in pairs {
            props.push((*html, schema("string")));
        }
    }
    if let ListExtra::Gallery { .. } = entity.list_extra {
        props.push(("id", schema("integer")));
        props.push((
            "imageGalleryImages",
            array(object(
                vec![
                    ("titleEn", schema("string")),
                    ("titleOd", schema("string")),
                    ("imagePath", schema("string")),
                ],
                vec!["titleEn", "titleOd", "imagePath"],
            )),
        ));
    }
    object(props, vec![entity.id_field, "isActive"])
}

/// What list items and details of an entity with a file or filters carry beside its fields.
fn file_props(entity: &Entity) -> Vec<(&'static str, MetaSchemaRef)> {
    let mut props = Vec::new();
    if let Some(rule) = &entity.file {
        props.push((
            rule.path_field,
            nullable(
                "string",
                "URL of the file under /uploads (byte ranges supported).",
            ),
        ));
        props.push((rule.size_field, schema("integer")));
        props.push((rule.type_field, schema("string")));
    }
    if entity.filters.is_some() {
        props.push(("archived", schema("boolean")));
    }
    props
}

fn detail(entity: &Entity) -> MetaSchemaRef {
    let mut props = vec![(entity.id_field, schema("integer"))];
    for &name in entity.fields {
        props.push((name, schema("string")));
    }
    props.push(("isActive", schema("boolean")));
    if let Some(rule) = &entity.image {
        props.push((
            rule.detail_field,
            nullable("string", "The image, base64 of its JPEG or PNG bytes."),
        ));
        props.push((
            rule.path_field,
            nullable("string", "URL of the image under /uploads."),
        ));
    }
    props.extend(file_props(entity));
    object(props, vec![entity.id_field, "isActive"])
}

/// `page` and `size`, the filters of an entity that has them (documents), and the back
/// office's `q`, `status` and `sort` (docs/admin-lists.md).
fn list_params(entity: &Entity) -> Vec<MetaOperationParam> {
    let mut params = page_params();
    let admin_q = "Words that must all occur in the item's fields, each anywhere in one of \
                   them (case-insensitive, Unicode NFC, English or Odia)";
    params.extend(filter_params(entity, admin_q));
    let param = |name: &str, description: String, values: Vec<Value>| MetaOperationParam {
        name: name.into(),
        schema: inline(MetaSchema {
            example: values.first().cloned(),
            enum_items: values,
            ..MetaSchema::new("string")
        }),
        in_type: MetaParamIn::Query,
        description: Some(text(description).into()),
        required: false,
        deprecated: false,
        explode: true,
        style: None,
    };
    const WITH_TOKEN: &str = "With a token only (anonymous callers' lists ignore it). With q, \
                              status or sort the answer is always one page (page 1 of \
                              DEFAULT_SIZE when page and size are left out) in {outcome, \
                              message, data, total}; total counts every match.";
    let with_token = WITH_TOKEN.replace("DEFAULT_SIZE", &DEFAULT_PAGE_SIZE.to_string());
    if entity.filters.is_none() {
        let q = MetaOperationParam {
            schema: inline(MetaSchema {
                example: Some(json!("exam")),
                max_length: Some(200),
                ..MetaSchema::new("string")
            }),
            ..param(
                "q",
                format!(
                    "{admin_q}: {}. An empty q finds every item. {with_token}",
                    entity.fields.join(", ")
                ),
                vec![],
            )
        };
        params.push(q);
    }
    params.push(param(
        "status",
        format!(
            "Only items that are active, inactive, scheduled (shown from a time still to \
             come), or in this review state (archived: also a published item past its last \
             valid day). {with_token}"
        ),
        STATUS_NAMES.iter().map(|s| json!(s)).collect(),
    ));
    let names = sort_names(entity);
    params.push(param(
        "sort",
        format!(
            "The field to sort by, - before it for descending: {} (isActive: inactive first; \
             -isActive: active first). Items with equal values keep the list's order. An \
             unknown field is a 400 naming it. {with_token}",
            names.join(", ")
        ),
        names
            .iter()
            .flat_map(|n| [json!(n), json!(format!("-{n}"))])
            .collect(),
    ));
    params
}

/// The public filters of an entity that has them (documents); `admin_q` says what `q` does
/// for a signed-in caller.
fn filter_params(entity: &Entity, admin_q: &str) -> Vec<MetaOperationParam> {
    let mut params = Vec::new();
    let Some(f) = &entity.filters else {
        return params;
    };
    let param =
        |name: &str, ty: &'static str, description: String, example: Value| MetaOperationParam {
            name: name.into(),
            schema: inline(MetaSchema {
                example: Some(example),
                ..MetaSchema::new(ty)
            }),
            in_type: MetaParamIn::Query,
            description: Some(text(description).into()),
            required: false,
            deprecated: false,
            explode: true,
            style: None,
        };
    let values = crate::content::listing::allowed_values(entity, f.category).unwrap_or(&[]);
    let mut category = param(
        "category",
        "string",
        format!(
            "Only items whose {} is this value; empty: every one.",
            f.category
        ),
        json!(values.first().copied().unwrap_or("")),
    );
    category.schema = inline(MetaSchema {
        example: Some(json!(values.first().copied().unwrap_or(""))),
        // Empty is no filter: a form's "All" sends it.
        enum_items: std::iter::once("")
            .chain(values.iter().copied())
            .map(|v| json!(v))
            .collect(),
        ..MetaSchema::new("string")
    });
    params.push(category);
    let mut q = param(
        "q",
        "string",
        format!(
            "Anonymous callers: words that must all occur in {} (case-insensitive, Unicode \
             NFC, Odia included). With a token: {admin_q}: {}.",
            f.search.join(" or "),
            entity.fields.join(", ")
        ),
        json!("sample"),
    );
    if let MetaSchemaRef::Inline(schema) = &mut q.schema {
        schema.max_length = Some(200);
    }
    params.push(q);
    let mut year = param(
        "year",
        "integer",
        format!(
            "Only items whose {} falls in this year (four digits).",
            f.year
        ),
        json!(2025),
    );
    year.schema = inline(MetaSchema {
        example: Some(json!(2025)),
        minimum: Some(1000.0),
        maximum: Some(9999.0),
        ..MetaSchema::new("integer")
    });
    params.push(year);
    params.push(param(
        "archived",
        "boolean",
        format!(
            "true: only items whose {} has passed; false: only current ones.",
            f.expiry
        ),
        json!(false),
    ));
    params
}

fn page_params() -> Vec<MetaOperationParam> {
    let param = |name: &str, description: &str, min: f64, max: Option<f64>, example: u64| {
        MetaOperationParam {
            name: name.into(),
            schema: inline(MetaSchema {
                format: Some("int32"),
                minimum: Some(min),
                maximum: max,
                example: Some(json!(example)),
                ..MetaSchema::new("integer")
            }),
            in_type: MetaParamIn::Query,
            description: Some(description.into()),
            required: false,
            deprecated: false,
            explode: true,
            style: None,
        }
    };
    vec![
        param(
            "page",
            "Page number, from 1 (1 when only size is given). With page or size the answer is \
             one page in {outcome, message, data, total}; with neither, the whole list.",
            1.0,
            Some(MAX_PAGE as f64),
            1,
        ),
        param(
            "size",
            text(format!(
                "Items per page, 1 to {MAX_PAGE_SIZE} ({DEFAULT_PAGE_SIZE} when only page is given)."
            )),
            1.0,
            Some(MAX_PAGE_SIZE as f64),
            DEFAULT_PAGE_SIZE as u64,
        ),
    ]
}

fn list_operation(entity: &'static Entity) -> MetaOperation {
    let items = array(list_item(entity));
    let whole = if entity.list_envelope {
        envelope_of(items.clone())
    } else {
        items.clone()
    };
    let paged = object(
        vec![
            ("outcome", schema("boolean")),
            ("message", schema("string")),
            ("data", items),
            (
                "total",
                inline(MetaSchema {
                    minimum: Some(0.0),
                    description: Some("How many items the caller may see in all."),
                    ..MetaSchema::new("integer")
                }),
            ),
        ],
        vec!["outcome", "message", "data", "total"],
    );
    let shape = if entity.list_envelope {
        "{outcome, message, data}"
    } else {
        "a bare array"
    };
    let mut ok = response(
        200,
        text(format!(
            "Without page and size: the items as {shape}. With page or size: one page in \
             {{outcome, message, data, total}}. Anonymous callers see active items only; an \
             administrator's token sees every item."
        )),
        inline(MetaSchema {
            any_of: vec![whole, paged],
            ..MetaSchema::ANY
        }),
    );
    ok.headers.push(MetaHeader {
        name: "ETag".into(),
        description: Some("On anonymous answers; send it back in If-None-Match.".into()),
        required: false,
        deprecated: false,
        schema: schema("string"),
    });
    Op {
        method: Method::GET,
        tag: entity.title,
        summary: "List items (public: active only)",
        description: None,
        params: list_params(entity),
        request: None,
        ok,
        more: vec![MetaResponse {
            description: "Not modified: If-None-Match named the current ETag (anonymous callers).",
            status: Some(304),
            status_range: None,
            content: vec![],
            headers: vec![],
        }],
        failures: vec![
            Failure::BadRequest(
                "page or size is not a whole number in range, q is over 200 characters, or \
                 (with a token) status or sort names no status or field.",
            ),
            Failure::Unauthorized,
            Failure::TooLarge(SMALL_TOO_LARGE),
        ],
        security: security(true),
    }
    .build()
}

fn manage_operation(entity: &'static Entity) -> MetaOperation {
    let example = manage_example(entity);
    let mut props = vec![(
        entity.manage_field,
        base64_field(
            format!(
                "Base64 of JSON of the item's fields, e.g. base64 of {}. {} null creates an item, \
                 a number updates that item; isActive is optional. x-base64-of gives the JSON \
                 schema of the decoded value.",
                compact(&example),
                entity.id_field
            ),
            compact(&example).as_bytes(),
        ),
    )];
    let mut description = None;
    if let Some(file) = &entity.file {
        props.push((
            file.file_field,
            inline(MetaSchema {
                format: Some("binary"),
                description: Some(
                    "A PDF (recognised by its signature), at most max_document_mb (default 25 MB). \
                     Required to create; absent on an update keeps the file.",
                ),
                ..MetaSchema::new("string")
            }),
        ));
    }
    if let Some(image) = &entity.image {
        props.push((
            image.file_field,
            inline(MetaSchema {
                format: Some("binary"),
                description: Some(text(format!(
                    "A JPEG or PNG file, at most {} MB. {}; absent on an update keeps the \
                     image.",
                    MAX_IMAGE_BYTES / (1024 * 1024),
                    if image.required.is_some() {
                        "Required to create"
                    } else {
                        "Optional"
                    }
                ))),
                ..MetaSchema::new("string")
            }),
        ));
        description = Some(text(format!(
            "The example creates an inactive item: choose a JPEG or PNG file for {} to try it.",
            image.file_field
        )));
    }
    Op {
        method: Method::POST,
        tag: entity.title,
        summary: "Create (id null) or update an item",
        description,
        params: vec![],
        request: form_request(object(props, vec![entity.manage_field]), false),
        ok: if entity.file.is_some() {
            // A saved PDF without text (a scan) is named in `warning` (docs/health.md).
            let mut answer = response(
                200,
                "Saved; data is the item in detail shape. warning, when present, says the PDF                  has no page with text (a scan).",
                envelope_of(detail(entity)),
            );
            if let Some(MetaSchemaRef::Inline(schema)) =
                answer.content.first_mut().map(|m| &mut m.schema)
            {
                schema.properties.push(("warning", self::schema("string")));
            }
            answer
        } else {
            response(
                200,
                "Saved; data is the item in detail shape.",
                envelope_of(detail(entity)),
            )
        },
        more: vec![],
        failures: manage_failures(entity),
        security: security(false),
    }
    .build()
}

fn manage_failures(entity: &Entity) -> Vec<Failure> {
    let mut failures = vec![
        Failure::BadRequest("A check failed; the message says which."),
        Failure::Unauthorized,
        Failure::NotFound,
        Failure::TooLarge(UPLOAD_TOO_LARGE),
        Failure::NotAForm,
    ];
    if entity.checks.iter().any(|c| matches!(c, Check::Unique(..))) {
        failures.push(Failure::Taken);
    }
    failures
}

fn get_operation(entity: &'static Entity) -> MetaOperation {
    let props = vec![(
        entity.id_field,
        base64_field(
            "Base64 of the id's decimal text, e.g. \"MQ==\" (base64 of \"1\") for item 1. \
             x-base64-of gives the schema of the decoded text."
                .into(),
            b"1",
        ),
    )];
    Op {
        method: Method::POST,
        tag: entity.title,
        summary: "Get one item by id",
        description: None,
        params: vec![],
        request: form_request(object(props, vec![entity.id_field]), true),
        ok: response(
            200,
            "The item in detail shape, the image as base64.",
            envelope_of(detail(entity)),
        ),
        more: vec![],
        failures: vec![
            Failure::BadRequest("The id is missing or not base64 of a whole number."),
            Failure::Unauthorized,
            Failure::NotFound,
            Failure::TooLarge(SMALL_TOO_LARGE),
            Failure::NotAForm,
        ],
        security: security(false),
    }
    .build()
}

fn toggle_operation(entity: &'static Entity) -> MetaOperation {
    let example = compact(&toggle_example());
    let props = vec![(
        entity.toggle_field,
        base64_field(
            format!(
                "Base64 of JSON {{\"helperId\": the item's id, \"status\": the status the client \
                 saw}}, e.g. base64 of {example}. x-base64-of gives the JSON schema of the \
                 decoded value."
            ),
            example.as_bytes(),
        ),
    )];
    Op {
        method: Method::POST,
        tag: entity.title,
        summary: "Activate or deactivate an item",
        description: Some(
            "The example deactivates item 1; send status false to activate it again.",
        ),
        params: vec![],
        request: form_request(object(props, vec![entity.toggle_field]), true),
        ok: response(
            200,
            "Flipped; data is {\"isActive\": the new status}.",
            envelope_of(object(
                vec![("isActive", schema("boolean"))],
                vec!["isActive"],
            )),
        ),
        more: vec![],
        failures: vec![
            Failure::BadRequest("The field is missing or malformed."),
            Failure::Unauthorized,
            Failure::NotFound,
            Failure::Conflict,
            Failure::TooLarge(SMALL_TOO_LARGE),
            Failure::NotAForm,
        ],
        security: security(false),
    }
    .build()
}

pub fn entity_operation(entity: &'static Entity, kind: Kind) -> MetaPath {
    let (path, op) = match kind {
        Kind::List => (entity.list_path, list_operation(entity)),
        Kind::Manage => (entity.manage_path, manage_operation(entity)),
        Kind::GetById => (entity.get_path, get_operation(entity)),
        Kind::Toggle => (entity.toggle_path, toggle_operation(entity)),
    };
    MetaPath {
        path: path.to_string(),
        operations: vec![op],
    }
}

pub fn auth_paths() -> Vec<MetaPath> {
    let example = compact(&login_example());
    let login_text = text(format!(
        "Base64 of JSON {{\"userName\", \"password\", \"captcha\": \"ignore\"}}, e.g. \
         base64 of {example}, with \"otp\" (a current code or a recovery code) for an \
         account with a second factor. x-base64-of gives the JSON schema of the decoded value."
    ));
    let login = Op {
        method: Method::POST,
        tag: AUTH_TAG,
        summary: "Sign in",
        description: Some(
            "The example's password is a placeholder: put the administrator's own to get a token.",
        ),
        params: vec![],
        request: Some(MetaRequest {
            description: Some(login_text),
            content: vec![MetaMediaType {
                content_type: "text/plain",
                schema: inline(MetaSchema {
                    format: Some("byte"),
                    description: Some(login_text),
                    example: Some(Value::String(STANDARD.encode(example.as_bytes()))),
                    ..MetaSchema::new("string")
                }),
            }],
            required: true,
        }),
        ok: response(
            200,
            "outcome true with the token in data, the account's role, mustChangePassword \
             (true: every call but /account/password and /logout answers 403 until the \
             account chooses a new password) and mfaEnrolmentRequired (true: the site \
             requires a second factor and the account has none; every call but \
             /account/mfa, /account/mfa/setup, /account/mfa/enable and /logout answers 403 \
             until it is on); outcome false (no data) for a wrong user name or password.",
            object(
                vec![
                    ("outcome", schema("boolean")),
                    ("message", schema("string")),
                    ("data", schema("string")),
                    ("role", schema("string")),
                    ("mustChangePassword", schema("boolean")),
                    ("mfaEnrolmentRequired", schema("boolean")),
                ],
                vec!["outcome", "message"],
            ),
        ),
        more: vec![response(
            401,
            "The password is right but the account has a second factor: send the sign-in \
             again with otp (data: {\"mfaRequired\": true}; the message says whether a code \
             was missing or wrong). Counted as a failed sign-in.",
            object(
                vec![
                    ("outcome", schema("boolean")),
                    ("message", schema("string")),
                    (
                        "data",
                        object(
                            vec![("mfaRequired", schema("boolean"))],
                            vec!["mfaRequired"],
                        ),
                    ),
                ],
                vec!["outcome", "message", "data"],
            ),
        )],
        failures: vec![
            Failure::BadRequest("The body is not base64 JSON, or a field is empty."),
            Failure::TooLarge(SMALL_TOO_LARGE),
            Failure::Throttled,
        ],
        security: vec![],
    }
    .build();
    let logout = Op {
        method: Method::POST,
        tag: AUTH_TAG,
        summary: "Sign out",
        description: Some("Revokes the token it is sent with."),
        params: vec![],
        request: None,
        ok: response(200, "The token is revoked.", envelope()),
        more: vec![],
        failures: vec![Failure::Unauthorized, Failure::TooLarge(SMALL_TOO_LARGE)],
        security: security(false),
    }
    .build();
    vec![
        MetaPath {
            path: LOGIN_PATH.into(),
            operations: vec![login],
        },
        MetaPath {
            path: LOGOUT_PATH.into(),
            operations: vec![logout],
        },
    ]
}

pub(super) fn query_param(
    name: &str,
    description: &str,
    schema: MetaSchema,
    required: bool,
) -> MetaOperationParam {
    MetaOperationParam {
        name: name.into(),
        schema: inline(schema),
        in_type: MetaParamIn::Query,
        description: Some(text(description.to_string()).into()),
        required,
        deprecated: false,
        explode: true,
        style: None,
    }
}

/// A calendar day the audit filters read, from 1970 to 9999, or empty (no filter).
fn audit_day() -> MetaSchema {
    MetaSchema {
        any_of: vec![
            inline(MetaSchema {
                format: Some("date"),
                pattern: Some("^(19[7-9][0-9]|[2-9][0-9]{3})-[0-9]{2}-[0-9]{2}$".to_string()),
                ..MetaSchema::new("string")
            }),
            inline(MetaSchema {
                max_length: Some(0),
                ..MetaSchema::new("string")
            }),
        ],
        example: Some(json!("2026-11-23")),
        ..MetaSchema::ANY
    }
}

fn audit_list_params() -> Vec<MetaOperationParam> {
    let number = |max: f64, example: u64| MetaSchema {
        minimum: Some(1.0),
        maximum: Some(max),
        example: Some(json!(example)),
        ..MetaSchema::new("integer")
    };
    let words = |example: &str| MetaSchema {
        example: Some(json!(example)),
        ..MetaSchema::new("string")
    };
    vec![
        query_param(
            "page",
            "Page number, from 1.",
            number(1_000_000.0, 1),
            false,
        ),
        query_param(
            "size",
            "Entries per page, 1 to 100 (default 20).",
            number(100.0, 20),
            false,
        ),
        query_param(
            "entity",
            "Only entries about this content type (e.g. banner) or thing (session, admin, database).",
            words("banner"),
            false,
        ),
        query_param(
            "admin",
            "Only entries by this administrator's e-mail, or terminal.",
            words("admin@oshec.example.org"),
            false,
        ),
        query_param(
            "from",
            "Only entries from this day (UTC).",
            audit_day(),
            false,
        ),
        query_param(
            "to",
            "Only entries up to the end of this day (UTC).",
            audit_day(),
            false,
        ),
    ]
}

fn audit_latest_params() -> Vec<MetaOperationParam> {
    vec![
        query_param(
            "entity",
            "The content type of the rows.",
            MetaSchema {
                enum_items: ENTITIES.iter().map(|e| json!(e.key)).collect(),
                example: Some(json!("banner")),
                ..MetaSchema::new("string")
            },
            true,
        ),
        query_param(
            "ids",
            "Up to 100 row ids, separated by commas.",
            MetaSchema {
                pattern: Some("^[0-9]{1,15}(,[0-9]{1,15}){0,99}$".to_string()),
                example: Some(json!("1,2,3")),
                ..MetaSchema::new("string")
            },
            false,
        ),
    ]
}

/// The back office's audit trail and account calls (beyond docs/decisions.md §6).
pub fn account_paths() -> Vec<MetaPath> {
    let op = |method: Method,
              summary: &'static str,
              description: &'static str,
              params: Vec<MetaOperationParam>,
              request: Option<MetaRequest>,
              failures: Vec<Failure>| {
        Op {
            method,
            tag: ACCOUNT_TAG,
            summary,
            description: Some(description),
            params,
            request,
            ok: response(
                200,
                "Done; the message says what, data holds the answer.",
                envelope(),
            ),
            more: vec![],
            failures,
            security: security(false),
        }
        .build()
    };
    let path = |p: &str, operation: MetaOperation| MetaPath {
        path: p.to_string(),
        operations: vec![operation],
    };
    let json_body = |desc: &'static str| {
        Some(MetaRequest {
            description: Some(desc),
            content: json_media(schema("object")),
            required: true,
        })
    };
    let bad_query = Failure::BadRequest("A query value is not valid; the message says which.");
    vec![
        path(
            "/audit/list",
            op(
                Method::GET,
                "The audit trail, newest first",
                "Query (all optional): page (from 1), size (1 to 100, default 20), entity, admin, \
                 from and to (dates such as 2026-11-23). Answers {outcome, message, data: \
                 [{auditId, at, admin, action, entity, recordId, changes: [{field, before, \
                 after}], address}], total}.",
                audit_list_params(),
                None,
                vec![bad_query, Failure::Unauthorized],
            ),
        ),
        path(
            "/audit/latest",
            op(
                Method::GET,
                "Who last changed each row",
                "Query: entity (e.g. banner) and ids (up to 100, comma-separated). Data: \
                 {id: {at, admin, action}} for the rows that have an entry.",
                audit_latest_params(),
                None,
                vec![bad_query, Failure::Unauthorized],
            ),
        ),
        path(
            "/account/password",
            op(
                Method::POST,
                "Change your own password",
                "Your other sessions end; this one goes on.",
                vec![],
                json_body(
                    "JSON {currentPassword, newPassword, repeatPassword}; the new one at least \
                     12 characters, not your e-mail or the site's name, and not a common \
                     breached password (the message says which rule failed).",
                ),
                vec![
                    Failure::BadRequest("Wrong current password, or the new one is not accepted."),
                    Failure::Unauthorized,
                    Failure::TooLarge(SMALL_TOO_LARGE),
                    Failure::Throttled,
                ],
            ),
        ),
        path(
            "/account/logoutAll",
            op(
                Method::POST,
                "Sign out everywhere",
                "Ends every session of yours, this one included; data {sessions: how many}.",
                vec![],
                None,
                vec![Failure::Unauthorized, Failure::TooLarge(SMALL_TOO_LARGE)],
            ),
        ),
        path(
            "/account/admins",
            op(
                Method::GET,
                "The accounts",
                "Administrators only. Each account's adminId, email, role (administrator, \
                 approver, contributor), isActive, mustChangePassword, createdAt, \
                 passwordChangedAt, lastSignInAt and you.",
                vec![],
                None,
                vec![Failure::Unauthorized],
            ),
        ),
        path(
            "/account/admins/manage",
            op(
                Method::POST,
                "Create or change an account",
                "Administrators only. adminId null creates (password required); otherwise \
                 changes that account's email, role, isActive, and with password resets it. \
                 An account created or reset here must choose a new password at its next \
                 sign-in. The last active administrator cannot be demoted or deactivated \
                 (403). data: {adminId}.",
                vec![],
                Some(MetaRequest {
                    description: Some("JSON {adminId, email, role, isActive, password}."),
                    content: json_media(object(
                        vec![
                            (
                                "adminId",
                                nullable("integer", "The account; null creates one."),
                            ),
                            (
                                "email",
                                inline(MetaSchema {
                                    pattern: Some(trimmed(EMAIL)),
                                    max_length: Some(254),
                                    ..MetaSchema::new("string")
                                }),
                            ),
                            (
                                "role",
                                inline(MetaSchema {
                                    enum_items: vec![
                                        json!("administrator"),
                                        json!("approver"),
                                        json!("contributor"),
                                    ],
                                    ..MetaSchema::new("string")
                                }),
                            ),
                            ("isActive", schema("boolean")),
                            (
                                "password",
                                nullable(
                                    "string",
                                    "Only on create or to reset: at least 12 characters.",
                                ),
                            ),
                        ],
                        vec!["email", "role", "isActive"],
                    )),
                    required: true,
                }),
                vec![
                    Failure::BadRequest(
                        "A field is missing or not accepted; the message says which.",
                    ),
                    Failure::Unauthorized,
                    Failure::NotFound,
                    Failure::Taken,
                    Failure::TooLarge(SMALL_TOO_LARGE),
                ],
            ),
        ),
    ]
}

pub fn register(registry: &mut Registry) {
    registry.schemas.insert(
        ENVELOPE.to_string(),
        MetaSchema {
            rust_typename: Some("oshec::api::Envelope"),
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
            rust_typename: Some("oshec::api::Failure"),
            description: Some("Every failure: outcome false and a message a person can act on."),
            properties: vec![
                (
                    "outcome",
                    inline(MetaSchema {
                        enum_items: vec![json!(false)],
                        ..MetaSchema::new("boolean")
                    }),
                ),
                ("message", schema("string")),
            ],
            required: vec!["outcome", "message"],
            example: Some(json!({"outcome": false, "message": "Please sign in to do this."})),
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

// ---------------------------------------------------------------------------------------------
// Site-wide public calls: search and the last-updated times (handlers in `site`).

const SITE_TAG: &str = "Site";
pub const SEARCH_PATH: &str = "/search/allowAll/query";
pub const UPDATED_PATH: &str = "/lastUpdated/allowAll/list";

pub fn site_paths() -> Vec<MetaPath> {
    let query =
        |name: &str, description: &str, required: bool, ty: MetaSchema| MetaOperationParam {
            name: name.into(),
            schema: inline(ty),
            in_type: MetaParamIn::Query,
            description: Some(description.into()),
            required,
            deprecated: false,
            explode: true,
            style: None,
        };
    let hit = object(
        vec![
            ("type", schema("string")),
            ("titleEn", schema("string")),
            ("titleOd", schema("string")),
            ("snippetEn", schema("string")),
            ("snippetOd", schema("string")),
            ("url", schema("string")),
            ("date", schema("string")),
            ("marks", schema("object")),
        ],
        vec![
            "type",
            "titleEn",
            "titleOd",
            "snippetEn",
            "snippetOd",
            "url",
            "date",
        ],
    );
    let found = object(
        vec![
            ("outcome", schema("boolean")),
            ("message", schema("string")),
            ("data", array(hit)),
            ("total", schema("integer")),
        ],
        vec!["outcome", "message", "data", "total"],
    );
    let search = Op {
        method: Method::GET,
        tag: SITE_TAG,
        summary: "Search active news, notices, announcements and pages",
        description: Some(
            "Hits best first (title matches above body matches, then newest), ten a page; \
             total counts them all. marks holds, per text, the UTF-16 [start, end) ranges of \
             the matched words.",
        ),
        params: vec![
            query(
                "q",
                "The words to find, English or Odia (at most 200 characters). Without a word \
                 (empty, or only spaces and punctuation) nothing is found.",
                true,
                MetaSchema {
                    max_length: Some(200),
                    example: Some(json!("council")),
                    ..MetaSchema::new("string")
                },
            ),
            query(
                "page",
                "Page from 1 (ten hits a page).",
                false,
                MetaSchema {
                    minimum: Some(1.0),
                    maximum: Some(10_000.0),
                    example: Some(json!(1)),
                    ..MetaSchema::new("integer")
                },
            ),
        ],
        request: None,
        ok: response(
            200,
            "One page of hits; ETag to send back in If-None-Match.",
            found,
        ),
        more: vec![MetaResponse {
            description: "Not modified: If-None-Match named the current ETag.",
            status: Some(304),
            status_range: None,
            content: vec![],
            headers: vec![],
        }],
        failures: vec![
            Failure::BadRequest("q is missing or over 200 characters, or page is out of range."),
            Failure::TooLarge(SMALL_TOO_LARGE),
        ],
        security: vec![],
    }
    .build();
    let updated = Op {
        method: Method::GET,
        tag: SITE_TAG,
        summary: "When each kind of content last changed",
        description: None,
        params: vec![],
        request: None,
        ok: response(
            200,
            "data maps entity keys to RFC 3339 times (a category of documents as `document:acts`, for \
             its report page), and release to when this program was built.",
            envelope_of(schema("object")),
        ),
        more: vec![MetaResponse {
            description: "Not modified: If-None-Match named the current ETag.",
            status: Some(304),
            status_range: None,
            content: vec![],
            headers: vec![],
        }],
        failures: vec![Failure::TooLarge(SMALL_TOO_LARGE)],
        security: vec![],
    }
    .build();
    vec![
        MetaPath {
            path: SEARCH_PATH.into(),
            operations: vec![search],
        },
        MetaPath {
            path: UPDATED_PATH.into(),
            operations: vec![updated],
        },
    ]
}

// ---------------------------------------------------------------------------------------------
// The served document: poem-openapi's, with `x-base64-of` on each base64 field.

fn set_decoded(doc: &mut Value, path: &str, media: &str, field: Option<&str>, of: Value) {
    let Some(schema) = doc.pointer_mut(&format!(
        "/paths/{}/post/requestBody/content/{}/schema",
        path.replace('~', "~0").replace('/', "~1"),
        media.replace('~', "~0").replace('/', "~1"),
    )) else {
        return;
    };
    let target = match field {
        Some(f) => schema.pointer_mut(&format!("/properties/{f}")),
        None => Some(schema),
    };
    if let Some(Value::Object(target)) = target {
        target.insert("x-base64-of".into(), of);
    }
}

fn base64_of(content_type: &str, schema: Value) -> Value {
    json!({"contentType": content_type, "schema": schema})
}

/// `spec` (poem-openapi's JSON) with the decoded schemas added.
pub fn with_decoded_schemas(spec: &str) -> String {
    let Ok(mut doc) = serde_json::from_str::<Value>(spec) else {
        return spec.to_string();
    };
    let forms = ["multipart/form-data", "application/x-www-form-urlencoded"];
    for entity in &ENTITIES {
        let manage = base64_of("application/json", manage_decoded(entity));
        set_decoded(
            &mut doc,
            entity.manage_path,
            forms[0],
            Some(entity.manage_field),
            manage,
        );
        for media in forms {
            let id = base64_of("text/plain", id_decoded());
            set_decoded(&mut doc, entity.get_path, media, Some(entity.id_field), id);
            let toggle = base64_of("application/json", toggle_decoded());
            set_decoded(
                &mut doc,
                entity.toggle_path,
                media,
                Some(entity.toggle_field),
                toggle,
            );
        }
    }
    for entity in &ENTITIES {
        // The upload part's media types (OpenAPI's multipart `encoding`), which the file's
        // signature must match.
        let upload = match (&entity.file, &entity.image) {
            (Some(file), _) => Some((file.file_field, file.kind.mime().to_string())),
            (None, Some(image)) => Some((image.file_field, "image/jpeg, image/png".to_string())),
            (None, None) => None,
        };
        if let Some((field, types)) = upload
            && let Some(Value::Object(media)) = doc.pointer_mut(&format!(
                "/paths/{}/post/requestBody/content/multipart~1form-data",
                entity.manage_path.replace('~', "~0").replace('/', "~1"),
            ))
        {
            media.insert("encoding".into(), json!({ field: {"contentType": types} }));
        }
    }
    let login = base64_of("application/json", login_decoded());
    set_decoded(&mut doc, LOGIN_PATH, "text/plain", None, login);
    add_allow_list_refusals(&mut doc);
    serde_json::to_string_pretty(&doc).unwrap_or_else(|_| spec.to_string())
}

/// The `admin_allow` setting answers 403 to the sign-in call and to every call made with a
/// token from an address outside it: each such operation documents that answer.
fn add_allow_list_refusals(doc: &mut Value) {
    let Some(Value::Object(paths)) = doc.get_mut("paths") else {
        return;
    };
    for (path, item) in paths.iter_mut() {
        let Value::Object(operations) = item else {
            continue;
        };
        for operation in operations.values_mut() {
            let takes_token = operation
                .get("security")
                .and_then(Value::as_array)
                .is_some_and(|s| !s.is_empty());
            if !(takes_token || path == LOGIN_PATH) {
                continue;
            }
            let Some(Value::Object(responses)) = operation.get_mut("responses") else {
                continue;
            };
            // The envelope's schema, as the operation's other failures give it.
            let content = responses.values().find_map(|r| {
                r.get("content")
                    .filter(|c| c.get("application/json").is_some())
                    .cloned()
            });
            let mut refusal = json!({
                "description": "The back office cannot be used from this address (the \
                                admin_allow setting)."
            });
            if let Some(content) = content {
                refusal["content"] = content;
            }
            responses.entry("403").or_insert(refusal);
        }
    }
}

/// `POST /X/move` (docs/decisions.md §4): moves an item in the administrators' display order.
pub fn move_operation(entity: &'static Entity) -> MetaPath {
    let id = MetaSchemaRef::Inline(Box::new(MetaSchema {
        pattern: Some("^[0-9]{1,15}$".to_string()),
        example: Some(serde_json::json!("1")),
        ..MetaSchema::new("string")
    }));
    let to = MetaSchemaRef::Inline(Box::new(MetaSchema {
        enum_items: vec![
            serde_json::json!("up"),
            serde_json::json!("down"),
            serde_json::json!("top"),
        ],
        example: Some(serde_json::json!("top")),
        ..MetaSchema::new("string")
    }));
    let props = vec![("id", id), ("to", to)];
    let op = Op {
        method: Method::POST,
        tag: entity.title,
        summary: "Move an item in the display order",
        description: Some(
            "Form fields id (the item's id) and to (up, down or top). Up and down pass the \
             nearest item of the same status; new items start at the top.",
        ),
        params: vec![],
        request: form_request(object(props, vec!["id", "to"]), true),
        ok: response(
            200,
            "Moved; data is {\"id\": id}.",
            envelope_of(object(vec![("id", schema("integer"))], vec!["id"])),
        ),
        more: vec![],
        failures: vec![
            Failure::BadRequest("id or to is missing or malformed."),
            Failure::Unauthorized,
            Failure::NotFound,
            Failure::TooLarge(SMALL_TOO_LARGE),
            Failure::NotAForm,
        ],
        security: security(false),
    }
    .build();
    MetaPath {
        path: crate::api::handlers::move_path(entity),
        operations: vec![op],
    }
}

// ---------------------------------------------------------------------------------------------
// The second factor and sessions one can see (docs/sign-in.md).

/// `GET /account/mfa`, the factor calls, `GET /account/sessions` and `POST /account/sessions/end`.
pub fn security_paths() -> Vec<MetaPath> {
    let conflict = |description: &'static str| {
        response(
            409,
            description,
            MetaSchemaRef::Reference(FAILURE.to_string()),
        )
    };
    let op = |method: Method,
              summary: &'static str,
              description: &'static str,
              params: Vec<MetaOperationParam>,
              request: Option<MetaRequest>,
              ok: MetaSchemaRef,
              more: Vec<MetaResponse>,
              failures: Vec<Failure>| {
        Op {
            method,
            tag: ACCOUNT_TAG,
            summary,
            description: Some(description),
            params,
            request,
            ok: response(
                200,
                "Done; the message says what, data holds the answer.",
                ok,
            ),
            more,
            failures,
            security: security(false),
        }
        .build()
    };
    let path = |p: &str, operation: MetaOperation| MetaPath {
        path: p.to_string(),
        operations: vec![operation],
    };
    let text_field = |description: &'static str| {
        inline(MetaSchema {
            description: Some(description),
            pattern: Some(format!("[^{WS}]")),
            max_length: Some(64),
            ..MetaSchema::new("string")
        })
    };
    let code_body = || {
        Some(MetaRequest {
            description: Some(
                "JSON {code}: the six-digit code your authenticator app shows now (or, to turn \
                 the factor off or renew recovery codes, one of your recovery codes).",
            ),
            content: json_media(object(
                vec![(
                    "code",
                    text_field("A six-digit code such as 123456, or a recovery code."),
                )],
                vec!["code"],
            )),
            required: true,
        })
    };
    let codes = || {
        envelope_of(object(
            vec![(
                "recoveryCodes",
                inline(MetaSchema {
                    items: Some(Box::new(schema("string"))),
                    ..MetaSchema::new("array")
                }),
            )],
            vec!["recoveryCodes"],
        ))
    };
    let code_failures = || {
        vec![
            Failure::BadRequest(
                "code is missing or is not a right code (each code is taken once).",
            ),
            Failure::Unauthorized,
            Failure::TooLarge(SMALL_TOO_LARGE),
            Failure::Throttled,
        ]
    };
    vec![
        path(
            "/account/mfa",
            op(
                Method::GET,
                "Your second factor",
                "data: {enabled, recoveryCodesLeft, required (the site requires a factor for \
                 every account), enrolmentRequired (this session may only set one up)}.",
                vec![],
                None,
                envelope(),
                vec![],
                vec![Failure::Unauthorized],
            ),
        ),
        path(
            "/account/mfa/setup",
            op(
                Method::POST,
                "Start setting up a second factor",
                "A new secret for an authenticator app (TOTP: SHA-1, 6 digits, 30 s). Not \
                 active until /account/mfa/enable confirms it with a code; a second call \
                 replaces it. data: {secret (base32, to type in), otpauthUri, qrSvg (the \
                 otpauthUri as a QR code, an SVG document)}.",
                vec![],
                None,
                envelope_of(object(
                    vec![
                        ("secret", schema("string")),
                        ("otpauthUri", schema("string")),
                        ("qrSvg", schema("string")),
                    ],
                    vec!["secret", "otpauthUri", "qrSvg"],
                )),
                vec![conflict(
                    "A second factor is already on: turn it off first.",
                )],
                vec![Failure::Unauthorized, Failure::TooLarge(SMALL_TOO_LARGE)],
            ),
        ),
        path(
            "/account/mfa/enable",
            op(
                Method::POST,
                "Turn the second factor on",
                "Confirms the secret of /account/mfa/setup with a current code. data: \
                 {recoveryCodes: ten one-time codes, shown only this once}. Your other \
                 sessions end.",
                vec![],
                code_body(),
                codes(),
                vec![conflict(
                    "There is no factor being set up (call /account/mfa/setup first), or one \
                     is already on.",
                )],
                code_failures(),
            ),
        ),
        path(
            "/account/mfa/disable",
            op(
                Method::POST,
                "Turn the second factor off",
                "With a current code or a recovery code. Refused (403) when the site requires \
                 a second factor for every account. Your other sessions end.",
                vec![],
                code_body(),
                envelope(),
                vec![conflict("No second factor is on.")],
                code_failures(),
            ),
        ),
        path(
            "/account/mfa/recoveryCodes",
            op(
                Method::POST,
                "New recovery codes",
                "With a current code (or a recovery code): ten new recovery codes; the old \
                 ones stop working. data: {recoveryCodes}, shown only this once. Your other \
                 sessions end.",
                vec![],
                code_body(),
                codes(),
                vec![conflict("No second factor is on.")],
                code_failures(),
            ),
        ),
        path(
            "/account/sessions",
            op(
                Method::GET,
                "Signed-in sessions",
                "Your live sessions, newest first, or with adminId (administrators only) \
                 another account's. data: [{sessionId (opaque), current (the session making \
                 this call), startedAt, lastUsedAt, address, userAgent}].",
                vec![query_param(
                    "adminId",
                    "The account whose sessions to list (administrators only); default yours.",
                    MetaSchema {
                        minimum: Some(1.0),
                        maximum: Some(999_999_999_999_999.0),
                        example: Some(json!(1)),
                        ..MetaSchema::new("integer")
                    },
                    false,
                )],
                None,
                envelope_of(inline(MetaSchema {
                    items: Some(Box::new(object(
                        vec![
                            ("sessionId", schema("string")),
                            ("current", schema("boolean")),
                            ("startedAt", schema("string")),
                            ("lastUsedAt", schema("string")),
                            (
                                "address",
                                nullable("string", "Where it was last used from."),
                            ),
                            (
                                "userAgent",
                                nullable("string", "The browser it signed in with."),
                            ),
                        ],
                        vec![
                            "sessionId",
                            "current",
                            "startedAt",
                            "lastUsedAt",
                            "address",
                            "userAgent",
                        ],
                    ))),
                    ..MetaSchema::new("array")
                })),
                vec![],
                vec![
                    Failure::BadRequest("adminId is not a whole number from 1."),
                    Failure::Unauthorized,
                    Failure::NotFound,
                ],
            ),
        ),
        path(
            "/account/sessions/end",
            op(
                Method::POST,
                "End a session",
                "Ends one of your sessions (this one included), or, for administrators, \
                 anyone's (403 for someone else's otherwise). The client holding it is sent to \
                 sign in again.",
                vec![],
                Some(MetaRequest {
                    description: Some("JSON {sessionId} from /account/sessions."),
                    content: json_media(object(
                        vec![("sessionId", text_field("A sessionId from the list."))],
                        vec!["sessionId"],
                    )),
                    required: true,
                }),
                envelope(),
                vec![],
                vec![
                    Failure::BadRequest("sessionId is missing."),
                    Failure::Unauthorized,
                    Failure::NotFound,
                    Failure::TooLarge(SMALL_TOO_LARGE),
                ],
            ),
        ),
    ]
}
