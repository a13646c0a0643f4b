//! The lists of `Content`: the list bodies of docs/decisions.md §6 and the back office's
//! list (docs/admin-lists.md), read from the in-memory list index, and the index's loading
//! and upkeep after a change.

use crate::content::*;

/// The lists of the content service, borrowed from it (`Content::listing`).
pub struct Lists<'a> {
    content: &'a Content,
}

impl Content {
    /// The list bodies, the back office's list, and the list index's loading and upkeep.
    pub fn listing(&self) -> Lists<'_> {
        Lists { content: self }
    }
}

impl Lists<'_> {
    /// The list body of docs/decisions.md §6 (bare array or envelope), active items only unless
    /// `include_inactive`; with `paging`, one page in the envelope with `total`
    /// (docs/decisions.md §4). Reads only the records it answers with.
    pub fn list_body(
        &self,
        entity: &'static Entity,
        include_inactive: bool,
        paging: Option<Paging>,
        filter: Option<&Filter>,
    ) -> Result<Value, ContentError> {
        self.list_body_without(entity, include_inactive, paging, filter, &HashSet::new())
    }

    /// [`Lists::list_body`] without the items of `hidden` (a contributor's view leaves out
    /// other people's drafts: docs/roles.md).
    pub fn list_body_without(
        &self,
        entity: &'static Entity,
        include_inactive: bool,
        paging: Option<Paging>,
        filter: Option<&Filter>,
        hidden: &HashSet<u64>,
    ) -> Result<Value, ContentError> {
        self.load_index(entity)?;
        let (ids, total) = self
            .content
            .listings
            .select(entity, include_inactive, paging, filter, hidden)
            .unwrap_or_default();
        let items = self.items(entity, &ids, include_inactive)?;
        let message = format!("{} list", entity.title);
        Ok(match paging {
            Some(_) => json!({"outcome": true, "message": message, "data": items, "total": total}),
            None if entity.list_envelope => {
                json!({"outcome": true, "message": message, "data": items})
            }
            None => Value::Array(items),
        })
    }

    /// The back office's list (docs/admin-lists.md): the page of `paging` (page 1 of
    /// [`listing::DEFAULT_PAGE_SIZE`] when absent) of the items `filter` and `query` keep, in
    /// `query`'s order, in the paged envelope. Every status is included; `hidden` is left out.
    pub fn admin_list(
        &self,
        entity: &'static Entity,
        paging: Option<Paging>,
        filter: Option<&Filter>,
        query: &AdminQuery,
        hidden: &HashSet<u64>,
    ) -> Result<Value, ContentError> {
        self.load_index(entity)?;
        if self.content.admin_rows.needs_load(entity, query) {
            let _guard = self.content.write_lock();
            if !self.content.admin_rows.is_loaded(entity) {
                let started = std::time::Instant::now();
                let records: Vec<(u64, Envelope)> = self.content.store.list(entity.key)?;
                self.content.admin_rows.load(entity, &records);
                tracing::debug!(
                    entity = entity.key,
                    records = records.len(),
                    micros = started.elapsed().as_micros() as u64,
                    "back office rows loaded"
                );
            }
        }
        let (candidates, now) = self
            .content
            .listings
            .candidates(entity, filter, hidden)
            .unwrap_or_default();
        let stages = match query.reads_states() {
            true => self.content.workflow().stages(entity)?,
            false => Default::default(),
        };
        let paging = paging.unwrap_or(Paging {
            page: 1,
            size: listing::DEFAULT_PAGE_SIZE,
        });
        let today = checks::ist_date(now);
        let (ids, total) = self
            .content
            .admin_rows
            .select(entity, query, candidates, now, &today, &stages, paging);
        let items = self.items(entity, &ids, true)?;
        let message = format!("{} list", entity.title);
        Ok(json!({"outcome": true, "message": message, "data": items, "total": total}))
    }

    /// The list items of `ids`, in that order; with the workflow envelope for signed-in callers.
    pub(in crate::content) fn items(
        &self,
        entity: &'static Entity,
        ids: &[u64],
        include_inactive: bool,
    ) -> Result<Vec<Value>, ContentError> {
        let records: Vec<(u64, Envelope)> = self.content.store.get_many(entity.key, ids)?;
        let mut items: Vec<Value> = if entity.file.is_some() || entity.filters.is_some() {
            let found: Vec<u64> = records.iter().map(|(id, _)| *id).collect();
            let metas = self.content.store.file_metas(entity.key, &found)?;
            records
                .iter()
                .zip(metas)
                .map(|((id, r), m)| {
                    self.content
                        .records()
                        .shape(entity, *id, r, m.as_ref(), None, false)
                })
                .collect()
        } else {
            records
                .iter()
                .map(|(id, r)| list_item(entity, *id, r))
                .collect()
        };
        if include_inactive {
            self.content
                .workflow()
                .add_envelopes(entity, &mut items, &records)?;
        }
        Ok(items)
    }

    /// Loads `entity`'s list order from the store on first use. Under the write lock, so no
    /// change can slip between the read and the index.
    pub(in crate::content) fn load_index(
        &self,
        entity: &'static Entity,
    ) -> Result<(), ContentError> {
        // While the kept indexes are read at start, a loaded index may still lack the records
        // written since they were kept: wait for the lock, which the start holds until then.
        if self.content.listings.is_loaded(entity) && self.content.is_ready() {
            return Ok(());
        }
        let _guard = self.content.write_lock();
        if self.content.listings.is_loaded(entity) {
            return Ok(());
        }
        let started = std::time::Instant::now();
        let records: Vec<(u64, Envelope)> = self.content.store.list(entity.key)?;
        let shown = self.content.all_shown(&records);
        let read = started.elapsed();
        self.content.listings.load(
            entity,
            records
                .iter()
                .zip(shown)
                .map(|((id, r), shown)| summary(*id, r, shown)),
        );
        tracing::debug!(
            entity = entity.key,
            records = records.len(),
            read_micros = read.as_micros() as u64,
            micros = started.elapsed().as_micros() as u64,
            "list order loaded"
        );
        Ok(())
    }

    /// After a committed change: the index moves one entry and the prepared answers go.
    pub(in crate::content) fn changed(&self, entity: &'static Entity, id: u64, record: &Envelope) {
        self.content
            .unkept
            .fetch_add(1, std::sync::atomic::Ordering::AcqRel);
        let shown = self.content.shown_now(entity, id, record);
        self.content
            .listings
            .changed(entity, summary(id, record, shown));
        self.content.admin_rows.changed(entity, id, record);
        self.content
            .answers()
            .index_for_search(entity, id, record, shown);
    }
}
