//! Bilingual starter content for a new, empty database.
//!
//! The records are `content.json` and the images beside it in `images/`, embedded in the
//! binary. They go in through `Content::create`, the path an administrator's `manage` call
//! takes, so starter content meets the same checks as anything typed in the back office.
use rust_embed::RustEmbed;
use serde::Deserialize;

use crate::content::Content;

/// The entity keys, in the order their records are created. Within an entity, records keep
/// the order of the file, so the first of each kind is what the site shows first.
pub const ENTITIES: &[&str] = &[
    "banner",
    "announceNotice",
    "announce",
    "council",
    "features",
    "latestNews",
    "imageGallery",
    "videoGallery",
    "strongFuture",
    "generalSetting",
    "introduction",
    "document",
    "page",
    "official",
];

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
    if let Some(unknown) = by_entity.keys().find(|k| !ENTITIES.contains(&k.as_str())) {
        return Err(SeedError::Malformed(format!(
            "unknown entity {unknown:?}; expected one of {}",
            ENTITIES.join(", ")
        )));
    }
    let mut records = Vec::new();
    for &entity in ENTITIES {
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
mod tests {
    use super::*;

    fn count(records: &[StarterRecord], entity: &str) -> usize {
        records.iter().filter(|r| r.entity == entity).count()
    }

    /// What the first run must show (issue: "First run"): every home section has something.
    #[test]
    fn starter_content_fills_every_section() {
        let records = starter().expect("starter content");
        for (entity, at_least) in [
            ("banner", 1),
            ("announceNotice", 3),
            ("announce", 3),
            ("council", 1),
            ("features", 3),
            ("latestNews", 6),
            ("imageGallery", 6),
            ("videoGallery", 2),
            ("strongFuture", 4),
            ("generalSetting", 1),
            ("introduction", 1),
            ("document", 20),
            ("page", 8),
            ("official", 6),
        ] {
            assert!(
                count(&records, entity) >= at_least,
                "{entity}: {} records, want at least {at_least}",
                count(&records, entity)
            );
        }
    }

    /// Every category of the report pages has sample documents, and every sample PDF is used.
    #[test]
    fn every_category_has_sample_documents() {
        let records = starter().expect("starter content");
        for category in crate::content::entities::DOCUMENT_CATEGORIES {
            let n = records
                .iter()
                .filter(|r| r.entity == "document" && r.fields["category"] == *category)
                .count();
            assert!(n >= 2, "{category}: {n} samples");
        }
        let used = count(&records, "document");
        assert_eq!(
            Documents::iter().count(),
            used,
            "one embedded PDF per record"
        );
        assert!(Documents::get("make_documents.py").is_none());
    }

    /// Only what `starter` reads is in the binary: images, and every one of them used.
    #[test]
    fn only_used_images_are_embedded() {
        let used: Vec<String> = serde_json::from_slice::<serde_json::Value>(CONTENT)
            .expect("content.json")
            .as_object()
            .expect("an object of entities")
            .values()
            .flat_map(|items| items.as_array().cloned().unwrap_or_default())
            .filter_map(|item| item["image"].as_str().map(str::to_string))
            .collect();
        let embedded: Vec<String> = Images::iter().map(|n| n.into_owned()).collect();
        assert!(!embedded.is_empty());
        for name in &embedded {
            assert!(
                name.ends_with(".jpg") || name.ends_with(".png"),
                "{name} should not be embedded"
            );
            assert!(
                used.contains(name),
                "{name} is embedded but no record uses it"
            );
        }
        for name in ["mod.rs", "make_images.py", "content.json", "../mod.rs"] {
            assert!(Images::get(name).is_none(), "{name}");
        }
    }

    #[test]
    fn starter_images_are_jpeg_or_png_and_carry_no_ids() {
        for record in starter().expect("starter content") {
            if record.entity == "document" {
                let pdf = record.image.as_deref().unwrap_or_default();
                assert!(pdf.starts_with(b"%PDF-"), "document {}", record.number);
                assert!(
                    pdf.len() < 16 * 1024,
                    "document {}: a sample is small",
                    record.number
                );
                let title = record.fields["titleEn"].as_str().unwrap_or_default();
                let title_od = record.fields["titleOd"].as_str().unwrap_or_default();
                assert!(title.starts_with("Sample: "), "{title}");
                assert!(title_od.starts_with("ନମୁନା: "), "{title_od}");
            } else if let Some(image) = &record.image {
                let jpeg = image.starts_with(&[0xFF, 0xD8, 0xFF]);
                let png = image.starts_with(b"\x89PNG\r\n\x1a\n");
                assert!(
                    jpeg || png,
                    "{} {}: not JPEG or PNG",
                    record.entity,
                    record.number
                );
                assert!(image.len() <= 5 * 1024 * 1024);
            }
            let id = format!("{}Id", record.entity);
            assert!(
                record
                    .fields
                    .get(&id)
                    .is_none_or(serde_json::Value::is_null),
                "{} {}: starter records get their ids from the server",
                record.entity,
                record.number
            );
        }
    }
}
