//! Archiving, and every revision as it was: listed, read and restored.

use super::*;

impl Workflow<'_> {
    /// `POST /workflow/archive`: out of the public lists, kept in the back office.
    pub fn archive(
        &self,
        entity: &'static Entity,
        id: u64,
        actor: &Actor,
    ) -> Result<Value, ContentError> {
        self.set_archived(entity, id, actor, true)
    }

    /// `POST /workflow/restore` without a revision: an archived item (by hand, or by its
    /// validity passing) is published again; a passed `validUntil` is cleared.
    pub fn unarchive(
        &self,
        entity: &'static Entity,
        id: u64,
        actor: &Actor,
    ) -> Result<Value, ContentError> {
        self.set_archived(entity, id, actor, false)
    }

    pub(super) fn set_archived(
        &self,
        entity: &'static Entity,
        id: u64,
        actor: &Actor,
        archive: bool,
    ) -> Result<Value, ContentError> {
        let today = self.content.listings.today();
        let _guard = self.content.write_lock();
        let updated = self.content.store.write(|tx| {
            let mut state = read_state(tx, entity.key, id)?;
            let mut shown = None;
            let updated = tx.update::<Envelope, ContentError>(entity.key, id, None, |record| {
                let status = shown_status(&state, record, &today);
                shown = Some(status);
                match (archive, status) {
                    (true, Status::Archived) => {
                        return Err(wrong_state(crate::msg!("already-archived")));
                    }
                    (true, Status::Draft | Status::Review) if !state.live => {
                        return Err(wrong_state(crate::msg!("archive-never-published")));
                    }
                    (false, s) if s != Status::Archived => {
                        return Err(wrong_state(crate::msg!("restore-not-archived")));
                    }
                    _ => {}
                }
                if archive && placement::has_own_validity(entity) {
                    // A document archived by hand moves to its page's Archive, as one whose
                    // validity passed does: it was valid through yesterday (docs/documents.md).
                    let day = crate::content::checks::ist_day(self.content.listings.now());
                    record.placement.valid_until = Some(day - 1);
                } else {
                    record.active = !archive;
                }
                if !archive && record.placement.expired(&today) {
                    record.placement.valid_until = None;
                }
                Ok(())
            })?;
            let Some(record) = updated else {
                return Err(not_found(entity, id));
            };
            crate::content::stamp_parts(tx, entity, [&record])?;
            let (action, status) = if archive {
                ("archive", Status::Archived)
            } else {
                ("restore", Status::Published)
            };
            if archive && placement::has_own_validity(entity) {
                // Archived by its date (see above): shown as archived, still listed there.
                if state.pending.is_none() {
                    state.status = Status::Published;
                }
            } else if state.pending.is_none() || archive {
                state.status = status;
            } else {
                // Back from the archive with a change still pending: the live version is
                // public again, the change waits as a draft.
                state.status = Status::Draft;
            }
            state.live = true;
            audit::append(
                tx.txn(),
                actor,
                action,
                entity.key,
                Some(id),
                vec![Change::new(
                    "status",
                    shown.map(Status::as_str),
                    Some(status.as_str()),
                )],
            )?;
            let revision = revision_of(actor, action, status, &record);
            self.record_step(tx, entity.key, id, &mut state, revision)?;
            Ok::<_, ContentError>(record)
        })?;
        self.content.listing().changed(entity, id, &updated);
        drop(_guard);
        self.detail_with_envelope(entity, id)
    }

    /// `POST /workflow/restore` with a revision: its content becomes the newest revision,
    /// published for approvers and a draft for contributors, with the image it had (kept when
    /// it was replaced) and, when an approver restores it, the file a document had then.
    pub fn restore_revision(
        &self,
        entity: &'static Entity,
        id: u64,
        revision: u64,
        actor: &Actor,
        authority: Authority,
    ) -> Result<Value, ContentError> {
        let old = self.revision_record(entity.key, id, revision)?;
        // Published as that revision was: a published revision with its active flag; a
        // draft's or a submission's (stored hidden, as every draft is) shown, as approving it
        // would show it (docs/workflow.md).
        let active = authority.publishes().then_some(match old.status {
            Status::Published => old.active,
            Status::Draft | Status::Review | Status::Archived => true,
        });
        let input = input_of(entity, id, &old.fields, &old.placement, active);
        let upload = self.kept_image(entity, id, old.upload.as_deref())?;
        // A contributor's restore of a published document is a draft beside it: its file stays.
        let file = if authority.publishes() {
            self.revision_file(entity.key, id, revision)?
        } else {
            None
        };
        let (_, value) = self.manage_with(
            entity,
            input,
            upload,
            actor,
            authority,
            "restore",
            Some(format!("restored revision {revision}")),
            file,
        )?;
        Ok(value)
    }

    /// The file item `id` had at `revision`, if it had one then.
    pub(super) fn revision_file(
        &self,
        key: &str,
        id: u64,
        revision: u64,
    ) -> Result<Option<FileMeta>, ContentError> {
        self.revision_row(REVISION_FILES, key, id, revision, decode)
    }

    /// Item `id` as it was at `revision`; not found when it has no such revision.
    fn revision_record(&self, key: &str, id: u64, revision: u64) -> Result<Revision, ContentError> {
        self.revision_row(REVISIONS, key, id, revision, decode_revision)?
            .ok_or_else(|| ContentError::NotFound(crate::msg!("revision-not-found", n = revision)))
    }

    /// One row of a table keyed by (entity key, record id, a number: a revision or an image's
    /// hash), read with `decode`.
    pub(super) fn revision_row<T>(
        &self,
        table: TableDefinition<(&str, u64, u64), &[u8]>,
        key: &str,
        id: u64,
        revision: u64,
        decode: fn(&[u8]) -> Result<T, StoreError>,
    ) -> Result<Option<T>, ContentError> {
        let txn = self.content.store.snapshot()?;
        let table = txn.open_table(table).map_err(StoreError::other)?;
        Ok(table
            .get((key, id, revision))
            .map_err(StoreError::other)?
            .map(|v| decode(v.value()))
            .transpose()?)
    }

    /// `GET /workflow/revisions`: newest first, without their content.
    pub fn revisions(&self, entity: &'static Entity, id: u64) -> Result<Vec<Value>, ContentError> {
        self.content
            .store
            .get::<Envelope>(entity.key, id)?
            .ok_or_else(|| not_found(entity, id))?;
        let txn = self.content.store.snapshot()?;
        let table = txn.open_table(REVISIONS).map_err(StoreError::other)?;
        let mut out = Vec::new();
        for row in table
            .range((entity.key, id, 0)..=(entity.key, id, u64::MAX))
            .map_err(StoreError::other)?
            .rev()
        {
            let (k, v) = row.map_err(StoreError::other)?;
            let r = decode_revision(v.value())?;
            out.push(json!({
                "revision": k.value().2,
                "at": clock::rfc3339(r.at_ms),
                "by": r.by,
                "role": r.role,
                "action": r.action,
                "status": r.status.as_str(),
                "comment": r.comment,
            }));
        }
        Ok(out)
    }

    /// `GET /workflow/revision`: the record as it was at that revision, in detail shape.
    pub fn revision(
        &self,
        entity: &'static Entity,
        id: u64,
        revision: u64,
    ) -> Result<Value, ContentError> {
        let r = self.revision_record(entity.key, id, revision)?;
        let record = Envelope {
            active: r.active,
            fields: r.fields,
            image: None,
            placement: r.placement,
            state: State::default(),
        };
        let mut value = crate::content::detail(entity, id, &record, None);
        if let Value::Object(map) = &mut value {
            map.insert("revision".into(), json!(revision));
            map.insert("status".into(), json!(r.status.as_str()));
            map.insert("at".into(), json!(clock::rfc3339(r.at_ms)));
            map.insert("by".into(), json!(r.by));
            map.insert("role".into(), json!(r.role));
            map.insert("action".into(), json!(r.action));
            map.insert("comment".into(), json!(r.comment));
            map.insert("upload".into(), json!(r.upload));
            if let (Some(rule), Some(file)) =
                (&entity.file, self.revision_file(entity.key, id, revision)?)
            {
                map.insert(
                    rule.path_field.into(),
                    json!(format!(
                        "/uploads/{}/{id}-{}.{}",
                        entity.key,
                        file.hash,
                        rule.kind.extension()
                    )),
                );
                map.insert(rule.size_field.into(), json!(file.size));
                map.insert("file".into(), json!({"hash": file.hash, "size": file.size}));
            }
        }
        Ok(value)
    }
}
