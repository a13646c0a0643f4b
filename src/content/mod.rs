//! The twelve content entities: fields, checks, images and files, described as data (`entities`), and
//! the one service that creates, updates, reads, toggles and lists any of them.
//!
//! Every method is synchronous (redb is); the HTTP edge calls them on a blocking thread.
pub mod admin_query;
pub mod checks;
pub mod entities;
mod images;
pub mod inventory;
pub mod listing;
pub mod markdown;
pub mod prepared;
mod warm;
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
use listing::{Listings, POSITION_FIELD, SHOW_FROM, SHOW_UNTIL, Summary, VALID_UNTIL};
pub use prepared::{Encoding, Prepared};
pub use workflow::{Authority, QueueItem, Status};

/// The largest accepted image: 5 MiB (docs/decisions.md §8).
pub const MAX_IMAGE_BYTES: usize = 5 * 1024 * 1024;
pub use crate::config::DEFAULT_MAX_DOCUMENT_MB;
/// A bound on any one text field, so a record stays a record and not a file store.
pub const MAX_TEXT_CHARS: usize = 20_000;

#[derive(Debug, thiserror::Error)]
pub enum ContentError {
    /// Input a person can correct (400).
    #[error("{0}")]
    Invalid(String),
    /// An image over the limit (413).
    #[error("{0}")]
    TooLarge(String),
    /// No such record (404).
    #[error("{0}")]
    NotFound(String),
    /// The caller's role may not do this to this item (403): a contributor and someone
    /// else's draft, or an approver and their own submission.
    #[error("{0}")]
    Forbidden(String),
    /// The item is not in a state that allows this step (409): approving a draft, say.
    #[error("{0}")]
    WrongState(String),
    /// A toggle based on a status that is no longer current (409).
    #[error("This item was changed elsewhere. Reload the list.")]
    Conflict,
    /// Another record already holds a value that must be unique (409): the request was well
    /// formed, it clashes with what is stored.
    #[error("{0}")]
    Taken(String),
    #[error("unknown entity {0}")]
    UnknownEntity(String),
    /// The store failed: the server's fault, not the client's (500).
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// What is kept per record. Text fields by their docs/decisions.md §4 names, so the row in `entities`
/// is the only place a field is named.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Record {
    active: bool,
    fields: BTreeMap<String, String>,
    image: Option<StoredImage>,
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
}

/// Work done inside a record's write transaction (see [`Content::save`]).
type WriteHook<'a> =
    dyn Fn(&WriteTx, u64, &Record, Option<&Record>) -> Result<(), ContentError> + 'a;

/// Parsed `manage` input.
struct Input {
    id: Option<u64>,
    active: Option<bool>,
    fields: BTreeMap<String, String>,
    /// `showFrom` and `showUntil` when the caller sent them (absent keeps the stored ones).
    show_from: Option<String>,
    show_until: Option<String>,
    /// `validUntil` when sent: empty, or the last day (India time) the item is valid.
    valid_until: Option<String>,
}

const SCHEDULE_FORMAT: &str = "showFrom and showUntil must be a date and time in India Standard Time like 2026-11-23T09:30, or empty.";

/// An optional schedule time: absent or null is "not sent"; text must be empty or a real
/// `YYYY-MM-DDTHH:MM`.
fn schedule_time(map: &Map<String, Value>, name: &str) -> Result<Option<String>, ContentError> {
    match map.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => {
            let s = s.trim();
            if s.is_empty() || checks::ist_minutes(s).is_some() {
                Ok(Some(s.to_string()))
            } else {
                Err(ContentError::Invalid(SCHEDULE_FORMAT.into()))
            }
        }
        Some(_) => Err(ContentError::Invalid(SCHEDULE_FORMAT.into())),
    }
}

/// `showUntil` must come after `showFrom` when both are set.
fn check_window(fields: &BTreeMap<String, String>) -> Result<(), ContentError> {
    let time = |n: &str| fields.get(n).and_then(|t| checks::ist_minutes(t));
    if let (Some(from), Some(until)) = (time(SHOW_FROM), time(SHOW_UNTIL))
        && until <= from
    {
        return Err(ContentError::Invalid(
            "showUntil must be later than showFrom.".into(),
        ));
    }
    Ok(())
}

fn upload_url(entity: &Entity, id: u64, image: &StoredImage) -> String {
    format!(
        "/uploads/{}/{}-{}.{}",
        entity.key,
        id,
        image.hash,
        image.kind().extension()
    )
}

fn parse_input(entity: &Entity, value: Value) -> Result<Input, ContentError> {
    let Value::Object(map) = value else {
        return Err(ContentError::Invalid(format!(
            "{} must hold a JSON object of the {} fields.",
            entity.manage_field,
            entity.title.to_lowercase()
        )));
    };
    let id = match map.get(entity.id_field) {
        None | Some(Value::Null) => None,
        Some(Value::Number(n)) => Some(n.as_u64().ok_or_else(|| bad_id(entity))?),
        // Forms sometimes carry the id as text; accept plain digits.
        Some(Value::String(s)) if s.trim().is_empty() => None,
        Some(Value::String(s)) => Some(s.trim().parse().map_err(|_| bad_id(entity))?),
        Some(_) => return Err(bad_id(entity)),
    };
    let active = match map.get("isActive") {
        None | Some(Value::Null) => None,
        Some(Value::Bool(b)) => Some(*b),
        Some(_) => {
            return Err(ContentError::Invalid(
                "isActive must be true or false.".into(),
            ));
        }
    };
    let mut fields = BTreeMap::new();
    for &name in entity.fields {
        let text = match map.get(name) {
            None | Some(Value::Null) => String::new(),
            // NFC, so Odia typed with a precomposed letter (ଡ଼ U+0B5C) and with a letter plus
            // nukta (U+0B21 U+0B3C) is stored, listed and compared as the same text.
            Some(Value::String(s)) => checks::clean_text(name, s)
                .map_err(ContentError::Invalid)?
                .trim()
                .nfc()
                .collect(),
            // A number typed into a text box (a phone number) is still text to us.
            Some(Value::Number(n)) => n.to_string(),
            Some(_) => {
                return Err(ContentError::Invalid(format!("{name} must be text.")));
            }
        };
        if text.chars().count() > MAX_TEXT_CHARS {
            return Err(ContentError::Invalid(format!(
                "{name} is too long (at most {MAX_TEXT_CHARS} characters)."
            )));
        }
        fields.insert(name.to_string(), text);
    }
    let show_from = schedule_time(&map, SHOW_FROM)?;
    let show_until = schedule_time(&map, SHOW_UNTIL)?;
    let valid_until = match map.get(VALID_UNTIL) {
        // Documents read it as their own field, above.
        _ if listing::has_own_validity(entity) => None,
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.trim().is_empty() || checks::is_iso_date(s.trim()) => {
            Some(s.trim().to_string())
        }
        Some(_) => {
            return Err(ContentError::Invalid(
                "validUntil must be a date like 2027-03-31 (the last day the item is valid), or empty."
                    .into(),
            ));
        }
    };
    Ok(Input {
        id,
        active,
        fields,
        show_from,
        show_until,
        valid_until,
    })
}

fn bad_id(entity: &Entity) -> ContentError {
    ContentError::Invalid(format!(
        "{} must be a whole number, or null to create a new item.",
        entity.id_field
    ))
}

fn run_checks(entity: &Entity, fields: &BTreeMap<String, String>) -> Result<(), ContentError> {
    let get = |name: &str| fields.get(name).map(String::as_str).unwrap_or("");
    for check in entity.checks {
        let ok = match check {
            Check::Required(names, _) => names.iter().all(|n| !get(n).is_empty()),
            Check::Email(f, _) => checks::is_email(get(f)),
            Check::Mobile(f, _) => checks::is_mobile(get(f)),
            Check::Date(f, _) => checks::is_iso_date(get(f)),
            Check::YouTube(f, _) => checks::youtube_id(get(f)).is_some(),
            Check::Link(f, _) => checks::is_link(get(f)),
            Check::OptionalLink(f, _) => get(f).is_empty() || checks::is_link(get(f)),
            Check::DateOrEmpty(f, _) => get(f).is_empty() || checks::is_iso_date(get(f)),
            Check::OneOf(f, values, _) => values.contains(&get(f)),
            Check::Slug(f, _) => checks::is_slug(get(f)),
            Check::OptionalPhone(f, _) => get(f).is_empty() || checks::is_phone(get(f)),
            Check::OptionalWebAddress(names, _) => names
                .iter()
                .all(|n| get(n).is_empty() || checks::is_web_address(get(n))),
            // Needs the other records: checked under the write lock (`check_unique`).
            Check::Unique(..) => true,
        };
        if !ok {
            return Err(ContentError::Invalid(check_message(check).to_string()));
        }
    }
    Ok(())
}

fn check_message(check: &Check) -> &'static str {
    match check {
        Check::Required(_, m)
        | Check::Email(_, m)
        | Check::Mobile(_, m)
        | Check::Date(_, m)
        | Check::YouTube(_, m)
        | Check::Link(_, m)
        | Check::OptionalLink(_, m)
        | Check::DateOrEmpty(_, m)
        | Check::OneOf(_, _, m)
        | Check::Slug(_, m)
        | Check::Unique(_, m)
        | Check::OptionalWebAddress(_, m)
        | Check::OptionalPhone(_, m) => m,
    }
}

/// Checks an upload against the entity's image rule; returns what to store.
fn check_image(entity: &Entity, bytes: &[u8]) -> Result<StoredImage, ContentError> {
    let Some(rule) = &entity.image else {
        return Err(ContentError::Invalid(format!(
            "{} items have no image.",
            entity.title
        )));
    };
    let kind =
        ImageKind::sniff(bytes).ok_or_else(|| ContentError::Invalid(rule.wrong_type.into()))?;
    if bytes.len() > MAX_IMAGE_BYTES {
        return Err(ContentError::TooLarge(rule.too_large.into()));
    }
    Ok(StoredImage {
        hash: short_hash(bytes),
        png: kind == ImageKind::Png,
    })
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
    records: impl IntoIterator<Item = &'a Record>,
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
        .flat_map(|(e, values)| values.iter().map(move |v| (part_key(e, v), e.key)))
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

    /// As [`Content::new`], reading schedules against `clock` (minutes since the epoch)
    /// rather than the system time.
    pub fn with_clock(store: Arc<Store>, clock: listing::Clock) -> Result<Content, ContentError> {
        // Nothing is read here: each entity's index loads on its first use, so start-up does
        // not grow with the content. Images without variants get them on a thread of their own.
        images::start(&store)?;
        audit::create_tables(&store)?;
        workflow::create_tables(&store)?;
        crate::mail::create_tables(&store)?;
        start_parts(&store)?;
        Ok(Content {
            store,
            max_file_bytes: DEFAULT_MAX_DOCUMENT_MB * 1024 * 1024,
            listings: Listings::with_clock(clock),
            writes: Mutex::new(()),
            search: Search::default(),
            admin_rows: admin_query::AdminRows::default(),
            mail: std::sync::OnceLock::new(),
            warming: Default::default(),
            unkept: Default::default(),
            kept: Default::default(),
            build: warm::build_tag(),
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
    pub fn too_large_message(&self, rule: &FileRule) -> String {
        rule.too_large
            .replace("{N}", &(self.max_file_bytes / (1024 * 1024)).to_string())
    }

    /// The store, for services that read beside the content (the audit trail).
    pub fn store(&self) -> &Arc<Store> {
        &self.store
    }

    /// True when no entity has any record (administrators do not count).
    pub fn is_empty(&self) -> Result<bool, ContentError> {
        Ok(self.store.has_no_records()?)
    }

    /// Creates one record, as `manage` would with a null id, through the same checks, at the
    /// bottom of the display order (so records created in a file's order list in that order).
    /// `entity` is the entity's key: banner, imageGallery, announce, announceNotice, council,
    /// features, latestNews, videoGallery, strongFuture, generalSetting, introduction, document.
    /// `image` is the entity's upload: its image, or its file (documents).
    /// `fields` is the JSON object of docs/decisions.md §4 field names (no id; isActive optional, default true).
    pub fn create(
        &self,
        entity: &str,
        mut fields: Value,
        image: Option<Vec<u8>>,
    ) -> Result<u64, ContentError> {
        let def = entities::by_key(entity)
            .ok_or_else(|| ContentError::UnknownEntity(entity.to_string()))?;
        if let Value::Object(map) = &mut fields {
            map.remove(def.id_field);
        }
        self.save(def, fields, image, false, &Actor::system(), None)
            .map(|(id, _)| id)
    }

    /// `manage`: creates when the id is null, else updates. Answers the id and the saved record
    /// in detail shape.
    /// A new item goes to the top of the display order.
    pub fn manage(
        &self,
        entity: &'static Entity,
        input: Value,
        image: Option<Vec<u8>>,
        actor: &Actor,
    ) -> Result<(u64, Value), ContentError> {
        self.save(entity, input, image, true, actor, None)
    }

    /// Checks and writes one record. `hook` runs inside the write transaction, after the
    /// record and its audit entry, with the id and the record as written (and as it was): the
    /// workflow writes the revision and status there, so all commit together or none does.
    fn save(
        &self,
        entity: &'static Entity,
        input: Value,
        image: Option<Vec<u8>>,
        new_at_top: bool,
        actor: &Actor,
        hook: Option<&WriteHook<'_>>,
    ) -> Result<(u64, Value), ContentError> {
        let input = parse_input(entity, input)?;
        run_checks(entity, &input.fields)?;
        // An entity with a file rule takes a document in the upload field, not an image.
        let (file, image) = match entity.file {
            Some(_) => (image, None),
            None => (None, image),
        };
        let file_meta = match (&entity.file, &file) {
            (Some(rule), Some(bytes)) => Some(self.check_file(rule, bytes)?),
            (Some(rule), None) if input.id.is_none() => {
                return Err(ContentError::Invalid(rule.required.into()));
            }
            _ => None,
        };
        // Stripped of metadata, variants made: before the write lock, as it takes a while.
        let upload = match (image, &entity.image) {
            (Some(bytes), _) => Some(images::prepare(entity, bytes)?),
            (None, Some(rule)) if input.id.is_none() => match rule.required {
                Some(message) => return Err(ContentError::Invalid(message.into())),
                None => None,
            },
            (None, _) => None,
        };
        // A new item goes to the top of the display order, which needs the order loaded.
        self.load_index(entity)?;
        let mut input = input;
        let (stored_image, image, variants) = match upload {
            Some(u) => (Some(u.stored), Some(u.bytes), u.variants),
            None => (None, None, Vec::new()),
        };
        let new_hash = stored_image.as_ref().map(|s| s.hash.clone());
        let _guard = self.writes.lock().unwrap_or_else(|p| p.into_inner());
        self.check_unique(entity, input.id, &input.fields)?;
        let (id, record) = match input.id {
            None => {
                let mut fields = std::mem::take(&mut input.fields);
                fields.insert(SHOW_FROM.into(), input.show_from.take().unwrap_or_default());
                fields.insert(
                    SHOW_UNTIL.into(),
                    input.show_until.take().unwrap_or_default(),
                );
                if !listing::has_own_validity(entity) {
                    fields.insert(
                        VALID_UNTIL.into(),
                        input.valid_until.take().unwrap_or_default(),
                    );
                }
                check_window(&fields)?;
                fields.insert(
                    POSITION_FIELD.into(),
                    if new_at_top {
                        self.listings.top_position(entity)
                    } else {
                        self.listings.bottom_position(entity)
                    }
                    .to_string(),
                );
                let record = Record {
                    active: input.active.unwrap_or(true),
                    fields,
                    image: stored_image,
                };
                let id = self.store.write(|tx| {
                    // Only what visitors can see dates the public pages (docs/visitors.md).
                    let was = tx.change_time(entity.key)?;
                    let id = tx.insert(entity.key, &record, image.as_deref())?;
                    if !record.active {
                        tx.restore_change_time(entity.key, was)?;
                    }
                    stamp_parts(tx, entity, [&record])?;
                    if let Some(file) = file_write(&file_meta, &file) {
                        tx.put_file(entity.key, id, file)?;
                    }
                    let mut changes = changes(entity, None, &record);
                    changes.extend(file_change(entity, None, file_meta.as_ref()));
                    audit::append(tx.txn(), actor, "create", entity.key, Some(id), changes)?;
                    if let Some(hook) = hook {
                        hook(tx, id, &record, None)?;
                    }
                    Ok::<u64, ContentError>(id)
                })?;
                (id, record)
            }
            Some(id) => {
                // The file it replaces, for the audit trail (writes are serialised: it cannot
                // change before this write).
                let old_file = match &file_meta {
                    Some(_) => self.store.file_metas(entity.key, &[id])?.pop().flatten(),
                    None => None,
                };
                let updated = self.store.write(|tx| {
                    let was = tx.change_time(entity.key)?;
                    let mut before = None;
                    let updated = tx.update::<Record, ContentError>(
                        entity.key,
                        id,
                        image.as_deref(),
                        |record| {
                            before = Some(record.clone());
                            // What the entity's fields do not name (position, schedule) is
                            // kept unless the caller sent it.
                            let mut fields = std::mem::take(&mut input.fields);
                            for (name, value) in &record.fields {
                                if !entity.fields.contains(&name.as_str()) {
                                    fields.insert(name.clone(), value.clone());
                                }
                            }
                            if !fields.contains_key(POSITION_FIELD) {
                                fields.insert(
                                    POSITION_FIELD.into(),
                                    listing::position_of(id, &record.fields).to_string(),
                                );
                            }
                            if let Some(t) = input.show_from.take() {
                                fields.insert(SHOW_FROM.into(), t);
                            }
                            if let Some(t) = input.show_until.take() {
                                fields.insert(SHOW_UNTIL.into(), t);
                            }
                            if let Some(d) = input.valid_until.take() {
                                fields.insert(VALID_UNTIL.into(), d);
                            }
                            check_window(&fields)?;
                            record.fields = fields;
                            if let Some(active) = input.active {
                                record.active = active;
                            }
                            if stored_image.is_some() {
                                record.image = stored_image;
                            }
                            Ok(())
                        },
                    )?;
                    if let Some(after) = &updated {
                        if !after.active && before.as_ref().is_none_or(|b| !b.active) {
                            tx.restore_change_time(entity.key, was)?;
                        }
                        stamp_parts(tx, entity, before.iter().chain([after]))?;
                        if let Some(file) = file_write(&file_meta, &file) {
                            tx.put_file(entity.key, id, file)?;
                        }
                        let mut changes = changes(entity, before.as_ref(), after);
                        changes.extend(file_change(entity, old_file.as_ref(), file_meta.as_ref()));
                        audit::append(tx.txn(), actor, "update", entity.key, Some(id), changes)?;
                        if let Some(hook) = hook {
                            hook(tx, id, after, before.as_ref())?;
                        }
                    }
                    Ok::<_, ContentError>(updated)
                })?;
                (id, updated.ok_or_else(|| not_found(entity, id))?)
            }
        };
        if let Some(hash) = &new_hash {
            images::put_variants(&self.store, entity.key, id, hash, &variants)?;
        }
        self.changed(entity, id, &record);
        drop(_guard);
        if entity.file.is_some() {
            let meta = match file_meta {
                Some(meta) => Some(meta),
                None => self.store.file_metas(entity.key, &[id])?.pop().flatten(),
            };
            return Ok((
                id,
                self.shape(entity, id, &record, meta.as_ref(), None, true),
            ));
        }
        let bytes = match image {
            Some(bytes) => Some(bytes),
            None if record.image.is_some() => self.original(entity.key, id)?,
            None => None,
        };
        Ok((id, detail(entity, id, &record, bytes.as_deref())))
    }

    fn check_file(&self, rule: &FileRule, bytes: &[u8]) -> Result<FileMeta, ContentError> {
        if !rule.kind.matches(bytes) {
            return Err(ContentError::Invalid(rule.wrong_type.into()));
        }
        if bytes.len() as u64 > self.max_file_bytes {
            return Err(ContentError::TooLarge(self.too_large_message(rule)));
        }
        let digest = Sha256::digest(bytes);
        let mut tag = [0u8; 8];
        tag.copy_from_slice(&digest[..8]);
        Ok(FileMeta {
            tag: u64::from_be_bytes(tag),
            hash: short_hash(bytes),
            size: bytes.len() as u64,
        })
    }

    /// List or detail shape of a record, with its file described when the entity has one.
    fn shape(
        &self,
        entity: &Entity,
        id: u64,
        record: &Record,
        file: Option<&FileMeta>,
        image: Option<&[u8]>,
        as_detail: bool,
    ) -> Value {
        let mut value = if as_detail {
            detail(entity, id, record, image)
        } else {
            list_item(entity, id, record)
        };
        if let (Some(rule), Value::Object(map)) = (&entity.file, &mut value) {
            let url = file.map(|m| {
                format!(
                    "/uploads/{}/{}-{}.{}",
                    entity.key,
                    id,
                    m.hash,
                    rule.kind.extension()
                )
            });
            map.insert(rule.path_field.into(), json!(url));
            map.insert(rule.size_field.into(), json!(file.map(|m| m.size)));
            map.insert(rule.type_field.into(), json!(rule.kind.extension()));
        }
        if let (Some(filters), Value::Object(map)) = (&entity.filters, &mut value) {
            let expiry = record
                .fields
                .get(filters.expiry)
                .map(String::as_str)
                .unwrap_or("");
            map.insert(
                "archived".into(),
                json!(listing::is_archived(expiry, &self.listings.today())),
            );
        }
        value
    }

    /// The file at `/uploads/<key>/<id>-<hash>.<ext>` of an entity with a [`FileRule`];
    /// `None` unless every part matches the current file.
    pub fn stored_file(
        &self,
        key: &str,
        id: u64,
        hash: &str,
        ext: &str,
    ) -> Result<Option<StoredDocument>, ContentError> {
        let Some(entity) = entities::by_key(key) else {
            return Ok(None);
        };
        let Some(rule) = &entity.file else {
            return Ok(None);
        };
        if rule.kind.extension() != ext {
            return Ok(None);
        }
        let Some(meta) = self.store.file_metas(entity.key, &[id])?.pop().flatten() else {
            return Ok(None);
        };
        if meta.hash != hash {
            return Ok(None);
        }
        let Some(record) = self.store.get::<Record>(entity.key, id)? else {
            return Ok(None);
        };
        // As with images, the URL alone is the key: a deactivated document leaves the lists,
        // and its file stays reachable to whoever kept the link (the back office opens it).
        let title = record
            .fields
            .get(rule.name_from)
            .cloned()
            .unwrap_or_default();
        Ok(Some(StoredDocument {
            entity,
            id,
            kind: rule.kind,
            etag: format!("\"{}\"", meta.hash),
            file_name: file_name(&title, id, rule.kind.extension()),
            title,
            meta,
        }))
    }

    /// Chunk `n` of a stored file; `None` past its end or once the file was replaced.
    pub fn file_chunk(
        &self,
        doc: &StoredDocument,
        n: u32,
    ) -> Result<Option<Vec<u8>>, ContentError> {
        Ok(self
            .store
            .file_chunk(doc.entity.key, doc.id, doc.meta.tag, n)?)
    }

    /// The `Unique` checks of `entity`: no record but `id` itself may hold the same value.
    /// Called under the write lock, so two saves cannot both pass with the same value.
    fn check_unique(
        &self,
        entity: &'static Entity,
        id: Option<u64>,
        fields: &BTreeMap<String, String>,
    ) -> Result<(), ContentError> {
        let unique: Vec<&Check> = entity
            .checks
            .iter()
            .filter(|c| matches!(c, Check::Unique(..)))
            .collect();
        if unique.is_empty() {
            return Ok(());
        }
        let records: Vec<(u64, Record)> = self.store.list(entity.key)?;
        for check in unique {
            let Check::Unique(field, _) = check else {
                continue;
            };
            let value = fields.get(*field).map(String::as_str).unwrap_or("");
            let taken = records.iter().any(|(other, r)| {
                Some(*other) != id && r.fields.get(*field).map(String::as_str) == Some(value)
            });
            if taken {
                return Err(ContentError::Taken(check_message(check).to_string()));
            }
        }
        Ok(())
    }

    /// True when `entity` has never had a record (its first id was never given).
    pub fn never_had(&self, entity: &str) -> Result<bool, ContentError> {
        Ok(self.store.last_id(entity)? == 0)
    }

    /// `getXById`: the record in detail shape (image as base64).
    pub fn get(&self, entity: &'static Entity, id: u64) -> Result<Value, ContentError> {
        let record: Record = self
            .store
            .get(entity.key, id)?
            .ok_or_else(|| not_found(entity, id))?;
        let state = self.states(entity.key, &[id])?.pop().unwrap_or_default();
        let mut value = if entity.file.is_some() {
            let meta = self.store.file_metas(entity.key, &[id])?.pop().flatten();
            self.shape(entity, id, &record, meta.as_ref(), None, true)
        } else {
            let bytes = match record.image {
                Some(_) => self.original(entity.key, id)?,
                None => None,
            };
            detail(entity, id, &record, bytes.as_deref())
        };
        self.add_envelope(&mut value, &state, &record, &self.listings.today());
        Ok(value)
    }

    /// Toggle (docs/decisions.md §6): `status` is what the client saw; answers the new status.
    pub fn toggle(
        &self,
        entity: &'static Entity,
        id: u64,
        status: bool,
        actor: &Actor,
    ) -> Result<bool, ContentError> {
        let _guard = self.writes.lock().unwrap_or_else(|p| p.into_inner());
        let updated = self
            .store
            .write(|tx| {
                let updated =
                    tx.update::<Record, ContentError>(entity.key, id, None, |record| {
                        if record.active != status {
                            return Err(ContentError::Conflict);
                        }
                        record.active = !status;
                        Ok(())
                    })?;
                if let Some(record) = &updated {
                    stamp_parts(tx, entity, [record])?;
                    let action = if record.active {
                        "activate"
                    } else {
                        "deactivate"
                    };
                    let change = Change::new(
                        "isActive",
                        Some(&status.to_string()),
                        Some(&record.active.to_string()),
                    );
                    audit::append(tx.txn(), actor, action, entity.key, Some(id), vec![change])?;
                }
                Ok::<_, ContentError>(updated)
            })?
            .ok_or_else(|| not_found(entity, id))?;
        self.changed(entity, id, &updated);
        Ok(updated.active)
    }

    /// Moves an item in the display order (docs/decisions.md §4). Writes the moved record, and
    /// its neighbour only when the two have no room between them.
    pub fn move_item(
        &self,
        entity: &'static Entity,
        id: u64,
        to: Move,
        actor: &Actor,
    ) -> Result<(), ContentError> {
        if entity.order != entities::Order::Display {
            return Err(ContentError::Invalid(format!(
                "{} items are listed newest date first; they cannot be moved.",
                entity.title
            )));
        }
        self.load_index(entity)?;
        let _guard = self.writes.lock().unwrap_or_else(|p| p.into_inner());
        let writes = self
            .listings
            .moves(entity, id, to)
            .ok_or_else(|| not_found(entity, id))?;
        if writes.is_empty() {
            return Ok(());
        }
        // The moved record and its neighbour (when they swap), and the audit entry: one
        // transaction.
        let updated = self.store.write(|tx| {
            let mut updated = Vec::new();
            for &(target, pos) in &writes {
                let record = tx
                    .update::<Record, ContentError>(entity.key, target, None, |record| {
                        record.fields.insert(POSITION_FIELD.into(), pos.to_string());
                        Ok(())
                    })?
                    .ok_or_else(|| not_found(entity, target))?;
                updated.push((target, record));
            }
            let to = match to {
                Move::Up => "up",
                Move::Down => "down",
                Move::Top => "top",
            };
            let change = Change::new("displayOrder", None, Some(to));
            audit::append(tx.txn(), actor, "move", entity.key, Some(id), vec![change])?;
            Ok::<_, ContentError>(updated)
        })?;
        for (target, record) in &updated {
            self.changed(entity, *target, record);
        }
        Ok(())
    }

    /// The list body of docs/decisions.md §6 (bare array or envelope), active items only unless
    /// `include_inactive`; with `paging`, one page in the envelope with `total`
    /// (docs/decisions.md §4). Reads only the records it answers with.
    pub fn list_body(
        &self,
        entity: &'static Entity,
        include_inactive: bool,
        paging: Option<Paging>,
        filter: Option<&Filter>,
    ) -> Result<Value, ContentError> {
        self.list_body_without(entity, include_inactive, paging, filter, &HashSet::new())
    }

    /// [`Content::list_body`] without the items of `hidden` (a contributor's view leaves out
    /// other people's drafts: docs/roles.md).
    pub fn list_body_without(
        &self,
        entity: &'static Entity,
        include_inactive: bool,
        paging: Option<Paging>,
        filter: Option<&Filter>,
        hidden: &HashSet<u64>,
    ) -> Result<Value, ContentError> {
        self.load_index(entity)?;
        let (ids, total) = self
            .listings
            .select(entity, include_inactive, paging, filter, hidden)
            .unwrap_or_default();
        let items = self.items(entity, &ids, include_inactive)?;
        let message = format!("{} list", entity.title);
        Ok(match paging {
            Some(_) => json!({"outcome": true, "message": message, "data": items, "total": total}),
            None if entity.list_envelope => {
                json!({"outcome": true, "message": message, "data": items})
            }
            None => Value::Array(items),
        })
    }

    /// The back office's list (docs/admin-lists.md): the page of `paging` (page 1 of
    /// [`listing::DEFAULT_PAGE_SIZE`] when absent) of the items `filter` and `query` keep, in
    /// `query`'s order, in the paged envelope. Every status is included; `hidden` is left out.
    pub fn admin_list(
        &self,
        entity: &'static Entity,
        paging: Option<Paging>,
        filter: Option<&Filter>,
        query: &AdminQuery,
        hidden: &HashSet<u64>,
    ) -> Result<Value, ContentError> {
        self.load_index(entity)?;
        if self.admin_rows.needs_load(entity, query) {
            let _guard = self.writes.lock().unwrap_or_else(|p| p.into_inner());
            if !self.admin_rows.is_loaded(entity) {
                let started = std::time::Instant::now();
                let records: Vec<(u64, Record)> = self.store.list(entity.key)?;
                self.admin_rows.load(entity, &records);
                tracing::debug!(
                    entity = entity.key,
                    records = records.len(),
                    micros = started.elapsed().as_micros() as u64,
                    "back office rows loaded"
                );
            }
        }
        let (candidates, now) = self
            .listings
            .candidates(entity, filter, hidden)
            .unwrap_or_default();
        let stages = match query.reads_states() {
            true => self.stages(entity)?,
            false => Default::default(),
        };
        let paging = paging.unwrap_or(Paging {
            page: 1,
            size: listing::DEFAULT_PAGE_SIZE,
        });
        let today = checks::ist_date(now);
        let (ids, total) = self
            .admin_rows
            .select(entity, query, candidates, now, &today, &stages, paging);
        let items = self.items(entity, &ids, true)?;
        let message = format!("{} list", entity.title);
        Ok(json!({"outcome": true, "message": message, "data": items, "total": total}))
    }

    /// The list items of `ids`, in that order; with the workflow envelope for signed-in callers.
    fn items(
        &self,
        entity: &'static Entity,
        ids: &[u64],
        include_inactive: bool,
    ) -> Result<Vec<Value>, ContentError> {
        let records: Vec<(u64, Record)> = self.store.get_many(entity.key, ids)?;
        let mut items: Vec<Value> = if entity.file.is_some() || entity.filters.is_some() {
            let found: Vec<u64> = records.iter().map(|(id, _)| *id).collect();
            let metas = self.store.file_metas(entity.key, &found)?;
            records
                .iter()
                .zip(metas)
                .map(|((id, r), m)| self.shape(entity, *id, r, m.as_ref(), None, false))
                .collect()
        } else {
            records
                .iter()
                .map(|(id, r)| list_item(entity, *id, r))
                .collect()
        };
        if include_inactive {
            self.add_envelopes(entity, &mut items, &records)?;
        }
        Ok(items)
    }

    /// The public (anonymous) answer of `entity`'s list, or of one page of it: prepared when
    /// first asked for after a change, then served from memory.
    pub fn public_answer(
        &self,
        entity: &'static Entity,
        paging: Option<Paging>,
    ) -> Result<Arc<Prepared>, ContentError> {
        self.listings.public_answer(entity, paging, || {
            let body = self.list_body(entity, false, paging, None)?;
            let bytes = serde_json::to_vec(&body).map_err(|e| StoreError::Other(e.to_string()))?;
            Ok(Prepared::with_quality_for_size(bytes))
        })
    }

    /// The public answer of a filtered list (`category`, `q`, `year`, `archived`): made per
    /// request from the in-memory index and the records of one page, never kept.
    pub fn public_filtered(
        &self,
        entity: &'static Entity,
        paging: Option<Paging>,
        filter: &Filter,
    ) -> Result<Prepared, ContentError> {
        let body = self.list_body(entity, false, paging, Some(filter))?;
        let bytes = serde_json::to_vec(&body).map_err(|e| StoreError::Other(e.to_string()))?;
        // Fast compression: the answer is used once.
        Ok(Prepared::with_quality(bytes, 4))
    }

    /// The public answer of `public_answer` when it is already prepared: the visitor's fast
    /// path, which must not wait for the store.
    pub fn public_prepared(
        &self,
        entity: &'static Entity,
        paging: Option<Paging>,
    ) -> Option<Arc<Prepared>> {
        self.listings.prepared(entity, paging)
    }

    /// The prepared public list body of `entity` (the whole list, as docs/decisions.md §6 reads it).
    pub fn public_list(&self, entity: &'static Entity) -> Option<Arc<Prepared>> {
        match self.public_answer(entity, None) {
            Ok(prepared) => Some(prepared),
            Err(e) => {
                tracing::error!(entity = entity.key, error = %e, "preparing a list failed");
                None
            }
        }
    }

    /// The image at `/uploads/<key>/<id>-<hash>.<ext>`; `None` unless every part matches the
    /// current image (an old URL must not serve new bytes under an immutable cache header).
    pub fn image(
        &self,
        key: &str,
        id: u64,
        hash: &str,
        ext: &str,
    ) -> Result<Option<ImageFile>, ContentError> {
        let Some(entity) = entities::by_key(key) else {
            return Ok(None);
        };
        let Some(record) = self.store.get::<Record>(entity.key, id)? else {
            return Ok(None);
        };
        let Some(stored) = record.image else {
            return Ok(None);
        };
        if stored.hash != hash || stored.kind().extension() != ext {
            return Ok(None);
        }
        Ok(self.original(entity.key, id)?.map(|bytes| ImageFile {
            bytes,
            mime: stored.kind().mime(),
            etag: format!("\"{}\"", stored.hash),
            lasting: true,
        }))
    }

    /// Loads `entity`'s list order from the store on first use. Under the write lock, so no
    /// change can slip between the read and the index.
    fn load_index(&self, entity: &'static Entity) -> Result<(), ContentError> {
        // While the kept indexes are read at start, a loaded index may still lack the records
        // written since they were kept: wait for the lock, which the start holds until then.
        if self.listings.is_loaded(entity) && self.is_ready() {
            return Ok(());
        }
        let _guard = self.writes.lock().unwrap_or_else(|p| p.into_inner());
        if self.listings.is_loaded(entity) {
            return Ok(());
        }
        let started = std::time::Instant::now();
        let records: Vec<(u64, Record)> = self.store.list(entity.key)?;
        let read = started.elapsed();
        self.listings
            .load(entity, records.iter().map(|(id, r)| summary(*id, r)));
        tracing::debug!(
            entity = entity.key,
            records = records.len(),
            read_micros = read.as_micros() as u64,
            micros = started.elapsed().as_micros() as u64,
            "list order loaded"
        );
        Ok(())
    }

    /// After a committed change: the index moves one entry and the prepared answers go.
    fn changed(&self, entity: &'static Entity, id: u64, record: &Record) {
        self.unkept
            .fetch_add(1, std::sync::atomic::Ordering::AcqRel);
        self.listings.changed(entity, summary(id, record));
        self.admin_rows.changed(entity, id, record);
        let entry = search::Entry {
            id,
            active: record.active,
            window: listing::schedule(entity, &record.fields),
            fields: &record.fields,
        };
        // The day in India, as visitors read dates.
        let today = checks::ist_date(self.listings.now());
        self.search.changed(entity.key, entry, &today);
    }

    /// Builds the search index from the store on first use, under the write lock.
    fn load_search(&self) -> Result<(), ContentError> {
        if self.search.is_loaded() && self.is_ready() {
            return Ok(());
        }
        let _guard = self.writes.lock().unwrap_or_else(|p| p.into_inner());
        if self.search.is_loaded() {
            return Ok(());
        }
        let started = std::time::Instant::now();
        let changes: BTreeMap<String, u64> = self.store.changes()?.into_iter().collect();
        self.search.load(
            |key, put| {
                let Some(entity) = entities::by_key(key) else {
                    return Ok::<(), ContentError>(());
                };
                for (id, record) in self.store.list::<Record>(key)? {
                    put(search::Entry {
                        id,
                        active: record.active,
                        window: listing::schedule(entity, &record.fields),
                        fields: &record.fields,
                    });
                }
                Ok(())
            },
            |entity| {
                changes
                    .get(entity)
                    .map(|&ms| checks::ist_date(i64::try_from(ms / 60_000).unwrap_or(i64::MAX)))
                    .unwrap_or_default()
            },
        )?;
        tracing::debug!(
            micros = started.elapsed().as_micros() as u64,
            "search index loaded"
        );
        Ok(())
    }

    /// Site search: one page (from 1) of hits for `q` over active records, in the envelope
    /// with `total`.
    pub fn search(&self, q: &str, page: usize) -> Result<Value, ContentError> {
        let query = search::Query::parse(q).map_err(|e| ContentError::Invalid(e.to_string()))?;
        self.load_search()?;
        let now = self.listings.now();
        let (found, total) = self
            .search
            .query(&query, page, |(from, until)| {
                listing::in_window(from, until, now)
            })
            .unwrap_or_default();
        let mut hits = Vec::with_capacity(found.len());
        for f in &found {
            if let Some(record) = self.store.get::<Record>(f.source.entity, f.id)? {
                hits.push(search::hit(f, &record.fields, &query));
            }
        }
        Ok(json!({
            "outcome": true,
            "message": format!("{total} results"),
            "data": hits,
            "total": total,
        }))
    }

    /// When each entity last changed (RFC 3339), and `release`: when this program was built.
    pub fn last_updated(&self) -> Result<BTreeMap<String, String>, ContentError> {
        let mut out: BTreeMap<String, String> = self
            .store
            .changes()?
            .into_iter()
            .map(|(key, ms)| (key, clock::rfc3339(ms)))
            .collect();
        out.insert("release".into(), clock::rfc3339(clock::release_ms()));
        Ok(out)
    }

    /// When each entity last changed, in milliseconds since the Unix epoch.
    pub fn changes(&self) -> Result<BTreeMap<String, u64>, ContentError> {
        Ok(self.store.changes()?.into_iter().collect())
    }

    /// The values of `field` over what visitors see of `entity` (active, inside its schedule),
    /// in list order, as its public list answers them (a document's `documentPath` too); empty
    /// when the entity does not exist. For the sitemap.
    pub fn public_values(&self, entity: &str, field: &str) -> Result<Vec<String>, ContentError> {
        let Some(entity) = entities::by_key(entity) else {
            return Ok(Vec::new());
        };
        let body = self.list_body(entity, false, None, None)?;
        let items = match &body {
            Value::Array(items) => items,
            other => match other.get("data") {
                Some(Value::Array(items)) => items,
                _ => return Ok(Vec::new()),
            },
        };
        Ok(items
            .iter()
            .filter_map(|item| item.get(field).and_then(Value::as_str))
            .filter(|v| !v.is_empty())
            .map(str::to_string)
            .collect())
    }
}

/// The file to write beside a record, when one came with the request.
fn file_write<'a>(meta: &'a Option<FileMeta>, bytes: &'a Option<Vec<u8>>) -> Option<FileWrite<'a>> {
    match (meta, bytes) {
        (Some(meta), Some(bytes)) => Some(FileWrite { meta, bytes }),
        _ => None,
    }
}

/// A download's file name from its title: ASCII letters and digits, words joined by `-`,
/// at most 80 characters, then the extension; `document-<id>` when nothing is left.
pub fn file_name(title: &str, id: u64, ext: &str) -> String {
    let mut out = String::new();
    for c in title.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
        if out.len() >= 80 {
            break;
        }
    }
    let stem = out.trim_matches('-');
    if stem.is_empty() {
        format!("document-{id}.{ext}")
    } else {
        format!("{stem}.{ext}")
    }
}

/// The fields that differ between `before` (none on create) and `after`, for the audit
/// trail: the entity's fields, the schedule, the active flag, and the image as its hash.
/// Display positions are left out (a move is recorded as a move).
fn changes(entity: &Entity, before: Option<&Record>, after: &Record) -> Vec<Change> {
    let mut out = Vec::new();
    let envelope: &[&str] = if listing::has_own_validity(entity) {
        &[SHOW_FROM, SHOW_UNTIL]
    } else {
        &[SHOW_FROM, SHOW_UNTIL, VALID_UNTIL]
    };
    for &name in entity.fields.iter().chain(envelope) {
        let old = before.map(|b| b.fields.get(name).map_or("", String::as_str));
        let new = after.fields.get(name).map_or("", String::as_str);
        if old != Some(new) && !(old.is_none() && new.is_empty()) {
            out.push(Change::new(name, old, Some(new)));
        }
    }
    let old_active = before.map(|b| b.active.to_string());
    let new_active = after.active.to_string();
    if old_active.as_deref() != Some(new_active.as_str()) {
        out.push(Change::new(
            "isActive",
            old_active.as_deref(),
            Some(&new_active),
        ));
    }
    let old_image = before
        .and_then(|b| b.image.as_ref())
        .map(|i| i.hash.as_str());
    let new_image = after.image.as_ref().map(|i| i.hash.as_str());
    if old_image != new_image
        && let Some(rule) = &entity.image
    {
        out.push(Change::new(rule.file_field, old_image, new_image));
    }
    out
}

/// The file's change for the audit trail, as old and new hash, when a file came with the write.
fn file_change(entity: &Entity, old: Option<&FileMeta>, new: Option<&FileMeta>) -> Option<Change> {
    let (rule, new) = (entity.file.as_ref()?, new?);
    Some(Change::new(
        rule.file_field,
        old.map(|m| m.hash.as_str()),
        Some(new.hash.as_str()),
    ))
}

fn summary(id: u64, record: &Record) -> Summary<'_> {
    Summary {
        id,
        active: record.active,
        fields: &record.fields,
    }
}

fn not_found(entity: &Entity, id: u64) -> ContentError {
    ContentError::NotFound(format!(
        "{} item {id} does not exist. Reload the list.",
        entity.title
    ))
}

/// `showFrom`, `showUntil` and `validUntil`, empty when not set (docs/workflow.md).
fn insert_schedule(map: &mut Map<String, Value>, record: &Record) {
    for name in [SHOW_FROM, SHOW_UNTIL, VALID_UNTIL] {
        let value = record.fields.get(name).cloned().unwrap_or_default();
        map.insert(name.into(), Value::String(value));
    }
}

/// Detail shape: id, every field by its docs/decisions.md §4 name, isActive, image as base64 and URL.
fn detail(entity: &Entity, id: u64, record: &Record, image: Option<&[u8]>) -> Value {
    let mut map = Map::new();
    map.insert(entity.id_field.into(), json!(id));
    for &name in entity.fields {
        let value = record.fields.get(name).cloned().unwrap_or_default();
        map.insert(name.into(), Value::String(value));
    }
    map.insert("isActive".into(), Value::Bool(record.active));
    insert_schedule(&mut map, record);
    if let Some(rule) = &entity.image {
        let encoded = image.map(|b| base64::engine::general_purpose::STANDARD.encode(b));
        map.insert(rule.detail_field.into(), json!(encoded));
        let url = record.image.as_ref().map(|i| upload_url(entity, id, i));
        map.insert(rule.path_field.into(), json!(url));
    }
    Value::Object(map)
}

/// List shape: id, fields (renamed where the entity says so), isActive, image URL.
/// The name an image or file is stored and cached under: the first 8 bytes of its SHA-256,
/// in hex.
pub fn short_hash(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .take(8)
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn list_item(entity: &Entity, id: u64, record: &Record) -> Value {
    let mut map = Map::new();
    map.insert(entity.id_field.into(), json!(id));
    for &name in entity.fields {
        let out = entity
            .list_renames
            .iter()
            .find(|(from, _)| *from == name)
            .map_or(name, |(_, to)| *to);
        let value = record.fields.get(name).cloned().unwrap_or_default();
        map.insert(out.into(), Value::String(value));
    }
    map.insert("isActive".into(), Value::Bool(record.active));
    insert_schedule(&mut map, record);
    let url = record.image.as_ref().map(|i| upload_url(entity, id, i));
    if let Some(rule) = &entity.image {
        map.insert(rule.path_field.into(), json!(url));
    }
    if let ListExtra::Markdown(pairs) = entity.list_extra {
        for (source, html) in pairs {
            let text = record.fields.get(*source).map(String::as_str).unwrap_or("");
            map.insert((*html).into(), Value::String(markdown::to_safe_html(text)));
        }
    }
    if let ListExtra::Gallery { title_en, title_od } = entity.list_extra {
        map.insert("id".into(), json!(id));
        let get = |n: &str| record.fields.get(n).cloned().unwrap_or_default();
        let images = match &url {
            Some(url) => json!([{
                "titleEn": get(title_en),
                "titleOd": get(title_od),
                "imagePath": url,
            }]),
            None => json!([]),
        };
        map.insert("imageGalleryImages".into(), images);
    }
    Value::Object(map)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_from_before_parts_dates_each_category_by_its_entity() -> Result<(), StoreError> {
        let dir = tempfile::tempdir().map_err(StoreError::other)?;
        let store = Store::open(&dir.path().join("t.redb"))?;
        // An older release stamped only the entity.
        store.write(|tx| tx.stamp("document"))?;
        start_parts(&store)?;
        let times: BTreeMap<String, u64> = store.changes()?.into_iter().collect();
        assert_eq!(times.get("document:acts"), times.get("document"));
        assert_eq!(times.get("document:nep"), times.get("document"));
        Ok(())
    }

    #[test]
    fn a_database_with_dated_parts_keeps_untouched_categories_undated() -> Result<(), StoreError> {
        let dir = tempfile::tempdir().map_err(StoreError::other)?;
        let store = Arc::new(Store::open(&dir.path().join("t.redb"))?);
        store.write(|tx| {
            tx.stamp("document")?;
            tx.stamp("document:ug")
        })?;
        let _content = Content::new(store.clone()).map_err(StoreError::other)?;
        let times: BTreeMap<String, u64> = store.changes()?.into_iter().collect();
        assert!(!times.contains_key("document:acts"), "{times:?}");
        Ok(())
    }

    #[test]
    fn a_new_database_dates_no_part_before_its_first_write() -> Result<(), StoreError> {
        let dir = tempfile::tempdir().map_err(StoreError::other)?;
        let store = Store::open(&dir.path().join("t.redb"))?;
        start_parts(&store)?;
        assert!(store.changes()?.is_empty());
        Ok(())
    }
}
