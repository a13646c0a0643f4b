//! Where variants are kept: their own redb table beside the originals, keyed by
//! (entity key, id, `<hash>/<name>`), so a record's variants sit together and variants of a
//! replaced image are told apart by its hash. `<hash>/` alone records that the set is
//! complete ("ok") or that the original could not be decoded ("failed").
use redb::{ReadableDatabase, ReadableTable, TableDefinition};

use super::Variant;
use crate::store::StoreError;

const VARIANTS: TableDefinition<(&str, u64, &str), &[u8]> =
    TableDefinition::new("content_image_variants");

const MADE_OK: &[u8] = b"ok";
const MADE_FAILED: &[u8] = b"failed";

fn other(e: impl std::fmt::Display) -> StoreError {
    StoreError::Other(e.to_string())
}

/// What is known of one image's variants.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Made {
    /// Every variant is stored.
    Ok,
    /// The original could not be decoded: its variant URLs answer the original itself.
    Failed,
}

/// Creates the table (a read transaction cannot open a table never written).
pub fn create(db: &redb::Database) -> Result<(), StoreError> {
    let txn = db.begin_write().map_err(other)?;
    txn.open_table(VARIANTS).map_err(other)?;
    txn.commit().map_err(other)
}

/// Whether the variants of image `hash` of (entity, id) were made.
pub fn made(
    db: &redb::Database,
    entity: &str,
    id: u64,
    hash: &str,
) -> Result<Option<Made>, StoreError> {
    let txn = db.begin_read().map_err(other)?;
    let table = txn.open_table(VARIANTS).map_err(other)?;
    let key = format!("{hash}/");
    let guard = table.get((entity, id, key.as_str())).map_err(other)?;
    Ok(guard.map(|g| {
        if g.value() == MADE_OK {
            Made::Ok
        } else {
            Made::Failed
        }
    }))
}

/// The bytes of variant `name` of image `hash` of (entity, id).
pub fn get(
    db: &redb::Database,
    entity: &str,
    id: u64,
    hash: &str,
    name: &str,
) -> Result<Option<Vec<u8>>, StoreError> {
    let txn = db.begin_read().map_err(other)?;
    let table = txn.open_table(VARIANTS).map_err(other)?;
    let key = format!("{hash}/{name}");
    let guard = table.get((entity, id, key.as_str())).map_err(other)?;
    Ok(guard.map(|g| g.value().to_vec()))
}

/// Stores the variants of image `hash` of (entity, id) (none when `made` is
/// [`Made::Failed`]) and removes those of any other image of that record, in one transaction.
pub fn put(
    db: &redb::Database,
    entity: &str,
    id: u64,
    hash: &str,
    variants: &[Variant],
    made: Made,
) -> Result<(), StoreError> {
    let prefix = format!("{hash}/");
    let txn = db.begin_write().map_err(other)?;
    {
        let mut table = txn.open_table(VARIANTS).map_err(other)?;
        let stale: Vec<String> = table
            .range((entity, id, "")..=(entity, id, "\u{10FFFF}"))
            .map_err(other)?
            .filter_map(|entry| {
                let (key, _) = entry.ok()?;
                let name = key.value().2.to_string();
                (!name.starts_with(&prefix)).then_some(name)
            })
            .collect();
        for name in stale {
            table.remove((entity, id, name.as_str())).map_err(other)?;
        }
        for variant in variants {
            let key = format!("{prefix}{}", variant.name);
            table
                .insert((entity, id, key.as_str()), variant.bytes.as_slice())
                .map_err(other)?;
        }
        let mark = match made {
            Made::Ok => MADE_OK,
            Made::Failed => MADE_FAILED,
        };
        table
            .insert((entity, id, prefix.as_str()), mark)
            .map_err(other)?;
    }
    txn.commit().map_err(other)
}
