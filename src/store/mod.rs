//! redb: tables, transactions, ids, encoding. Knows nothing of HTTP, nor of which entities exist:
//! content records are keyed by (entity key, id), so a new entity needs no new table.
pub mod copy;

use std::fs::OpenOptions;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

use redb::{ReadableDatabase, ReadableTable, ReadableTableMetadata, TableDefinition};
use serde::Serialize;
use serde::de::DeserializeOwned;

pub mod files;
pub mod sync;
pub mod tables;
pub mod warm;
pub mod windows;
pub use files::{CHUNK_BYTES, FileMeta, FileWrite};
pub use sync::Ticket;

/// Every content record, bincode-encoded, under (entity key, id).
const RECORDS: TableDefinition<(&str, u64), &[u8]> = TableDefinition::new("content_records");
/// Image bytes, kept apart from the records so listing never reads megabytes of images.
const IMAGES: TableDefinition<(&str, u64), &[u8]> = TableDefinition::new("content_images");
/// The last id given per entity. Kept separately so an id is never reused, even if the
/// highest record were ever removed.
const SEQUENCES: TableDefinition<&str, u64> = TableDefinition::new("content_sequences");
/// When each entity last changed (milliseconds since the Unix epoch), written in the same
/// transaction as the change. A table of its own, so records keep their encoding and a
/// database from before it opens unchanged (its entities simply have no time yet).
const CHANGES: TableDefinition<&str, u64> = TableDefinition::new("content_changes");
/// redb's page cache. Its default (1 GiB) would let a long-running server grow with its file.
const CACHE_BYTES: usize = 16 * 1024 * 1024;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Another process (normally `oshec serve`) holds the file.
    #[error("the database {0} is in use by another oshec process")]
    Locked(PathBuf),
    #[error("database error: {0}")]
    Other(String),
}

impl StoreError {
    pub fn other(e: impl std::fmt::Display) -> StoreError {
        StoreError::Other(e.to_string())
    }
}

/// The one redb file: content, images, administrators and sessions.
pub struct Store {
    db: redb::Database,
    /// The file, so that what belongs beside it (the key file of second-factor secrets) is
    /// found.
    path: PathBuf,
    /// Commits waiting to share a flush to disk (`sync.rs`).
    syncs: sync::Syncs,
}

/// A write in progress (see [`Store::write`]).
pub struct WriteTx {
    txn: redb::WriteTransaction,
}

impl WriteTx {
    /// The transaction itself, for modules that keep their own tables (audit, auth).
    pub fn txn(&self) -> &redb::WriteTransaction {
        &self.txn
    }

    /// Adds a record (and its image) under the next id of `entity`.
    pub fn insert<T: Serialize>(
        &self,
        entity: &str,
        record: &T,
        image: Option<&[u8]>,
    ) -> Result<u64, StoreError> {
        let bytes = encode(record)?;
        let txn = &self.txn;
        let mut seq = txn.open_table(SEQUENCES).map_err(StoreError::other)?;
        let last = seq
            .get(entity)
            .map_err(StoreError::other)?
            .map(|g| g.value())
            .unwrap_or(0);
        let id = last + 1;
        seq.insert(entity, id).map_err(StoreError::other)?;
        let mut records = txn.open_table(RECORDS).map_err(StoreError::other)?;
        records
            .insert((entity, id), bytes.as_slice())
            .map_err(StoreError::other)?;
        if let Some(image) = image {
            let mut images = txn.open_table(IMAGES).map_err(StoreError::other)?;
            images
                .insert((entity, id), image)
                .map_err(StoreError::other)?;
        }
        stamp(txn, entity)?;
        warm::mark(txn, entity, id)?;
        Ok(id)
    }

    /// Notes that `key` (an entity, or a part of one such as `document:acts`) changed now.
    pub fn stamp(&self, key: &str) -> Result<(), StoreError> {
        stamp(&self.txn, key)
    }

    /// The change time of `key` (milliseconds), if it has one.
    pub fn change_time(&self, key: &str) -> Result<Option<u64>, StoreError> {
        let changes = self.txn.open_table(CHANGES).map_err(StoreError::other)?;
        Ok(changes
            .get(key)
            .map_err(StoreError::other)?
            .map(|g| g.value()))
    }

    /// Puts `key`'s change time back to `time` (read with [`WriteTx::change_time`] before a
    /// write that no visitor can see, which must not date the public pages).
    pub fn restore_change_time(&self, key: &str, time: Option<u64>) -> Result<(), StoreError> {
        let mut changes = self.txn.open_table(CHANGES).map_err(StoreError::other)?;
        match time {
            Some(time) => changes.insert(key, time).map_err(StoreError::other)?,
            None => changes.remove(key).map_err(StoreError::other)?,
        };
        Ok(())
    }

    /// Gives `key` the change time of `from` when `key` has none of its own (a part of an
    /// entity first tracked by this release starts at its entity's time).
    pub fn stamp_from(&self, key: &str, from: &str) -> Result<(), StoreError> {
        let mut changes = self.txn.open_table(CHANGES).map_err(StoreError::other)?;
        if changes.get(key).map_err(StoreError::other)?.is_some() {
            return Ok(());
        }
        let time = changes
            .get(from)
            .map_err(StoreError::other)?
            .map(|g| g.value());
        if let Some(time) = time {
            changes.insert(key, time).map_err(StoreError::other)?;
        }
        Ok(())
    }

    /// Makes `file` the file of (entity, id); the file it replaces stays kept.
    pub fn put_file(&self, entity: &str, id: u64, file: FileWrite<'_>) -> Result<(), StoreError> {
        files::replace_in(&self.txn, entity, id, file, CHUNK_BYTES)
    }

    /// [`WriteTx::put_file`] in chunks of `chunk_bytes`, as earlier releases stored files (256
    /// KiB): for upgrade tests.
    pub fn put_file_in_chunks(
        &self,
        entity: &str,
        id: u64,
        file: FileWrite<'_>,
        chunk_bytes: usize,
    ) -> Result<(), StoreError> {
        files::replace_in(&self.txn, entity, id, file, chunk_bytes)
    }

    /// The file (entity, id) has now, if any.
    pub fn file_meta(&self, entity: &str, id: u64) -> Result<Option<FileMeta>, StoreError> {
        files::meta_in(&self.txn, entity, id)
    }

    /// Makes an earlier, kept file of (entity, id) its file again; false when it is not kept.
    pub fn reuse_file(&self, entity: &str, id: u64, meta: &FileMeta) -> Result<bool, StoreError> {
        files::reuse_in(&self.txn, entity, id, meta)
    }

    /// Commits the write.
    pub fn commit(self) -> Result<(), StoreError> {
        self.txn.commit().map_err(StoreError::other)
    }

    /// Drops the write: nothing of it reaches the file.
    pub fn abort(self) -> Result<(), StoreError> {
        self.txn.abort().map_err(StoreError::other)
    }

    /// Removes the chunks of every file of (entity, id) whose tag is not in `keep`: earlier
    /// files nothing names any more. Answers how many files went, and their bytes.
    pub fn remove_files_except(
        &self,
        entity: &str,
        id: u64,
        keep: &std::collections::HashSet<u64>,
    ) -> Result<(u64, u64), StoreError> {
        files::remove_except_in(&self.txn, entity, id, keep)
    }

    /// One record as this write sees it.
    pub fn get<T: DeserializeOwned>(&self, entity: &str, id: u64) -> Result<Option<T>, StoreError> {
        let records = self.txn.open_table(RECORDS).map_err(StoreError::other)?;
        let guard = records.get((entity, id)).map_err(StoreError::other)?;
        guard.map(|g| decode(g.value())).transpose()
    }

    /// Writes one existing record as it is, without dating its entity's pages: a change no
    /// visitor sees by itself (an item's workflow state). The warm indexes still learn of it.
    pub fn put<T: Serialize>(&self, entity: &str, id: u64, record: &T) -> Result<(), StoreError> {
        let bytes = encode(record)?;
        let mut records = self.txn.open_table(RECORDS).map_err(StoreError::other)?;
        records
            .insert((entity, id), bytes.as_slice())
            .map_err(StoreError::other)?;
        warm::mark(&self.txn, entity, id)?;
        Ok(())
    }

    /// Rewrites every record of every entity through `convert` (an upgrade of the stored
    /// shape, docs/operations.md): all in this write, so the file holds the old shape or the
    /// new one, never a mix. Answers how many records were rewritten.
    pub fn convert_records<Old, New>(
        &self,
        mut convert: impl FnMut(&str, u64, Old) -> Result<New, StoreError>,
    ) -> Result<u64, StoreError>
    where
        Old: DeserializeOwned,
        New: Serialize,
    {
        let mut records = self.txn.open_table(RECORDS).map_err(StoreError::other)?;
        let mut rows: Vec<(String, u64, Vec<u8>)> = Vec::new();
        for entry in records.iter().map_err(StoreError::other)? {
            let (key, value) = entry.map_err(StoreError::other)?;
            let (entity, id) = key.value();
            let old: Old = decode(value.value())?;
            rows.push((entity.to_string(), id, encode(&convert(entity, id, old)?)?));
        }
        for (entity, id, bytes) in &rows {
            records
                .insert((entity.as_str(), *id), bytes.as_slice())
                .map_err(StoreError::other)?;
        }
        Ok(rows.len() as u64)
    }

    /// Reads, changes and writes one record; `Ok(None)` when it does not exist.
    pub fn update<T, E>(
        &self,
        entity: &str,
        id: u64,
        image: Option<&[u8]>,
        change: impl FnOnce(&mut T) -> Result<(), E>,
    ) -> Result<Option<T>, E>
    where
        T: Serialize + DeserializeOwned,
        E: From<StoreError>,
    {
        let mut records = self.txn.open_table(RECORDS).map_err(StoreError::other)?;
        let current = records
            .get((entity, id))
            .map_err(StoreError::other)?
            .map(|g| decode::<T>(g.value()));
        let Some(current) = current else {
            return Ok(None);
        };
        let mut record = current?;
        change(&mut record)?;
        let bytes = encode(&record)?;
        records
            .insert((entity, id), bytes.as_slice())
            .map_err(StoreError::other)?;
        if let Some(image) = image {
            let mut images = self.txn.open_table(IMAGES).map_err(StoreError::other)?;
            images
                .insert((entity, id), image)
                .map_err(StoreError::other)?;
        }
        stamp(&self.txn, entity)?;
        warm::mark(&self.txn, entity, id)?;
        Ok(Some(record))
    }
}

/// A value in the store's one encoding (bincode, standard configuration): every module that
/// keeps rows of its own writes them with this and reads them with [`decode`].
pub fn encode<T: Serialize>(value: &T) -> Result<Vec<u8>, StoreError> {
    bincode::serde::encode_to_vec(value, bincode::config::standard()).map_err(StoreError::other)
}

/// Notes, inside `txn`, that `entity` changed now.
fn stamp(txn: &redb::WriteTransaction, entity: &str) -> Result<(), StoreError> {
    let mut changes = txn.open_table(CHANGES).map_err(StoreError::other)?;
    changes
        .insert(entity, crate::clock::now_ms())
        .map_err(StoreError::other)?;
    Ok(())
}

/// A value [`encode`] wrote.
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, StoreError> {
    bincode::serde::decode_from_slice(bytes, bincode::config::standard())
        .map(|(v, _)| v)
        .map_err(StoreError::other)
}

impl Store {
    /// Opens or creates the file (mode 0600) and creates every content table.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        // Created here first so the mode is 0600 from the first byte; redb would use the umask.
        OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .mode(0o600)
            .open(path)
            .map_err(|e| StoreError::Other(format!("cannot open {}: {e}", path.display())))?;
        // A bounded page cache: visitors are answered from prepared bytes and lists read only
        // the records of one page, so a large cache would only grow the process with the file.
        let db = redb::Builder::new()
            .set_cache_size(CACHE_BYTES)
            .create(path)
            .map_err(|e| match e {
                redb::DatabaseError::DatabaseAlreadyOpen => StoreError::Locked(path.to_path_buf()),
                other => StoreError::Other(format!("cannot open {}: {other}", path.display())),
            })?;
        // A table never written cannot be opened by a read transaction: create them all now.
        tables::ensure(
            &db,
            &[
                &RECORDS,
                &IMAGES,
                &SEQUENCES,
                &files::FILE_CHUNKS,
                &files::FILE_META,
                &files::FILE_TEXT,
                &CHANGES,
                &warm::KEPT,
                &warm::CHANGED_SINCE,
            ],
        )?;
        Ok(Store {
            db,
            path: path.to_path_buf(),
            syncs: sync::Syncs::default(),
        })
    }

    /// Takes the file's lock without writing to it: proof that no server uses it. `Ok(None)`
    /// when there is no file.
    pub fn hold(path: &Path) -> Result<Option<redb::Database>, StoreError> {
        if !path.exists() {
            return Ok(None);
        }
        redb::Database::open(path).map(Some).map_err(|e| match e {
            redb::DatabaseError::DatabaseAlreadyOpen => StoreError::Locked(path.to_path_buf()),
            other => StoreError::Other(format!("cannot open {}: {other}", path.display())),
        })
    }

    /// The database file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The raw database, for modules that keep their own tables (auth).
    pub fn database(&self) -> &redb::Database {
        &self.db
    }

    /// True when no content record exists.
    pub fn has_no_records(&self) -> Result<bool, StoreError> {
        let txn = self.db.begin_read().map_err(StoreError::other)?;
        let table = txn.open_table(RECORDS).map_err(StoreError::other)?;
        table.is_empty().map_err(StoreError::other)
    }

    /// A write the caller commits or drops itself (a dry run answers what a write would do,
    /// then drops it).
    pub fn begin_write(&self) -> Result<WriteTx, StoreError> {
        Ok(WriteTx {
            txn: self.db.begin_write().map_err(StoreError::other)?,
        })
    }

    /// Runs `work` in one write transaction and commits it when `work` succeeds, so a caller
    /// can add rows of its own (an audit entry) to the change it makes: both are on disk or
    /// neither is. An error leaves the database as it was.
    pub fn write<R, E>(&self, work: impl FnOnce(&WriteTx) -> Result<R, E>) -> Result<R, E>
    where
        E: From<StoreError>,
    {
        let tx = WriteTx {
            txn: self.db.begin_write().map_err(StoreError::other)?,
        };
        let result = work(&tx)?;
        tx.txn.commit().map_err(StoreError::other)?;
        Ok(result)
    }

    /// Adds a record (and its image) under the next id of `entity`, durably.
    pub fn insert<T: Serialize>(
        &self,
        entity: &str,
        record: &T,
        image: Option<&[u8]>,
    ) -> Result<u64, StoreError> {
        self.write(|tx| tx.insert(entity, record, image))
    }

    /// [`Store::insert`], with a file stored in chunks in the same transaction.
    pub fn insert_with_file<T: Serialize>(
        &self,
        entity: &str,
        record: &T,
        image: Option<&[u8]>,
        file: Option<FileWrite<'_>>,
    ) -> Result<u64, StoreError> {
        self.write(|tx| {
            let id = tx.insert(entity, record, image)?;
            if let Some(file) = file {
                tx.put_file(entity, id, file)?;
            }
            Ok(id)
        })
    }

    /// Reads, changes and writes one record in a single transaction, so a check made by
    /// `change` (e.g. a toggle's expected status) cannot race another writer.
    /// `Ok(None)` when the record does not exist. `image` replaces the stored image when given.
    pub fn update<T, E>(
        &self,
        entity: &str,
        id: u64,
        image: Option<&[u8]>,
        change: impl FnOnce(&mut T) -> Result<(), E>,
    ) -> Result<Option<T>, E>
    where
        T: Serialize + DeserializeOwned,
        E: From<StoreError>,
    {
        self.update_with_file(entity, id, image, None, change)
    }

    /// [`Store::update`]; `file` replaces the stored file in the same transaction when given.
    pub fn update_with_file<T, E>(
        &self,
        entity: &str,
        id: u64,
        image: Option<&[u8]>,
        file: Option<FileWrite<'_>>,
        change: impl FnOnce(&mut T) -> Result<(), E>,
    ) -> Result<Option<T>, E>
    where
        T: Serialize + DeserializeOwned,
        E: From<StoreError>,
    {
        self.write(|tx| {
            let updated = tx.update(entity, id, image, change)?;
            if let (Some(_), Some(file)) = (&updated, file) {
                tx.put_file(entity, id, file)?;
            }
            Ok(updated)
        })
    }

    /// Opens a read transaction: one consistent state of every table, which writers do not
    /// disturb (the backup copies from one).
    pub fn snapshot(&self) -> Result<redb::ReadTransaction, StoreError> {
        self.db.begin_read().map_err(StoreError::other)
    }

    /// Records per entity key in a snapshot, plus the images, by name.
    pub fn record_counts(
        txn: &redb::ReadTransaction,
    ) -> Result<std::collections::BTreeMap<String, u64>, StoreError> {
        let mut counts = std::collections::BTreeMap::new();
        let table = txn.open_table(RECORDS).map_err(StoreError::other)?;
        for entry in table.iter().map_err(StoreError::other)? {
            let (key, _) = entry.map_err(StoreError::other)?;
            *counts.entry(key.value().0.to_string()).or_insert(0) += 1;
        }
        Ok(counts)
    }

    /// The records of one entity, counted from the live database.
    pub fn count(&self, entity: &str) -> Result<u64, StoreError> {
        let txn = self.db.begin_read().map_err(StoreError::other)?;
        let table = txn.open_table(RECORDS).map_err(StoreError::other)?;
        let mut n = 0;
        for entry in table
            .range((entity, 0u64)..=(entity, u64::MAX))
            .map_err(StoreError::other)?
        {
            entry.map_err(StoreError::other)?;
            n += 1;
        }
        Ok(n)
    }

    /// The last id given to `entity`; 0 when it never had a record.
    pub fn last_id(&self, entity: &str) -> Result<u64, StoreError> {
        let txn = self.db.begin_read().map_err(StoreError::other)?;
        let table = txn.open_table(SEQUENCES).map_err(StoreError::other)?;
        let last = table.get(entity).map_err(StoreError::other)?;
        Ok(last.map(|g| g.value()).unwrap_or(0))
    }

    pub fn get<T: DeserializeOwned>(&self, entity: &str, id: u64) -> Result<Option<T>, StoreError> {
        let txn = self.db.begin_read().map_err(StoreError::other)?;
        let table = txn.open_table(RECORDS).map_err(StoreError::other)?;
        let guard = table.get((entity, id)).map_err(StoreError::other)?;
        guard.map(|g| decode(g.value())).transpose()
    }

    /// Every record of `entity`, ids ascending.
    pub fn list<T: DeserializeOwned>(&self, entity: &str) -> Result<Vec<(u64, T)>, StoreError> {
        let txn = self.db.begin_read().map_err(StoreError::other)?;
        let table = txn.open_table(RECORDS).map_err(StoreError::other)?;
        let range = table
            .range((entity, 0u64)..=(entity, u64::MAX))
            .map_err(StoreError::other)?;
        let mut out = Vec::new();
        for entry in range {
            let (key, value) = entry.map_err(StoreError::other)?;
            out.push((key.value().1, decode(value.value())?));
        }
        Ok(out)
    }

    /// The records of `entity` with these ids, in the order given; ids that do not exist are
    /// left out. One read transaction, so the answer is one consistent state.
    pub fn get_many<T: DeserializeOwned>(
        &self,
        entity: &str,
        ids: &[u64],
    ) -> Result<Vec<(u64, T)>, StoreError> {
        let txn = self.db.begin_read().map_err(StoreError::other)?;
        let table = txn.open_table(RECORDS).map_err(StoreError::other)?;
        let mut out = Vec::with_capacity(ids.len());
        for &id in ids {
            if let Some(guard) = table.get((entity, id)).map_err(StoreError::other)? {
                out.push((id, decode(guard.value())?));
            }
        }
        Ok(out)
    }

    /// When each entity last changed (milliseconds since the Unix epoch); entities unchanged
    /// since this table was added are absent.
    pub fn changes(&self) -> Result<Vec<(String, u64)>, StoreError> {
        let txn = self.db.begin_read().map_err(StoreError::other)?;
        let table = txn.open_table(CHANGES).map_err(StoreError::other)?;
        let mut out = Vec::new();
        for entry in table.iter().map_err(StoreError::other)? {
            let (key, value) = entry.map_err(StoreError::other)?;
            out.push((key.value().to_string(), value.value()));
        }
        Ok(out)
    }

    pub fn image(&self, entity: &str, id: u64) -> Result<Option<Vec<u8>>, StoreError> {
        let txn = self.db.begin_read().map_err(StoreError::other)?;
        let table = txn.open_table(IMAGES).map_err(StoreError::other)?;
        let guard = table.get((entity, id)).map_err(StoreError::other)?;
        Ok(guard.map(|g| g.value().to_vec()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    #[derive(serde::Serialize, serde::Deserialize, Debug, PartialEq)]
    struct Rec {
        name: String,
        on: bool,
    }

    #[test]
    fn ids_increase_per_entity_and_records_round_trip() -> Result<(), StoreError> {
        let dir = tempfile::tempdir().map_err(StoreError::other)?;
        let path = dir.path().join("t.redb");
        let store = Store::open(&path)?;
        let mode = std::fs::metadata(&path)
            .map_err(StoreError::other)?
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
        assert!(store.has_no_records()?);
        let a = Rec {
            name: "a".into(),
            on: true,
        };
        assert_eq!(store.insert("x", &a, None)?, 1);
        assert_eq!(store.insert("x", &a, Some(b"img"))?, 2);
        assert_eq!(store.insert("y", &a, None)?, 1);
        assert_eq!(store.list::<Rec>("x")?.len(), 2);
        assert_eq!(store.image("x", 2)?, Some(b"img".to_vec()));
        let changed = store.update::<Rec, StoreError>("x", 1, None, |r| {
            r.on = false;
            Ok(())
        })?;
        assert_eq!(changed.map(|r| r.on), Some(false));
        assert!(
            store
                .update::<Rec, StoreError>("x", 9, None, |_| Ok(()))?
                .is_none()
        );
        assert!(!store.has_no_records()?);
        Ok(())
    }

    #[test]
    fn a_second_opener_gets_locked() -> Result<(), StoreError> {
        let dir = tempfile::tempdir().map_err(StoreError::other)?;
        let path = dir.path().join("t.redb");
        let _first = Store::open(&path)?;
        match Store::open(&path) {
            Err(StoreError::Locked(p)) => assert_eq!(p, path),
            Err(other) => panic!("expected Locked, got {other}"),
            Ok(_) => panic!("a second open must not succeed"),
        }
        Ok(())
    }

    #[test]
    fn records_survive_reopening() -> Result<(), StoreError> {
        let dir = tempfile::tempdir().map_err(StoreError::other)?;
        let path = dir.path().join("t.redb");
        {
            let store = Store::open(&path)?;
            store.insert(
                "x",
                &Rec {
                    name: "kept".into(),
                    on: true,
                },
                Some(b"png"),
            )?;
        }
        let store = Store::open(&path)?;
        let all = store.list::<Rec>("x")?;
        assert_eq!(
            all,
            vec![(
                1,
                Rec {
                    name: "kept".into(),
                    on: true
                }
            )]
        );
        assert_eq!(
            store.insert("x", &all[0].1, None)?,
            2,
            "ids continue after reopening"
        );
        Ok(())
    }
}
