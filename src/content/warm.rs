//! Cold start: the list order of every entity and the search index are kept in the store
//! (`store::warm`), so a restart reads them in one transaction instead of decoding and
//! re-indexing every record (docs/benchmarks.md, cold start).
//!
//! The kept copy is written after a full build, every [`KEEP_EVERY`] while records change,
//! and when the server stops. Every record write marks its record in the same transaction,
//! so a start reads the kept copy and re-applies only the records marked since: the answer
//! is the current state even after a crash. A copy written by another build of the program
//! (whose indexes may be laid out or computed differently) is not used: that start builds
//! from the records, as an upgraded database's first start does, and keeps the result.
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant, UNIX_EPOCH};

use super::listing::Listings;
use super::{Content, ContentError, Envelope, entities};
use crate::search::Search;
use crate::store::StoreError;

/// How often changed indexes are kept while the server runs.
pub const KEEP_EVERY: Duration = Duration::from_secs(30);
/// How soon files queued for their text are read.
const TEXTS_EVERY: Duration = Duration::from_secs(1);
/// The names of the kept parts.
const BUILD: &str = "build";
const LISTINGS: &str = "listings";
const SEARCH: &str = "search";
/// Bumped when what is kept changes shape (the build tag covers most changes anyway).
const FORMAT: u32 = 5;

/// This build of the program: a copy kept by another build is not trusted.
pub(super) fn build_tag() -> String {
    let exe = std::env::current_exe().and_then(std::fs::metadata).ok();
    let (len, modified) = exe.map_or((0, 0), |m| {
        let modified = m
            .modified()
            .ok()
            .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
            .map_or(0, |d| d.as_nanos());
        (m.len(), modified)
    });
    format!(
        "oshec {} format {FORMAT} exe {len} {modified}",
        env!("CARGO_PKG_VERSION")
    )
}

fn encode_error(e: bincode::error::EncodeError) -> ContentError {
    ContentError::Store(StoreError::other(e))
}

impl Content {
    /// True unless the indexes are being read or built at start ([`Content::preload`]):
    /// `/healthz` says ready only then. Answers are correct either way (a list or a search
    /// waits for its index), but until then they may wait.
    pub fn is_ready(&self) -> bool {
        !self.warming.load(Ordering::Acquire)
    }

    /// Loads every entity's list order and the search index on a background thread, from
    /// the kept copy when it is usable, else from the records (then keeps them); starting
    /// does not wait. Then keeps them every [`KEEP_EVERY`] when records changed.
    pub fn preload(self: &Arc<Self>) {
        self.warming.store(true, Ordering::Release);
        let me = Arc::clone(self);
        std::thread::spawn(move || {
            let started = Instant::now();
            let warm = me.read_kept().unwrap_or_else(|e| {
                tracing::warn!(error = %e, "reading the kept indexes failed; building them");
                false
            });
            for entity in &entities::ENTITIES {
                if let Err(e) = me.listing().load_index(entity) {
                    tracing::error!(entity = entity.key, error = %e, "loading a list order failed");
                }
            }
            if let Err(e) = me.answers().load_search() {
                tracing::error!(error = %e, "loading the search index failed");
            }
            tracing::info!(
                millis = started.elapsed().as_millis() as u64,
                from_kept = warm,
                "list orders and search index ready"
            );
            me.warming.store(false, Ordering::Release);
            // The image variants pass may start now (`Content::for_serving`).
            me.hold.store(false, Ordering::Release);
            if !warm && let Err(e) = me.keep_indexes() {
                tracing::error!(error = %e, "keeping the indexes failed");
            }
            let weak = Arc::downgrade(&me);
            drop(me);
            // Then, off the requests: the text of files stored without it (`texts.rs`), as
            // soon as the index asks for some, and the indexes kept every KEEP_EVERY.
            let mut kept_at = Instant::now();
            loop {
                std::thread::sleep(TEXTS_EVERY);
                let Some(me) = weak.upgrade() else { break };
                if me.records().file_texts_wanted() {
                    let read = me.records().read_file_texts();
                    tracing::info!(files = read, "read the text of documents for site search");
                }
                if kept_at.elapsed() >= KEEP_EVERY {
                    kept_at = Instant::now();
                    if let Err(e) = me.keep_indexes() {
                        tracing::error!(error = %e, "keeping the indexes failed");
                    }
                }
            }
        });
    }

    /// Loads the kept indexes and re-applies the records written since; false (nothing
    /// loaded) when there is no usable copy. Under the write lock, so no write slips between.
    fn read_kept(&self) -> Result<bool, ContentError> {
        let _guard = self.write_lock();
        let started = Instant::now();
        let kept = self.store.kept_indexes(&[BUILD, LISTINGS, SEARCH])?;
        let read = started.elapsed();
        let mut indexes = kept.indexes.into_iter();
        let (Some(Some(build)), Some(Some(listings)), Some(Some(search))) =
            (indexes.next(), indexes.next(), indexes.next())
        else {
            return Ok(false);
        };
        let (listings, search) = (listings.value(), search.value());
        if build.value() != self.build.as_bytes() {
            tracing::info!("the kept indexes are from another build; building them");
            return Ok(false);
        }
        // The two decodes on two cores.
        let (listings, search) = std::thread::scope(|scope| {
            let listings = scope.spawn(|| Listings::decode(listings));
            let search = Search::decode(search);
            (listings.join(), search)
        });
        let listings = match listings {
            Ok(Ok(listings)) => listings,
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "the kept list orders do not decode; building them");
                return Ok(false);
            }
            Err(_) => {
                tracing::warn!("decoding the kept list orders failed; building them");
                return Ok(false);
            }
        };
        let search = match search {
            Ok(search) => search,
            Err(e) => {
                tracing::warn!(error = %e, "the kept search index does not decode; building it");
                return Ok(false);
            }
        };
        let decoded = started.elapsed();
        self.listings.install(listings);
        self.search.install(search);
        self.kept.store(true, Ordering::Release);
        for (key, id) in &kept.changed {
            let Some(entity) = entities::by_key(key) else {
                continue;
            };
            if let Some(record) = self.store.get::<Envelope>(entity.key, *id)? {
                self.listing().changed(entity, *id, &record);
            }
        }
        tracing::debug!(
            since = kept.changed.len(),
            read_micros = read.as_micros() as u64,
            decoded_micros = decoded.as_micros() as u64,
            micros = started.elapsed().as_micros() as u64,
            "kept indexes read"
        );
        Ok(true)
    }

    /// Keeps the loaded indexes in the store when records changed since they were last kept
    /// (or none are kept yet); false when nothing was written. Writes wait meanwhile.
    pub fn keep_indexes(&self) -> Result<bool, ContentError> {
        let _guard = self.write_lock();
        if self.kept.load(Ordering::Acquire) && self.unkept.load(Ordering::Acquire) == 0 {
            return Ok(false);
        }
        let started = Instant::now();
        let Some(listings) = self.listings.encode().map_err(encode_error)? else {
            return Ok(false);
        };
        let Some(search) = self.search.encode().map_err(encode_error)? else {
            return Ok(false);
        };
        self.store.keep_indexes(&[
            (BUILD, self.build.as_bytes()),
            (LISTINGS, &listings),
            (SEARCH, &search),
        ])?;
        self.unkept.store(0, Ordering::Release);
        self.kept.store(true, Ordering::Release);
        tracing::debug!(
            bytes = listings.len() + search.len(),
            micros = started.elapsed().as_micros() as u64,
            "indexes kept"
        );
        Ok(true)
    }
}
