//! Where variants are kept: their own redb table beside the originals, keyed by
//! (entity key, id, `<hash>/<name>`), so a record's variants sit together and variants of a
//! replaced image are told apart by its hash. `<hash>/` alone records that the set is
//! complete and its version ("ok" for version 1, as release 2 wrote it; "ok<version>" after
//! that) or that the original could not be decoded ("failed").
use redb::{ReadableDatabase, ReadableTable, TableDefinition};

use super::{VARIANT_VERSION, Variant};
use crate::store::StoreError;

const VARIANTS: TableDefinition<(&str, u64, &str), &[u8]> =
    TableDefinition::new("content_image_variants");

const MADE_OK: &[u8] = b"ok";
const MADE_FAILED: &[u8] = b"failed";

/// The mark of a complete set of `version`.
fn ok_mark(version: u32) -> Vec<u8> {
    if version <= 1 {
        MADE_OK.to_vec()
    } else {
        format!("ok{version}").into_bytes()
    }
}

/// What a mark says; an unknown mark reads as an old set (made again, never served broken).
fn read_mark(mark: &[u8]) -> Made {
    if mark == MADE_FAILED {
        return Made::Failed;
    }
    let version = if mark == MADE_OK {
        1
    } else {
        mark.strip_prefix(MADE_OK)
            .and_then(|v| std::str::from_utf8(v).ok())
            .and_then(|v| v.parse::<u32>().ok())
            .unwrap_or(0)
    };
    if version == VARIANT_VERSION {
        Made::Ok
    } else {
        Made::Older(version)
    }
}

fn other(e: impl std::fmt::Display) -> StoreError {
    StoreError::Other(e.to_string())
}

/// What is known of one image's variants.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Made {
    /// Every variant of the current set ([`VARIANT_VERSION`]) is stored.
    Ok,
    /// A complete set of an earlier version (or, from a newer release, of a later one) is
    /// stored: served as it is until the current set replaces it.
    Older(u32),
    /// The original could not be decoded: its variant URLs answer the original itself.
    Failed,
}

/// Creates the table (a read transaction cannot open a table never written).
pub fn create(store: &crate::store::Store) -> Result<(), StoreError> {
    store.declare(&[&VARIANTS])
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
    Ok(guard.map(|g| read_mark(g.value())))
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
/// [`Made::Failed`]) in place of every variant the record had (of this image in an older set,
/// or of any other image), in one transaction: a reader sees the old set or the new one.
/// `made` is what the set is ([`Made::Older`] only to write a database as an earlier release
/// did).
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
            .filter_map(|entry| Some(entry.ok()?.0.value().2.to_string()))
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
            Made::Ok => ok_mark(VARIANT_VERSION),
            Made::Older(version) => ok_mark(version),
            Made::Failed => MADE_FAILED.to_vec(),
        };
        table
            .insert((entity, id, prefix.as_str()), mark.as_slice())
            .map_err(other)?;
    }
    txn.commit().map_err(other)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_read_back() {
        assert_eq!(read_mark(b"ok"), Made::Older(1));
        assert_eq!(read_mark(&ok_mark(1)), Made::Older(1));
        assert_eq!(read_mark(&ok_mark(VARIANT_VERSION)), Made::Ok);
        assert_eq!(read_mark(b"ok99"), Made::Older(99));
        assert_eq!(read_mark(b"failed"), Made::Failed);
        assert_eq!(read_mark(b"?"), Made::Older(0));
    }
}
