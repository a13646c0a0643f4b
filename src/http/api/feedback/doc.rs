//! The OpenAPI description of the feedback calls, beside their handlers.

use super::wire::FeedbackItem;
use super::*;

use poem::http::Method;
use poem_openapi::registry::{
    MetaMediaType, MetaOperationParam, MetaRequest, MetaResponse, MetaSchema, MetaSchemaRef,
    MetaTag, Registry,
};

use crate::http::api::call::{EDGE_SMALL, Input};

use crate::content::checks::UNWANTED_CLASS;
use crate::content::listing::MAX_PAGE_SIZE;
use crate::feedback::{FIELDS, HONEYPOT};
use crate::http::api::call::{Access, Call};
use crate::http::api::doc::{
    EMAIL, Failure, Op, WS, inline, json_media, query_param, refusal, response, schema, trimmed,
};

const TAG: &str = "Feedback";

fn typed(ty: &'static str) -> MetaSchemaRef {
    schema(ty)
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

/// A JSON request body with this description.
fn json_body(description: &'static str, schema: MetaSchemaRef) -> Option<MetaRequest> {
    Some(MetaRequest {
        description: Some(description),
        content: json_media(schema),
        required: true,
    })
}

/// The five calls: their routes, who may make them and their descriptions.
pub fn calls() -> Vec<Call> {
    let bad_input = || Failure::BadRequest("Bad input.");
    let received = inline(MetaSchema {
        properties: vec![("outcome", typed("boolean")), ("message", typed("string"))],
        required: vec!["outcome", "message"],
        ..MetaSchema::new("object")
    });
    let op = |method, summary| Op::new(method, TAG, summary);
    let submit = Op {
        request: json_body(
            "JSON {name, email, phone (optional, 10 digits), subject, message, website (leave \
             empty)}.",
            submit_schema(),
        ),
        ok: response(200, "Received.", received),
        ..op(Method::POST, "Send feedback (public)")
            .more(vec![
                refusal(415, "The body is not sent as application/json."),
                refusal(
                    429,
                    "Too many messages from this address; Retry-After says when.",
                ),
            ])
            .failures(vec![Failure::BadRequest(
                "A check failed; the message says which.",
            )])
    };
    let list = op(
        Method::GET,
        "The inbox, newest first (?page=&size=&status=&assigneeId=)",
    )
    .answered(
        "data: messages, each with status, assigneeId, notes and reply; total (of those the \
         filters pass); unread (of all); assignees: the active approvers and administrators \
         ({adminId, email}) a message can be given to.",
    )
    .params(list_params())
    .failures(vec![bad_input()]);
    let update = op(
        Method::POST,
        "Handle a message: status, assignee, an internal note, the reply",
    )
    .answered("data: the message as the inbox shows it.")
    .more(vec![refusal(
        404,
        "No message with that id, or no active approver or administrator with that \
         assigneeId.",
    )])
    .failures(vec![bad_input()]);
    let mark_read = op(Method::POST, "Mark a message read or unread")
        .more(vec![refusal(404, "No message with that id.")])
        .failures(vec![bad_input()]);
    let export = Op {
        ok: MetaResponse {
            description: "A CSV attachment.",
            status: Some(200),
            status_range: None,
            content: vec![MetaMediaType {
                content_type: "text/csv",
                schema: typed("string"),
            }],
            headers: vec![],
        },
        ..op(Method::GET, "Every message as CSV").failures(vec![bad_input()])
    };
    vec![
        Call::blocking(SUBMIT, Access::Anonymous, submit, super::submit)
            .reads(Input::Json(EDGE_SMALL)),
        Call::blocking(LIST, Access::Moderators(OPEN), list, super::list).answers_whole::<Inbox>(),
        Call::blocking(UPDATE, Access::Moderators(ANSWER), update, super::update)
            .takes::<UpdateBody>(
                EDGE_SMALL,
                "JSON {feedbackId, status, assigneeId, note, reply}; all but feedbackId optional.",
            )
            .answers::<FeedbackItem>(),
        Call::blocking(
            MARK_READ,
            Access::Moderators(OPEN),
            mark_read,
            super::mark_read,
        )
        .takes::<MarkRead>(EDGE_SMALL, "Whether the message is read.")
        .answers::<ReadState>(),
        Call::blocking(EXPORT, Access::Moderators(OPEN), export, super::export),
    ]
}

pub fn register(registry: &mut Registry) {
    registry.tags.insert(MetaTag {
        name: TAG,
        description: Some("Visitors' feedback and the administrators' inbox."),
        external_docs: None,
    });
}
