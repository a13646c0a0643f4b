//! List order and paging, kept so that neither a write nor a visit costs more as content piles
//! up over the years.
//!
//! Each entity's order lives in memory as a small sorted index (id, active flag, sort date):
//! a write moves one entry, a page reads only the records it shows. Public answers are prepared
//! when first asked for and dropped when their entity changes, so a write never re-encodes a
//! list, and only what visitors actually ask for is kept.
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, RwLock};

use unicode_normalization::UnicodeNormalization;

use super::ContentError;
use super::checks::{self, ist_date, now_minutes};
use super::entities::{Choice, Entity, FieldKind, ListFilters, Order};
use super::prepared::Prepared;

pub use super::placement::POSITION_GAP;
use super::placement::{Placement, has_own_validity};

mod index;
mod lists;
mod prepared;
pub use index::*;
use prepared::*;

/// Where an administrator moves an item in the display order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    Up,
    Down,
    Top,
}

/// The largest page a caller may ask for.
pub const MAX_PAGE_SIZE: usize = 100;
/// The page size when `page` is given without `size`.
pub const DEFAULT_PAGE_SIZE: usize = 10;
/// Prepared public answers kept per entity (the first pages in the sizes the site asks for);
/// answers beyond this are made per request.
const PREPARED_PER_ENTITY: usize = 24;

/// One page of a list: `page` from 1, `size` items.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Paging {
    pub page: usize,
    pub size: usize,
}

impl Paging {
    /// Reads the `page` and `size` query parameters. Neither given: the whole list (`None`).
    /// Either given: a page (page 1 and size [`DEFAULT_PAGE_SIZE`] when left out).
    pub fn from_query(
        page: Option<&str>,
        size: Option<&str>,
    ) -> Result<Option<Paging>, ContentError> {
        if page.is_none() && size.is_none() {
            return Ok(None);
        }
        let page = match page {
            None => 1,
            Some(p) => checks::whole_number(p)
                .map(|p| p as usize)
                .filter(|p| *p >= 1 && *p <= 1_000_000)
                .ok_or_else(|| ContentError::Invalid(crate::msg!("page-number")))?,
        };
        let size = match size {
            None => DEFAULT_PAGE_SIZE,
            Some(s) => checks::whole_number(s)
                .map(|s| s as usize)
                .filter(|s| (1..=MAX_PAGE_SIZE).contains(s))
                .ok_or_else(|| {
                    ContentError::Invalid(crate::msg!("page-size", n = MAX_PAGE_SIZE))
                })?,
        };
        Ok(Some(Paging { page, size }))
    }

    fn skip(&self) -> usize {
        (self.page - 1).saturating_mul(self.size)
    }
}

/// The longest `q` accepted, in characters.
const MAX_QUERY_CHARS: usize = 200;

/// The list query parameters of an entity with [`ListFilters`]; each absent one lets every
/// item through.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    pub category: Option<String>,
    /// Search words, NFC-normalised and lower-cased.
    pub words: Vec<String>,
    pub year: Option<String>,
    pub archived: Option<bool>,
}

/// Text as searches compare it: NFC, lower case (Odia has no case; NFC makes a nukta letter
/// typed as two code points equal to the precomposed one).
pub fn fold(text: &str) -> String {
    text.nfc().collect::<String>().to_lowercase()
}

impl Filter {
    /// Reads `category`, `q`, `year` and `archived`. `None` when none is given, or when the
    /// entity takes no filters (its lists answer as they always did).
    pub fn from_query(
        entity: &Entity,
        category: Option<&str>,
        q: Option<&str>,
        year: Option<&str>,
        archived: Option<&str>,
    ) -> Result<Option<Filter>, ContentError> {
        let Some(filters) = &entity.filters else {
            return Ok(None);
        };
        // Exactly what the schema lists: an empty category or q is no filter; a year or
        // archived, when given, must be one.
        if q.is_some_and(|q| q.chars().count() > MAX_QUERY_CHARS) {
            return Err(ContentError::Invalid(crate::msg!(
                "query-too-long",
                n = MAX_QUERY_CHARS
            )));
        }
        let category = category.filter(|c| !c.is_empty());
        let q = q.filter(|q| !q.trim().is_empty());
        if category.is_none() && q.is_none() && year.is_none() && archived.is_none() {
            return Ok(None);
        }
        if let Some(c) = category
            && !allowed_values(entity, filters.category)
                .is_none_or(|choices| choices.iter().any(|v| v.value == c))
        {
            return Err(ContentError::Invalid(crate::msg!(
                "unknown-category",
                value = format!("{c:?}")
            )));
        }
        if let Some(y) = year
            && !(y.len() == 4 && checks::whole_number(y).is_some_and(|y| y >= 1000))
        {
            return Err(ContentError::Invalid(crate::msg!("year-format")));
        }
        let archived = match archived {
            None => None,
            Some("true") => Some(true),
            Some("false") => Some(false),
            Some(_) => {
                return Err(ContentError::Invalid(crate::msg!(
                    "not-true-or-false",
                    field = "archived"
                )));
            }
        };
        let words = match q {
            None => Vec::new(),
            Some(q) => fold(q).split_whitespace().map(str::to_string).collect(),
        };
        Ok(Some(Filter {
            category: category.map(str::to_string),
            words,
            year: year.map(str::to_string),
            archived,
        }))
    }
}

/// The values a select field of the entity allows, if `field` is one.
pub fn allowed_values(entity: &Entity, field: &str) -> Option<&'static [Choice]> {
    entity.fields.iter().find_map(|f| match f.kind {
        FieldKind::Select { choices, .. } if f.names().any(|n| n == field) => Some(choices),
        _ => None,
    })
}

/// The first midnight in India (UTC+05:30) after `now`, in minutes since the epoch.
fn next_ist_midnight(now: i64) -> i64 {
    const IST: i64 = 330;
    (now + IST).div_euclid(1440).saturating_add(1) * 1440 - IST
}

/// The time schedules are read against, in minutes since the epoch.
pub type Clock = Arc<dyn Fn() -> i64 + Send + Sync>;

/// Indexes read back from the store, not yet in use.
pub struct KeptListings(Vec<(&'static str, EntityIndex)>);

/// Every entity's index and prepared public answers.
pub struct Listings {
    clock: Clock,
    indexes: RwLock<HashMap<&'static str, EntityIndex>>,
    prepared: RwLock<HashMap<&'static str, PreparedCache>>,
    /// One build of a missing answer at a time: a burst of visitors after an edit builds it once.
    building: Mutex<()>,
}

impl Default for Listings {
    fn default() -> Self {
        Listings::with_clock(Arc::new(now_minutes))
    }
}

#[cfg(test)]
mod tests;
