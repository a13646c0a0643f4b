//! Sliding windows of times per key (failed sign-ins per user name and per address, feedback
//! per address) that outlive a restart: held in memory, and every change written through to a
//! table of their own, so restarting the server does not hand an attacker a fresh allowance
//! (docs/security.md).
//!
//! Times are milliseconds of the wall clock, so that they mean the same after a restart;
//! callers pass an `Instant` (what tests can move), mapped onto the wall clock from a pair
//! taken when the windows were opened.
use std::collections::{BTreeSet, HashMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use redb::{ReadableTable, TableDefinition};

use super::{Store, StoreError, decode, encode};

/// `<kind>/<key>` → the times inside the window, oldest first.
const WINDOWS: TableDefinition<&str, &[u8]> = TableDefinition::new("limit_windows");

/// Past this many keys, those with nothing inside the window are dropped, so a stream of
/// attempts from many addresses cannot grow the map (or the table) without bound.
const PRUNE_ABOVE: usize = 10_000;

pub struct Windows {
    store: Option<Arc<Store>>,
    kind: &'static str,
    window_ms: u64,
    /// An instant and the wall-clock milliseconds it was.
    base: (Instant, u64),
    times: Mutex<HashMap<String, VecDeque<u64>>>,
}

/// The windows as one change sees them; what it touched is written when it is dropped.
pub struct Counts<'a> {
    windows: &'a Windows,
    map: MutexGuard<'a, HashMap<String, VecDeque<u64>>>,
    touched: BTreeSet<String>,
}

impl Windows {
    /// Windows kept in memory only: a restart forgets them.
    pub fn memory(kind: &'static str, window: Duration) -> Windows {
        Windows {
            store: None,
            kind,
            window_ms: u64::try_from(window.as_millis()).unwrap_or(u64::MAX),
            base: (Instant::now(), crate::clock::now_ms()),
            times: Mutex::new(HashMap::new()),
        }
    }

    /// The windows of `kind`, with what `store` kept of them (outdated times dropped), and
    /// every change written back to it.
    pub fn open(
        store: Arc<Store>,
        kind: &'static str,
        window: Duration,
    ) -> Result<Windows, StoreError> {
        let mut windows = Windows::memory(kind, window);
        let (now_ms, window_ms) = (windows.base.1, windows.window_ms);
        let mut times = HashMap::new();
        {
            let prefix = format!("{kind}/");
            store.declare(&[&WINDOWS])?;
            let txn = store.snapshot()?;
            {
                let table = txn.open_table(WINDOWS).map_err(StoreError::other)?;
                for row in table.iter().map_err(StoreError::other)? {
                    let (key, value) = row.map_err(StoreError::other)?;
                    let Some(key) = key.value().strip_prefix(&prefix) else {
                        continue;
                    };
                    // A row that cannot be read is a count lost, never a reason not to start.
                    let Ok(kept) = decode::<Vec<u64>>(value.value()) else {
                        continue;
                    };
                    let recent: VecDeque<u64> = kept
                        .into_iter()
                        .filter(|t| now_ms.saturating_sub(*t) < window_ms)
                        .collect();
                    if !recent.is_empty() {
                        times.insert(key.to_string(), recent);
                    }
                }
            }
        }
        windows.times = Mutex::new(times);
        windows.store = Some(store);
        Ok(windows)
    }

    /// `at` in wall-clock milliseconds.
    pub fn ms(&self, at: Instant) -> u64 {
        let (instant, ms) = self.base;
        if at >= instant {
            ms.saturating_add(u64::try_from((at - instant).as_millis()).unwrap_or(u64::MAX))
        } else {
            ms.saturating_sub(u64::try_from((instant - at).as_millis()).unwrap_or(u64::MAX))
        }
    }

    pub fn window_ms(&self) -> u64 {
        self.window_ms
    }

    /// Holds the windows for one change made at `now_ms`; keys with nothing inside the
    /// window are dropped first when there are too many.
    pub fn counts(&self, now_ms: u64) -> Counts<'_> {
        // A panic while holding the lock cannot leave the counts inconsistent in a way that
        // matters (at worst one time too many or too few), so poisoning is ignored.
        let mut map = self.times.lock().unwrap_or_else(PoisonError::into_inner);
        let mut touched = BTreeSet::new();
        if map.len() > PRUNE_ABOVE {
            map.retain(|key, times| {
                let keep = times
                    .back()
                    .is_some_and(|last| now_ms.saturating_sub(*last) < self.window_ms);
                if !keep {
                    touched.insert(key.clone());
                }
                keep
            });
        }
        Counts {
            windows: self,
            map,
            touched,
        }
    }
}

impl Counts<'_> {
    /// The times of `key` inside the window ending at `now_ms`, oldest first.
    pub fn recent(&mut self, key: &str, now_ms: u64) -> &VecDeque<u64> {
        let window_ms = self.windows.window_ms;
        let times = self.map.entry(key.to_string()).or_default();
        let before = times.len();
        while times
            .front()
            .is_some_and(|t| now_ms.saturating_sub(*t) >= window_ms)
        {
            times.pop_front();
        }
        if times.len() != before {
            self.touched.insert(key.to_string());
        }
        times
    }

    /// How many times `key` has, without dropping old ones.
    pub fn len(&self, key: &str) -> usize {
        self.map.get(key).map_or(0, VecDeque::len)
    }

    pub fn push(&mut self, key: &str, at_ms: u64) {
        self.map
            .entry(key.to_string())
            .or_default()
            .push_back(at_ms);
        self.touched.insert(key.to_string());
    }

    /// Forgets every time of `key`.
    pub fn clear(&mut self, key: &str) {
        if self.map.remove(key).is_some() {
            self.touched.insert(key.to_string());
        }
    }

    /// Takes back the latest time `at_ms` of `key`.
    pub fn take_back(&mut self, key: &str, at_ms: u64) {
        if let Some(times) = self.map.get_mut(key)
            && let Some(pos) = times.iter().rposition(|t| *t == at_ms)
        {
            times.remove(pos);
            self.touched.insert(key.to_string());
        }
    }

    /// Writes what this change touched. A failure is logged and the counts stay in memory:
    /// the limit still holds until the next restart.
    fn persist(&mut self) -> Result<(), StoreError> {
        let Some(store) = &self.windows.store else {
            return Ok(());
        };
        if self.touched.is_empty() {
            return Ok(());
        }
        let kind = self.windows.kind;
        store.write(|tx| {
            let mut table = tx.txn().open_table(WINDOWS).map_err(StoreError::other)?;
            for key in &self.touched {
                let row = format!("{kind}/{key}");
                match self.map.get(key).filter(|times| !times.is_empty()) {
                    Some(times) => {
                        let kept: Vec<u64> = times.iter().copied().collect();
                        table
                            .insert(row.as_str(), encode(&kept)?.as_slice())
                            .map_err(StoreError::other)?;
                    }
                    None => {
                        table.remove(row.as_str()).map_err(StoreError::other)?;
                    }
                }
            }
            Ok::<(), StoreError>(())
        })
    }
}

impl Drop for Counts<'_> {
    fn drop(&mut self) {
        self.map.retain(|_, times| !times.is_empty());
        if let Err(e) = self.persist() {
            tracing::error!(kind = self.windows.kind, error = %e, "cannot keep the limiter's counts");
        }
    }
}
