//! The tables site health keeps, apart from the content's (so no stored record changes shape):
//! link state by address, the text verdict per PDF, reviews per item, and when links were
//! last checked.
use redb::{ReadableDatabase, TableDefinition};
use serde::{Deserialize, Serialize};

use crate::store::{Store, StoreError, decode, encode};

/// Per link address: what the last checks found (bincode [`LinkState`]).
pub const LINKS: TableDefinition<&str, &[u8]> = TableDefinition::new("health_links");
/// Per stored PDF, by its content hash: 1 when a page carries text, 0 when none does. (A key
/// and value type other tables use, so the backup copies it: see `store::copy`.)
pub const PDF_TEXT: TableDefinition<&str, u64> = TableDefinition::new("health_pdf_text");
/// Per (entity key, record id): when it was last marked reviewed (ms).
pub const REVIEWED: TableDefinition<(&str, u64), u64> = TableDefinition::new("health_reviewed");
/// Small values by name: `links_checked_at` (ms).
pub const META: TableDefinition<&str, u64> = TableDefinition::new("health_meta");

const CHECKED_AT: &str = "links_checked_at";

/// What is known of one link address (bincode: fields are only ever appended in a new table).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinkState {
    /// Failed checks in a row; broken from two on (internal paths from one).
    pub failures: u32,
    pub status: Option<u16>,
    pub error: Option<String>,
    pub redirected_to: Option<String>,
    pub checked_at_ms: u64,
}

/// Creates the tables, so a read transaction can open them on a new file.
pub fn create(store: &Store) -> Result<(), StoreError> {
    store.declare(&[&LINKS, &PDF_TEXT, &REVIEWED, &META])
}

pub fn checked_at(store: &Store) -> Result<Option<u64>, StoreError> {
    let txn = store.database().begin_read().map_err(StoreError::other)?;
    let table = txn.open_table(META).map_err(StoreError::other)?;
    Ok(table
        .get(CHECKED_AT)
        .map_err(StoreError::other)?
        .map(|g| g.value()))
}

/// The state of each address asked for (absent: never checked).
pub fn link_states(store: &Store, urls: &[&str]) -> Result<Vec<Option<LinkState>>, StoreError> {
    let txn = store.database().begin_read().map_err(StoreError::other)?;
    let table = txn.open_table(LINKS).map_err(StoreError::other)?;
    urls.iter()
        .map(|url| {
            table
                .get(*url)
                .map_err(StoreError::other)?
                .map(|g| decode(g.value()))
                .transpose()
        })
        .collect()
}

/// Keeps the results of one run: each address's new state, and the run's time. Addresses no
/// longer in the content are forgotten.
pub fn save_run(
    store: &Store,
    states: &[(String, LinkState)],
    at_ms: u64,
) -> Result<(), StoreError> {
    store.write(|tx| {
        let txn = tx.txn();
        let mut table = txn.open_table(LINKS).map_err(StoreError::other)?;
        table
            .retain(|url, _| states.iter().any(|(u, _)| u == url))
            .map_err(StoreError::other)?;
        for (url, state) in states {
            table
                .insert(url.as_str(), encode(state)?.as_slice())
                .map_err(StoreError::other)?;
        }
        txn.open_table(META)
            .map_err(StoreError::other)?
            .insert(CHECKED_AT, at_ms)
            .map_err(StoreError::other)?;
        Ok::<(), StoreError>(())
    })
}

pub fn pdf_verdict(store: &Store, hash: &str) -> Result<Option<bool>, StoreError> {
    let txn = store.database().begin_read().map_err(StoreError::other)?;
    let table = txn.open_table(PDF_TEXT).map_err(StoreError::other)?;
    Ok(table
        .get(hash)
        .map_err(StoreError::other)?
        .map(|g| g.value() == 1))
}

pub fn keep_pdf_verdict(store: &Store, hash: &str, has_text: bool) -> Result<(), StoreError> {
    store.write(|tx| {
        tx.txn()
            .open_table(PDF_TEXT)
            .map_err(StoreError::other)?
            .insert(hash, u64::from(has_text))
            .map_err(StoreError::other)?;
        Ok::<(), StoreError>(())
    })
}

/// When each of these items was last marked reviewed.
pub fn reviewed(store: &Store, entity: &str, ids: &[u64]) -> Result<Vec<Option<u64>>, StoreError> {
    let txn = store.database().begin_read().map_err(StoreError::other)?;
    let table = txn.open_table(REVIEWED).map_err(StoreError::other)?;
    ids.iter()
        .map(|&id| {
            Ok(table
                .get((entity, id))
                .map_err(StoreError::other)?
                .map(|g| g.value()))
        })
        .collect()
}
