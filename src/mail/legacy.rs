//! The queue's notices as the last release wrote them, read once and carried over: their item
//! had no Odia title or kind (the Odia half of such a mail writes the English ones).
use serde::Deserialize;

use super::{Item, Notice, Queued};

#[derive(Deserialize)]
#[cfg_attr(test, derive(serde::Serialize))]
pub(super) struct OldItem {
    pub(super) entity: String,
    pub(super) kind: String,
    pub(super) id: u64,
    pub(super) title: String,
}

/// The variants in the last release's order, so their numbers match.
#[derive(Deserialize)]
#[cfg_attr(test, derive(serde::Serialize))]
pub(super) enum OldNotice {
    Submitted {
        item: OldItem,
        by: String,
    },
    Approved {
        item: OldItem,
        author: String,
        by: String,
    },
    Returned {
        item: OldItem,
        author: String,
        by: String,
        comment: String,
    },
    Expiring {
        item: OldItem,
        days: u64,
        valid_until: String,
    },
    FeedbackReply {
        to: String,
        subject: String,
        reply: String,
    },
    CodeFailed {
        to: String,
        address: String,
        at: String,
    },
}

#[derive(Deserialize)]
#[cfg_attr(test, derive(serde::Serialize))]
pub(super) struct OldQueued {
    pub(super) notice: OldNotice,
    pub(super) attempts: u32,
    pub(super) next_at_ms: u64,
}

impl From<OldItem> for Item {
    fn from(old: OldItem) -> Item {
        Item {
            entity: old.entity,
            kind: old.kind.clone(),
            id: old.id,
            title: old.title.clone(),
            kind_od: old.kind,
            title_od: old.title,
        }
    }
}

impl From<OldQueued> for Queued {
    fn from(old: OldQueued) -> Queued {
        let notice = match old.notice {
            OldNotice::Submitted { item, by } => Notice::Submitted {
                item: item.into(),
                by,
            },
            OldNotice::Approved { item, author, by } => Notice::Approved {
                item: item.into(),
                author,
                by,
            },
            OldNotice::Returned {
                item,
                author,
                by,
                comment,
            } => Notice::Returned {
                item: item.into(),
                author,
                by,
                comment,
            },
            OldNotice::Expiring {
                item,
                days,
                valid_until,
            } => Notice::Expiring {
                item: item.into(),
                days,
                valid_until,
            },
            OldNotice::FeedbackReply { to, subject, reply } => {
                Notice::FeedbackReply { to, subject, reply }
            }
            OldNotice::CodeFailed { to, address, at } => Notice::CodeFailed { to, address, at },
        };
        Queued {
            notice,
            attempts: old.attempts,
            next_at_ms: old.next_at_ms,
        }
    }
}
