//! Site-wide public calls that belong to no one entity: search (GIGW §5.2.31) and the
//! "last updated" times (GIGW §5.1.5).
use poem::{Request, Response};
use poem_openapi::Object;
use serde::Deserialize;
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
    let body = blocking(move || content.answers().search(&q, page)).await?;
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
    let times = blocking(move || content.answers().last_updated()).await?;
    revalidated(
        &req,
        &json!({"outcome": true, "message": "Last updated", "data": times}),
    )
}

/// What `GET /search/allowAll/query` answers: the envelope, with the total and a suggestion
/// beside it. The content layer writes these bytes once per answer (they are served as
/// prepared, with their ETag); this type is what the document says of them, and
/// tests/app/site_search/search.rs reads the served bytes as it, refusing any field it does
/// not name.
#[derive(Deserialize, Object)]
#[serde(deny_unknown_fields)]
#[oai(rename = "SearchAnswer")]
pub struct SearchAnswer {
    pub outcome: bool,
    /// How many results, for a person.
    pub message: String,
    /// One page of hits, best first.
    pub data: Vec<SearchHit>,
    /// How many hits there are in all.
    pub total: u64,
    /// Only when nothing is found: the query with each word that found nothing replaced by
    /// the closest word the site holds, present only when that query finds something ("did
    /// you mean").
    pub suggestion: Option<String>,
}

/// One hit: the texts to show, where it leads and the words to mark.
#[derive(Deserialize, Object)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[oai(rename = "SearchHit", rename_all = "camelCase")]
pub struct SearchHit {
    /// The content type found (news, notices…).
    #[serde(rename = "type")]
    #[oai(rename = "type")]
    pub kind: String,
    pub title_en: String,
    pub title_od: String,
    pub snippet_en: String,
    pub snippet_od: String,
    /// The page to open.
    pub url: String,
    /// The item's date, YYYY-MM-DD; empty when it has none.
    pub date: String,
    pub marks: SearchMarks,
}

/// Per text, the UTF-16 [start, end) ranges of the matched words, however they matched.
#[derive(Deserialize, Object)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[oai(rename = "SearchMarks", rename_all = "camelCase")]
pub struct SearchMarks {
    pub title_en: Vec<[u64; 2]>,
    pub title_od: Vec<[u64; 2]>,
    pub snippet_en: Vec<[u64; 2]>,
    pub snippet_od: Vec<[u64; 2]>,
}

/// Search and the last-updated times: anyone, no token read.
pub fn calls() -> Vec<Call> {
    let found = site_operations();
    vec![
        Call::new(SEARCH_PATH, Access::Anonymous, found.search, search)
            .answers_whole::<SearchAnswer>(),
        Call::new(
            UPDATED_PATH,
            Access::Anonymous,
            found.last_updated,
            last_updated,
        ),
    ]
}
