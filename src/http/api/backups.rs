//! The backups page's calls (administrators only; docs/backups.md): the backups in the
//! backup folder and the schedule's state, "back up now", a check of one file, and a download.
//! Restoring stays a terminal command: it replaces the file the running server holds.
use std::path::PathBuf;

use poem::http::{Method, StatusCode, header};
use poem::{Body, Response};
use poem_openapi::Object;
use poem_openapi::registry::{MetaMediaType, MetaResponse, MetaSchema};
use poem_openapi::types::Example;
use serde::Serialize;
use serde_json::Value;

use super::blocking::blocking;
use super::call::{Access, Call, Ctx, EDGE_SMALL};
use super::caller::Deed;
use super::doc::{Failure, Op, inline, query_param};
use super::error::ApiError;
use super::reply::answer;
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

/// The schedule's state and the backups in the folder.
#[derive(Object, Serialize)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
struct Shelf {
    /// The backup folder (backup_dir); null when none is set.
    #[oai(nullable)]
    folder: Option<String>,
    /// Whether scheduled backups run (a folder is set).
    scheduled: bool,
    every_hours: f64,
    /// How many scheduled backups are kept.
    keep: u64,
    /// The last backup that was written and checked; RFC 3339, UTC.
    #[oai(nullable)]
    last_good_at: Option<String>,
    /// When the schedule writes the next one; RFC 3339, UTC.
    #[oai(nullable)]
    next_due_at: Option<String>,
    /// Newest first.
    items: Vec<BackupFile>,
}

/// One backup in the folder.
#[derive(Object, Serialize)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
struct BackupFile {
    name: String,
    bytes: u64,
    /// RFC 3339, UTC.
    created_at: String,
    /// Whole (true) or damaged (false) when last checked; null when never checked.
    #[oai(nullable)]
    verified: Option<bool>,
    /// RFC 3339, UTC.
    #[oai(nullable)]
    checked_at: Option<String>,
    /// Content records the check counted.
    #[oai(nullable)]
    records: Option<u64>,
}

/// `GET /backups/list`: the schedule and the files, newest first.
fn list(ctx: Ctx) -> Result<Response, ApiError> {
    let state = ctx.state;
    let plan = &state.backup_plan;
    let items = match &plan.dir {
        Some(dir) => shelf::list(state.content.store(), dir)?,
        None => Vec::new(),
    };
    let time = |ms: u64| crate::clock::rfc3339(ms);
    let items = items
        .into_iter()
        .map(|b| BackupFile {
            name: b.name,
            bytes: b.bytes,
            created_at: time(b.created_at),
            verified: b.verified,
            checked_at: b.checked_at.map(time),
            records: b.records,
        })
        .collect();
    let last_good = state.backups.last_good_ms();
    let every_ms = u64::try_from(plan.every.as_millis()).unwrap_or(u64::MAX);
    let next_due = plan
        .dir
        .as_ref()
        .map(|_| last_good.map_or(crate::clock::now_ms(), |t| t.saturating_add(every_ms)));
    answer(
        "Backups",
        Shelf {
            folder: plan.dir.as_ref().map(|d| d.display().to_string()),
            scheduled: plan.dir.is_some(),
            every_hours: plan.every.as_secs_f64() / 3600.0,
            keep: u64::try_from(plan.keep).unwrap_or(u64::MAX),
            last_good_at: last_good.map(time),
            next_due_at: next_due.map(time),
            items,
        },
    )
}

/// A backup just written, and checked.
#[derive(Object, Serialize)]
struct Written {
    name: String,
    bytes: u64,
    verified: bool,
    /// Content records the check counted.
    records: u64,
}

/// `POST /backups/run`: a checked backup into the folder now.
fn run(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, _, _) = ctx.signed()?;
    let dir = folder(&state)?;
    let report = state
        .backups
        .back_up_into(&dir, state.backup_plan.keep, &caller.actor)?;
    let name = report
        .path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    answer(
        "The backup was written and checked.",
        Written {
            name,
            bytes: report.bytes,
            verified: true,
            records: report.records.values().sum::<u64>(),
        },
    )
}

/// The `name` of a JSON body, or of the query, as a file in the folder; 404 when none.
fn named(state: &ApiState, name: Option<&str>) -> Result<(PathBuf, String), ApiError> {
    let dir = folder(state)?;
    let name = name.unwrap_or_default().to_string();
    let path = shelf::find(&dir, &name)
        .ok_or_else(|| ApiError::NotFound(msg!("backup-not-found", name = format!("{name:?}"))))?;
    Ok((path, name))
}

/// `{name}`: a backup in the folder. (The call reads any JSON and looks for `name` in it: a
/// body without one names no backup, 404.)
#[derive(Object)]
#[oai(example)]
struct BackupName {
    #[oai(validator(
        max_length = 200,
        pattern = r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,194}\.redb$"
    ))]
    name: String,
}

impl Example for BackupName {
    fn example() -> Self {
        BackupName {
            name: "oshec-2026-11-23T130455Z.redb".into(),
        }
    }
}

/// A backup's verdict.
#[derive(Object, Serialize)]
struct Verdict {
    name: String,
    /// Whole (true) or damaged (false).
    verified: bool,
}

/// `POST /backups/check {name}`: checks one file again.
fn check(ctx: Ctx) -> Result<Response, ApiError> {
    let input: Value = ctx.json(msg!("backup-request"))?;
    let (state, caller, _, _) = ctx.signed()?;
    let (path, name) = named(&state, input.get("name").and_then(Value::as_str))?;
    let whole = shelf::check(state.content.store(), &path, &caller.actor)?;
    let message = if whole {
        "The backup is whole: every page and record was read."
    } else {
        "The backup is damaged: it cannot be restored. Make a new one."
    };
    answer(
        message,
        Verdict {
            name,
            verified: whole,
        },
    )
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
    let op = |method, summary, description| Op::new(method, TAG, summary).describe(description);
    let no_folder = Failure::ConflictBecause(
        "No backup folder is set (backup_dir), or another backup is running.",
    );
    let mut download_op = op(
        Method::GET,
        "Download one backup",
        "Administrators. The file as an attachment (application/octet-stream).",
    )
    .params(vec![query_param(
        "name",
        "The backup's file name, from the list.",
        name_schema(),
        true,
    )])
    .failures(vec![
        Failure::BadRequest("The query string could not be read."),
        Failure::NotFound,
        no_folder,
    ]);
    download_op.ok = MetaResponse {
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
    };
    vec![
        Call::blocking(
            LIST,
            Access::Administrators(SEE),
            op(
                Method::GET,
                "The backups and the schedule's state",
                "Administrators. Newest first; verified is null for a file never checked.",
            ),
            list,
        )
        .answers::<Shelf>(),
        Call::blocking(
            RUN,
            Access::Administrators(MAKE),
            op(
                Method::POST,
                "Back up now",
                "Administrators. Writes a checked backup into the backup folder under a \
                 time-stamped name, as the schedule does (the oldest beyond backup_keep go). \
                 503 when the folder cannot be written (the message says why).",
            )
            .failures(vec![no_folder, Failure::Unavailable]),
            run,
        )
        .answers::<Written>(),
        Call::blocking(
            CHECK,
            Access::Administrators(CHECK_AGAIN),
            op(
                Method::POST,
                "Check one backup again",
                "Administrators. Reads every page of the file and counts its records; the \
                 verdict is kept and shown in the list.",
            )
            .failures(vec![
                Failure::BadRequest("The body is not a JSON object with a name."),
                Failure::NotFound,
                no_folder,
                Failure::Unavailable,
            ]),
            check,
        )
        .takes::<BackupName>(EDGE_SMALL, "The backup to check.")
        .answers::<Verdict>(),
        Call::new(
            DOWNLOAD,
            Access::Administrators(DOWNLOAD_ONE),
            download_op,
            download,
        ),
    ]
}
