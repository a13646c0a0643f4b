//! The query of a content list: paging, the public filters, and the back office's own
//! search, states and order (docs/admin-lists.md).
use poem::Request;

use super::super::error::ApiError;
use crate::content::entities::Entity;
use crate::content::{AdminQuery, Filter, Paging};
use crate::messages::msg;

#[derive(serde::Deserialize)]
struct ListQuery {
    page: Option<String>,
    size: Option<String>,
    category: Option<String>,
    q: Option<String>,
    year: Option<String>,
    archived: Option<String>,
    status: Option<String>,
    sort: Option<String>,
}

/// The optional `page` and `size` of a list call (docs/decisions.md §4), and the filters of an
/// entity that takes them (`category`, `q`, `year`, `archived`).
pub(super) fn list_query(
    entity: &Entity,
    req: &Request,
) -> Result<(Option<Paging>, Option<Filter>), ApiError> {
    if req.uri().query().is_none() {
        return Ok((None, None));
    }
    let query: ListQuery = req
        .params()
        .map_err(|_| ApiError::BadRequest(msg!("query-unreadable", example = "?page=1&size=10")))?;
    let paging = Paging::from_query(query.page.as_deref(), query.size.as_deref())?;
    let filter = Filter::from_query(
        entity,
        query.category.as_deref(),
        query.q.as_deref(),
        query.year.as_deref(),
        query.archived.as_deref(),
    )?;
    Ok((paging, filter))
}

/// Paging, the public filters and the back office's query of a signed-in caller's list.
type AdminListQuery = (Option<Paging>, Option<Filter>, Option<AdminQuery>);

/// A signed-in caller's list query: [`list_query`]'s, and the back office's `q`, `status` and
/// `sort` (docs/admin-lists.md). With any of those three, `q` searches every field of the
/// entity rather than the public filter's fields.
pub(super) fn admin_list_query(entity: &Entity, req: &Request) -> Result<AdminListQuery, ApiError> {
    if req.uri().query().is_none() {
        return Ok((None, None, None));
    }
    let query: ListQuery = req
        .params()
        .map_err(|_| ApiError::BadRequest(msg!("query-unreadable", example = "?page=1&size=10")))?;
    let admin = AdminQuery::from_query(
        entity,
        query.q.as_deref(),
        query.status.as_deref(),
        query.sort.as_deref(),
    )?;
    let paging = Paging::from_query(query.page.as_deref(), query.size.as_deref())?;
    // The back office's words go to its own search; the public filter keeps the rest.
    let q = match admin {
        Some(_) => None,
        None => query.q.as_deref(),
    };
    let filter = Filter::from_query(
        entity,
        query.category.as_deref(),
        q,
        query.year.as_deref(),
        query.archived.as_deref(),
    )?;
    Ok((paging, filter, admin))
}
