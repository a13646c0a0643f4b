//! The audit trail: who changed what, when, and from where, kept in the same redb file.
//!
//! An entry is appended inside the write transaction of the change it records (callers pass
//! their open transaction to [`append`]), so a change without its entry, or an entry without
//! its change, cannot be committed. Entries are keyed by an increasing number: appending
//! costs the same however long the history is, and the newest are read by a reverse range.
//! Nothing here edits or removes an entry.
use std::net::IpAddr;

use redb::{ReadableDatabase, ReadableTable, ReadableTableMetadata, TableDefinition};
use serde::{Deserialize, Serialize};

use crate::clock;
use crate::store::{Store, StoreError};

/// Entries by their increasing id.
const LOG: TableDefinition<u64, &[u8]> = TableDefinition::new("audit_log");
/// The id of the latest entry about each content record, by (entity key, record id), so a
/// table can show who last changed each of its rows without reading the history.
const LATEST: TableDefinition<(&str, u64), u64> = TableDefinition::new("audit_latest");

/// Who acts when a command is typed on the server's terminal.
pub const TERMINAL: &str = "terminal";
/// Who acts for the server itself (starter content, scheduled backups).
pub const SYSTEM: &str = "system";
/// Longest text kept for a user name typed at sign-in (a failed one can be anything).
const MAX_NAME_CHARS: usize = 254;

/// Who makes a change, and from which client address when it came over the network.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    /// An administrator's e-mail, or [`TERMINAL`] or [`SYSTEM`].
    pub admin: String,
    pub address: Option<IpAddr>,
    /// The account's role when the change was made (`administrator`, `approver`,
    /// `contributor`); none for the terminal, the server itself, and sign-in attempts.
    pub role: Option<&'static str>,
}

impl Actor {
    pub fn admin(email: &str, address: IpAddr) -> Actor {
        Actor {
            admin: email.to_string(),
            address: Some(address),
            role: None,
        }
    }

    /// The same person, acting in `role`.
    pub fn in_role(mut self, role: &'static str) -> Actor {
        self.role = Some(role);
        self
    }

    pub fn terminal() -> Actor {
        Actor {
            admin: TERMINAL.to_string(),
            address: None,
            role: None,
        }
    }

    pub fn system() -> Actor {
        Actor {
            admin: SYSTEM.to_string(),
            address: None,
            role: None,
        }
    }
}

/// One changed field: its text before and after (`None` where there was none). Images and
/// files appear as their hash.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Change {
    pub field: String,
    pub before: Option<String>,
    pub after: Option<String>,
}

impl Change {
    pub fn new(field: &str, before: Option<&str>, after: Option<&str>) -> Change {
        Change {
            field: field.to_string(),
            before: before.map(str::to_string),
            after: after.map(str::to_string),
        }
    }
}

/// What happened, as stored (bincode, so fields are only ever added at the end in a new
/// table version, never reordered).
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Stored {
    at_ms: u64,
    admin: String,
    action: String,
    entity: String,
    record_id: Option<u64>,
    changes: Vec<Change>,
    address: Option<String>,
}

/// An entry as stored from the release that added roles on: [`Stored`] and the actor's role.
/// Older entries are read as [`Stored`] (bincode has no optional trailing fields).
#[derive(Debug, Clone, Serialize, Deserialize)]
struct StoredWithRole {
    entry: Stored,
    role: Option<String>,
    /// The record's author where the entry is an approval (four eyes: both are named).
    author: Option<String>,
}

/// An entry as read back.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Entry {
    pub audit_id: u64,
    /// RFC 3339, UTC.
    pub at: String,
    pub admin: String,
    pub action: String,
    pub entity: String,
    pub record_id: Option<u64>,
    pub changes: Vec<Change>,
    pub address: Option<String>,
    /// The actor's role, for entries written since roles exist.
    pub role: Option<String>,
    /// Who wrote what an approval approved.
    pub author: Option<String>,
}

/// Creates the audit tables, so read transactions can open them on a new file.
pub fn create_tables(store: &Store) -> Result<(), StoreError> {
    store.declare(&[&LOG, &LATEST])
}

/// Appends an entry to the transaction `txn`; it is kept if and only if `txn` commits.
pub fn append(
    txn: &redb::WriteTransaction,
    actor: &Actor,
    action: &str,
    entity: &str,
    record_id: Option<u64>,
    changes: Vec<Change>,
) -> Result<u64, StoreError> {
    append_with_author(txn, actor, action, entity, record_id, changes, None)
}

/// As [`append`], naming the author of what an approval approved.
pub fn append_with_author(
    txn: &redb::WriteTransaction,
    actor: &Actor,
    action: &str,
    entity: &str,
    record_id: Option<u64>,
    changes: Vec<Change>,
    author: Option<&str>,
) -> Result<u64, StoreError> {
    let admin: String = actor.admin.chars().take(MAX_NAME_CHARS).collect();
    let stored = Stored {
        at_ms: clock::now_ms(),
        admin,
        action: action.to_string(),
        entity: entity.to_string(),
        record_id,
        changes,
        address: actor.address.map(|a| a.to_string()),
    };
    let stored = StoredWithRole {
        entry: stored,
        role: actor.role.map(str::to_string),
        author: author.map(str::to_string),
    };
    let bytes = bincode::serde::encode_to_vec(&stored, bincode::config::standard())
        .map_err(StoreError::other)?;
    let mut log = txn.open_table(LOG).map_err(StoreError::other)?;
    let id = log
        .last()
        .map_err(StoreError::other)?
        .map_or(0, |(k, _)| k.value())
        + 1;
    log.insert(id, bytes.as_slice())
        .map_err(StoreError::other)?;
    if let Some(record_id) = record_id {
        let mut latest = txn.open_table(LATEST).map_err(StoreError::other)?;
        latest
            .insert((entity, record_id), id)
            .map_err(StoreError::other)?;
    }
    Ok(id)
}

fn read(id: u64, bytes: &[u8]) -> Result<Entry, StoreError> {
    let config = bincode::config::standard();
    let (s, role, author) =
        match bincode::serde::decode_from_slice::<StoredWithRole, _>(bytes, config) {
            Ok((s, used)) if used == bytes.len() => (s.entry, s.role, s.author),
            _ => {
                let (s, _): (Stored, usize) =
                    bincode::serde::decode_from_slice(bytes, config).map_err(StoreError::other)?;
                (s, None, None)
            }
        };
    Ok(Entry {
        role,
        author,
        audit_id: id,
        at: clock::rfc3339(s.at_ms),
        admin: s.admin,
        action: s.action,
        entity: s.entity,
        record_id: s.record_id,
        changes: s.changes,
        address: s.address,
    })
}

/// Which entries to list, newest first.
#[derive(Debug, Clone, Default)]
pub struct Query {
    /// From 1.
    pub page: u64,
    pub size: u64,
    pub entity: Option<String>,
    pub admin: Option<String>,
    /// Milliseconds since the epoch, inclusive.
    pub from_ms: Option<u64>,
    pub to_ms: Option<u64>,
    /// Only entries about these entities (an approver reads the trail of content only).
    pub only_entities: Option<Vec<&'static str>>,
}

/// One page of entries, newest first, and how many match in all.
///
/// Without filters this reads only the page. With filters it reads back from the newest
/// entry and stops at `from` (entries are appended in time order), so a filtered count costs
/// the span it covers.
pub fn list(store: &Store, query: &Query) -> Result<(Vec<Entry>, u64), StoreError> {
    let txn = store.database().begin_read().map_err(StoreError::other)?;
    let log = txn.open_table(LOG).map_err(StoreError::other)?;
    let size = query.size.max(1);
    let skip = query.page.max(1).saturating_sub(1).saturating_mul(size);
    let filtered = query.entity.is_some()
        || query.only_entities.is_some()
        || query.admin.is_some()
        || query.from_ms.is_some()
        || query.to_ms.is_some();
    let mut page = Vec::new();
    if !filtered {
        let total = log.len().map_err(StoreError::other)?;
        for row in log
            .iter()
            .map_err(StoreError::other)?
            .rev()
            .skip(usize::try_from(skip).unwrap_or(usize::MAX))
            .take(size as usize)
        {
            let (k, v) = row.map_err(StoreError::other)?;
            page.push(read(k.value(), v.value())?);
        }
        return Ok((page, total));
    }
    let mut total = 0u64;
    for row in log.iter().map_err(StoreError::other)?.rev() {
        let (k, v) = row.map_err(StoreError::other)?;
        let (s, _): (Stored, usize) =
            bincode::serde::decode_from_slice(v.value(), bincode::config::standard())
                .map_err(StoreError::other)?;
        if query.from_ms.is_some_and(|from| s.at_ms < from) {
            break;
        }
        if query.to_ms.is_some_and(|to| s.at_ms > to)
            || query.entity.as_ref().is_some_and(|e| *e != s.entity)
            || query
                .only_entities
                .as_ref()
                .is_some_and(|only| !only.contains(&s.entity.as_str()))
            || query
                .admin
                .as_ref()
                .is_some_and(|a| !a.eq_ignore_ascii_case(&s.admin))
        {
            continue;
        }
        if total >= skip && (page.len() as u64) < size {
            page.push(read(k.value(), v.value())?);
        }
        total += 1;
    }
    Ok((page, total))
}

/// The latest entry about each of these records of `entity`, where there is one.
pub fn latest(store: &Store, entity: &str, ids: &[u64]) -> Result<Vec<(u64, Entry)>, StoreError> {
    let txn = store.database().begin_read().map_err(StoreError::other)?;
    let latest = txn.open_table(LATEST).map_err(StoreError::other)?;
    let log = txn.open_table(LOG).map_err(StoreError::other)?;
    let mut out = Vec::new();
    for &id in ids {
        let Some(audit_id) = latest.get((entity, id)).map_err(StoreError::other)? else {
            continue;
        };
        let audit_id = audit_id.value();
        if let Some(v) = log.get(audit_id).map_err(StoreError::other)? {
            out.push((id, read(audit_id, v.value())?));
        }
    }
    Ok(out)
}

/// Entries in all.
pub fn count(store: &Store) -> Result<u64, StoreError> {
    let txn = store.database().begin_read().map_err(StoreError::other)?;
    let log = txn.open_table(LOG).map_err(StoreError::other)?;
    log.len().map_err(StoreError::other)
}

/// One line for a person at a terminal.
pub fn line(entry: &Entry) -> String {
    let mut text = format!(
        "{} #{} {} {} {}",
        entry.at, entry.audit_id, entry.admin, entry.action, entry.entity
    );
    if let Some(id) = entry.record_id {
        text.push_str(&format!(" {id}"));
    }
    if let Some(address) = &entry.address {
        text.push_str(&format!(" from {address}"));
    }
    for change in &entry.changes {
        let show = |v: &Option<String>| match v {
            Some(v) if v.chars().count() > 60 => {
                format!("{:?}…", v.chars().take(60).collect::<String>())
            }
            Some(v) => format!("{v:?}"),
            None => "-".to_string(),
        };
        text.push_str(&format!(
            "; {}: {} -> {}",
            change.field,
            show(&change.before),
            show(&change.after)
        ));
    }
    text
}
