//! The back office's list query (docs/admin-lists.md): search words, a status filter and a sort
//! over any entity, answered one page at a time, so a table never downloads a whole list.
//!
//! What the query reads beside the list index lives in memory per entity once a signed-in
//! caller first asks for it: each record's fields, folded as searches compare them. Writes
//! keep it current; the workflow's states are read from the store per query, so a review step
//! is seen at once.
use std::collections::HashMap;
use std::sync::RwLock;

use super::entities::Entity;
use super::listing::{Candidate, Paging, fold, is_archived};
use super::workflow::Status;
use super::{ContentError, Envelope};

/// The longest `q` accepted, in characters (as the public lists).
const MAX_QUERY_CHARS: usize = 200;
/// The sort name of the active flag, beside the entity's fields.
pub const ACTIVE_SORT: &str = "isActive";

/// Which items the back office's status filter keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusFilter {
    Active,
    Inactive,
    /// Active or not, with a start time still to come.
    Scheduled,
    /// In this workflow state (archived: published and past its last valid day, too).
    Stage(Status),
}

/// The status names `status` takes, in the order the documentation lists them.
pub const STATUS_NAMES: [&str; 7] = [
    "active",
    "inactive",
    "scheduled",
    "draft",
    "review",
    "published",
    "archived",
];

impl StatusFilter {
    fn parse(text: &str) -> Option<StatusFilter> {
        match text {
            "active" => Some(StatusFilter::Active),
            "inactive" => Some(StatusFilter::Inactive),
            "scheduled" => Some(StatusFilter::Scheduled),
            other => Status::parse(other).map(StatusFilter::Stage),
        }
    }
}

/// What a list is sorted by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SortKey {
    /// The entity's field at this index of `Entity::fields`.
    Field(usize),
    /// The active flag: inactive before active when ascending.
    Active,
    /// The record's id.
    Id,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sort {
    pub key: SortKey,
    pub descending: bool,
}

/// The back office's query parameters (`q`, `status`, `sort`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AdminQuery {
    /// Search words, folded; every one must occur in one of the entity's fields.
    pub words: Vec<String>,
    pub status: Option<StatusFilter>,
    pub sort: Option<Sort>,
}

/// The names `sort` takes for `entity`: its fields as list items name them, the id field and
/// the active flag.
pub fn sort_names(entity: &Entity) -> Vec<&'static str> {
    let mut names: Vec<&'static str> = entity.field_names().map(|f| entity.list_name(f)).collect();
    names.push(entity.id_field);
    names.push(ACTIVE_SORT);
    names
}

impl AdminQuery {
    /// Reads `q`, `status` and `sort`. `None` when none is given (the list answers as it
    /// always did). An empty `q` is no search.
    pub fn from_query(
        entity: &Entity,
        q: Option<&str>,
        status: Option<&str>,
        sort: Option<&str>,
    ) -> Result<Option<AdminQuery>, ContentError> {
        if q.is_none() && status.is_none() && sort.is_none() {
            return Ok(None);
        }
        if q.is_some_and(|q| q.chars().count() > MAX_QUERY_CHARS) {
            return Err(ContentError::Invalid(crate::msg!(
                "query-too-long",
                n = MAX_QUERY_CHARS
            )));
        }
        let words = q
            .map(|q| fold(q).split_whitespace().map(str::to_string).collect())
            .unwrap_or_default();
        let status = match status {
            None => None,
            Some(s) => Some(StatusFilter::parse(s).ok_or_else(|| {
                ContentError::Invalid(crate::msg!(
                    "unknown-status",
                    value = format!("{s:?}"),
                    list = STATUS_NAMES.join(", ")
                ))
            })?),
        };
        let sort = match sort {
            None => None,
            Some(s) => Some(parse_sort(entity, s)?),
        };
        Ok(Some(AdminQuery {
            words,
            status,
            sort,
        }))
    }

    /// Whether answering needs the records' text (and not only the list index).
    fn reads_rows(&self) -> bool {
        !self.words.is_empty()
            || matches!(self.status, Some(StatusFilter::Stage(_)))
            || matches!(
                self.sort,
                Some(Sort {
                    key: SortKey::Field(_),
                    ..
                })
            )
    }

    /// Whether answering needs the workflow states.
    pub fn reads_states(&self) -> bool {
        matches!(self.status, Some(StatusFilter::Stage(_)))
    }
}

fn parse_sort(entity: &Entity, text: &str) -> Result<Sort, ContentError> {
    let (name, descending) = match text.strip_prefix('-') {
        Some(name) => (name, true),
        None => (text, false),
    };
    let key = if name == ACTIVE_SORT {
        Some(SortKey::Active)
    } else if name == entity.id_field {
        Some(SortKey::Id)
    } else {
        entity
            .field_names()
            .position(|f| f == name || entity.list_name(f) == name)
            .map(SortKey::Field)
    };
    let key = key.ok_or_else(|| {
        ContentError::Invalid(crate::msg!(
            "unknown-sort",
            value = format!("{name:?}"),
            list = sort_names(entity).join(", ")
        ))
    })?;
    Ok(Sort { key, descending })
}

/// What the query reads of one record: its fields folded, one after another.
#[derive(Debug)]
struct Row {
    text: Box<str>,
    /// Where each field of `Entity::fields` ends in `text` (a new line separates them).
    ends: Box<[u32]>,
    valid_until: Box<str>,
}

impl Row {
    fn of(entity: &Entity, record: &Envelope) -> Row {
        let mut text = String::new();
        let mut ends = Vec::new();
        for (i, name) in entity.field_names().enumerate() {
            if i > 0 {
                text.push('\n');
            }
            // A new line inside a value would let a word match across two fields.
            text.push_str(&fold(&record.text(name)).replace('\n', " "));
            ends.push(u32::try_from(text.len()).unwrap_or(u32::MAX));
        }
        let valid_until = record.placement.valid_until_text();
        Row {
            text: text.into_boxed_str(),
            ends: ends.into_boxed_slice(),
            valid_until: valid_until.into(),
        }
    }

    fn field(&self, i: usize) -> &str {
        let end = self.ends.get(i).map_or(0, |e| *e as usize);
        let start = match i {
            0 => 0,
            _ => self.ends.get(i - 1).map_or(0, |e| *e as usize + 1),
        };
        self.text.get(start..end).unwrap_or("")
    }
}

/// Every entity's rows, loaded on first use.
#[derive(Default)]
pub struct AdminRows {
    rows: RwLock<HashMap<&'static str, HashMap<u64, Row>>>,
}

impl AdminRows {
    pub fn is_loaded(&self, entity: &Entity) -> bool {
        self.rows
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .contains_key(entity.key)
    }

    /// Loads `entity`'s rows from every record. Called under the content write lock.
    pub(super) fn load(&self, entity: &'static Entity, records: &[(u64, Envelope)]) {
        let rows = records
            .iter()
            .map(|(id, r)| (*id, Row::of(entity, r)))
            .collect();
        self.rows
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .entry(entity.key)
            .or_insert(rows);
    }

    /// A created or changed record, when the entity's rows are loaded.
    pub(super) fn changed(&self, entity: &'static Entity, id: u64, record: &Envelope) {
        if let Some(rows) = self
            .rows
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .get_mut(entity.key)
        {
            rows.insert(id, Row::of(entity, record));
        }
    }

    /// The ids of the page `query` asks for, in its order, and how many items match in all.
    /// `candidates` are in list order (the order ties keep); `stages` holds the workflow
    /// state of each item that has one (others are published).
    #[allow(clippy::too_many_arguments)]
    pub fn select(
        &self,
        entity: &Entity,
        query: &AdminQuery,
        candidates: Vec<Candidate>,
        now: i64,
        today: &str,
        stages: &HashMap<u64, Status>,
        paging: Paging,
    ) -> (Vec<u64>, usize) {
        let all = self.rows.read().unwrap_or_else(|p| p.into_inner());
        let empty = HashMap::new();
        let rows = match all.get(entity.key) {
            Some(rows) => rows,
            None if !query.reads_rows() => &empty,
            // Not loaded: the caller loads before asking; answer nothing rather than wrongly.
            None => return (Vec::new(), 0),
        };
        let passes = |c: &Candidate| {
            let row = rows.get(&c.id);
            let status_ok = match query.status {
                None => true,
                Some(StatusFilter::Active) => c.active,
                Some(StatusFilter::Inactive) => !c.active,
                Some(StatusFilter::Scheduled) => c.from.is_some_and(|f| now < f),
                Some(StatusFilter::Stage(stage)) => {
                    let stored = stages.get(&c.id).copied().unwrap_or(Status::Published);
                    let archived = stored == Status::Published
                        && row.is_some_and(|r| is_archived(&r.valid_until, today));
                    let shown = if archived { Status::Archived } else { stored };
                    shown == stage
                }
            };
            status_ok
                && (query.words.is_empty()
                    || row.is_some_and(|r| query.words.iter().all(|w| r.text.contains(w.as_str()))))
        };
        let mut found: Vec<Candidate> = candidates.into_iter().filter(passes).collect();
        if let Some(sort) = query.sort {
            // Stable: equal keys keep list order, whichever way the sort goes.
            let key_of = |c: &Candidate| -> (bool, &str, u64) {
                match sort.key {
                    SortKey::Active => (c.active, "", 0),
                    SortKey::Id => (false, "", c.id),
                    SortKey::Field(i) => (false, rows.get(&c.id).map_or("", |r| r.field(i)), 0),
                }
            };
            found.sort_by(|a, b| {
                let order = key_of(a).cmp(&key_of(b));
                if sort.descending {
                    order.reverse()
                } else {
                    order
                }
            });
        }
        let total = found.len();
        let skip = (paging.page - 1).saturating_mul(paging.size);
        let ids = found
            .iter()
            .skip(skip)
            .take(paging.size)
            .map(|c| c.id)
            .collect();
        (ids, total)
    }

    /// Loads rows only when `query` reads them.
    pub fn needs_load(&self, entity: &Entity, query: &AdminQuery) -> bool {
        query.reads_rows() && !self.is_loaded(entity)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::content::entities::by_key;

    fn record(fields: &[(&str, &str)], active: bool) -> Envelope {
        Envelope {
            fields: fields
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect::<BTreeMap<_, _>>(),
            active,
            image: None,
            placement: Default::default(),
            state: Default::default(),
        }
    }

    #[test]
    fn parameters_are_checked() {
        let news = by_key(crate::entities::keys::NEWS).expect("news row");
        assert_eq!(
            AdminQuery::from_query(news, None, None, None).ok(),
            Some(None)
        );
        assert!(AdminQuery::from_query(news, None, Some("live"), None).is_err());
        let err = AdminQuery::from_query(news, None, None, Some("-colour"))
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(err.contains("colour"), "{err}");
        let q =
            AdminQuery::from_query(news, Some("Exam  NOTICE"), Some("draft"), Some("-newsDate"))
                .ok()
                .flatten()
                .expect("a query");
        assert_eq!(q.words, vec!["exam", "notice"]);
        assert_eq!(q.status, Some(StatusFilter::Stage(Status::Draft)));
        assert_eq!(
            q.sort,
            Some(Sort {
                key: SortKey::Field(2),
                descending: true
            })
        );
        // A renamed field sorts by its list name as well as its stored one.
        let future = by_key(crate::entities::keys::FUTURES).expect("row");
        assert!(AdminQuery::from_query(future, None, None, Some("nameOd")).is_ok());
        assert!(AdminQuery::from_query(future, None, None, Some("altName")).is_ok());
    }

    #[test]
    fn search_filter_sort_and_page() {
        let news = by_key(crate::entities::keys::NEWS).expect("news row");
        let rows = AdminRows::default();
        let records = vec![
            (
                1,
                record(
                    &[
                        ("newsTitleEn", "Exam results"),
                        ("newsTitleOd", "ଫଳାଫଳ"),
                        ("newsDate", "2025-01-02"),
                    ],
                    true,
                ),
            ),
            (
                2,
                record(
                    &[
                        ("newsTitleEn", "Holiday"),
                        ("newsTitleOd", "ଛୁଟି"),
                        ("newsDate", "2025-03-01"),
                    ],
                    false,
                ),
            ),
            (
                3,
                record(
                    &[
                        ("newsTitleEn", "exam dates"),
                        ("newsTitleOd", "ତାରିଖ"),
                        ("newsDate", "2024-12-01"),
                    ],
                    true,
                ),
            ),
        ];
        rows.load(news, &records);
        let candidates = || {
            records
                .iter()
                .map(|(id, r)| Candidate {
                    id: *id,
                    active: r.active,
                    from: (*id == 3).then_some(500),
                })
                .collect::<Vec<_>>()
        };
        let page = Paging { page: 1, size: 10 };
        let run = |q: Option<&str>, status: Option<&str>, sort: Option<&str>, paging: Paging| {
            let query = AdminQuery::from_query(news, q, status, sort)
                .ok()
                .flatten()
                .expect("a query");
            let mut stages = HashMap::new();
            stages.insert(2, Status::Draft);
            rows.select(
                news,
                &query,
                candidates(),
                100,
                "2025-06-01",
                &stages,
                paging,
            )
        };
        assert_eq!(run(Some("EXAM"), None, None, page), (vec![1, 3], 2));
        assert_eq!(run(Some("ଛୁଟି"), None, None, page), (vec![2], 1));
        assert_eq!(run(None, Some("inactive"), None, page), (vec![2], 1));
        assert_eq!(run(None, Some("scheduled"), None, page), (vec![3], 1));
        assert_eq!(run(None, Some("draft"), None, page), (vec![2], 1));
        assert_eq!(run(None, Some("published"), None, page), (vec![1, 3], 2));
        assert_eq!(run(None, None, Some("newsDate"), page), (vec![3, 1, 2], 3));
        assert_eq!(run(None, None, Some("-newsDate"), page), (vec![2, 1, 3], 3));
        // Active first, list order kept among equals.
        assert_eq!(run(None, None, Some("-isActive"), page), (vec![1, 3, 2], 3));
        let second = Paging { page: 2, size: 2 };
        assert_eq!(run(None, None, Some("newsTitleEn"), second), (vec![2], 3));
        // A change is searched at once.
        rows.changed(
            news,
            2,
            &record(
                &[("newsTitleEn", "Exam holiday"), ("newsDate", "2025-03-01")],
                false,
            ),
        );
        assert_eq!(run(Some("exam"), None, None, page), (vec![1, 2, 3], 3));
    }
}
