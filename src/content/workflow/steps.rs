//! What every transition shares: reading and writing an item's state, appending a revision,
//! keeping a replaced image, and the refusals a step gives.

use super::*;

/// An image's hash (16 hex digits) as the number [`KEPT_IMAGES`] is keyed by.
pub(super) fn hash_number(hash: &str) -> Option<u64> {
    u64::from_str_radix(hash, 16).ok()
}

/// Keeps an image that is about to be replaced (see [`Workflow::image_to_keep`]).
pub(super) fn keep_image(
    tx: &WriteTx,
    key: &str,
    id: u64,
    kept: &Option<(u64, Vec<u8>)>,
) -> Result<(), StoreError> {
    if let Some((hash, bytes)) = kept {
        let mut table = tx
            .txn()
            .open_table(KEPT_IMAGES)
            .map_err(StoreError::other)?;
        table
            .insert((key, id, *hash), bytes.as_slice())
            .map_err(StoreError::other)?;
    }
    Ok(())
}

/// The state of item `id` as this write sees it.
pub(super) fn read_state(tx: &WriteTx, key: &str, id: u64) -> Result<State, StoreError> {
    Ok(tx
        .get::<Envelope>(key, id)?
        .map(|envelope| envelope.state)
        .unwrap_or_default())
}

/// Makes `state` the state of item `id`, in its envelope.
pub(super) fn write_state(
    tx: &WriteTx,
    key: &str,
    id: u64,
    state: &State,
) -> Result<(), StoreError> {
    let mut envelope = tx
        .get::<Envelope>(key, id)?
        .ok_or_else(|| StoreError::Other(format!("no item {key} {id} to change the state of")))?;
    envelope.state = state.clone();
    tx.put(key, id, &envelope)
}

/// Appends a revision and moves the state's revision number to it; then the item keeps the
/// newest `keep` revisions and every published one (0: all; `keep.rs`).
pub(super) fn add_revision(
    tx: &WriteTx,
    key: &str,
    id: u64,
    state: &mut State,
    revision: Revision,
    keep: usize,
) -> Result<(), StoreError> {
    state.revision += 1;
    state.updated_by = revision.by.clone();
    state.updated_at_ms = revision.at_ms;
    let mut table = tx.txn().open_table(REVISIONS).map_err(StoreError::other)?;
    table
        .insert(
            (key, id, state.revision),
            encode_revision(&revision)?.as_slice(),
        )
        .map_err(StoreError::other)?;
    drop(table);
    if let Some(file) = tx.file_meta(key, id)? {
        let mut files = tx
            .txn()
            .open_table(REVISION_FILES)
            .map_err(StoreError::other)?;
        files
            .insert((key, id, state.revision), encode(&file)?.as_slice())
            .map_err(StoreError::other)?;
    }
    prune_item(tx, key, id, keep)?;
    Ok(())
}

impl Workflow<'_> {
    /// The end of every workflow step, in its write: the revision added (and the item's old
    /// ones let go as `revisions_keep` says), then the state written into the envelope.
    pub(super) fn record_step(
        &self,
        tx: &WriteTx,
        key: &str,
        id: u64,
        state: &mut State,
        revision: Revision,
    ) -> Result<(), StoreError> {
        add_revision(tx, key, id, state, revision, self.content.revisions_keep)?;
        write_state(tx, key, id, state)
    }
}

pub(super) fn revision_of(
    actor: &Actor,
    action: &str,
    status: Status,
    record: &Envelope,
) -> Revision {
    Revision {
        at_ms: clock::now_ms(),
        by: actor.admin.clone(),
        role: actor.role.map(str::to_string),
        action: action.to_string(),
        status,
        comment: None,
        active: record.active,
        fields: record.fields.clone(),
        upload: record.image.as_ref().map(|i| i.hash.clone()),
        placement: record.placement,
    }
}

/// The status an item shows: its state's, or archived once its validity has passed.
pub(super) fn shown_status(state: &State, record: &Envelope, today: &str) -> Status {
    if state.status == Status::Published && record.placement.expired(today) {
        Status::Archived
    } else {
        state.status
    }
}

/// The refusal of a change to an item that awaits review: the submission is what the
/// approver reads, so nothing saves over it until it is approved or returned.
pub(super) fn in_review(entity: &Entity, state: &State) -> ContentError {
    let by = state
        .submitted_by
        .as_deref()
        .unwrap_or(state.author.as_str());
    wrong_state(crate::msg!(
        "in-review",
        kind = crate::messages::kind(entity),
        by = by
    ))
}

/// The audit entry of an official who takes over another's draft.
pub(super) fn take_over_audit(
    tx: &WriteTx,
    actor: &Actor,
    entity: &Entity,
    id: u64,
    from: &str,
) -> Result<(), StoreError> {
    audit::append(
        tx.txn(),
        actor,
        "take-over",
        entity.key,
        Some(id),
        vec![Change::new("author", Some(from), Some(&actor.admin))],
    )
    .map(|_| ())
}

/// The refusal of a contributor's save over another official's pending version.
pub(super) fn owned_by(entity: &Entity, author: &str) -> ContentError {
    wrong_state(crate::msg!(
        "draft-of-another",
        author = author,
        kind = crate::messages::kind(entity)
    ))
}

pub(super) fn forbidden(message: crate::messages::Msg) -> ContentError {
    ContentError::Forbidden(message)
}

pub(super) fn wrong_state(message: crate::messages::Msg) -> ContentError {
    ContentError::WrongState(message)
}

/// The manage input that writes `fields`, the schedule and validity of `placement` (the
/// position stays where it is) and `active` to record `id`.
pub(super) fn input_of(
    entity: &Entity,
    id: u64,
    fields: &BTreeMap<String, String>,
    placement: &Placement,
    active: Option<bool>,
) -> Value {
    let mut map = Map::new();
    for (name, value) in fields {
        map.insert(name.clone(), Value::String(value.clone()));
    }
    placement::insert_texts(&mut map, placement);
    map.insert(entity.id_field.into(), json!(id));
    if let Some(active) = active {
        map.insert("isActive".into(), Value::Bool(active));
    }
    Value::Object(map)
}
