//! Upgrading a database written by an earlier release (docs/operations.md, "Upgrading").
//! Two changes of shape have come so far:
//!
//! 1. The releases before the envelope kept an item's workflow state in a table of its own
//!    (`workflow_states`) beside its record: each record becomes an envelope holding its state,
//!    and the old table goes.
//! 2. The releases before the typed envelope kept an item's display position, schedule and
//!    validity among its text fields, in the record, in its pending version and in each
//!    revision: they move into the typed `Placement` (`placement.rs`).
//!
//! At the first start of this release, a copy of the whole file is written beside it, then one
//! write transaction brings every record and every revision to this release's shape and says so
//! in `content_format`: the file holds the old shape or the new one, never a mix, and the copy
//! is there if anything is in doubt.
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use redb::{ReadableTable, TableDefinition};
use serde::Deserialize;

use super::placement::Placement;
use super::workflow::{self, Pending, Revision, State, Status};
use super::{Envelope, StoredImage};
use crate::clock;
use crate::store::{Store, StoreError, WriteTx, copy, decode};

/// The shape the store's records have, by name; absent in a database of an earlier release.
const FORMAT: TableDefinition<&str, u64> = TableDefinition::new("content_format");
const SHAPE: &str = "records";
/// Records are envelopes holding their workflow state, position, schedule and validity among
/// the text fields.
const ENVELOPES: u64 = 1;
/// Records are envelopes with their position, schedule and validity typed: this release's.
const TYPED: u64 = 2;

/// Where the releases before the envelope kept each item's workflow state.
const OLD_STATES: TableDefinition<(&str, u64), &[u8]> = TableDefinition::new("workflow_states");

/// A record as the releases before the envelope kept it.
#[derive(Deserialize)]
struct OldRecord {
    active: bool,
    fields: BTreeMap<String, String>,
    image: Option<StoredImage>,
}

/// An envelope as shape 1 kept it.
#[derive(Deserialize)]
struct EnvelopeV1 {
    active: bool,
    fields: BTreeMap<String, String>,
    image: Option<StoredImage>,
    state: StateV1,
}

/// A workflow state as shape 1 (and the `workflow_states` table before it) kept it.
#[derive(Deserialize)]
struct StateV1 {
    status: Status,
    revision: u64,
    live: bool,
    author: String,
    submitted_by: Option<String>,
    submitted_at_ms: Option<u64>,
    comment: Option<String>,
    pending: Option<PendingV1>,
    created_by: String,
    created_at_ms: u64,
    updated_by: String,
    updated_at_ms: u64,
}

#[derive(Deserialize)]
struct PendingV1 {
    fields: BTreeMap<String, String>,
    active: Option<bool>,
    upload: bool,
}

/// A revision as shape 1 kept it.
#[derive(Deserialize)]
struct RevisionV1 {
    at_ms: u64,
    by: String,
    role: Option<String>,
    action: String,
    status: Status,
    comment: Option<String>,
    active: bool,
    fields: BTreeMap<String, String>,
    upload: Option<String>,
}

/// Counts what a conversion could not read: texts left among the fields (see
/// [`Placement::split_from`]).
#[derive(Default)]
struct Unread(usize);

impl Unread {
    fn split(&mut self, fields: &mut BTreeMap<String, String>) -> Placement {
        let (placement, unread) = Placement::split_from(fields);
        self.0 += unread;
        placement
    }

    fn state(&mut self, old: StateV1) -> State {
        State {
            status: old.status,
            revision: old.revision,
            live: old.live,
            author: old.author,
            submitted_by: old.submitted_by,
            submitted_at_ms: old.submitted_at_ms,
            comment: old.comment,
            pending: old.pending.map(|mut p| Pending {
                placement: self.split(&mut p.fields),
                fields: p.fields,
                active: p.active,
                upload: p.upload,
            }),
            created_by: old.created_by,
            created_at_ms: old.created_at_ms,
            updated_by: old.updated_by,
            updated_at_ms: old.updated_at_ms,
        }
    }

    fn envelope(
        &mut self,
        active: bool,
        mut fields: BTreeMap<String, String>,
        image: Option<StoredImage>,
        state: State,
    ) -> Envelope {
        Envelope {
            active,
            placement: self.split(&mut fields),
            fields,
            image,
            state,
        }
    }

    fn revision(&mut self, mut old: RevisionV1) -> Revision {
        Revision {
            placement: self.split(&mut old.fields),
            at_ms: old.at_ms,
            by: old.by,
            role: old.role,
            action: old.action,
            status: old.status,
            comment: old.comment,
            active: old.active,
            fields: old.fields,
            upload: old.upload,
        }
    }
}

/// What an upgrade did.
#[derive(Debug, Default)]
pub struct Upgraded {
    /// The copy of the file as it was, when there was anything to convert.
    pub copy: Option<PathBuf>,
    pub records: u64,
    pub revisions: u64,
}

/// The shape the file's records have, if it says.
fn shape(store: &Store) -> Result<Option<u64>, StoreError> {
    store.declare(&[&FORMAT])?;
    let txn = store.snapshot()?;
    let table = txn.open_table(FORMAT).map_err(StoreError::other)?;
    let shape = table
        .get(SHAPE)
        .map_err(StoreError::other)?
        .map(|g| g.value());
    Ok(shape)
}

/// The name of the copy taken before an upgrade: beside the database, dated.
fn copy_path(database: &Path) -> PathBuf {
    let name = database
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "oshec.redb".into());
    let stamp = clock::file_stamp(clock::now_ms());
    database.with_file_name(format!("{name}.before-upgrade-{stamp}.redb"))
}

/// Rewrites every revision in this release's shape, in the upgrade's write.
fn convert_revisions(tx: &WriteTx, unread: &mut Unread) -> Result<u64, StoreError> {
    let mut table = tx
        .txn()
        .open_table(workflow::REVISIONS)
        .map_err(StoreError::other)?;
    let mut rows = Vec::new();
    for row in table.iter().map_err(StoreError::other)? {
        let (key, value) = row.map_err(StoreError::other)?;
        let (entity, id, number) = key.value();
        let old: RevisionV1 = workflow::decode_revision_as(value.value())?;
        let bytes = workflow::encode_revision(&unread.revision(old))?;
        rows.push((entity.to_string(), id, number, bytes));
    }
    for (entity, id, number, bytes) in &rows {
        table
            .insert((entity.as_str(), *id, *number), bytes.as_slice())
            .map_err(StoreError::other)?;
    }
    Ok(rows.len() as u64)
}

/// Brings the file to this release's shape; nothing to do when it has it. A new, empty file is
/// marked without a copy. A file of a later release is refused: this one would misread it.
pub fn to_envelopes(store: &Store) -> Result<Upgraded, StoreError> {
    let was = shape(store)?;
    match was {
        Some(TYPED) => return Ok(Upgraded::default()),
        Some(shape) if shape > TYPED => {
            return Err(StoreError::Other(format!(
                "the database was written by a later release (record shape {shape}); this release reads shape {TYPED} and earlier"
            )));
        }
        _ => {}
    }
    let copy = if store.has_no_records()? {
        None
    } else {
        let path = copy_path(store.path());
        copy::copy_snapshot(&store.snapshot()?, &path)?;
        Some(path)
    };
    let (records, revisions, unread) = store.write(|tx| {
        let mut unread = Unread::default();
        let records = if was == Some(ENVELOPES) {
            tx.convert_records(|_, _, old: EnvelopeV1| {
                let state = unread.state(old.state);
                Ok(unread.envelope(old.active, old.fields, old.image, state))
            })?
        } else {
            let mut states: BTreeMap<(String, u64), StateV1> = BTreeMap::new();
            {
                let table = tx.txn().open_table(OLD_STATES).map_err(StoreError::other)?;
                for row in table.iter().map_err(StoreError::other)? {
                    let (key, value) = row.map_err(StoreError::other)?;
                    let (entity, id) = key.value();
                    states.insert((entity.to_string(), id), decode(value.value())?);
                }
            }
            let records = tx.convert_records(|entity, id, old: OldRecord| {
                // A record with no state is from before the workflow: published.
                let state = match states.remove(&(entity.to_string(), id)) {
                    Some(state) => unread.state(state),
                    None => State::default(),
                };
                Ok(unread.envelope(old.active, old.fields, old.image, state))
            })?;
            tx.txn()
                .delete_table(OLD_STATES)
                .map_err(StoreError::other)?;
            records
        };
        let revisions = convert_revisions(tx, &mut unread)?;
        tx.txn()
            .open_table(FORMAT)
            .map_err(StoreError::other)?
            .insert(SHAPE, TYPED)
            .map_err(StoreError::other)?;
        Ok::<_, StoreError>((records, revisions, unread.0))
    })?;
    if unread > 0 {
        tracing::warn!(
            unread,
            "texts of a position, schedule or validity that do not read were left among the fields"
        );
    }
    if let Some(path) = &copy {
        tracing::info!(records, revisions, copy = %path.display(), "records and revisions converted to this release's shape; the file as it was is kept in the copy");
    }
    Ok(Upgraded {
        copy,
        records,
        revisions,
    })
}
