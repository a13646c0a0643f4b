//! List order and paging, kept so that neither a write nor a visit costs more as content piles
//! up over the years.
//!
//! Each entity's order lives in memory as a small sorted index (id, active flag, sort date):
//! a write moves one entry, a page reads only the records it shows. Public answers are prepared
//! when first asked for and dropped when their entity changes, so a write never re-encodes a
//! list, and only what visitors actually ask for is kept.
use std::collections::HashMap;
use std::sync::{Arc, Mutex, RwLock};

use unicode_normalization::UnicodeNormalization;

use super::ContentError;
use super::entities::{Check, Entity, ListFilters, Order};
use super::prepared::Prepared;

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
            Some(p) => p
                .trim()
                .parse::<usize>()
                .ok()
                .filter(|p| *p >= 1 && *p <= 1_000_000)
                .ok_or_else(|| {
                    ContentError::Invalid("page must be a whole number from 1.".into())
                })?,
        };
        let size = match size {
            None => DEFAULT_PAGE_SIZE,
            Some(s) => s
                .trim()
                .parse::<usize>()
                .ok()
                .filter(|s| (1..=MAX_PAGE_SIZE).contains(s))
                .ok_or_else(|| {
                    ContentError::Invalid(format!(
                        "size must be a whole number from 1 to {MAX_PAGE_SIZE}."
                    ))
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
        fn given(v: Option<&str>) -> Option<&str> {
            v.map(str::trim).filter(|v| !v.is_empty())
        }
        let (category, q, year, archived) =
            (given(category), given(q), given(year), given(archived));
        if category.is_none() && q.is_none() && year.is_none() && archived.is_none() {
            return Ok(None);
        }
        if let Some(c) = category
            && !allowed_values(entity, filters.category).is_none_or(|values| values.contains(&c))
        {
            return Err(ContentError::Invalid(format!("Unknown category {c:?}.")));
        }
        if let Some(y) = year
            && !(y.len() == 4 && y.bytes().all(|b| b.is_ascii_digit()))
        {
            return Err(ContentError::Invalid(
                "year must be four digits, such as 2025.".into(),
            ));
        }
        let archived = match archived {
            None => None,
            Some("true") => Some(true),
            Some("false") => Some(false),
            Some(_) => {
                return Err(ContentError::Invalid(
                    "archived must be true or false.".into(),
                ));
            }
        };
        let words = match q {
            None => Vec::new(),
            Some(q) if q.chars().count() > MAX_QUERY_CHARS => {
                return Err(ContentError::Invalid(format!(
                    "q is too long (at most {MAX_QUERY_CHARS} characters)."
                )));
            }
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

/// The values a `OneOf` check of the entity allows for `field`, if it has one.
pub fn allowed_values(entity: &Entity, field: &str) -> Option<&'static [&'static str]> {
    entity.checks.iter().find_map(|c| match c {
        Check::OneOf(f, values, _) if *f == field => Some(*values),
        _ => None,
    })
}

/// What a filter reads of a record, kept in its index entry.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Keys {
    category: String,
    /// The first four characters of the year field.
    year: String,
    /// The expiry date; empty: never.
    expiry: String,
    /// The searched fields, folded, one per line.
    search: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Entry {
    id: u64,
    active: bool,
    /// The value of the entity's date field for [`Order::DateDescending`]; empty otherwise.
    date: String,
    /// For entities with [`ListFilters`] only.
    keys: Option<Box<Keys>>,
}

/// True when `expiry` (empty: never) is before `today` (both `YYYY-MM-DD`).
pub fn is_archived(expiry: &str, today: &str) -> bool {
    !expiry.is_empty() && expiry < today
}

impl Entry {
    fn passes(&self, filter: &Filter, today: &str) -> bool {
        let Some(keys) = &self.keys else {
            return true;
        };
        filter.category.as_ref().is_none_or(|c| *c == keys.category)
            && filter.year.as_ref().is_none_or(|y| *y == keys.year)
            && filter
                .archived
                .is_none_or(|a| a == is_archived(&keys.expiry, today))
            && filter
                .words
                .iter()
                .all(|w| keys.search.contains(w.as_str()))
    }
}

/// One entity's records in list order.
#[derive(Debug, Default)]
struct EntityIndex {
    entries: Vec<Entry>,
}

impl EntityIndex {
    /// Where `entry` belongs in list order (DECISIONS.md §2.7).
    fn position(&self, order: &Order, entry: &Entry) -> usize {
        match order {
            Order::IdAscending => self.entries.partition_point(|e| e.id < entry.id),
            // Newest date first; equal dates newest record first. ISO dates sort as text.
            Order::DateDescending(_) => self
                .entries
                .partition_point(|e| (&e.date, e.id) > (&entry.date, entry.id)),
        }
    }

    fn put(&mut self, order: &Order, entry: Entry) {
        self.entries.retain(|e| e.id != entry.id);
        let at = self.position(order, &entry);
        self.entries.insert(at, entry);
    }

    /// The ids of one page (or all), and how many items the caller may see in all.
    fn select(
        &self,
        include_inactive: bool,
        paging: Option<Paging>,
        filter: Option<&Filter>,
        today: &str,
    ) -> (Vec<u64>, usize) {
        let visible = self.entries.iter().filter(|e| {
            (include_inactive || e.active) && filter.is_none_or(|f| e.passes(f, today))
        });
        let total = visible.clone().count();
        let ids = match paging {
            None => visible.map(|e| e.id).collect(),
            Some(p) => visible.skip(p.skip()).take(p.size).map(|e| e.id).collect(),
        };
        (ids, total)
    }
}

/// What the index needs of a record.
pub struct Summary<'a> {
    pub id: u64,
    pub active: bool,
    pub fields: &'a std::collections::BTreeMap<String, String>,
}

fn entry_of(entity: &Entity, s: &Summary<'_>) -> Entry {
    let date = match entity.order {
        Order::DateDescending(field) => s.fields.get(field).cloned().unwrap_or_default(),
        Order::IdAscending => String::new(),
    };
    let keys = entity.filters.as_ref().map(|f: &ListFilters| {
        let get = |name: &str| s.fields.get(name).map(String::as_str).unwrap_or("");
        let search: Vec<String> = f.search.iter().map(|n| fold(get(n))).collect();
        Box::new(Keys {
            category: get(f.category).to_string(),
            year: get(f.year).chars().take(4).collect(),
            expiry: get(f.expiry).to_string(),
            search: search.join("\n"),
        })
    });
    Entry {
        id: s.id,
        active: s.active,
        date,
        keys,
    }
}

#[derive(Default)]
struct PreparedCache {
    /// Bumped by every change of the entity, so an answer built from an older state is never
    /// kept after a newer change dropped the cache.
    generation: u64,
    /// The day the answers were made on, for entities whose items expire (their `archived`
    /// flags change at midnight).
    day: String,
    answers: HashMap<Option<Paging>, Arc<Prepared>>,
}

/// The day prepared answers of `entity` are valid for: today where items expire, else "".
fn answer_day(entity: &Entity, today: &str) -> String {
    if entity.filters.is_some() {
        today.to_string()
    } else {
        String::new()
    }
}

/// Every entity's index and prepared public answers.
#[derive(Default)]
pub struct Listings {
    indexes: RwLock<HashMap<&'static str, EntityIndex>>,
    prepared: RwLock<HashMap<&'static str, PreparedCache>>,
    /// One build of a missing answer at a time: a burst of visitors after an edit builds it once.
    building: Mutex<()>,
}

impl Listings {
    /// True once `entity`'s index has been loaded.
    pub fn is_loaded(&self, entity: &Entity) -> bool {
        self.indexes
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .contains_key(entity.key)
    }

    /// Loads `entity`'s index from every record (once, on first use).
    pub fn load<'a>(&self, entity: &'static Entity, records: impl Iterator<Item = Summary<'a>>) {
        let mut index = EntityIndex {
            entries: records.map(|s| entry_of(entity, &s)).collect(),
        };
        match entity.order {
            Order::IdAscending => index.entries.sort_by_key(|e| e.id),
            Order::DateDescending(_) => index
                .entries
                .sort_by(|a, b| (&b.date, b.id).cmp(&(&a.date, a.id))),
        }
        self.indexes
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .entry(entity.key)
            .or_insert(index);
    }

    /// Records a created or changed record, and drops the entity's prepared answers.
    /// Called after the change is committed, under the content write lock.
    pub fn changed(&self, entity: &'static Entity, summary: Summary<'_>) {
        if let Some(index) = self
            .indexes
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .get_mut(entity.key)
        {
            index.put(&entity.order, entry_of(entity, &summary));
        }
        let mut prepared = self.prepared.write().unwrap_or_else(|p| p.into_inner());
        let cache = prepared.entry(entity.key).or_default();
        cache.generation += 1;
        cache.answers.clear();
    }

    /// The ids to show and the total the caller may see; `None` when the index is not loaded.
    pub fn select(
        &self,
        entity: &Entity,
        include_inactive: bool,
        paging: Option<Paging>,
        filter: Option<&Filter>,
        today: &str,
    ) -> Option<(Vec<u64>, usize)> {
        self.indexes
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .get(entity.key)
            .map(|i| i.select(include_inactive, paging, filter, today))
    }

    /// The prepared public answer for `paging`, when one is kept.
    pub fn prepared(
        &self,
        entity: &Entity,
        paging: Option<Paging>,
        today: &str,
    ) -> Option<Arc<Prepared>> {
        self.cached(entity, paging, today).0
    }

    fn cached(
        &self,
        entity: &Entity,
        paging: Option<Paging>,
        today: &str,
    ) -> (Option<Arc<Prepared>>, u64) {
        let prepared = self.prepared.read().unwrap_or_else(|p| p.into_inner());
        match prepared.get(entity.key) {
            Some(cache) if cache.day == answer_day(entity, today) => {
                (cache.answers.get(&paging).cloned(), cache.generation)
            }
            Some(cache) => (None, cache.generation),
            None => (None, 0),
        }
    }

    /// The prepared public answer for `paging`, made by `build` when missing. Kept for later
    /// visitors unless the entity changed meanwhile or enough answers are kept already.
    pub fn public_answer(
        &self,
        entity: &'static Entity,
        paging: Option<Paging>,
        today: &str,
        build: impl FnOnce() -> Result<Prepared, ContentError>,
    ) -> Result<Arc<Prepared>, ContentError> {
        if let (Some(hit), _) = self.cached(entity, paging, today) {
            return Ok(hit);
        }
        let _one_build = self.building.lock().unwrap_or_else(|p| p.into_inner());
        let (hit, generation) = self.cached(entity, paging, today);
        if let Some(hit) = hit {
            return Ok(hit);
        }
        let built = Arc::new(build()?);
        let mut prepared = self.prepared.write().unwrap_or_else(|p| p.into_inner());
        let cache = prepared.entry(entity.key).or_default();
        let day = answer_day(entity, today);
        if cache.day != day {
            cache.answers.clear();
            cache.day = day;
        }
        // The whole list is always kept (the home page's banner answer is keyed on it); pages
        // only up to a bound, so odd page requests cannot fill memory.
        let room = paging.is_none() || cache.answers.len() < PREPARED_PER_ENTITY;
        if cache.generation == generation && room {
            cache.answers.insert(paging, built.clone());
        }
        Ok(built)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paging_parameters() {
        assert_eq!(Paging::from_query(None, None).ok(), Some(None));
        assert_eq!(
            Paging::from_query(Some("2"), None).ok(),
            Some(Some(Paging { page: 2, size: 10 }))
        );
        assert_eq!(
            Paging::from_query(None, Some("6")).ok(),
            Some(Some(Paging { page: 1, size: 6 }))
        );
        for (page, size) in [
            (Some("0"), None),
            (Some("-1"), None),
            (Some("x"), None),
            (Some("1"), Some("0")),
            (Some("1"), Some("101")),
            (Some("1.5"), None),
        ] {
            assert!(Paging::from_query(page, size).is_err(), "{page:?} {size:?}");
        }
    }

    #[test]
    fn date_order_is_newest_first_and_pages_skip_inactive() {
        let mut index = EntityIndex::default();
        let order = Order::DateDescending("d");
        for (id, date, active) in [
            (1, "2024-01-01", true),
            (2, "2025-06-01", true),
            (3, "2025-06-01", false),
            (4, "2023-01-01", true),
        ] {
            index.put(
                &order,
                Entry {
                    id,
                    active,
                    date: date.into(),
                    keys: None,
                },
            );
        }
        assert_eq!(index.select(true, None, None, ""), (vec![3, 2, 1, 4], 4));
        assert_eq!(index.select(false, None, None, ""), (vec![2, 1, 4], 3));
        let p = Some(Paging { page: 2, size: 2 });
        assert_eq!(index.select(false, p, None, ""), (vec![4], 3));
        // A changed date moves the record.
        index.put(
            &order,
            Entry {
                id: 4,
                active: true,
                date: "2026-01-01".into(),
                keys: None,
            },
        );
        assert_eq!(index.select(false, None, None, ""), (vec![4, 2, 1], 3));
    }

    #[test]
    fn filters_read_the_index_keys() {
        let entity = crate::content::entities::by_key("document").expect("document row");
        let mut index = EntityIndex::default();
        let doc = |id: u64, cat: &str, date: &str, until: &str, en: &str, od: &str| {
            let fields: std::collections::BTreeMap<String, String> = [
                ("category", cat),
                ("publishDate", date),
                ("validUntil", until),
                ("titleEn", en),
                ("titleOd", od),
            ]
            .into_iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
            entry_of(
                entity,
                &Summary {
                    id,
                    active: true,
                    fields: &fields,
                },
            )
        };
        // "ଓଡ଼ିଶା" with the precomposed nukta letter U+0B5C.
        index.put(
            &entity.order,
            doc(
                1,
                "notices",
                "2024-03-01",
                "2024-04-01",
                "Exam Notice",
                "ପରୀକ୍ଷା \u{0B5C}",
            ),
        );
        index.put(
            &entity.order,
            doc(2, "notices", "2025-03-01", "", "Holiday list", "ଛୁଟି ତାଲିକା"),
        );
        index.put(
            &entity.order,
            doc(3, "acts", "2025-01-01", "", "Council Act", "ଅଧିନିୟମ"),
        );
        let ids = |f: Filter| index.select(false, None, Some(&f), "2025-06-01").0;
        let category = |c: &str| Filter {
            category: Some(c.into()),
            ..Filter::default()
        };
        assert_eq!(ids(category("notices")), vec![2, 1]);
        assert_eq!(
            ids(Filter {
                archived: Some(true),
                ..category("notices")
            }),
            vec![1]
        );
        assert_eq!(
            ids(Filter {
                archived: Some(false),
                ..Filter::default()
            }),
            vec![2, 3]
        );
        assert_eq!(
            ids(Filter {
                year: Some("2024".into()),
                ..Filter::default()
            }),
            vec![1]
        );
        let search = |q: &str| Filter {
            words: fold(q).split_whitespace().map(str::to_string).collect(),
            ..Filter::default()
        };
        assert_eq!(ids(search("EXAM notice")), vec![1]);
        assert_eq!(ids(search("ତାଲିକା")), vec![2]);
        // The decomposed form (U+0B21 U+0B3C) finds the precomposed one.
        assert_eq!(ids(search("\u{0B21}\u{0B3C}")), vec![1]);
        assert_eq!(ids(search("exam holiday")), Vec::<u64>::new());
    }

    #[test]
    fn filter_parameters() {
        let entity = crate::content::entities::by_key("document").expect("document row");
        let parse = |c, q, y, a| Filter::from_query(entity, c, q, y, a);
        assert_eq!(parse(None, None, None, None).ok(), Some(None));
        assert!(parse(Some("acts"), None, None, None).is_ok_and(|f| f.is_some()));
        assert!(parse(Some("poems"), None, None, None).is_err());
        assert!(parse(None, None, Some("25"), None).is_err());
        assert!(parse(None, None, None, Some("yes")).is_err());
        let banner = crate::content::entities::by_key("banner").expect("banner row");
        assert_eq!(
            Filter::from_query(banner, Some("x"), None, None, None).ok(),
            Some(None)
        );
    }
}
