//! Prepared public answers: kept per entity and page, rebuilt by one caller at a time after a
//! change while the others are answered from the answer it replaces.

use super::*;

/// A prepared answer and the entity's generation it was built at.
pub(super) struct Kept {
    answer: Arc<Prepared>,
    generation: u64,
}

/// One entity's prepared answers (docs/benchmarks.md, "Readers and writers"). A change bumps
/// the generation and leaves the answers in place: the next visitor to ask for one rebuilds it,
/// alone (a single flight per answer), while the others asking meanwhile are answered from the
/// one it replaces, so no reader waits for a rebuild that a write caused.
#[derive(Default)]
pub(super) struct PreparedCache {
    /// Bumped by every change of the entity.
    pub(super) generation: u64,
    answers: HashMap<Option<Paging>, Kept>,
    /// The answers being rebuilt now.
    building: HashSet<Option<Paging>>,
    /// When a schedule boundary passes (minutes since the epoch): from then on no kept answer
    /// may be served, however new.
    expires: Option<i64>,
}

impl PreparedCache {
    pub(super) fn is_stale(&self, now: i64) -> bool {
        self.expires.is_some_and(|t| now >= t)
    }
}

/// What the cache holds for one answer.
pub(super) enum Lookup {
    /// Current: serve it.
    Fresh(Arc<Prepared>),
    /// Older than a change, and being rebuilt by another request: serve it meanwhile.
    Rebuilding(Arc<Prepared>),
    /// Older than a change, and nobody rebuilds it.
    Stale,
    /// Nothing kept (or past a schedule boundary).
    Missing,
}

impl Listings {
    /// The prepared public answer for `paging`, when one may be served without building.
    pub fn prepared(&self, entity: &Entity, paging: Option<Paging>) -> Option<Arc<Prepared>> {
        match self.lookup(entity, paging) {
            Lookup::Fresh(hit) | Lookup::Rebuilding(hit) => Some(hit),
            Lookup::Stale | Lookup::Missing => None,
        }
    }

    pub(super) fn lookup(&self, entity: &Entity, paging: Option<Paging>) -> Lookup {
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
    pub(super) fn claim(&self, entity: &Entity, paging: Option<Paging>) -> bool {
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
    pub(super) fn build_missing(
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
    pub(super) fn build_and_keep(
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
