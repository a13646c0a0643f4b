//! A save: the checks, the image or file, the record and its audit entry in one transaction.

use super::*;

impl Records<'_> {
    /// Checks and writes one record. `hook` runs inside the write transaction, after the
    /// record and its audit entry, with the id and the record as written (and as it was): the
    /// workflow writes the revision and status there, so all commit together or none does.
    pub(in crate::content) fn save(
        &self,
        entity: &'static Entity,
        input: Value,
        image: Option<Vec<u8>>,
        new_at_top: bool,
        actor: &Actor,
        hook: Option<&WriteHook<'_>>,
    ) -> Result<(u64, Value), ContentError> {
        // Counted from before the write lock, so a write knows others are coming.
        let _coming = self.content.store.writer();
        let input = parse_input(entity, input)?;
        run_checks(entity, &input.fields)?;
        // An entity with a file rule takes a document in the upload field, not an image.
        let (file, image) = match entity.file {
            Some(_) => (image, None),
            None => (None, image),
        };
        let file_meta = match (&entity.file, &file) {
            (Some(rule), Some(bytes)) => Some(self.check_file(rule, bytes)?),
            (Some(rule), None) if input.id.is_none() => {
                return Err(ContentError::Invalid(Msg::english(rule.required)));
            }
            _ => None,
        };
        // Stripped of metadata, variants made: before the write lock, as it takes a while.
        let upload = match (image, &entity.image) {
            (Some(bytes), _) => Some(images::prepare(entity, bytes)?),
            (None, Some(rule)) if input.id.is_none() => match rule.required {
                Some(message) => return Err(ContentError::Invalid(Msg::english(message))),
                None => None,
            },
            (None, _) => None,
        };
        // A new item goes to the top of the display order, which needs the order loaded.
        self.content.listing().load_index(entity)?;
        let mut input = input;
        let (stored_image, image, variants) = match upload {
            Some(u) => (Some(u.stored), Some(u.bytes), u.variants),
            None => (None, None, Vec::new()),
        };
        let new_hash = stored_image.as_ref().map(|s| s.hash.clone());
        let _guard = self.content.write_lock();
        self.check_unique(entity, input.id, &input.fields)?;
        let (id, record, ticket) = match input.id {
            None => {
                let fields = input.record_fields();
                let mut placement = Placement {
                    position: Some(if new_at_top {
                        self.content.listings.top_position(entity)
                    } else {
                        self.content.listings.bottom_position(entity)
                    }),
                    ..Placement::default()
                };
                input.placement.apply(&mut placement);
                placement.check_window()?;
                let record = Envelope {
                    active: input.active.unwrap_or(true),
                    fields,
                    image: stored_image,
                    placement,
                    // What a save without the workflow makes: published (the workflow's
                    // hook, in this same write, says otherwise for a draft).
                    state: workflow::State::default(),
                };
                let (id, ticket) = self.content.store.write_unsynced(|tx| {
                    // Only what visitors can see dates the public pages (docs/visitors.md).
                    let was = tx.change_time(entity.key)?;
                    let id = tx.insert(entity.key, &record, image.as_deref())?;
                    if !record.active {
                        tx.restore_change_time(entity.key, was)?;
                    }
                    stamp_parts(tx, entity, [&record])?;
                    if let Some(file) = file_write(&file_meta, &file) {
                        tx.put_file(entity.key, id, file)?;
                    }
                    let mut changes = changes(entity, None, &record);
                    changes.extend(file_change(entity, None, file_meta.as_ref()));
                    audit::append(tx.txn(), actor, "create", entity.key, Some(id), changes)?;
                    if let Some(hook) = hook {
                        hook(tx, id, &record, None)?;
                    }
                    Ok::<u64, ContentError>(id)
                })?;
                (id, record, ticket)
            }
            Some(id) => {
                // The file it replaces, for the audit trail (writes are serialised: it cannot
                // change before this write).
                let old_file = match &file_meta {
                    Some(_) => self.content.store.file_meta(entity.key, id)?,
                    None => None,
                };
                let (updated, ticket) = self.content.store.write_unsynced(|tx| {
                    let was = tx.change_time(entity.key)?;
                    let mut before = None;
                    let updated = tx.update::<Envelope, ContentError>(
                        entity.key,
                        id,
                        image.as_deref(),
                        |record| {
                            before = Some(record.clone());
                            // What the entity's fields do not name is kept; the position
                            // stays, and the schedule and validity unless the caller sent them.
                            let mut fields = input.record_fields();
                            for (name, value) in &record.fields {
                                if !entity.has_field(name) {
                                    fields.insert(name.clone(), value.clone());
                                }
                            }
                            let mut placement = record.placement;
                            placement.position = Some(placement.position_or(id));
                            input.placement.apply(&mut placement);
                            placement.check_window()?;
                            record.fields = fields;
                            record.placement = placement;
                            if let Some(active) = input.active {
                                record.active = active;
                            }
                            if stored_image.is_some() {
                                record.image = stored_image;
                            }
                            Ok(())
                        },
                    )?;
                    if let Some(after) = &updated {
                        if !after.active && before.as_ref().is_none_or(|b| !b.active) {
                            tx.restore_change_time(entity.key, was)?;
                        }
                        stamp_parts(tx, entity, before.iter().chain([after]))?;
                        if let Some(file) = file_write(&file_meta, &file) {
                            tx.put_file(entity.key, id, file)?;
                        }
                        let mut changes = changes(entity, before.as_ref(), after);
                        changes.extend(file_change(entity, old_file.as_ref(), file_meta.as_ref()));
                        audit::append(tx.txn(), actor, "update", entity.key, Some(id), changes)?;
                        if let Some(hook) = hook {
                            hook(tx, id, after, before.as_ref())?;
                        }
                    }
                    Ok::<_, ContentError>(updated)
                })?;
                (id, updated.ok_or_else(|| not_found(entity, id))?, ticket)
            }
        };
        if let Some(hash) = &new_hash {
            images::put_variants(&self.content.store, entity.key, id, hash, &variants)?;
        }
        self.content.listing().changed(entity, id, &record);
        drop(_guard);
        // On disk before the official is told it is saved; writers saving together share
        // one flush, outside the write lock (docs/benchmarks.md, "Readers and writers").
        self.content.store.sync(ticket)?;
        if entity.file.is_some() {
            let meta = match file_meta {
                Some(meta) => Some(meta),
                None => self.content.store.file_meta(entity.key, id)?,
            };
            return Ok((
                id,
                self.shape(entity, id, &record, meta.as_ref(), None, true),
            ));
        }
        let bytes = match image {
            Some(bytes) => Some(bytes),
            None if record.image.is_some() => self.original(entity.key, id)?,
            None => None,
        };
        Ok((id, detail(entity, id, &record, bytes.as_deref())))
    }

    pub(in crate::content) fn check_file(
        &self,
        rule: &FileRule,
        bytes: &[u8],
    ) -> Result<FileMeta, ContentError> {
        if !rule.kind.matches(bytes) {
            return Err(ContentError::Invalid(Msg::english(rule.wrong_type)));
        }
        if bytes.len() as u64 > self.content.max_file_bytes {
            return Err(ContentError::TooLarge(self.content.too_large_message(rule)));
        }
        let digest = Sha256::digest(bytes);
        let mut tag = [0u8; 8];
        tag.copy_from_slice(&digest[..8]);
        Ok(FileMeta {
            tag: u64::from_be_bytes(tag),
            hash: short_hash(bytes),
            size: bytes.len() as u64,
        })
    }

    /// List or detail shape of a record, with its file described when the entity has one.
    pub(in crate::content) fn shape(
        &self,
        entity: &Entity,
        id: u64,
        record: &Envelope,
        file: Option<&FileMeta>,
        image: Option<&[u8]>,
        as_detail: bool,
    ) -> Value {
        let mut value = if as_detail {
            detail(entity, id, record, image)
        } else {
            list_item(entity, id, record)
        };
        if let (Some(rule), Value::Object(map)) = (&entity.file, &mut value) {
            let url = file.map(|m| {
                format!(
                    "/uploads/{}/{}-{}.{}",
                    entity.key,
                    id,
                    m.hash,
                    rule.kind.extension()
                )
            });
            map.insert(rule.path_field.into(), json!(url));
            map.insert(rule.size_field.into(), json!(file.map(|m| m.size)));
            map.insert(rule.type_field.into(), json!(rule.kind.extension()));
        }
        if let (Some(_), Value::Object(map)) = (&entity.filters, &mut value) {
            // The validity its filters name (`expiry`) is the placement's.
            map.insert(
                "archived".into(),
                json!(record.placement.expired(&self.content.listings.today())),
            );
        }
        value
    }

    /// The `Unique` checks of `entity`: no record but `id` itself may hold the same value.
    /// Called under the write lock, so two saves cannot both pass with the same value.
    pub(in crate::content) fn check_unique(
        &self,
        entity: &'static Entity,
        id: Option<u64>,
        fields: &BTreeMap<String, String>,
    ) -> Result<(), ContentError> {
        let unique: Vec<&Check> = entity
            .checks
            .iter()
            .filter(|c| matches!(c, Check::Unique(..)))
            .collect();
        if unique.is_empty() {
            return Ok(());
        }
        let records: Vec<(u64, Envelope)> = self.content.store.list(entity.key)?;
        for check in unique {
            let Check::Unique(field, _) = check else {
                continue;
            };
            let value = fields.get(*field).map(String::as_str).unwrap_or("");
            let taken = records.iter().any(|(other, r)| {
                Some(*other) != id && r.fields.get(*field).map(String::as_str) == Some(value)
            });
            if taken {
                return Err(ContentError::Taken(Msg::english(check_message(check))));
            }
        }
        Ok(())
    }
}
