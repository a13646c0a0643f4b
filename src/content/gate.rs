//! The one gate to the public (docs/workflow.md, "The gate"): whether a visitor may see an
//! item. Every public surface asks it, through the list index and the search index (which
//! hold its verdict for each item, with the item's schedule), or by calling
//! [`Content::is_public`] (uploaded images and document files, `/audit/latest`).
//!
//! An item is public when a version of it was approved (`live`), that live version is active,
//! it is not archived by hand, and the clock is inside its schedule and validity. The stored
//! record is always the live version (a pending change waits beside it), so nothing pending is
//! ever shown.
use hmac::{KeyInit as _, Mac as _};
use serde_json::Value;

use super::{Content, ContentError, Envelope, entities::Entity, listing};

type HmacSha256 = hmac::Hmac<sha2::Sha256>;

/// How long an official's address of a file that is not public works: long enough to open
/// what a page of the back office shows, short enough that a copied address soon stops.
const GRANT_MINUTES: i64 = 120;

/// Signs the `/uploads/` addresses of files that belong to items visitors may not see, so the
/// back office (which answers them only to signed-in officials) can show and open them while
/// everybody else gets 404. The key is made at each start and never leaves the process: a
/// restart ends every grant, and the back office asks for fresh addresses on its next read.
pub(super) struct Grants {
    key: [u8; 32],
}

impl Default for Grants {
    fn default() -> Grants {
        let mut key = [0u8; 32];
        rand::fill(&mut key[..]);
        Grants { key }
    }
}

impl Grants {
    fn mac(&self, path: &str, until: i64) -> Option<String> {
        let mut mac = HmacSha256::new_from_slice(&self.key).ok()?;
        mac.update(path.as_bytes());
        mac.update(b"\n");
        mac.update(until.to_string().as_bytes());
        Some(
            mac.finalize()
                .into_bytes()
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect(),
        )
    }

    /// `path` with a grant valid from `now` (minutes since the epoch) for [`GRANT_MINUTES`].
    fn sign(&self, path: &str, now: i64) -> String {
        let until = now + GRANT_MINUTES;
        match self.mac(path, until) {
            Some(mac) => format!("{path}?grant={until}.{mac}"),
            None => path.to_string(),
        }
    }

    /// Whether `query` holds a grant for `path` that is still valid at `now`.
    fn allows(&self, path: &str, query: Option<&str>, now: i64) -> bool {
        let Some(grant) = query
            .into_iter()
            .flat_map(|q| q.split('&'))
            .find_map(|pair| pair.strip_prefix("grant="))
        else {
            return false;
        };
        let Some((until, mac)) = grant.split_once('.') else {
            return false;
        };
        let Ok(until) = until.parse::<i64>() else {
            return false;
        };
        let Some(expected) = self.mac(path, until) else {
            return false;
        };
        now <= until && subtle::ConstantTimeEq::ct_eq(expected.as_bytes(), mac.as_bytes()).into()
    }
}

/// Signs, in an official's answer about an item visitors may not see, every address of the
/// item's own uploads (its image, its gallery's image, its file).
fn sign_uploads(grants: &Grants, value: &mut Value, prefix: &str, now: i64) {
    match value {
        Value::String(s) if s.starts_with(prefix) && !s.contains('?') => {
            *s = grants.sign(s, now);
        }
        Value::Array(items) => items
            .iter_mut()
            .for_each(|v| sign_uploads(grants, v, prefix, now)),
        Value::Object(map) => map
            .values_mut()
            .for_each(|v| sign_uploads(grants, v, prefix, now)),
        _ => {}
    }
}

/// What the gate reads of an item's workflow state (`workflow.rs`, `State::approval`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Approval {
    /// A version of the item was approved.
    pub live: bool,
    /// Archived by hand.
    pub archived: bool,
}

/// The part of the verdict that does not depend on the clock: the live version is active and
/// not archived by hand. The indexes keep this, and compare the schedule with the clock.
pub(super) fn shown(record: &Envelope, approval: Approval) -> bool {
    record.active && approval.live && !approval.archived
}

/// The whole verdict at `now` (minutes since the epoch).
pub(super) fn public_at(entity: &Entity, record: &Envelope, approval: Approval, now: i64) -> bool {
    let (from, until) = listing::schedule(entity, &record.placement);
    shown(record, approval) && listing::in_window(from, until, now)
}

impl Content {
    /// The gate's verdict on item `id` of `entity` now; false for an item that does not exist.
    pub fn is_public(&self, entity: &Entity, id: u64) -> Result<bool, ContentError> {
        let Some(record) = self.store.get::<Envelope>(entity.key, id)? else {
            return Ok(false);
        };
        Ok(public_at(
            entity,
            &record,
            record.state.approval(),
            self.listings.now(),
        ))
    }

    /// What the list and search indexes keep of item `id`: [`shown`] of `record`'s version,
    /// read with the state the item has now (a save's answer carries the state from before
    /// its workflow step).
    pub(super) fn shown_now(&self, entity: &Entity, id: u64, record: &Envelope) -> bool {
        match self.workflow().states(entity.key, &[id]) {
            Ok(mut states) => shown(record, states.pop().unwrap_or_default().approval()),
            Err(e) => {
                tracing::error!(entity = entity.key, error = %e, "reading a workflow state failed");
                false
            }
        }
    }

    /// [`shown`] for each of `records` (as [`Content::store`] lists them), in their order.
    pub(super) fn all_shown(&self, records: &[(u64, Envelope)]) -> Vec<bool> {
        records
            .iter()
            .map(|(_, record)| shown(record, record.state.approval()))
            .collect()
    }

    /// Gives an official's answer about item `id` addresses of its uploads that work while
    /// visitors may not see it (see [`Grants`]).
    pub(super) fn grant_uploads(
        &self,
        entity: &Entity,
        id: u64,
        record: &Envelope,
        approval: Approval,
        value: &mut Value,
    ) {
        let now = self.listings.now();
        if !public_at(entity, record, approval, now) {
            let prefix = format!("/uploads/{}/{id}-", entity.key);
            sign_uploads(&self.grants, value, &prefix, now);
        }
    }

    /// Whether a request for the upload at `path` (with its query) may be answered: the item
    /// is public, or the address carries a valid grant.
    pub fn may_serve_upload(
        &self,
        entity: &Entity,
        id: u64,
        path: &str,
        query: Option<&str>,
    ) -> Result<Access, ContentError> {
        if self.is_public(entity, id)? {
            Ok(Access::Public)
        } else if self.grants.allows(path, query, self.listings.now()) {
            Ok(Access::Granted)
        } else {
            Ok(Access::Refused)
        }
    }
}

/// How an upload may be answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// To anyone, cached as the address's bytes never change.
    Public,
    /// To the holder of a grant: kept by no cache.
    Granted,
    /// Not found, as for an address that never existed.
    Refused,
}
