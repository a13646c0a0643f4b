//! The site health calls (docs/health.md): the report, a check run now, and marking an item
//! reviewed. Approvers and administrators only. Paths under `/oshec/api`.

use poem::Response;
use poem::http::{Method, StatusCode};
use poem_openapi::registry::{
    MetaMediaType, MetaRequest, MetaSchema, MetaSchemaRef, MetaTag, Registry,
};
use serde_json::{Value, json};

use super::blocking::blocking;
use super::call::{Access, Call, Ctx};
use super::caller::Deed;
use super::doc::{Failure, Op, array, inline, object, response, schema, with_example};
use super::error::ApiError;
use super::form::read_json_body;
use super::reply::json_response;
use crate::content::entities::ENTITIES;
use crate::health::Report;
use crate::messages::msg;

pub const REPORT: &str = "/health/report";
pub const CHECK: &str = "/health/check";
pub const REVIEWED: &str = "/health/reviewed";
const TAG: &str = "Site health";
/// The largest item id the document admits (ids are counted from 1).
const MAX_ID: u64 = 1_000_000_000;

fn answer(report: &Report) -> Result<Response, ApiError> {
    let data = serde_json::to_value(report).map_err(|e| ApiError::Internal(e.to_string()))?;
    Ok(json_response(
        StatusCode::OK,
        &json!({"outcome": true, "message": "Site health", "data": data}),
    ))
}

/// `GET /health/report`.
pub async fn report(ctx: Ctx) -> Result<Response, ApiError> {
    let health = ctx.state.health.clone();
    let report = blocking(move || health.report()).await?;
    answer(&report)
}

/// `POST /health/check`: every check now, then the report.
pub async fn check(ctx: Ctx) -> Result<Response, ApiError> {
    let report = ctx.state.health.check().await?;
    answer(&report)
}

/// `POST /health/reviewed {entity, id}`.
pub async fn reviewed(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, _, body) = ctx.signed()?;
    let expected = msg!("json-entity-id");
    let input: Value = read_json_body(body, None, expected).await?;
    let entity = input
        .get("entity")
        .and_then(Value::as_str)
        .ok_or_else(|| {
            ApiError::BadRequest(msg!(
                "entity-such-as",
                example = crate::entities::keys::NEWS
            ))
        })?
        .to_string();
    let id = input
        .get("id")
        .and_then(Value::as_u64)
        .filter(|id| *id <= MAX_ID)
        .ok_or_else(|| ApiError::BadRequest(msg!("item-id")))?;
    let health = state.health.clone();
    let actor = caller.actor;
    let at = blocking(move || health.mark_reviewed(&entity, id, &actor)).await?;
    Ok(json_response(
        StatusCode::OK,
        &json!({"outcome": true, "message": "Marked reviewed.", "data": {"reviewedAt": at}}),
    ))
}

// ---- the document and the routes of these calls ------------------------------------------

fn finding() -> MetaSchemaRef {
    let string = || schema("string");
    object(
        vec![
            ("entity", string()),
            ("id", schema("integer")),
            ("title", string()),
            ("titleOd", string()),
            ("field", string()),
            ("detail", string()),
            ("url", string()),
            ("status", schema("integer")),
            ("error", string()),
            ("redirectedTo", string()),
            ("lastReviewedAt", schema("integer")),
        ],
        vec!["entity", "id", "title", "titleOd", "detail"],
    )
}

fn report_schema() -> MetaSchemaRef {
    let data = object(
        vec![
            ("brokenLinks", array(finding())),
            ("textlessDocuments", array(finding())),
            ("missingLanguage", array(finding())),
            ("missingAltText", array(finding())),
            ("dueForReview", array(finding())),
            ("starterContent", array(finding())),
            ("untitledVideos", array(finding())),
            ("placeholderContacts", array(finding())),
            ("checkedAt", schema("integer")),
        ],
        vec![
            "brokenLinks",
            "textlessDocuments",
            "missingLanguage",
            "missingAltText",
            "dueForReview",
            "starterContent",
            "untitledVideos",
            "placeholderContacts",
        ],
    );
    object(
        vec![
            ("outcome", schema("boolean")),
            ("message", schema("string")),
            ("data", data),
        ],
        vec!["outcome", "message", "data"],
    )
}

const REPORT_ANSWER: &str = "data: one list per check (brokenLinks, textlessDocuments, \
    missingLanguage, missingAltText, dueForReview, starterContent, untitledVideos, \
    placeholderContacts), each finding with entity, id, the item's \
    titles, detail, and where it helps field, url, status or error, redirectedTo, \
    lastReviewedAt; checkedAt: when links were last checked (ms), absent before the first run.";

/// What a contributor may not do here (docs/roles.md).
const SEE: Deed = ("see the site health report", "ସାଇଟ୍ ଯାଞ୍ଚର ବିବରଣୀ ଦେଖି");
const RUN: Deed = ("run the site health checks", "ସାଇଟ୍ ଯାଞ୍ଚ ଚଳାଇ");
const MARK: Deed = ("mark content reviewed", "ବିଷୟବସ୍ତୁକୁ ସମୀକ୍ଷିତ ବୋଲି ଚିହ୍ନିତ କରି");

pub fn calls() -> Vec<Call> {
    let keys: Vec<Value> = ENTITIES.iter().map(|e| json!(e.key)).collect();
    let reviewed_body = object(
        vec![
            (
                "entity",
                inline(MetaSchema {
                    enum_items: keys,
                    ..MetaSchema::new("string")
                }),
            ),
            (
                "id",
                inline(MetaSchema {
                    minimum: Some(0.0),
                    maximum: Some(MAX_ID as f64),
                    ..MetaSchema::new("integer")
                }),
            ),
        ],
        vec!["entity", "id"],
    );
    let reviewed_body = with_example(
        reviewed_body,
        json!({"entity": crate::entities::keys::NEWS, "id": 1}),
    );
    let reviewed_answer = object(
        vec![
            ("outcome", schema("boolean")),
            ("message", schema("string")),
            (
                "data",
                object(vec![("reviewedAt", schema("integer"))], vec!["reviewedAt"]),
            ),
        ],
        vec!["outcome", "message", "data"],
    );
    vec![
        Call::new(
            REPORT,
            Access::Moderators(SEE),
            Op {
                method: Method::GET,
                tag: TAG,
                summary: "The site health report",
                description: Some(
                    "Approvers and administrators. The language, text alternative and review \
                     checks are computed from the content now; links as the last check found \
                     them.",
                ),
                params: vec![],
                request: None,
                ok: response(200, REPORT_ANSWER, report_schema()),
                more: vec![],
                failures: vec![],
            },
            report,
        ),
        Call::new(
            CHECK,
            Access::Moderators(RUN),
            Op {
                method: Method::POST,
                tag: TAG,
                summary: "Check every link now, then answer the report",
                description: Some(
                    "Approvers and administrators. Answers when every link was asked (at most \
                     one request per host a second, each within link_timeout_seconds).",
                ),
                params: vec![],
                request: None,
                ok: response(200, REPORT_ANSWER, report_schema()),
                more: vec![],
                failures: vec![],
            },
            check,
        ),
        Call::new(
            REVIEWED,
            Access::Moderators(MARK),
            Op {
                method: Method::POST,
                tag: TAG,
                summary: "Mark an item reviewed without changing it",
                description: Some(
                    "Approvers and administrators. Clears the item from dueForReview until its \
                     interval passes again; an audit entry names who.",
                ),
                params: vec![],
                request: Some(MetaRequest {
                    description: Some("JSON {entity, id}."),
                    content: vec![MetaMediaType {
                        content_type: "application/json",
                        schema: reviewed_body,
                    }],
                    required: true,
                }),
                ok: response(200, "data: {reviewedAt} (ms).", reviewed_answer),
                more: vec![],
                failures: vec![
                    Failure::BadRequest("The body is not {entity, id} with a known entity key."),
                    Failure::NotFound,
                ],
            },
            reviewed,
        ),
    ]
}

pub fn register(registry: &mut Registry) {
    registry.tags.insert(MetaTag {
        name: TAG,
        description: Some(
            "What a GIGW audit would find: broken links, documents without text, items \
             missing a language or a text alternative, and items due for review.",
        ),
        external_docs: None,
    });
}
