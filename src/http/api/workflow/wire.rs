//! What the workflow's calls read and answer (docs/workflow.md): one type per body and per
//! answer, which the handlers read and write and the document describes (`doc.rs`).
use std::collections::BTreeMap;

use poem_openapi::Object;
use poem_openapi::types::Example;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::super::body::{EntityKey, FormFields, Needed};
use super::super::doc::manage_example;
use super::super::error::ApiError;
use crate::content::QueueItem;
use crate::content::entities;

/// The content type the examples name: news, which the starter content holds.
const EXAMPLE_ENTITY: &str = crate::entities::keys::NEWS;

/// `{entity, id}`: the item a step of the workflow moves. A body that is not such JSON is
/// refused as a whole; a missing entity or id, with a message naming it.
#[derive(Deserialize, Object)]
#[oai(rename = "WorkflowStep", example)]
pub struct Step {
    #[serde(default)]
    pub entity: Needed<EntityKey>,
    /// The item's id.
    #[serde(default)]
    #[oai(validator(minimum(value = "0"), maximum(value = "9007199254740991")))]
    pub id: Needed<u64>,
}

/// The first news item of the starter content.
fn first_news() -> Step {
    Step {
        entity: Needed(Some(EntityKey(EXAMPLE_ENTITY.into()))),
        id: Needed(Some(1)),
    }
}

impl Example for Step {
    fn example() -> Self {
        first_news()
    }
}

/// `{entity, id, comment}`: an item returned to its author with the comment they read.
#[derive(Deserialize, Object)]
#[oai(rename = "WorkflowReturn", example)]
pub struct ReturnStep {
    #[serde(flatten)]
    #[oai(flatten)]
    pub step: Step,
    /// What the author should change (the server checks it as the workflow does).
    #[serde(default)]
    #[oai(validator(min_length = 1, max_length = 2000, pattern = r"\S"))]
    pub comment: Needed<String>,
}

impl Example for ReturnStep {
    fn example() -> Self {
        ReturnStep {
            step: first_news(),
            comment: Needed(Some(
                "Please check the Odia title before it is published.".into(),
            )),
        }
    }
}

/// `{entity, id, revision?}`: the revision whose content comes back, or none to publish an
/// archived item again.
#[derive(Deserialize, Object)]
#[oai(rename = "WorkflowRestore", example)]
pub struct RestoreStep {
    #[serde(flatten)]
    #[oai(flatten)]
    pub step: Step,
    /// The revision, from 1 (/workflow/revisions lists them); missing or null restores an
    /// archived item.
    #[serde(default)]
    #[oai(
        nullable,
        validator(minimum(value = "1"), maximum(value = "9007199254740991"))
    )]
    pub revision: Option<u64>,
}

impl Example for RestoreStep {
    fn example() -> Self {
        RestoreStep {
            step: first_news(),
            revision: Some(1),
        }
    }
}

/// `{entity, item}`: a form's fields, as the entity's manage call would take them.
#[derive(Deserialize, Object)]
#[oai(rename = "WorkflowPreviewForm", example)]
pub struct PreviewForm {
    #[serde(default)]
    pub entity: Needed<EntityKey>,
    #[serde(default)]
    pub item: Needed<FormFields>,
}

impl Example for PreviewForm {
    /// A new news item, made of the manage call's own example.
    fn example() -> Self {
        let item = entities::ENTITIES
            .iter()
            .find(|e| e.key == EXAMPLE_ENTITY)
            .map_or(Value::Null, manage_example);
        PreviewForm {
            entity: Needed(Some(EntityKey(EXAMPLE_ENTITY.into()))),
            item: Needed(Some(FormFields(item))),
        }
    }
}

/// An item's fields by name, as the entity's detail (get) call answers them.
pub type Fields = BTreeMap<String, Value>;

/// An item of the queue, or of one's own work.
#[derive(Deserialize, Serialize, Object)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[oai(rename = "WorkflowItem", rename_all = "camelCase")]
pub struct WorkItem {
    entity: String,
    id: u64,
    title: String,
    /// The Odia title: the first Odia field with text (empty when none has).
    title_od: String,
    /// draft, review, published or archived.
    status: String,
    #[oai(nullable)]
    submitted_by: Option<String>,
    /// RFC 3339, UTC.
    #[oai(nullable)]
    submitted_at: Option<String>,
    author: String,
    /// The comment it was last returned with.
    #[oai(nullable)]
    comment: Option<String>,
    /// RFC 3339, UTC.
    #[oai(nullable)]
    updated_at: Option<String>,
    /// A published version stays live while this waits.
    live: bool,
}

impl From<QueueItem> for WorkItem {
    fn from(q: QueueItem) -> Self {
        WorkItem {
            entity: q.entity.to_string(),
            id: q.id,
            title: q.title,
            title_od: q.title_od,
            status: q.status.to_string(),
            submitted_by: q.submitted_by,
            submitted_at: q.submitted_at,
            author: q.author,
            comment: q.comment,
            updated_at: q.updated_at,
            live: q.live,
        }
    }
}

/// One revision of an item, without its content.
#[derive(Deserialize, Serialize, Object)]
#[serde(deny_unknown_fields)]
#[oai(rename = "WorkflowRevisionRow")]
pub struct RevisionRow {
    revision: u64,
    /// RFC 3339, UTC.
    at: String,
    /// Who made it: an e-mail, or terminal.
    by: String,
    /// Their role then; null for revisions from before roles.
    #[oai(nullable)]
    role: Option<String>,
    /// What was done (created, updated, submitted, approved…).
    action: String,
    status: String,
    #[oai(nullable)]
    comment: Option<String>,
}

/// An item as it was at a revision: its fields in the detail shape, with the revision's own.
#[derive(Deserialize, Serialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename = "WorkflowRevision")]
pub struct RevisionItem {
    revision: u64,
    status: String,
    /// RFC 3339, UTC.
    at: String,
    by: String,
    #[oai(nullable)]
    role: Option<String>,
    action: String,
    #[oai(nullable)]
    comment: Option<String>,
    /// The hash of the image or file the revision carried.
    #[oai(nullable)]
    upload: Option<String>,
    /// The entity's fields.
    #[serde(flatten)]
    #[oai(flatten)]
    fields: Fields,
}

/// A published item whose validity ends soon.
#[derive(Deserialize, Serialize, Object)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[oai(rename = "WorkflowExpiring", rename_all = "camelCase")]
pub struct ExpiringItem {
    entity: String,
    id: u64,
    title: String,
    title_od: String,
    /// YYYY-MM-DD, India time.
    valid_until: String,
}

/// An item as the public list will show it, with where it is listed.
#[derive(Deserialize, Serialize, Object)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[oai(rename = "WorkflowPreview", rename_all = "camelCase")]
pub struct Preview {
    entity: String,
    /// 0 for a form of a new item.
    id: u64,
    /// The field of a list item that holds its id.
    id_field: String,
    /// The public list call the item belongs to.
    list_path: String,
    /// The list field naming the item's image; null when the content type has none.
    #[oai(nullable)]
    image_field: Option<String>,
    /// The item in its public list shape.
    item: Fields,
}

/// `value`, which the content layer built as JSON, as the answer's type `T`: what does not
/// fit is the server's fault (500), never a different answer.
pub fn shaped<T: DeserializeOwned>(value: Value) -> Result<T, ApiError> {
    serde_json::from_value(value)
        .map_err(|e| ApiError::Internal(format!("a workflow answer has another shape: {e}")))
}
