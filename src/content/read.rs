//! What the lists, details, searches and dates answer, read from the in-memory indexes.

use super::*;

impl Content {
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

    /// [`Content::list_body`] without the items of `hidden` (a contributor's view leaves out
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
        if self.admin_rows.needs_load(entity, query) {
            let _guard = self.writes.lock().unwrap_or_else(|p| p.into_inner());
            if !self.admin_rows.is_loaded(entity) {
                let started = std::time::Instant::now();
                let records: Vec<(u64, Envelope)> = self.store.list(entity.key)?;
                self.admin_rows.load(entity, &records);
                tracing::debug!(
                    entity = entity.key,
                    records = records.len(),
                    micros = started.elapsed().as_micros() as u64,
                    "back office rows loaded"
                );
            }
        }
        let (candidates, now) = self
            .listings
            .candidates(entity, filter, hidden)
            .unwrap_or_default();
        let stages = match query.reads_states() {
            true => self.stages(entity)?,
            false => Default::default(),
        };
        let paging = paging.unwrap_or(Paging {
            page: 1,
            size: listing::DEFAULT_PAGE_SIZE,
        });
        let today = checks::ist_date(now);
        let (ids, total) = self
            .admin_rows
            .select(entity, query, candidates, now, &today, &stages, paging);
        let items = self.items(entity, &ids, true)?;
        let message = format!("{} list", entity.title);
        Ok(json!({"outcome": true, "message": message, "data": items, "total": total}))
    }

    /// The list items of `ids`, in that order; with the workflow envelope for signed-in callers.
    pub(super) fn items(
        &self,
        entity: &'static Entity,
        ids: &[u64],
        include_inactive: bool,
    ) -> Result<Vec<Value>, ContentError> {
        let records: Vec<(u64, Envelope)> = self.store.get_many(entity.key, ids)?;
        let mut items: Vec<Value> = if entity.file.is_some() || entity.filters.is_some() {
            let found: Vec<u64> = records.iter().map(|(id, _)| *id).collect();
            let metas = self.store.file_metas(entity.key, &found)?;
            records
                .iter()
                .zip(metas)
                .map(|((id, r), m)| self.shape(entity, *id, r, m.as_ref(), None, false))
                .collect()
        } else {
            records
                .iter()
                .map(|(id, r)| list_item(entity, *id, r))
                .collect()
        };
        if include_inactive {
            self.add_envelopes(entity, &mut items, &records)?;
        }
        Ok(items)
    }

    /// The public (anonymous) answer of `entity`'s list, or of one page of it: prepared when
    /// first asked for after a change, then served from memory.
    pub fn public_answer(
        &self,
        entity: &'static Entity,
        paging: Option<Paging>,
    ) -> Result<Arc<Prepared>, ContentError> {
        self.listings.public_answer(entity, paging, || {
            let body = self.list_body(entity, false, paging, None)?;
            let bytes = serde_json::to_vec(&body).map_err(|e| StoreError::Other(e.to_string()))?;
            Ok(Prepared::with_quality_for_size(bytes))
        })
    }

    /// The public answer of a filtered list (`category`, `q`, `year`, `archived`): made per
    /// request from the in-memory index and the records of one page, never kept.
    pub fn public_filtered(
        &self,
        entity: &'static Entity,
        paging: Option<Paging>,
        filter: &Filter,
    ) -> Result<Prepared, ContentError> {
        let body = self.list_body(entity, false, paging, Some(filter))?;
        let bytes = serde_json::to_vec(&body).map_err(|e| StoreError::Other(e.to_string()))?;
        // Fast compression: the answer is used once.
        Ok(Prepared::with_quality(bytes, 4))
    }

    /// The public answer of `public_answer` when it is already prepared: the visitor's fast
    /// path, which must not wait for the store.
    pub fn public_prepared(
        &self,
        entity: &'static Entity,
        paging: Option<Paging>,
    ) -> Option<Arc<Prepared>> {
        self.listings.prepared(entity, paging)
    }

    /// The prepared public list body of `entity` (the whole list, as docs/decisions.md §6 reads it).
    pub fn public_list(&self, entity: &'static Entity) -> Option<Arc<Prepared>> {
        match self.public_answer(entity, None) {
            Ok(prepared) => Some(prepared),
            Err(e) => {
                tracing::error!(entity = entity.key, error = %e, "preparing a list failed");
                None
            }
        }
    }

    /// The image at `/uploads/<key>/<id>-<hash>.<ext>`; `None` unless every part matches the
    /// current image (an old URL must not serve new bytes under an immutable cache header).
    pub fn image(
        &self,
        key: &str,
        id: u64,
        hash: &str,
        ext: &str,
    ) -> Result<Option<ImageFile>, ContentError> {
        let Some((entity, stored)) = self.current_image(key, id, hash, ext)? else {
            return Ok(None);
        };
        Ok(self.original(entity.key, id)?.map(|bytes| ImageFile {
            bytes,
            mime: stored.kind().mime(),
            etag: format!("\"{}\"", stored.hash),
            lasting: true,
        }))
    }

    /// Loads `entity`'s list order from the store on first use. Under the write lock, so no
    /// change can slip between the read and the index.
    pub(super) fn load_index(&self, entity: &'static Entity) -> Result<(), ContentError> {
        // While the kept indexes are read at start, a loaded index may still lack the records
        // written since they were kept: wait for the lock, which the start holds until then.
        if self.listings.is_loaded(entity) && self.is_ready() {
            return Ok(());
        }
        let _guard = self.writes.lock().unwrap_or_else(|p| p.into_inner());
        if self.listings.is_loaded(entity) {
            return Ok(());
        }
        let started = std::time::Instant::now();
        let records: Vec<(u64, Envelope)> = self.store.list(entity.key)?;
        let shown = self.all_shown(&records);
        let read = started.elapsed();
        self.listings.load(
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
    pub(super) fn changed(&self, entity: &'static Entity, id: u64, record: &Envelope) {
        self.unkept
            .fetch_add(1, std::sync::atomic::Ordering::AcqRel);
        let shown = self.shown_now(entity, id, record);
        self.listings.changed(entity, summary(id, record, shown));
        self.admin_rows.changed(entity, id, record);
        self.index_for_search(entity, id, record, shown);
    }

    /// After a committed change, or once its file's text is read: the record's words in the
    /// search index replace its old ones.
    pub(super) fn index_for_search(
        &self,
        entity: &'static Entity,
        id: u64,
        record: &Envelope,
        shown: bool,
    ) {
        let file_text = if shown {
            self.file_text_for_search(entity, id)
        } else {
            None
        };
        let entry = search::Entry {
            id,
            active: shown,
            window: listing::schedule(entity, &record.placement),
            fields: &record.fields,
            file_text: file_text.as_deref(),
        };
        // The day in India, as visitors read dates.
        let today = checks::ist_date(self.listings.now());
        self.search.changed(entity.key, entry, &today);
    }

    /// Builds the search index from the store on first use, under the write lock.
    pub(super) fn load_search(&self) -> Result<(), ContentError> {
        if self.search.is_loaded() && self.is_ready() {
            return Ok(());
        }
        let _guard = self.writes.lock().unwrap_or_else(|p| p.into_inner());
        if self.search.is_loaded() {
            return Ok(());
        }
        let started = std::time::Instant::now();
        let changes: BTreeMap<String, u64> = self.store.changes()?.into_iter().collect();
        self.search.load(
            |key, put| {
                let Some(entity) = entities::by_key(key) else {
                    return Ok::<(), ContentError>(());
                };
                let records = self.store.list::<Envelope>(key)?;
                let shown = self.all_shown(&records);
                for ((id, record), shown) in records.into_iter().zip(shown) {
                    let file_text = if shown {
                        self.file_text_for_search(entity, id)
                    } else {
                        None
                    };
                    put(search::Entry {
                        id,
                        active: shown,
                        window: listing::schedule(entity, &record.placement),
                        fields: &record.fields,
                        file_text: file_text.as_deref(),
                    });
                }
                Ok(())
            },
            |entity| {
                changes
                    .get(entity)
                    .map(|&ms| checks::ist_date(i64::try_from(ms / 60_000).unwrap_or(i64::MAX)))
                    .unwrap_or_default()
            },
        )?;
        tracing::debug!(
            micros = started.elapsed().as_micros() as u64,
            "search index loaded"
        );
        Ok(())
    }

    /// Site search: one page (from 1) of hits for `q` over active records, in the envelope
    /// with `total`.
    pub fn search(&self, q: &str, page: usize) -> Result<Value, ContentError> {
        let query = search::Query::parse(q).map_err(|e| ContentError::Invalid(e.msg()))?;
        self.load_search()?;
        let now = self.listings.now();
        let shown = |(from, until): search::Window| listing::in_window(from, until, now);
        let (found, total) = self.search.query(&query, page, shown).unwrap_or_default();
        // A failed search is not a dead end: a query of the index's own words, if one finds
        // something.
        let suggestion = if total == 0 {
            self.search.suggest(&query, shown)
        } else {
            None
        };
        let mut hits = Vec::with_capacity(found.len());
        for f in &found {
            if let Some(record) = self.store.get::<Envelope>(f.source.entity, f.id)? {
                let file_text = match f.source.file {
                    true => self
                        .store
                        .file_text(f.source.entity, f.id)?
                        .and_then(|(_, text)| text),
                    false => None,
                };
                hits.push(search::hit(f, &record.fields, file_text.as_deref(), &query));
            }
        }
        let mut answer = json!({
            "outcome": true,
            "message": format!("{total} results"),
            "data": hits,
            "total": total,
        });
        if let Some(suggestion) = suggestion {
            answer["suggestion"] = json!(suggestion);
        }
        Ok(answer)
    }

    /// When each entity last changed (RFC 3339), and `release`: when this program was built.
    pub fn last_updated(&self) -> Result<BTreeMap<String, String>, ContentError> {
        let mut out: BTreeMap<String, String> = self
            .store
            .changes()?
            .into_iter()
            .map(|(key, ms)| (key, clock::rfc3339(ms)))
            .collect();
        out.insert("release".into(), clock::rfc3339(clock::release_ms()));
        Ok(out)
    }

    /// When each entity last changed, in milliseconds since the Unix epoch.
    pub fn changes(&self) -> Result<BTreeMap<String, u64>, ContentError> {
        Ok(self.store.changes()?.into_iter().collect())
    }

    /// The values of `field` over what visitors see of `entity` (active, inside its schedule),
    /// in list order, as its public list answers them (a document's `documentPath` too); empty
    /// when the entity does not exist. For the sitemap.
    pub fn public_values(&self, entity: &str, field: &str) -> Result<Vec<String>, ContentError> {
        let Some(entity) = entities::by_key(entity) else {
            return Ok(Vec::new());
        };
        let body = self.list_body(entity, false, None, None)?;
        let items = match &body {
            Value::Array(items) => items,
            other => match other.get("data") {
                Some(Value::Array(items)) => items,
                _ => return Ok(Vec::new()),
            },
        };
        Ok(items
            .iter()
            .filter_map(|item| match item.get(field)? {
                Value::String(text) => Some(text.clone()),
                Value::Number(number) => Some(number.to_string()),
                _ => None,
            })
            .filter(|v| !v.is_empty())
            .collect())
    }
}
