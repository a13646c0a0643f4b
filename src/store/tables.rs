//! Tables a module keeps in the file, declared once as data: each module lists its redb table
//! definitions and asks the store to make sure they exist (docs/architecture.md, "Storage").
//!
//! A read transaction cannot open a table that was never written, so every table must exist
//! before the first read. Creating them took one durable commit per module at every start
//! (some fifteen fsyncs before the server listened); now a start reads the names of the tables
//! the file holds and writes only when one is missing: once, on a new or upgraded file.

use redb::{ReadableDatabase, TableHandle};

use super::{Store, StoreError};

/// A table definition whatever its key and value types: its name, and how to create it.
pub trait Declared {
    fn name(&self) -> &str;
    fn create(&self, txn: &redb::WriteTransaction) -> Result<(), redb::TableError>;
}

impl<K: redb::Key + 'static, V: redb::Value + 'static> Declared
    for redb::TableDefinition<'static, K, V>
{
    fn name(&self) -> &str {
        TableHandle::name(self)
    }

    fn create(&self, txn: &redb::WriteTransaction) -> Result<(), redb::TableError> {
        txn.open_table(*self).map(drop)
    }
}

/// Creates those of `tables` that `db` lacks, in one write; none when all exist.
pub(super) fn ensure(db: &redb::Database, tables: &[&dyn Declared]) -> Result<(), StoreError> {
    let txn = db.begin_read().map_err(StoreError::other)?;
    let held: std::collections::HashSet<String> = txn
        .list_tables()
        .map_err(StoreError::other)?
        .map(|t| t.name().to_string())
        .collect();
    drop(txn);
    let missing: Vec<&&dyn Declared> = tables.iter().filter(|t| !held.contains(t.name())).collect();
    if missing.is_empty() {
        return Ok(());
    }
    let txn = db.begin_write().map_err(StoreError::other)?;
    for table in missing {
        table.create(&txn).map_err(StoreError::other)?;
    }
    txn.commit().map_err(StoreError::other)
}

impl Store {
    /// Makes sure every table of `tables` exists, writing only when one is missing.
    pub fn declare(&self, tables: &[&dyn Declared]) -> Result<(), StoreError> {
        ensure(&self.db, tables)
    }
}

#[cfg(test)]
mod tests {
    use redb::{ReadableDatabase, TableDefinition};

    use super::*;

    const A: TableDefinition<&str, u64> = TableDefinition::new("declared_a");
    const B: TableDefinition<(&str, u64), &[u8]> = TableDefinition::new("declared_b");

    #[test]
    fn declared_tables_are_readable_and_a_second_declaration_writes_nothing() {
        let dir = tempfile::tempdir().expect("temp dir");
        let store = Store::open(&dir.path().join("t.redb")).expect("open");
        store.declare(&[&A, &B]).expect("declare");
        let read = store.database().begin_read().expect("read");
        read.open_table(A).expect("A readable");
        read.open_table(B).expect("B readable");
        drop(read);
        // A commit writes the file's header: a second declaration of tables that exist
        // leaves the file untouched.
        let path = dir.path().join("t.redb");
        let modified = || {
            std::fs::metadata(&path)
                .and_then(|m| m.modified())
                .expect("mtime")
        };
        let before = modified();
        std::thread::sleep(std::time::Duration::from_millis(20));
        store.declare(&[&A, &B]).expect("declare again");
        let after = modified();
        assert_eq!(before, after);
    }
}
