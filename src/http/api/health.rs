//! The site health calls (docs/health.md): the report, a check run now, and marking an item
//! reviewed. Approvers and administrators only. Paths under `/oshec/api`.

use poem::Response;
use poem::http::Method;
use poem_openapi::Object;
use poem_openapi::registry::{MetaRequest, MetaSchema, MetaTag, Registry};
use serde::Serialize;
use serde_json::{Value, json};

use super::call::{Access, Call, Ctx, EDGE_SMALL, Input};
use super::caller::Deed;
use super::doc::{Failure, Op, inline, json_media, object, with_example};
use super::error::ApiError;
use super::reply::answer;
use crate::content::entities::ENTITIES;
use crate::health::{Finding, Report};
use crate::messages::msg;

pub const REPORT: &str = "/health/report";
pub const CHECK: &str = "/health/check";
pub const REVIEWED: &str = "/health/reviewed";
const TAG: &str = "Site health";
/// The largest item id the document admits (ids are counted from 1).
const MAX_ID: u64 = 1_000_000_000;

/// The report as the document and the answer give it: [`Report`]'s fields, each list of
/// [`Finding`]s. Made by taking a report apart field by field, so a field added to the report
/// cannot be left out of either.
#[derive(Object, Serialize)]
#[serde(rename_all = "camelCase")]
#[oai(rename = "HealthReport", rename_all = "camelCase")]
struct ReportAnswer {
    broken_links: Vec<FindingAnswer>,
    textless_documents: Vec<FindingAnswer>,
    missing_language: Vec<FindingAnswer>,
    missing_alt_text: Vec<FindingAnswer>,
    due_for_review: Vec<FindingAnswer>,
    /// Records of the starter content still as the seed wrote them.
    starter_content: Vec<FindingAnswer>,
    /// Videos with no title in either language.
    untitled_videos: Vec<FindingAnswer>,
    /// Contact details that are the starter content's placeholders.
    placeholder_contacts: Vec<FindingAnswer>,
    /// When links were last checked (ms); absent before the first run.
    #[serde(skip_serializing_if = "Option::is_none")]
    checked_at: Option<u64>,
}

/// One thing to fix, in one item ([`Finding`]).
#[derive(Object, Serialize)]
#[serde(rename_all = "camelCase")]
#[oai(rename = "HealthFinding", rename_all = "camelCase")]
struct FindingAnswer {
    /// The entity key, as the back office opens it (`?item=<entity>/<id>`).
    entity: String,
    id: u64,
    title: String,
    title_od: String,
    /// The field to look at, when one is to blame.
    #[serde(skip_serializing_if = "Option::is_none")]
    field: Option<String>,
    /// What is wrong, in English.
    detail: String,
    /// A link's address, what it answered (status, or error) and where it led.
    #[serde(skip_serializing_if = "Option::is_none")]
    url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    status: Option<u16>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    redirected_to: Option<String>,
    /// When the item was last saved or marked reviewed (ms), for items due for review.
    #[serde(skip_serializing_if = "Option::is_none")]
    last_reviewed_at: Option<u64>,
}

impl From<Finding> for FindingAnswer {
    fn from(finding: Finding) -> FindingAnswer {
        let Finding {
            entity,
            id,
            title,
            title_od,
            field,
            detail,
            url,
            status,
            error,
            redirected_to,
            last_reviewed_at,
        } = finding;
        FindingAnswer {
            entity: entity.to_string(),
            id,
            title,
            title_od,
            field,
            detail,
            url,
            status,
            error,
            redirected_to,
            last_reviewed_at,
        }
    }
}

impl From<Report> for ReportAnswer {
    fn from(report: Report) -> ReportAnswer {
        let Report {
            broken_links,
            textless_documents,
            missing_language,
            missing_alt_text,
            due_for_review,
            starter_content,
            untitled_videos,
            placeholder_contacts,
            checked_at,
        } = report;
        let list = |findings: Vec<Finding>| findings.into_iter().map(Into::into).collect();
        ReportAnswer {
            broken_links: list(broken_links),
            textless_documents: list(textless_documents),
            missing_language: list(missing_language),
            missing_alt_text: list(missing_alt_text),
            due_for_review: list(due_for_review),
            starter_content: list(starter_content),
            untitled_videos: list(untitled_videos),
            placeholder_contacts: list(placeholder_contacts),
            checked_at,
        }
    }
}

/// `GET /health/report`.
fn report(ctx: Ctx) -> Result<Response, ApiError> {
    let report = ctx.state.health.report()?;
    answer("Site health", ReportAnswer::from(report))
}

/// `POST /health/check`: every check now, then the report.
async fn check(ctx: Ctx) -> Result<Response, ApiError> {
    let report = ctx.state.health.check().await?;
    answer("Site health", ReportAnswer::from(report))
}

/// When an item was marked reviewed.
#[derive(Object, Serialize)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
struct Reviewed {
    /// Milliseconds since the Unix epoch.
    reviewed_at: u64,
}

/// `POST /health/reviewed {entity, id}`.
fn reviewed(ctx: Ctx) -> Result<Response, ApiError> {
    let input: Value = ctx.json(msg!("json-entity-id"))?;
    let (state, caller, _, _) = ctx.signed()?;
    let entity = input.get("entity").and_then(Value::as_str).ok_or_else(|| {
        ApiError::BadRequest(msg!(
            "entity-such-as",
            example = crate::entities::keys::NEWS
        ))
    })?;
    let id = input
        .get("id")
        .and_then(Value::as_u64)
        .filter(|id| *id <= MAX_ID)
        .ok_or_else(|| ApiError::BadRequest(msg!("item-id")))?;
    let reviewed_at = state.health.mark_reviewed(entity, id, &caller.actor)?;
    answer("Marked reviewed.", Reviewed { reviewed_at })
}

// ---- the document and the routes of these calls ------------------------------------------

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
    let op = |method, summary, description| Op::new(method, TAG, summary).describe(description);
    let reviewed_op = op(
        Method::POST,
        "Mark an item reviewed without changing it",
        "Approvers and administrators. Clears the item from dueForReview until its interval \
         passes again; an audit entry names who.",
    )
    .failures(vec![
        Failure::BadRequest("The body is not {entity, id} with a known entity key."),
        Failure::NotFound,
    ]);
    let reviewed_op = Op {
        request: Some(MetaRequest {
            description: Some("JSON {entity, id}."),
            content: json_media(reviewed_body),
            required: true,
        }),
        ..reviewed_op
    };
    vec![
        Call::blocking(
            REPORT,
            Access::Moderators(SEE),
            op(
                Method::GET,
                "The site health report",
                "Approvers and administrators. The language, text alternative and review \
                 checks are computed from the content now; links as the last check found them.",
            ),
            report,
        )
        .answers::<ReportAnswer>(),
        Call::new(
            CHECK,
            Access::Moderators(RUN),
            op(
                Method::POST,
                "Check every link now, then answer the report",
                "Approvers and administrators. Answers when every link was asked (at most one \
                 request per host a second, each within link_timeout_seconds).",
            ),
            check,
        )
        .answers::<ReportAnswer>(),
        Call::blocking(REVIEWED, Access::Moderators(MARK), reviewed_op, reviewed)
            .reads(Input::Json(EDGE_SMALL))
            .answers::<Reviewed>(),
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
