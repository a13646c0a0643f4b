//! The review workflow's calls (docs/workflow.md): submit, approve, return, archive, restore,
//! the queue, one's own work, revisions and what expires soon. JSON in, the envelope out.
use crate::entities::keys::key;
use std::sync::Arc;

use poem::{Request, Response};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::body::EntityKey;
use super::call::Ctx;
use super::caller::{Caller, Deed};
use super::error::ApiError;
use super::reply::answer;
use crate::audit::Actor;
use crate::content::entities::{self, Entity};
use crate::content::{Authority, Content, ContentError, checks};
use crate::messages::msg;

mod wire;
use wire::shaped;
pub use wire::{
    ExpiringItem, Fields, Preview, PreviewForm, RestoreStep, ReturnStep, RevisionItem, RevisionRow,
    Step, WorkItem,
};

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

/// The content type a body names, or 400 saying which ones there are.
fn entity_of(key: Option<EntityKey>) -> Result<&'static Entity, ApiError> {
    entity_named(key.as_ref().map(|k| k.0.as_str()))
}

/// A body that names an item: the three kinds of step.
trait StepBody: DeserializeOwned {
    fn step(&mut self) -> &mut Step;
}

impl StepBody for Step {
    fn step(&mut self) -> &mut Step {
        self
    }
}

impl StepBody for ReturnStep {
    fn step(&mut self) -> &mut Step {
        &mut self.step
    }
}

impl StepBody for RestoreStep {
    fn step(&mut self) -> &mut Step {
        &mut self.step
    }
}

/// The step's body, read through its type, with the content type and the item it names.
fn read_step<B: StepBody>(ctx: &Ctx) -> Result<(&'static Entity, u64, B), ApiError> {
    let mut body: B = ctx.json(msg!("json-step"))?;
    let step = body.step();
    let entity = entity_of(step.entity.0.take())?;
    let id = step
        .id
        .0
        .ok_or_else(|| ApiError::BadRequest(msg!("item-id")))?;
    Ok((entity, id, body))
}

/// What a step needs besides the item: the store, the caller and what the caller's role
/// lets them do.
struct StepArgs<B> {
    content: Arc<Content>,
    entity: &'static Entity,
    id: u64,
    body: B,
    actor: Actor,
    authority: Authority,
}

/// Reads the step, lets `allowed` refuse the caller (restoring without a revision is for
/// those who moderate), runs `act` and answers `done` with the item. Who may take the step at
/// all is the row's access; the row runs it off the async threads.
fn take_step<B: StepBody>(
    ctx: Ctx,
    allowed: fn(&B, &Caller) -> Result<(), ApiError>,
    done: &'static str,
    act: fn(StepArgs<B>) -> Result<Value, ContentError>,
) -> Result<Response, ApiError> {
    let (entity, id, body) = read_step::<B>(&ctx)?;
    let (state, caller, _, _) = ctx.signed()?;
    allowed(&body, &caller)?;
    let args = StepArgs {
        content: state.content.clone(),
        entity,
        id,
        body,
        authority: caller.authority(&state),
        actor: caller.actor,
    };
    let item: Fields = shaped(act(args)?)?;
    answer(done, item)
}

/// Anyone the row admits.
fn anyone<B>(_: &B, _: &Caller) -> Result<(), ApiError> {
    Ok(())
}

/// `POST /workflow/submit {entity, id}`.
pub fn submit(ctx: Ctx) -> Result<Response, ApiError> {
    take_step(ctx, anyone::<Step>, "Submitted for review.", |a| {
        a.content
            .workflow()
            .submit(a.entity, a.id, &a.actor, a.authority)
    })
}

/// `POST /workflow/approve {entity, id}`.
pub fn approve(ctx: Ctx) -> Result<Response, ApiError> {
    take_step(ctx, anyone::<Step>, "Approved and published.", |a| {
        a.content.workflow().approve(a.entity, a.id, &a.actor)
    })
}

/// `POST /workflow/return {entity, id, comment}`.
pub fn return_item(ctx: Ctx) -> Result<Response, ApiError> {
    let done = "Returned to its author with your comment.";
    take_step(ctx, anyone::<ReturnStep>, done, |a| {
        let comment = a.body.comment.0.unwrap_or_default();
        a.content
            .workflow()
            .return_item(a.entity, a.id, &comment, &a.actor)
    })
}

/// `POST /workflow/archive {entity, id}`.
pub fn archive(ctx: Ctx) -> Result<Response, ApiError> {
    let done = "Archived: it has left the public site.";
    take_step(ctx, anyone::<Step>, done, |a| {
        a.content.workflow().archive(a.entity, a.id, &a.actor)
    })
}

/// Restoring an archived item (no revision) is for approvers and administrators.
fn restore_allowed(body: &RestoreStep, caller: &Caller) -> Result<(), ApiError> {
    const UNREVISED: Deed = ("restore archived content", "ଅଭିଲେଖରୁ ବିଷୟବସ୍ତୁ ଫେରାଇଆଣି");
    match body.revision {
        Some(_) => Ok(()),
        None => caller.must_moderate(UNREVISED),
    }
}

/// `POST /workflow/restore {entity, id, revision?}`: with a revision, its content becomes the
/// newest (published for approvers, a draft for contributors); without, an archived item is
/// published again (approvers).
pub fn restore(ctx: Ctx) -> Result<Response, ApiError> {
    take_step(ctx, restore_allowed, "Restored.", |a| {
        match a.body.revision {
            Some(revision) => a.content.workflow().restore_revision(
                a.entity,
                a.id,
                revision,
                &a.actor,
                a.authority,
            ),
            None => a.content.workflow().unarchive(a.entity, a.id, &a.actor),
        }
    })
}

/// `GET /workflow/queue`.
pub fn queue(ctx: Ctx) -> Result<Response, ApiError> {
    let items = ctx.state.content.workflow().queue()?;
    let items: Vec<WorkItem> = items.into_iter().map(WorkItem::from).collect();
    answer("Awaiting review", items)
}

/// `GET /workflow/mine`.
pub fn mine(ctx: Ctx) -> Result<Response, ApiError> {
    let (state, caller, _, _) = ctx.signed()?;
    let items = state.content.workflow().mine(&caller.session.email)?;
    let items: Vec<WorkItem> = items.into_iter().map(WorkItem::from).collect();
    answer("Your drafts and submissions", items)
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
    content
        .workflow()
        .must_see(entity, id, caller.hides_drafts().as_deref())?;
    Ok(read(content, entity, id, &q)?)
}

/// `GET /workflow/revisions?entity=&id=`: newest first.
pub fn revisions(ctx: Ctx) -> Result<Response, ApiError> {
    let list = read_item(ctx, |content, entity, id, _| {
        content.workflow().revisions(entity, id)
    })?;
    let list: Vec<RevisionRow> = shaped(Value::Array(list))?;
    answer("Revisions", list)
}

/// `GET /workflow/revision?entity=&id=&revision=`: the record as it was.
pub fn revision(ctx: Ctx) -> Result<Response, ApiError> {
    let item = read_item(ctx, |content, entity, id, q| {
        let revision = q
            .revision
            .as_deref()
            .and_then(checks::whole_number)
            .ok_or_else(|| ContentError::Invalid(msg!("whole-number", field = "revision")))?;
        content.workflow().revision(entity, id, revision)
    })?;
    answer("Revision", shaped::<RevisionItem>(item)?)
}

/// `GET /workflow/preview?entity=&id=`: the item as it will be published, for the back office's
/// preview of the public page.
pub fn preview(ctx: Ctx) -> Result<Response, ApiError> {
    let preview = read_item(ctx, |content, entity, id, _| {
        content.workflow().preview(entity, id)
    })?;
    answer("Preview", shaped::<Preview>(preview)?)
}

/// `POST /workflow/preview {entity, item}`: what a form (`item`, the JSON its `manage` would
/// send) would show on the public site, stored nowhere.
pub fn preview_form(ctx: Ctx) -> Result<Response, ApiError> {
    let asked: PreviewForm = ctx.json(msg!("json-preview"))?;
    let (state, caller, _, _) = ctx.signed()?;
    let entity = entity_of(asked.entity.0)?;
    let item = asked
        .item
        .or(|| ApiError::BadRequest(msg!("preview-item")))?
        .0;
    let viewer = caller.hides_drafts();
    let preview = state
        .content
        .workflow()
        .preview_input(entity, item, viewer.as_deref())?;
    answer("Preview", shaped::<Preview>(preview)?)
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
    let list = state.content.workflow().expiring(days)?;
    let list: Vec<ExpiringItem> = shaped(Value::Array(list))?;
    answer("Expiring soon", list)
}

mod doc;
pub use doc::{calls, register};
