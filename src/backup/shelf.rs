//! The backups kept in the backup folder, as the back office shows them (docs/backups.md):
//! each file's time, size and whether it was checked, and a check on demand.
//!
//! A backup is checked when it is written (page checksums and record counts against the
//! database); that verdict is kept in the table `backup_checks` under the file's name, with
//! its size, so a file replaced or cut short since reads as unchecked again. Files put in the
//! folder by other means are unchecked until someone checks them.
use std::path::{Path, PathBuf};

use redb::{ReadableDatabase, TableDefinition};
use serde::{Deserialize, Serialize};

use super::BackupError;
use crate::audit::{self, Actor, Change};
use crate::store::copy;
use crate::store::{Store, StoreError};

/// File name → its [`Check`], bincode.
const CHECKS: TableDefinition<&str, &[u8]> = TableDefinition::new("backup_checks");

/// What a check found of one file.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Check {
    bytes: u64,
    checked_ms: u64,
    ok: bool,
    records: u64,
}

/// One backup file in the folder.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Shelved {
    pub name: String,
    pub bytes: u64,
    /// When the file was last written, milliseconds since the Unix epoch.
    pub created_at: u64,
    /// `Some(true)` checked and whole, `Some(false)` checked and broken, `None` never checked
    /// (or changed since).
    pub verified: Option<bool>,
    pub checked_at: Option<u64>,
    /// Content records the check counted.
    pub records: Option<u64>,
}

/// A file name the folder may hold as a backup: a plain name (no folder, not hidden) ending
/// in `.redb`. Anything else is refused before it touches the disk.
pub fn is_backup_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 200
        && !name.starts_with('.')
        && name.ends_with(".redb")
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

/// The backup `name` in `dir`, when it is a backup name and such a file exists.
pub fn find(dir: &Path, name: &str) -> Option<PathBuf> {
    if !is_backup_name(name) {
        return None;
    }
    let path = dir.join(name);
    path.is_file().then_some(path)
}

/// The backups in `dir`, newest first, with what their last check found.
pub fn list(store: &Store, dir: &Path) -> Result<Vec<Shelved>, BackupError> {
    let failed = |e: &dyn std::fmt::Display| BackupError::Failed {
        path: dir.to_path_buf(),
        reason: e.to_string(),
    };
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(failed(&e)),
    };
    let txn = store.database().begin_read().map_err(|e| failed(&e))?;
    let checks = match txn.open_table(CHECKS) {
        Ok(table) => Some(table),
        Err(redb::TableError::TableDoesNotExist(_)) => None,
        Err(e) => return Err(failed(&e)),
    };
    let mut found = Vec::new();
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Ok(meta) = entry.metadata() else { continue };
        if !meta.is_file() || !is_backup_name(&name) {
            continue;
        }
        let created_at = meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .and_then(|d| u64::try_from(d.as_millis()).ok())
            .unwrap_or(0);
        let check = match &checks {
            Some(table) => table
                .get(name.as_str())
                .map_err(|e| failed(&e))?
                .and_then(|v| decode(v.value()))
                .filter(|c| c.bytes == meta.len()),
            None => None,
        };
        found.push(Shelved {
            name,
            bytes: meta.len(),
            created_at,
            verified: check.as_ref().map(|c| c.ok),
            checked_at: check.as_ref().map(|c| c.checked_ms),
            records: check.as_ref().filter(|c| c.ok).map(|c| c.records),
        });
    }
    found.sort_by(|a, b| b.created_at.cmp(&a.created_at).then(b.name.cmp(&a.name)));
    Ok(found)
}

/// Keeps the verdict of a check of `path` (which the caller just wrote or checked).
pub(super) fn remember(
    txn: &redb::WriteTransaction,
    path: &Path,
    ok: bool,
    records: u64,
) -> Result<(), StoreError> {
    let Some(name) = path.file_name().map(|n| n.to_string_lossy().into_owned()) else {
        return Ok(());
    };
    let bytes = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
    let check = Check {
        bytes,
        checked_ms: crate::clock::now_ms(),
        ok,
        records,
    };
    let encoded = bincode::serde::encode_to_vec(&check, bincode::config::standard())
        .map_err(StoreError::other)?;
    let mut table = txn.open_table(CHECKS).map_err(StoreError::other)?;
    table
        .insert(name.as_str(), encoded.as_slice())
        .map_err(StoreError::other)?;
    Ok(())
}

/// Checks the backup at `path` again (page checksums, tables, records), keeps the verdict and
/// records the check in the audit trail. Answers whether the file is whole. Blocking.
pub fn check(store: &Store, path: &Path, actor: &Actor) -> Result<bool, BackupError> {
    let verdict = copy::verify(path);
    let (ok, records) = match &verdict {
        Ok(v) => (true, v.records.values().sum()),
        Err(_) => (false, 0),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let outcome = match &verdict {
        Ok(_) => "whole".to_string(),
        Err(e) => e.to_string(),
    };
    store
        .write(|tx| {
            remember(tx.txn(), path, ok, records)?;
            audit::append(
                tx.txn(),
                actor,
                "backup-check",
                "database",
                None,
                vec![
                    Change::new("file", None, Some(&name)),
                    Change::new("outcome", None, Some(&outcome)),
                ],
            )
            .map(|_| ())
        })
        .map_err(|e| BackupError::Failed {
            path: path.to_path_buf(),
            reason: e.to_string(),
        })?;
    Ok(ok)
}

/// Puts the download of a backup in the audit trail.
pub fn record_download(store: &Store, name: &str, actor: &Actor) -> Result<(), StoreError> {
    store.write(|tx| {
        audit::append(
            tx.txn(),
            actor,
            "backup-download",
            "database",
            None,
            vec![Change::new("file", None, Some(name))],
        )
        .map(|_| ())
    })
}

fn decode(bytes: &[u8]) -> Option<Check> {
    bincode::serde::decode_from_slice(bytes, bincode::config::standard())
        .ok()
        .map(|(c, _)| c)
}

#[cfg(test)]
mod tests {
    use super::is_backup_name;

    #[test]
    fn only_plain_redb_names_are_backups() {
        for good in ["oshec-2026-11-23T130455Z.redb", "before_move.redb"] {
            assert!(is_backup_name(good), "{good}");
        }
        for bad in [
            "../oshec.redb",
            "/etc/passwd",
            ".oshec.redb.partial-00",
            "oshec.redb.sock",
            "a/b.redb",
            "",
            "x.redb\0",
        ] {
            assert!(!is_backup_name(bad), "{bad}");
        }
    }
}
