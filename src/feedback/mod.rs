//! Visitors' feedback (GIGW §5.1.11): checked, kept in a redb table of its own, read only by
//! administrators. Nothing here is ever part of a public answer.
pub mod limit;

use std::collections::BTreeMap;
use std::sync::Arc;

use redb::{ReadableDatabase, ReadableTable, ReadableTableMetadata, TableDefinition};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use unicode_normalization::UnicodeNormalization as _;

use crate::audit::{self, Actor, Change};
use crate::content::checks::{is_email, is_mobile};
use crate::store::{Store, StoreError};

/// Every message under its id (ids increase: the newest is last).
const MESSAGES: TableDefinition<u64, &[u8]> = TableDefinition::new("feedback_messages");

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
    Invalid(String),
    #[error("{0}")]
    NotFound(String),
    #[error(transparent)]
    Store(#[from] StoreError),
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
            return Err(FeedbackError::Invalid(
                "Send the form as a JSON object of name, email, phone, subject and message.".into(),
            ));
        };
        let text = |name: &str| -> Result<String, FeedbackError> {
            match map.get(name) {
                None | Some(Value::Null) => Ok(String::new()),
                Some(Value::String(s)) => Ok(crate::content::checks::clean_text(name, s)
                    .map_err(FeedbackError::Invalid)?
                    .trim()
                    .nfc()
                    .collect()),
                Some(_) => Err(FeedbackError::Invalid(format!("{name} must be text."))),
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
                return Err(FeedbackError::Invalid(format!("{HONEYPOT} must be text.")));
            }
        };
        let mut fields = BTreeMap::new();
        for (name, label, max, required) in FIELDS {
            let value = text(name)?;
            if required && value.is_empty() {
                return Err(FeedbackError::Invalid(format!("Please enter {label}.")));
            }
            if sent_chars(name) > max {
                return Err(FeedbackError::Invalid(format!(
                    "{} is too long (at most {max} characters).",
                    capitalised(label)
                )));
            }
            fields.insert(name.to_string(), value);
        }
        let get = |n: &str| fields.get(n).map(String::as_str).unwrap_or("");
        if !is_email(get("email")) {
            return Err(FeedbackError::Invalid(
                "Please enter a valid e-mail address.".into(),
            ));
        }
        if !get("phone").is_empty() && !is_mobile(get("phone")) {
            return Err(FeedbackError::Invalid(
                "The phone number must have 10 digits.".into(),
            ));
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
}

/// One page of the inbox.
pub struct Page {
    pub items: Vec<Value>,
    pub total: u64,
    pub unread: u64,
}

impl Feedback {
    /// The table is created by the first message; until then the inbox reads as empty.
    pub fn new(store: Arc<Store>) -> Feedback {
        Feedback { store }
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

    /// Newest first: page `page` (from 1) of `size` messages, with the totals.
    pub fn page(&self, page: usize, size: usize) -> Result<Page, FeedbackError> {
        let Some(table) = self.read_table()? else {
            return Ok(Page {
                items: Vec::new(),
                total: 0,
                unread: 0,
            });
        };
        let total = table.len().map_err(store_error)?;
        let skip = page.saturating_sub(1).saturating_mul(size);
        let mut items = Vec::with_capacity(size);
        let mut unread = 0;
        for (index, entry) in table.iter().map_err(store_error)?.rev().enumerate() {
            let (key, value) = entry.map_err(store_error)?;
            let stored = decode(value.value())?;
            if !stored.read {
                unread += 1;
            }
            if index >= skip && items.len() < size {
                items.push(item(key.value(), &stored));
            }
        }
        Ok(Page {
            items,
            total,
            unread,
        })
    }

    /// Marks one message read or unread; answers the new state. A change is recorded in the
    /// audit trail in the same transaction.
    pub fn set_read(&self, id: u64, read: bool, actor: &Actor) -> Result<bool, FeedbackError> {
        let txn = self.store.database().begin_write().map_err(store_error)?;
        {
            let mut table = txn.open_table(MESSAGES).map_err(store_error)?;
            let current = table
                .get(id)
                .map_err(store_error)?
                .map(|g| decode(g.value()));
            let Some(current) = current else {
                return Err(FeedbackError::NotFound(format!(
                    "Feedback {id} does not exist. Reload the inbox."
                )));
            };
            let mut stored = current?;
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

fn decode(bytes: &[u8]) -> Result<Stored, FeedbackError> {
    bincode::serde::decode_from_slice(bytes, bincode::config::standard())
        .map(|(v, _)| v)
        .map_err(store_error)
}

fn item(id: u64, stored: &Stored) -> Value {
    let get = |n: &str| stored.fields.get(n).cloned().unwrap_or_default();
    json!({
        "feedbackId": id,
        "receivedAt": iso_utc(stored.received),
        "isRead": stored.read,
        "name": get("name"),
        "email": get("email"),
        "phone": get("phone"),
        "subject": get("subject"),
        "message": get("message"),
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
mod tests {
    use super::*;

    fn form(pairs: &[(&str, &str)]) -> Value {
        Value::Object(
            pairs
                .iter()
                .map(|(k, v)| (k.to_string(), Value::String(v.to_string())))
                .collect(),
        )
    }

    #[test]
    fn checks_fields_in_order() {
        let ok = [
            ("name", "Asha"),
            ("email", "asha@example.org"),
            ("subject", "Admissions"),
            ("message", "When do admissions open?"),
        ];
        assert!(Submission::parse(&form(&ok)).is_ok());
        let msg = |pairs: &[(&str, &str)]| match Submission::parse(&form(pairs)) {
            Err(FeedbackError::Invalid(m)) => m,
            other => panic!("{other:?}"),
        };
        assert_eq!(msg(&ok[1..]), "Please enter your name.");
        let mut bad = ok.to_vec();
        bad[1] = ("email", "asha@");
        assert_eq!(msg(&bad), "Please enter a valid e-mail address.");
        let mut bad = ok.to_vec();
        bad.push(("phone", "12345"));
        assert_eq!(msg(&bad), "The phone number must have 10 digits.");
        let long = "x".repeat(5001);
        let mut bad = ok.to_vec();
        bad[3] = ("message", &long);
        assert_eq!(
            msg(&bad),
            "Your message is too long (at most 5000 characters)."
        );
        let mut bot = ok.to_vec();
        bot.push(("website", "http://spam.example"));
        assert!(Submission::parse(&form(&bot)).is_ok_and(|s| s.is_bot));
    }

    #[test]
    fn formula_cells_are_made_text() {
        assert_eq!(inert_cell("=HYPERLINK(\"x\")"), "'=HYPERLINK(\"x\")");
        assert_eq!(inert_cell("-2+3"), "'-2+3");
        assert_eq!(inert_cell("Hello"), "Hello");
    }

    #[test]
    fn utc_times() {
        assert_eq!(iso_utc(0), "1970-01-01T00:00:00Z");
        assert_eq!(iso_utc(1_795_278_600), "2026-11-21T16:30:00Z");
    }
}
