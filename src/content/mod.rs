//! The eleven content entities: fields, checks and images, described as data.
//! SKELETON (owner: server-core helper): the signatures below are the contract other modules use.
use std::sync::Arc;

use crate::store::Store;

#[derive(Debug, thiserror::Error)]
pub enum ContentError {
    #[error("{0}")]
    Invalid(String),
}

pub struct Content {
    _store: Arc<Store>,
}

impl Content {
    pub fn new(store: Arc<Store>) -> Result<Content, ContentError> {
        Ok(Content { _store: store })
    }

    /// True when no entity has any record (administrators do not count).
    pub fn is_empty(&self) -> Result<bool, ContentError> {
        todo!("server-core helper")
    }

    /// Creates one record, as `manage` would with a null id, through the same checks.
    /// `entity` is the entity's key: banner, imageGallery, announce, announceNotice, council,
    /// features, latestNews, videoGallery, strongFuture, generalSetting, introduction.
    /// `fields` is the JSON object of SPEC.md §3 field names (no id; isActive optional, default true).
    pub fn create(
        &self,
        _entity: &str,
        _fields: serde_json::Value,
        _image: Option<Vec<u8>>,
    ) -> Result<u64, ContentError> {
        todo!("server-core helper")
    }
}
