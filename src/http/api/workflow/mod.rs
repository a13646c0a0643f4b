//! The review workflow's calls (docs/workflow.md): submit, approve, return, archive, restore,
//! the queue, one's own work, revisions and what expires soon. JSON in, the envelope out.
use crate::entities::keys::key;
use std::sync::Arc;

use poem::{Request, Response};
use serde::Deserialize;
use serde_json::{Value, json};

use super::call::Ctx;
use super::caller::Deed;
use super::error::ApiError;
use super::reply::ok;
use crate::audit::Actor;
use crate::content::entities::{self, Entity};
use crate::content::{Authority, Content, ContentError, checks};
use crate::messages::msg;

/// Largest JSON body these calls read (a return's comment of at most 2,000 characters).
pub(super) const MAX_BODY: usize = 16 * 1024;

fn entity_named(name: Option<&str>) -> Result<&'static Entity, ApiError> {
    name.and_then(entities::by_key).ok_or_else(|| {
        ApiError::BadRequest(msg!(
            "entity-such-as",
            example = concat!(key!(news), ", ", key!(banner), " or ", key!(documents))
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

fn read_step(ctx: &Ctx) -> Result<(&'static Entity, u64, Step), ApiError> {
    let step: Step = ctx.json(msg!("json-step"))?;
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

/// Reads the step (refused with `unrevised` unless the caller moderates, when the body names
/// no revision), runs `act` and answers `done` with the item. Who may take the step at all is
/// the row's access; the row runs it off the async threads.
fn take_step(
    ctx: Ctx,
    unrevised: Option<Deed>,
    done: &'static str,
    act: fn(StepArgs) -> Result<Value, ContentError>,
) -> Result<Response, ApiError> {
    let (entity, id, step) = read_step(&ctx)?;
    let (state, caller, _, _) = ctx.signed()?;
    if let Some(what) = unrevised
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
    let item = act(args)?;
    Ok(ok(done, item))
}

/// `POST /workflow/submit {entity, id}`.
pub fn submit(ctx: Ctx) -> Result<Response, ApiError> {
    take_step(ctx, None, "Submitted for review.", |a| {
        a.content.submit(a.entity, a.id, &a.actor, a.authority)
    })
}

/// `POST /workflow/approve {entity, id}`.
pub fn approve(ctx: Ctx) -> Result<Response, ApiError> {
    take_step(ctx, None, "Approved and published.", |a| {
        a.content.approve(a.entity, a.id, &a.actor)
    })
}

/// `POST /workflow/return {entity, id, comment}`.
pub fn return_item(ctx: Ctx) -> Result<Response, ApiError> {
    let done = "Returned to its author with your comment.";
    take_step(ctx, None, done, |a| {
        let comment = a.step.comment.unwrap_or_default();
        a.content.return_item(a.entity, a.id, &comment, &a.actor)
    })
}

/// `POST /workflow/archive {entity, id}`.
pub fn archive(ctx: Ctx) -> Result<Response, ApiError> {
    let done = "Archived: it has left the public site.";
    take_step(ctx, None, done, |a| {
        a.content.archive(a.entity, a.id, &a.actor)
    })
}

/// `POST /workflow/restore {entity, id, revision?}`: with a revision, its content becomes the
/// newest (published for approvers, a draft for contributors); without, an archived item is
/// published again (approvers).
pub fn restore(ctx: Ctx) -> Result<Response, ApiError> {
    let unrevised = ("restore archived content", "ଅଭିଲେଖରୁ ବିଷୟବସ୍ତୁ ଫେରାଇଆଣି");
    take_step(ctx, Some(unrevised), "Restored.", |a| {
        match a.step.revision {
            Some(revision) => {
                a.content
                    .restore_revision(a.entity, a.id, revision, &a.actor, a.authority)
            }
            None => a.content.unarchive(a.entity, a.id, &a.actor),
        }
    })
}

/// `GET /workflow/queue`.
pub fn queue(ctx: Ctx) -> Result<Response, ApiError> {
    let items = ctx.state.content.queue()?;
    Ok(ok("Awaiting review", json!(items)))
}

/// `GET /workflow/mine`.
pub fn mine(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, _, _) = ctx.signed()?;
    let items = state.content.mine(&caller.session.email)?;
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
            example = concat!("?entity=", key!(news), "&id=3")
        ))
    })
}

fn number(text: Option<&str>, name: &str) -> Result<u64, ApiError> {
    text.and_then(checks::whole_number)
        .ok_or_else(|| ApiError::BadRequest(msg!("whole-number", field = name)))
}

/// Runs `read` on the item the query names (`entity`, `id`) once the caller is known to be
/// allowed to see it (contributors see only their own unpublished drafts: docs/roles.md).
fn read_item<T>(
    ctx: Ctx,
    read: impl FnOnce(&Content, &'static Entity, u64, &ItemQuery) -> Result<T, ContentError>,
) -> Result<T, ApiError> {
    let (state, caller, req, _) = ctx.signed()?;
    let q = item_query(&req)?;
    let entity = entity_named(q.entity.as_deref())?;
    let id = number(q.id.as_deref(), "id")?;
    let content = &state.content;
    content.must_see(entity, id, caller.hides_drafts().as_deref())?;
    Ok(read(content, entity, id, &q)?)
}

/// `GET /workflow/revisions?entity=&id=`: newest first.
pub fn revisions(ctx: Ctx) -> Result<Response, ApiError> {
    let list = read_item(ctx, |content, entity, id, _| content.revisions(entity, id))?;
    Ok(ok("Revisions", Value::Array(list)))
}

/// `GET /workflow/revision?entity=&id=&revision=`: the record as it was.
pub fn revision(ctx: Ctx) -> Result<Response, ApiError> {
    let item = read_item(ctx, |content, entity, id, q| {
        let revision = q
            .revision
            .as_deref()
            .and_then(checks::whole_number)
            .ok_or_else(|| ContentError::Invalid(msg!("whole-number", field = "revision")))?;
        content.revision(entity, id, revision)
    })?;
    Ok(ok("Revision", item))
}

/// `GET /workflow/preview?entity=&id=`: the item as it will be published, for the back office's
/// preview of the public page.
pub fn preview(ctx: Ctx) -> Result<Response, ApiError> {
    let answer = read_item(ctx, |content, entity, id, _| content.preview(entity, id))?;
    Ok(ok("Preview", answer))
}

#[derive(Deserialize)]
struct PreviewBody {
    entity: Option<String>,
    item: Option<Value>,
}

/// `POST /workflow/preview {entity, item}`: what a form (`item`, the JSON its `manage` would
/// send) would show on the public site, stored nowhere.
pub fn preview_form(ctx: Ctx) -> Result<Response, ApiError> {
    let asked: PreviewBody = ctx.json(msg!("json-preview"))?;
    let (state, caller, _, _) = ctx.signed()?;
    let entity = entity_named(asked.entity.as_deref())?;
    let item = asked
        .item
        .ok_or_else(|| ApiError::BadRequest(msg!("preview-item")))?;
    let viewer = caller.hides_drafts();
    let answer = state
        .content
        .preview_input(entity, item, viewer.as_deref())?;
    Ok(ok("Preview", answer))
}

/// `GET /workflow/expiring?days=N` (default 14; more than ten years ahead reads as ten years).
pub fn expiring(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, _, req, _) = ctx.signed()?;
    let q = item_query(&req)?;
    let days = match q.days.as_deref() {
        None => 14,
        Some(text) => checks::whole_number(text)
            .map(|d| d.min(3660))
            .ok_or_else(|| ApiError::BadRequest(msg!("days")))?,
    };
    let list = state.content.expiring(days)?;
    Ok(ok("Expiring soon", Value::Array(list)))
}

mod doc;
pub use doc::{calls, register};
