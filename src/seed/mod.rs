//! Bilingual starter content for a new, empty database.
//!
//! The records are `content.json` and the images beside it in `images/`, embedded in the
//! binary. They go in through `Content::create`, the path an administrator's `manage` call
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
pub const ADDED_LATER: &[&str] = &["page", "official"];

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
        let never = content.never_had(entity).map_err(|e| SeedError::Refused {
            entity: entity.to_string(),
            number: 0,
            reason: e.to_string(),
        })?;
        if !never {
            continue;
        }
        for record in starter()?.into_iter().filter(|r| r.entity == entity) {
            content
                .create(record.entity, record.fields, record.image)
                .map_err(|e| SeedError::Refused {
                    entity: record.entity.to_string(),
                    number: record.number,
                    reason: e.to_string(),
                })?;
            added += 1;
        }
    }
    Ok(added)
}

#[cfg(test)]
mod tests;
