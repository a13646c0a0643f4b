//! The review workflow's calls (docs/workflow.md): submit, approve, return, archive, restore,
//! the queue, one's own work, revisions and what expires soon. JSON in, the envelope out.
use std::sync::Arc;

use poem::{Request, RequestBody, Response};
use serde::Deserialize;
use serde_json::{Value, json};

use super::error::ApiError;
use super::form::read_json_body;
use super::handlers::{ApiState, Deed, blocking, caller, hides_drafts, ok};
use crate::audit::Actor;
use crate::content::entities::{self, Entity};
use crate::content::{Authority, Content, ContentError, checks};
use crate::messages::msg;

/// Largest JSON body these calls read (a return's comment of at most 2,000 characters).
const MAX_BODY: usize = 16 * 1024;

fn entity_named(name: Option<&str>) -> Result<&'static Entity, ApiError> {
    name.and_then(entities::by_key).ok_or_else(|| {
        ApiError::BadRequest(msg!(
            "entity-such-as",
            example = "latestNews, banner or document"
        ))
    })
}

#[derive(Deserialize)]
struct Step {
    entity: Option<String>,
    id: Option<u64>,
    #[serde(default)]
    comment: Option<String>,
    #[serde(default)]
    revision: Option<u64>,
}

async fn read_step(body: RequestBody) -> Result<(&'static Entity, u64, Step), ApiError> {
    let limit = Some((MAX_BODY, msg!("body-too-large")));
    let expected = msg!("json-step");
    let step: Step = read_json_body(body, limit, expected).await?;
    let entity = entity_named(step.entity.as_deref())?;
    let id = step
        .id
        .ok_or_else(|| ApiError::BadRequest(msg!("item-id")))?;
    Ok((entity, id, step))
}

/// What a step needs besides the item: the store, the caller and what the caller's role
/// lets them do.
struct StepArgs {
    content: Arc<Content>,
    entity: &'static Entity,
    id: u64,
    step: Step,
    actor: Actor,
    authority: Authority,
}

/// Who may take a step: approvers and administrators only (`Moderators`, what it is named in
/// the refusal), anyone signed in, or moderators only when the body names no revision.
enum Who {
    Anyone,
    Moderators(Deed),
    ModeratorsWithoutRevision(Deed),
}

/// Refuses a caller `who` does not allow (before reading the body when the role alone
/// decides), reads the step, runs `act` off the async threads and answers `done` with the item.
async fn take_step(
    state: Arc<ApiState>,
    req: Request,
    body: RequestBody,
    who: Who,
    done: &'static str,
    act: fn(StepArgs) -> Result<Value, ContentError>,
) -> Result<Response, ApiError> {
    let caller = caller(&state, &req).await?;
    if let Who::Moderators(what) = who {
        caller.must_moderate(what)?;
    }
    let (entity, id, step) = read_step(body).await?;
    if let Who::ModeratorsWithoutRevision(what) = who
        && step.revision.is_none()
    {
        caller.must_moderate(what)?;
    }
    let args = StepArgs {
        content: state.content.clone(),
        entity,
        id,
        step,
        authority: caller.authority(&state),
        actor: caller.actor,
    };
    let item = blocking(move || act(args)).await?;
    Ok(ok(done, item))
}

/// `POST /workflow/submit {entity, id}`.
pub async fn submit(
    state: Arc<ApiState>,
    req: Request,
    body: RequestBody,
) -> Result<Response, ApiError> {
    take_step(
        state,
        req,
        body,
        Who::Anyone,
        "Submitted for review.",
        |a| a.content.submit(a.entity, a.id, &a.actor, a.authority),
    )
    .await
}

/// `POST /workflow/approve {entity, id}`.
pub async fn approve(
    state: Arc<ApiState>,
    req: Request,
    body: RequestBody,
) -> Result<Response, ApiError> {
    let moderated = Who::Moderators(("approve content", "ବିଷୟବସ୍ତୁ ଅନୁମୋଦନ କରି"));
    take_step(
        state,
        req,
        body,
        moderated,
        "Approved and published.",
        |a| a.content.approve(a.entity, a.id, &a.actor),
    )
    .await
}

/// `POST /workflow/return {entity, id, comment}`.
pub async fn return_item(
    state: Arc<ApiState>,
    req: Request,
    body: RequestBody,
) -> Result<Response, ApiError> {
    let moderated = Who::Moderators(("return content", "ବିଷୟବସ୍ତୁ ଫେରାଇ"));
    let done = "Returned to its author with your comment.";
    take_step(state, req, body, moderated, done, |a| {
        let comment = a.step.comment.unwrap_or_default();
        a.content.return_item(a.entity, a.id, &comment, &a.actor)
    })
    .await
}

/// `POST /workflow/archive {entity, id}`.
pub async fn archive(
    state: Arc<ApiState>,
    req: Request,
    body: RequestBody,
) -> Result<Response, ApiError> {
    let moderated = Who::Moderators(("archive content", "ବିଷୟବସ୍ତୁ ଅଭିଲେଖକୁ ପଠାଇ"));
    let done = "Archived: it has left the public site.";
    take_step(state, req, body, moderated, done, |a| {
        a.content.archive(a.entity, a.id, &a.actor)
    })
    .await
}

/// `POST /workflow/restore {entity, id, revision?}`: with a revision, its content becomes the
/// newest (published for approvers, a draft for contributors); without, an archived item is
/// published again (approvers).
pub async fn restore(
    state: Arc<ApiState>,
    req: Request,
    body: RequestBody,
) -> Result<Response, ApiError> {
    let moderated =
        Who::ModeratorsWithoutRevision(("restore archived content", "ଅଭିଲେଖରୁ ବିଷୟବସ୍ତୁ ଫେରାଇଆଣି"));
    take_step(state, req, body, moderated, "Restored.", |a| {
        match a.step.revision {
            Some(revision) => {
                a.content
                    .restore_revision(a.entity, a.id, revision, &a.actor, a.authority)
            }
            None => a.content.unarchive(a.entity, a.id, &a.actor),
        }
    })
    .await
}

/// `GET /workflow/queue`.
pub async fn queue(state: Arc<ApiState>, req: Request) -> Result<Response, ApiError> {
    let caller = caller(&state, &req).await?;
    caller.must_moderate(("review content", "ବିଷୟବସ୍ତୁ ସମୀକ୍ଷା କରି"))?;
    let content = state.content.clone();
    let items = blocking(move || content.queue()).await?;
    Ok(ok("Awaiting review", json!(items)))
}

/// `GET /workflow/mine`.
pub async fn mine(state: Arc<ApiState>, req: Request) -> Result<Response, ApiError> {
    let caller = caller(&state, &req).await?;
    let content = state.content.clone();
    let email = caller.session.email.clone();
    let items = blocking(move || content.mine(&email)).await?;
    Ok(ok("Your drafts and submissions", json!(items)))
}

#[derive(Deserialize)]
struct ItemQuery {
    entity: Option<String>,
    id: Option<String>,
    revision: Option<String>,
    days: Option<String>,
}

fn item_query(req: &Request) -> Result<ItemQuery, ApiError> {
    req.params().map_err(|_| {
        ApiError::BadRequest(msg!(
            "query-unreadable",
            example = "?entity=latestNews&id=3"
        ))
    })
}

fn number(text: Option<&str>, name: &str) -> Result<u64, ApiError> {
    text.and_then(checks::whole_number)
        .ok_or_else(|| ApiError::BadRequest(msg!("whole-number", field = name)))
}

/// Runs `read` on the item the query names (`entity`, `id`) once the caller is known to be
/// allowed to see it (contributors see only their own unpublished drafts: docs/roles.md).
async fn read_item<T: Send + 'static>(
    state: &Arc<ApiState>,
    req: &Request,
    read: impl FnOnce(&Content, &'static Entity, u64, &ItemQuery) -> Result<T, ContentError>
    + Send
    + 'static,
) -> Result<T, ApiError> {
    let caller = caller(state, req).await?;
    let q = item_query(req)?;
    let entity = entity_named(q.entity.as_deref())?;
    let id = number(q.id.as_deref(), "id")?;
    let content = state.content.clone();
    let viewer = hides_drafts(&caller);
    blocking(move || {
        content.must_see(entity, id, viewer.as_deref())?;
        read(&content, entity, id, &q)
    })
    .await
}

/// `GET /workflow/revisions?entity=&id=`: newest first.
pub async fn revisions(state: Arc<ApiState>, req: Request) -> Result<Response, ApiError> {
    let list = read_item(&state, &req, |content, entity, id, _| {
        content.revisions(entity, id)
    })
    .await?;
    Ok(ok("Revisions", Value::Array(list)))
}

/// `GET /workflow/revision?entity=&id=&revision=`: the record as it was.
pub async fn revision(state: Arc<ApiState>, req: Request) -> Result<Response, ApiError> {
    let item = read_item(&state, &req, |content, entity, id, q| {
        let revision = q
            .revision
            .as_deref()
            .and_then(checks::whole_number)
            .ok_or_else(|| ContentError::Invalid(msg!("whole-number", field = "revision")))?;
        content.revision(entity, id, revision)
    })
    .await?;
    Ok(ok("Revision", item))
}

/// `GET /workflow/preview?entity=&id=`: the item as it will be published, for the back office's
/// preview of the public page.
pub async fn preview(state: Arc<ApiState>, req: Request) -> Result<Response, ApiError> {
    let answer = read_item(&state, &req, |content, entity, id, _| {
        content.preview(entity, id)
    })
    .await?;
    Ok(ok("Preview", answer))
}

#[derive(Deserialize)]
struct PreviewBody {
    entity: Option<String>,
    item: Option<Value>,
}

/// `POST /workflow/preview {entity, item}`: what a form (`item`, the JSON its `manage` would
/// send) would show on the public site, stored nowhere.
pub async fn preview_form(
    state: Arc<ApiState>,
    req: Request,
    body: RequestBody,
) -> Result<Response, ApiError> {
    let caller = caller(&state, &req).await?;
    // The edge bounds the body (`limits.rs`, PREVIEW_BODY_LIMIT) before it is read.
    let asked: PreviewBody = read_json_body(body, None, msg!("json-preview")).await?;
    let entity = entity_named(asked.entity.as_deref())?;
    let item = asked
        .item
        .ok_or_else(|| ApiError::BadRequest(msg!("preview-item")))?;
    let content = state.content.clone();
    let viewer = hides_drafts(&caller);
    let answer = blocking(move || content.preview_input(entity, item, viewer.as_deref())).await?;
    Ok(ok("Preview", answer))
}

/// `GET /workflow/expiring?days=N` (default 14; more than ten years ahead reads as ten years).
pub async fn expiring(state: Arc<ApiState>, req: Request) -> Result<Response, ApiError> {
    caller(&state, &req).await?;
    let q = item_query(&req)?;
    let days = match q.days.as_deref() {
        None => 14,
        Some(text) => checks::whole_number(text)
            .map(|d| d.min(3660))
            .ok_or_else(|| ApiError::BadRequest(msg!("days")))?,
    };
    let content = state.content.clone();
    let list = blocking(move || content.expiring(days)).await?;
    Ok(ok("Expiring soon", Value::Array(list)))
}

// ---------------------------------------------------------------------------------------------
// The calls as rows: each row gives the route and its OpenAPI description together, so a call
// cannot exist undocumented (docs/architecture.md).

use poem::http::Method;

use super::call::Call;
use poem_openapi::registry::{MetaOperationParam, MetaRequest, MetaSchema};

use super::doc::{
    Failure, Op, envelope, inline, json_media, manage_example, object, query_param, response,
    security, with_example,
};

const TAG: &str = "Workflow";

type Handler = fn(
    Arc<ApiState>,
    Request,
    RequestBody,
) -> futures_util::future::BoxFuture<'static, Result<Response, ApiError>>;

/// What a row's request carries.
enum Input {
    /// JSON {entity, id} and the named optional extras.
    Step(&'static [&'static str]),
    /// Query parameters, each (name, description, required, integer).
    Query(&'static [(&'static str, &'static str, bool, bool)]),
    /// JSON {entity, item}: a form's fields as its `manage` would send them.
    Form,
}

struct Row {
    path: &'static str,
    summary: &'static str,
    description: &'static str,
    input: Input,
    handler: Handler,
}

macro_rules! handler {
    ($f:path, body) => {
        |s, r, b| Box::pin($f(s, r, b))
    };
    ($f:path) => {
        |s, r, _| Box::pin($f(s, r))
    };
}

const ITEM_QUERY: &[(&str, &str, bool, bool)] = &[
    (
        "entity",
        "The content type, as /lastUpdated/allowAll/list names it (latestNews, banner, document…).",
        true,
        false,
    ),
    ("id", "The item's id.", true, true),
];

const ROWS: &[Row] = &[
    Row {
        path: "/workflow/submit",
        summary: "Submit a draft for review",
        description: "draft → review, by its author (a contributor) or an approver or administrator. data: the item with its status.",
        input: Input::Step(&[]),
        handler: handler!(submit, body),
    },
    Row {
        path: "/workflow/approve",
        summary: "Approve and publish",
        description: "review → published, by an approver or administrator other than the one who submitted it (403 for one's own submission). A draft of a published item replaces it.",
        input: Input::Step(&[]),
        handler: handler!(approve, body),
    },
    Row {
        path: "/workflow/return",
        summary: "Return to its author",
        description: "review → draft, with a required comment the author reads (approvers and administrators).",
        input: Input::Step(&["comment"]),
        handler: handler!(return_item, body),
    },
    Row {
        path: "/workflow/archive",
        summary: "Archive by hand",
        description: "Out of the public lists, kept in the back office under Archived (approvers and administrators).",
        input: Input::Step(&[]),
        handler: handler!(archive, body),
    },
    Row {
        path: "/workflow/restore",
        summary: "Restore a revision, or an archived item",
        description: "With revision: that revision's content becomes the newest (published for approvers and administrators, a draft for contributors). Without: an archived item is published again.",
        input: Input::Step(&["revision"]),
        handler: handler!(restore, body),
    },
    Row {
        path: "/workflow/queue",
        summary: "What awaits review",
        description: "Approvers and administrators. Oldest submission first: [{entity, id, title, titleOd, status, submittedBy, submittedAt, author, comment, updatedAt, live}].",
        input: Input::Query(&[]),
        handler: handler!(queue),
    },
    Row {
        path: "/workflow/mine",
        summary: "Your drafts and submissions",
        description: "The caller's drafts, submissions and returned items (with the comment), newest first, in the queue's shape.",
        input: Input::Query(&[]),
        handler: handler!(mine),
    },
    Row {
        path: "/workflow/revisions",
        summary: "An item's revisions",
        description: "Newest first: [{revision, at, by, role, action, status, comment}].",
        input: Input::Query(ITEM_QUERY),
        handler: handler!(revisions),
    },
    Row {
        path: "/workflow/revision",
        summary: "An item as it was",
        description: "The item's fields at that revision, with revision, status, at, by, role, action and comment.",
        input: Input::Query(&[
            (
                "entity",
                "The content type (latestNews, banner, document…).",
                true,
                false,
            ),
            ("id", "The item's id.", true, true),
            ("revision", "The revision number, from 1.", true, true),
        ]),
        handler: handler!(revision),
    },
    Row {
        path: "/workflow/preview",
        summary: "An item as it will be published",
        description: "The item's newest content (a pending draft over the live version) in its public list shape, active, for a preview of the public page: {entity, id, idField, listPath, item}. A new image waiting in a draft is a data: URL.",
        input: Input::Query(ITEM_QUERY),
        handler: handler!(preview),
    },
    Row {
        path: "/workflow/preview",
        summary: "A form as it would be published",
        description: "Checks a form's fields as a save would (400 with the message otherwise) and answers them in the public list shape, active, stored nowhere: {entity, id, idField, listPath, imageField, item}. item is the JSON the entity's manage call takes; order, schedule and image come from the stored item when it has an id.",
        input: Input::Form,
        handler: handler!(preview_form, body),
    },
    Row {
        path: "/workflow/expiring",
        summary: "What expires soon",
        description: "Published items whose validUntil falls from today (India time) to N days on, soonest first: [{entity, id, title, validUntil}].",
        input: Input::Query(&[(
            "days",
            "How many days ahead (default 14; 0 is today only; at most 3660 count).",
            false,
            true,
        )]),
        handler: handler!(expiring),
    },
];

/// The content type the examples name: news, which the starter content holds.
const EXAMPLE_ENTITY: &str = "latestNews";

/// A preview of a new news item, made of the manage call's own example.
fn preview_example() -> Value {
    let item = entities::ENTITIES
        .iter()
        .find(|e| e.key == EXAMPLE_ENTITY)
        .map_or(Value::Null, manage_example);
    json!({"entity": EXAMPLE_ENTITY, "item": item})
}

fn request_of(extras: &[&'static str]) -> MetaRequest {
    let mut props = vec![
        (
            "entity",
            inline(MetaSchema {
                enum_items: entities::ENTITIES.iter().map(|e| json!(e.key)).collect(),
                ..MetaSchema::new("string")
            }),
        ),
        (
            "id",
            inline(MetaSchema {
                minimum: Some(0.0),
                maximum: Some(9_007_199_254_740_991.0),
                ..MetaSchema::new("integer")
            }),
        ),
    ];
    let mut required = vec!["entity", "id"];
    for &extra in extras {
        match extra {
            "comment" => {
                props.push((
                    "comment",
                    inline(MetaSchema {
                        min_length: Some(1),
                        max_length: Some(2000),
                        pattern: Some(r"\S".into()),
                        ..MetaSchema::new("string")
                    }),
                ));
                required.push("comment");
            }
            other => props.push((
                other,
                inline(MetaSchema {
                    minimum: Some(1.0),
                    maximum: Some(9_007_199_254_740_991.0),
                    ..MetaSchema::new("integer")
                }),
            )),
        }
    }
    // The first news item of the starter content, with a comment or revision 1 as asked.
    let mut example = serde_json::Map::new();
    example.insert("entity".into(), json!(EXAMPLE_ENTITY));
    example.insert("id".into(), json!(1));
    for &extra in extras {
        let value = match extra {
            "comment" => json!("Please check the Odia title before it is published."),
            _ => json!(1),
        };
        example.insert(extra.into(), value);
    }
    MetaRequest {
        description: Some("JSON, as the fields say."),
        content: json_media(with_example(
            object(props, required),
            Value::Object(example),
        )),
        required: true,
    }
}

fn params_of(query: &[(&'static str, &'static str, bool, bool)]) -> Vec<MetaOperationParam> {
    query
        .iter()
        .map(|(name, description, required, integer)| {
            let schema = if *integer {
                MetaSchema {
                    pattern: Some("^[0-9]{1,15}$".into()),
                    ..MetaSchema::new("string")
                }
            } else {
                MetaSchema {
                    enum_items: entities::ENTITIES.iter().map(|e| json!(e.key)).collect(),
                    ..MetaSchema::new("string")
                }
            };
            query_param(name, description, schema, *required)
        })
        .collect()
}

/// The workflow calls: their routes and their descriptions.
pub fn calls() -> Vec<Call> {
    ROWS.iter()
        .map(|row| {
            let (method, params, request, mut failures) = match &row.input {
                Input::Step(extras) => (
                    Method::POST,
                    vec![],
                    Some(request_of(extras)),
                    vec![
                        Failure::BadRequest(
                            "The body or a value is not accepted; the message says which.",
                        ),
                        Failure::Unauthorized,
                        Failure::NotFound,
                        Failure::Conflict,
                        Failure::TooLarge("The body is larger than this call accepts (16 KiB)."),
                    ],
                ),
                Input::Form => (
                    Method::POST,
                    vec![],
                    Some(MetaRequest {
                        description: None,
                        content: json_media(with_example(
                            object(
                                vec![
                                    (
                                        "entity",
                                        inline(MetaSchema {
                                            enum_items: entities::ENTITIES
                                                .iter()
                                                .map(|e| json!(e.key))
                                                .collect(),
                                            ..MetaSchema::new("string")
                                        }),
                                    ),
                                    (
                                        "item",
                                        inline(MetaSchema {
                                            description: Some(
                                                "The JSON the entity's manage call takes (what its \
                                             base64 field decodes to): the entity's fields by \
                                             name, checked as a save checks them.",
                                            ),
                                            additional_properties: Some(Box::new(inline(
                                                MetaSchema {
                                                    description: Some(
                                                        "A field, as the entity's manage call \
                                                     takes it.",
                                                    ),
                                                    ..MetaSchema::ANY
                                                },
                                            ))),
                                            ..MetaSchema::new("object")
                                        }),
                                    ),
                                ],
                                vec!["entity", "item"],
                            ),
                            preview_example(),
                        )),
                        required: true,
                    }),
                    vec![
                        Failure::BadRequest(
                            "The body or a field is not accepted; the message says which.",
                        ),
                        Failure::Unauthorized,
                        Failure::NotFound,
                        Failure::TooLarge("The body is larger than 1 MiB."),
                    ],
                ),
                Input::Query(query) => (
                    Method::GET,
                    params_of(query),
                    None,
                    vec![
                        Failure::BadRequest("A query value is not valid; the message says which."),
                        Failure::Unauthorized,
                    ],
                ),
            };
            if matches!(row.input, Input::Query(q) if q.iter().any(|p| p.0 == "id")) {
                failures.push(Failure::NotFound);
            }
            let handler = row.handler;
            Call::new(
                row.path,
                Op {
                    method,
                    tag: TAG,
                    summary: row.summary,
                    description: Some(row.description),
                    params,
                    request,
                    ok: response(200, "Done; data holds the answer.", envelope()),
                    more: vec![],
                    failures,
                    security: security(false),
                }
                .build(),
                handler,
            )
        })
        .collect()
}

/// The tag's description.
pub fn register(registry: &mut poem_openapi::registry::Registry) {
    registry.tags.insert(poem_openapi::registry::MetaTag {
        name: TAG,
        description: Some(
            "Review before publishing, revisions, validity and archive (docs/workflow.md).",
        ),
        external_docs: None,
    });
}
