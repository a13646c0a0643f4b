//! Records, one item at a time: creating, saving (checks, image or file, audit, in one
//! transaction), reading one, toggling and moving; the input a save reads, the images and
//! their variants, and the text of documents' files.

use super::*;

pub(super) mod images;
pub(super) mod input;
mod save;
mod texts;

/// One item at a time, as a service borrowed from the content (`Content::records`).
pub struct Records<'a> {
    content: &'a Content,
}

impl Content {
    /// Records one at a time: create, save, read, toggle, move, images, files and their text.
    pub fn records(&self) -> Records<'_> {
        Records { content: self }
    }
}

impl Records<'_> {
    /// Creates one record, as `manage` would with a null id, through the same checks, at the
    /// bottom of the display order (so records created in a file's order list in that order).
    /// `entity` is the key of a row of `entities::ENTITIES`.
    /// `image` is the entity's upload: its image, or its file (documents).
    /// `fields` is the JSON object of docs/decisions.md §4 field names (no id; isActive optional, default true).
    pub fn create(
        &self,
        entity: &str,
        mut fields: Value,
        image: Option<Vec<u8>>,
    ) -> Result<u64, ContentError> {
        let def = entities::by_key(entity)
            .ok_or_else(|| ContentError::UnknownEntity(entity.to_string()))?;
        if let Value::Object(map) = &mut fields {
            map.remove(def.id_field);
        }
        self.save(def, fields, image, false, &Actor::system(), None)
            .map(|(id, _)| id)
    }

    /// `manage`: creates when the id is null, else updates. Answers the id and the saved record
    /// in detail shape.
    /// A new item goes to the top of the display order.
    pub fn manage(
        &self,
        entity: &'static Entity,
        input: Value,
        image: Option<Vec<u8>>,
        actor: &Actor,
    ) -> Result<(u64, Value), ContentError> {
        self.save(entity, input, image, true, actor, None)
    }

    /// The file at `/uploads/<key>/<id>-<hash>.<ext>` of an entity with a [`FileRule`];
    /// `None` unless every part matches the current file.
    pub fn stored_file(
        &self,
        key: &str,
        id: u64,
        hash: &str,
        ext: &str,
    ) -> Result<Option<StoredDocument>, ContentError> {
        let Some(entity) = entities::by_key(key) else {
            return Ok(None);
        };
        let Some(rule) = &entity.file else {
            return Ok(None);
        };
        if rule.kind.extension() != ext {
            return Ok(None);
        }
        let Some(meta) = self.content.store.file_meta(entity.key, id)? else {
            return Ok(None);
        };
        if meta.hash != hash {
            return Ok(None);
        }
        let Some(record) = self.content.store.get::<Envelope>(entity.key, id)? else {
            return Ok(None);
        };
        // As with images, the URL alone is the key: a deactivated document leaves the lists,
        // and its file stays reachable to whoever kept the link (the back office opens it).
        let title = record
            .fields
            .get(rule.name_from)
            .cloned()
            .unwrap_or_default();
        Ok(Some(StoredDocument {
            entity,
            id,
            kind: rule.kind,
            etag: format!("\"{}\"", meta.hash),
            file_name: file_name(&title, id, rule.kind.extension()),
            title,
            meta,
        }))
    }

    /// The chunk size of a stored file (see `store::CHUNK_BYTES`); `None` once it was replaced.
    pub fn file_chunk_size(&self, doc: &StoredDocument) -> Result<Option<u64>, ContentError> {
        Ok(self
            .content
            .store
            .chunk_size(doc.entity.key, doc.id, doc.meta.tag)?)
    }

    /// Chunk `n` of a stored file; `None` past its end or once the file was replaced.
    pub fn file_chunk(
        &self,
        doc: &StoredDocument,
        n: u32,
    ) -> Result<Option<Vec<u8>>, ContentError> {
        Ok(self
            .content
            .store
            .file_chunk(doc.entity.key, doc.id, doc.meta.tag, n)?)
    }

    /// True when `entity` has never had a record (its first id was never given).
    pub fn never_had(&self, entity: &str) -> Result<bool, ContentError> {
        Ok(self.content.store.last_id(entity)? == 0)
    }

    /// `getXById`: the item in detail shape (image as base64), as the official who opens it
    /// edits it: its pending version when one waits (docs/workflow.md), with the live version
    /// beside it under `live`.
    pub fn get(&self, entity: &'static Entity, id: u64) -> Result<Value, ContentError> {
        let record: Envelope = self
            .content
            .store
            .get(entity.key, id)?
            .ok_or_else(|| not_found(entity, id))?;
        let state = &record.state;
        let live = self.detail_of(entity, id, &record, None)?;
        let pending = self
            .content
            .workflow()
            .pending_version(entity, id, &record, state)?;
        let mut value = match &pending {
            Some((version, upload)) => self.detail_of(entity, id, version, upload.as_deref())?,
            None => live.clone(),
        };
        let today = self.content.listings.today();
        self.content
            .workflow()
            .add_envelope(entity, id, &mut value, state, &record, &today);
        if let (Some((_, upload)), Value::Object(map)) = (&pending, &mut value) {
            let mut live = live;
            self.content
                .grant_uploads(entity, id, &record, state.approval(), &mut live);
            map.insert("live".into(), live);
            map.insert("pendingUpload".into(), json!(upload.is_some()));
        }
        Ok(value)
    }

    /// One version of item `id` in detail shape: `record`'s fields, with `new_upload` as its
    /// image (a pending image) or else the stored image or file.
    pub(in crate::content) fn detail_of(
        &self,
        entity: &'static Entity,
        id: u64,
        record: &Envelope,
        new_upload: Option<&[u8]>,
    ) -> Result<Value, ContentError> {
        if entity.file.is_some() {
            let meta = self.content.store.file_meta(entity.key, id)?;
            let meta = meta.filter(|_| new_upload.is_none());
            return Ok(self.shape(entity, id, record, meta.as_ref(), None, true));
        }
        let bytes = match (new_upload, &record.image) {
            (Some(bytes), _) => Some(bytes.to_vec()),
            (None, Some(_)) => self.original(entity.key, id)?,
            (None, None) => None,
        };
        Ok(detail(entity, id, record, bytes.as_deref()))
    }

    /// Toggle (docs/decisions.md §6): `status` is what the client saw; answers the new status.
    pub fn toggle(
        &self,
        entity: &'static Entity,
        id: u64,
        status: bool,
        actor: &Actor,
    ) -> Result<bool, ContentError> {
        let _guard = self.content.write_lock();
        // A toggle shows or hides the live version: an item never approved has none, and an
        // archived one comes back by restoring it (docs/workflow.md).
        let state = self.content.workflow().state(entity.key, id)?;
        if !state.live() {
            return Err(ContentError::WrongState(msg!("never-approved")));
        }
        if state.status() == Status::Archived {
            return Err(ContentError::WrongState(msg!("archived-toggle")));
        }
        let updated = self
            .content
            .store
            .write(|tx| {
                let updated =
                    tx.update::<Envelope, ContentError>(entity.key, id, None, |record| {
                        if record.active != status {
                            return Err(ContentError::Conflict);
                        }
                        record.active = !status;
                        Ok(())
                    })?;
                if let Some(record) = &updated {
                    stamp_parts(tx, entity, [record])?;
                    let action = if record.active {
                        "activate"
                    } else {
                        "deactivate"
                    };
                    let change = Change::new(
                        "isActive",
                        Some(&status.to_string()),
                        Some(&record.active.to_string()),
                    );
                    audit::append(tx.txn(), actor, action, entity.key, Some(id), vec![change])?;
                }
                Ok::<_, ContentError>(updated)
            })?
            .ok_or_else(|| not_found(entity, id))?;
        self.content.listing().changed(entity, id, &updated);
        Ok(updated.active)
    }

    /// Moves an item in the display order (docs/decisions.md §4). Writes the moved record, and
    /// its neighbour only when the two have no room between them.
    pub fn move_item(
        &self,
        entity: &'static Entity,
        id: u64,
        to: Move,
        actor: &Actor,
    ) -> Result<(), ContentError> {
        if entity.order != entities::Order::Display {
            return Err(ContentError::Invalid(msg!(
                "not-movable",
                kind = crate::messages::title(entity)
            )));
        }
        self.content.listing().load_index(entity)?;
        let _guard = self.content.write_lock();
        let writes = self
            .content
            .listings
            .moves(entity, id, to)
            .ok_or_else(|| not_found(entity, id))?;
        if writes.is_empty() {
            return Ok(());
        }
        // The moved record and its neighbour (when they swap), and the audit entry: one
        // transaction.
        let updated = self.content.store.write(|tx| {
            let mut updated = Vec::new();
            for &(target, pos) in &writes {
                let record = tx
                    .update::<Envelope, ContentError>(entity.key, target, None, |record| {
                        record.placement.position = Some(pos);
                        Ok(())
                    })?
                    .ok_or_else(|| not_found(entity, target))?;
                updated.push((target, record));
            }
            let to = match to {
                Move::Up => "up",
                Move::Down => "down",
                Move::Top => "top",
            };
            let change = Change::new("displayOrder", None, Some(to));
            audit::append(tx.txn(), actor, "move", entity.key, Some(id), vec![change])?;
            Ok::<_, ContentError>(updated)
        })?;
        for (target, record) in &updated {
            self.content.listing().changed(entity, *target, record);
        }
        Ok(())
    }
}
