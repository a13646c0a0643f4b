//! Site-wide public calls that belong to no one entity: search (GIGW §5.2.31) and the
//! "last updated" times (GIGW §5.1.5).
use std::sync::Arc;

use poem::http::{Method, StatusCode};
use poem::{Request, Response};
use poem_openapi::registry::{MetaOperationParam, MetaParamIn, MetaPath};
use serde_json::json;

use super::error::ApiError;
use super::handlers::{ApiState, blocking, json_response};
use super::{described, errors, operation, response, schema};

pub const SEARCH_PATH: &str = "/search/allowAll/query";
pub const UPDATED_PATH: &str = "/lastUpdated/allowAll/list";
const TAG: &str = "Site";

#[derive(serde::Deserialize)]
struct SearchQuery {
    q: Option<String>,
    page: Option<String>,
}

/// `GET /search/allowAll/query?q=&page=`: one page of hits over active content.
pub async fn search(state: Arc<ApiState>, req: Request) -> Result<Response, ApiError> {
    let query: SearchQuery = req.params().map_err(|_| {
        ApiError::BadRequest("The query string could not be read: use ?q=words&page=1.".into())
    })?;
    let q = query.q.unwrap_or_default();
    let page = match query.page.as_deref().map(str::trim) {
        None | Some("") => 1,
        Some(p) => p
            .parse::<usize>()
            .ok()
            .filter(|p| (1..=10_000).contains(p))
            .ok_or_else(|| ApiError::BadRequest("page must be a whole number from 1.".into()))?,
    };
    let content = state.content.clone();
    let body = blocking(move || content.search(&q, page)).await?;
    Ok(json_response(StatusCode::OK, &body))
}

/// `GET /lastUpdated/allowAll/list`: `{entityKey: RFC 3339}` and `release`.
pub async fn last_updated(state: Arc<ApiState>) -> Result<Response, ApiError> {
    let content = state.content.clone();
    let times = blocking(move || content.last_updated()).await?;
    Ok(json_response(
        StatusCode::OK,
        &json!({"outcome": true, "message": "Last updated", "data": times}),
    ))
}

fn param(name: &'static str, description: &'static str, required: bool) -> MetaOperationParam {
    MetaOperationParam {
        name: name.to_string(),
        schema: schema("string"),
        in_type: MetaParamIn::Query,
        description: Some(description.to_string()),
        required,
        deprecated: false,
        explode: true,
        style: None,
    }
}

/// The OpenAPI description of these calls.
pub fn paths() -> Vec<MetaPath> {
    let mut search_responses = vec![response(
        200,
        "Hits {type, titleEn, titleOd, snippetEn, snippetOd, url, date, marks} in data, \
         best first, ten a page; total counts them all. marks holds the UTF-16 [start, end) \
         ranges of matched words per text.",
        super::envelope(),
    )];
    search_responses.extend(errors(&[(
        400,
        "q is empty, has no word, or is over 200 characters; or page is not a number from 1.",
    )]));
    let mut search = operation(
        Method::GET,
        TAG,
        "Search active news, notices, announcements and pages",
        None,
        search_responses,
        vec![],
    );
    search.params = vec![
        param("q", "The words to find, English or Odia.", true),
        param("page", "Page from 1 (ten hits a page).", false),
    ];
    let updated = operation(
        Method::GET,
        TAG,
        "When each kind of content last changed",
        None,
        vec![response(
            200,
            "data: {entity key: RFC 3339 time, release: when this program was built}.",
            described(
                "object",
                None,
                "Envelope whose data maps entity keys to times.",
            ),
        )],
        vec![],
    );
    vec![
        MetaPath {
            path: SEARCH_PATH.into(),
            operations: vec![search],
        },
        MetaPath {
            path: UPDATED_PATH.into(),
            operations: vec![updated],
        },
    ]
}
