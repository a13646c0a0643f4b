//! Visitors' feedback (GIGW §5.1.11): checked, kept in a redb table of its own, read only by
//! administrators. Nothing here is ever part of a public answer.
//!
//! How a message is handled (status, assignee, internal notes, the reply) is kept in a second
//! table beside the messages, so the stored messages keep their encoding (docs/feedback.md).
//! A reply is queued for mail in the same transaction when mail is configured.
pub mod limit;

use crate::messages::{Msg, msg};
use std::collections::BTreeMap;
use std::sync::Arc;

use redb::{ReadableDatabase, ReadableTable, TableDefinition};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use unicode_normalization::UnicodeNormalization as _;

use crate::audit::{self, Actor, Change};
use crate::content::checks::{is_email, is_mobile};
use crate::store::{Store, StoreError};

/// Every message under its id (ids increase: the newest is last).
const MESSAGES: TableDefinition<u64, &[u8]> = TableDefinition::new("feedback_messages");

/// How each message is handled, under the message's id; absent: `new`, nobody, no notes.
const HANDLING: TableDefinition<u64, &[u8]> = TableDefinition::new("feedback_handling");

/// A message's statuses, in the order a message usually goes through them.
pub const STATUSES: [&str; 4] = ["new", "inProgress", "replied", "closed"];

/// The longest note or reply, in characters.
pub const MAX_NOTE_CHARS: usize = 5000;

/// The hidden field people never see and scripts fill in.
pub const HONEYPOT: &str = "website";

/// (field, label, at most characters, required). `phone` has its own rule. The OpenAPI
/// document is written from these.
pub const FIELDS: [(&str, &str, usize, bool); 5] = [
    ("name", "your name", 100, true),
    ("email", "your e-mail address", 254, true),
    ("phone", "your phone number", 10, false),
    ("subject", "a subject", 200, true),
    ("message", "your message", 5000, true),
];

/// Columns of the CSV export, in order.
const CSV_HEADER: [&str; 8] = [
    "id", "received", "read", "name", "email", "phone", "subject", "message",
];

#[derive(Debug, thiserror::Error)]
pub enum FeedbackError {
    #[error("{0}")]
    Invalid(Msg),
    #[error("{0}")]
    NotFound(Msg),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A feedback field's label in Odia, for its messages.
fn label_od(name: &str) -> &'static str {
    match name {
        "name" => "ଆପଣଙ୍କ ନାମ",
        "email" => "ଆପଣଙ୍କ ଇମେଲ୍ ଠିକଣା",
        "phone" => "ଆପଣଙ୍କ ଫୋନ୍ ନମ୍ବର",
        "subject" => "ଏକ ବିଷୟ",
        "message" => "ଆପଣଙ୍କ ବାର୍ତ୍ତା",
        "note" => "ଟିପ୍ପଣୀ",
        "reply" => "ଉତ୍ତର",
        _ => "ଏହି ଘର",
    }
}

fn store_error(e: impl std::fmt::Display) -> FeedbackError {
    FeedbackError::Store(StoreError::Other(e.to_string()))
}

/// What is kept per message. Text by field name, so a field added later reads as empty in
/// older messages.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Stored {
    /// Seconds since 1970, UTC.
    received: u64,
    read: bool,
    fields: BTreeMap<String, String>,
}

/// How a message is handled. Stored (bincode, positional): fields are never added here; a
/// later need gets a table of its own.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
struct Handling {
    status: String,
    /// `adminId` of the approver or administrator it is assigned to.
    assignee: Option<u64>,
    notes: Vec<Note>,
    reply: Option<Reply>,
}

/// An internal note: seen in the back office only.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Note {
    /// Seconds since 1970, UTC.
    at: u64,
    by: String,
    text: String,
}

/// The reply to the visitor.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Reply {
    /// Seconds since 1970, UTC.
    at: u64,
    by: String,
    text: String,
    /// Queued for mail to the visitor (mail configured); otherwise only kept.
    mailed: bool,
}

impl Handling {
    fn status(&self) -> &str {
        if self.status.is_empty() {
            "new"
        } else {
            &self.status
        }
    }
}

/// A change to how a message is handled; `None` leaves that part as it is.
#[derive(Debug, Default)]
pub struct Update {
    pub status: Option<String>,
    /// `Some(None)` unassigns.
    pub assignee: Option<Option<u64>>,
    pub note: Option<String>,
    pub reply: Option<String>,
}

impl Update {
    /// Checks the optional parts of `POST /feedback/update` (all but `feedbackId`, which the
    /// caller reads), each as the caller read it from the JSON (a value of another type is the
    /// caller's refusal): the status must be one of [`STATUSES`], the note and the reply text
    /// of at most [`MAX_NOTE_CHARS`] that is not only white space. `assignee` is only carried
    /// here (`Some(None)` unassigns); whether it names an approver or an administrator is for
    /// the caller, who knows the accounts.
    pub fn check(
        status: Option<String>,
        assignee: Option<Option<u64>>,
        note: Option<String>,
        reply: Option<String>,
    ) -> Result<Update, FeedbackError> {
        if let Some(s) = &status
            && !STATUSES.contains(&s.as_str())
        {
            return Err(FeedbackError::Invalid(msg!("feedback-status")));
        }
        let text = |name: &str, label: &str, sent: Option<String>| {
            let Some(s) = sent else {
                return Ok(None);
            };
            if s.chars().count() > MAX_NOTE_CHARS {
                return Err(FeedbackError::Invalid(msg!(
                    "feedback-note-too-long",
                    label = (label, label_od(name)),
                    n = MAX_NOTE_CHARS
                )));
            }
            let clean: String = crate::content::checks::clean_text(name, &s)
                .map_err(|_| FeedbackError::Invalid(msg!("unwanted-character", field = name)))?
                .trim()
                .nfc()
                .collect();
            if clean.is_empty() {
                return Err(FeedbackError::Invalid(msg!(
                    "feedback-note-empty",
                    label = (label, label_od(name))
                )));
            }
            Ok(Some(clean))
        };
        Ok(Update {
            status,
            assignee,
            note: text("note", "note", note)?,
            reply: text("reply", "reply", reply)?,
        })
    }
}

/// The inbox's filters (`/feedback/list?status=&assigneeId=`).
#[derive(Debug, Default, Clone)]
pub struct InboxFilter {
    pub status: Option<String>,
    pub assignee: Option<u64>,
}

/// A submission that passed every check.
#[derive(Debug)]
pub struct Submission {
    fields: BTreeMap<String, String>,
    /// The honeypot was filled: answer as if accepted, keep nothing.
    pub is_bot: bool,
}

impl Submission {
    /// Checks a submitted JSON object: required fields, lengths (of the text as sent, which is
    /// what the form's `maxlength` counts), the e-mail pattern and a ten-digit phone when one
    /// is given. The first failure is the answer.
    pub fn parse(body: &Value) -> Result<Submission, FeedbackError> {
        let Value::Object(map) = body else {
            return Err(FeedbackError::Invalid(msg!("feedback-not-object")));
        };
        let text = |name: &str| -> Result<String, FeedbackError> {
            match map.get(name) {
                None | Some(Value::Null) => Ok(String::new()),
                Some(Value::String(s)) => Ok(crate::content::checks::clean_text(name, s)
                    .map_err(|_| FeedbackError::Invalid(msg!("unwanted-character", field = name)))?
                    .trim()
                    .nfc()
                    .collect()),
                Some(_) => Err(FeedbackError::Invalid(msg!("field-not-text", field = name))),
            }
        };
        let sent_chars = |name: &str| {
            map.get(name)
                .and_then(Value::as_str)
                .map_or(0, |s| s.chars().count())
        };
        // The hidden field is only looked at, never kept: anything in it marks a robot.
        let is_bot = match map.get(HONEYPOT) {
            None | Some(Value::Null) => false,
            Some(Value::String(s)) => !s.trim().is_empty(),
            Some(_) => {
                return Err(FeedbackError::Invalid(msg!(
                    "field-not-text",
                    field = HONEYPOT
                )));
            }
        };
        let mut fields = BTreeMap::new();
        for (name, label, max, required) in FIELDS {
            let value = text(name)?;
            if required && value.is_empty() {
                return Err(FeedbackError::Invalid(msg!(
                    "feedback-required",
                    label = (label, label_od(name))
                )));
            }
            if sent_chars(name) > max {
                return Err(FeedbackError::Invalid(msg!(
                    "feedback-too-long",
                    label = (capitalised(label), label_od(name).to_string()),
                    n = max
                )));
            }
            fields.insert(name.to_string(), value);
        }
        let get = |n: &str| fields.get(n).map(String::as_str).unwrap_or("");
        if !is_email(get("email")) {
            return Err(FeedbackError::Invalid(msg!("feedback-email")));
        }
        if !get("phone").is_empty() && !is_mobile(get("phone")) {
            return Err(FeedbackError::Invalid(msg!("feedback-phone")));
        }
        Ok(Submission { fields, is_bot })
    }
}

fn capitalised(label: &str) -> String {
    let mut chars = label.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

pub struct Feedback {
    store: Arc<Store>,
    /// When each account's reading of the inbox was last put in the audit trail.
    listed: std::sync::Mutex<std::collections::HashMap<String, u64>>,
}

/// An account's reading of the inbox is an audit entry at most this often (docs/feedback.md):
/// paging through it, or a dashboard reopened, is one access, not dozens of entries.
const LISTED_EVERY_MS: u64 = 10 * 60 * 1000;

/// One page of the inbox.
pub struct Page {
    pub items: Vec<Value>,
    pub total: u64,
    pub unread: u64,
}

impl Feedback {
    /// The table is created by the first message; until then the inbox reads as empty.
    pub fn new(store: Arc<Store>) -> Feedback {
        Feedback {
            store,
            listed: std::sync::Mutex::new(std::collections::HashMap::new()),
        }
    }

    /// Puts an access to the inbox in the audit trail: `list` (at most once per account in
    /// [`LISTED_EVERY_MS`]) or `export`, with what was asked in `detail`.
    pub fn record_access(
        &self,
        actor: &Actor,
        action: &str,
        detail: Vec<Change>,
    ) -> Result<(), FeedbackError> {
        if action == "list" {
            let now = crate::clock::now_ms();
            let mut listed = self
                .listed
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            let last = listed.get(&actor.admin).copied().unwrap_or(0);
            if now.saturating_sub(last) < LISTED_EVERY_MS {
                return Ok(());
            }
            listed.insert(actor.admin.clone(), now);
        }
        let txn = self.store.database().begin_write().map_err(store_error)?;
        audit::append(&txn, actor, action, "feedback", None, detail).map_err(store_error)?;
        txn.commit().map_err(store_error)?;
        Ok(())
    }

    /// The messages table for reading, `None` while no message was ever kept.
    fn read_table(&self) -> Result<Option<redb::ReadOnlyTable<u64, &'static [u8]>>, FeedbackError> {
        let txn = self.store.database().begin_read().map_err(store_error)?;
        match txn.open_table(MESSAGES) {
            Ok(table) => Ok(Some(table)),
            Err(redb::TableError::TableDoesNotExist(_)) => Ok(None),
            Err(e) => Err(store_error(e)),
        }
    }

    /// Keeps one checked submission, received at `now` (seconds since 1970); answers its id.
    pub fn keep(&self, submission: Submission, now: u64) -> Result<u64, FeedbackError> {
        let stored = Stored {
            received: now,
            read: false,
            fields: submission.fields,
        };
        let bytes = bincode::serde::encode_to_vec(&stored, bincode::config::standard())
            .map_err(store_error)?;
        let txn = self.store.database().begin_write().map_err(store_error)?;
        let id = {
            let mut table = txn.open_table(MESSAGES).map_err(store_error)?;
            let last = table
                .last()
                .map_err(store_error)?
                .map(|(k, _)| k.value())
                .unwrap_or(0);
            table
                .insert(last + 1, bytes.as_slice())
                .map_err(store_error)?;
            last + 1
        };
        txn.commit().map_err(store_error)?;
        Ok(id)
    }

    /// Newest first: page `page` (from 1) of `size` messages that pass `filter`, with the
    /// totals (`total` of those passing, `unread` of all).
    pub fn page(
        &self,
        page: usize,
        size: usize,
        filter: &InboxFilter,
    ) -> Result<Page, FeedbackError> {
        let txn = self.store.database().begin_read().map_err(store_error)?;
        let table = match txn.open_table(MESSAGES) {
            Ok(table) => table,
            Err(redb::TableError::TableDoesNotExist(_)) => {
                return Ok(Page {
                    items: Vec::new(),
                    total: 0,
                    unread: 0,
                });
            }
            Err(e) => return Err(store_error(e)),
        };
        let handling = match txn.open_table(HANDLING) {
            Ok(table) => Some(table),
            Err(redb::TableError::TableDoesNotExist(_)) => None,
            Err(e) => return Err(store_error(e)),
        };
        let skip = page.saturating_sub(1).saturating_mul(size);
        let mut items = Vec::with_capacity(size);
        let mut unread = 0;
        let mut total = 0u64;
        for entry in table.iter().map_err(store_error)?.rev() {
            let (key, value) = entry.map_err(store_error)?;
            let id = key.value();
            let stored = decode(value.value())?;
            if !stored.read {
                unread += 1;
            }
            let handled = match &handling {
                Some(t) => t
                    .get(id)
                    .map_err(store_error)?
                    .map(|v| decode_handling(v.value()))
                    .transpose()?
                    .unwrap_or_default(),
                None => Handling::default(),
            };
            let passes = filter
                .status
                .as_deref()
                .is_none_or(|s| handled.status() == s)
                && filter.assignee.is_none_or(|a| handled.assignee == Some(a));
            if !passes {
                continue;
            }
            if total as usize >= skip && items.len() < size {
                items.push(item(id, &stored, &handled));
            }
            total += 1;
        }
        Ok(Page {
            items,
            total,
            unread,
        })
    }

    /// Changes how message `id` is handled, as `actor`; answers the message as the inbox
    /// shows it. A reply marks it `replied` (unless `status` says otherwise) and read, and with
    /// `mail` it is queued for the visitor in the same transaction. Every change is one audit
    /// entry; an update that changes nothing writes nothing.
    pub fn update(
        &self,
        id: u64,
        update: Update,
        actor: &Actor,
        mail: bool,
        now: u64,
    ) -> Result<Value, FeedbackError> {
        let txn = self.store.database().begin_write().map_err(store_error)?;
        let answer = {
            let mut messages = txn.open_table(MESSAGES).map_err(store_error)?;
            let mut table = txn.open_table(HANDLING).map_err(store_error)?;
            let mut stored = message_in(&messages, id)?;
            let before = table
                .get(id)
                .map_err(store_error)?
                .map(|v| decode_handling(v.value()))
                .transpose()?
                .unwrap_or_default();
            let mut after = before.clone();
            let mut changes = Vec::new();
            if let Some(reply) = &update.reply {
                let email = stored.fields.get("email").cloned().unwrap_or_default();
                if mail {
                    let subject = stored.fields.get("subject").cloned().unwrap_or_default();
                    crate::mail::enqueue(
                        &txn,
                        crate::mail::Notice::FeedbackReply {
                            to: email,
                            subject,
                            reply: reply.clone(),
                        },
                    )
                    .map_err(FeedbackError::Store)?;
                }
                after.reply = Some(Reply {
                    at: now,
                    by: actor.admin.clone(),
                    text: reply.clone(),
                    mailed: mail,
                });
                after.status = "replied".into();
                changes.push(Change::new(
                    "reply",
                    before.reply.as_ref().map(|r| r.text.as_str()),
                    Some(reply),
                ));
                changes.push(Change::new(
                    "replyMailed",
                    None,
                    Some(if mail { "true" } else { "false" }),
                ));
                if !stored.read {
                    stored.read = true;
                    let bytes = bincode::serde::encode_to_vec(&stored, bincode::config::standard())
                        .map_err(store_error)?;
                    messages.insert(id, bytes.as_slice()).map_err(store_error)?;
                    changes.push(Change::new("isRead", Some("false"), Some("true")));
                }
            }
            if let Some(status) = &update.status {
                after.status = status.clone();
            }
            if before.status() != after.status() {
                changes.push(Change::new(
                    "status",
                    Some(before.status()),
                    Some(after.status()),
                ));
            }
            if let Some(assignee) = update.assignee
                && assignee != before.assignee
            {
                after.assignee = assignee;
                changes.push(Change::new(
                    "assigneeId",
                    before.assignee.map(|a| a.to_string()).as_deref(),
                    assignee.map(|a| a.to_string()).as_deref(),
                ));
            }
            if let Some(note) = &update.note {
                after.notes.push(Note {
                    at: now,
                    by: actor.admin.clone(),
                    text: note.clone(),
                });
                changes.push(Change::new("note", None, Some(note)));
            }
            if !changes.is_empty() {
                let bytes = bincode::serde::encode_to_vec(&after, bincode::config::standard())
                    .map_err(store_error)?;
                table.insert(id, bytes.as_slice()).map_err(store_error)?;
                audit::append(&txn, actor, "update", "feedback", Some(id), changes)
                    .map_err(store_error)?;
            }
            item(id, &stored, &after)
        };
        txn.commit().map_err(store_error)?;
        Ok(answer)
    }

    /// Marks one message read or unread; answers the new state. A change is recorded in the
    /// audit trail in the same transaction.
    pub fn set_read(&self, id: u64, read: bool, actor: &Actor) -> Result<bool, FeedbackError> {
        let txn = self.store.database().begin_write().map_err(store_error)?;
        {
            let mut table = txn.open_table(MESSAGES).map_err(store_error)?;
            let mut stored = message_in(&table, id)?;
            if stored.read == read {
                return Ok(read);
            }
            stored.read = read;
            let bytes = bincode::serde::encode_to_vec(&stored, bincode::config::standard())
                .map_err(store_error)?;
            table.insert(id, bytes.as_slice()).map_err(store_error)?;
        }
        let (action, before) = if read {
            ("read", "false")
        } else {
            ("unread", "true")
        };
        let change = Change::new("isRead", Some(before), Some(&read.to_string()));
        audit::append(&txn, actor, action, "feedback", Some(id), vec![change])
            .map_err(store_error)?;
        txn.commit().map_err(store_error)?;
        Ok(read)
    }

    /// Every message, newest first, as CSV (UTF-8 with a byte-order mark so spreadsheet
    /// programs read Odia correctly). Cells that a spreadsheet would run as a formula are
    /// prefixed with an apostrophe.
    pub fn export_csv(&self) -> Result<Vec<u8>, FeedbackError> {
        let mut out = csv::Writer::from_writer("\u{FEFF}".as_bytes().to_vec());
        out.write_record(CSV_HEADER).map_err(store_error)?;
        let Some(table) = self.read_table()? else {
            return out.into_inner().map_err(store_error);
        };
        for entry in table.iter().map_err(store_error)?.rev() {
            let (key, value) = entry.map_err(store_error)?;
            let stored = decode(value.value())?;
            let get = |n: &str| stored.fields.get(n).map(String::as_str).unwrap_or("");
            let row = [
                key.value().to_string(),
                iso_utc(stored.received),
                if stored.read { "yes" } else { "no" }.to_string(),
                inert_cell(get("name")),
                inert_cell(get("email")),
                inert_cell(get("phone")),
                inert_cell(get("subject")),
                inert_cell(get("message")),
            ];
            out.write_record(&row).map_err(store_error)?;
        }
        out.into_inner().map_err(store_error)
    }
}

/// Message `id` as `table` holds it; not found when it holds none.
fn message_in(
    table: &impl ReadableTable<u64, &'static [u8]>,
    id: u64,
) -> Result<Stored, FeedbackError> {
    let current = table
        .get(id)
        .map_err(store_error)?
        .map(|g| decode(g.value()));
    let Some(current) = current else {
        return Err(FeedbackError::NotFound(msg!("feedback-not-found", n = id)));
    };
    current
}

fn decode(bytes: &[u8]) -> Result<Stored, FeedbackError> {
    bincode::serde::decode_from_slice(bytes, bincode::config::standard())
        .map(|(v, _)| v)
        .map_err(store_error)
}

fn decode_handling(bytes: &[u8]) -> Result<Handling, FeedbackError> {
    bincode::serde::decode_from_slice(bytes, bincode::config::standard())
        .map(|(v, _)| v)
        .map_err(store_error)
}

fn item(id: u64, stored: &Stored, handling: &Handling) -> Value {
    let get = |n: &str| stored.fields.get(n).cloned().unwrap_or_default();
    let notes: Vec<Value> = handling
        .notes
        .iter()
        .map(|n| json!({"at": iso_utc(n.at), "by": n.by, "text": n.text}))
        .collect();
    json!({
        "feedbackId": id,
        "receivedAt": iso_utc(stored.received),
        "isRead": stored.read,
        "name": get("name"),
        "email": get("email"),
        "phone": get("phone"),
        "subject": get("subject"),
        "message": get("message"),
        "status": handling.status(),
        "assigneeId": handling.assignee,
        "notes": notes,
        "reply": handling.reply.as_ref().map(|r| json!({
            "at": iso_utc(r.at), "by": r.by, "text": r.text, "mailed": r.mailed,
        })),
    })
}

/// A cell a spreadsheet shows as text: one starting with `=`, `+`, `-`, `@`, tab or carriage
/// return would otherwise be run as a formula (CSV injection).
fn inert_cell(text: &str) -> String {
    if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_string()
    }
}

/// `2026-11-23T13:15:00Z` for seconds since 1970.
pub fn iso_utc(secs: u64) -> String {
    crate::clock::rfc3339(secs.saturating_mul(1000))
}

#[cfg(test)]
mod tests;
