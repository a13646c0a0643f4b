//! Bilingual starter content for a new, empty database.
//!
//! The records are `content.json` and the images beside it in `images/`, embedded in the
//! binary. They go in through `Records::create` (`content.records()`), the path an administrator's `manage` call
//! takes, so starter content meets the same checks as anything typed in the back office.
use rust_embed::RustEmbed;
use serde::Deserialize;

use crate::content::Content;

/// The entity keys, in the entity table's order (the order their records are created). Within
/// an entity, records keep the order of the file, so the first of each kind is what the site
/// shows first.
fn entity_keys() -> impl Iterator<Item = &'static str> {
    crate::content::entities::ENTITIES.iter().map(|e| e.key)
}

/// Entities added after the first release, with starter records a database written before
/// them receives once (see [`seed_added`]).
pub const ADDED_LATER: &[&str] = &[
    crate::entities::keys::PAGES,
    crate::entities::keys::OFFICIALS,
];

/// The starter records. A tree without this file does not compile.
const CONTENT: &[u8] = include_bytes!("content.json");

/// The starter images, and nothing else of `src/seed/` (not this source file, not the script
/// that draws the images): the folder is `images/` itself. rust-embed's `include` patterns
/// would need its `include-exclude` feature.
#[derive(RustEmbed)]
#[folder = "src/seed/images/"]
struct Images;

#[derive(Debug, thiserror::Error)]
pub enum SeedError {
    #[error("the starter content is malformed: {0}")]
    Malformed(String),
    #[error("reading or writing whether the database took starter content failed: {0}")]
    Store(#[from] crate::store::StoreError),
    #[error("starter content: {entity} record {number} was refused: {reason}")]
    Refused {
        entity: String,
        number: usize,
        reason: String,
    },
}

/// The sample PDFs of the starter documents, written by `make_documents.py` (small, and
/// titled as samples in the files and in `content.json`).
#[derive(RustEmbed)]
#[folder = "src/seed/documents/"]
struct Documents;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Item {
    fields: serde_json::Map<String, serde_json::Value>,
    #[serde(default)]
    image: Option<String>,
    /// A file of `documents/` (entities that carry files).
    #[serde(default)]
    file: Option<String>,
}

/// One record ready to be created.
#[derive(Debug)]
pub struct StarterRecord {
    pub entity: &'static str,
    /// 1-based position within its entity, for messages.
    pub number: usize,
    pub fields: serde_json::Value,
    pub image: Option<Vec<u8>>,
}

/// Reads and checks the embedded starter content, images resolved.
pub fn starter() -> Result<Vec<StarterRecord>, SeedError> {
    let mut by_entity: serde_json::Map<String, serde_json::Value> =
        serde_json::from_slice(CONTENT).map_err(|e| SeedError::Malformed(e.to_string()))?;
    if let Some(unknown) = by_entity
        .keys()
        .find(|k| !entity_keys().any(|e| e == k.as_str()))
    {
        return Err(SeedError::Malformed(format!(
            "unknown entity {unknown:?}; expected one of {}",
            entity_keys().collect::<Vec<_>>().join(", ")
        )));
    }
    let mut records = Vec::new();
    for entity in entity_keys() {
        let Some(items) = by_entity.remove(entity) else {
            continue;
        };
        let items: Vec<Item> = serde_json::from_value(items)
            .map_err(|e| SeedError::Malformed(format!("{entity}: {e}")))?;
        for (index, item) in items.into_iter().enumerate() {
            let image = match (&item.image, &item.file) {
                (_, Some(name)) => Some(
                    Documents::get(name)
                        .ok_or_else(|| {
                            SeedError::Malformed(format!(
                                "{entity} record {}: no file documents/{name}",
                                index + 1
                            ))
                        })?
                        .data
                        .into_owned(),
                ),
                (Some(name), None) => Some(
                    Images::get(name)
                        .ok_or_else(|| {
                            SeedError::Malformed(format!(
                                "{entity} record {}: no image images/{name}",
                                index + 1
                            ))
                        })?
                        .data
                        .into_owned(),
                ),
                (None, None) => None,
            };
            records.push(StarterRecord {
                entity,
                number: index + 1,
                fields: serde_json::Value::Object(item.fields),
                image,
            });
        }
    }
    Ok(records)
}

/// Creates every starter record; returns how many. Call only on an empty database.
pub fn seed(content: &Content) -> Result<usize, SeedError> {
    create(content, starter()?)
}

fn create(content: &Content, records: Vec<StarterRecord>) -> Result<usize, SeedError> {
    let count = records.len();
    for record in records {
        content
            .records()
            .create(record.entity, record.fields, record.image)
            .map_err(|e| SeedError::Refused {
                entity: record.entity.to_string(),
                number: record.number,
                reason: e.to_string(),
            })?;
    }
    Ok(count)
}

/// Gives a database from an older release the starter records of entities it never had
/// (the policy and help pages, the who-is-who officials): only entities whose first id was never given, so a page the
/// council made, edited or deactivated is never touched and nothing is added twice. Returns
/// how many records were added.
pub fn seed_added(content: &Content) -> Result<usize, SeedError> {
    let mut added = 0;
    for &entity in ADDED_LATER {
        let never = content
            .records()
            .never_had(entity)
            .map_err(|e| SeedError::Refused {
                entity: entity.to_string(),
                number: 0,
                reason: e.to_string(),
            })?;
        if !never {
            continue;
        }
        let records = starter()?
            .into_iter()
            .filter(|r| r.entity == entity)
            .collect();
        added += create(content, records)?;
    }
    Ok(added)
}

/// Whether this database took the starter content when it was new: `seeded` or `declined`
/// (`--no-seed`). Databases of releases before this table have no row.
const STARTER: redb::TableDefinition<&str, &[u8]> = redb::TableDefinition::new("starter");
const STARTER_ROW: &str = "starter";

/// What a database's first start chose about starter content, if it says.
pub fn chosen(content: &Content) -> Result<Option<bool>, SeedError> {
    use redb::ReadableDatabase as _;
    let store = content.store();
    let txn = store
        .database()
        .begin_read()
        .map_err(crate::store::StoreError::other)?;
    let table = match txn.open_table(STARTER) {
        Ok(table) => table,
        Err(redb::TableError::TableDoesNotExist(_)) => return Ok(None),
        Err(e) => return Err(crate::store::StoreError::other(e).into()),
    };
    let row = table
        .get(STARTER_ROW)
        .map_err(crate::store::StoreError::other)?;
    Ok(row.map(|v| v.value() == b"seeded"))
}

/// Records that this database took (or declined) the starter content.
pub fn choose(content: &Content, seeded: bool) -> Result<(), SeedError> {
    content.store().write(|tx| {
        let mut table = tx
            .txn()
            .open_table(STARTER)
            .map_err(crate::store::StoreError::other)?;
        table
            .insert(
                STARTER_ROW,
                if seeded { &b"seeded"[..] } else { b"declined" },
            )
            .map_err(crate::store::StoreError::other)?;
        Ok::<(), SeedError>(())
    })
}

/// Whether a database that does not say what it chose took the starter content: one of the
/// starter records it would have (of the content types every release had) is there unchanged.
/// A council that started with `--no-seed` has none of them.
pub fn looks_seeded(content: &Content) -> Result<bool, SeedError> {
    let mut numbers = std::collections::HashMap::new();
    for record in starter()?
        .into_iter()
        .filter(|r| !ADDED_LATER.contains(&r.entity))
    {
        let Some(entity) = crate::content::entities::by_key(record.entity) else {
            continue;
        };
        let n = numbers.entry(record.entity).or_insert(0u64);
        *n += 1;
        let Ok(stored) = content.records().get(entity, *n) else {
            continue;
        };
        let Some(fields) = record.fields.as_object() else {
            continue;
        };
        let same = fields
            .iter()
            .filter(|(_, v)| v.is_string())
            .all(|(k, v)| stored.get(k) == Some(v));
        if same
            && fields
                .values()
                .any(|v| v.as_str().is_some_and(|s| !s.is_empty()))
        {
            return Ok(true);
        }
    }
    Ok(false)
}

/// At start (docs/operations.md): starter content goes only into a new, empty database, and
/// the content types a later release added only into a database that took the starter
/// content. Returns how many records were added.
pub fn at_start(content: &Content, wanted: bool) -> Result<Start, SeedError> {
    let chosen = chosen(content)?;
    let empty = content.is_empty().map_err(|e| SeedError::Refused {
        entity: String::new(),
        number: 0,
        reason: e.to_string(),
    })?;
    match chosen {
        None if empty => {
            let created = if wanted { seed(content)? } else { 0 };
            choose(content, wanted)?;
            Ok(Start::New(created))
        }
        Some(true) => Ok(Start::Added(seed_added(content)?)),
        None if looks_seeded(content)? => {
            choose(content, true)?;
            Ok(Start::Added(seed_added(content)?))
        }
        None => {
            choose(content, false)?;
            Ok(Start::Added(0))
        }
        Some(false) => Ok(Start::Added(0)),
    }
}

/// What [`at_start`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Start {
    /// A new database, with this many starter records (0: `--no-seed`).
    New(usize),
    /// An existing one, given this many records of content types new in this release.
    Added(usize),
}

#[cfg(test)]
mod tests;
