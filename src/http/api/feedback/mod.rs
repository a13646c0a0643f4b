//! The feedback calls: a public JSON submit, and the administrators' inbox (list, read/unread,
//! CSV export). Paths under `/oshec/api`.
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use poem::Response;
use poem::http::{StatusCode, header};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use super::call::Ctx;
use super::caller::Deed;
use super::client::client_ip;
use super::error::ApiError;
use super::reply::{answer, answer_whole, json_response};
use super::state::ApiState;
use crate::audit::Change;
use crate::content::Paging;
use crate::feedback::{InboxFilter, STATUSES, Submission, Update};
use crate::messages::{Msg, msg};

mod wire;
use wire::{Assignee, Inbox, MarkRead, ReadState, UpdateBody, item_of};

pub const SUBMIT: &str = "/feedback/allowAll/submit";
pub const LIST: &str = "/feedback/list";
pub const MARK_READ: &str = "/feedback/markRead";
pub const EXPORT: &str = "/feedback/export";
pub const UPDATE: &str = "/feedback/update";

/// The largest `adminId` the document admits: a round bound that survives the document's
/// float formatting exactly (large bounds came out rounded), so the document and the server
/// agree; account ids are counted from 1.
const MAX_ADMIN_ID: u64 = 1_000_000_000;

/// The window feedback is counted in (`feedback_per_hour` messages per address).
pub const WINDOW_SECS: u64 = 3600;

const THANKS: &str = "Thank you. Your feedback has reached the council.";

/// What a contributor may not do with visitors' feedback (docs/roles.md).
const OPEN: Deed = ("open visitors' feedback", "ଦର୍ଶକଙ୍କ ମତାମତ ଖୋଲି");
const ANSWER: Deed = ("answer visitors' feedback", "ଦର୍ଶକଙ୍କ ମତାମତର ଉତ୍ତର ଦେଇ");

/// The JSON body the row read, as any JSON: the calls check each field with its own message.
fn json_body(ctx: &Ctx) -> Result<Value, ApiError> {
    ctx.json(msg!("json-object"))
}

/// The JSON body as `T`, whose fields are each read as they were sent (`body::Sent`); a
/// body that is not a JSON object is refused with `not_object`.
fn fields_of<T: DeserializeOwned>(ctx: &Ctx, not_object: Msg) -> Result<T, ApiError> {
    let input = json_body(ctx)?;
    if !input.is_object() {
        return Err(ApiError::BadRequest(not_object));
    }
    serde_json::from_value(input).map_err(|_| ApiError::BadRequest(msg!("json-object")))
}

/// `POST /feedback/allowAll/submit`: checks, counts against the address, keeps. A filled
/// honeypot is answered like a success and kept nowhere.
pub fn submit(ctx: Ctx) -> Result<Response, ApiError> {
    let Ctx { state, req, .. } = &ctx;
    // Only JSON: a form or text/plain body is what any other website can make a visitor's
    // browser send without asking (no CORS preflight).
    let is_json = req
        .header(header::CONTENT_TYPE)
        .and_then(|ct| ct.split(';').next())
        .is_some_and(|mime| mime.trim().eq_ignore_ascii_case("application/json"));
    if !is_json {
        return Err(ApiError::UnsupportedType(msg!("feedback-json")));
    }
    let input = json_body(&ctx)?;
    let submission = Submission::parse(&input)?;
    state
        .feedback_limit
        .take(client_ip(state, req), Instant::now())
        .inspect_err(|_| {
            metrics::counter!("oshec_feedback_received_total", "outcome" => "throttled")
                .increment(1);
        })
        .map_err(|retry_after| ApiError::Throttled {
            message: msg!("feedback-throttled", n = retry_after.div_ceil(60)),
            retry_after,
        })?;
    // Counted, never logged: a visitor's words stay in the inbox.
    let outcome = if submission.is_bot {
        "honeypot"
    } else {
        "kept"
    };
    metrics::counter!("oshec_feedback_received_total", "outcome" => outcome).increment(1);
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
    state.feedback.keep(submission, now)?;
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
pub fn list(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, req, _) = ctx.signed()?;
    let query: PageQuery = req
        .params()
        .map_err(|_| ApiError::BadRequest(msg!("query-unreadable", example = "?page=1&size=10")))?;
    let paging = Paging::from_query(
        Some(query.page.as_deref().unwrap_or("1")),
        query.size.as_deref(),
    )?
    .unwrap_or(Paging { page: 1, size: 10 });
    let status = match query.status.as_deref() {
        None | Some("") => None,
        Some(s) if STATUSES.contains(&s) => Some(s.to_string()),
        Some(_) => {
            return Err(ApiError::BadRequest(msg!("feedback-status")));
        }
    };
    let assignee = match query.assignee_id.as_deref() {
        None | Some("") => None,
        Some(a) => Some(
            a.parse::<u64>()
                .ok()
                .filter(|id| *id <= MAX_ADMIN_ID)
                .ok_or_else(|| ApiError::BadRequest(msg!("feedback-assignee-filter")))?,
        ),
    };
    let asked = Change::new(
        "asked",
        None,
        Some(&format!(
            "page {}, size {}, status {}, assignee {}",
            paging.page,
            paging.size,
            status.as_deref().unwrap_or("any"),
            assignee.map_or("any".to_string(), |a| a.to_string())
        )),
    );
    let filter = InboxFilter { status, assignee };
    let feedback = &state.feedback;
    feedback.record_access(&caller.actor, "list", vec![asked])?;
    let page = feedback.page(paging.page, paging.size, &filter)?;
    let assignees = moderators(&state)?
        .into_iter()
        .map(|(admin_id, email)| Assignee { admin_id, email })
        .collect();
    let data = page
        .items
        .into_iter()
        .map(item_of)
        .collect::<Result<_, _>>()?;
    answer_whole(&Inbox {
        outcome: true,
        message: "Feedback".into(),
        data,
        total: page.total,
        unread: page.unread,
        assignees,
    })
}

/// `POST /feedback/markRead`: JSON `{"feedbackId": id, "isRead": bool}`.
pub fn mark_read(ctx: Ctx) -> Result<Response, ApiError> {
    let input: MarkRead = fields_of(&ctx, msg!("feedback-id"))?;
    let (state, caller, _, _) = ctx.signed()?;
    let feedback_id = || ApiError::BadRequest(msg!("feedback-id"));
    let id = input
        .feedback_id
        .read(feedback_id)?
        .ok_or_else(feedback_id)?;
    let not_bool = || ApiError::BadRequest(msg!("not-true-or-false", field = "isRead"));
    let read = input.is_read.read(not_bool)?.ok_or_else(not_bool)?;
    let is_read = state.feedback.set_read(id, read, &caller.actor)?;
    answer("Feedback updated.", ReadState { is_read })
}

/// Who may be given a message to answer: the active approvers and administrators, as
/// (adminId, e-mail). Approvers cannot read `/account/admins`, so the inbox answers them.
fn moderators(state: &ApiState) -> Result<Vec<(u64, String)>, ApiError> {
    let admins = state
        .auth
        .list_admins()
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    Ok(admins
        .into_iter()
        .filter(|a| a.active && a.role.moderates())
        .map(|a| (a.id, a.email))
        .collect())
}

/// `POST /feedback/update {feedbackId, status, assigneeId, note, reply}` (docs/feedback.md).
pub fn update(ctx: Ctx) -> Result<Response, ApiError> {
    let input: UpdateBody = fields_of(&ctx, msg!("feedback-update-object"))?;
    let (state, caller, _, _) = ctx.signed()?;
    let actor = caller.actor;
    let feedback_id = || ApiError::BadRequest(msg!("feedback-id"));
    let id = input
        .feedback_id
        .read(feedback_id)?
        .ok_or_else(feedback_id)?;
    let status = input
        .status
        .read(|| ApiError::BadRequest(msg!("feedback-status")))?;
    let assignee = input
        .assignee_id
        .read_nullable(|| ApiError::BadRequest(msg!("feedback-assignee")))?;
    let text =
        |field: &'static str| move || ApiError::BadRequest(msg!("field-not-text", field = field));
    let note = input.note.read(text("note"))?;
    let reply = input.reply.read(text("reply"))?;
    let update = Update::check(status.map(|s| s.0), assignee, note, reply)?;
    if let Some(Some(assignee)) = update.assignee {
        let fits = moderators(&state)?.iter().any(|(id, _)| *id == assignee);
        if !fits {
            return Err(ApiError::NotFound(msg!("feedback-assignee-unknown")));
        }
    }
    let mails = state.content.mails();
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let item = state.feedback.update(id, update, &actor, mails, now)?;
    state.content.wake_mailer();
    answer("Feedback updated.", item_of(item)?)
}

/// `GET /feedback/export`: every message as a CSV download.
pub fn export(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, _, _) = ctx.signed()?;
    let feedback = &state.feedback;
    feedback.record_access(
        &caller.actor,
        "export",
        vec![Change::new("format", None, Some("CSV"))],
    )?;
    let bytes = feedback.export_csv()?;
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

mod doc;
pub use doc::{calls, register};
