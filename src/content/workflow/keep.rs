//! Keeping revisions small (docs/workflow.md, "Revisions over the years"): each revision is
//! stored compressed, and `revisions_keep` bounds how many each item keeps: the newest N and
//! every published one. What a removed revision alone held goes with it: the files and images
//! that no kept revision, and not the item itself, still names. `oshec purge-revisions` applies
//! the rule to every item at once (with `--dry-run`, only says what it would free); the server
//! applies it to an item each time it adds a revision.
use std::collections::{BTreeSet, HashSet};

use redb::ReadableTable;

use super::*;
use crate::store::Store;

/// The first byte of a revision stored compressed (brotli over its bincode). A revision of an
/// earlier release is plain bincode, whose first byte (the time, a varint over 2^32) is 0xFD.
const COMPRESSED: u8 = 1;
/// Brotli quality and window for revisions: text of a few hundred bytes to a few kilobytes.
/// Quality 1 compresses an 812-byte news text to 324 bytes in about 11 µs. Qualities 2 to 4
/// gain a tenth (296 bytes at 3) but each compression allocates a 256 KiB hash table: with the
/// allocator's fixed mapping threshold (`memory.rs`) that is a fresh mapping, page faults and
/// an unmapping per save, about 230 µs; quality 9 costs 2 ms (docs/benchmarks.md).
const QUALITY: u32 = 1;
const WINDOW: u32 = 16;

/// A revision as stored.
pub(in crate::content) fn encode_revision(revision: &Revision) -> Result<Vec<u8>, StoreError> {
    let plain = encode(revision)?;
    let mut out = vec![COMPRESSED];
    {
        let mut w = brotli::CompressorWriter::new(&mut out, 4096, QUALITY, WINDOW);
        std::io::Write::write_all(&mut w, &plain).map_err(StoreError::other)?;
    }
    Ok(out)
}

/// A stored revision, compressed or (written by an earlier release) not.
pub(super) fn decode_revision(bytes: &[u8]) -> Result<Revision, StoreError> {
    decode_revision_as(bytes)
}

/// A stored revision read as `T`: this release's [`Revision`], or an earlier release's shape
/// (`upgrade.rs`).
pub(in crate::content) fn decode_revision_as<T: for<'de> Deserialize<'de>>(
    bytes: &[u8],
) -> Result<T, StoreError> {
    match bytes.split_first() {
        Some((&COMPRESSED, rest)) => {
            let mut plain = Vec::new();
            std::io::Read::read_to_end(&mut brotli::Decompressor::new(rest, 4096), &mut plain)
                .map_err(StoreError::other)?;
            decode(&plain)
        }
        _ => decode(bytes),
    }
}

/// What removing revisions frees (or would free).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Freed {
    pub items: u64,
    pub revisions: u64,
    pub files: u64,
    pub images: u64,
    /// Bytes of the revisions, files and images removed.
    pub bytes: u64,
}

impl Freed {
    fn add(&mut self, other: &Freed) {
        self.items += other.items;
        self.revisions += other.revisions;
        self.files += other.files;
        self.images += other.images;
        self.bytes += other.bytes;
    }

    /// One line for a person: what was (or would be) removed.
    pub fn describe(&self, done: bool) -> String {
        let verb = if done { "removed" } else { "would remove" };
        format!(
            "{verb} {} revision(s) of {} item(s), {} earlier file(s) and {} earlier image(s): {} bytes",
            self.revisions, self.items, self.files, self.images, self.bytes
        )
    }
}

/// Applies `keep` (0: keep every revision) to item (key, id) inside `tx`.
pub(super) fn prune_item(
    tx: &WriteTx,
    key: &str,
    id: u64,
    keep: usize,
) -> Result<Freed, StoreError> {
    let mut freed = Freed::default();
    if keep == 0 {
        return Ok(freed);
    }
    let txn = tx.txn();
    let mut revisions = txn.open_table(REVISIONS).map_err(StoreError::other)?;
    let mut all: Vec<(u64, Revision, u64)> = Vec::new();
    for row in revisions
        .range((key, id, 0)..=(key, id, u64::MAX))
        .map_err(StoreError::other)?
    {
        let (k, v) = row.map_err(StoreError::other)?;
        let bytes = v.value();
        all.push((k.value().2, decode_revision(bytes)?, bytes.len() as u64));
    }
    if all.len() <= keep {
        return Ok(freed);
    }
    let newest: BTreeSet<u64> = all.iter().rev().take(keep).map(|(n, ..)| *n).collect();
    let (kept, gone): (Vec<_>, Vec<_>) = all
        .into_iter()
        .partition(|(n, r, _)| newest.contains(n) || r.status == Status::Published);
    if gone.is_empty() {
        return Ok(freed);
    }
    freed.items = 1;
    let mut files = txn.open_table(REVISION_FILES).map_err(StoreError::other)?;
    for (n, _, size) in &gone {
        revisions.remove((key, id, *n)).map_err(StoreError::other)?;
        files.remove((key, id, *n)).map_err(StoreError::other)?;
        freed.revisions += 1;
        freed.bytes += size;
    }
    // The files a kept revision or the item itself still names stay; so do their chunks.
    let mut named: HashSet<u64> = HashSet::new();
    for (n, ..) in &kept {
        if let Some(meta) = files.get((key, id, *n)).map_err(StoreError::other)? {
            named.insert(decode::<FileMeta>(meta.value())?.tag);
        }
    }
    drop(files);
    if let Some(current) = tx.file_meta(key, id)? {
        named.insert(current.tag);
    }
    let (files_gone, file_bytes) = tx.remove_files_except(key, id, &named)?;
    freed.files += files_gone;
    freed.bytes += file_bytes;
    // Earlier images no kept revision names.
    let images_named: HashSet<u64> = kept
        .iter()
        .filter_map(|(_, r, _)| r.upload.as_deref().and_then(hash_number))
        .collect();
    let mut images = txn.open_table(KEPT_IMAGES).map_err(StoreError::other)?;
    let mut unnamed: Vec<(u64, u64)> = Vec::new();
    for row in images
        .range((key, id, 0)..=(key, id, u64::MAX))
        .map_err(StoreError::other)?
    {
        let (k, v) = row.map_err(StoreError::other)?;
        let hash = k.value().2;
        if !images_named.contains(&hash) {
            unnamed.push((hash, v.value().len() as u64));
        }
    }
    for (hash, size) in unnamed {
        images.remove((key, id, hash)).map_err(StoreError::other)?;
        freed.images += 1;
        freed.bytes += size;
    }
    Ok(freed)
}

/// Applies `keep` to every item that has revisions, in one write; with `dry_run` the write is
/// rolled back, so what it answers is exactly what the same call without it would free.
pub fn purge_revisions(store: &Store, keep: usize, dry_run: bool) -> Result<Freed, StoreError> {
    let tx = store.begin_write()?;
    let mut items: BTreeSet<(String, u64)> = BTreeSet::new();
    {
        let revisions = tx.txn().open_table(REVISIONS).map_err(StoreError::other)?;
        for row in revisions.iter().map_err(StoreError::other)? {
            let (k, _) = row.map_err(StoreError::other)?;
            let (key, id, _) = k.value();
            items.insert((key.to_string(), id));
        }
    }
    let mut freed = Freed::default();
    for (key, id) in &items {
        freed.add(&prune_item(&tx, key, *id, keep)?);
    }
    if dry_run {
        tx.abort()?;
    } else {
        tx.commit()?;
    }
    Ok(freed)
}
