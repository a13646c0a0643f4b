//! The public answers of `Content`: the prepared and filtered lists visitors read, site
//! search (and the upkeep of its index), when each entity last changed, and the values the
//! sitemap lists.

use super::*;

/// The public answers of the content service, borrowed from it (`Content::answers`).
pub struct Answers<'a> {
    content: &'a Content,
}

impl Content {
    /// What the public is answered: lists, site search, change times, the sitemap's values.
    pub fn answers(&self) -> Answers<'_> {
        Answers { content: self }
    }
}

impl Answers<'_> {
    /// The public (anonymous) answer of `entity`'s list, or of one page of it: prepared when
    /// first asked for after a change, then served from memory.
    pub fn public_answer(
        &self,
        entity: &'static Entity,
        paging: Option<Paging>,
    ) -> Result<Arc<Prepared>, ContentError> {
        self.content.listings.public_answer(entity, paging, || {
            let body = self
                .content
                .listing()
                .list_body(entity, false, paging, None)?;
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
        let body = self
            .content
            .listing()
            .list_body(entity, false, paging, Some(filter))?;
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
        self.content.listings.prepared(entity, paging)
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

    /// After a committed change, or once its file's text is read: the record's words in the
    /// search index replace its old ones.
    pub(in crate::content) fn index_for_search(
        &self,
        entity: &'static Entity,
        id: u64,
        record: &Envelope,
        shown: bool,
    ) {
        let file_text = if shown {
            self.content.records().file_text_for_search(entity, id)
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
        let today = checks::ist_date(self.content.listings.now());
        self.content.search.changed(entity.key, entry, &today);
    }

    /// Builds the search index from the store on first use, under the write lock.
    pub(in crate::content) fn load_search(&self) -> Result<(), ContentError> {
        if self.content.search.is_loaded() && self.content.is_ready() {
            return Ok(());
        }
        let _guard = self.content.write_lock();
        if self.content.search.is_loaded() {
            return Ok(());
        }
        let started = std::time::Instant::now();
        let changes: BTreeMap<String, u64> = self.content.store.changes()?.into_iter().collect();
        self.content.search.load(
            |key, put| {
                let Some(entity) = entities::by_key(key) else {
                    return Ok::<(), ContentError>(());
                };
                let records = self.content.store.list::<Envelope>(key)?;
                let shown = self.content.all_shown(&records);
                for ((id, record), shown) in records.into_iter().zip(shown) {
                    let file_text = if shown {
                        self.content.records().file_text_for_search(entity, id)
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
        let now = self.content.listings.now();
        let shown = |(from, until): search::Window| listing::in_window(from, until, now);
        let (found, total) = self
            .content
            .search
            .query(&query, page, shown)
            .unwrap_or_default();
        // A failed search is not a dead end: a query of the index's own words, if one finds
        // something.
        let suggestion = if total == 0 {
            self.content.search.suggest(&query, shown)
        } else {
            None
        };
        let mut hits = Vec::with_capacity(found.len());
        for f in &found {
            if let Some(record) = self.content.store.get::<Envelope>(f.source.entity, f.id)? {
                let file_text = match f.source.file {
                    true => self
                        .content
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
            .content
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
        Ok(self.content.store.changes()?.into_iter().collect())
    }

    /// The values of `field` over what visitors see of `entity` (active, inside its schedule),
    /// in list order, as its public list answers them (a document's `documentPath` too); empty
    /// when the entity does not exist. For the sitemap.
    pub fn public_values(&self, entity: &str, field: &str) -> Result<Vec<String>, ContentError> {
        let Some(entity) = entities::by_key(entity) else {
            return Ok(Vec::new());
        };
        let body = self
            .content
            .listing()
            .list_body(entity, false, None, None)?;
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
