//! Files that are not images (documents): kept in chunks of their own table, so a download
//! reads one chunk at a time and a byte range reads only the chunks it covers.
//!
//! Chunks are keyed by (entity key, record id, file tag, chunk number). The tag comes from the
//! file's hash, so a download that started before the file was replaced keeps reading the old
//! file's chunks, never a mix of old and new bytes. A replaced file's chunks are kept, so that
//! restoring a revision brings its file back (docs/workflow.md).
use redb::{ReadableDatabase, ReadableTable, TableDefinition, WriteTransaction};
use serde::{Deserialize, Serialize};

use super::{Store, StoreError, decode, encode};

pub(super) const FILE_CHUNKS: TableDefinition<(&str, u64, u64, u32), &[u8]> =
    TableDefinition::new("content_file_chunks");

/// What is known of a stored file, under (entity key, record id). Kept apart from the records
/// so the record layout of earlier releases stays as it was.
pub(super) const FILE_META: TableDefinition<(&str, u64), &[u8]> =
    TableDefinition::new("content_file_meta");

/// The text of a PDF as site search reads it (at most `files::pdf::TEXT_CAP` bytes of UTF-8),
/// by the file's hash: read once, at upload or by the pass that reads the files stored before,
/// and found again whichever record or revision names the same bytes. Kept apart from the
/// records, so a list or a detail never reads it.
pub(super) const FILE_TEXT: TableDefinition<&str, &[u8]> =
    TableDefinition::new("content_file_text");

/// A stored file's name tag, hash and size.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileMeta {
    /// Names the chunks; from the hash.
    pub tag: u64,
    /// Hex prefix of the SHA-256 of the bytes: names the URL and the ETag.
    pub hash: String,
    pub size: u64,
}

/// Bytes per chunk of a file stored now: a little under 64 KiB, because redb keeps a value
/// larger than a page in a block of the next power of two pages: a chunk of exactly 256 KiB,
/// with its key beside it, took 512 KiB (docs/benchmarks.md, "Ten years of edits"). Under
/// 64 KiB a chunk takes 64 KiB, and a file's last chunk wastes at most its own size. Files
/// stored by earlier releases keep their 256 KiB chunks: a file's chunk size is the length of
/// its first chunk ([`Store::chunk_size`]).
pub const CHUNK_BYTES: usize = 64 * 1024 - 512;

/// A file to store with a record, in the record's transaction.
#[derive(Debug, Clone, Copy)]
pub struct FileWrite<'a> {
    pub meta: &'a FileMeta,
    pub bytes: &'a [u8],
}

/// Makes `file` the file of (entity, id). The chunks of the files it had before are kept
/// under their own tags, so a restored revision can name one again
/// ([`reuse_in`]); only chunks of the same tag (the same bytes again) are rewritten.
pub(super) fn replace_in(
    txn: &WriteTransaction,
    entity: &str,
    id: u64,
    file: FileWrite<'_>,
    chunk_bytes: usize,
) -> Result<(), StoreError> {
    let mut table = txn.open_table(FILE_CHUNKS).map_err(StoreError::other)?;
    let tag = file.meta.tag;
    table
        .retain_in(
            (entity, id, tag, 0u32)..=(entity, id, tag, u32::MAX),
            |_, _| false,
        )
        .map_err(StoreError::other)?;
    for (n, chunk) in file.bytes.chunks(chunk_bytes.max(1)).enumerate() {
        let n = u32::try_from(n).map_err(StoreError::other)?;
        table
            .insert((entity, id, tag, n), chunk)
            .map_err(StoreError::other)?;
    }
    set_meta_in(txn, entity, id, file.meta)
}

fn set_meta_in(
    txn: &WriteTransaction,
    entity: &str,
    id: u64,
    meta: &FileMeta,
) -> Result<(), StoreError> {
    let meta = encode(meta)?;
    txn.open_table(FILE_META)
        .map_err(StoreError::other)?
        .insert((entity, id), meta.as_slice())
        .map_err(StoreError::other)?;
    Ok(())
}

/// The file (entity, id) has now, if any.
pub(super) fn meta_in(
    txn: &WriteTransaction,
    entity: &str,
    id: u64,
) -> Result<Option<FileMeta>, StoreError> {
    let table = txn.open_table(FILE_META).map_err(StoreError::other)?;
    let meta = table
        .get((entity, id))
        .map_err(StoreError::other)?
        .map(|g| decode(g.value()))
        .transpose()?;
    Ok(meta)
}

/// Makes the earlier file `meta` of (entity, id) its file again, when its chunks are still
/// kept; false (nothing changed) when they are not.
pub(super) fn reuse_in(
    txn: &WriteTransaction,
    entity: &str,
    id: u64,
    meta: &FileMeta,
) -> Result<bool, StoreError> {
    let table = txn.open_table(FILE_CHUNKS).map_err(StoreError::other)?;
    let kept = table
        .get((entity, id, meta.tag, 0u32))
        .map_err(StoreError::other)?
        .is_some();
    drop(table);
    if kept {
        set_meta_in(txn, entity, id, meta)?;
    }
    Ok(kept)
}

/// Removes the chunks of every file of (entity, id) whose tag is not in `keep`; answers how
/// many files went and their bytes.
pub(super) fn remove_except_in(
    txn: &WriteTransaction,
    entity: &str,
    id: u64,
    keep: &std::collections::HashSet<u64>,
) -> Result<(u64, u64), StoreError> {
    let mut table = txn.open_table(FILE_CHUNKS).map_err(StoreError::other)?;
    let mut tags = std::collections::BTreeSet::new();
    let mut bytes = 0u64;
    for row in table
        .range((entity, id, 0u64, 0u32)..=(entity, id, u64::MAX, u32::MAX))
        .map_err(StoreError::other)?
    {
        let (k, v) = row.map_err(StoreError::other)?;
        let tag = k.value().2;
        if !keep.contains(&tag) {
            tags.insert(tag);
            bytes += v.value().len() as u64;
        }
    }
    for tag in &tags {
        table
            .retain_in(
                (entity, id, *tag, 0u32)..=(entity, id, *tag, u32::MAX),
                |_, _| false,
            )
            .map_err(StoreError::other)?;
    }
    Ok((tags.len() as u64, bytes))
}

impl Store {
    /// The file of each of `ids` (in order), `None` where a record has none.
    /// The metadata of one record's file, if it has one ([`Store::file_metas`] for one id).
    pub fn file_meta(&self, entity: &str, id: u64) -> Result<Option<FileMeta>, StoreError> {
        Ok(self.file_metas(entity, &[id])?.pop().flatten())
    }

    pub fn file_metas(
        &self,
        entity: &str,
        ids: &[u64],
    ) -> Result<Vec<Option<FileMeta>>, StoreError> {
        let txn = self.db.begin_read().map_err(StoreError::other)?;
        let table = txn.open_table(FILE_META).map_err(StoreError::other)?;
        ids.iter()
            .map(|&id| {
                table
                    .get((entity, id))
                    .map_err(StoreError::other)?
                    .map(|g| decode(g.value()))
                    .transpose()
            })
            .collect()
    }

    /// The file (entity, id) has now and, when it has been read, its text for site search
    /// ([`FILE_TEXT`]); `None` when the record has no file.
    pub fn file_text(
        &self,
        entity: &str,
        id: u64,
    ) -> Result<Option<(FileMeta, Option<String>)>, StoreError> {
        let txn = self.db.begin_read().map_err(StoreError::other)?;
        let metas = txn.open_table(FILE_META).map_err(StoreError::other)?;
        let Some(meta) = metas
            .get((entity, id))
            .map_err(StoreError::other)?
            .map(|g| decode::<FileMeta>(g.value()))
            .transpose()?
        else {
            return Ok(None);
        };
        let texts = txn.open_table(FILE_TEXT).map_err(StoreError::other)?;
        let text = texts
            .get(meta.hash.as_str())
            .map_err(StoreError::other)?
            .map(|g| String::from_utf8_lossy(g.value()).into_owned());
        Ok(Some((meta, text)))
    }

    /// Keeps the text of the file whose hash is `hash` ([`FILE_TEXT`]).
    pub fn keep_file_text(&self, hash: &str, text: &str) -> Result<(), StoreError> {
        let txn = self.db.begin_write().map_err(StoreError::other)?;
        txn.open_table(FILE_TEXT)
            .map_err(StoreError::other)?
            .insert(hash, text.as_bytes())
            .map_err(StoreError::other)?;
        txn.commit().map_err(StoreError::other)
    }

    /// The chunk size of the file tagged `tag` of (entity, id): the length of its first chunk
    /// (every chunk but the last has it); `None` when the file is not kept.
    pub fn chunk_size(&self, entity: &str, id: u64, tag: u64) -> Result<Option<u64>, StoreError> {
        let txn = self.db.begin_read().map_err(StoreError::other)?;
        let table = txn.open_table(FILE_CHUNKS).map_err(StoreError::other)?;
        let guard = table.get((entity, id, tag, 0)).map_err(StoreError::other)?;
        Ok(guard.map(|g| g.value().len() as u64))
    }

    /// Chunk `n` of the file tagged `tag` of (entity, id); `None` when there is no such chunk
    /// (past the end, or the file was replaced).
    pub fn file_chunk(
        &self,
        entity: &str,
        id: u64,
        tag: u64,
        n: u32,
    ) -> Result<Option<Vec<u8>>, StoreError> {
        let txn = self.db.begin_read().map_err(StoreError::other)?;
        let table = txn.open_table(FILE_CHUNKS).map_err(StoreError::other)?;
        let guard = table.get((entity, id, tag, n)).map_err(StoreError::other)?;
        Ok(guard.map(|g| g.value().to_vec()))
    }
}
