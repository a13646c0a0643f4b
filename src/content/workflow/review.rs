//! Review: a contributor's draft kept beside the published item, submitted, returned and
//! approved (docs/workflow.md).

use super::*;

impl Workflow<'_> {
    /// A contributor's edit of a published item: checked as a save would be, kept beside the
    /// item as its pending draft (the live version is not touched).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn save_pending(
        &self,
        entity: &'static Entity,
        id: u64,
        input: Value,
        upload: Option<Vec<u8>>,
        actor: &Actor,
        state: State,
        action: &str,
        authority: Authority,
    ) -> Result<(u64, Value), ContentError> {
        if state.status == Status::Review {
            return Err(in_review(entity, &state));
        }
        let taken_from =
            (state.pending.is_some() && !state.author.is_empty() && state.author != actor.admin)
                .then(|| state.author.clone());
        if let (Some(author), false) = (&taken_from, authority.moderates()) {
            return Err(owned_by(entity, author));
        }
        let parsed = parse_input(entity, input)?;
        run_checks(entity, &parsed.fields)?;
        if let Some(bytes) = &upload {
            self.check_upload(entity, bytes)?;
        }
        let Some(record) = self.content.store.get::<Envelope>(entity.key, id)? else {
            return Err(not_found(entity, id));
        };
        let active = parsed.active;
        let (fields, placement) = draft_of(entity, parsed, Some(&record));
        let keep_upload = upload.is_none() && state.pending.as_ref().is_some_and(|p| p.upload);
        let pending = Pending {
            fields: fields.clone(),
            active,
            upload: upload.is_some() || keep_upload,
            placement,
        };
        let draft = Envelope {
            active: active.unwrap_or(record.active),
            fields,
            image: record.image.clone(),
            placement,
            state: record.state.clone(),
        };
        self.content.store.write(|tx| {
            let mut state = read_state(tx, entity.key, id)?;
            state.status = Status::Draft;
            state.author = actor.admin.clone();
            state.comment = None;
            state.pending = Some(pending.clone());
            if let Some(bytes) = &upload {
                let mut table = tx
                    .txn()
                    .open_table(PENDING_UPLOADS)
                    .map_err(StoreError::other)?;
                table
                    .insert((entity.key, id), bytes.as_slice())
                    .map_err(StoreError::other)?;
            }
            if let Some(author) = &taken_from {
                take_over_audit(tx, actor, entity, id, author)?;
            }
            let changes = crate::content::changes(entity, Some(&record), &draft);
            audit::append(tx.txn(), actor, "save-draft", entity.key, Some(id), changes)?;
            let revision = revision_of(actor, action, Status::Draft, &draft);
            self.record_step(tx, entity.key, id, &mut state, revision)?;
            Ok::<(), ContentError>(())
        })?;
        let mut value = crate::content::detail(entity, id, &draft, None);
        self.envelope_of(entity, id, &mut value)?;
        Ok((id, value))
    }

    /// Checks an upload as a save would, before it is kept for later.
    pub(super) fn check_upload(&self, entity: &Entity, bytes: &[u8]) -> Result<(), ContentError> {
        match &entity.file {
            Some(rule) => self.content.records().check_file(rule, bytes).map(|_| ()),
            None => crate::content::check_image(entity, bytes).map(|_| ()),
        }
    }

    /// `POST /workflow/submit`: draft → review, by its author or an approver.
    pub fn submit(
        &self,
        entity: &'static Entity,
        id: u64,
        actor: &Actor,
        authority: Authority,
    ) -> Result<Value, ContentError> {
        self.transition(entity, id, actor, "submit", |state| {
            if state.status != Status::Draft {
                return Err(wrong_state(crate::msg!(
                    "submit-not-draft",
                    status = state.status.label()
                )));
            }
            if !authority.moderates() && state.author != actor.admin {
                return Err(forbidden(crate::msg!("contributor-own-submit")));
            }
            state.status = Status::Review;
            state.submitted_by = Some(actor.admin.clone());
            state.submitted_at_ms = Some(clock::now_ms());
            state.comment = None;
            Ok(None)
        })
    }

    /// `POST /workflow/return`: review → draft, with the comment its author reads.
    pub fn return_item(
        &self,
        entity: &'static Entity,
        id: u64,
        comment: &str,
        actor: &Actor,
    ) -> Result<Value, ContentError> {
        let comment: String = comment.trim().chars().take(MAX_COMMENT_CHARS).collect();
        if comment.is_empty() {
            return Err(ContentError::Invalid(crate::msg!("return-comment")));
        }
        self.transition(entity, id, actor, "return", |state| {
            if state.status != Status::Review {
                return Err(wrong_state(crate::msg!(
                    "return-not-in-review",
                    status = state.status.label()
                )));
            }
            state.status = Status::Draft;
            state.comment = Some(comment.clone());
            Ok(Some(comment.clone()))
        })
    }

    /// One state change without a change of content: submit and return. The revision repeats
    /// the content it concerns (the pending draft, or the record).
    pub(super) fn transition(
        &self,
        entity: &'static Entity,
        id: u64,
        actor: &Actor,
        action: &str,
        change: impl FnOnce(&mut State) -> Result<Option<String>, ContentError>,
    ) -> Result<Value, ContentError> {
        let _guard = self.content.write_lock();
        let record: Envelope = self
            .content
            .store
            .get(entity.key, id)?
            .ok_or_else(|| not_found(entity, id))?;
        self.content.store.write(|tx| {
            let mut state = read_state(tx, entity.key, id)?;
            let comment = change(&mut state)?;
            let content = match &state.pending {
                Some(p) => Envelope {
                    active: p.active.unwrap_or(record.active),
                    fields: p.fields.clone(),
                    image: record.image.clone(),
                    placement: p.placement,
                    state: state.clone(),
                },
                None => record.clone(),
            };
            let mut changes = vec![Change::new("status", None, Some(state.status.as_str()))];
            if let Some(c) = &comment {
                changes.push(Change::new("comment", None, Some(c)));
            }
            audit::append(tx.txn(), actor, action, entity.key, Some(id), changes)?;
            if self.content.mail.get().is_some() {
                let item = notice_item(entity, id, &content.fields);
                let notice = match &comment {
                    Some(comment) => mail::Notice::Returned {
                        item,
                        author: state.author.clone(),
                        by: actor.admin.clone(),
                        comment: comment.clone(),
                    },
                    None => mail::Notice::Submitted {
                        item,
                        by: actor.admin.clone(),
                    },
                };
                mail::enqueue(tx.txn(), notice)?;
            }
            let mut revision = revision_of(actor, action, state.status, &content);
            revision.comment = comment;
            self.record_step(tx, entity.key, id, &mut state, revision)?;
            Ok::<(), ContentError>(())
        })?;
        self.wake_mail();
        self.detail_with_envelope(entity, id)
    }

    /// `POST /workflow/approve`: review → published, by an approver or administrator other
    /// than the one who submitted it. A new item goes live; a draft of a published item
    /// replaces it.
    pub fn approve(
        &self,
        entity: &'static Entity,
        id: u64,
        actor: &Actor,
    ) -> Result<Value, ContentError> {
        let state = self.state(entity.key, id)?;
        self.content
            .store
            .get::<Envelope>(entity.key, id)?
            .ok_or_else(|| not_found(entity, id))?;
        if state.status != Status::Review {
            return Err(wrong_state(crate::msg!(
                "approve-not-in-review",
                status = state.status.label()
            )));
        }
        if state.submitted_by.as_deref() == Some(actor.admin.as_str()) {
            return Err(forbidden(crate::msg!("four-eyes")));
        }
        if state.author == actor.admin {
            return Err(forbidden(crate::msg!("four-eyes-author")));
        }
        let author = state.author.clone();
        let (fields, placement, active, upload) = match &state.pending {
            Some(p) => {
                let upload = if p.upload {
                    self.pending_upload(entity.key, id)?
                } else {
                    None
                };
                (p.fields.clone(), p.placement, p.active, upload)
            }
            None => {
                let record: Envelope = self
                    .content
                    .store
                    .get(entity.key, id)?
                    .ok_or_else(|| not_found(entity, id))?;
                (record.fields, record.placement, Some(true), None)
            }
        };
        let input = input_of(entity, id, &fields, &placement, active);
        let author_for_hook = author.clone();
        let kept = self.image_to_keep(entity, Some(id), upload.is_some())?;
        let hook = move |tx: &WriteTx, id: u64, record: &Envelope, _: Option<&Envelope>| {
            keep_image(tx, entity.key, id, &kept)?;
            let mut state = read_state(tx, entity.key, id)?;
            state.status = Status::Published;
            state.live = true;
            state.pending = None;
            state.comment = None;
            let mut uploads = tx
                .txn()
                .open_table(PENDING_UPLOADS)
                .map_err(StoreError::other)?;
            uploads
                .remove((entity.key, id))
                .map_err(StoreError::other)?;
            drop(uploads);
            audit::append_with_author(
                tx.txn(),
                actor,
                "approve",
                entity.key,
                Some(id),
                vec![Change::new("status", Some("review"), Some("published"))],
                Some(&author_for_hook),
            )?;
            if self.content.mail.get().is_some() {
                mail::enqueue(
                    tx.txn(),
                    mail::Notice::Approved {
                        item: notice_item(entity, id, &record.fields),
                        author: author_for_hook.clone(),
                        by: actor.admin.clone(),
                    },
                )?;
            }
            let revision = revision_of(actor, "approve", Status::Published, record);
            self.record_step(tx, entity.key, id, &mut state, revision)?;
            Ok(())
        };
        let (id, _) =
            self.content
                .records()
                .save(entity, input, upload, true, actor, Some(&hook))?;
        self.wake_mail();
        self.detail_with_envelope(entity, id)
    }

    /// The current image of item `id` with its hash, when a new upload is about to replace it.
    pub(super) fn image_to_keep(
        &self,
        entity: &Entity,
        id: Option<u64>,
        replacing: bool,
    ) -> Result<Option<(u64, Vec<u8>)>, ContentError> {
        let (Some(id), true, Some(_)) = (id, replacing, &entity.image) else {
            return Ok(None);
        };
        let Some(record) = self.content.store.get::<Envelope>(entity.key, id)? else {
            return Ok(None);
        };
        let Some(hash) = record.image.as_ref().and_then(|i| hash_number(&i.hash)) else {
            return Ok(None);
        };
        Ok(self
            .content
            .records()
            .original(entity.key, id)?
            .map(|bytes| (hash, bytes)))
    }

    /// The image of hash `wanted` of item `id`, when it is not the current one and was kept.
    pub(super) fn kept_image(
        &self,
        entity: &Entity,
        id: u64,
        wanted: Option<&str>,
    ) -> Result<Option<Vec<u8>>, ContentError> {
        let Some(wanted) = wanted else {
            return Ok(None);
        };
        let current = self
            .content
            .store
            .get::<Envelope>(entity.key, id)?
            .and_then(|r| r.image);
        if current.is_some_and(|i| i.hash == wanted) {
            return Ok(None);
        }
        let Some(hash) = hash_number(wanted) else {
            return Ok(None);
        };
        self.revision_row(
            KEPT_IMAGES,
            entity.key,
            id,
            hash,
            |bytes| Ok(bytes.to_vec()),
        )
    }

    pub(super) fn pending_upload(
        &self,
        key: &str,
        id: u64,
    ) -> Result<Option<Vec<u8>>, ContentError> {
        let txn = self.content.store.snapshot()?;
        let table = txn.open_table(PENDING_UPLOADS).map_err(StoreError::other)?;
        Ok(table
            .get((key, id))
            .map_err(StoreError::other)?
            .map(|v| v.value().to_vec()))
    }
}
