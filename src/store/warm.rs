//! What lets a restart answer at once: the in-memory indexes (list order, site search) as
//! they were, and which records changed since they were written (docs/benchmarks.md, cold
//! start).
//!
//! Every record write marks its record in [`CHANGED_SINCE`] inside its own transaction (see
//! `WriteTx::insert` and `WriteTx::update`), so a kept index plus the records marked since
//! is always the current state, even after a crash. Writing the indexes clears the marks in
//! the same transaction.
use redb::{ReadableDatabase, ReadableTable, TableDefinition};

use super::{Store, StoreError};

/// Encoded indexes by name.
pub(super) const KEPT: TableDefinition<&str, &[u8]> = TableDefinition::new("warm_indexes");
/// Records written since the indexes were kept: (entity, id) → 0.
pub(super) const CHANGED_SINCE: TableDefinition<(&str, u64), u64> =
    TableDefinition::new("warm_changed_since");

/// The kept indexes (by the names asked for; `None` where none is kept) and the records
/// written since, read in one transaction so they describe one state.
pub struct Kept {
    /// Each index's bytes as redb read them, not copied (megabytes, at a start).
    pub indexes: Vec<Option<redb::AccessGuard<'static, &'static [u8]>>>,
    pub changed: Vec<(String, u64)>,
}

/// Marks (entity, id) as written since the indexes were kept.
pub(super) fn mark(txn: &redb::WriteTransaction, entity: &str, id: u64) -> Result<(), StoreError> {
    let mut changed = txn.open_table(CHANGED_SINCE).map_err(StoreError::other)?;
    changed.insert((entity, id), 0).map_err(StoreError::other)?;
    Ok(())
}

impl Store {
    /// Reads the indexes named in `names` and the records written since they were kept.
    pub fn kept_indexes(&self, names: &[&str]) -> Result<Kept, StoreError> {
        let txn = self.db.begin_read().map_err(StoreError::other)?;
        let kept = txn.open_table(KEPT).map_err(StoreError::other)?;
        let mut indexes = Vec::with_capacity(names.len());
        for name in names {
            let value = kept.get(*name).map_err(StoreError::other)?;
            indexes.push(value);
        }
        let table = txn.open_table(CHANGED_SINCE).map_err(StoreError::other)?;
        let mut changed = Vec::new();
        for entry in table.iter().map_err(StoreError::other)? {
            let (key, _) = entry.map_err(StoreError::other)?;
            let (entity, id) = key.value();
            changed.push((entity.to_string(), id));
        }
        Ok(Kept { indexes, changed })
    }

    /// Keeps `indexes` (name, bytes) as the state of every record written so far, and clears
    /// the marks, in one transaction. The caller must hold off record writes meanwhile.
    pub fn keep_indexes(&self, indexes: &[(&str, &[u8])]) -> Result<(), StoreError> {
        let txn = self.db.begin_write().map_err(StoreError::other)?;
        {
            let mut kept = txn.open_table(KEPT).map_err(StoreError::other)?;
            for (name, bytes) in indexes {
                kept.insert(*name, *bytes).map_err(StoreError::other)?;
            }
            let mut changed = txn.open_table(CHANGED_SINCE).map_err(StoreError::other)?;
            changed.retain(|_, _| false).map_err(StoreError::other)?;
        }
        txn.commit().map_err(StoreError::other)
    }
}
