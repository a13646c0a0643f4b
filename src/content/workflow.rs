//! The workflow half of each item's envelope (docs/workflow.md): its status and revision,
//! who created and last changed it, the draft waiting beside a published item; and every
//! revision as it was. The state is a part of the envelope, in the item's one row
//! (`Envelope::state`); revisions, a pending version's upload and replaced images are kept in
//! tables of their own, keyed like the items. A database of a release that kept the states
//! apart is converted once, at its first start (`upgrade.rs`).
//!
//! Every transition writes the record (when it changes), its audit entry, the revision and the
//! state in one transaction: [`Content::save`]'s hook, or a transaction of its own here.
use std::collections::{BTreeMap, HashSet};

use base64::Engine as _;
use redb::{ReadableDatabase, TableDefinition};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use super::placement::{self, Placement};
use super::{Content, ContentError, Envelope, entities, not_found, parse_input, run_checks};
use crate::audit::{self, Actor, Change};
use crate::clock;
use crate::content::entities::Entity;
use crate::mail;
use crate::store::{FileMeta, StoreError, WriteTx, decode, encode};

mod keep;
mod preview;
mod queue;
mod review;
mod revisions;

pub use keep::{Freed, purge_revisions};
use keep::{decode_revision, prune_item};
pub(super) use keep::{decode_revision_as, encode_revision};
use queue::notice_item;

/// Revisions by (entity key, record id, revision number from 1).
pub(super) const REVISIONS: TableDefinition<(&str, u64, u64), &[u8]> =
    TableDefinition::new("workflow_revisions");
/// The image or file a draft of a published item carries, until it is approved.
const PENDING_UPLOADS: TableDefinition<(&str, u64), &[u8]> =
    TableDefinition::new("workflow_pending_uploads");

/// Images an item had before a new one replaced them, by (entity key, record id, the image's
/// hash as a number), so restoring a revision brings its image back.
const KEPT_IMAGES: TableDefinition<(&str, u64, u64), &[u8]> =
    TableDefinition::new("workflow_kept_images");

/// The file a document had at each revision, by (entity key, record id, revision): its chunks
/// stay stored when a new file replaces it, so a restore can name it again.
const REVISION_FILES: TableDefinition<(&str, u64, u64), &[u8]> =
    TableDefinition::new("workflow_revision_files");

/// Longest comment kept on a returned item.
const MAX_COMMENT_CHARS: usize = 2_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    Draft,
    Review,
    Published,
    Archived,
}

impl Status {
    /// The status in a message: its wire name in English, its name in Odia.
    pub fn label(self) -> (&'static str, &'static str) {
        let od = match self {
            Status::Draft => "ଡ୍ରାଫ୍ଟ",
            Status::Review => "ସମୀକ୍ଷା",
            Status::Published => "ପ୍ରକାଶିତ",
            Status::Archived => "ଅଭିଲେଖ",
        };
        (self.as_str(), od)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Draft => "draft",
            Status::Review => "review",
            Status::Published => "published",
            Status::Archived => "archived",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        [
            Status::Draft,
            Status::Review,
            Status::Published,
            Status::Archived,
        ]
        .into_iter()
        .find(|s| s.as_str() == text)
    }
}

/// Who may do what with content: approvers and administrators publish; contributors draft;
/// with `review_all` (docs/workflow.md) approvers and administrators propose: their changes
/// wait for another's approval as a contributor's do, and they may take over a draft.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Authority {
    Publishes,
    Drafts,
    Proposes,
}

impl Authority {
    /// The authority of a caller who moderates (an approver or administrator) or not, under
    /// the `review_all` setting: the one answer to "does this save publish?".
    pub fn of(moderates: bool, review_all: bool) -> Authority {
        match (moderates, review_all) {
            (false, _) => Authority::Drafts,
            (true, false) => Authority::Publishes,
            (true, true) => Authority::Proposes,
        }
    }

    /// A save is published at once (else it is a draft or a pending version).
    pub fn publishes(self) -> bool {
        self == Authority::Publishes
    }

    /// May act on other officials' drafts: submit them, take them over.
    pub fn moderates(self) -> bool {
        self != Authority::Drafts
    }
}

/// A draft of a published item, waiting while the published version stays live.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub(super) struct Pending {
    pub(super) fields: BTreeMap<String, String>,
    pub(super) active: Option<bool>,
    /// An image or file waits in [`PENDING_UPLOADS`].
    pub(super) upload: bool,
    /// Its position (the live version's), schedule and validity.
    pub(super) placement: Placement,
}

/// An item's pending version, and the image or file that waits with it.
pub(super) type PendingVersion = (Envelope, Option<Vec<u8>>);

/// A record's workflow state (bincode: fields are only ever appended in a new table).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct State {
    pub(super) status: Status,
    pub(super) revision: u64,
    /// A version is public (or was, for an archived item): false for a new item until its
    /// first approval.
    pub(super) live: bool,
    /// Who wrote the newest draft.
    pub(super) author: String,
    pub(super) submitted_by: Option<String>,
    pub(super) submitted_at_ms: Option<u64>,
    /// Why it was returned, for its author.
    pub(super) comment: Option<String>,
    pub(super) pending: Option<Pending>,
    pub(super) created_by: String,
    pub(super) created_at_ms: u64,
    pub(super) updated_by: String,
    pub(super) updated_at_ms: u64,
}

impl State {
    /// When the item was last saved (ms since 1970); 0 for records from before the workflow.
    pub(super) fn saved_at_ms(&self) -> u64 {
        self.updated_at_ms.max(self.created_at_ms)
    }

    pub(super) fn status(&self) -> Status {
        self.status
    }

    pub(super) fn live(&self) -> bool {
        self.live
    }

    /// What the gate to the public reads of this state.
    pub(super) fn approval(&self) -> super::gate::Approval {
        super::gate::Approval {
            live: self.live,
            archived: self.status == Status::Archived,
        }
    }
}

impl Default for State {
    /// A record from before the workflow: published, nothing pending, nobody named.
    fn default() -> State {
        State {
            status: Status::Published,
            revision: 0,
            live: true,
            author: String::new(),
            submitted_by: None,
            submitted_at_ms: None,
            comment: None,
            pending: None,
            created_by: String::new(),
            created_at_ms: 0,
            updated_by: String::new(),
            updated_at_ms: 0,
        }
    }
}

/// One revision: who did what, when, and the content as it then was.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub(super) struct Revision {
    pub(super) at_ms: u64,
    pub(super) by: String,
    pub(super) role: Option<String>,
    pub(super) action: String,
    pub(super) status: Status,
    pub(super) comment: Option<String>,
    pub(super) active: bool,
    pub(super) fields: BTreeMap<String, String>,
    /// The hash of the image or file this revision carried.
    pub(super) upload: Option<String>,
    /// Its position, schedule and validity, so a restore brings the schedule and validity back.
    pub(super) placement: Placement,
}

/// Creates the workflow tables, so read transactions can open them on a new file.
pub(super) fn create_tables(store: &crate::store::Store) -> Result<(), StoreError> {
    store.declare(&[&REVISIONS, &PENDING_UPLOADS, &KEPT_IMAGES, &REVISION_FILES])
}

/// An image's hash (16 hex digits) as the number [`KEPT_IMAGES`] is keyed by.
fn hash_number(hash: &str) -> Option<u64> {
    u64::from_str_radix(hash, 16).ok()
}

/// Keeps an image that is about to be replaced (see [`Content::image_to_keep`]).
fn keep_image(
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
fn read_state(tx: &WriteTx, key: &str, id: u64) -> Result<State, StoreError> {
    Ok(tx
        .get::<Envelope>(key, id)?
        .map(|envelope| envelope.state)
        .unwrap_or_default())
}

/// Makes `state` the state of item `id`, in its envelope.
fn write_state(tx: &WriteTx, key: &str, id: u64, state: &State) -> Result<(), StoreError> {
    let mut envelope = tx
        .get::<Envelope>(key, id)?
        .ok_or_else(|| StoreError::Other(format!("no item {key} {id} to change the state of")))?;
    envelope.state = state.clone();
    tx.put(key, id, &envelope)
}

/// Appends a revision and moves the state's revision number to it; then the item keeps the
/// newest `keep` revisions and every published one (0: all; `keep.rs`).
fn add_revision(
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

impl Content {
    /// The end of every workflow step, in its write: the revision added (and the item's old
    /// ones let go as `revisions_keep` says), then the state written into the envelope.
    fn record_step(
        &self,
        tx: &WriteTx,
        key: &str,
        id: u64,
        state: &mut State,
        revision: Revision,
    ) -> Result<(), StoreError> {
        add_revision(tx, key, id, state, revision, self.revisions_keep)?;
        write_state(tx, key, id, state)
    }
}

fn revision_of(actor: &Actor, action: &str, status: Status, record: &Envelope) -> Revision {
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
fn shown_status(state: &State, record: &Envelope, today: &str) -> Status {
    if state.status == Status::Published && record.placement.expired(today) {
        Status::Archived
    } else {
        state.status
    }
}

/// The refusal of a change to an item that awaits review: the submission is what the
/// approver reads, so nothing saves over it until it is approved or returned.
fn in_review(entity: &Entity, state: &State) -> ContentError {
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
fn take_over_audit(
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
fn owned_by(entity: &Entity, author: &str) -> ContentError {
    wrong_state(crate::msg!(
        "draft-of-another",
        author = author,
        kind = crate::messages::kind(entity)
    ))
}

fn forbidden(message: crate::messages::Msg) -> ContentError {
    ContentError::Forbidden(message)
}

fn wrong_state(message: crate::messages::Msg) -> ContentError {
    ContentError::WrongState(message)
}

/// The manage input that writes `fields`, the schedule and validity of `placement` (the
/// position stays where it is) and `active` to record `id`.
fn input_of(
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

/// An item awaiting review, for the queue.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct QueueItem {
    pub entity: &'static str,
    pub id: u64,
    pub title: String,
    /// The Odia title: the first Odia field with text (empty when none has).
    pub title_od: String,
    pub status: &'static str,
    pub submitted_by: Option<String>,
    pub submitted_at: Option<String>,
    pub author: String,
    pub comment: Option<String>,
    pub updated_at: Option<String>,
    /// A published version stays live while this waits.
    pub live: bool,
}

/// The Odia title of a record for lists of work and mails: its first `…Od` field with text.
pub(super) fn title_od_of(entity: &Entity, fields: &BTreeMap<String, String>) -> String {
    entity
        .field_names()
        .filter(|f| f.ends_with("Od"))
        .filter_map(|f| fields.get(f))
        .find(|v| !v.is_empty())
        .map(|v| v.chars().take(120).collect())
        .unwrap_or_default()
}

/// The title of a record for lists of work: its first English field that has text.
fn title_of(entity: &Entity, fields: &BTreeMap<String, String>) -> String {
    entity
        .field_names()
        .filter(|f| f.ends_with("En"))
        .chain(entity.field_names())
        .filter_map(|f| fields.get(f))
        .find(|v| !v.is_empty())
        .map(|v| v.chars().take(120).collect())
        .unwrap_or_default()
}

impl Content {
    /// The state of each of these items (the default, published, for an id that does not
    /// exist), read from their envelopes in one read.
    pub(super) fn states(&self, key: &str, ids: &[u64]) -> Result<Vec<State>, ContentError> {
        let mut found: std::collections::HashMap<u64, State> = self
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

    /// The status of each item of `entity`.
    pub(super) fn stages(
        &self,
        entity: &Entity,
    ) -> Result<std::collections::HashMap<u64, Status>, ContentError> {
        Ok(self
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
            .store
            .list::<Envelope>(entity.key)?
            .into_iter()
            .filter(|(_, envelope)| !envelope.state.live && envelope.state.author != email)
            .map(|(id, _)| id)
            .collect())
    }

    /// Not found for a contributor signed in as `viewer` who may not see item `id` (see
    /// [`Content::hidden_from`]); `None` sees everything.
    pub fn must_see(
        &self,
        entity: &Entity,
        id: u64,
        viewer: Option<&str>,
    ) -> Result<(), ContentError> {
        let Some(email) = viewer else {
            return Ok(());
        };
        let state = self.states(entity.key, &[id])?.pop().unwrap_or_default();
        if state.live || state.author == email {
            Ok(())
        } else {
            Err(not_found(entity, id))
        }
    }

    /// `status`, `revision`, `isLive`, who last changed it and when, and a returned item's
    /// comment, added to an answer about a record.
    pub(super) fn add_envelope(
        &self,
        entity: &Entity,
        id: u64,
        value: &mut Value,
        state: &State,
        record: &Envelope,
        today: &str,
    ) {
        self.grant_uploads(entity, id, record, state.approval(), value);
        let public = super::gate::public_at(entity, record, state.approval(), self.listings.now());
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
    pub(super) fn add_envelopes(
        &self,
        entity: &Entity,
        items: &mut [Value],
        records: &[(u64, Envelope)],
    ) -> Result<(), ContentError> {
        let today = self.listings.today();
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
    fn manage_with(
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
                self.store
                    .get::<Envelope>(entity.key, id)?
                    .ok_or_else(|| not_found(entity, id))?;
                self.states(entity.key, &[id])?.pop().unwrap_or_default()
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
        let (id, mut value) = self.save(entity, input, upload, true, actor, Some(&hook))?;
        self.envelope_of(entity, id, &mut value)?;
        Ok((id, value))
    }

    /// The pending version of item `id` (its fields and active flag over the live record), and
    /// the image or file waiting with it; `None` when nothing is pending.
    pub(super) fn pending_version(
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
    fn envelope_of(&self, entity: &Entity, id: u64, value: &mut Value) -> Result<(), ContentError> {
        if let Some(record) = self.store.get::<Envelope>(entity.key, id)? {
            self.add_envelope(
                entity,
                id,
                value,
                &record.state,
                &record,
                &self.listings.today(),
            );
        }
        Ok(())
    }

    fn detail_with_envelope(
        &self,
        entity: &'static Entity,
        id: u64,
    ) -> Result<Value, ContentError> {
        let record: Envelope = self
            .store
            .get(entity.key, id)?
            .ok_or_else(|| not_found(entity, id))?;
        let mut value = super::list_item(entity, id, &record);
        self.envelope_of(entity, id, &mut value)?;
        Ok(value)
    }
}

/// What a draft would make of an item: its fields, over the stored record's position,
/// schedule and validity (when there is a record) unless it changes them.
fn draft_of(
    entity: &Entity,
    mut parsed: super::Input,
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
