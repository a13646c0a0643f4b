//! The record envelope's workflow half (docs/workflow.md): each record's status and revision,
//! who created and last changed it, the draft waiting beside a published item, and every
//! revision as it was. Kept in tables of their own, keyed like the records, so a record
//! written by an earlier release reads as it is: published, revision 0, nothing pending.
//!
//! Every transition writes the record (when it changes), its audit entry, the revision and the
//! state in one transaction: [`Content::save`]'s hook, or a transaction of its own here.
use std::collections::{BTreeMap, HashSet};

use base64::Engine as _;
use redb::{ReadableDatabase, ReadableTable, TableDefinition};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use super::listing::{self, VALID_UNTIL};
use super::{Content, ContentError, Record, entities, not_found, parse_input, run_checks};
use crate::audit::{self, Actor, Change};
use crate::clock;
use crate::content::entities::Entity;
use crate::mail;
use crate::store::{FileMeta, StoreError, WriteTx};

/// Workflow state by (entity key, record id).
const STATES: TableDefinition<(&str, u64), &[u8]> = TableDefinition::new("workflow_states");
/// Revisions by (entity key, record id, revision number from 1).
const REVISIONS: TableDefinition<(&str, u64, u64), &[u8]> =
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

/// Who may do what with content: approvers and administrators publish; contributors draft.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Authority {
    Publishes,
    Drafts,
}

/// A draft of a published item, waiting while the published version stays live.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
struct Pending {
    fields: BTreeMap<String, String>,
    active: Option<bool>,
    /// An image or file waits in [`PENDING_UPLOADS`].
    upload: bool,
}

/// A record's workflow state (bincode: fields are only ever appended in a new table).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct State {
    status: Status,
    revision: u64,
    /// A version is public (or was, for an archived item): false for a new item until its
    /// first approval.
    live: bool,
    /// Who wrote the newest draft.
    author: String,
    submitted_by: Option<String>,
    submitted_at_ms: Option<u64>,
    /// Why it was returned, for its author.
    comment: Option<String>,
    pending: Option<Pending>,
    created_by: String,
    created_at_ms: u64,
    updated_by: String,
    updated_at_ms: u64,
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
struct Revision {
    at_ms: u64,
    by: String,
    role: Option<String>,
    action: String,
    status: Status,
    comment: Option<String>,
    active: bool,
    fields: BTreeMap<String, String>,
    /// The hash of the image or file this revision carried.
    upload: Option<String>,
}

fn encode<T: Serialize>(value: &T) -> Result<Vec<u8>, StoreError> {
    bincode::serde::encode_to_vec(value, bincode::config::standard()).map_err(StoreError::other)
}

fn decode<T: for<'de> Deserialize<'de>>(bytes: &[u8]) -> Result<T, StoreError> {
    bincode::serde::decode_from_slice(bytes, bincode::config::standard())
        .map(|(v, _)| v)
        .map_err(StoreError::other)
}

/// Creates the workflow tables, so read transactions can open them on a new file.
pub(super) fn create_tables(store: &crate::store::Store) -> Result<(), StoreError> {
    store.write(|tx| {
        tx.txn().open_table(STATES).map_err(StoreError::other)?;
        tx.txn().open_table(REVISIONS).map_err(StoreError::other)?;
        tx.txn()
            .open_table(PENDING_UPLOADS)
            .map_err(StoreError::other)?;
        tx.txn()
            .open_table(KEPT_IMAGES)
            .map_err(StoreError::other)?;
        tx.txn()
            .open_table(REVISION_FILES)
            .map_err(StoreError::other)?;
        Ok::<(), StoreError>(())
    })
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

fn read_state(tx: &WriteTx, key: &str, id: u64) -> Result<State, StoreError> {
    let table = tx.txn().open_table(STATES).map_err(StoreError::other)?;
    let value = table.get((key, id)).map_err(StoreError::other)?;
    Ok(value
        .map(|v| decode(v.value()))
        .transpose()?
        .unwrap_or_default())
}

fn write_state(tx: &WriteTx, key: &str, id: u64, state: &State) -> Result<(), StoreError> {
    let mut table = tx.txn().open_table(STATES).map_err(StoreError::other)?;
    table
        .insert((key, id), encode(state)?.as_slice())
        .map_err(StoreError::other)?;
    Ok(())
}

/// Appends a revision and moves the state's revision number to it.
fn add_revision(
    tx: &WriteTx,
    key: &str,
    id: u64,
    state: &mut State,
    revision: Revision,
) -> Result<(), StoreError> {
    state.revision += 1;
    state.updated_by = revision.by.clone();
    state.updated_at_ms = revision.at_ms;
    let mut table = tx.txn().open_table(REVISIONS).map_err(StoreError::other)?;
    table
        .insert((key, id, state.revision), encode(&revision)?.as_slice())
        .map_err(StoreError::other)?;
    if let Some(file) = tx.file_meta(key, id)? {
        let mut files = tx
            .txn()
            .open_table(REVISION_FILES)
            .map_err(StoreError::other)?;
        files
            .insert((key, id, state.revision), encode(&file)?.as_slice())
            .map_err(StoreError::other)?;
    }
    Ok(())
}

fn revision_of(actor: &Actor, action: &str, status: Status, record: &Record) -> Revision {
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
    }
}

/// The status an item shows: its state's, or archived once its validity has passed.
fn shown_status(state: &State, record: &Record, today: &str) -> Status {
    let valid_until = record.fields.get(VALID_UNTIL).map_or("", String::as_str);
    if state.status == Status::Published && listing::is_archived(valid_until, today) {
        Status::Archived
    } else {
        state.status
    }
}

fn forbidden(message: &str) -> ContentError {
    ContentError::Forbidden(message.to_string())
}

fn wrong_state(message: String) -> ContentError {
    ContentError::WrongState(message)
}

/// The manage input that writes `fields` (and `active`) to record `id`.
fn input_of(
    entity: &Entity,
    id: u64,
    fields: &BTreeMap<String, String>,
    active: Option<bool>,
) -> Value {
    let mut map = Map::new();
    for (name, value) in fields {
        if name != listing::POSITION_FIELD {
            map.insert(name.clone(), Value::String(value.clone()));
        }
    }
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
    pub status: &'static str,
    pub submitted_by: Option<String>,
    pub submitted_at: Option<String>,
    pub author: String,
    pub comment: Option<String>,
    pub updated_at: Option<String>,
    /// A published version stays live while this waits.
    pub live: bool,
}

/// The title of a record for lists of work: its first English field that has text.
fn title_of(entity: &Entity, fields: &BTreeMap<String, String>) -> String {
    entity
        .fields
        .iter()
        .filter(|f| f.ends_with("En"))
        .chain(entity.fields.iter())
        .filter_map(|f| fields.get(*f))
        .find(|v| !v.is_empty())
        .map(|v| v.chars().take(120).collect())
        .unwrap_or_default()
}

impl Content {
    /// The workflow states, read as they are now.
    fn states_table(
        &self,
    ) -> Result<redb::ReadOnlyTable<(&'static str, u64), &'static [u8]>, ContentError> {
        let txn = self
            .store
            .database()
            .begin_read()
            .map_err(StoreError::other)?;
        Ok(txn.open_table(STATES).map_err(StoreError::other)?)
    }

    /// The state of each of these records (default for records from before the workflow).
    pub(super) fn states(&self, key: &str, ids: &[u64]) -> Result<Vec<State>, ContentError> {
        let table = self.states_table()?;
        let mut out = Vec::with_capacity(ids.len());
        for &id in ids {
            let value = table.get((key, id)).map_err(StoreError::other)?;
            out.push(
                value
                    .map(|v| decode(v.value()))
                    .transpose()?
                    .unwrap_or_default(),
            );
        }
        Ok(out)
    }

    /// The stored workflow state of each item of `entity` that has one (others are
    /// published: records from before the workflow).
    pub(super) fn stages(
        &self,
        entity: &Entity,
    ) -> Result<std::collections::HashMap<u64, Status>, ContentError> {
        let table = self.states_table()?;
        let mut out = std::collections::HashMap::new();
        for row in table
            .range((entity.key, 0)..=(entity.key, u64::MAX))
            .map_err(StoreError::other)?
        {
            let (k, v) = row.map_err(StoreError::other)?;
            let state: State = decode(v.value())?;
            out.insert(k.value().1, state.status);
        }
        Ok(out)
    }

    /// The items of `entity` a contributor signed in as `email` does not see: drafts never
    /// published that someone else wrote (docs/roles.md). Published items are seen by all.
    pub fn hidden_from(&self, entity: &Entity, email: &str) -> Result<HashSet<u64>, ContentError> {
        let table = self.states_table()?;
        let mut hidden = HashSet::new();
        for row in table
            .range((entity.key, 0)..=(entity.key, u64::MAX))
            .map_err(StoreError::other)?
        {
            let (k, v) = row.map_err(StoreError::other)?;
            let state: State = decode(v.value())?;
            if !state.live && state.author != email {
                hidden.insert(k.value().1);
            }
        }
        Ok(hidden)
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
        value: &mut Value,
        state: &State,
        record: &Record,
        today: &str,
    ) {
        let Value::Object(map) = value else {
            return;
        };
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
        records: &[(u64, Record)],
    ) -> Result<(), ContentError> {
        let ids: Vec<u64> = records.iter().map(|(id, _)| *id).collect();
        let states = self.states(entity.key, &ids)?;
        let today = self.listings.today();
        for ((item, (_, record)), state) in items.iter_mut().zip(records).zip(&states) {
            self.add_envelope(item, state, record, &today);
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
                    .get::<Record>(entity.key, id)?
                    .ok_or_else(|| not_found(entity, id))?;
                self.states(entity.key, &[id])?.pop().unwrap_or_default()
            }
            None => State {
                live: false,
                ..State::default()
            },
        };
        if authority == Authority::Drafts {
            if let Some(id) = id
                && state.live
            {
                return self.save_pending(entity, id, input, upload, actor, state, action);
            }
            if id.is_some() && state.author != actor.admin {
                return Err(forbidden(
                    "A contributor may change only their own drafts and published items.",
                ));
            }
            if state.status == Status::Review {
                return Err(wrong_state(format!(
                    "This {} awaits review: an approver returns it before it can be changed.",
                    entity.title.to_lowercase()
                )));
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
        let status = match authority {
            Authority::Publishes => Status::Published,
            Authority::Drafts => Status::Draft,
        };
        let comment = comment.clone();
        let kept = match authority {
            Authority::Publishes => self.image_to_keep(entity, id, upload.is_some())?,
            Authority::Drafts => None,
        };
        let hook = move |tx: &WriteTx, id: u64, record: &Record, before: Option<&Record>| {
            keep_image(tx, entity.key, id, &kept)?;
            if let Some(file) = &earlier_file {
                tx.reuse_file(entity.key, id, file)?;
            }
            let mut state = match authority {
                Authority::Publishes => read_state(tx, entity.key, id)?,
                Authority::Drafts => {
                    read_state(tx, entity.key, id).map(|s| State { live: false, ..s })?
                }
            };
            if before.is_none() {
                state.created_by = actor.admin.clone();
                state.created_at_ms = clock::now_ms();
            }
            state.status = status;
            state.comment = None;
            state.submitted_by = None;
            state.submitted_at_ms = None;
            if authority == Authority::Publishes {
                state.live = true;
            } else {
                state.author = actor.admin.clone();
            }
            let mut revision = revision_of(actor, action, status, record);
            revision.comment = comment.clone();
            add_revision(tx, entity.key, id, &mut state, revision)?;
            write_state(tx, entity.key, id, &state)?;
            Ok(())
        };
        let (id, mut value) = self.save(entity, input, upload, true, actor, Some(&hook))?;
        self.envelope_of(entity, id, &mut value)?;
        Ok((id, value))
    }

    /// Adds the envelope to one record's answer, read after its write.
    fn envelope_of(&self, entity: &Entity, id: u64, value: &mut Value) -> Result<(), ContentError> {
        if let Some(record) = self.store.get::<Record>(entity.key, id)? {
            let state = self.states(entity.key, &[id])?.pop().unwrap_or_default();
            self.add_envelope(value, &state, &record, &self.listings.today());
        }
        Ok(())
    }

    /// A contributor's edit of a published item: checked as a save would be, kept beside the
    /// item as its pending draft (the live version is not touched).
    #[allow(clippy::too_many_arguments)]
    fn save_pending(
        &self,
        entity: &'static Entity,
        id: u64,
        input: Value,
        upload: Option<Vec<u8>>,
        actor: &Actor,
        state: State,
        action: &str,
    ) -> Result<(u64, Value), ContentError> {
        if state.status == Status::Review {
            return Err(wrong_state(format!(
                "A change to this {} awaits review: an approver returns it before it can be changed again.",
                entity.title.to_lowercase()
            )));
        }
        let parsed = parse_input(entity, input)?;
        run_checks(entity, &parsed.fields)?;
        if let Some(bytes) = &upload {
            self.check_upload(entity, bytes)?;
        }
        let Some(record) = self.store.get::<Record>(entity.key, id)? else {
            return Err(not_found(entity, id));
        };
        let active = parsed.active;
        let fields = draft_fields(entity, parsed, Some(&record));
        let keep_upload = upload.is_none() && state.pending.as_ref().is_some_and(|p| p.upload);
        let pending = Pending {
            fields: fields.clone(),
            active,
            upload: upload.is_some() || keep_upload,
        };
        let draft = Record {
            active: active.unwrap_or(record.active),
            fields,
            image: record.image.clone(),
        };
        self.store.write(|tx| {
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
            let changes = super::changes(entity, Some(&record), &draft);
            audit::append(tx.txn(), actor, "save-draft", entity.key, Some(id), changes)?;
            let revision = revision_of(actor, action, Status::Draft, &draft);
            add_revision(tx, entity.key, id, &mut state, revision)?;
            write_state(tx, entity.key, id, &state)?;
            Ok::<(), ContentError>(())
        })?;
        let mut value = super::detail(entity, id, &draft, None);
        self.envelope_of(entity, id, &mut value)?;
        Ok((id, value))
    }

    /// Checks an upload as a save would, before it is kept for later.
    fn check_upload(&self, entity: &Entity, bytes: &[u8]) -> Result<(), ContentError> {
        match &entity.file {
            Some(rule) => self.check_file(rule, bytes).map(|_| ()),
            None => super::check_image(entity, bytes).map(|_| ()),
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
                return Err(wrong_state(format!(
                    "Only a draft can be submitted; this item is {}.",
                    state.status.as_str()
                )));
            }
            if authority == Authority::Drafts && state.author != actor.admin {
                return Err(forbidden("A contributor may submit only their own drafts."));
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
            return Err(ContentError::Invalid(
                "Say why it is returned: the comment is what its author reads.".into(),
            ));
        }
        self.transition(entity, id, actor, "return", |state| {
            if state.status != Status::Review {
                return Err(wrong_state(format!(
                    "Only an item awaiting review can be returned; this item is {}.",
                    state.status.as_str()
                )));
            }
            state.status = Status::Draft;
            state.comment = Some(comment.clone());
            Ok(Some(comment.clone()))
        })
    }

    /// One state change without a change of content: submit and return. The revision repeats
    /// the content it concerns (the pending draft, or the record).
    fn transition(
        &self,
        entity: &'static Entity,
        id: u64,
        actor: &Actor,
        action: &str,
        change: impl FnOnce(&mut State) -> Result<Option<String>, ContentError>,
    ) -> Result<Value, ContentError> {
        let _guard = self.writes.lock().unwrap_or_else(|p| p.into_inner());
        let record: Record = self
            .store
            .get(entity.key, id)?
            .ok_or_else(|| not_found(entity, id))?;
        self.store.write(|tx| {
            let mut state = read_state(tx, entity.key, id)?;
            let comment = change(&mut state)?;
            let content = match &state.pending {
                Some(p) => Record {
                    active: p.active.unwrap_or(record.active),
                    fields: p.fields.clone(),
                    image: record.image.clone(),
                },
                None => record.clone(),
            };
            let mut changes = vec![Change::new("status", None, Some(state.status.as_str()))];
            if let Some(c) = &comment {
                changes.push(Change::new("comment", None, Some(c)));
            }
            audit::append(tx.txn(), actor, action, entity.key, Some(id), changes)?;
            if self.mail.get().is_some() {
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
            add_revision(tx, entity.key, id, &mut state, revision)?;
            write_state(tx, entity.key, id, &state)?;
            Ok::<(), ContentError>(())
        })?;
        self.wake_mail();
        self.detail_with_envelope(entity, id)
    }

    /// Tells the mail sender that notices were queued.
    fn wake_mail(&self) {
        if let Some(waker) = self.mail.get() {
            waker.notify_one();
        }
    }

    /// Queues the reminders due today for items whose validity ends within 14 or 7 days, each
    /// once per date (docs/workflow.md). Answers how many were queued.
    pub fn queue_reminders(&self) -> Result<usize, ContentError> {
        if self.mail.get().is_none() {
            return Ok(0);
        }
        let today = self.listings.today();
        let days_to = |until: &str| -> Option<u64> {
            let a = super::checks::ist_minutes(&format!("{today}T00:00"))?;
            let b = super::checks::ist_minutes(&format!("{until}T00:00"))?;
            u64::try_from((b - a) / (24 * 60)).ok()
        };
        let soon = self.expiring(mail::REMINDER_DAYS[0])?;
        let mut queued = 0;
        self.store.write(|tx| {
            for item in &soon {
                let (Some(key), Some(id), Some(until)) = (
                    item["entity"].as_str(),
                    item["id"].as_u64(),
                    item["validUntil"].as_str(),
                ) else {
                    continue;
                };
                let Some(entity) = entities::by_key(key) else {
                    continue;
                };
                let Some(left) = days_to(until) else {
                    continue;
                };
                // The nearest lead time reached: 7 days or fewer left is the 7-day reminder.
                let Some(&days) = mail::REMINDER_DAYS.iter().rev().find(|&&d| left <= d) else {
                    continue;
                };
                let notice = mail::Item {
                    entity: entity.key.to_string(),
                    kind: entity.title.to_string(),
                    id,
                    title: item["title"].as_str().unwrap_or_default().to_string(),
                };
                if mail::remind_once(tx.txn(), notice, days, until)? {
                    queued += 1;
                }
            }
            Ok::<(), ContentError>(())
        })?;
        self.wake_mail();
        Ok(queued)
    }

    fn detail_with_envelope(
        &self,
        entity: &'static Entity,
        id: u64,
    ) -> Result<Value, ContentError> {
        let record: Record = self
            .store
            .get(entity.key, id)?
            .ok_or_else(|| not_found(entity, id))?;
        let mut value = super::list_item(entity, id, &record);
        self.envelope_of(entity, id, &mut value)?;
        Ok(value)
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
        let state = self.states(entity.key, &[id])?.pop().unwrap_or_default();
        self.store
            .get::<Record>(entity.key, id)?
            .ok_or_else(|| not_found(entity, id))?;
        if state.status != Status::Review {
            return Err(wrong_state(format!(
                "Only an item awaiting review can be approved; this item is {}.",
                state.status.as_str()
            )));
        }
        if state.submitted_by.as_deref() == Some(actor.admin.as_str()) {
            return Err(forbidden(
                "You submitted this item: another approver or administrator must approve it (four eyes).",
            ));
        }
        let author = state.author.clone();
        let (fields, active, upload) = match &state.pending {
            Some(p) => {
                let upload = if p.upload {
                    self.pending_upload(entity.key, id)?
                } else {
                    None
                };
                (p.fields.clone(), p.active, upload)
            }
            None => {
                let record: Record = self
                    .store
                    .get(entity.key, id)?
                    .ok_or_else(|| not_found(entity, id))?;
                (record.fields, Some(true), None)
            }
        };
        let input = input_of(entity, id, &fields, active);
        let author_for_hook = author.clone();
        let kept = self.image_to_keep(entity, Some(id), upload.is_some())?;
        let hook = move |tx: &WriteTx, id: u64, record: &Record, _: Option<&Record>| {
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
            if self.mail.get().is_some() {
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
            add_revision(tx, entity.key, id, &mut state, revision)?;
            write_state(tx, entity.key, id, &state)?;
            Ok(())
        };
        let (id, _) = self.save(entity, input, upload, true, actor, Some(&hook))?;
        self.wake_mail();
        self.detail_with_envelope(entity, id)
    }

    /// The current image of item `id` with its hash, when a new upload is about to replace it.
    fn image_to_keep(
        &self,
        entity: &Entity,
        id: Option<u64>,
        replacing: bool,
    ) -> Result<Option<(u64, Vec<u8>)>, ContentError> {
        let (Some(id), true, Some(_)) = (id, replacing, &entity.image) else {
            return Ok(None);
        };
        let Some(record) = self.store.get::<Record>(entity.key, id)? else {
            return Ok(None);
        };
        let Some(hash) = record.image.as_ref().and_then(|i| hash_number(&i.hash)) else {
            return Ok(None);
        };
        Ok(self.original(entity.key, id)?.map(|bytes| (hash, bytes)))
    }

    /// The image of hash `wanted` of item `id`, when it is not the current one and was kept.
    fn kept_image(
        &self,
        entity: &Entity,
        id: u64,
        wanted: Option<&str>,
    ) -> Result<Option<Vec<u8>>, ContentError> {
        let Some(wanted) = wanted else {
            return Ok(None);
        };
        let current = self
            .store
            .get::<Record>(entity.key, id)?
            .and_then(|r| r.image);
        if current.is_some_and(|i| i.hash == wanted) {
            return Ok(None);
        }
        let Some(hash) = hash_number(wanted) else {
            return Ok(None);
        };
        let txn = self
            .store
            .database()
            .begin_read()
            .map_err(StoreError::other)?;
        let table = txn.open_table(KEPT_IMAGES).map_err(StoreError::other)?;
        Ok(table
            .get((entity.key, id, hash))
            .map_err(StoreError::other)?
            .map(|v| v.value().to_vec()))
    }

    fn pending_upload(&self, key: &str, id: u64) -> Result<Option<Vec<u8>>, ContentError> {
        let txn = self
            .store
            .database()
            .begin_read()
            .map_err(StoreError::other)?;
        let table = txn.open_table(PENDING_UPLOADS).map_err(StoreError::other)?;
        Ok(table
            .get((key, id))
            .map_err(StoreError::other)?
            .map(|v| v.value().to_vec()))
    }

    /// `GET /workflow/preview`: the item as the public list will show it once its newest
    /// content is published (a pending draft over the live record; active), with the list it
    /// belongs to. A new image waiting in a draft comes as a `data:` URL (docs/workflow.md).
    pub fn preview(&self, entity: &'static Entity, id: u64) -> Result<Value, ContentError> {
        let record = self
            .store
            .get::<Record>(entity.key, id)?
            .ok_or_else(|| not_found(entity, id))?;
        let state = self.states(entity.key, &[id])?.pop().unwrap_or_default();
        let pending_upload = state.pending.as_ref().is_some_and(|p| p.upload);
        let draft = Record {
            active: true,
            fields: state
                .pending
                .map_or_else(|| record.fields.clone(), |p| p.fields),
            image: record.image.clone(),
        };
        let file = self.store.file_metas(entity.key, &[id])?.pop().flatten();
        let mut item = self.shape(entity, id, &draft, file.as_ref(), None, false);
        if pending_upload {
            self.show_pending_image(entity, id, &record, &mut item)?;
        }
        Ok(preview_answer(entity, id, item))
    }

    /// Puts the image waiting in a draft of item `id` into its preview, as a `data:` URL.
    fn show_pending_image(
        &self,
        entity: &Entity,
        id: u64,
        record: &Record,
        item: &mut Value,
    ) -> Result<(), ContentError> {
        if entity.image.is_none() {
            return Ok(());
        }
        let Some(bytes) = self.pending_upload(entity.key, id)? else {
            return Ok(());
        };
        let mime = super::check_image(entity, &bytes)?.kind().mime();
        let data = format!(
            "data:{mime};base64,{}",
            base64::engine::general_purpose::STANDARD.encode(&bytes)
        );
        let old = record
            .image
            .as_ref()
            .map(|i| super::upload_url(entity, id, i));
        replace_image(item, entity, old.as_deref(), &data);
        Ok(())
    }

    /// `POST /workflow/preview`: the item a form would save (`input`, the JSON of its
    /// `manage`), checked as a save is and shaped as the public list shows it, without
    /// storing anything. Fields the form does not hold (order, schedule) and the image come
    /// from the stored item when it exists.
    pub fn preview_input(
        &self,
        entity: &'static Entity,
        input: Value,
        viewer: Option<&str>,
    ) -> Result<Value, ContentError> {
        let parsed = parse_input(entity, input)?;
        if let Some(id) = parsed.id {
            self.must_see(entity, id, viewer)?;
        }
        run_checks(entity, &parsed.fields)?;
        let id = parsed.id.unwrap_or(0);
        let (record, file, pending_upload) = match parsed.id {
            Some(id) => {
                let record = self
                    .store
                    .get::<Record>(entity.key, id)?
                    .ok_or_else(|| not_found(entity, id))?;
                let file = self.store.file_metas(entity.key, &[id])?.pop().flatten();
                let state = self.states(entity.key, &[id])?.pop().unwrap_or_default();
                let pending_upload = state.pending.is_some_and(|p| p.upload);
                (Some(record), file, pending_upload)
            }
            None => (None, None, false),
        };
        let fields = draft_fields(entity, parsed, record.as_ref());
        let draft = Record {
            active: true,
            fields,
            image: record.as_ref().and_then(|r| r.image.clone()),
        };
        let mut item = self.shape(entity, id, &draft, file.as_ref(), None, false);
        if let (Some(record), true) = (&record, pending_upload) {
            self.show_pending_image(entity, id, record, &mut item)?;
        }
        Ok(preview_answer(entity, id, item))
    }

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

    fn set_archived(
        &self,
        entity: &'static Entity,
        id: u64,
        actor: &Actor,
        archive: bool,
    ) -> Result<Value, ContentError> {
        let today = self.listings.today();
        let _guard = self.writes.lock().unwrap_or_else(|p| p.into_inner());
        let updated = self.store.write(|tx| {
            let mut state = read_state(tx, entity.key, id)?;
            let mut shown = None;
            let updated = tx.update::<Record, ContentError>(entity.key, id, None, |record| {
                let status = shown_status(&state, record, &today);
                shown = Some(status);
                match (archive, status) {
                    (true, Status::Archived) => {
                        return Err(wrong_state("This item is already archived.".into()));
                    }
                    (true, Status::Draft | Status::Review) if !state.live => {
                        return Err(wrong_state(
                            "A draft that was never published cannot be archived.".into(),
                        ));
                    }
                    (false, s) if s != Status::Archived => {
                        return Err(wrong_state(
                            "Only an archived item can be restored without a revision.".into(),
                        ));
                    }
                    _ => {}
                }
                record.active = !archive;
                if !archive
                    && listing::is_archived(
                        record.fields.get(VALID_UNTIL).map_or("", String::as_str),
                        &today,
                    )
                {
                    record.fields.insert(VALID_UNTIL.into(), String::new());
                }
                Ok(())
            })?;
            let Some(record) = updated else {
                return Err(not_found(entity, id));
            };
            super::stamp_parts(tx, entity, [&record])?;
            let (action, status) = if archive {
                ("archive", Status::Archived)
            } else {
                ("restore", Status::Published)
            };
            if state.pending.is_none() || archive {
                state.status = status;
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
            add_revision(tx, entity.key, id, &mut state, revision)?;
            write_state(tx, entity.key, id, &state)?;
            Ok::<_, ContentError>(record)
        })?;
        self.changed(entity, id, &updated);
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
        let old = self
            .revision_record(entity.key, id, revision)?
            .ok_or_else(|| {
                ContentError::NotFound(format!("Revision {revision} of this item does not exist."))
            })?;
        let active = (authority == Authority::Publishes).then_some(old.active);
        let input = input_of(entity, id, &old.fields, active);
        let upload = self.kept_image(entity, id, old.upload.as_deref())?;
        // A contributor's restore of a published document is a draft beside it: its file stays.
        let file = match authority {
            Authority::Publishes => self.revision_file(entity.key, id, revision)?,
            Authority::Drafts => None,
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
    fn revision_file(
        &self,
        key: &str,
        id: u64,
        revision: u64,
    ) -> Result<Option<FileMeta>, ContentError> {
        self.revision_row(REVISION_FILES, key, id, revision)
    }

    fn revision_record(
        &self,
        key: &str,
        id: u64,
        revision: u64,
    ) -> Result<Option<Revision>, ContentError> {
        self.revision_row(REVISIONS, key, id, revision)
    }

    /// One row of a table keyed by (entity key, record id, revision), decoded.
    fn revision_row<T: for<'de> Deserialize<'de>>(
        &self,
        table: TableDefinition<(&str, u64, u64), &[u8]>,
        key: &str,
        id: u64,
        revision: u64,
    ) -> Result<Option<T>, ContentError> {
        let txn = self
            .store
            .database()
            .begin_read()
            .map_err(StoreError::other)?;
        let table = txn.open_table(table).map_err(StoreError::other)?;
        Ok(table
            .get((key, id, revision))
            .map_err(StoreError::other)?
            .map(|v| decode(v.value()))
            .transpose()?)
    }

    /// `GET /workflow/revisions`: newest first, without their content.
    pub fn revisions(&self, entity: &'static Entity, id: u64) -> Result<Vec<Value>, ContentError> {
        self.store
            .get::<Record>(entity.key, id)?
            .ok_or_else(|| not_found(entity, id))?;
        let txn = self
            .store
            .database()
            .begin_read()
            .map_err(StoreError::other)?;
        let table = txn.open_table(REVISIONS).map_err(StoreError::other)?;
        let mut out = Vec::new();
        for row in table
            .range((entity.key, id, 0)..=(entity.key, id, u64::MAX))
            .map_err(StoreError::other)?
            .rev()
        {
            let (k, v) = row.map_err(StoreError::other)?;
            let r: Revision = decode(v.value())?;
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
        let r = self
            .revision_record(entity.key, id, revision)?
            .ok_or_else(|| {
                ContentError::NotFound(format!("Revision {revision} of this item does not exist."))
            })?;
        let record = Record {
            active: r.active,
            fields: r.fields,
            image: None,
        };
        let mut value = super::detail(entity, id, &record, None);
        if let Value::Object(map) = &mut value {
            map.insert("revision".into(), json!(revision));
            map.insert("status".into(), json!(r.status.as_str()));
            map.insert("at".into(), json!(clock::rfc3339(r.at_ms)));
            map.insert("by".into(), json!(r.by));
            map.insert("role".into(), json!(r.role));
            map.insert("action".into(), json!(r.action));
            map.insert("comment".into(), json!(r.comment));
            map.insert("upload".into(), json!(r.upload));
        }
        Ok(value)
    }

    /// Every item whose state matches, with its title (from the pending draft when there is
    /// one): the review queue and a contributor's own work.
    fn work(&self, keep: impl Fn(&State) -> bool) -> Result<Vec<QueueItem>, ContentError> {
        let table = self.states_table()?;
        let mut found: Vec<(&'static Entity, u64, State)> = Vec::new();
        for row in table.iter().map_err(StoreError::other)? {
            let (k, v) = row.map_err(StoreError::other)?;
            let (key, id) = k.value();
            let Some(entity) = entities::by_key(key) else {
                continue;
            };
            let state: State = decode(v.value())?;
            if keep(&state) {
                found.push((entity, id, state));
            }
        }
        drop(table);
        let mut out = Vec::with_capacity(found.len());
        for (entity, id, state) in found {
            let fields = match &state.pending {
                Some(p) => p.fields.clone(),
                None => match self.store.get::<Record>(entity.key, id)? {
                    Some(r) => r.fields,
                    None => continue,
                },
            };
            out.push(QueueItem {
                entity: entity.key,
                id,
                title: title_of(entity, &fields),
                status: state.status.as_str(),
                submitted_by: state.submitted_by.clone(),
                submitted_at: state.submitted_at_ms.map(clock::rfc3339),
                author: state.author.clone(),
                comment: state.comment.clone(),
                updated_at: (state.updated_at_ms > 0).then(|| clock::rfc3339(state.updated_at_ms)),
                live: state.live,
            });
        }
        Ok(out)
    }

    /// `GET /workflow/queue`: what awaits review, oldest submission first.
    pub fn queue(&self) -> Result<Vec<QueueItem>, ContentError> {
        let mut items = self.work(|s| s.status == Status::Review)?;
        items.sort_by(|a, b| a.submitted_at.cmp(&b.submitted_at));
        Ok(items)
    }

    /// `GET /workflow/mine`: the caller's drafts, submissions and returned items, newest first.
    pub fn mine(&self, email: &str) -> Result<Vec<QueueItem>, ContentError> {
        let mut items =
            self.work(|s| s.author == email && matches!(s.status, Status::Draft | Status::Review))?;
        items.sort_by(|a, b| b.updated_at.cmp(&a.updated_at));
        Ok(items)
    }

    /// `GET /workflow/expiring?days=N`: published items whose `validUntil` falls from today to
    /// N days on, soonest first.
    pub fn expiring(&self, days: u64) -> Result<Vec<Value>, ContentError> {
        let today = self.listings.today();
        let now = self.listings.now();
        let last =
            super::checks::ist_date(now.saturating_add(i64::try_from(days).unwrap_or(0) * 24 * 60));
        let mut out = Vec::new();
        for entity in &entities::ENTITIES {
            for (id, record) in self.store.list::<Record>(entity.key)? {
                let Some(until) = record.fields.get(VALID_UNTIL).filter(|d| !d.is_empty()) else {
                    continue;
                };
                if record.active && *until >= today && *until <= last {
                    out.push((
                        until.clone(),
                        json!({
                            "entity": entity.key,
                            "id": id,
                            "title": title_of(entity, &record.fields),
                            "validUntil": until,
                        }),
                    ));
                }
            }
        }
        out.sort_by(|a, b| a.0.cmp(&b.0));
        Ok(out.into_iter().map(|(_, v)| v).collect())
    }
}

/// What a draft would make of an item: its fields over the stored record's schedule and order
/// (when there is one), unless it changes them.
fn draft_fields(
    entity: &Entity,
    parsed: super::Input,
    record: Option<&Record>,
) -> BTreeMap<String, String> {
    let mut fields = parsed.fields;
    for (name, value) in record.iter().flat_map(|r| &r.fields) {
        if !entity.fields.contains(&name.as_str()) {
            fields.insert(name.clone(), value.clone());
        }
    }
    for (name, value) in [
        (listing::SHOW_FROM, parsed.show_from),
        (listing::SHOW_UNTIL, parsed.show_until),
        (VALID_UNTIL, parsed.valid_until),
    ] {
        if let Some(value) = value {
            fields.insert(name.into(), value);
        }
    }
    fields
}

/// What a preview answers: the item, where it is listed, and the field naming its image.
fn preview_answer(entity: &Entity, id: u64, item: Value) -> Value {
    json!({
        "entity": entity.key,
        "id": id,
        "idField": entity.id_field,
        "listPath": entity.list_path,
        "imageField": entity.image.as_ref().map(|i| i.path_field),
        "item": item,
    })
}

/// Puts `data` where a list item names its image: the entity's path field and, in a gallery's
/// `images`, every URL that was the old image's.
fn replace_image(item: &mut Value, entity: &Entity, old: Option<&str>, data: &str) {
    fn walk(value: &mut Value, old: &str, data: &str) {
        match value {
            Value::String(s) if s == old => *s = data.to_string(),
            Value::Array(items) => items.iter_mut().for_each(|v| walk(v, old, data)),
            Value::Object(map) => map.values_mut().for_each(|v| walk(v, old, data)),
            _ => {}
        }
    }
    if let (Some(rule), Value::Object(map)) = (&entity.image, &mut *item) {
        map.insert(rule.path_field.into(), json!(data));
    }
    if let Some(old) = old {
        walk(item, old, data);
    }
}

/// What a notice says of an item.
fn notice_item(entity: &Entity, id: u64, fields: &BTreeMap<String, String>) -> mail::Item {
    mail::Item {
        entity: entity.key.to_string(),
        kind: entity.title.to_string(),
        id,
        title: title_of(entity, fields),
    }
}
