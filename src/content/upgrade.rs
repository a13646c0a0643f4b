//! Upgrading a database written by an earlier release to the envelope (docs/operations.md,
//! "Upgrading"): the releases before it kept an item's workflow state in a table of its own
//! (`workflow_states`) beside its record. At the first start of this release, a copy of the
//! whole file is written beside it, then one write transaction rewrites every record as an
//! envelope holding its state and removes the old table: the file holds the old shape or the
//! new one, never a mix, and the copy is there if anything is in doubt.
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use redb::{ReadableTable, TableDefinition};
use serde::Deserialize;

use super::workflow::State;
use super::{Envelope, StoredImage};
use crate::clock;
use crate::store::{Store, StoreError, copy};

/// The shape the store's records have, by name; absent in a database of an earlier release.
const FORMAT: TableDefinition<&str, u64> = TableDefinition::new("content_format");
const SHAPE: &str = "records";
/// Records are envelopes holding their workflow state.
const ENVELOPES: u64 = 1;

/// Where the releases before the envelope kept each item's workflow state.
const OLD_STATES: TableDefinition<(&str, u64), &[u8]> = TableDefinition::new("workflow_states");

/// A record as the releases before the envelope kept it.
#[derive(Deserialize)]
struct OldRecord {
    active: bool,
    fields: BTreeMap<String, String>,
    image: Option<StoredImage>,
}

/// What an upgrade did.
#[derive(Debug, Default)]
pub struct Upgraded {
    /// The copy of the file as it was, when there was anything to convert.
    pub copy: Option<PathBuf>,
    pub records: u64,
}

fn decode<T: for<'de> Deserialize<'de>>(bytes: &[u8]) -> Result<T, StoreError> {
    bincode::serde::decode_from_slice(bytes, bincode::config::standard())
        .map(|(v, _)| v)
        .map_err(StoreError::other)
}

/// The shape the file's records have, if it says.
fn shape(store: &Store) -> Result<Option<u64>, StoreError> {
    store.write(|tx| {
        let table = tx.txn().open_table(FORMAT).map_err(StoreError::other)?;
        let shape = table
            .get(SHAPE)
            .map_err(StoreError::other)?
            .map(|g| g.value());
        Ok::<_, StoreError>(shape)
    })
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

/// Brings the file to the envelope shape; nothing to do when it has it. A new, empty file is
/// marked without a copy.
pub fn to_envelopes(store: &Store) -> Result<Upgraded, StoreError> {
    if shape(store)? == Some(ENVELOPES) {
        return Ok(Upgraded::default());
    }
    let copy = if store.has_no_records()? {
        None
    } else {
        let path = copy_path(store.path());
        copy::copy_snapshot(&store.snapshot()?, &path)?;
        Some(path)
    };
    let records = store.write(|tx| {
        let mut states: BTreeMap<(String, u64), State> = BTreeMap::new();
        {
            let table = tx.txn().open_table(OLD_STATES).map_err(StoreError::other)?;
            for row in table.iter().map_err(StoreError::other)? {
                let (key, value) = row.map_err(StoreError::other)?;
                let (entity, id) = key.value();
                states.insert((entity.to_string(), id), decode(value.value())?);
            }
        }
        let records = tx.convert_records(|entity, id, old: OldRecord| {
            Ok(Envelope {
                active: old.active,
                fields: old.fields,
                image: old.image,
                // A record with no state is from before the workflow: published.
                state: states.remove(&(entity.to_string(), id)).unwrap_or_default(),
            })
        })?;
        tx.txn()
            .delete_table(OLD_STATES)
            .map_err(StoreError::other)?;
        tx.txn()
            .open_table(FORMAT)
            .map_err(StoreError::other)?
            .insert(SHAPE, ENVELOPES)
            .map_err(StoreError::other)?;
        Ok::<u64, StoreError>(records)
    })?;
    if let Some(path) = &copy {
        tracing::info!(records, copy = %path.display(), "records converted to envelopes; the file as it was is kept in the copy");
    }
    Ok(Upgraded { copy, records })
}
