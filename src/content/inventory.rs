//! A read-only view of every stored item, for checks that look across the content (the site
//! health report, docs/health.md): the text fields as stored, whether an image or a file is
//! there, and when the item was last saved. Nothing here writes.
use std::collections::BTreeMap;

use super::entities::Entity;
use super::{Content, ContentError, Envelope, Status};
use crate::store::FileMeta;

/// One stored item as the checks see it.
#[derive(Debug, Clone)]
pub struct Item {
    pub id: u64,
    /// Shown to visitors when published (an inactive item is hidden).
    pub active: bool,
    pub status: Status,
    /// A version was published (an item in review may have one).
    pub live: bool,
    /// The text fields, with the schedule and validity as the API writes them (`showFrom`,
    /// `showUntil`, `validUntil`) when they are set.
    pub fields: BTreeMap<String, String>,
    pub has_image: bool,
    /// When the item was last saved (ms since 1970); 0 when the release that stored it kept
    /// no such time.
    pub saved_at_ms: u64,
    /// The stored file of an entity with a file rule.
    pub file: Option<FileMeta>,
}

impl Item {
    /// The text of `field`, empty when the item has none.
    pub fn text(&self, field: &str) -> &str {
        self.fields.get(field).map(String::as_str).unwrap_or("")
    }

    /// Visitors can see it: active, published once, and not archived.
    pub fn is_public(&self) -> bool {
        self.active && self.live && self.status != Status::Archived
    }
}

impl Content {
    /// Every item of `entity`, ids ascending.
    pub fn inventory(&self, entity: &'static Entity) -> Result<Vec<Item>, ContentError> {
        let records: Vec<(u64, Envelope)> = self.store.list(entity.key)?;
        let ids: Vec<u64> = records.iter().map(|(id, _)| *id).collect();
        let files = if entity.file.is_some() {
            self.store.file_metas(entity.key, &ids)?
        } else {
            vec![None; ids.len()]
        };
        Ok(records
            .into_iter()
            .zip(files)
            .map(|((id, record), file)| Item {
                id,
                active: record.active,
                status: record.state.status(),
                live: record.state.live(),
                has_image: record.image.is_some(),
                fields: {
                    let mut fields = record.fields;
                    let texts = record.placement.texts();
                    fields.extend(
                        texts
                            .into_iter()
                            .filter(|(_, t)| !t.is_empty())
                            .map(|(n, t)| (n.to_string(), t)),
                    );
                    fields
                },
                saved_at_ms: record.state.saved_at_ms(),
                file,
            })
            .collect())
    }

    /// The whole stored file of (entity, id) as `meta` names it; `None` once it was replaced
    /// or when a chunk is missing.
    pub fn file_bytes(
        &self,
        entity: &'static Entity,
        id: u64,
        meta: &FileMeta,
    ) -> Result<Option<Vec<u8>>, ContentError> {
        let mut bytes = Vec::with_capacity(usize::try_from(meta.size).unwrap_or(0));
        let mut n = 0u32;
        while (bytes.len() as u64) < meta.size {
            match self.store.file_chunk(entity.key, id, meta.tag, n)? {
                Some(chunk) if !chunk.is_empty() => bytes.extend_from_slice(&chunk),
                _ => return Ok(None),
            }
            n += 1;
        }
        Ok(Some(bytes))
    }
}
