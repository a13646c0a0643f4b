//! The content calls of docs/decisions.md §6, one handler per kind of call, parameterised by
//! the entity row: the list, save, fetch, (de)activate and move of every entity.
mod pdf;
mod query;

use std::sync::Arc;

use poem::http::{HeaderValue, StatusCode, header};
use poem::{Request, Response};
use serde_json::{Value, json};

use super::blocking::blocking;
use super::call::{Access, Call, Ctx, Input};
use super::caller::Deed;
use super::doc;
use super::error::ApiError;
use super::form::{decode_base64_id, decode_base64_json, read_form};
use super::reply::{answer_prepared, json_response, ok};
use crate::content::checks;
use crate::content::entities::{ENTITIES, Entity, Order};
use crate::content::{Content, Move};
use crate::messages::msg;
use pdf::TEXTLESS_WARNING;
use pdf::checked_pdf;
use query::{admin_list_query, list_query};

/// `GET /X/allowAll/list` (docs/decisions.md §6): anonymous callers get the prepared active-only
/// body; a valid token gets everything; an invalid token gets 401.
async fn list(ctx: Ctx, entity: &'static Entity) -> Result<Response, ApiError> {
    let Ctx {
        state, req, caller, ..
    } = ctx;
    if let Some(caller) = caller {
        let (paging, filter, query) = admin_list_query(entity, &req)?;
        let content = state.content.clone();
        let viewer = caller.hides_drafts();
        let body = blocking(move || {
            let hidden = match &viewer {
                Some(email) => content.workflow().hidden_from(entity, email)?,
                None => Default::default(),
            };
            match &query {
                Some(query) => {
                    content
                        .listing()
                        .admin_list(entity, paging, filter.as_ref(), query, &hidden)
                }
                None => content.listing().list_body_without(
                    entity,
                    true,
                    paging,
                    filter.as_ref(),
                    &hidden,
                ),
            }
        })
        .await?;
        let mut resp = json_response(StatusCode::OK, &body);
        resp.headers_mut().insert(
            header::VARY,
            HeaderValue::from_static("Accept-Encoding, Authorization"),
        );
        return Ok(resp);
    }
    public_list(&state.content, entity, &req).await
}

/// The anonymous answer of a list call, from bytes prepared when the entity last changed.
/// Also called by the web layer's fast path, so both routes answer byte for byte the same.
pub async fn public_list(
    content: &Arc<Content>,
    entity: &'static Entity,
    req: &Request,
) -> Result<Response, ApiError> {
    let (paging, filter) = list_query(entity, req)?;
    let prepared = match (filter, content.answers().public_prepared(entity, paging)) {
        (Some(filter), _) => {
            let content = content.clone();
            Arc::new(
                blocking(move || content.answers().public_filtered(entity, paging, &filter))
                    .await?,
            )
        }
        (None, Some(prepared)) => prepared,
        (None, None) => {
            let content = content.clone();
            blocking(move || content.answers().public_answer(entity, paging)).await?
        }
    };
    answer_prepared(req, &prepared, super::PUBLIC_CACHE)
}

/// `POST /X/manage`: multipart form, base64 JSON field, optional file.
async fn manage(ctx: Ctx, entity: &'static Entity) -> Result<Response, ApiError> {
    let (state, caller, req, mut body) = ctx.signed()?;
    // Contributors' saves are drafts (docs/workflow.md).
    let authority = caller.authority(&state);
    let actor = caller.actor;
    let file_field = entity
        .image
        .as_ref()
        .map(|i| i.file_field)
        .or(entity.file.as_ref().map(|f| f.file_field));
    let form = read_form(&req, &mut body, file_field).await;
    // A body cut off at the limit is a file over the limit: say so in the entity's words.
    let mut form = match (form, &entity.file) {
        (Err(ApiError::TooLarge(_)), Some(rule)) => {
            return Err(ApiError::TooLarge(state.content.too_large_message(rule)));
        }
        (form, _) => form?,
    };
    let input = decode_base64_json(entity.manage_field, form.text(entity.manage_field)?)?;
    let (image, textless) = checked_pdf(&state, entity, form.take_file()).await?;
    drop(form);
    let uploaded = image.is_some();
    let content = state.content.clone();
    let saved = blocking(move || {
        content
            .workflow()
            .manage_as(entity, input, image, &actor, authority)
    })
    .await;
    if uploaded {
        crate::memory::release();
    }
    let (_, saved) = saved?;
    if textless {
        // Saved, but a scan cannot be read aloud or searched (docs/health.md).
        return Ok(json_response(
            StatusCode::OK,
            &json!({
                "outcome": true,
                "message": format!("{} saved.", entity.title),
                "data": saved,
                "warning": TEXTLESS_WARNING,
            }),
        ));
    }
    Ok(ok(&format!("{} saved.", entity.title), saved))
}

/// `POST /X/getXById`: form field of base64 id text.
async fn get_by_id(ctx: Ctx, entity: &'static Entity) -> Result<Response, ApiError> {
    let (state, caller, req, mut body) = ctx.signed()?;
    let form = read_form(&req, &mut body, None).await?;
    let id = decode_base64_id(entity.id_field, form.text(entity.id_field)?)?;
    let content = state.content.clone();
    let viewer = caller.hides_drafts();
    let record = blocking(move || {
        content.workflow().must_see(entity, id, viewer.as_deref())?;
        content.records().get(entity, id)
    })
    .await?;
    Ok(ok(&format!("{} item {id}.", entity.title), record))
}

/// What a contributor may not do to content (docs/roles.md): the refusals of the
/// moderators' calls.
const TOGGLING: Deed = ("activate or deactivate content", "ବିଷୟବସ୍ତୁ ସକ୍ରିୟ ବା ନିଷ୍କ୍ରିୟ କରି");
const REORDERING: Deed = ("reorder content", "ବିଷୟବସ୍ତୁର କ୍ରମ ବଦଳାଇ");

/// `POST /X/activeInactive…`: form field of base64 JSON `{helperId, status}`.
async fn toggle(ctx: Ctx, entity: &'static Entity) -> Result<Response, ApiError> {
    let (state, caller, req, mut body) = ctx.signed()?;
    let form = read_form(&req, &mut body, None).await?;
    let actor = caller.actor;
    let field = entity.toggle_field;
    let payload = decode_base64_json(field, form.text(field)?)?;
    let id = match payload.get("helperId") {
        Some(Value::Number(n)) => n.as_u64(),
        Some(Value::String(s)) => s.trim().parse().ok(),
        _ => None,
    }
    .ok_or_else(|| ApiError::BadRequest(msg!("toggle-id", field = field)))?;
    let status = match payload.get("status") {
        Some(Value::Bool(b)) => Some(*b),
        Some(Value::String(s)) if s == "true" => Some(true),
        Some(Value::String(s)) if s == "false" => Some(false),
        _ => None,
    }
    .ok_or_else(|| ApiError::BadRequest(msg!("toggle-status", field = field)))?;
    let content = state.content.clone();
    let now = blocking(move || content.records().toggle(entity, id, status, &actor)).await?;
    Ok(ok("Status updated successfully!", json!({"isActive": now})))
}

/// The path of an entity's move call: beside its `manage` (`/banner/move`, …).
fn move_path(entity: &Entity) -> String {
    let base = entity
        .manage_path
        .strip_suffix("/manage")
        .unwrap_or(entity.manage_path);
    format!("{base}/move")
}

/// `POST /X/move`: form fields `id` and `to` (`up`, `down` or `top`) move an item in the
/// display order (docs/decisions.md §4).
async fn move_item(ctx: Ctx, entity: &'static Entity) -> Result<Response, ApiError> {
    let (state, caller, req, mut body) = ctx.signed()?;
    let form = read_form(&req, &mut body, None).await?;
    let actor = caller.actor;
    let id = checks::whole_number(form.text("id")?)
        .ok_or_else(|| ApiError::BadRequest(msg!("item-id")))?;
    let to = match form.text("to")? {
        "up" => Move::Up,
        "down" => Move::Down,
        "top" => Move::Top,
        _ => {
            return Err(ApiError::BadRequest(msg!("move-to")));
        }
    };
    let content = state.content.clone();
    blocking(move || content.records().move_item(entity, id, to, &actor)).await?;
    Ok(ok("Order updated.", json!({"id": id})))
}

/// The content calls of every entity: list (anyone; a token shows drafts too), save and fetch
/// (signed in), (de)activate and, for entities in display order, move (approvers and
/// administrators).
pub fn calls() -> Vec<Call> {
    let mut calls = Vec::new();
    for entity in &ENTITIES {
        calls.extend([
            Call::new(
                entity.list_path,
                Access::TokenOptional,
                doc::list_operation(entity),
                move |ctx| list(ctx, entity),
            ),
            Call::new(
                entity.manage_path,
                Access::SignedIn,
                doc::manage_operation(entity),
                move |ctx| manage(ctx, entity),
            )
            .reads(Input::Upload),
            Call::new(
                entity.get_path,
                Access::SignedIn,
                doc::get_operation(entity),
                move |ctx| get_by_id(ctx, entity),
            )
            .reads(Input::Small),
            Call::new(
                entity.toggle_path,
                Access::Moderators(TOGGLING),
                doc::toggle_operation(entity),
                move |ctx| toggle(ctx, entity),
            )
            .reads(Input::Small),
        ]);
        if entity.order == Order::Display {
            calls.push(
                Call::new(
                    move_path(entity),
                    Access::Moderators(REORDERING),
                    doc::move_operation(entity),
                    move |ctx| move_item(ctx, entity),
                )
                .reads(Input::Small),
            );
        }
    }
    calls
}
