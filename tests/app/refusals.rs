//! Every refusal of the message catalogue, met over HTTP (docs/messages.md): each test sends a
//! group of requests the server must refuse and checks the status, the `code`, the English
//! `message` and an Odia `messageOd` with [`common::refusal`]. The refusals of accounts, the
//! second factor, feedback and backups are in `refusals_accounts`, those of content in
//! `refusals_content`; `every_refusal_is_met` fails on a refusal of the catalogue that no
//! test meets.
use oshec::entities::keys::NEWS;
use std::collections::BTreeSet;

use crate::common::{
    DOCUMENT, TestApp, b64, check_refusal, json_of, refusal, sample, spawn_app, wire,
};
use crate::security::document_fields;
use crate::workflow::{manage_news, news};
use reqwest::multipart::{Form, Part};
use reqwest::{RequestBuilder, StatusCode};
use serde_json::{Value, json};

/// A request the server must refuse, with the status and the code it must answer.
pub(crate) type Case = (RequestBuilder, StatusCode, &'static str);

/// Sends each case in turn and checks its refusal.
pub(crate) async fn refused(cases: Vec<Case>) {
    for (req, status, code) in cases {
        let resp = req.send().await.expect("request");
        refusal(resp, status, code, &[]).await;
    }
}

/// A signed-in GET of `path` under the API.
pub(crate) fn get_as(app: &TestApp, token: &str, path: &str) -> RequestBuilder {
    app.client.get(app.api(path)).bearer_auth(token)
}

/// A signed-in POST of `body` as JSON (or as it is, when it is a string) under the API.
pub(crate) fn post_as(app: &TestApp, token: &str, path: &str, body: Value) -> RequestBuilder {
    let text = match body {
        Value::String(s) => s,
        other => other.to_string(),
    };
    app.client
        .post(app.api(path))
        .bearer_auth(token)
        .header("Content-Type", "application/json")
        .body(text)
}

/// A signed-in save of `fields` (and `file`) by the entity's `manage` call.
pub(crate) fn save(
    app: &TestApp,
    token: &str,
    key: &str,
    fields: &Value,
    file: Option<Vec<u8>>,
) -> RequestBuilder {
    let w = if key == "document" {
        DOCUMENT
    } else {
        wire(key)
    };
    let mut form = Form::new().text(w.manage_field, b64(fields.to_string()));
    if let (Some(field), Some(bytes)) = (w.file_field, file) {
        form = form.part(field, Part::bytes(bytes).file_name("upload.bin"));
    }
    app.client
        .post(app.api(w.manage))
        .bearer_auth(token)
        .multipart(form)
}

/// A new item's valid fields for `key`, with `changes` made to them.
pub(crate) fn fields(key: &str, changes: Value) -> Value {
    let w = wire(key);
    let mut out = sample(&w, "refused");
    out[w.id_field] = Value::Null;
    for (name, value) in changes.as_object().expect("changes") {
        out[name] = value.clone();
    }
    out
}

/// A document's fields with `changes` made to them.
pub(crate) fn document(changes: Value) -> Value {
    let mut out = document_fields("Refused");
    for (name, value) in changes.as_object().expect("changes") {
        out[name] = value.clone();
    }
    out
}

/// Sends `head` (a request's line and headers, without the blank line) as it is, with no
/// body, and answers the status and the JSON body: for what a client library will not send.
pub(crate) async fn raw(app: &TestApp, head: &str) -> (StatusCode, Value) {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let addr = app.base.trim_start_matches("http://").to_string();
    let mut stream = tokio::net::TcpStream::connect(&addr)
        .await
        .expect("connect");
    let request = format!("{head}\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("request");
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer).await;
    let text = String::from_utf8_lossy(&answer).into_owned();
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse::<u16>().ok())
        .and_then(|s| StatusCode::from_u16(s).ok())
        .unwrap_or_else(|| panic!("no status: {text}"));
    let body = text.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    let body = serde_json::from_str(body).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"));
    (status, body)
}

/// [`common::refusal`]'s checks for an answer read by [`raw`].
pub(crate) async fn raw_refusal(app: &TestApp, head: &str, status: StatusCode, code: &'static str) {
    let (got, body) = raw(app, head).await;
    assert_eq!(got, status, "{head}: {body}");
    check_refusal(&body, code, &[]);
}

#[tokio::test]
async fn wire_form_and_query_refusals_speak_both_languages() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let news_form = |f: Value| save(&app, &admin, NEWS, &f, None);
    let w = wire(NEWS);
    let form_of =
        |field: &str, value: Vec<u8>| Form::new().part(field.to_string(), Part::bytes(value));
    let multipart = |form: Form| {
        app.client
            .post(app.api(w.manage))
            .bearer_auth(&admin)
            .multipart(form)
    };
    let id = json_of(manage_news(&app, &news("Listed"), &admin).await).await["data"]
        [crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let toggle = |payload: Value| {
        let form = Form::new().text(w.toggle_field, b64(payload.to_string()));
        app.client
            .post(app.api(w.toggle))
            .bearer_auth(&admin)
            .multipart(form)
    };
    let list = |query: &str| app.client.get(app.api(&format!("{}?{query}", w.list)));
    let documents = |query: &str| {
        app.client
            .get(app.api(&format!("{}?{query}", DOCUMENT.list)))
    };
    let long = "x".repeat(201);
    let with_body =
        |path: &str, bytes: usize| post_as(&app, &admin, path, Value::String("x".repeat(bytes)));
    let cases: Vec<Case> = vec![
        // The wire: a method the call does not take, bodies over the limits, unreadable forms.
        (
            get_as(&app, &admin, "/account/password"),
            StatusCode::METHOD_NOT_ALLOWED,
            "wrong-method",
        ),
        (
            with_body("/account/password", 70 * 1024),
            StatusCode::PAYLOAD_TOO_LARGE,
            "too-large",
        ),
        (
            app.client
                .post(app.api(wire("council").manage))
                .bearer_auth(&admin)
                .header("Content-Type", "multipart/form-data; boundary=x")
                .body(vec![b'x'; 8 << 20]),
            StatusCode::PAYLOAD_TOO_LARGE,
            "too-large-with-image",
        ),
        (
            with_body("/account/password", 10 * 1024),
            StatusCode::PAYLOAD_TOO_LARGE,
            "body-too-large",
        ),
        (
            post_as(&app, &admin, "/account/password", json!("x")),
            StatusCode::BAD_REQUEST,
            "json-fields",
        ),
        (
            with_body("/workflow/preview", (1 << 20) + 1),
            StatusCode::PAYLOAD_TOO_LARGE,
            "preview-too-large",
        ),
        (
            post_as(&app, &admin, "/workflow/preview", json!("x")),
            StatusCode::BAD_REQUEST,
            "json-preview",
        ),
        (
            post_as(&app, &admin, "/workflow/preview", json!({"entity": NEWS})),
            StatusCode::BAD_REQUEST,
            "preview-item",
        ),
        (
            post_as(&app, &admin, "/health/reviewed", json!("x")),
            StatusCode::BAD_REQUEST,
            "json-entity-id",
        ),
        (
            post_as(&app, &admin, "/health/reviewed", json!({})),
            StatusCode::BAD_REQUEST,
            "entity-such-as",
        ),
        (
            post_as(&app, &admin, "/health/reviewed", json!({"entity": NEWS})),
            StatusCode::BAD_REQUEST,
            "item-id",
        ),
        (
            post_as(
                &app,
                &admin,
                "/health/reviewed",
                json!({"entity": NEWS, "id": 999}),
            ),
            StatusCode::NOT_FOUND,
            "health-item-not-found",
        ),
        // The forms of docs/decisions.md §6 and their base64 fields.
        (
            post_as(&app, &admin, w.manage, json!({})),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "form-type",
        ),
        (
            multipart(Form::new().text("other", "x")),
            StatusCode::BAD_REQUEST,
            "form-field-missing",
        ),
        (
            multipart(form_of(w.manage_field, vec![0xff, 0xfe])),
            StatusCode::BAD_REQUEST,
            "form-field-not-text",
        ),
        (
            app.client
                .post(app.api(w.manage))
                .bearer_auth(&admin)
                .header("Content-Type", "multipart/form-data")
                .body("x"),
            StatusCode::BAD_REQUEST,
            "body-unreadable",
        ),
        (
            multipart(Form::new().text(w.manage_field, "!!!")),
            StatusCode::BAD_REQUEST,
            "base64",
        ),
        (
            multipart(Form::new().text(w.manage_field, b64("not json"))),
            StatusCode::BAD_REQUEST,
            "base64-json",
        ),
        (
            multipart(Form::new().text(w.manage_field, b64("[1]"))),
            StatusCode::BAD_REQUEST,
            "form-not-object",
        ),
        (
            app.client
                .post(app.api(w.get))
                .bearer_auth(&admin)
                .multipart(Form::new().text(w.id_field, b64("abc"))),
            StatusCode::BAD_REQUEST,
            "base64-id",
        ),
        // A save's fields.
        (
            news_form(fields(NEWS, json!({"newsTitleEn": true}))),
            StatusCode::BAD_REQUEST,
            "field-not-text",
        ),
        (
            news_form(fields(NEWS, json!({"newsTitleEn": "x".repeat(20_001)}))),
            StatusCode::BAD_REQUEST,
            "field-too-long",
        ),
        (
            news_form(fields(NEWS, json!({"newsTitleEn": "a\u{202E}b"}))),
            StatusCode::BAD_REQUEST,
            "unwanted-character",
        ),
        (
            news_form(fields(NEWS, json!({"isActive": "yes"}))),
            StatusCode::BAD_REQUEST,
            "not-true-or-false",
        ),
        (
            news_form(fields(
                NEWS,
                json!({(crate::common::wire(NEWS).id_field): "abc"}),
            )),
            StatusCode::BAD_REQUEST,
            "id-or-null",
        ),
        (
            news_form(fields(NEWS, json!({"showFrom": "tomorrow"}))),
            StatusCode::BAD_REQUEST,
            "schedule-format",
        ),
        (
            news_form(fields(
                NEWS,
                json!({"showFrom": "2026-01-02T10:00", "showUntil": "2026-01-01T10:00"}),
            )),
            StatusCode::BAD_REQUEST,
            "schedule-order",
        ),
        (
            news_form(fields(NEWS, json!({"validUntil": "soon"}))),
            StatusCode::BAD_REQUEST,
            "valid-until-format",
        ),
        // Showing, hiding and moving.
        (
            toggle(json!({"status": true})),
            StatusCode::BAD_REQUEST,
            "toggle-id",
        ),
        (
            toggle(json!({"helperId": id})),
            StatusCode::BAD_REQUEST,
            "toggle-status",
        ),
        (
            toggle(json!({"helperId": id, "status": false})),
            StatusCode::CONFLICT,
            "changed-elsewhere",
        ),
        (
            app.client
                .post(app.api("/banner/move"))
                .bearer_auth(&admin)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .body("id=1&to=sideways"),
            StatusCode::BAD_REQUEST,
            "move-to",
        ),
        // The lists' queries, public and signed in.
        (
            list("page=1&page=2"),
            StatusCode::BAD_REQUEST,
            "query-unreadable",
        ),
        (list("page=0"), StatusCode::BAD_REQUEST, "page-number"),
        (list("size=0"), StatusCode::BAD_REQUEST, "page-size"),
        (
            documents(&format!("q={long}")),
            StatusCode::BAD_REQUEST,
            "query-too-long",
        ),
        (
            documents("category=nothing"),
            StatusCode::BAD_REQUEST,
            "unknown-category",
        ),
        (documents("year=20"), StatusCode::BAD_REQUEST, "year-format"),
        (
            list("status=weird").bearer_auth(&admin),
            StatusCode::BAD_REQUEST,
            "unknown-status",
        ),
        (
            list("sort=nothing").bearer_auth(&admin),
            StatusCode::BAD_REQUEST,
            "unknown-sort",
        ),
        (
            app.client
                .get(app.api(&format!("/search/allowAll/query?q={long}"))),
            StatusCode::BAD_REQUEST,
            "search-too-long",
        ),
        // The workflow's and the audit trail's queries.
        (
            get_as(
                &app,
                &admin,
                &format!("/workflow/revisions?entity={NEWS}&id=x"),
            ),
            StatusCode::BAD_REQUEST,
            "whole-number",
        ),
        (
            get_as(
                &app,
                &admin,
                &format!("/workflow/revision?entity={NEWS}&id={id}&revision=99"),
            ),
            StatusCode::NOT_FOUND,
            "revision-not-found",
        ),
        (
            get_as(&app, &admin, "/workflow/expiring?days=x"),
            StatusCode::BAD_REQUEST,
            "days",
        ),
        (
            get_as(&app, &admin, "/audit/latest?entity=banner&entity=page"),
            StatusCode::BAD_REQUEST,
            "latest-query",
        ),
        (
            get_as(&app, &admin, "/audit/latest?entity=banner&ids=x"),
            StatusCode::BAD_REQUEST,
            "ids-list",
        ),
        (
            get_as(&app, &admin, "/audit/list?from=yesterday"),
            StatusCode::BAD_REQUEST,
            "date-format",
        ),
    ];
    refused(cases).await;
}

/// Codes of the catalogue that are not refusals: said in the terminal or a mail, never in an
/// answer's failure envelope.
const NOT_REFUSALS: &[&str] = &[
    // The envelope of an English text with no row of its own: a fallback, not a refusal.
    "unknown",
];

/// Refusals no HTTP test can meet, and why.
const UNREACHABLE: &[(&str, &str)] = &[
    (
        "server-error",
        "a failure of the server itself (a broken store), never of a request",
    ),
    (
        "answer-unreadable",
        "the server's own answer failing to be read while it is compressed",
    ),
    (
        "request-too-large",
        "poem's own body limit, which the edge's smaller limits always meet first",
    ),
    (
        "content-length",
        "the HTTP parser refuses a Content-Length that is not a number before the app sees it",
    ),
    (
        "request-unreadable",
        "poem's own refusal of a request; every call reads its request itself",
    ),
    (
        "unknown-content",
        "Content::create of the terminal and the starter content; calls are per content type",
    ),
    (
        "not-movable",
        "a move call exists only for the content types kept in display order",
    ),
    (
        "no-image",
        "an upload is read only from a content type's own image or file field",
    ),
    (
        "account-unknown",
        "the terminal's set-password; over HTTP only if an account vanished between two reads",
    ),
    (
        "mfa-key-file",
        "needs the database's key file replaced under a running server",
    ),
    (
        "backup-busy",
        "needs two backups running at the same instant",
    ),
    (
        "backup-denied",
        "needs a folder the server may not write; the tests run as root",
    ),
    ("backup-disk-full", "needs a full disk"),
    (
        "backup-failed",
        "needs the disk to fail while the copy is written",
    ),
    (
        "backup-mismatch",
        "needs the copy to change on disk between writing and checking it",
    ),
    (
        "backup-unreadable",
        "needs the file to vanish between finding and opening it",
    ),
    (
        "pdf-inflates-all",
        "needs 256 MiB inflated across a PDF's streams: too slow for a debug test run (src/files/pdf.rs tests it)",
    ),
];

/// The code strings the tests check as refusals: each literal that follows a `StatusCode::…`
/// argument in a file that calls `refusal` (the tables above and the direct calls).
fn codes_met() -> BTreeSet<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/app");
    let mut met = BTreeSet::new();
    for entry in std::fs::read_dir(dir).expect("tests") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("source");
        if !text.contains("refusal(") && !text.contains("refused(") {
            continue;
        }
        for (at, _) in text.match_indices("StatusCode::") {
            let rest = &text[at + "StatusCode::".len()..];
            let rest = rest.trim_start_matches(|c: char| c.is_ascii_uppercase() || c == '_');
            let Some(rest) = rest.strip_prefix(',') else {
                continue;
            };
            let Some(rest) = rest.trim_start().strip_prefix('"') else {
                continue;
            };
            if let Some((code, _)) = rest.split_once('"') {
                met.insert(code.to_string());
            }
        }
    }
    met
}

#[test]
fn every_refusal_is_met() {
    let met = codes_met();
    let unreachable: BTreeSet<&str> = UNREACHABLE.iter().map(|(code, _)| *code).collect();
    let catalogue: BTreeSet<&str> = oshec::messages::CATALOGUE.iter().map(|r| r.code).collect();
    for code in NOT_REFUSALS.iter().chain(&unreachable) {
        assert!(catalogue.contains(code), "{code} is not in the catalogue");
        assert!(!met.contains(*code), "{code} is met: take it off the list");
    }
    let missing: Vec<&str> = catalogue
        .iter()
        .filter(|c| !met.contains(**c) && !unreachable.contains(*c) && !NOT_REFUSALS.contains(c))
        .copied()
        .collect();
    assert!(
        missing.is_empty(),
        "refusals no HTTP test meets: {missing:?}"
    );
}
