//! Saving through the workflow: the states and envelopes of items as the back office sees
//! them, and a save that goes live, waits as a draft or is refused, by the caller's authority.

use super::*;

impl Workflow<'_> {
    /// The state of each of these items (the default, published, for an id that does not
    /// exist), read from their envelopes in one read.
    pub(in crate::content) fn states(
        &self,
        key: &str,
        ids: &[u64],
    ) -> Result<Vec<State>, ContentError> {
        let mut found: std::collections::HashMap<u64, State> = self
            .content
            .store
            .get_many::<Envelope>(key, ids)?
            .into_iter()
            .map(|(id, envelope)| (id, envelope.state))
            .collect();
        Ok(ids
            .iter()
            .map(|id| found.remove(id).unwrap_or_default())
            .collect())
    }

    /// The state of one item ([`Workflow::states`] for one id).
    pub(in crate::content) fn state(&self, key: &str, id: u64) -> Result<State, ContentError> {
        Ok(self.states(key, &[id])?.pop().unwrap_or_default())
    }

    /// The status of each item of `entity`.
    pub(in crate::content) fn stages(
        &self,
        entity: &Entity,
    ) -> Result<std::collections::HashMap<u64, Status>, ContentError> {
        Ok(self
            .content
            .store
            .list::<Envelope>(entity.key)?
            .into_iter()
            .map(|(id, envelope)| (id, envelope.state.status))
            .collect())
    }

    /// The items of `entity` a contributor signed in as `email` does not see: drafts never
    /// published that someone else wrote (docs/roles.md). Published items are seen by all.
    pub fn hidden_from(&self, entity: &Entity, email: &str) -> Result<HashSet<u64>, ContentError> {
        Ok(self
            .content
            .store
            .list::<Envelope>(entity.key)?
            .into_iter()
            .filter(|(_, envelope)| !envelope.state.live && envelope.state.author != email)
            .map(|(id, _)| id)
            .collect())
    }

    /// Not found for a contributor signed in as `viewer` who may not see item `id` (see
    /// [`Workflow::hidden_from`]); `None` sees everything.
    pub fn must_see(
        &self,
        entity: &Entity,
        id: u64,
        viewer: Option<&str>,
    ) -> Result<(), ContentError> {
        let Some(email) = viewer else {
            return Ok(());
        };
        let state = self.state(entity.key, id)?;
        if state.live || state.author == email {
            Ok(())
        } else {
            Err(not_found(entity, id))
        }
    }

    /// `status`, `revision`, `isLive`, who last changed it and when, and a returned item's
    /// comment, added to an answer about a record.
    pub(in crate::content) fn add_envelope(
        &self,
        entity: &Entity,
        id: u64,
        value: &mut Value,
        state: &State,
        record: &Envelope,
        today: &str,
    ) {
        self.content
            .grant_uploads(entity, id, record, state.approval(), value);
        let public = crate::content::gate::public_at(
            entity,
            record,
            state.approval(),
            self.content.listings.now(),
        );
        let Value::Object(map) = value else {
            return;
        };
        map.insert("isPublic".into(), json!(public));
        map.insert(
            "status".into(),
            json!(shown_status(state, record, today).as_str()),
        );
        map.insert("revision".into(), json!(state.revision));
        map.insert("isLive".into(), json!(state.live));
        map.insert(
            "updatedBy".into(),
            json!(Some(&state.updated_by).filter(|s| !s.is_empty())),
        );
        map.insert(
            "updatedAt".into(),
            json!((state.updated_at_ms > 0).then(|| clock::rfc3339(state.updated_at_ms))),
        );
        map.insert(
            "createdBy".into(),
            json!(Some(&state.created_by).filter(|s| !s.is_empty())),
        );
        map.insert(
            "createdAt".into(),
            json!((state.created_at_ms > 0).then(|| clock::rfc3339(state.created_at_ms))),
        );
        map.insert("returnComment".into(), json!(state.comment));
    }

    /// Adds the envelope to every item of an answer's list (items carry the entity's id field).
    pub(in crate::content) fn add_envelopes(
        &self,
        entity: &Entity,
        items: &mut [Value],
        records: &[(u64, Envelope)],
    ) -> Result<(), ContentError> {
        let today = self.content.listings.today();
        for (item, (id, record)) in items.iter_mut().zip(records) {
            self.add_envelope(entity, *id, item, &record.state, record, &today);
        }
        Ok(())
    }

    /// `manage` as the caller's role allows (docs/workflow.md): approvers and administrators
    /// publish; a contributor's new item is a draft nobody else sees published, and a
    /// contributor's edit of a published item waits beside it, which stays live, unchanged.
    pub fn manage_as(
        &self,
        entity: &'static Entity,
        input: Value,
        upload: Option<Vec<u8>>,
        actor: &Actor,
        authority: Authority,
    ) -> Result<(u64, Value), ContentError> {
        self.manage_with(entity, input, upload, actor, authority, "save", None, None)
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn manage_with(
        &self,
        entity: &'static Entity,
        mut input: Value,
        upload: Option<Vec<u8>>,
        actor: &Actor,
        authority: Authority,
        action: &str,
        comment: Option<String>,
        earlier_file: Option<FileMeta>,
    ) -> Result<(u64, Value), ContentError> {
        let id = parse_input(entity, input.clone())?.id;
        let state = match id {
            Some(id) => {
                self.content
                    .store
                    .get::<Envelope>(entity.key, id)?
                    .ok_or_else(|| not_found(entity, id))?;
                self.state(entity.key, id)?
            }
            None => State {
                live: false,
                ..State::default()
            },
        };
        if state.status == Status::Review {
            return Err(in_review(entity, &state));
        }
        if !authority.publishes() {
            if let Some(id) = id
                && state.live
            {
                return self
                    .save_pending(entity, id, input, upload, actor, state, action, authority);
            }
            if id.is_some() && state.author != actor.admin && !authority.moderates() {
                return Err(forbidden(crate::msg!("contributor-own-drafts")));
            }
            // A draft is never public.
            if let Value::Object(map) = &mut input {
                map.insert("isActive".into(), Value::Bool(false));
            }
        } else if !state.live
            && let Value::Object(map) = &mut input
            && map.get("isActive").is_none_or(Value::is_null)
        {
            // Publishing a draft shows it, as a new item is shown (docs/decisions.md's default).
            map.insert("isActive".into(), Value::Bool(true));
        }
        let status = if authority.publishes() {
            Status::Published
        } else {
            Status::Draft
        };
        // An approver's or administrator's save of an item with a pending version takes it
        // over: what they saved is what is published, the pending version goes, and the
        // audit trail says whose it was (docs/workflow.md).
        let taken_over = match (authority, id, &state.pending) {
            (Authority::Publishes, Some(_), Some(pending)) => Some(pending.upload),
            _ => None,
        };
        let upload = match (upload, taken_over, id) {
            (None, Some(true), Some(id)) => self.pending_upload(entity.key, id)?,
            (upload, _, _) => upload,
        };
        let previous_author = state.author.clone();
        let comment = comment.clone();
        let kept = if authority.publishes() {
            self.image_to_keep(entity, id, upload.is_some())?
        } else {
            None
        };
        let hook = move |tx: &WriteTx, id: u64, record: &Envelope, before: Option<&Envelope>| {
            keep_image(tx, entity.key, id, &kept)?;
            if let Some(file) = &earlier_file {
                tx.reuse_file(entity.key, id, file)?;
            }
            let mut state = if authority.publishes() {
                read_state(tx, entity.key, id)?
            } else {
                read_state(tx, entity.key, id).map(|s| State { live: false, ..s })?
            };
            if before.is_none() {
                state.created_by = actor.admin.clone();
                state.created_at_ms = clock::now_ms();
            }
            state.status = status;
            state.comment = None;
            state.submitted_by = None;
            state.submitted_at_ms = None;
            if authority.publishes() {
                state.live = true;
                if state.pending.take().is_some() {
                    tx.txn()
                        .open_table(PENDING_UPLOADS)
                        .map_err(StoreError::other)?
                        .remove((entity.key, id))
                        .map_err(StoreError::other)?;
                    if previous_author != actor.admin {
                        take_over_audit(tx, actor, entity, id, &previous_author)?;
                    }
                }
            } else {
                if !state.author.is_empty() && state.author != actor.admin && before.is_some() {
                    take_over_audit(tx, actor, entity, id, &state.author)?;
                }
                state.author = actor.admin.clone();
            }
            let mut revision = revision_of(actor, action, status, record);
            revision.comment = comment.clone();
            self.record_step(tx, entity.key, id, &mut state, revision)?;
            Ok(())
        };
        let (id, mut value) =
            self.content
                .records()
                .save(entity, input, upload, true, actor, Some(&hook))?;
        self.envelope_of(entity, id, &mut value)?;
        Ok((id, value))
    }

    /// The pending version of item `id` (its fields and active flag over the live record), and
    /// the image or file waiting with it; `None` when nothing is pending.
    pub(in crate::content) fn pending_version(
        &self,
        entity: &Entity,
        id: u64,
        record: &Envelope,
        state: &State,
    ) -> Result<Option<PendingVersion>, ContentError> {
        let Some(pending) = &state.pending else {
            return Ok(None);
        };
        let upload = if pending.upload {
            self.pending_upload(entity.key, id)?
        } else {
            None
        };
        let version = Envelope {
            active: pending.active.unwrap_or(record.active),
            fields: pending.fields.clone(),
            image: record.image.clone(),
            placement: pending.placement,
            state: state.clone(),
        };
        Ok(Some((version, upload)))
    }

    /// Adds the envelope to one record's answer, read after its write.
    pub(super) fn envelope_of(
        &self,
        entity: &Entity,
        id: u64,
        value: &mut Value,
    ) -> Result<(), ContentError> {
        if let Some(record) = self.content.store.get::<Envelope>(entity.key, id)? {
            self.add_envelope(
                entity,
                id,
                value,
                &record.state,
                &record,
                &self.content.listings.today(),
            );
        }
        Ok(())
    }

    pub(super) fn detail_with_envelope(
        &self,
        entity: &'static Entity,
        id: u64,
    ) -> Result<Value, ContentError> {
        let record: Envelope = self
            .content
            .store
            .get(entity.key, id)?
            .ok_or_else(|| not_found(entity, id))?;
        let mut value = crate::content::list_item(entity, id, &record);
        self.envelope_of(entity, id, &mut value)?;
        Ok(value)
    }
}

/// What a draft would make of an item: its fields, over the stored record's position,
/// schedule and validity (when there is a record) unless it changes them.
pub(super) fn draft_of(
    entity: &Entity,
    mut parsed: crate::content::Input,
    record: Option<&Envelope>,
) -> (BTreeMap<String, String>, Placement) {
    let mut fields = parsed.record_fields();
    for (name, value) in record.iter().flat_map(|r| &r.fields) {
        if !entity.has_field(name) {
            fields.insert(name.clone(), value.clone());
        }
    }
    let mut placement = record.map(|r| r.placement).unwrap_or_default();
    parsed.placement.apply(&mut placement);
    (fields, placement)
}
