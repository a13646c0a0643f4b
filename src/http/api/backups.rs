//! The backups page's calls (administrators only; docs/backups.md): the backups in the
//! backup folder and the schedule's state, "back up now", a check of one file, and a download.
//! Restoring stays a terminal command: it replaces the file the running server holds.
use std::path::PathBuf;

use poem::http::{Method, StatusCode, header};
use poem::{Body, Response};
use poem_openapi::registry::{MetaMediaType, MetaRequest, MetaResponse, MetaSchema};
use serde_json::{Value, json};

use super::blocking::blocking;
use super::call::{Access, Call, Ctx};
use super::caller::Deed;
use super::doc::{
    Failure, Op, envelope, inline, json_media, object, query_param, response, with_example,
};
use super::error::ApiError;
use super::form::read_json_body;
use super::reply::json_response;
use super::state::ApiState;
use crate::backup::shelf;
use crate::messages::msg;

pub const LIST: &str = "/backups/list";
pub const RUN: &str = "/backups/run";
pub const CHECK: &str = "/backups/check";
pub const DOWNLOAD: &str = "/backups/download";
const TAG: &str = "Backups";

pub use crate::backup::BackupPlan;

/// The folder, or 409 saying how to set one.
fn folder(state: &ApiState) -> Result<PathBuf, ApiError> {
    state
        .backup_plan
        .dir
        .clone()
        .ok_or_else(|| ApiError::Conflict(msg!("backup-no-dir")))
}

/// `GET /backups/list`: the schedule and the files, newest first.
async fn list(ctx: Ctx) -> Result<Response, ApiError> {
    let state = ctx.state;
    let plan = state.backup_plan.clone();
    let store = state.content.store().clone();
    let dir = plan.dir.clone();
    let items = blocking(move || match &dir {
        Some(dir) => shelf::list(&store, dir),
        None => Ok(Vec::new()),
    })
    .await?;
    let time = |ms: u64| crate::clock::rfc3339(ms);
    let items: Vec<Value> = items
        .into_iter()
        .map(|b| {
            json!({
                "name": b.name,
                "bytes": b.bytes,
                "createdAt": time(b.created_at),
                "verified": b.verified,
                "checkedAt": b.checked_at.map(time),
                "records": b.records,
            })
        })
        .collect();
    let last_good = state.backups.last_good_ms();
    let every_ms = u64::try_from(plan.every.as_millis()).unwrap_or(u64::MAX);
    let next_due = plan
        .dir
        .as_ref()
        .map(|_| last_good.map_or(crate::clock::now_ms(), |t| t.saturating_add(every_ms)));
    Ok(json_response(
        StatusCode::OK,
        &json!({
            "outcome": true,
            "message": "Backups",
            "data": {
                "folder": plan.dir.as_ref().map(|d| d.display().to_string()),
                "scheduled": plan.dir.is_some(),
                "everyHours": plan.every.as_secs_f64() / 3600.0,
                "keep": plan.keep,
                "lastGoodAt": last_good.map(time),
                "nextDueAt": next_due.map(time),
                "items": items,
            },
        }),
    ))
}

/// `POST /backups/run`: a checked backup into the folder now.
async fn run(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, _, _) = ctx.signed()?;
    let dir = folder(&state)?;
    let keep = state.backup_plan.keep;
    let backups = state.backups.clone();
    let actor = caller.actor;
    let report = blocking(move || backups.back_up_into(&dir, keep, &actor)).await?;
    let name = report
        .path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    Ok(json_response(
        StatusCode::OK,
        &json!({
            "outcome": true,
            "message": "The backup was written and checked.",
            "data": {"name": name, "bytes": report.bytes, "verified": true,
                     "records": report.records.values().sum::<u64>()},
        }),
    ))
}

/// The `name` of a JSON body, or of the query, as a file in the folder; 404 when none.
fn named(state: &ApiState, name: Option<&str>) -> Result<(PathBuf, String), ApiError> {
    let dir = folder(state)?;
    let name = name.unwrap_or_default().to_string();
    let path = shelf::find(&dir, &name)
        .ok_or_else(|| ApiError::NotFound(msg!("backup-not-found", name = format!("{name:?}"))))?;
    Ok((path, name))
}

/// `POST /backups/check {name}`: checks one file again.
async fn check(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, _, body) = ctx.signed()?;
    let expected = msg!("backup-request");
    let input: Value = read_json_body(body, None, expected).await?;
    let (path, name) = named(&state, input.get("name").and_then(Value::as_str))?;
    let store = state.content.store().clone();
    let actor = caller.actor;
    let whole = blocking(move || shelf::check(&store, &path, &actor)).await?;
    let message = if whole {
        "The backup is whole: every page and record was read."
    } else {
        "The backup is damaged: it cannot be restored. Make a new one."
    };
    Ok(json_response(
        StatusCode::OK,
        &json!({"outcome": true, "message": message, "data": {"name": name, "verified": whole}}),
    ))
}

#[derive(serde::Deserialize)]
struct DownloadQuery {
    name: Option<String>,
}

/// `GET /backups/download?name=`: the file, streamed as an attachment.
async fn download(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, req, _) = ctx.signed()?;
    let query: DownloadQuery = req
        .params()
        .map_err(|_| ApiError::BadRequest(msg!("query-unreadable", example = "?name=<file>")))?;
    let (path, name) = named(&state, query.name.as_deref())?;
    let file = tokio::fs::File::open(&path).await.map_err(|e| {
        ApiError::NotFound(msg!(
            "backup-unreadable",
            name = name.as_str(),
            detail = e.to_string()
        ))
    })?;
    let size = file
        .metadata()
        .await
        .map(|m| m.len())
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    let store = state.content.store().clone();
    let actor = caller.actor;
    let logged = name.clone();
    blocking(move || {
        shelf::record_download(&store, &logged, &actor)
            .map_err(|e| ApiError::Internal(e.to_string()))
    })
    .await?;
    Ok(Response::builder()
        .status(StatusCode::OK)
        .content_type("application/octet-stream")
        .header(
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{name}\""),
        )
        .header(header::CONTENT_LENGTH, size)
        .header(header::CACHE_CONTROL, "private, no-store")
        .body(Body::from_async_read(file)))
}

// ---- the document and the routes of these calls ------------------------------------------

/// What a role other than an administrator may not do here (docs/roles.md).
const SEE: Deed = ("see the backups", "ବ୍ୟାକଅପ୍ ଦେଖି");
const MAKE: Deed = ("make backups", "ବ୍ୟାକଅପ୍ ନେଇ");
const CHECK_AGAIN: Deed = ("check backups", "ବ୍ୟାକଅପ୍ ଯାଞ୍ଚ କରି");
const DOWNLOAD_ONE: Deed = ("download backups", "ବ୍ୟାକଅପ୍ ଡାଉନଲୋଡ୍ କରି");

pub fn calls() -> Vec<Call> {
    let name_schema = || MetaSchema {
        pattern: Some("^[A-Za-z0-9_][A-Za-z0-9_.-]{0,194}\\.redb$".into()),
        max_length: Some(200),
        ..MetaSchema::new("string")
    };
    let done = || {
        response(
            200,
            "Done; the message says what, data holds the answer.",
            envelope(),
        )
    };
    let no_folder = Failure::ConflictBecause(
        "No backup folder is set (backup_dir), or another backup is running.",
    );
    vec![
        Call::new(
            LIST,
            Access::Administrators(SEE),
            Op {
                method: Method::GET,
                tag: TAG,
                summary: "The backups and the schedule's state",
                description: Some(
                    "Administrators. data: {folder, scheduled, everyHours, keep, lastGoodAt, \
                 nextDueAt, items: [{name, bytes, createdAt, verified, checkedAt, records}]}, \
                 newest first; times in RFC 3339 (UTC); verified is null for a file \
                 never checked.",
                ),
                params: vec![],
                request: None,
                ok: done(),
                more: vec![],
                failures: vec![],
            },
            list,
        ),
        Call::new(
            RUN,
            Access::Administrators(MAKE),
            Op {
                method: Method::POST,
                tag: TAG,
                summary: "Back up now",
                description: Some(
                    "Administrators. Writes a checked backup into the backup folder under a \
                 time-stamped name, as the schedule does (the oldest beyond backup_keep go). \
                 503 when the folder cannot be written (the message says why).",
                ),
                params: vec![],
                request: None,
                ok: done(),
                more: vec![],
                failures: vec![no_folder, Failure::Unavailable],
            },
            run,
        ),
        Call::new(
            CHECK,
            Access::Administrators(CHECK_AGAIN),
            Op {
                method: Method::POST,
                tag: TAG,
                summary: "Check one backup again",
                description: Some(
                    "Administrators. Reads every page of the file and counts its records; the \
                 verdict is kept and shown in the list.",
                ),
                params: vec![],
                request: Some(MetaRequest {
                    description: None,
                    content: json_media(with_example(
                        object(vec![("name", inline(name_schema()))], vec!["name"]),
                        json!({"name": "oshec-2026-11-23T130455Z.redb"}),
                    )),
                    required: true,
                }),
                ok: done(),
                more: vec![],
                failures: vec![
                    Failure::BadRequest("The body is not a JSON object with a name."),
                    Failure::NotFound,
                    no_folder,
                    Failure::Unavailable,
                ],
            },
            check,
        ),
        Call::new(
            DOWNLOAD,
            Access::Administrators(DOWNLOAD_ONE),
            Op {
                method: Method::GET,
                tag: TAG,
                summary: "Download one backup",
                description: Some(
                    "Administrators. The file as an attachment (application/octet-stream).",
                ),
                params: vec![query_param(
                    "name",
                    "The backup's file name, from the list.",
                    name_schema(),
                    true,
                )],
                request: None,
                ok: MetaResponse {
                    description: "The backup file.",
                    status: Some(200),
                    status_range: None,
                    content: vec![MetaMediaType {
                        content_type: "application/octet-stream",
                        schema: inline(MetaSchema {
                            format: Some("binary"),
                            ..MetaSchema::new("string")
                        }),
                    }],
                    headers: vec![],
                },
                more: vec![],
                failures: vec![
                    Failure::BadRequest("The query string could not be read."),
                    Failure::NotFound,
                    no_folder,
                ],
            },
            download,
        ),
    ]
}
