//! The content entities, each a row of `entities` (fields, checks, images and files, described
//! as data), and the one service that creates, updates, reads, toggles and lists any of them.
//!
//! Every method is synchronous (redb is); the HTTP edge calls them on a blocking thread.
//! `Content` holds the shared state; its work is split by job into services that borrow it,
//! each a type in the module of its job: `content.records()` (one item: create, save, get,
//! toggle, move, images, files' text), `content.workflow()` (drafts, review, revisions,
//! queues), `content.listing()` (the list bodies and the list index) and `content.answers()`
//! (what the public is answered: lists, search, dates). This file holds the types they share
//! and the service's construction; the gate, the inventory and the kept indexes stay on
//! `Content`.
pub mod admin_query;
pub mod checks;
/// The entity table lives in a room of its own below every service (search and messages read
/// it too); content serves it.
pub use crate::entities;
pub mod gate;
pub mod inventory;
pub mod listing;
pub mod markdown;
pub mod placement;
pub mod prepared;
mod warm;

mod answers;
mod records;
pub mod upgrade;

use answers::*;
pub use answers::{file_name, short_hash};
use records::input::*;
pub mod workflow;

use std::collections::{BTreeMap, HashSet};
use std::sync::{Arc, Mutex};

use base64::Engine as _;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};
use unicode_normalization::UnicodeNormalization as _;

use crate::audit::{self, Actor, Change};
use crate::clock;
use crate::search::{self, Search};
use crate::store::{FileMeta, FileWrite, Store, StoreError, WriteTx};
pub use admin_query::AdminQuery;
pub use checks::ImageKind;
use entities::{Check, Entity, FileKind, FileRule, ListExtra};
pub use listing::{Clock, Filter, Move, Paging};
use listing::{Listings, Summary};
pub use placement::Placement;
use placement::VALID_UNTIL;
pub use prepared::{Encoding, Prepared};
pub use records::images::AFTER_START;
pub use workflow::{Authority, QueueItem, Status};

use crate::messages::{Msg, msg};

/// The message of an entity row's check (its English; the catalogue has its Odia).
#[cfg(test)]
pub(crate) use records::input::check_message as check_text;

/// The largest accepted image: 5 MiB (docs/decisions.md §8).
pub const MAX_IMAGE_BYTES: usize = 5 * 1024 * 1024;
pub use crate::config::DEFAULT_MAX_DOCUMENT_MB;
/// A bound on any one text field, so a record stays a record and not a file store.
pub const MAX_TEXT_CHARS: usize = 20_000;

#[derive(Debug, thiserror::Error)]
pub enum ContentError {
    /// Input a person can correct (400).
    #[error("{0}")]
    Invalid(Msg),
    /// An image over the limit (413).
    #[error("{0}")]
    TooLarge(Msg),
    /// No such record (404).
    #[error("{0}")]
    NotFound(Msg),
    /// The caller's role may not do this to this item (403): a contributor and someone
    /// else's draft, or an approver and their own submission.
    #[error("{0}")]
    Forbidden(Msg),
    /// The item is not in a state that allows this step (409): approving a draft, say.
    #[error("{0}")]
    WrongState(Msg),
    /// A toggle based on a status that is no longer current (409).
    #[error("{}", msg!("changed-elsewhere"))]
    Conflict,
    /// Another record already holds a value that must be unique (409): the request was well
    /// formed, it clashes with what is stored.
    #[error("{0}")]
    Taken(Msg),
    #[error("unknown entity {0}")]
    UnknownEntity(String),
    /// The store failed: the server's fault, not the client's (500).
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// One item as kept: its envelope, one row of the store's record table keyed by (entity, id)
/// (docs/architecture.md, "The envelope and the gate"). It holds the version the row stands
/// for (the live version, or a draft never approved): its active flag, its image, its text
/// fields by their docs/decisions.md §4 names (so the row in `entities` is the only place a
/// field is named), and its display position, schedule and validity, typed (`Placement`,
/// `placement.rs`); and its workflow state (`workflow::State`): status, revision,
/// whether a version is live, the pending version with its author, submitter and comment,
/// who created and last changed the item and when. The bytes of images and files are kept
/// beside it, by the item's key (`store`), as are a pending version's (`workflow.rs`).
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Envelope {
    active: bool,
    fields: BTreeMap<String, String>,
    image: Option<StoredImage>,
    placement: Placement,
    state: workflow::State,
}

impl Envelope {
    /// The text of one of the entity's own fields, as answers give it: a document's
    /// `validUntil` is its placement's validity.
    fn text(&self, name: &str) -> std::borrow::Cow<'_, str> {
        if name == VALID_UNTIL {
            std::borrow::Cow::Owned(self.placement.valid_until_text())
        } else {
            std::borrow::Cow::Borrowed(self.fields.get(name).map_or("", String::as_str))
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct StoredImage {
    /// Hex prefix of the SHA-256 of the bytes: names the URL, so a new image gets a new URL.
    hash: String,
    png: bool,
}

impl StoredImage {
    fn kind(&self) -> ImageKind {
        if self.png {
            ImageKind::Png
        } else {
            ImageKind::Jpeg
        }
    }
}

/// An image as served under `/uploads/`.
pub struct ImageFile {
    pub bytes: Vec<u8>,
    /// Content-Type.
    pub mime: &'static str,
    /// Quoted strong ETag.
    pub etag: String,
    /// Whether the bytes are for good at their URL (cached for a year, immutable); false for a
    /// stand-in served until the variant of that name is made.
    pub lasting: bool,
}

/// A file (not an image) as served under `/uploads/`: what is needed to stream it.
#[derive(Debug, Clone)]
pub struct StoredDocument {
    pub entity: &'static Entity,
    pub id: u64,
    pub kind: FileKind,
    pub meta: FileMeta,
    /// Quoted strong ETag.
    pub etag: String,
    /// A readable file name, e.g. `council-act-2024.pdf` (ASCII) and the title it came from.
    pub file_name: String,
    pub title: String,
}

pub struct Content {
    store: Arc<Store>,
    /// The largest file of an entity's [`FileRule`], in bytes.
    max_file_bytes: u64,
    /// Revisions kept per item beyond the published ones (0: all).
    revisions_keep: usize,
    /// List order per entity and the public answers prepared from it.
    listings: Listings,
    /// Serialises write + index update, so the index follows the commits in order.
    writes: Mutex<()>,
    /// Site search's word index over active records.
    search: Search,
    /// What the back office's list query reads of each record, once asked for.
    admin_rows: admin_query::AdminRows,
    /// Set when mail is configured: workflow notices are queued and this wakes the sender.
    mail: std::sync::OnceLock<Arc<tokio::sync::Notify>>,
    /// While the indexes are read or built at start (`warm.rs`).
    warming: std::sync::atomic::AtomicBool,
    /// Record changes since the indexes were last kept in the store, and whether they are.
    unkept: std::sync::atomic::AtomicU64,
    kept: std::sync::atomic::AtomicBool,
    /// This build of the program, which kept indexes must match.
    build: String,
    /// Signed addresses of uploads visitors may not see, for officials (`gate.rs`).
    grants: gate::Grants,
    /// While set, the image variants pass waits ([`Content::for_serving`]).
    hold: Arc<std::sync::atomic::AtomicBool>,
    /// Records whose file's text site search has not read yet (`texts.rs`).
    texts_wanted: Mutex<std::collections::BTreeSet<(&'static str, u64)>>,
}

/// Work done inside a record's write transaction (see [`records::Records::save`]).
type WriteHook<'a> =
    dyn Fn(&WriteTx, u64, &Envelope, Option<&Envelope>) -> Result<(), ContentError> + 'a;

/// Parsed `manage` input.
struct Input {
    id: Option<u64>,
    active: Option<bool>,
    /// The entity's fields, a document's `validUntil` among them (as its checks read it).
    fields: BTreeMap<String, String>,
    /// The schedule and validity when the caller sent them (absent keeps the stored ones).
    placement: placement::Change,
}

impl Input {
    /// The fields a record keeps: the entity's, less what its placement holds.
    fn record_fields(&mut self) -> BTreeMap<String, String> {
        let mut fields = std::mem::take(&mut self.fields);
        fields.remove(VALID_UNTIL);
        fields
    }
}

/// The change-time key of the part of `entity` that `record` belongs to, when the entity's
/// lists are filtered by category: `document:acts` dates the report page of that category.
pub fn part_key(entity: &Entity, category: &str) -> String {
    format!("{}:{category}", entity.key)
}

/// Notes, inside a write, that the parts these records belong to (before and after it)
/// changed.
fn stamp_parts<'a>(
    tx: &WriteTx,
    entity: &Entity,
    records: impl IntoIterator<Item = &'a Envelope>,
) -> Result<(), StoreError> {
    let Some(filters) = &entity.filters else {
        return Ok(());
    };
    // Only what visitors can see dates a part's page.
    for record in records.into_iter().filter(|r| r.active) {
        if let Some(category) = record
            .fields
            .get(filters.category)
            .filter(|c| !c.is_empty())
        {
            tx.stamp(&part_key(entity, category))?;
        }
    }
    Ok(())
}

/// A database from before parts were dated (its entity has a change time, none of its parts
/// has): each part starts at its entity's time, so its pages keep the date they showed until
/// one of them changes.
fn start_parts(store: &Store) -> Result<(), StoreError> {
    let known: std::collections::BTreeSet<String> =
        store.changes()?.into_iter().map(|(key, _)| key).collect();
    let untracked = |e: &Entity| {
        let prefix = part_key(e, "");
        known.contains(e.key) && !known.iter().any(|k| k.starts_with(&prefix))
    };
    let missing: Vec<(String, &str)> = entities::ENTITIES
        .iter()
        .filter(|e| untracked(e))
        .filter_map(|e| Some((e, listing::allowed_values(e, e.filters.as_ref()?.category)?)))
        .flat_map(|(e, values)| values.iter().map(move |v| (part_key(e, v.value), e.key)))
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    store.write(|tx| {
        for (key, from) in &missing {
            tx.stamp_from(key, from)?;
        }
        Ok::<(), StoreError>(())
    })
}

impl Content {
    pub fn new(store: Arc<Store>) -> Result<Content, ContentError> {
        Content::with_clock(store, Arc::new(checks::now_minutes))
    }

    /// As [`Content::new`], for `oshec serve`: the pass that makes missing image variants
    /// waits until [`Content::preload`] has the indexes in memory, so it does not take a core
    /// from the first answers after a start.
    pub fn for_serving(store: Arc<Store>) -> Result<Content, ContentError> {
        Content::opened(store, Arc::new(checks::now_minutes), true)
    }

    /// As [`Content::new`], reading schedules against `clock` (minutes since the epoch)
    /// rather than the system time.
    pub fn with_clock(store: Arc<Store>, clock: listing::Clock) -> Result<Content, ContentError> {
        Content::opened(store, clock, false)
    }

    fn opened(
        store: Arc<Store>,
        clock: listing::Clock,
        held: bool,
    ) -> Result<Content, ContentError> {
        // Nothing is read here: each entity's index loads on its first use, so start-up does
        // not grow with the content. Images without variants get them on a thread of their own.
        upgrade::to_envelopes(&store)?;
        let hold = Arc::new(std::sync::atomic::AtomicBool::new(held));
        records::images::start(&store, Arc::clone(&hold))?;
        audit::create_tables(&store)?;
        workflow::create_tables(&store)?;
        crate::mail::create_tables(&store)?;
        start_parts(&store)?;
        Ok(Content {
            store,
            max_file_bytes: DEFAULT_MAX_DOCUMENT_MB * 1024 * 1024,
            revisions_keep: 0,
            listings: Listings::with_clock(clock),
            writes: Mutex::new(()),
            search: Search::default(),
            admin_rows: admin_query::AdminRows::default(),
            mail: std::sync::OnceLock::new(),
            warming: Default::default(),
            unkept: Default::default(),
            kept: Default::default(),
            build: warm::build_tag(),
            grants: gate::Grants::default(),
            texts_wanted: Mutex::default(),
            hold,
        })
    }

    /// Queues workflow notices for the mail sender, woken by `waker` after each commit
    /// (docs/workflow.md). Without it, no notice is queued.
    pub fn send_notices(&self, waker: Arc<tokio::sync::Notify>) {
        let _ = self.mail.set(waker);
    }

    /// Whether mail is configured (`smtp_url`): other services queue their mail only then.
    pub fn mails(&self) -> bool {
        self.mail.get().is_some()
    }

    /// Tells the mail sender that mail was queued (nothing without mail).
    pub fn wake_mailer(&self) {
        if let Some(waker) = self.mail.get() {
            waker.notify_one();
        }
    }

    /// Each item keeps its newest `keep` revisions and every published one; 0 keeps all (the
    /// `revisions_keep` setting, docs/workflow.md).
    pub fn with_revisions_keep(mut self, keep: usize) -> Content {
        self.revisions_keep = keep;
        self
    }

    /// Sets the largest accepted document, in MB (MiB) (the `max_document_mb` setting).
    pub fn with_max_document_mb(mut self, mb: u64) -> Content {
        self.max_file_bytes = mb.saturating_mul(1024 * 1024);
        self
    }

    /// The largest accepted document, in bytes.
    pub fn max_file_bytes(&self) -> u64 {
        self.max_file_bytes
    }

    /// The refusal of a file over the limit, in the entity's words.
    pub fn too_large_message(&self, rule: &FileRule) -> Msg {
        Msg::english(rule.too_large).with("N", self.max_file_bytes / (1024 * 1024))
    }

    /// Holds the write lock: a write and the index updates that follow it are made under it,
    /// so the indexes follow the commits in order.
    fn write_lock(&self) -> std::sync::MutexGuard<'_, ()> {
        self.writes.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The store, for services that read beside the content (the audit trail).
    pub fn store(&self) -> &Arc<Store> {
        &self.store
    }

    /// True when no entity has any record (administrators do not count).
    pub fn is_empty(&self) -> Result<bool, ContentError> {
        Ok(self.store.has_no_records()?)
    }
}

#[cfg(test)]
mod tests;
