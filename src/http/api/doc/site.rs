//! Site-wide public calls: search and the last-updated times (handlers in `site`).

use super::*;

pub(in crate::http::api) const SITE_TAG: &str = "Site";
pub const SEARCH_PATH: &str = "/search/allowAll/query";
pub const UPDATED_PATH: &str = "/lastUpdated/allowAll/list";

/// The descriptions of site search and the last-updated times, each named as its handler.
pub struct SiteOperations {
    pub search: Op,
    pub last_updated: Op,
}

pub fn site_operations() -> SiteOperations {
    let query = |name: &str, description: &str, required: bool, ty: MetaSchema| {
        query_param(name, description, ty, required)
    };
    let search = Op {
        method: Method::GET,
        tag: SITE_TAG,
        summary: "Search active news, notices, announcements and pages",
        description: Some(
            "A word matches exactly, nearly (a longer word it begins; the same word once Odia \
             spelling variants such as the nukta, ୟ/ଯ and ୱ/ବ are made one and Odia case \
             endings, plurals and English suffixes are taken off) or with a typo (one edit \
             for words of five letters or more, two for nine or more; never numbers). Every \
             word must match. Hits best first: fewest words matched only by a typo, then \
             title matches above body matches (a news item's summary) above further text \
             (its own page's body), then exact matches, then newest; ten a page; \
             total counts them all. marks holds, per text, the UTF-16 [start, end) ranges of \
             the matched words, however they matched. With no hit, suggestion may propose \
             a query that finds something.",
        ),
        params: vec![
            query(
                "q",
                "The words to find, English or Odia (at most 200 characters). Without a word \
                 (empty, or only spaces and punctuation) nothing is found.",
                true,
                MetaSchema {
                    max_length: Some(200),
                    example: Some(json!("council")),
                    ..MetaSchema::new("string")
                },
            ),
            query(
                "page",
                "Page from 1 (ten hits a page).",
                false,
                MetaSchema {
                    minimum: Some(1.0),
                    maximum: Some(10_000.0),
                    example: Some(json!(1)),
                    ..MetaSchema::new("integer")
                },
            ),
        ],
        request: None,
        // The body is `site::SearchAnswer`'s (its row says so).
        ok: response(
            200,
            "One page of hits; ETag to send back in If-None-Match.",
            envelope(),
        ),
        more: vec![not_modified(
            "Not modified: If-None-Match named the current ETag.",
        )],
        failures: vec![Failure::BadRequest(
            "q is missing or over 200 characters, or page is out of range.",
        )],
    };
    let updated = Op {
        method: Method::GET,
        tag: SITE_TAG,
        summary: "When each kind of content last changed",
        description: None,
        params: vec![],
        request: None,
        ok: response(
            200,
            "data maps entity keys to RFC 3339 times (a category of documents as `document:acts`, for \
             its report page), and release to when this program was built.",
            envelope_of(inline(MetaSchema {
                additional_properties: Some(Box::new(schema("string"))),
                example: Some(json!({
                    (crate::entities::keys::BANNER): "2026-11-23T13:04:55Z",
                    (concat!(crate::entities::keys::key!(documents), ":acts")): "2026-11-20T09:30:00Z",
                    "release": "2026-11-01T00:00:00Z",
                })),
                ..MetaSchema::new("object")
            })),
        ),
        more: vec![not_modified(
            "Not modified: If-None-Match named the current ETag.",
        )],
        failures: vec![],
    };
    SiteOperations {
        search,
        last_updated: updated,
    }
}
