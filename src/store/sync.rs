//! Commits that share their flush to disk (docs/benchmarks.md, "Readers and writers").
//!
//! A durable redb commit writes its pages and waits for the disk (`fdatasync`), and only one
//! write runs at a time: with several officials saving at once, each waited for the disk in
//! turn while holding the write. A writer now says it is coming ([`Store::writer`]); a write
//! made while others are coming commits without that wait ([`Store::write_unsynced`], redb's
//! `Durability::None`: visible to readers at once, on disk at the next durable commit) and
//! answers a [`Ticket`], and [`Store::sync`] returns once a durable commit made after it has
//! finished. Whoever syncs first flushes every commit made so far with one empty durable
//! commit, so writers waiting together share one flush. A writer alone commits durably at
//! once, as before, and its sync has nothing left to do. A caller answers its client only
//! after `sync`: what it says is saved is on disk.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use super::{Store, StoreError, WriteTx};

/// A commit to be made durable: its place in the order of commits made by
/// [`Store::write_unsynced`].
#[derive(Debug, Clone, Copy)]
#[must_use = "a commit is on disk only once it is synced"]
pub struct Ticket(u64);

/// The store's count of such commits, how many of them are known to be on disk, and how many
/// writers are coming.
#[derive(Default)]
pub(super) struct Syncs {
    committed: AtomicU64,
    durable: Mutex<u64>,
    writers: AtomicUsize,
}

/// A writer on its way ([`Store::writer`]); it has arrived when this is dropped.
pub struct Writer<'a>(&'a Syncs);

impl Drop for Writer<'_> {
    fn drop(&mut self) {
        self.0.writers.fetch_sub(1, Ordering::AcqRel);
    }
}

impl Store {
    /// Counts a writer from before it waits for its turn until it has synced (drop the
    /// answer then), so a write knows whether others are coming.
    pub fn writer(&self) -> Writer<'_> {
        self.syncs.writers.fetch_add(1, Ordering::AcqRel);
        Writer(&self.syncs)
    }

    /// [`Store::write`], committed without waiting for the disk when other writers are
    /// coming: the change is visible to every read at once; pass the ticket to
    /// [`Store::sync`] before saying it is saved.
    pub fn write_unsynced<R, E>(
        &self,
        work: impl FnOnce(&WriteTx) -> Result<R, E>,
    ) -> Result<(R, Ticket), E>
    where
        E: From<StoreError>,
    {
        let mut txn = self.db.begin_write().map_err(StoreError::other)?;
        let alone = self.syncs.writers.load(Ordering::Acquire) <= 1;
        if !alone {
            txn.set_durability(redb::Durability::None)
                .map_err(StoreError::other)?;
        }
        let tx = WriteTx { txn };
        let result = work(&tx)?;
        // Numbered inside the write, so tickets follow the order of commits.
        let ticket = self.syncs.committed.fetch_add(1, Ordering::AcqRel) + 1;
        tx.txn.commit().map_err(StoreError::other)?;
        if alone {
            // Durable, and so is every commit before it.
            let mut durable = self.syncs.durable.lock().unwrap_or_else(|p| p.into_inner());
            *durable = (*durable).max(ticket);
        }
        Ok((result, Ticket(ticket)))
    }

    /// Returns once the commit of `ticket` is on disk: at once if it was durable or a flush
    /// since covered it, else after one durable commit that covers it and every commit
    /// numbered before.
    pub fn sync(&self, ticket: Ticket) -> Result<(), StoreError> {
        let mut durable = self.syncs.durable.lock().unwrap_or_else(|p| p.into_inner());
        if *durable >= ticket.0 {
            return Ok(());
        }
        // Every ticket up to here is committed or committing: this write waits for that one.
        let upto = self.syncs.committed.load(Ordering::Acquire);
        // A durable commit also makes every earlier commit durable.
        let txn = self.db.begin_write().map_err(StoreError::other)?;
        txn.commit().map_err(StoreError::other)?;
        *durable = upto;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn synced_writes_are_in_the_file_when_it_is_opened_again() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("s.redb");
        let store = std::sync::Arc::new(Store::open(&path).expect("open"));
        // Eight writers at once, each syncing its own commit, as officials saving together.
        let writers: Vec<_> = (0..8)
            .map(|w| {
                let store = std::sync::Arc::clone(&store);
                std::thread::spawn(move || {
                    for i in 0..25u64 {
                        let _coming = store.writer();
                        let (id, ticket) = store
                            .write_unsynced(|tx| tx.insert("note", &format!("{w}-{i}"), None))
                            .expect("write");
                        store.sync(ticket).expect("sync");
                        assert!(id > 0);
                    }
                })
            })
            .collect();
        for w in writers {
            w.join().expect("writer");
        }
        // A writer alone commits durably; its sync has nothing left to do.
        let coming = store.writer();
        let (_, ticket) = store
            .write_unsynced(|tx| tx.insert("note", &"last".to_string(), None))
            .expect("write");
        store.sync(ticket).expect("sync");
        store.sync(ticket).expect("sync again");
        drop(coming);
        drop(store);
        let store = Store::open(&path).expect("reopen");
        let notes: Vec<(u64, String)> = store.list("note").expect("list");
        assert_eq!(notes.len(), 8 * 25 + 1);
    }
}
