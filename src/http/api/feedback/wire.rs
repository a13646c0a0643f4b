//! What the inbox's calls read and answer (docs/feedback.md): one type per body and per
//! answer, which the handlers read and write and the document describes (`doc.rs`). Each
//! field of a body is read as it was sent ([`Sent`]), so that a value of another type is
//! refused with a message naming the field.
use poem_openapi::Object;
use poem_openapi::types::Example;
use serde::{Deserialize, Serialize};

use super::super::body::{FeedbackStatus, Sent};

/// `{feedbackId, isRead}`.
#[derive(Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase", example)]
pub struct MarkRead {
    // 2^63, exact as a float; larger ids are never given.
    #[serde(default)]
    #[oai(validator(minimum(value = "0"), maximum(value = "9223372036854775807")))]
    pub feedback_id: Sent<u64, true>,
    #[serde(default)]
    pub is_read: Sent<bool, true>,
}

impl Example for MarkRead {
    fn example() -> Self {
        MarkRead {
            feedback_id: Sent::Given(1),
            is_read: Sent::Given(true),
        }
    }
}

/// Whether a message is read now.
#[derive(Object, Serialize)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct ReadState {
    pub is_read: bool,
}

/// `{feedbackId, status, assigneeId, note, reply}`: all but feedbackId optional.
#[derive(Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename = "FeedbackUpdate", rename_all = "camelCase", example)]
pub struct UpdateBody {
    #[serde(default)]
    #[oai(validator(minimum(value = "0"), maximum(value = "9223372036854775807")))]
    pub feedback_id: Sent<u64, true>,
    /// null leaves the status as it is.
    #[serde(default)]
    #[oai(nullable)]
    pub status: Sent<FeedbackStatus>,
    /// The adminId (from /account/admins) of an active approver or administrator; null
    /// unassigns.
    #[serde(default)]
    #[oai(
        nullable,
        validator(minimum(value = "0"), maximum(value = "1000000000"))
    )]
    pub assignee_id: Sent<u64>,
    /// An internal note, added to the message's notes.
    // The pattern is the one `words_pattern` makes of `checks::UNWANTED_CLASS` and `doc::WS`
    // (a test checks it); the length is `feedback::MAX_NOTE_CHARS`.
    #[serde(default)]
    #[oai(
        nullable,
        validator(
            max_length = 5000,
            pattern = r"^[^\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]*[^\t\n\u000b\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069][^\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]*$"
        )
    )]
    pub note: Sent<String>,
    /// The reply to the visitor: marks the message replied and read, and is e-mailed to the
    /// visitor where mail is configured.
    #[serde(default)]
    #[oai(
        nullable,
        validator(
            max_length = 5000,
            pattern = r"^[^\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]*[^\t\n\u000b\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069][^\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]*$"
        )
    )]
    pub reply: Sent<String>,
}

impl Example for UpdateBody {
    fn example() -> Self {
        UpdateBody {
            feedback_id: Sent::Given(1),
            status: Sent::Given(FeedbackStatus("inProgress".into())),
            assignee_id: Sent::Given(1),
            note: Sent::Given("Asked the examinations section.".into()),
            reply: Sent::Missing,
        }
    }
}

/// A message as the inbox shows it (`feedback::item`).
#[derive(Deserialize, Serialize, Object)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[oai(rename = "FeedbackItem", rename_all = "camelCase")]
pub struct FeedbackItem {
    feedback_id: u64,
    /// RFC 3339, UTC.
    received_at: String,
    is_read: bool,
    name: String,
    email: String,
    phone: String,
    subject: String,
    message: String,
    /// new, inProgress, replied or closed.
    status: String,
    #[oai(nullable)]
    assignee_id: Option<u64>,
    notes: Vec<FeedbackNote>,
    /// null until the message is replied to.
    #[oai(nullable)]
    reply: Option<FeedbackReply>,
}

/// An internal note on a message.
#[derive(Deserialize, Serialize, Object)]
#[serde(deny_unknown_fields)]
pub struct FeedbackNote {
    /// RFC 3339, UTC.
    at: String,
    /// Who wrote it (an e-mail).
    by: String,
    text: String,
}

/// The reply a message was given.
#[derive(Deserialize, Serialize, Object)]
#[serde(deny_unknown_fields)]
pub struct FeedbackReply {
    /// RFC 3339, UTC.
    at: String,
    by: String,
    text: String,
    /// Whether it was e-mailed to the visitor.
    mailed: bool,
}

/// Someone a message can be given to.
#[derive(Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename = "FeedbackAssignee", rename_all = "camelCase")]
pub struct Assignee {
    pub admin_id: u64,
    pub email: String,
}

/// The inbox's answer: the envelope, with the counts and who can be given a message beside
/// it.
#[derive(Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename = "FeedbackInbox", rename_all = "camelCase")]
pub struct Inbox {
    pub outcome: bool,
    pub message: String,
    /// The messages of the page, newest first.
    pub data: Vec<FeedbackItem>,
    /// How many messages the filters pass.
    pub total: u64,
    /// How many messages are unread, of all.
    pub unread: u64,
    /// The active approvers and administrators a message can be given to.
    pub assignees: Vec<Assignee>,
}

/// A feedback item, which the store built as JSON, as its type: what does not fit is the
/// server's fault (500), never a different answer.
pub fn item_of(value: serde_json::Value) -> Result<FeedbackItem, super::ApiError> {
    serde_json::from_value(value)
        .map_err(|e| super::ApiError::Internal(format!("a feedback item has another shape: {e}")))
}

#[cfg(test)]
mod tests {
    use poem_openapi::registry::Registry;
    use poem_openapi::types::Type;

    use super::*;
    use crate::content::checks::UNWANTED_CLASS;
    use crate::feedback::MAX_NOTE_CHARS;
    use crate::http::api::doc::WS;

    /// The note and reply the document describes are what `feedback::Update::check` takes.
    #[test]
    fn the_note_and_reply_patterns_are_the_servers() {
        let mut registry = Registry::new();
        UpdateBody::register(&mut registry);
        let schema = &registry.schemas["FeedbackUpdate"];
        let expected = format!("^[^{UNWANTED_CLASS}]*[^{WS}{UNWANTED_CLASS}][^{UNWANTED_CLASS}]*$");
        for field in ["note", "reply"] {
            let found = schema
                .properties
                .iter()
                .find(|(name, _)| *name == field)
                .map(|(_, s)| s.unwrap_inline().clone());
            let found = found.expect("the field");
            assert_eq!(found.pattern.as_deref(), Some(expected.as_str()), "{field}");
            assert_eq!(found.max_length, Some(MAX_NOTE_CHARS), "{field}");
        }
    }
}
