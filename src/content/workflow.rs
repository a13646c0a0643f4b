//! The workflow half of each item's envelope (docs/workflow.md): its status and revision,
//! who created and last changed it, the draft waiting beside a published item; and every
//! revision as it was. The state is a part of the envelope, in the item's one row
//! (`Envelope::state`); revisions, a pending version's upload and replaced images are kept in
//! tables of their own, keyed like the items. A database of a release that kept the states
//! apart is converted once, at its first start (`upgrade.rs`).
//!
//! Every transition writes the record (when it changes), its audit entry, the revision and the
//! state in one transaction: [`super::records::Records::save`]'s hook, or a transaction of its own here.
use std::collections::{BTreeMap, HashSet};

use base64::Engine as _;
use redb::TableDefinition;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use super::placement::{self, Placement};
use super::{Content, ContentError, Envelope, entities, not_found, parse_input, run_checks};
use crate::audit::{self, Actor, Change};
use crate::clock;
use crate::content::entities::Entity;
use crate::mail;
use crate::store::{FileMeta, StoreError, WriteTx, decode, encode};

/// Drafts, review, revisions, archive and queues, as a service borrowed from the content
/// (`Content::workflow`).
pub struct Workflow<'a> {
    content: &'a Content,
}

impl Content {
    /// The workflow: drafts, review, revisions, the archive, queues and previews.
    pub fn workflow(&self) -> Workflow<'_> {
        Workflow { content: self }
    }
}

mod keep;
mod preview;
mod queue;
mod review;
mod revisions;

pub use keep::{Freed, purge_revisions};
use keep::{decode_revision, prune_item};
pub(super) use keep::{decode_revision_as, encode_revision};
use queue::notice_item;
mod manage;
mod steps;
use manage::*;
use steps::*;

/// Revisions by (entity key, record id, revision number from 1).
pub(super) const REVISIONS: TableDefinition<(&str, u64, u64), &[u8]> =
    TableDefinition::new("workflow_revisions");
/// The image or file a draft of a published item carries, until it is approved.
const PENDING_UPLOADS: TableDefinition<(&str, u64), &[u8]> =
    TableDefinition::new("workflow_pending_uploads");

/// Images an item had before a new one replaced them, by (entity key, record id, the image's
/// hash as a number), so restoring a revision brings its image back.
const KEPT_IMAGES: TableDefinition<(&str, u64, u64), &[u8]> =
    TableDefinition::new("workflow_kept_images");

/// The file a document had at each revision, by (entity key, record id, revision): its chunks
/// stay stored when a new file replaces it, so a restore can name it again.
const REVISION_FILES: TableDefinition<(&str, u64, u64), &[u8]> =
    TableDefinition::new("workflow_revision_files");

/// Longest comment kept on a returned item.
const MAX_COMMENT_CHARS: usize = 2_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    Draft,
    Review,
    Published,
    Archived,
}

impl Status {
    /// The status in a message: its wire name in English, its name in Odia.
    pub fn label(self) -> (&'static str, &'static str) {
        let od = match self {
            Status::Draft => "ଡ୍ରାଫ୍ଟ",
            Status::Review => "ସମୀକ୍ଷା",
            Status::Published => "ପ୍ରକାଶିତ",
            Status::Archived => "ଅଭିଲେଖ",
        };
        (self.as_str(), od)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Draft => "draft",
            Status::Review => "review",
            Status::Published => "published",
            Status::Archived => "archived",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        [
            Status::Draft,
            Status::Review,
            Status::Published,
            Status::Archived,
        ]
        .into_iter()
        .find(|s| s.as_str() == text)
    }
}

/// Who may do what with content: approvers and administrators publish; contributors draft;
/// with `review_all` (docs/workflow.md) approvers and administrators propose: their changes
/// wait for another's approval as a contributor's do, and they may take over a draft.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Authority {
    Publishes,
    Drafts,
    Proposes,
}

impl Authority {
    /// The authority of a caller who moderates (an approver or administrator) or not, under
    /// the `review_all` setting: the one answer to "does this save publish?".
    pub fn of(moderates: bool, review_all: bool) -> Authority {
        match (moderates, review_all) {
            (false, _) => Authority::Drafts,
            (true, false) => Authority::Publishes,
            (true, true) => Authority::Proposes,
        }
    }

    /// A save is published at once (else it is a draft or a pending version).
    pub fn publishes(self) -> bool {
        self == Authority::Publishes
    }

    /// May act on other officials' drafts: submit them, take them over.
    pub fn moderates(self) -> bool {
        self != Authority::Drafts
    }
}

/// A draft of a published item, waiting while the published version stays live.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub(super) struct Pending {
    pub(super) fields: BTreeMap<String, String>,
    pub(super) active: Option<bool>,
    /// An image or file waits in [`PENDING_UPLOADS`].
    pub(super) upload: bool,
    /// Its position (the live version's), schedule and validity.
    pub(super) placement: Placement,
}

/// An item's pending version, and the image or file that waits with it.
pub(super) type PendingVersion = (Envelope, Option<Vec<u8>>);

/// A record's workflow state (bincode: fields are only ever appended in a new table).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct State {
    pub(super) status: Status,
    pub(super) revision: u64,
    /// A version is public (or was, for an archived item): false for a new item until its
    /// first approval.
    pub(super) live: bool,
    /// Who wrote the newest draft.
    pub(super) author: String,
    pub(super) submitted_by: Option<String>,
    pub(super) submitted_at_ms: Option<u64>,
    /// Why it was returned, for its author.
    pub(super) comment: Option<String>,
    pub(super) pending: Option<Pending>,
    pub(super) created_by: String,
    pub(super) created_at_ms: u64,
    pub(super) updated_by: String,
    pub(super) updated_at_ms: u64,
}

impl State {
    /// When the item was last saved (ms since 1970); 0 for records from before the workflow.
    pub(super) fn saved_at_ms(&self) -> u64 {
        self.updated_at_ms.max(self.created_at_ms)
    }

    pub(super) fn status(&self) -> Status {
        self.status
    }

    pub(super) fn live(&self) -> bool {
        self.live
    }

    /// What the gate to the public reads of this state.
    pub(super) fn approval(&self) -> super::gate::Approval {
        super::gate::Approval {
            live: self.live,
            archived: self.status == Status::Archived,
        }
    }
}

impl Default for State {
    /// A record from before the workflow: published, nothing pending, nobody named.
    fn default() -> State {
        State {
            status: Status::Published,
            revision: 0,
            live: true,
            author: String::new(),
            submitted_by: None,
            submitted_at_ms: None,
            comment: None,
            pending: None,
            created_by: String::new(),
            created_at_ms: 0,
            updated_by: String::new(),
            updated_at_ms: 0,
        }
    }
}

/// One revision: who did what, when, and the content as it then was.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub(super) struct Revision {
    pub(super) at_ms: u64,
    pub(super) by: String,
    pub(super) role: Option<String>,
    pub(super) action: String,
    pub(super) status: Status,
    pub(super) comment: Option<String>,
    pub(super) active: bool,
    pub(super) fields: BTreeMap<String, String>,
    /// The hash of the image or file this revision carried.
    pub(super) upload: Option<String>,
    /// Its position, schedule and validity, so a restore brings the schedule and validity back.
    pub(super) placement: Placement,
}

/// Creates the workflow tables, so read transactions can open them on a new file.
pub(super) fn create_tables(store: &crate::store::Store) -> Result<(), StoreError> {
    store.declare(&[&REVISIONS, &PENDING_UPLOADS, &KEPT_IMAGES, &REVISION_FILES])
}

/// An item awaiting review, for the queue.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct QueueItem {
    pub entity: &'static str,
    pub id: u64,
    pub title: String,
    /// The Odia title: the first Odia field with text (empty when none has).
    pub title_od: String,
    pub status: &'static str,
    pub submitted_by: Option<String>,
    pub submitted_at: Option<String>,
    pub author: String,
    pub comment: Option<String>,
    pub updated_at: Option<String>,
    /// A published version stays live while this waits.
    pub live: bool,
}

/// The Odia title of a record for lists of work and mails: its first `…Od` field with text.
pub(super) fn title_od_of(entity: &Entity, fields: &BTreeMap<String, String>) -> String {
    entity
        .field_names()
        .filter(|f| f.ends_with("Od"))
        .filter_map(|f| fields.get(f))
        .find(|v| !v.is_empty())
        .map(|v| v.chars().take(120).collect())
        .unwrap_or_default()
}

/// The title of a record for lists of work: its first English field that has text.
fn title_of(entity: &Entity, fields: &BTreeMap<String, String>) -> String {
    entity
        .field_names()
        .filter(|f| f.ends_with("En"))
        .chain(entity.field_names())
        .filter_map(|f| fields.get(f))
        .find(|v| !v.is_empty())
        .map(|v| v.chars().take(120).collect())
        .unwrap_or_default()
}
