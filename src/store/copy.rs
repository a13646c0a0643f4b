//! Copying every table of one consistent snapshot into a new redb file: the backup. redb 4.5
//! has no backup call of its own, and copying the file's bytes while a server writes to it
//! could mix two states, so the copy reads one read transaction (which writers never
//! disturb) table by table.
//!
//! redb tables are typed and the file does not say how to decode a table's keys, so each
//! table is opened with the key and value types our tables use. A table of any other type
//! stops the copy with its name: a backup that silently left a table out would be worse.
use std::path::Path;

use redb::{Key, ReadableDatabase, ReadableTable, TableDefinition, TableHandle, Value};

use super::StoreError;

/// Rows copied per table name.
pub type Copied = std::collections::BTreeMap<String, u64>;

/// Copies one table if it has the types `K`, `V`; `Ok(None)` when its types differ.
fn copy_as<K: Key + 'static, V: Value + 'static>(
    from: &redb::ReadTransaction,
    to: &redb::WriteTransaction,
    name: &str,
) -> Result<Option<u64>, StoreError> {
    let def: TableDefinition<K, V> = TableDefinition::new(name);
    let source = match from.open_table(def) {
        Ok(table) => table,
        Err(redb::TableError::TableTypeMismatch { .. }) => return Ok(None),
        Err(e) => return Err(StoreError::other(e)),
    };
    let mut target = to.open_table(def).map_err(StoreError::other)?;
    let mut rows = 0;
    for entry in source.iter().map_err(StoreError::other)? {
        let (key, value) = entry.map_err(StoreError::other)?;
        target
            .insert(key.value(), value.value())
            .map_err(StoreError::other)?;
        rows += 1;
    }
    Ok(Some(rows))
}

type CopyFn =
    fn(&redb::ReadTransaction, &redb::WriteTransaction, &str) -> Result<Option<u64>, StoreError>;

/// The key and value types of every oshec table (records, images, photo variants, document
/// chunks, sequences, sessions, administrators, the audit log...). A new table type is added
/// here, or the backup refuses to run.
const TABLE_TYPES: &[CopyFn] = &[
    copy_as::<(&str, u64), &[u8]>,
    copy_as::<&str, &[u8]>,
    copy_as::<&str, u64>,
    copy_as::<&[u8], &[u8]>,
    copy_as::<u64, &[u8]>,
    copy_as::<(&str, u64), u64>,
    copy_as::<(&str, u64, &str), &[u8]>,
    copy_as::<(&str, u64, u64, u32), &[u8]>,
    // Revisions by (entity, id, revision).
    copy_as::<(&str, u64, u64), &[u8]>,
];

/// Writes every table of `snapshot` into a new database at `path` (which must not exist yet)
/// and makes it durable. Returns the rows copied per table.
pub fn copy_snapshot(snapshot: &redb::ReadTransaction, path: &Path) -> Result<Copied, StoreError> {
    let db = redb::Builder::new()
        .create(path)
        .map_err(|e| StoreError::Other(format!("cannot create {}: {e}", path.display())))?;
    let txn = db.begin_write().map_err(StoreError::other)?;
    let mut copied = Copied::new();
    let names: Vec<String> = snapshot
        .list_tables()
        .map_err(StoreError::other)?
        .map(|t| t.name().to_string())
        .collect();
    for name in names {
        // Every key and value type the oshec tables use, tried in turn.
        let mut rows = None;
        for copy in TABLE_TYPES {
            rows = copy(snapshot, &txn, &name)?;
            if rows.is_some() {
                break;
            }
        }
        let rows = rows.ok_or_else(|| {
            StoreError::Other(format!(
                "table {name} has key and value types the backup does not know; nothing was written"
            ))
        })?;
        copied.insert(name, rows);
    }
    txn.commit().map_err(StoreError::other)?;
    db.close().map_err(StoreError::other)?;
    Ok(copied)
}

/// What [`verify`] found in a database file.
pub struct Verified {
    /// Rows per table name.
    pub tables: Copied,
    /// Content records per entity key.
    pub records: Copied,
}

/// Opens a database file, checks the checksum of every page (redb's integrity check) and
/// counts the rows of every table and the records of every entity. Fails on anything that is
/// not a whole redb file. Opens it for writing (the check needs that): give it a file no
/// server uses, such as a fresh copy.
pub fn verify(path: &Path) -> Result<Verified, StoreError> {
    let unreadable = |e: &dyn std::fmt::Display| {
        StoreError::Other(format!(
            "{} is not a readable oshec database: {e}",
            path.display()
        ))
    };
    let mut db = redb::Database::open(path).map_err(|e| unreadable(&e))?;
    if !db.check_integrity().map_err(|e| unreadable(&e))? {
        return Err(unreadable(&"some pages failed their checksum"));
    }
    let txn = db.begin_read().map_err(StoreError::other)?;
    let names: Vec<String> = txn
        .list_tables()
        .map_err(StoreError::other)?
        .map(|t| t.name().to_string())
        .collect();
    if !names.iter().any(|n| n == super::RECORDS.name()) {
        return Err(unreadable(&"it has no content table"));
    }
    let mut tables = Copied::new();
    for name in names {
        let table = txn
            .open_untyped_table(redb::TableDefinition::<&[u8], &[u8]>::new(&name))
            .map_err(StoreError::other)?;
        tables.insert(
            name,
            redb::ReadableTableMetadata::len(&table).map_err(StoreError::other)?,
        );
    }
    let records = super::Store::record_counts(&txn)?.into_iter().collect();
    drop(txn);
    drop(db);
    Ok(Verified { tables, records })
}
