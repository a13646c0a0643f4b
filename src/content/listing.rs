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

/// What a filter reads of a record, kept in its index entry.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
struct Keys {
    category: String,
    /// The first four characters of the year field.
    year: String,
    /// The expiry date; empty: never.
    expiry: String,
    /// The searched fields, folded, one per line.
    search: String,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
struct Entry {
    id: u64,
    active: bool,
    /// The value of the entity's date field for [`Order::DateDescending`]; empty otherwise.
    date: String,
    /// Display position ([`Order::Display`]): higher first.
    pos: i64,
    /// The schedule, in minutes since the epoch: shown from `from`, no longer from `until`.
    from: Option<i64>,
    until: Option<i64>,
    /// For entities with [`ListFilters`] only.
    keys: Option<Box<Keys>>,
}

/// True when `expiry` (empty: never) is before `today` (both `YYYY-MM-DD`).
pub fn is_archived(expiry: &str, today: &str) -> bool {
    !expiry.is_empty() && expiry < today
}

impl Entry {
    /// Whether anonymous visitors see the entry at `now` (minutes since the epoch).
    fn visible(&self, now: i64) -> bool {
        self.active && in_window(self.from, self.until, now)
    }

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

/// An item as the back office's query reads it from the list index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Candidate {
    pub id: u64,
    pub active: bool,
    /// Shown from (minutes since the epoch), when scheduled.
    pub from: Option<i64>,
}

/// One entity's records in list order.
#[derive(Debug, Default)]
struct EntityIndex {
    entries: Vec<Entry>,
}

impl EntityIndex {
    /// Where `entry` belongs in list order (docs/decisions.md §4).
    fn position(&self, order: &Order, entry: &Entry) -> usize {
        match order {
            Order::IdAscending => self.entries.partition_point(|e| e.id < entry.id),
            Order::Display => self.entries.partition_point(|e| {
                (e.pos, std::cmp::Reverse(e.id)) > (entry.pos, std::cmp::Reverse(entry.id))
            }),
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

    /// The ids of one page (or all), and how many items the caller may see in all: every item
    /// for an administrator, else those active and inside their schedule at `now`.
    /// `filter` keeps only the entries it passes, against `today` (`YYYY-MM-DD`, India).
    fn select(
        &self,
        include_inactive: bool,
        paging: Option<Paging>,
        filter: Option<&Filter>,
        hidden: &HashSet<u64>,
        now: i64,
        today: &str,
    ) -> (Vec<u64>, usize) {
        let visible = self.entries.iter().filter(|e| {
            (include_inactive || e.visible(now))
                && filter.is_none_or(|f| e.passes(f, today))
                && !hidden.contains(&e.id)
        });
        let total = visible.clone().count();
        let ids = match paging {
            None => visible.map(|e| e.id).collect(),
            Some(p) => visible.skip(p.skip()).take(p.size).map(|e| e.id).collect(),
        };
        (ids, total)
    }

    /// The first schedule boundary after `now`: when visitors' lists change without a write.
    fn next_boundary(&self, now: i64) -> Option<i64> {
        self.entries
            .iter()
            .filter(|e| e.active)
            .flat_map(|e| [e.from, e.until])
            .flatten()
            .filter(|t| *t > now)
            .min()
    }

    /// The new positions a move needs, as (id, position): usually one record, two when there
    /// is no room. Up and down pass the nearest item of the same status (active or not), the
    /// neighbour the back office's table shows (docs/decisions.md §9). Empty when already there.
    fn moves(&self, id: u64, to: Move) -> Option<Vec<(u64, i64)>> {
        let i = self.entries.iter().position(|e| e.id == id)?;
        let e = &self.entries;
        let active = e[i].active;
        let between = |hi: i64, lo: i64| (hi - lo > 1).then(|| lo + (hi - lo) / 2);
        let swap = |j: usize| vec![(id, e[j].pos), (e[j].id, e[i].pos)];
        Some(match to {
            Move::Top if i == 0 => vec![],
            Move::Top => vec![(id, e[0].pos.saturating_add(POSITION_GAP))],
            Move::Up => match (0..i).rev().find(|&j| e[j].active == active) {
                None => vec![],
                Some(0) => vec![(id, e[0].pos.saturating_add(POSITION_GAP))],
                Some(j) => match between(e[j - 1].pos, e[j].pos) {
                    Some(pos) => vec![(id, pos)],
                    None => swap(j),
                },
            },
            Move::Down => match (i + 1..e.len()).find(|&k| e[k].active == active) {
                None => vec![],
                Some(k) if k + 1 == e.len() => {
                    vec![(id, e[k].pos.saturating_sub(POSITION_GAP))]
                }
                Some(k) => match between(e[k].pos, e[k + 1].pos) {
                    Some(pos) => vec![(id, pos)],
                    None => swap(k),
                },
            },
        })
    }
}

/// A record's schedule (`showFrom`, `showUntil`, and the end of `validUntil`'s day, India
/// time) in minutes since the epoch.
pub fn schedule(entity: &Entity, placement: &Placement) -> (Option<i64>, Option<i64>) {
    // Valid through its last day: gone from the lists at the start of the next. An entity
    // whose own field it is (documents) moves to its page's archive instead.
    let expires = placement
        .validity_end()
        .filter(|_| !has_own_validity(entity));
    let until = match (placement.show_until, expires) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    (placement.show_from, until)
}

/// Whether a schedule shows its record at `now`: from `from` on, no longer from `until`.
pub fn in_window(from: Option<i64>, until: Option<i64>, now: i64) -> bool {
    from.is_none_or(|f| f <= now) && until.is_none_or(|u| now < u)
}

/// What the index needs of a record.
pub struct Summary<'a> {
    pub id: u64,
    pub active: bool,
    pub fields: &'a std::collections::BTreeMap<String, String>,
    pub placement: &'a Placement,
}

fn entry_of(entity: &Entity, s: &Summary<'_>) -> Entry {
    let date = match entity.order {
        Order::DateDescending(field) => s.fields.get(field).cloned().unwrap_or_default(),
        Order::IdAscending | Order::Display => String::new(),
    };
    let (from, until) = schedule(entity, s.placement);
    let keys = entity.filters.as_ref().map(|f: &ListFilters| {
        let get = |name: &str| s.fields.get(name).map(String::as_str).unwrap_or("");
        let search: Vec<String> = f.search.iter().map(|n| fold(get(n))).collect();
        Box::new(Keys {
            category: get(f.category).to_string(),
            year: get(f.year).chars().take(4).collect(),
            // The validity its filters name (`expiry`) is the placement's.
            expiry: s.placement.valid_until_text(),
            search: search.join("\n"),
        })
    });
    Entry {
        id: s.id,
        active: s.active,
        date,
        pos: s.placement.position_or(s.id),
        from,
        until,
        keys,
    }
}

/// A prepared answer and the entity's generation it was built at.
struct Kept {
    answer: Arc<Prepared>,
    generation: u64,
}

/// One entity's prepared answers (docs/benchmarks.md, "Readers and writers"). A change bumps
/// the generation and leaves the answers in place: the next visitor to ask for one rebuilds it,
/// alone (a single flight per answer), while the others asking meanwhile are answered from the
/// one it replaces, so no reader waits for a rebuild that a write caused.
#[derive(Default)]
struct PreparedCache {
    /// Bumped by every change of the entity.
    generation: u64,
    answers: HashMap<Option<Paging>, Kept>,
    /// The answers being rebuilt now.
    building: HashSet<Option<Paging>>,
    /// When a schedule boundary passes (minutes since the epoch): from then on no kept answer
    /// may be served, however new.
    expires: Option<i64>,
}

impl PreparedCache {
    fn is_stale(&self, now: i64) -> bool {
        self.expires.is_some_and(|t| now >= t)
    }
}

/// What the cache holds for one answer.
enum Lookup {
    /// Current: serve it.
    Fresh(Arc<Prepared>),
    /// Older than a change, and being rebuilt by another request: serve it meanwhile.
    Rebuilding(Arc<Prepared>),
    /// Older than a change, and nobody rebuilds it.
    Stale,
    /// Nothing kept (or past a schedule boundary).
    Missing,
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

impl Listings {
    pub fn with_clock(clock: Clock) -> Listings {
        Listings {
            clock,
            indexes: RwLock::default(),
            prepared: RwLock::default(),
            building: Mutex::default(),
        }
    }

    /// Now by the clock schedules are read against, in minutes since the epoch.
    pub fn now(&self) -> i64 {
        (self.clock)()
    }

    /// Today's date in India, `YYYY-MM-DD`, by the same clock.
    pub fn today(&self) -> String {
        ist_date(self.now())
    }

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
            Order::Display => index
                .entries
                .sort_by_key(|e| (std::cmp::Reverse(e.pos), e.id)),
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

    /// Every entity's index, encoded to be kept for the next start (see `store::warm`);
    /// `None` unless every entity's index is loaded.
    pub fn encode(&self) -> Result<Option<Vec<u8>>, bincode::error::EncodeError> {
        let indexes = self.indexes.read().unwrap_or_else(|p| p.into_inner());
        let mut all: Vec<(&str, &[Entry])> = Vec::with_capacity(indexes.len());
        for entity in &super::entities::ENTITIES {
            match indexes.get(entity.key) {
                Some(index) => all.push((entity.key, &index.entries)),
                None => return Ok(None),
            }
        }
        bincode::serde::encode_to_vec(&all, bincode::config::standard()).map(Some)
    }

    /// Reads the indexes [`Listings::encode`] wrote (entities this build does not know are
    /// left out), to [`Listings::install`] once everything kept has been read.
    pub fn decode(bytes: &[u8]) -> Result<KeptListings, bincode::error::DecodeError> {
        let (all, _): (Vec<(String, Vec<Entry>)>, usize) =
            bincode::serde::decode_from_slice(bytes, bincode::config::standard())?;
        Ok(KeptListings(
            all.into_iter()
                .filter_map(|(key, entries)| {
                    super::entities::by_key(&key).map(|e| (e.key, EntityIndex { entries }))
                })
                .collect(),
        ))
    }

    /// Makes decoded indexes the loaded ones, replacing any loaded.
    pub fn install(&self, kept: KeptListings) {
        let mut indexes = self.indexes.write().unwrap_or_else(|p| p.into_inner());
        for (key, index) in kept.0 {
            indexes.insert(key, index);
        }
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
        prepared.entry(entity.key).or_default().generation += 1;
    }

    /// The position a new item takes: above the current top.
    pub fn top_position(&self, entity: &Entity) -> i64 {
        self.indexes
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .get(entity.key)
            .and_then(|i| i.entries.first())
            .map_or(0, |e| e.pos.saturating_add(POSITION_GAP))
    }

    /// The position of an item added below the current bottom.
    pub fn bottom_position(&self, entity: &Entity) -> i64 {
        self.indexes
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .get(entity.key)
            .and_then(|i| i.entries.last())
            .map_or(0, |e| e.pos.saturating_sub(POSITION_GAP))
    }

    /// The positions to write for a move; `None` when the item is not in the index.
    pub fn moves(&self, entity: &Entity, id: u64, to: Move) -> Option<Vec<(u64, i64)>> {
        self.indexes
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .get(entity.key)
            .and_then(|i| i.moves(id, to))
    }

    /// The ids to show and the total the caller may see; `None` when the index is not loaded.
    pub fn select(
        &self,
        entity: &Entity,
        include_inactive: bool,
        paging: Option<Paging>,
        filter: Option<&Filter>,
        hidden: &HashSet<u64>,
    ) -> Option<(Vec<u64>, usize)> {
        let now = self.now();
        let today = ist_date(now);
        self.indexes
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .get(entity.key)
            .map(|i| i.select(include_inactive, paging, filter, hidden, now, &today))
    }

    /// Every item a signed-in caller may see that `filter` passes, in list order, with what
    /// the back office's status filter reads: (id, active, shown from, in minutes). With
    /// the time it was read at. `None` when the index is not loaded.
    pub fn candidates(
        &self,
        entity: &Entity,
        filter: Option<&Filter>,
        hidden: &HashSet<u64>,
    ) -> Option<(Vec<Candidate>, i64)> {
        let now = self.now();
        let today = ist_date(now);
        let indexes = self.indexes.read().unwrap_or_else(|p| p.into_inner());
        let index = indexes.get(entity.key)?;
        let found = index
            .entries
            .iter()
            .filter(|e| filter.is_none_or(|f| e.passes(f, &today)) && !hidden.contains(&e.id))
            .map(|e| Candidate {
                id: e.id,
                active: e.active,
                from: e.from,
            })
            .collect();
        Some((found, now))
    }

    /// The prepared public answer for `paging`, when one may be served without building.
    pub fn prepared(&self, entity: &Entity, paging: Option<Paging>) -> Option<Arc<Prepared>> {
        match self.lookup(entity, paging) {
            Lookup::Fresh(hit) | Lookup::Rebuilding(hit) => Some(hit),
            Lookup::Stale | Lookup::Missing => None,
        }
    }

    fn lookup(&self, entity: &Entity, paging: Option<Paging>) -> Lookup {
        let prepared = self.prepared.read().unwrap_or_else(|p| p.into_inner());
        let Some(cache) = prepared.get(entity.key) else {
            return Lookup::Missing;
        };
        // Past a schedule boundary no kept answer is right: the next build drops them all.
        if cache.is_stale(self.now()) {
            return Lookup::Missing;
        }
        match cache.answers.get(&paging) {
            None => Lookup::Missing,
            Some(kept) if kept.generation == cache.generation => {
                Lookup::Fresh(Arc::clone(&kept.answer))
            }
            Some(kept) if cache.building.contains(&paging) => {
                Lookup::Rebuilding(Arc::clone(&kept.answer))
            }
            Some(_) => Lookup::Stale,
        }
    }

    /// Claims the rebuild of a stale answer: true when this caller is to rebuild it, false
    /// when another already does (or the answer became fresh meanwhile).
    fn claim(&self, entity: &Entity, paging: Option<Paging>) -> bool {
        let mut prepared = self.prepared.write().unwrap_or_else(|p| p.into_inner());
        let cache = prepared.entry(entity.key).or_default();
        let fresh = cache
            .answers
            .get(&paging)
            .is_some_and(|k| k.generation == cache.generation);
        !fresh && cache.building.insert(paging)
    }

    /// The prepared public answer for `paging`, made by `build` when missing. Kept for later
    /// visitors unless enough answers are kept already. An answer a change made stale is
    /// rebuilt by one caller while the others are answered from it (see [`PreparedCache`]);
    /// a missing one is built once, the others waiting for it.
    pub fn public_answer(
        &self,
        entity: &'static Entity,
        paging: Option<Paging>,
        build: impl FnOnce() -> Result<Prepared, ContentError>,
    ) -> Result<Arc<Prepared>, ContentError> {
        match self.lookup(entity, paging) {
            Lookup::Fresh(hit) | Lookup::Rebuilding(hit) => Ok(hit),
            Lookup::Stale => {
                if !self.claim(entity, paging) {
                    if let Lookup::Fresh(hit) | Lookup::Rebuilding(hit) =
                        self.lookup(entity, paging)
                    {
                        return Ok(hit);
                    }
                    // It was rebuilt and dropped meanwhile: build it as a missing one.
                    return self.build_missing(entity, paging, build);
                }
                let result = self.build_and_keep(entity, paging, build);
                let mut prepared = self.prepared.write().unwrap_or_else(|p| p.into_inner());
                prepared
                    .entry(entity.key)
                    .or_default()
                    .building
                    .remove(&paging);
                result
            }
            Lookup::Missing => self.build_missing(entity, paging, build),
        }
    }

    /// Builds an answer nothing is kept of: one build at a time, so a burst of first visitors
    /// builds it once.
    fn build_missing(
        &self,
        entity: &'static Entity,
        paging: Option<Paging>,
        build: impl FnOnce() -> Result<Prepared, ContentError>,
    ) -> Result<Arc<Prepared>, ContentError> {
        let _one_build = self.building.lock().unwrap_or_else(|p| p.into_inner());
        if let Lookup::Fresh(hit) | Lookup::Rebuilding(hit) = self.lookup(entity, paging) {
            return Ok(hit);
        }
        self.build_and_keep(entity, paging, build)
    }

    /// Builds an answer and keeps it, labelled with the generation read before the build (a
    /// change committed during it makes it stale, never wrongly fresh).
    fn build_and_keep(
        &self,
        entity: &'static Entity,
        paging: Option<Paging>,
        build: impl FnOnce() -> Result<Prepared, ContentError>,
    ) -> Result<Arc<Prepared>, ContentError> {
        let generation = self
            .prepared
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .get(entity.key)
            .map_or(0, |c| c.generation);
        let now = self.now();
        let built = Arc::new(build()?);
        let boundary = self
            .indexes
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .get(entity.key)
            .and_then(|i| i.next_boundary(now));
        // Items that expire turn `archived` at midnight in India: the answers go stale then.
        let boundary = match entity.filters {
            Some(_) => {
                Some(boundary.map_or(next_ist_midnight(now), |b| b.min(next_ist_midnight(now))))
            }
            None => boundary,
        };
        let mut prepared = self.prepared.write().unwrap_or_else(|p| p.into_inner());
        let cache = prepared.entry(entity.key).or_default();
        if cache.is_stale(self.now()) {
            cache.answers.clear();
            cache.expires = None;
        }
        if let Some(t) = boundary {
            cache.expires = Some(cache.expires.map_or(t, |e| e.min(t)));
        }
        // The whole list is always kept (the home page's banner answer is keyed on it); pages
        // only up to a bound, so odd page requests cannot fill memory.
        let room = paging.is_none()
            || cache.answers.contains_key(&paging)
            || cache.answers.len() < PREPARED_PER_ENTITY;
        let newer_kept = cache
            .answers
            .get(&paging)
            .is_some_and(|k| k.generation > generation);
        if room && !newer_kept {
            cache.answers.insert(
                paging,
                Kept {
                    answer: Arc::clone(&built),
                    generation,
                },
            );
        }
        Ok(built)
    }
}

#[cfg(test)]
mod tests;
