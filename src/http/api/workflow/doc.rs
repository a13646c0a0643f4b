//! The workflow's rows: each call's path, access, description and handler
//! (docs/architecture.md). The bodies and answers are the types of `wire.rs`, which the
//! handlers read and write.
use crate::entities::keys::key;
use poem::Response;
use poem::http::Method;
use poem_openapi::registry::{MetaOperationParam, MetaSchema};
use poem_openapi::types::{ParseFromJSON, ToJSON, Type};
use serde_json::json;

use super::super::call::{Access, Call, Ctx};
use super::super::doc::{Failure, Op, query_param};
use super::super::error::ApiError;
use super::{
    ExpiringItem, Fields, Preview, PreviewForm, RestoreStep, ReturnStep, RevisionItem, RevisionRow,
    Step, WorkItem, approve, archive, expiring, mine, preview, preview_form, queue, restore,
    return_item, revision, revisions, submit,
};
use crate::content::entities;

const TAG: &str = "Workflow";

/// The edge's limit on a preview's body, which the call reads within.
const PREVIEW_BODY_LIMIT: usize = crate::http::limits::PREVIEW_BODY_LIMIT as usize;

/// Query parameters, each (name, description, required, integer).
type Query = &'static [(&'static str, &'static str, bool, bool)];

const ITEM_QUERY: Query = &[
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

fn params_of(query: Query) -> Vec<MetaOperationParam> {
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

/// The description of a call; its body and answer are added by the row's types.
fn op(method: Method, summary: &'static str, description: &'static str) -> Op {
    Op::new(method, TAG, summary)
        .describe(description)
        .answered("Done; data holds the answer.")
}

/// A step: JSON `B` in, the item (`Fields`) out.
fn step<B, F>(
    path: &'static str,
    access: Access,
    summary: &'static str,
    description: &'static str,
    handler: F,
) -> Call
where
    B: Type + ParseFromJSON + ToJSON,
    F: Fn(Ctx) -> Result<Response, ApiError> + Send + Sync + 'static,
{
    let op = op(Method::POST, summary, description).failures(vec![
        Failure::BadRequest("The body or a value is not accepted; the message says which."),
        Failure::NotFound,
        Failure::Conflict,
    ]);
    Call::blocking(path, access, op, handler)
        .takes::<B>(super::MAX_BODY, "JSON, as the fields say.")
        .answers::<Fields>()
}

/// A GET with `query`, answering `T`.
fn read<T, F>(
    path: &'static str,
    summary: &'static str,
    description: &'static str,
    query: Query,
    access: Access,
    handler: F,
) -> Call
where
    T: Type + ParseFromJSON + ToJSON,
    F: Fn(Ctx) -> Result<Response, ApiError> + Send + Sync + 'static,
{
    let mut failures = vec![Failure::BadRequest(
        "A query value is not valid; the message says which.",
    )];
    if query.iter().any(|p| p.0 == "id") {
        failures.push(Failure::NotFound);
    }
    let op = op(Method::GET, summary, description)
        .params(params_of(query))
        .failures(failures);
    Call::blocking(path, access, op, handler).answers::<T>()
}

/// The workflow calls: their routes and their descriptions.
pub fn calls() -> Vec<Call> {
    let moderators = Access::Moderators;
    let signed_in = Access::SignedIn;
    vec![
        step::<Step, _>(
            "/workflow/submit",
            signed_in,
            "Submit a draft for review",
            "draft → review, by its author (a contributor) or an approver or administrator. data: the item with its status.",
            submit,
        ),
        step::<Step, _>(
            "/workflow/approve",
            moderators(("approve content", "ବିଷୟବସ୍ତୁ ଅନୁମୋଦନ କରି")),
            "Approve and publish",
            "review → published, by an approver or administrator other than the one who submitted it (403 for one's own submission). A draft of a published item replaces it.",
            approve,
        ),
        step::<ReturnStep, _>(
            "/workflow/return",
            moderators(("return content", "ବିଷୟବସ୍ତୁ ଫେରାଇ")),
            "Return to its author",
            "review → draft, with a required comment the author reads (approvers and administrators).",
            return_item,
        ),
        step::<Step, _>(
            "/workflow/archive",
            moderators(("archive content", "ବିଷୟବସ୍ତୁ ଅଭିଲେଖକୁ ପଠାଇ")),
            "Archive by hand",
            "Out of the public lists, kept in the back office under Archived (approvers and administrators).",
            archive,
        ),
        step::<RestoreStep, _>(
            "/workflow/restore",
            // Without a revision, approvers and administrators only: the handler decides.
            signed_in,
            "Restore a revision, or an archived item",
            "With revision: that revision's content becomes the newest (published for approvers and administrators, a draft for contributors). Without: an archived item is published again.",
            restore,
        ),
        read::<Vec<WorkItem>, _>(
            "/workflow/queue",
            "What awaits review",
            "Approvers and administrators. Oldest submission first.",
            &[],
            moderators(("review content", "ବିଷୟବସ୍ତୁ ସମୀକ୍ଷା କରି")),
            queue,
        ),
        read::<Vec<WorkItem>, _>(
            "/workflow/mine",
            "Your drafts and submissions",
            "The caller's drafts, submissions and returned items (with the comment), newest first, in the queue's shape.",
            &[],
            signed_in,
            mine,
        ),
        read::<Vec<RevisionRow>, _>(
            "/workflow/revisions",
            "An item's revisions",
            "Newest first, without their content.",
            ITEM_QUERY,
            signed_in,
            revisions,
        ),
        read::<RevisionItem, _>(
            "/workflow/revision",
            "An item as it was",
            "The item's fields at that revision, with revision, status, at, by, role, action and comment.",
            &[
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
            ],
            signed_in,
            revision,
        ),
        read::<Preview, _>(
            "/workflow/preview",
            "An item as it will be published",
            "The item's newest content (a pending draft over the live version) in its public list shape, active, for a preview of the public page. A new image waiting in a draft is a data: URL.",
            ITEM_QUERY,
            signed_in,
            preview,
        ),
        Call::blocking(
            "/workflow/preview",
            signed_in,
            op(
                Method::POST,
                "A form as it would be published",
                "Checks a form's fields as a save would (400 with the message otherwise) and answers them in the public list shape, active, stored nowhere. item is the JSON the entity's manage call takes; order, schedule and image come from the stored item when it has an id.",
            )
            .failures(vec![
                Failure::BadRequest("The body or a field is not accepted; the message says which."),
                Failure::NotFound,
            ]),
            preview_form,
        )
        .takes::<PreviewForm>(PREVIEW_BODY_LIMIT, "A form's fields, as its manage call takes them.")
        .answers::<Preview>(),
        read::<Vec<ExpiringItem>, _>(
            "/workflow/expiring",
            "What expires soon",
            "Published items whose validUntil falls from today (India time) to N days on, soonest first.",
            &[(
                "days",
                "How many days ahead (default 14; 0 is today only; at most 3660 count).",
                false,
                true,
            )],
            signed_in,
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
