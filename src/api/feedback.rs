//! The feedback calls: a public JSON submit, and the administrators' inbox (list, read/unread,
//! CSV export). Paths under `/oshec/api`.
use std::sync::Arc;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use poem::http::{StatusCode, header};
use poem::{Request, RequestBody, Response};
use serde_json::{Value, json};

use super::error::{ApiError, unreadable};
use super::handlers::{ApiState, caller, client_ip, json_response};
use crate::content::Paging;
use crate::feedback::{FeedbackError, InboxFilter, STATUSES, Submission, Update};

pub const SUBMIT: &str = "/feedback/allowAll/submit";
pub const LIST: &str = "/feedback/list";
pub const MARK_READ: &str = "/feedback/markRead";
pub const EXPORT: &str = "/feedback/export";
pub const UPDATE: &str = "/feedback/update";

/// The largest `adminId` the document admits: a round bound that survives the document's
/// float formatting exactly (large bounds came out rounded), so the document and the server
/// agree; account ids are counted from 1.
const MAX_ADMIN_ID: u64 = 1_000_000_000;

/// The window of the `feedback_per_hour` limit.
pub const WINDOW_SECS: u64 = 3600;

const THANKS: &str = "Thank you. Your feedback has reached the council.";

impl From<FeedbackError> for ApiError {
    fn from(e: FeedbackError) -> Self {
        match e {
            FeedbackError::Invalid(m) => ApiError::BadRequest(m),
            FeedbackError::NotFound(m) => ApiError::NotFound(m),
            FeedbackError::Store(s) => ApiError::Internal(s.to_string()),
        }
    }
}

async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, FeedbackError> + Send + 'static,
) -> Result<T, ApiError> {
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|e| ApiError::Internal(format!("blocking task failed: {e}")))?
        .map_err(ApiError::from)
}

async fn json_body(what: &str, body: &mut RequestBody) -> Result<Value, ApiError> {
    let bytes = body
        .take()
        .map_err(|e| unreadable(what, &e))?
        .into_bytes()
        .await
        .map_err(|e| unreadable(what, &e))?;
    serde_json::from_slice(&bytes)
        .map_err(|_| ApiError::BadRequest(format!("{what} must be a JSON object.")))
}

/// `POST /feedback/allowAll/submit`: checks, counts against the address, keeps. A filled
/// honeypot is answered like a success and kept nowhere.
pub async fn submit(
    state: Arc<ApiState>,
    req: Request,
    mut body: RequestBody,
) -> Result<Response, ApiError> {
    // Only JSON: a form or text/plain body is what any other website can make a visitor's
    // browser send without asking (no CORS preflight).
    let is_json = req
        .header(header::CONTENT_TYPE)
        .and_then(|ct| ct.split(';').next())
        .is_some_and(|mime| mime.trim().eq_ignore_ascii_case("application/json"));
    if !is_json {
        return Err(ApiError::UnsupportedType(
            "Send the feedback as JSON, with Content-Type: application/json.".into(),
        ));
    }
    let input = json_body("The feedback form", &mut body).await?;
    let submission = Submission::parse(&input)?;
    state
        .feedback_limit
        .take(client_ip(&state, &req), Instant::now())
        .map_err(|retry_after| ApiError::Throttled {
            message: format!(
                "You have sent several messages in the last hour. Please try again in {} minutes.",
                retry_after.div_ceil(60)
            ),
            retry_after,
        })?;
    if submission.is_bot {
        return Ok(json_response(
            StatusCode::OK,
            &json!({"outcome": true, "message": THANKS}),
        ));
    }
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let feedback = state.feedback.clone();
    blocking(move || feedback.keep(submission, now)).await?;
    Ok(json_response(
        StatusCode::OK,
        &json!({"outcome": true, "message": THANKS}),
    ))
}

#[derive(serde::Deserialize)]
struct PageQuery {
    page: Option<String>,
    size: Option<String>,
    status: Option<String>,
    #[serde(rename = "assigneeId")]
    assignee_id: Option<String>,
}

/// `GET /feedback/list?page=&size=`: newest first, with `total` and `unread`.
pub async fn list(state: Arc<ApiState>, req: Request) -> Result<Response, ApiError> {
    caller(&state, &req)
        .await?
        .must_moderate("open visitors' feedback")?;
    let query: PageQuery = req.params().map_err(|_| {
        ApiError::BadRequest("The query string could not be read: use ?page=1&size=10.".into())
    })?;
    let paging = Paging::from_query(
        Some(query.page.as_deref().unwrap_or("1")),
        query.size.as_deref(),
    )?
    .unwrap_or(Paging { page: 1, size: 10 });
    let status = match query.status.as_deref() {
        None | Some("") => None,
        Some(s) if STATUSES.contains(&s) => Some(s.to_string()),
        Some(_) => {
            return Err(ApiError::BadRequest(
                "status must be one of new, inProgress, replied, closed.".into(),
            ));
        }
    };
    let assignee = match query.assignee_id.as_deref() {
        None | Some("") => None,
        Some(a) => Some(
            a.parse::<u64>()
                .ok()
                .filter(|id| *id <= MAX_ADMIN_ID)
                .ok_or_else(|| {
                    ApiError::BadRequest(
                        "assigneeId must be an adminId from /account/admins.".into(),
                    )
                })?,
        ),
    };
    let filter = InboxFilter { status, assignee };
    let feedback = state.feedback.clone();
    let page = blocking(move || feedback.page(paging.page, paging.size, &filter)).await?;
    let assignees: Vec<Value> = moderators(&state)
        .await?
        .into_iter()
        .map(|(id, email)| json!({"adminId": id, "email": email}))
        .collect();
    Ok(json_response(
        StatusCode::OK,
        &json!({
            "outcome": true,
            "message": "Feedback",
            "data": page.items,
            "total": page.total,
            "unread": page.unread,
            "assignees": assignees,
        }),
    ))
}

/// `POST /feedback/markRead`: JSON `{"feedbackId": id, "isRead": bool}`.
pub async fn mark_read(
    state: Arc<ApiState>,
    req: Request,
    mut body: RequestBody,
) -> Result<Response, ApiError> {
    let caller = caller(&state, &req).await?;
    caller.must_moderate("open visitors' feedback")?;
    let actor = caller.actor;
    let input = json_body("The request", &mut body).await?;
    let id = input
        .get("feedbackId")
        .and_then(Value::as_u64)
        .ok_or_else(|| ApiError::BadRequest("feedbackId must be the message's id.".into()))?;
    let read = input
        .get("isRead")
        .and_then(Value::as_bool)
        .ok_or_else(|| ApiError::BadRequest("isRead must be true or false.".into()))?;
    let feedback = state.feedback.clone();
    let now = blocking(move || feedback.set_read(id, read, &actor)).await?;
    Ok(json_response(
        StatusCode::OK,
        &json!({"outcome": true, "message": "Feedback updated.", "data": {"isRead": now}}),
    ))
}

/// `GET /feedback/export`: every message as a CSV download.
/// Who may be given a message to answer: the active approvers and administrators, as
/// (adminId, e-mail). Approvers cannot read `/account/admins`, so the inbox answers them.
async fn moderators(state: &Arc<ApiState>) -> Result<Vec<(u64, String)>, ApiError> {
    let auth = state.auth.clone();
    let admins = tokio::task::spawn_blocking(move || auth.list_admins())
        .await
        .map_err(|e| ApiError::Internal(format!("blocking task failed: {e}")))?
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    Ok(admins
        .into_iter()
        .filter(|a| a.active && a.role.moderates())
        .map(|a| (a.id, a.email))
        .collect())
}

/// `POST /feedback/update {feedbackId, status, assigneeId, note, reply}` (docs/feedback.md).
pub async fn update(
    state: Arc<ApiState>,
    req: Request,
    mut body: RequestBody,
) -> Result<Response, ApiError> {
    let caller = caller(&state, &req).await?;
    caller.must_moderate("answer visitors' feedback")?;
    let actor = caller.actor;
    let input = json_body("The request", &mut body).await?;
    if !input.is_object() {
        return Err(ApiError::BadRequest(
            "The request must be a JSON object with feedbackId.".into(),
        ));
    }
    let id = input
        .get("feedbackId")
        .and_then(Value::as_u64)
        .ok_or_else(|| ApiError::BadRequest("feedbackId must be the message's id.".into()))?;
    let update = Update::parse(&input)?;
    if let Some(Some(assignee)) = update.assignee {
        let fits = moderators(&state)
            .await?
            .iter()
            .any(|(id, _)| *id == assignee);
        if !fits {
            return Err(ApiError::NotFound(
                "No active approver or administrator has this assigneeId (see \
                 /account/admins)."
                    .into(),
            ));
        }
    }
    let mails = state.content.mails();
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let feedback = state.feedback.clone();
    let item = blocking(move || feedback.update(id, update, &actor, mails, now)).await?;
    state.content.wake_mailer();
    Ok(json_response(
        StatusCode::OK,
        &json!({"outcome": true, "message": "Feedback updated.", "data": item}),
    ))
}

pub async fn export(state: Arc<ApiState>, req: Request) -> Result<Response, ApiError> {
    caller(&state, &req)
        .await?
        .must_moderate("open visitors' feedback")?;
    let feedback = state.feedback.clone();
    let bytes = blocking(move || feedback.export_csv()).await?;
    Ok(Response::builder()
        .status(StatusCode::OK)
        .content_type("text/csv; charset=utf-8")
        .header(
            header::CONTENT_DISPOSITION,
            "attachment; filename=\"oshec-feedback.csv\"",
        )
        .header(header::CACHE_CONTROL, "private, no-store")
        .body(bytes))
}

// ---- the document and the routes of these calls ------------------------------------------

use std::collections::HashMap;

use poem::endpoint::BoxEndpoint;
use poem::http::Method;
use poem_openapi::registry::{
    MetaMediaType, MetaOperation, MetaOperationParam, MetaParamIn, MetaPath, MetaRequest,
    MetaResponse, MetaResponses, MetaSchema, MetaSchemaRef, MetaTag, Registry,
};

use super::doc::{EMAIL, WS, trimmed};
use crate::content::checks::UNWANTED_CLASS;
use crate::content::listing::MAX_PAGE_SIZE;
use crate::feedback::{FIELDS, HONEYPOT, MAX_NOTE_CHARS};

const TAG: &str = "Feedback";

fn inline(schema: MetaSchema) -> MetaSchemaRef {
    MetaSchemaRef::Inline(Box::new(schema))
}

fn answer(status: u16, description: &'static str, content_type: &'static str) -> MetaResponse {
    MetaResponse {
        description,
        status: Some(status),
        status_range: None,
        content: vec![MetaMediaType {
            content_type,
            schema: inline(MetaSchema::new(if content_type == "text/csv" {
                "string"
            } else {
                "object"
            })),
        }],
        headers: vec![],
    }
}

fn string(max: Option<usize>, pattern: String, nullable: bool) -> MetaSchemaRef {
    inline(MetaSchema {
        max_length: max,
        pattern: Some(pattern),
        nullable,
        ..MetaSchema::new("string")
    })
}

/// What `Submission::parse` takes: each limit counts the text as sent; a required field needs
/// a character that is not white space; the e-mail and phone follow the content checks.
fn submit_schema() -> MetaSchemaRef {
    let mut properties = Vec::new();
    let mut required = Vec::new();
    for (name, _, max, needed) in FIELDS {
        let pattern = match name {
            "email" => trimmed(EMAIL),
            "phone" => format!("^([{WS}]*|[0-9]{{10}})$"),
            // Something that is not white space, and no control or text-direction character.
            _ => format!("^[^{UNWANTED_CLASS}]*[^{WS}{UNWANTED_CLASS}][^{UNWANTED_CLASS}]*$"),
        };
        properties.push((name, string(Some(max), pattern, !needed)));
        if needed {
            required.push(name);
        }
    }
    properties.push((
        HONEYPOT,
        inline(MetaSchema {
            nullable: true,
            description: Some("Hidden from people; leave it empty."),
            ..MetaSchema::new("string")
        }),
    ));
    inline(MetaSchema {
        properties,
        required,
        example: Some(json!({
            "name": "A. Visitor",
            "email": "visitor@example.org",
            "phone": "",
            "subject": "The documents page",
            "message": "Thank you for the new documents page.",
            "website": "",
        })),
        ..MetaSchema::new("object")
    })
}

fn mark_read_schema() -> MetaSchemaRef {
    inline(MetaSchema {
        properties: vec![
            (
                "feedbackId",
                inline(MetaSchema {
                    minimum: Some(0.0),
                    // 2^63, exact as a float; larger ids are never given.
                    maximum: Some(i64::MAX as f64),
                    ..MetaSchema::new("integer")
                }),
            ),
            ("isRead", inline(MetaSchema::new("boolean"))),
        ],
        required: vec!["feedbackId", "isRead"],
        example: Some(json!({"feedbackId": 1, "isRead": true})),
        ..MetaSchema::new("object")
    })
}

fn update_schema() -> MetaSchemaRef {
    let id = || {
        inline(MetaSchema {
            minimum: Some(0.0),
            maximum: Some(i64::MAX as f64),
            ..MetaSchema::new("integer")
        })
    };
    let words = |description: &'static str| {
        inline(MetaSchema {
            max_length: Some(MAX_NOTE_CHARS),
            pattern: Some(format!(
                "^[^{UNWANTED_CLASS}]*[^{WS}{UNWANTED_CLASS}][^{UNWANTED_CLASS}]*$"
            )),
            nullable: true,
            description: Some(description),
            ..MetaSchema::new("string")
        })
    };
    inline(MetaSchema {
        properties: vec![
            ("feedbackId", id()),
            (
                "status",
                inline(MetaSchema {
                    // null leaves the status as it is.
                    enum_items: STATUSES
                        .iter()
                        .map(|s| json!(s))
                        .chain([Value::Null])
                        .collect(),
                    nullable: true,
                    ..MetaSchema::new("string")
                }),
            ),
            (
                "assigneeId",
                inline(MetaSchema {
                    nullable: true,
                    minimum: Some(0.0),
                    maximum: Some(MAX_ADMIN_ID as f64),
                    description: Some(
                        "The adminId (from /account/admins) of an active approver or \
                         administrator; null unassigns.",
                    ),
                    ..MetaSchema::new("integer")
                }),
            ),
            (
                "note",
                words("An internal note, added to the message's notes."),
            ),
            (
                "reply",
                words(
                    "The reply to the visitor: marks the message replied and read, and is \
                     e-mailed to the visitor where mail is configured.",
                ),
            ),
        ],
        required: vec!["feedbackId"],
        example: Some(json!({
            "feedbackId": 1,
            "status": "inProgress",
            "assigneeId": 1,
            "note": "Asked the examinations section.",
        })),
        ..MetaSchema::new("object")
    })
}

fn query_param(name: &str, schema: MetaSchema, description: &str) -> MetaOperationParam {
    MetaOperationParam {
        name: name.into(),
        schema: inline(schema),
        in_type: MetaParamIn::Query,
        description: Some(description.into()),
        required: false,
        deprecated: false,
        explode: true,
        style: None,
    }
}

/// `?page=&size=&status=&assigneeId=` of the inbox.
fn list_params() -> Vec<MetaOperationParam> {
    let int = |min: f64, max: f64| MetaSchema {
        minimum: Some(min),
        maximum: Some(max),
        ..MetaSchema::new("integer")
    };
    vec![
        query_param("page", int(1.0, 1_000_000.0), "Page number, from 1."),
        query_param(
            "size",
            int(1.0, MAX_PAGE_SIZE as f64),
            "Messages per page (10 when not given).",
        ),
        query_param(
            "status",
            MetaSchema {
                enum_items: STATUSES.iter().map(|s| json!(s)).collect(),
                ..MetaSchema::new("string")
            },
            "Only messages with this status.",
        ),
        query_param(
            "assigneeId",
            int(0.0, MAX_ADMIN_ID as f64),
            "Only messages assigned to this adminId (from /account/admins).",
        ),
    ]
}

fn op(
    method: Method,
    summary: &'static str,
    request: Option<(&'static str, MetaSchemaRef)>,
    responses: Vec<MetaResponse>,
    admin: bool,
) -> MetaOperation {
    MetaOperation {
        method,
        tags: vec![TAG],
        summary: Some(summary),
        description: None,
        external_docs: None,
        params: vec![],
        request: request.map(|(description, schema)| MetaRequest {
            description: Some(description),
            content: vec![MetaMediaType {
                content_type: "application/json",
                schema,
            }],
            required: true,
        }),
        responses: MetaResponses { responses },
        deprecated: false,
        security: if admin {
            vec![HashMap::from([(super::doc::BEARER, vec![])])]
        } else {
            vec![]
        },
        operation_id: None,
        code_samples: vec![],
    }
}

/// The five calls, for `/openapi.json`.
pub fn paths() -> Vec<MetaPath> {
    let json = "application/json";
    let admin_failures = || {
        vec![
            answer(400, "Bad input.", json),
            answer(401, "No valid administrator token.", json),
            answer(
                403,
                "The caller's role may not open the feedback inbox (contributors), or the \
                 account must choose a new password first.",
                json,
            ),
        ]
    };
    let with = |mut first: Vec<MetaResponse>, more: Vec<MetaResponse>| {
        first.extend(more);
        first
    };
    let path = |path: &str, op| MetaPath {
        path: path.to_string(),
        operations: vec![op],
    };
    vec![
        path(
            SUBMIT,
            op(
                Method::POST,
                "Send feedback (public)",
                Some((
                    "JSON {name, email, phone (optional, 10 digits), subject, message, website \
                     (leave empty)}.",
                    submit_schema(),
                )),
                vec![
                    answer(200, "Received.", json),
                    answer(400, "A check failed; the message says which.", json),
                    answer(413, "The request is too large.", json),
                    answer(415, "The body is not sent as application/json.", json),
                    answer(
                        429,
                        "Too many messages from this address; Retry-After says when.",
                        json,
                    ),
                ],
                false,
            ),
        ),
        path(LIST, {
            let mut list = op(
                Method::GET,
                "The inbox, newest first (?page=&size=&status=&assigneeId=)",
                None,
                with(
                    vec![answer(
                        200,
                        "data: messages, each with status, assigneeId, notes and reply; total \
                         (of those the filters pass); unread (of all); assignees: the active \
                         approvers and administrators ({adminId, email}) a message can be \
                         given to.",
                        json,
                    )],
                    admin_failures(),
                ),
                true,
            );
            list.params = list_params();
            list
        }),
        path(
            UPDATE,
            op(
                Method::POST,
                "Handle a message: status, assignee, an internal note, the reply",
                Some((
                    "JSON {feedbackId, status, assigneeId, note, reply}; all but feedbackId \
                     optional.",
                    update_schema(),
                )),
                with(
                    vec![answer(
                        200,
                        "data: the message as the inbox shows it.",
                        json,
                    )],
                    with(
                        admin_failures(),
                        vec![
                            answer(
                                404,
                                "No message with that id, or no active approver or \
                                 administrator with that assigneeId.",
                                json,
                            ),
                            answer(413, "The request is too large.", json),
                        ],
                    ),
                ),
                true,
            ),
        ),
        path(
            MARK_READ,
            op(
                Method::POST,
                "Mark a message read or unread",
                Some(("JSON {feedbackId, isRead}.", mark_read_schema())),
                with(
                    vec![answer(200, "data: {isRead}.", json)],
                    with(
                        admin_failures(),
                        vec![answer(404, "No message with that id.", json)],
                    ),
                ),
                true,
            ),
        ),
        path(
            EXPORT,
            op(
                Method::GET,
                "Every message as CSV",
                None,
                with(
                    vec![answer(200, "A CSV attachment.", "text/csv")],
                    admin_failures(),
                ),
                true,
            ),
        ),
    ]
}

pub fn register(registry: &mut Registry) {
    registry.tags.insert(MetaTag {
        name: TAG,
        description: Some("Visitors' feedback and the administrators' inbox."),
        external_docs: None,
    });
}

pub fn add_routes(state: &Arc<ApiState>, add: &mut impl FnMut(&str, Method, BoxEndpoint<'static>)) {
    let s = state.clone();
    add(
        SUBMIT,
        Method::POST,
        super::endpoint(move |req, body| submit(s.clone(), req, body)),
    );
    let s = state.clone();
    add(
        LIST,
        Method::GET,
        super::endpoint(move |req, _| list(s.clone(), req)),
    );
    let s = state.clone();
    add(
        MARK_READ,
        Method::POST,
        super::endpoint(move |req, body| mark_read(s.clone(), req, body)),
    );
    let s = state.clone();
    add(
        UPDATE,
        Method::POST,
        super::endpoint(move |req, body| update(s.clone(), req, body)),
    );
    let s = state.clone();
    add(
        EXPORT,
        Method::GET,
        super::endpoint(move |req, _| export(s.clone(), req)),
    );
}
