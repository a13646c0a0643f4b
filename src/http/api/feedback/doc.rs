//! The OpenAPI description of the feedback calls, beside their handlers.

use super::*;

use std::collections::HashMap;

use poem::http::Method;
use poem_openapi::registry::{
    MetaMediaType, MetaOperation, MetaOperationParam, MetaRequest, MetaResponse, MetaResponses,
    MetaSchema, MetaSchemaRef, MetaTag, Registry,
};

use crate::content::checks::UNWANTED_CLASS;
use crate::content::listing::MAX_PAGE_SIZE;
use crate::feedback::{FIELDS, HONEYPOT, MAX_NOTE_CHARS};
use crate::http::api::call::Call;
use crate::http::api::doc::{EMAIL, WS, inline, query_param, trimmed};

const TAG: &str = "Feedback";

fn answer(status: u16, description: &'static str, content_type: &'static str) -> MetaResponse {
    MetaResponse {
        description,
        status: Some(status),
        status_range: None,
        content: vec![MetaMediaType {
            content_type,
            schema: inline(MetaSchema::new(if content_type == "text/csv" {
                "string"
            } else {
                "object"
            })),
        }],
        headers: vec![],
    }
}

fn string(max: Option<usize>, pattern: String, nullable: bool) -> MetaSchemaRef {
    inline(MetaSchema {
        max_length: max,
        pattern: Some(pattern),
        nullable,
        ..MetaSchema::new("string")
    })
}

/// What `Submission::parse` takes: each limit counts the text as sent; a required field needs
/// a character that is not white space; the e-mail and phone follow the content checks.
fn submit_schema() -> MetaSchemaRef {
    let mut properties = Vec::new();
    let mut required = Vec::new();
    for (name, _, max, needed) in FIELDS {
        let pattern = match name {
            "email" => trimmed(EMAIL),
            "phone" => format!("^([{WS}]*|[0-9]{{10}})$"),
            // Something that is not white space, and no control or text-direction character.
            _ => format!("^[^{UNWANTED_CLASS}]*[^{WS}{UNWANTED_CLASS}][^{UNWANTED_CLASS}]*$"),
        };
        properties.push((name, string(Some(max), pattern, !needed)));
        if needed {
            required.push(name);
        }
    }
    properties.push((
        HONEYPOT,
        inline(MetaSchema {
            nullable: true,
            description: Some("Hidden from people; leave it empty."),
            ..MetaSchema::new("string")
        }),
    ));
    inline(MetaSchema {
        properties,
        required,
        example: Some(json!({
            "name": "A. Visitor",
            "email": "visitor@example.org",
            "phone": "",
            "subject": "The documents page",
            "message": "Thank you for the new documents page.",
            "website": "",
        })),
        ..MetaSchema::new("object")
    })
}

fn mark_read_schema() -> MetaSchemaRef {
    inline(MetaSchema {
        properties: vec![
            (
                "feedbackId",
                inline(MetaSchema {
                    minimum: Some(0.0),
                    // 2^63, exact as a float; larger ids are never given.
                    maximum: Some(i64::MAX as f64),
                    ..MetaSchema::new("integer")
                }),
            ),
            ("isRead", inline(MetaSchema::new("boolean"))),
        ],
        required: vec!["feedbackId", "isRead"],
        example: Some(json!({"feedbackId": 1, "isRead": true})),
        ..MetaSchema::new("object")
    })
}

fn update_schema() -> MetaSchemaRef {
    let id = || {
        inline(MetaSchema {
            minimum: Some(0.0),
            maximum: Some(i64::MAX as f64),
            ..MetaSchema::new("integer")
        })
    };
    let words = |description: &'static str| {
        inline(MetaSchema {
            max_length: Some(MAX_NOTE_CHARS),
            pattern: Some(format!(
                "^[^{UNWANTED_CLASS}]*[^{WS}{UNWANTED_CLASS}][^{UNWANTED_CLASS}]*$"
            )),
            nullable: true,
            description: Some(description),
            ..MetaSchema::new("string")
        })
    };
    inline(MetaSchema {
        properties: vec![
            ("feedbackId", id()),
            (
                "status",
                inline(MetaSchema {
                    // null leaves the status as it is.
                    enum_items: STATUSES
                        .iter()
                        .map(|s| json!(s))
                        .chain([Value::Null])
                        .collect(),
                    nullable: true,
                    ..MetaSchema::new("string")
                }),
            ),
            (
                "assigneeId",
                inline(MetaSchema {
                    nullable: true,
                    minimum: Some(0.0),
                    maximum: Some(MAX_ADMIN_ID as f64),
                    description: Some(
                        "The adminId (from /account/admins) of an active approver or \
                         administrator; null unassigns.",
                    ),
                    ..MetaSchema::new("integer")
                }),
            ),
            (
                "note",
                words("An internal note, added to the message's notes."),
            ),
            (
                "reply",
                words(
                    "The reply to the visitor: marks the message replied and read, and is \
                     e-mailed to the visitor where mail is configured.",
                ),
            ),
        ],
        required: vec!["feedbackId"],
        example: Some(json!({
            "feedbackId": 1,
            "status": "inProgress",
            "assigneeId": 1,
            "note": "Asked the examinations section.",
        })),
        ..MetaSchema::new("object")
    })
}

/// `?page=&size=&status=&assigneeId=` of the inbox.
fn list_params() -> Vec<MetaOperationParam> {
    let int = |min: f64, max: f64| MetaSchema {
        minimum: Some(min),
        maximum: Some(max),
        ..MetaSchema::new("integer")
    };
    vec![
        query_param("page", "Page number, from 1.", int(1.0, 1_000_000.0), false),
        query_param(
            "size",
            "Messages per page (10 when not given).",
            int(1.0, MAX_PAGE_SIZE as f64),
            false,
        ),
        query_param(
            "status",
            "Only messages with this status.",
            MetaSchema {
                enum_items: STATUSES.iter().map(|s| json!(s)).collect(),
                ..MetaSchema::new("string")
            },
            false,
        ),
        query_param(
            "assigneeId",
            "Only messages assigned to this adminId (from /account/admins).",
            int(0.0, MAX_ADMIN_ID as f64),
            false,
        ),
    ]
}

fn op(
    method: Method,
    summary: &'static str,
    request: Option<(&'static str, MetaSchemaRef)>,
    responses: Vec<MetaResponse>,
    admin: bool,
) -> MetaOperation {
    MetaOperation {
        method,
        tags: vec![TAG],
        summary: Some(summary),
        description: None,
        external_docs: None,
        params: vec![],
        request: request.map(|(description, schema)| MetaRequest {
            description: Some(description),
            content: vec![MetaMediaType {
                content_type: "application/json",
                schema,
            }],
            required: true,
        }),
        responses: MetaResponses { responses },
        deprecated: false,
        security: if admin {
            vec![HashMap::from([(crate::http::api::doc::BEARER, vec![])])]
        } else {
            vec![]
        },
        operation_id: None,
        code_samples: vec![],
    }
}

/// The five calls, for `/openapi.json`.
pub fn calls() -> Vec<Call> {
    let json = "application/json";
    let admin_failures = || {
        vec![
            answer(400, "Bad input.", json),
            answer(401, "No valid administrator token.", json),
            answer(
                403,
                "The caller's role may not open the feedback inbox (contributors), or the \
                 account must choose a new password first.",
                json,
            ),
        ]
    };
    let with = |mut first: Vec<MetaResponse>, more: Vec<MetaResponse>| {
        first.extend(more);
        first
    };
    vec![
        Call::new(
            SUBMIT,
            op(
                Method::POST,
                "Send feedback (public)",
                Some((
                    "JSON {name, email, phone (optional, 10 digits), subject, message, website \
                     (leave empty)}.",
                    submit_schema(),
                )),
                vec![
                    answer(200, "Received.", json),
                    answer(400, "A check failed; the message says which.", json),
                    answer(413, "The request is too large.", json),
                    answer(415, "The body is not sent as application/json.", json),
                    answer(
                        429,
                        "Too many messages from this address; Retry-After says when.",
                        json,
                    ),
                ],
                false,
            ),
            super::submit,
        ),
        Call::new(
            LIST,
            {
                let mut list = op(
                    Method::GET,
                    "The inbox, newest first (?page=&size=&status=&assigneeId=)",
                    None,
                    with(
                        vec![answer(
                            200,
                            "data: messages, each with status, assigneeId, notes and reply; total \
                         (of those the filters pass); unread (of all); assignees: the active \
                         approvers and administrators ({adminId, email}) a message can be \
                         given to.",
                            json,
                        )],
                        admin_failures(),
                    ),
                    true,
                );
                list.params = list_params();
                list
            },
            |s, req, _| super::list(s, req),
        ),
        Call::new(
            UPDATE,
            op(
                Method::POST,
                "Handle a message: status, assignee, an internal note, the reply",
                Some((
                    "JSON {feedbackId, status, assigneeId, note, reply}; all but feedbackId \
                     optional.",
                    update_schema(),
                )),
                with(
                    vec![answer(
                        200,
                        "data: the message as the inbox shows it.",
                        json,
                    )],
                    with(
                        admin_failures(),
                        vec![
                            answer(
                                404,
                                "No message with that id, or no active approver or \
                                 administrator with that assigneeId.",
                                json,
                            ),
                            answer(413, "The request is too large.", json),
                        ],
                    ),
                ),
                true,
            ),
            super::update,
        ),
        Call::new(
            MARK_READ,
            op(
                Method::POST,
                "Mark a message read or unread",
                Some(("JSON {feedbackId, isRead}.", mark_read_schema())),
                with(
                    vec![answer(200, "data: {isRead}.", json)],
                    with(
                        admin_failures(),
                        vec![answer(404, "No message with that id.", json)],
                    ),
                ),
                true,
            ),
            super::mark_read,
        ),
        Call::new(
            EXPORT,
            op(
                Method::GET,
                "Every message as CSV",
                None,
                with(
                    vec![answer(200, "A CSV attachment.", "text/csv")],
                    admin_failures(),
                ),
                true,
            ),
            |s, req, _| super::export(s, req),
        ),
    ]
}

pub fn register(registry: &mut Registry) {
    registry.tags.insert(MetaTag {
        name: TAG,
        description: Some("Visitors' feedback and the administrators' inbox."),
        external_docs: None,
    });
}
