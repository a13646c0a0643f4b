//! The eleven content entities: fields, checks and images, described as data (`entities`), and
//! the one service that creates, updates, reads, toggles and lists any of them.
//!
//! Every method is synchronous (redb is); the HTTP edge calls them on a blocking thread.
pub mod checks;
pub mod entities;
pub mod listing;
pub mod prepared;
pub mod updated;

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use base64::Engine as _;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};
use unicode_normalization::UnicodeNormalization as _;

use crate::search::{self, Search};
use crate::store::{Store, StoreError};
pub use checks::ImageKind;
use entities::{Check, Entity, ListExtra};
pub use listing::Paging;
use listing::{Listings, Summary};
pub use prepared::{Encoding, Prepared};

/// The largest accepted image: 5 MiB (SPEC.md §9).
pub const MAX_IMAGE_BYTES: usize = 5 * 1024 * 1024;
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
    /// A toggle based on a status that is no longer current (409).
    #[error("This item was changed elsewhere. Reload the list.")]
    Conflict,
    #[error("unknown entity {0}")]
    UnknownEntity(String),
    /// The store failed: the server's fault, not the client's (500).
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// What is kept per record. Text fields by their SPEC.md §3 names, so the row in `entities`
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
    pub kind: ImageKind,
    /// Quoted strong ETag.
    pub etag: String,
}

pub struct Content {
    store: Arc<Store>,
    /// List order per entity and the public answers prepared from it.
    listings: Listings,
    /// Serialises write + index update, so the index follows the commits in order.
    writes: Mutex<()>,
    /// Site search's word index over active records.
    search: Search,
}

/// Parsed `manage` input.
struct Input {
    id: Option<u64>,
    active: Option<bool>,
    fields: BTreeMap<String, String>,
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
            Some(Value::String(s)) => s.trim().nfc().collect(),
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
    Ok(Input { id, active, fields })
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
            Check::YouTube(f, _) => checks::is_youtube_url(get(f)),
            Check::OneOf(f, values, _) => values.contains(&get(f)),
            Check::OptionalPhone(f, _) => get(f).is_empty() || checks::is_phone(get(f)),
        };
        if !ok {
            let message = match check {
                Check::Required(_, m)
                | Check::Email(_, m)
                | Check::Mobile(_, m)
                | Check::Date(_, m)
                | Check::YouTube(_, m)
                | Check::OneOf(_, _, m)
                | Check::OptionalPhone(_, m) => m,
            };
            return Err(ContentError::Invalid((*message).to_string()));
        }
    }
    Ok(())
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
    let digest = Sha256::digest(bytes);
    Ok(StoredImage {
        hash: digest.iter().take(8).map(|b| format!("{b:02x}")).collect(),
        png: kind == ImageKind::Png,
    })
}

impl Content {
    pub fn new(store: Arc<Store>) -> Result<Content, ContentError> {
        // Nothing is read here: each entity's index loads on its first use, so start-up does
        // not grow with the content.
        Ok(Content {
            store,
            listings: Listings::default(),
            writes: Mutex::new(()),
            search: Search::default(),
        })
    }

    /// Loads every entity's list order on a background thread, so the first visitor of a
    /// long list does not wait for it; starting does not wait either.
    pub fn preload(self: &Arc<Self>) {
        let me = Arc::clone(self);
        std::thread::spawn(move || {
            for entity in &entities::ENTITIES {
                if let Err(e) = me.load_index(entity) {
                    tracing::error!(entity = entity.key, error = %e, "loading a list order failed");
                }
            }
            if let Err(e) = me.load_search() {
                tracing::error!(error = %e, "loading the search index failed");
            }
        });
    }

    /// True when no entity has any record (administrators do not count).
    pub fn is_empty(&self) -> Result<bool, ContentError> {
        Ok(self.store.has_no_records()?)
    }

    /// Creates one record, as `manage` would with a null id, through the same checks.
    /// `entity` is the entity's key: banner, imageGallery, announce, announceNotice, council,
    /// features, latestNews, videoGallery, strongFuture, generalSetting, introduction.
    /// `fields` is the JSON object of SPEC.md §3 field names (no id; isActive optional, default true).
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
        self.manage(def, fields, image).map(|(id, _)| id)
    }

    /// `manage`: creates when the id is null, else updates. Answers the id and the saved record
    /// in detail shape.
    pub fn manage(
        &self,
        entity: &'static Entity,
        input: Value,
        image: Option<Vec<u8>>,
    ) -> Result<(u64, Value), ContentError> {
        let input = parse_input(entity, input)?;
        run_checks(entity, &input.fields)?;
        let stored_image = match (&image, &entity.image) {
            (Some(bytes), _) => Some(check_image(entity, bytes)?),
            (None, Some(rule)) if input.id.is_none() => {
                return Err(ContentError::Invalid(rule.required.into()));
            }
            (None, _) => None,
        };
        let _guard = self.writes.lock().unwrap_or_else(|p| p.into_inner());
        let (id, record) = match input.id {
            None => {
                let record = Record {
                    active: input.active.unwrap_or(true),
                    fields: input.fields,
                    image: stored_image,
                };
                let id = self.store.insert(entity.key, &record, image.as_deref())?;
                (id, record)
            }
            Some(id) => {
                let updated = self.store.update::<Record, ContentError>(
                    entity.key,
                    id,
                    image.as_deref(),
                    |record| {
                        record.fields = input.fields;
                        if let Some(active) = input.active {
                            record.active = active;
                        }
                        if stored_image.is_some() {
                            record.image = stored_image;
                        }
                        Ok(())
                    },
                )?;
                (id, updated.ok_or_else(|| not_found(entity, id))?)
            }
        };
        self.changed(entity, id, &record);
        drop(_guard);
        let bytes = match image {
            Some(bytes) => Some(bytes),
            None if record.image.is_some() => self.store.image(entity.key, id)?,
            None => None,
        };
        Ok((id, detail(entity, id, &record, bytes.as_deref())))
    }

    /// `getXById`: the record in detail shape (image as base64).
    pub fn get(&self, entity: &'static Entity, id: u64) -> Result<Value, ContentError> {
        let record: Record = self
            .store
            .get(entity.key, id)?
            .ok_or_else(|| not_found(entity, id))?;
        let bytes = match record.image {
            Some(_) => self.store.image(entity.key, id)?,
            None => None,
        };
        Ok(detail(entity, id, &record, bytes.as_deref()))
    }

    /// Toggle (DECISIONS.md §2.6): `status` is what the client saw; answers the new status.
    pub fn toggle(
        &self,
        entity: &'static Entity,
        id: u64,
        status: bool,
    ) -> Result<bool, ContentError> {
        let _guard = self.writes.lock().unwrap_or_else(|p| p.into_inner());
        let updated = self
            .store
            .update::<Record, ContentError>(entity.key, id, None, |record| {
                if record.active != status {
                    return Err(ContentError::Conflict);
                }
                record.active = !status;
                Ok(())
            })?
            .ok_or_else(|| not_found(entity, id))?;
        self.changed(entity, id, &updated);
        Ok(updated.active)
    }

    /// The list body of DECISIONS.md §2.1 (bare array or envelope), active items only unless
    /// `include_inactive`; with `paging`, one page in the envelope with `total`
    /// (DECISIONS.md §2.7). Reads only the records it answers with.
    pub fn list_body(
        &self,
        entity: &'static Entity,
        include_inactive: bool,
        paging: Option<Paging>,
    ) -> Result<Value, ContentError> {
        self.load_index(entity)?;
        let (ids, total) = self
            .listings
            .select(entity, include_inactive, paging)
            .unwrap_or_default();
        let records: Vec<(u64, Record)> = self.store.get_many(entity.key, &ids)?;
        let items: Vec<Value> = records
            .iter()
            .map(|(id, r)| list_item(entity, *id, r))
            .collect();
        let message = format!("{} list", entity.title);
        Ok(match paging {
            Some(_) => json!({"outcome": true, "message": message, "data": items, "total": total}),
            None if entity.list_envelope => {
                json!({"outcome": true, "message": message, "data": items})
            }
            None => Value::Array(items),
        })
    }

    /// The public (anonymous) answer of `entity`'s list, or of one page of it: prepared when
    /// first asked for after a change, then served from memory.
    pub fn public_answer(
        &self,
        entity: &'static Entity,
        paging: Option<Paging>,
    ) -> Result<Arc<Prepared>, ContentError> {
        self.listings.public_answer(entity, paging, || {
            let body = self.list_body(entity, false, paging)?;
            let bytes = serde_json::to_vec(&body).map_err(|e| StoreError::Other(e.to_string()))?;
            Ok(Prepared::with_quality_for_size(bytes))
        })
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

    /// The prepared public list body of `entity` (the whole list, as SPEC.md §7 reads it).
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
        Ok(self.store.image(entity.key, id)?.map(|bytes| ImageFile {
            bytes,
            kind: stored.kind(),
            etag: format!("\"{}\"", stored.hash),
        }))
    }

    /// Loads `entity`'s list order from the store on first use. Under the write lock, so no
    /// change can slip between the read and the index.
    fn load_index(&self, entity: &'static Entity) -> Result<(), ContentError> {
        if self.listings.is_loaded(entity) {
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
        self.listings.changed(entity, summary(id, record));
        let entry = search::Entry {
            id,
            active: record.active,
            fields: &record.fields,
        };
        let today = updated::day(updated::now_millis());
        self.search.changed(entity.key, entry, &today);
    }

    /// Builds the search index from the store on first use, under the write lock.
    fn load_search(&self) -> Result<(), ContentError> {
        if self.search.is_loaded() {
            return Ok(());
        }
        let _guard = self.writes.lock().unwrap_or_else(|p| p.into_inner());
        if self.search.is_loaded() {
            return Ok(());
        }
        let started = std::time::Instant::now();
        let changes: BTreeMap<String, u64> = self.store.changes()?.into_iter().collect();
        self.search.load(
            |entity, put| {
                if entities::by_key(entity).is_none() {
                    return Ok::<(), ContentError>(());
                }
                for (id, record) in self.store.list::<Record>(entity)? {
                    put(search::Entry {
                        id,
                        active: record.active,
                        fields: &record.fields,
                    });
                }
                Ok(())
            },
            |entity| {
                changes
                    .get(entity)
                    .map(|&ms| updated::day(ms))
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
        let (found, total) = self.search.query(&query, page).unwrap_or_default();
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
            .map(|(key, ms)| (key, updated::rfc3339(ms)))
            .collect();
        out.insert(
            "release".into(),
            updated::rfc3339(updated::release_millis()),
        );
        Ok(out)
    }

    /// When each entity last changed, in milliseconds since the Unix epoch.
    pub fn changes(&self) -> Result<BTreeMap<String, u64>, ContentError> {
        Ok(self.store.changes()?.into_iter().collect())
    }

    /// The values of `field` over the active records of `entity` (for the sitemap's policy
    /// pages); empty when the entity does not exist.
    pub fn active_values(&self, entity: &str, field: &str) -> Result<Vec<String>, ContentError> {
        if entities::by_key(entity).is_none() {
            return Ok(Vec::new());
        }
        Ok(self
            .store
            .list::<Record>(entity)?
            .into_iter()
            .filter(|(_, r)| r.active)
            .filter_map(|(_, r)| r.fields.get(field).cloned())
            .filter(|v| !v.is_empty())
            .collect())
    }

    /// Starter records for entities that were added after this database was first filled
    /// and never had a record.
    pub fn is_new_entity(&self, entity: &str) -> Result<bool, ContentError> {
        Ok(self.store.last_id(entity)? == 0)
    }
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

/// Detail shape: id, every field by its SPEC.md §3 name, isActive, image as base64 and URL.
fn detail(entity: &Entity, id: u64, record: &Record, image: Option<&[u8]>) -> Value {
    let mut map = Map::new();
    map.insert(entity.id_field.into(), json!(id));
    for &name in entity.fields {
        let value = record.fields.get(name).cloned().unwrap_or_default();
        map.insert(name.into(), Value::String(value));
    }
    map.insert("isActive".into(), Value::Bool(record.active));
    if let Some(rule) = &entity.image {
        let encoded = image.map(|b| base64::engine::general_purpose::STANDARD.encode(b));
        map.insert(rule.detail_field.into(), json!(encoded));
        let url = record.image.as_ref().map(|i| upload_url(entity, id, i));
        map.insert(rule.path_field.into(), json!(url));
    }
    Value::Object(map)
}

/// List shape: id, fields (renamed where the entity says so), isActive, image URL.
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
    let url = record.image.as_ref().map(|i| upload_url(entity, id, i));
    if let Some(rule) = &entity.image {
        map.insert(rule.path_field.into(), json!(url));
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
