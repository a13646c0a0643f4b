//! Site-wide public calls that belong to no one entity: search (GIGW §5.2.31) and the
//! "last updated" times (GIGW §5.1.5).
use poem::{Request, Response};
use serde_json::{Value, json};

use super::blocking::blocking;
use super::call::{Access, Call, Ctx};
use super::doc::{SEARCH_PATH, UPDATED_PATH, site_operations};
use super::error::ApiError;
use super::reply::answer_prepared;
use crate::content::{Prepared, checks};
use crate::messages::msg;

#[derive(serde::Deserialize)]
struct SearchQuery {
    q: Option<String>,
    page: Option<String>,
}

/// `GET /search/allowAll/query?q=&page=`: one page of hits over active content.
async fn search(ctx: Ctx) -> Result<Response, ApiError> {
    let Ctx { state, req, .. } = ctx;
    let query: SearchQuery = req
        .params()
        .map_err(|_| ApiError::BadRequest(msg!("query-unreadable", example = "?q=words&page=1")))?;
    let q = query
        .q
        .ok_or_else(|| ApiError::BadRequest(msg!("search-empty")))?;
    let page = match query.page.as_deref() {
        None => 1,
        Some(p) => checks::whole_number(p)
            .filter(|p| (1..=10_000).contains(p))
            .ok_or_else(|| {
                ApiError::BadRequest(msg!("number-range", field = "page", n = 10_000u64))
            })? as usize,
    };
    let content = state.content.clone();
    let body = blocking(move || content.search(&q, page)).await?;
    revalidated(&req, &body)
}

/// A public answer, compressed, with a strong ETag of its bytes: 304 when If-None-Match names
/// it. Kept by no cache without asking, since a write changes it at once.
fn revalidated(req: &Request, body: &Value) -> Result<Response, ApiError> {
    let prepared = Prepared::with_quality(body.to_string().into_bytes(), 4);
    answer_prepared(req, &prepared, "no-cache")
}

/// `GET /lastUpdated/allowAll/list`: `{entityKey: RFC 3339}` and `release`.
async fn last_updated(ctx: Ctx) -> Result<Response, ApiError> {
    let Ctx { state, req, .. } = ctx;
    let content = state.content.clone();
    let times = blocking(move || content.last_updated()).await?;
    revalidated(
        &req,
        &json!({"outcome": true, "message": "Last updated", "data": times}),
    )
}

/// Search and the last-updated times: anyone, no token read.
pub fn calls() -> Vec<Call> {
    let found = site_operations();
    vec![
        Call::new(SEARCH_PATH, Access::Anonymous, found.search, search),
        Call::new(
            UPDATED_PATH,
            Access::Anonymous,
            found.last_updated,
            last_updated,
        ),
    ]
}
