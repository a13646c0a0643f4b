//! Backups and restores of the one redb file.
//!
//! A backup copies one read snapshot (writers carry on; a write is wholly in it or wholly
//! not) into a temporary file beside the target, checks that copy page by page and counts
//! its records against the snapshot, and only then renames it to the name asked for: a
//! failure never leaves a half file under that name. One backup runs at a time.
//! A restore replaces the database file while no server holds it, keeping the old one.
pub mod shelf;

use std::collections::BTreeMap;
use std::fs::OpenOptions;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use crate::audit::{self, Actor, Change};
use crate::clock;
use crate::store::copy::{self, Verified};
use crate::store::{Store, StoreError};

/// Where and how often the server backs up (the `backup_*` settings).
#[derive(Clone, Default)]
pub struct BackupPlan {
    pub dir: Option<std::path::PathBuf>,
    pub every: std::time::Duration,
    pub keep: usize,
}

/// Scheduled backups are named `oshec-<UTC time>.redb`; only such files are ever rotated.
const PREFIX: &str = "oshec-";
const SUFFIX: &str = ".redb";

#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("{}", self.msg())]
    Exists(PathBuf),
    #[error("{}", self.msg())]
    NoFolder { dir: PathBuf },
    #[error("{}", self.msg())]
    Denied { dir: PathBuf },
    #[error("{}", self.msg())]
    DiskFull { dir: PathBuf },
    #[error("{}", self.msg())]
    Failed { path: PathBuf, reason: String },
    #[error("{}", self.msg())]
    Mismatch(String),
    #[error("{}", self.msg())]
    Busy,
}

impl BackupError {
    /// Its message in the catalogue (the server's paths stay in the English only).
    pub fn msg(&self) -> crate::messages::Msg {
        use crate::msg;
        let shown = |p: &std::path::Path| p.display().to_string();
        match self {
            BackupError::Exists(path) => msg!("backup-exists", path = shown(path)),
            BackupError::NoFolder { dir } => msg!("backup-no-folder", dir = shown(dir)),
            BackupError::Denied { dir } => msg!("backup-denied", dir = shown(dir)),
            BackupError::DiskFull { dir } => msg!("backup-disk-full", dir = shown(dir)),
            BackupError::Failed { path, reason } => {
                msg!("backup-failed", path = shown(path), reason = reason)
            }
            BackupError::Mismatch(reason) => msg!("backup-mismatch", reason = reason),
            BackupError::Busy => msg!("backup-busy"),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum RestoreError {
    #[error(
        "oshec serve is using {0}. Stop the service first (for example `sudo systemctl stop oshec`), \
         run the restore, then start it again"
    )]
    Running(PathBuf),
    #[error("cannot read {path}: {reason}")]
    Unreadable { path: PathBuf, reason: String },
    #[error("{0}; nothing was changed")]
    NotADatabase(String),
    #[error("the restore failed: {0}")]
    Failed(String),
}

/// What a backup wrote, or a restore put in place.
#[derive(Debug, Clone)]
pub struct Report {
    pub path: PathBuf,
    pub bytes: u64,
    /// Content records per entity key.
    pub records: BTreeMap<String, u64>,
    /// Rows per table.
    pub tables: BTreeMap<String, u64>,
}

impl Report {
    /// A few lines for a person: the file, its size, and what it holds.
    pub fn describe(&self) -> String {
        let records: Vec<String> = self
            .records
            .iter()
            .map(|(entity, n)| format!("{entity} {n}"))
            .collect();
        let table = |name: &str| self.tables.get(name).copied().unwrap_or(0);
        format!(
            "{} ({})\nrecords: {}\nimages: {}; administrators: {}; sessions: {}; audit entries: {}",
            self.path.display(),
            human_size(self.bytes),
            if records.is_empty() {
                "none".to_string()
            } else {
                records.join(", ")
            },
            table("content_images"),
            table("auth_admins"),
            table("auth_sessions"),
            table("audit_log"),
        )
    }
}

fn human_size(bytes: u64) -> String {
    const MIB: f64 = 1024.0 * 1024.0;
    if bytes >= 1024 * 1024 {
        format!("{:.1} MiB, {bytes} bytes", bytes as f64 / MIB)
    } else {
        format!("{:.1} KiB, {bytes} bytes", bytes as f64 / 1024.0)
    }
}

/// True when `err` or anything it wraps is "no space left on device".
fn disk_full(err: &(dyn std::error::Error + 'static)) -> bool {
    if let Some(io) = err.downcast_ref::<std::io::Error>()
        && (io.raw_os_error() == Some(libc::ENOSPC) || io.raw_os_error() == Some(libc::EDQUOT))
    {
        return true;
    }
    err.source().is_some_and(disk_full)
}

/// The backups of one database: one at a time, and the time of the last good one.
pub struct Backups {
    store: Arc<Store>,
    running: Mutex<()>,
    /// Milliseconds since the epoch of the last good backup; 0 when none is known.
    last_good_ms: AtomicU64,
}

impl Backups {
    pub fn new(store: Arc<Store>) -> Backups {
        Backups {
            store,
            running: Mutex::new(()),
            last_good_ms: AtomicU64::new(0),
        }
    }

    pub fn last_good_ms(&self) -> Option<u64> {
        Some(self.last_good_ms.load(Ordering::Relaxed)).filter(|ms| *ms > 0)
    }

    fn note_good(&self, ms: u64) {
        self.last_good_ms.fetch_max(ms, Ordering::Relaxed);
    }

    /// Writes a checked backup to `dest` (which must not exist) and records it in the audit
    /// trail as done by `actor`. Blocking.
    pub fn backup_to(&self, dest: &Path, actor: &Actor) -> Result<Report, BackupError> {
        let _one = self.running.try_lock().map_err(|_| BackupError::Busy)?;
        let result = write_backup(&self.store, dest);
        match &result {
            Ok(report) => {
                metrics::counter!("oshec_backups_total", "outcome" => "ok").increment(1);
                self.note_good(clock::now_ms());
                let changes = vec![
                    Change::new("file", None, Some(&report.path.display().to_string())),
                    Change::new("bytes", None, Some(&report.bytes.to_string())),
                ];
                let records = report.records.values().sum();
                let recorded = self.store.write(|tx| {
                    shelf::remember(tx.txn(), &report.path, true, records)?;
                    audit::append(tx.txn(), actor, "backup", "database", None, changes)
                });
                if let Err(e) = recorded {
                    tracing::error!(error = %e, "the backup was written but could not be recorded in the audit trail");
                }
            }
            Err(_) => {
                metrics::counter!("oshec_backups_total", "outcome" => "failed").increment(1);
            }
        }
        result
    }
}

impl Backups {
    /// A backup into `dir` under a time-stamped name, as the schedule makes them, and the
    /// oldest beyond `keep` removed as the schedule would. Blocking.
    pub fn back_up_into(
        &self,
        dir: &Path,
        keep: usize,
        actor: &Actor,
    ) -> Result<Report, BackupError> {
        let report = self.backup_to(&dir.join(timestamped_name()), actor)?;
        rotate(dir, keep);
        Ok(report)
    }
}

/// A temporary name beside `dest`, hidden, that rotation never matches.
fn temporary_beside(dest: &Path) -> PathBuf {
    let name = dest
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "backup".to_string());
    let mut random = [0u8; 6];
    rand::fill(&mut random[..]);
    let tag: String = random.iter().map(|b| format!("{b:02x}")).collect();
    dest.with_file_name(format!(".{name}.partial-{tag}"))
}

fn write_backup(store: &Store, dest: &Path) -> Result<Report, BackupError> {
    let dir = match dest.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if dest.exists() {
        return Err(BackupError::Exists(dest.to_path_buf()));
    }
    if !dir.is_dir() {
        return Err(BackupError::NoFolder { dir });
    }
    let temp = temporary_beside(dest);
    let failed = |reason: String| BackupError::Failed {
        path: dest.to_path_buf(),
        reason,
    };
    // Made here first so the copy is 0600 from its first byte.
    if let Err(e) = OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(&temp)
    {
        return Err(match e.kind() {
            std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem => {
                BackupError::Denied { dir }
            }
            _ if disk_full(&e) => BackupError::DiskFull { dir },
            _ => failed(e.to_string()),
        });
    }
    let outcome = (|| {
        let snapshot = store.snapshot().map_err(|e| failed(e.to_string()))?;
        let expected = Store::record_counts(&snapshot).map_err(|e| failed(e.to_string()))?;
        let copied = copy::copy_snapshot(&snapshot, &temp).map_err(|e| {
            if disk_full(&e) || e.to_string().contains("No space left") {
                BackupError::DiskFull { dir: dir.clone() }
            } else {
                failed(e.to_string())
            }
        })?;
        drop(snapshot);
        let Verified { tables, records } =
            copy::verify(&temp).map_err(|e| BackupError::Mismatch(e.to_string()))?;
        if records != expected || tables != copied {
            return Err(BackupError::Mismatch(format!(
                "expected records {expected:?} and rows {copied:?}, found {records:?} and {tables:?}"
            )));
        }
        std::fs::rename(&temp, dest).map_err(|e| failed(e.to_string()))?;
        // The rename itself must reach the disk, or a crash could lose the name.
        if let Ok(d) = std::fs::File::open(&dir) {
            let _ = d.sync_all();
        }
        let bytes = std::fs::metadata(dest)
            .map(|m| m.len())
            .map_err(|e| failed(e.to_string()))?;
        Ok(Report {
            path: std::path::absolute(dest).unwrap_or_else(|_| dest.to_path_buf()),
            bytes,
            records,
            tables,
        })
    })();
    if outcome.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    outcome
}

/// The file name a backup made now gets: `oshec-2026-11-23T130455Z.redb`.
pub fn timestamped_name() -> String {
    format!("{PREFIX}{}{SUFFIX}", clock::file_stamp(clock::now_ms()))
}

/// Scheduled backups in `dir`, oldest first (their names sort by time).
fn scheduled_in(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(PREFIX) && n.ends_with(SUFFIX))
        })
        .collect();
    found.sort();
    Ok(found)
}

fn modified_ms(path: &Path) -> Option<u64> {
    let modified = std::fs::metadata(path).ok()?.modified().ok()?;
    let since = modified.duration_since(std::time::UNIX_EPOCH).ok()?;
    u64::try_from(since.as_millis()).ok()
}

/// Runs a backup into `dir` every `every` and keeps the newest `keep`, until the task is
/// dropped. The first is due `every` after the newest one already in `dir` (at once when
/// there is none), so restarting the server does not put a backup off.
pub fn schedule(
    backups: Arc<Backups>,
    dir: PathBuf,
    every: Duration,
    keep: usize,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let newest = scheduled_in(&dir)
            .ok()
            .and_then(|found| found.last().and_then(|p| modified_ms(p)));
        if let Some(ms) = newest {
            backups.note_good(ms);
        }
        let due_in = newest.map_or(Duration::ZERO, |ms| {
            let age = Duration::from_millis(clock::now_ms().saturating_sub(ms));
            every.saturating_sub(age)
        });
        tracing::info!(
            folder = %dir.display(),
            every_secs = every.as_secs_f64(),
            keep,
            first_in_secs = due_in.as_secs(),
            "scheduled backups on"
        );
        tokio::time::sleep(due_in).await;
        let mut ticks = tokio::time::interval(every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            let b = Arc::clone(&backups);
            let d = dir.clone();
            let run = tokio::task::spawn_blocking(move || run_scheduled(&b, &d, keep)).await;
            if let Err(e) = run {
                metrics::counter!("oshec_backups_total", "outcome" => "failed").increment(1);
                tracing::error!(error = %e, "scheduled backup failed");
            }
        }
    })
}

fn run_scheduled(backups: &Backups, dir: &Path, keep: usize) {
    let mut dest = dir.join(timestamped_name());
    // Two runs within one second (a tiny interval): the second waits for the next name.
    if dest.exists() {
        std::thread::sleep(Duration::from_millis(1000));
        dest = dir.join(timestamped_name());
    }
    match backups.backup_to(&dest, &Actor::system()) {
        Ok(report) => {
            let removed = rotate(dir, keep);
            tracing::info!(
                file = %report.path.display(),
                bytes = report.bytes,
                removed,
                "scheduled backup written and checked"
            );
        }
        Err(e) => tracing::error!(folder = %dir.display(), error = %e, "scheduled backup failed"),
    }
}

/// Removes the oldest scheduled backups beyond `keep`; answers how many went.
fn rotate(dir: &Path, keep: usize) -> usize {
    let Ok(found) = scheduled_in(dir) else {
        return 0;
    };
    let excess = found.len().saturating_sub(keep);
    let mut removed = 0;
    for old in &found[..excess] {
        match std::fs::remove_file(old) {
            Ok(()) => removed += 1,
            Err(e) => {
                tracing::error!(file = %old.display(), error = %e, "cannot remove an old backup")
            }
        }
    }
    removed
}

/// Puts the backup `file` in place of `database`, which no server may be using. The file
/// is copied and checked before anything is touched; the database it replaces is kept as
/// `<database>.before-restore-<time>`. Blocking.
pub fn restore(database: &Path, file: &Path) -> Result<(Report, Option<PathBuf>), RestoreError> {
    let failed = |e: &dyn std::fmt::Display| RestoreError::Failed(e.to_string());
    std::fs::metadata(file).map_err(|e| RestoreError::Unreadable {
        path: file.to_path_buf(),
        reason: e.to_string(),
    })?;
    // Holding the live file proves no server uses it, and keeps one from starting meanwhile.
    let held = match Store::hold(database) {
        Ok(held) => held,
        Err(StoreError::Locked(p)) => return Err(RestoreError::Running(p)),
        Err(e) => return Err(failed(&e)),
    };
    let temp = temporary_beside(database);
    let copied = (|| {
        let mut out = OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(&temp)
            .map_err(|e| failed(&e))?;
        let mut input = std::fs::File::open(file).map_err(|e| RestoreError::Unreadable {
            path: file.to_path_buf(),
            reason: e.to_string(),
        })?;
        std::io::copy(&mut input, &mut out).map_err(|e| failed(&e))?;
        out.sync_all().map_err(|e| failed(&e))?;
        copy::verify(&temp).map_err(|e| {
            RestoreError::NotADatabase(
                e.to_string()
                    .replace(&temp.display().to_string(), &file.display().to_string()),
            )
        })
    })();
    let verified = match copied {
        Ok(v) => v,
        Err(e) => {
            let _ = std::fs::remove_file(&temp);
            return Err(e);
        }
    };
    let kept = if held.is_some() {
        let mut name = database.as_os_str().to_owned();
        name.push(format!(
            ".before-restore-{}",
            clock::file_stamp(clock::now_ms())
        ));
        let kept = PathBuf::from(name);
        std::fs::rename(database, &kept).map_err(|e| failed(&e))?;
        Some(kept)
    } else {
        None
    };
    if let Err(e) = std::fs::rename(&temp, database) {
        // Put the old file back where it was.
        if let Some(kept) = &kept {
            let _ = std::fs::rename(kept, database);
        }
        let _ = std::fs::remove_file(&temp);
        return Err(failed(&e));
    }
    if let Some(dir) = database.parent().filter(|d| !d.as_os_str().is_empty())
        && let Ok(d) = std::fs::File::open(dir)
    {
        let _ = d.sync_all();
    }
    drop(held);
    let store = Store::open(database).map_err(|e| failed(&e))?;
    audit::create_tables(&store).map_err(|e| failed(&e))?;
    store
        .write(|tx| {
            let change = Change::new("file", None, Some(&file.display().to_string()));
            audit::append(
                tx.txn(),
                &Actor::terminal(),
                "restore",
                "database",
                None,
                vec![change],
            )
        })
        .map_err(|e| failed(&e))?;
    drop(store);
    let bytes = std::fs::metadata(database).map(|m| m.len()).unwrap_or(0);
    Ok((
        Report {
            path: database.to_path_buf(),
            bytes,
            records: verified.records,
            tables: verified.tables,
        },
        kept,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation_keeps_the_newest_scheduled_files_only() {
        let dir = tempfile::tempdir().unwrap();
        for name in [
            "oshec-2026-01-01T000000Z.redb",
            "oshec-2026-01-02T000000Z.redb",
            "oshec-2026-01-03T000000Z.redb",
            "keep-me.redb",
            ".oshec-2026.redb.partial-ab",
        ] {
            std::fs::write(dir.path().join(name), b"x").unwrap();
        }
        assert_eq!(rotate(dir.path(), 2), 1);
        let mut left: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(
            left,
            [
                ".oshec-2026.redb.partial-ab",
                "keep-me.redb",
                "oshec-2026-01-02T000000Z.redb",
                "oshec-2026-01-03T000000Z.redb"
            ]
        );
    }
}
