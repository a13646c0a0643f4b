//! Each entity's index in list order: what it keeps of a record (active flag, sort date,
//! filter keys, schedule), and the upkeep of it: loading, keeping for the next start, a
//! change, positions and moves, and the ids of a page.

use super::*;

/// What a filter reads of a record, kept in its index entry.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(super) struct Keys {
    category: String,
    /// The first four characters of the year field.
    year: String,
    /// The expiry date; empty: never.
    expiry: String,
    /// The searched fields, folded, one per line.
    search: String,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(super) struct Entry {
    pub(super) id: u64,
    pub(super) active: bool,
    /// The value of the entity's date field for [`Order::DateDescending`]; empty otherwise.
    pub(super) date: String,
    /// Display position ([`Order::Display`]): higher first.
    pub(super) pos: i64,
    /// The schedule, in minutes since the epoch: shown from `from`, no longer from `until`.
    pub(super) from: Option<i64>,
    pub(super) until: Option<i64>,
    /// For entities with [`ListFilters`] only.
    pub(super) keys: Option<Box<Keys>>,
}

/// True when `expiry` (empty: never) is before `today` (both `YYYY-MM-DD`).
pub fn is_archived(expiry: &str, today: &str) -> bool {
    !expiry.is_empty() && expiry < today
}

impl Entry {
    /// Whether anonymous visitors see the entry at `now` (minutes since the epoch).
    pub(super) fn visible(&self, now: i64) -> bool {
        self.active && in_window(self.from, self.until, now)
    }

    pub(super) fn passes(&self, filter: &Filter, today: &str) -> bool {
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
pub(super) struct EntityIndex {
    pub(super) entries: Vec<Entry>,
}

impl EntityIndex {
    /// Where `entry` belongs in list order (docs/decisions.md §4).
    pub(super) fn position(&self, order: &Order, entry: &Entry) -> usize {
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

    pub(super) fn put(&mut self, order: &Order, entry: Entry) {
        self.entries.retain(|e| e.id != entry.id);
        let at = self.position(order, &entry);
        self.entries.insert(at, entry);
    }

    /// The ids of one page (or all), and how many items the caller may see in all: every item
    /// for an administrator, else those active and inside their schedule at `now`.
    /// `filter` keeps only the entries it passes, against `today` (`YYYY-MM-DD`, India).
    pub(super) fn select(
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
    pub(super) fn next_boundary(&self, now: i64) -> Option<i64> {
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
    pub(super) fn moves(&self, id: u64, to: Move) -> Option<Vec<(u64, i64)>> {
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

pub(super) fn entry_of(entity: &Entity, s: &Summary<'_>) -> Entry {
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
        for entity in &crate::entities::ENTITIES {
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
                    crate::entities::by_key(&key).map(|e| (e.key, EntityIndex { entries }))
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
}
