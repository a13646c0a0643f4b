//! What `/audit/list` answers: the envelope with the total beside it, each entry typed, so
//! that the handler writes what the document says (docs/architecture.md).
use poem_openapi::Object;
use serde::{Deserialize, Serialize};

use crate::audit::{Change, Entry};

/// A page of the audit trail: the envelope, with the total beside it.
#[derive(Serialize, Deserialize, Object)]
#[oai(rename = "AuditPage")]
pub struct AuditPage {
    pub outcome: bool,
    pub message: String,
    /// The page's entries, newest first.
    pub data: Vec<AuditEntry>,
    /// How many entries the filters pass.
    pub total: u64,
}

/// One entry of the audit trail.
#[derive(Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct AuditEntry {
    audit_id: u64,
    /// RFC 3339, UTC.
    at: String,
    /// Who: an e-mail, or terminal.
    admin: String,
    /// What they did (created, updated, approved, signed in…).
    action: String,
    /// The content type (e.g. banner) or thing (session, admin, database).
    entity: String,
    #[oai(nullable)]
    record_id: Option<u64>,
    changes: Vec<AuditChange>,
    /// The address the request came from.
    #[oai(nullable)]
    address: Option<String>,
    /// The actor's role; null for entries from before roles.
    #[oai(nullable)]
    role: Option<String>,
    /// Who wrote what an approval approved.
    #[oai(nullable)]
    author: Option<String>,
}

/// One changed field: its text before and after (null where there was none). Images and
/// files appear as their hash.
#[derive(Serialize, Deserialize, Object)]
pub struct AuditChange {
    field: String,
    #[oai(nullable)]
    before: Option<String>,
    #[oai(nullable)]
    after: Option<String>,
}

impl From<Change> for AuditChange {
    fn from(c: Change) -> Self {
        AuditChange {
            field: c.field,
            before: c.before,
            after: c.after,
        }
    }
}

impl From<Entry> for AuditEntry {
    fn from(e: Entry) -> Self {
        AuditEntry {
            audit_id: e.audit_id,
            at: e.at,
            admin: e.admin,
            action: e.action,
            entity: e.entity,
            record_id: e.record_id,
            changes: e.changes.into_iter().map(AuditChange::from).collect(),
            address: e.address,
            role: e.role,
            author: e.author,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The answer's entry serialises exactly as the audit trail's own entry does.
    #[test]
    fn an_entry_keeps_its_wire_shape() {
        let entry = Entry {
            audit_id: 7,
            at: "2026-11-23T13:15:00Z".into(),
            admin: "admin@oshec.example.org".into(),
            action: "updated".into(),
            entity: "banner".into(),
            record_id: Some(3),
            changes: vec![Change::new("title", Some("Old"), None)],
            address: None,
            role: Some("administrator".into()),
            author: None,
        };
        let before = serde_json::to_value(&entry).ok();
        let after = serde_json::to_value(AuditEntry::from(entry)).ok();
        assert!(before.is_some());
        assert_eq!(before, after);
    }
}
