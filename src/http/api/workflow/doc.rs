//! The workflow's rows: each call's path, access, description and handler
//! (docs/architecture.md), with the request shapes they share.
use crate::entities::keys::key;
use poem::http::Method;
use poem_openapi::registry::{MetaOperationParam, MetaRequest, MetaSchema};
use serde_json::{Value, json};

use super::super::call::{self, Access, Call, Ctx};
use super::super::doc::{
    Failure, Op, envelope, inline, json_media, manage_example, object, query_param, response,
    with_example,
};
use super::super::error::ApiError;
use super::{
    approve, archive, expiring, mine, preview, preview_form, queue, restore, return_item, revision,
    revisions, submit,
};
use crate::content::entities;
use poem::Response;

const TAG: &str = "Workflow";

/// The edge's limit on a preview's body, which the call reads within.
const PREVIEW_BODY_LIMIT: usize = crate::http::limits::PREVIEW_BODY_LIMIT as usize;

/// What a row's request carries.
enum Input {
    /// JSON {entity, id} and the named optional extras.
    Step(&'static [&'static str]),
    /// Query parameters, each (name, description, required, integer).
    Query(&'static [(&'static str, &'static str, bool, bool)]),
    /// JSON {entity, item}: a form's fields as its `manage` would send them.
    Form,
}

const ITEM_QUERY: &[(&str, &str, bool, bool)] = &[
    (
        "entity",
        concat!(
            "The content type, as /lastUpdated/allowAll/list names it (",
            key!(news),
            ", ",
            key!(banner),
            ", ",
            key!(documents),
            "…).",
        ),
        true,
        false,
    ),
    ("id", "The item's id.", true, true),
];

/// The content type the examples name: news, which the starter content holds.
const EXAMPLE_ENTITY: &str = crate::entities::keys::NEWS;

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

/// One workflow call: its description is made from what its request carries.
fn row<F>(
    path: &'static str,
    access: Access,
    summary: &'static str,
    description: &'static str,
    input: Input,
    handler: F,
) -> Call
where
    F: Fn(Ctx) -> Result<Response, ApiError> + Send + Sync + 'static,
{
    let reads = match &input {
        Input::Step(_) => call::Input::Json(super::MAX_BODY),
        Input::Form => call::Input::Json(PREVIEW_BODY_LIMIT),
        Input::Query(_) => call::Input::Nothing,
    };
    let (method, params, request, mut failures) = match &input {
        Input::Step(extras) => (
            Method::POST,
            vec![],
            Some(request_of(extras)),
            vec![
                Failure::BadRequest("The body or a value is not accepted; the message says which."),
                Failure::NotFound,
                Failure::Conflict,
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
                                    additional_properties: Some(Box::new(inline(MetaSchema {
                                        description: Some(
                                            "A field, as the entity's manage call \
                                             takes it.",
                                        ),
                                        ..MetaSchema::ANY
                                    }))),
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
                Failure::BadRequest("The body or a field is not accepted; the message says which."),
                Failure::NotFound,
            ],
        ),
        Input::Query(query) => (
            Method::GET,
            params_of(query),
            None,
            vec![Failure::BadRequest(
                "A query value is not valid; the message says which.",
            )],
        ),
    };
    if matches!(input, Input::Query(q) if q.iter().any(|p| p.0 == "id")) {
        failures.push(Failure::NotFound);
    }
    let op = Op {
        method,
        tag: TAG,
        summary,
        description: Some(description),
        params,
        request,
        ok: response(200, "Done; data holds the answer.", envelope()),
        more: vec![],
        failures,
    };
    Call::blocking(path, access, op, handler).reads(reads)
}

/// The workflow calls: their routes and their descriptions.
pub fn calls() -> Vec<Call> {
    let moderators = Access::Moderators;
    vec![
        row(
            "/workflow/submit",
            Access::SignedIn,
            "Submit a draft for review",
            "draft → review, by its author (a contributor) or an approver or administrator. data: the item with its status.",
            Input::Step(&[]),
            submit,
        ),
        row(
            "/workflow/approve",
            moderators(("approve content", "ବିଷୟବସ୍ତୁ ଅନୁମୋଦନ କରି")),
            "Approve and publish",
            "review → published, by an approver or administrator other than the one who submitted it (403 for one's own submission). A draft of a published item replaces it.",
            Input::Step(&[]),
            approve,
        ),
        row(
            "/workflow/return",
            moderators(("return content", "ବିଷୟବସ୍ତୁ ଫେରାଇ")),
            "Return to its author",
            "review → draft, with a required comment the author reads (approvers and administrators).",
            Input::Step(&["comment"]),
            return_item,
        ),
        row(
            "/workflow/archive",
            moderators(("archive content", "ବିଷୟବସ୍ତୁ ଅଭିଲେଖକୁ ପଠାଇ")),
            "Archive by hand",
            "Out of the public lists, kept in the back office under Archived (approvers and administrators).",
            Input::Step(&[]),
            archive,
        ),
        row(
            "/workflow/restore",
            // Without a revision, approvers and administrators only: the handler decides.
            Access::SignedIn,
            "Restore a revision, or an archived item",
            "With revision: that revision's content becomes the newest (published for approvers and administrators, a draft for contributors). Without: an archived item is published again.",
            Input::Step(&["revision"]),
            restore,
        ),
        row(
            "/workflow/queue",
            moderators(("review content", "ବିଷୟବସ୍ତୁ ସମୀକ୍ଷା କରି")),
            "What awaits review",
            "Approvers and administrators. Oldest submission first: [{entity, id, title, titleOd, status, submittedBy, submittedAt, author, comment, updatedAt, live}].",
            Input::Query(&[]),
            queue,
        ),
        row(
            "/workflow/mine",
            Access::SignedIn,
            "Your drafts and submissions",
            "The caller's drafts, submissions and returned items (with the comment), newest first, in the queue's shape.",
            Input::Query(&[]),
            mine,
        ),
        row(
            "/workflow/revisions",
            Access::SignedIn,
            "An item's revisions",
            "Newest first: [{revision, at, by, role, action, status, comment}].",
            Input::Query(ITEM_QUERY),
            revisions,
        ),
        row(
            "/workflow/revision",
            Access::SignedIn,
            "An item as it was",
            "The item's fields at that revision, with revision, status, at, by, role, action and comment.",
            Input::Query(&[
                (
                    "entity",
                    concat!(
                        "The content type (",
                        key!(news),
                        ", ",
                        key!(banner),
                        ", ",
                        key!(documents),
                        "…).",
                    ),
                    true,
                    false,
                ),
                ("id", "The item's id.", true, true),
                ("revision", "The revision number, from 1.", true, true),
            ]),
            revision,
        ),
        row(
            "/workflow/preview",
            Access::SignedIn,
            "An item as it will be published",
            "The item's newest content (a pending draft over the live version) in its public list shape, active, for a preview of the public page: {entity, id, idField, listPath, item}. A new image waiting in a draft is a data: URL.",
            Input::Query(ITEM_QUERY),
            preview,
        ),
        row(
            "/workflow/preview",
            Access::SignedIn,
            "A form as it would be published",
            "Checks a form's fields as a save would (400 with the message otherwise) and answers them in the public list shape, active, stored nowhere: {entity, id, idField, listPath, imageField, item}. item is the JSON the entity's manage call takes; order, schedule and image come from the stored item when it has an id.",
            Input::Form,
            preview_form,
        ),
        row(
            "/workflow/expiring",
            Access::SignedIn,
            "What expires soon",
            "Published items whose validUntil falls from today (India time) to N days on, soonest first: [{entity, id, title, validUntil}].",
            Input::Query(&[(
                "days",
                "How many days ahead (default 14; 0 is today only; at most 3660 count).",
                false,
                true,
            )]),
            expiring,
        ),
    ]
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
