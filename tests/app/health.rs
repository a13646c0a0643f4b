//! Site health over HTTP (docs/health.md): each check against local fixtures only.
use crate::common;
use oshec::entities::keys::{NEWS, NOTICES, SETTINGS, VIDEOS};

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use common::{DOCUMENT, TestApp, account, b64, expect_failure, json_of, png, spawn_app, wire};
use lopdf::content::{Content, Operation};
use lopdf::{Document, Object, Stream, dictionary};
use oshec::auth::Role;
use oshec::config::Settings;
use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

async fn report(app: &TestApp, token: &str) -> Value {
    let resp = app
        .client
        .get(app.api("/health/report"))
        .bearer_auth(token)
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    json_of(resp).await["data"].clone()
}

async fn check(app: &TestApp, token: &str) -> Value {
    let resp = app
        .client
        .post(app.api("/health/check"))
        .bearer_auth(token)
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    json_of(resp).await["data"].clone()
}

/// The findings of one check about (entity, id).
fn about<'a>(report: &'a Value, list: &str, entity: &str, id: u64) -> Vec<&'a Value> {
    report[list]
        .as_array()
        .expect("list")
        .iter()
        .filter(|f| f["entity"] == json!(entity) && f["id"] == json!(id))
        .collect()
}

async fn save(
    app: &TestApp,
    key: &str,
    fields: Value,
    image: Option<(&str, Vec<u8>)>,
    token: &str,
) -> u64 {
    let w = if key == "document" {
        DOCUMENT
    } else {
        wire(key)
    };
    let mut form = Form::new().text(w.manage_field, b64(fields.to_string()));
    if let Some((field, bytes)) = image {
        form = form.part(
            field.to_string(),
            Part::bytes(bytes).file_name("upload.bin"),
        );
    }
    let resp = app.post_form(w.manage, form, Some(token)).await;
    assert_eq!(resp.status(), StatusCode::OK, "save {key}");
    let body = json_of(resp).await;
    body["data"][w.id_field].as_u64().expect("id")
}

fn news(title_en: &str, title_od: &str, body_en: &str, body_od: &str) -> Value {
    json!({
        (crate::common::wire(NEWS).id_field): null, "isActive": true,
        "newsTitleEn": title_en, "newsTitleOd": title_od, "newsDate": "2026-11-01",
        "newsDescEn": "Summary", "newsDescOd": "ସାରାଂଶ",
        "newsLink": "", "newsBodyEn": body_en, "newsBodyOd": body_od,
    })
}

fn notice(link: &str) -> Value {
    json!({
        (crate::common::wire(NOTICES).id_field): null, "isActive": true,
        "announceLinkEn": "Notice", "announceLinkOd": "ବିଜ୍ଞପ୍ତି", "announceLinkPath": link,
    })
}

#[tokio::test]
async fn only_approvers_and_administrators_see_site_health() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let contributor = account(&app, "contributor@oshec.example.org", Role::Contributor).await;
    let approver = account(&app, "approver@oshec.example.org", Role::Approver).await;

    let resp = app
        .client
        .get(app.api("/health/report"))
        .send()
        .await
        .expect("request");
    expect_failure(resp, StatusCode::UNAUTHORIZED).await;
    for (method, path) in [
        ("GET", "/health/report"),
        ("POST", "/health/check"),
        ("POST", "/health/reviewed"),
    ] {
        let req = if method == "GET" {
            app.client.get(app.api(path))
        } else {
            app.client.post(app.api(path))
        };
        let resp = req
            .bearer_auth(&contributor)
            .json(&json!({"entity": "page", "id": 1}))
            .send()
            .await
            .expect("request");
        expect_failure(resp, StatusCode::FORBIDDEN).await;
    }
    let data = report(&app, &approver).await;
    for list in [
        "brokenLinks",
        "textlessDocuments",
        "missingLanguage",
        "missingAltText",
        "dueForReview",
    ] {
        assert!(data[list].is_array(), "{list} in {data}");
    }
    let data = check(&app, &admin).await;
    assert!(data["checkedAt"].as_u64().is_some(), "{data}");

    // Marking reviewed names a known entity and an existing item.
    let resp = app
        .client
        .post(app.api("/health/reviewed"))
        .bearer_auth(&admin)
        .json(&json!({"entity": "nothing", "id": 1}))
        .send()
        .await
        .expect("request");
    expect_failure(resp, StatusCode::BAD_REQUEST).await;
    let resp = app
        .client
        .post(app.api("/health/reviewed"))
        .bearer_auth(&admin)
        .json(&json!({"entity": "page", "id": 999}))
        .send()
        .await
        .expect("request");
    expect_failure(resp, StatusCode::NOT_FOUND).await;
}

#[tokio::test]
async fn items_missing_odia_or_a_text_alternative_are_listed() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let both = save(
        &app,
        NEWS,
        news("Admissions", "ଭର୍ତ୍ତି", "Body", "ବିବରଣୀ"),
        None,
        &token,
    )
    .await;
    let no_odia_body = save(
        &app,
        NEWS,
        news("Results", "ଫଳାଫଳ", "Body", ""),
        None,
        &token,
    )
    .await;
    let copied = save(&app, NEWS, news("Seminar", "Seminar", "", ""), None, &token).await;
    let photo = save(
        &app,
        NEWS,
        news(
            "IMG_0042.jpg",
            "ଚିତ୍ର",
            "See ![](/uploads/x.png) and ![The new hall](/uploads/y.png)",
            "ବିବରଣୀ",
        ),
        Some(("newsImg", png(7))),
        &token,
    )
    .await;

    let data = report(&app, &token).await;
    assert!(
        about(&data, "missingLanguage", NEWS, both).is_empty(),
        "{data}"
    );
    let found = about(&data, "missingLanguage", NEWS, no_odia_body);
    assert_eq!(found.len(), 1, "{data}");
    assert_eq!(found[0]["field"], json!("newsBodyOd"));
    assert_eq!(found[0]["title"], json!("Results"));
    let found = about(&data, "missingLanguage", NEWS, copied);
    assert_eq!(found.len(), 1, "{data}");
    assert_eq!(found[0]["field"], json!("newsTitleOd"));

    let alt = about(&data, "missingAltText", NEWS, photo);
    let fields: Vec<&Value> = alt.iter().map(|f| &f["field"]).collect();
    assert_eq!(
        fields,
        vec![&json!("newsTitleEn"), &json!("newsBodyEn")],
        "{data}"
    );
    assert_eq!(alt[1]["url"], json!("/uploads/x.png"));
    // Items without an image have no image to describe.
    assert!(about(&data, "missingAltText", NEWS, both).is_empty());
}

/// A one-page PDF built with lopdf: text on the page, or only a picture (a scan).
fn pdf(text: bool) -> Vec<u8> {
    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let font_id = doc.add_object(dictionary! {
        "Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Courier",
    });
    let image_id = doc.add_object(Stream::new(
        dictionary! {
            "Type" => "XObject", "Subtype" => "Image", "Width" => 2, "Height" => 2,
            "ColorSpace" => "DeviceGray", "BitsPerComponent" => 8,
        },
        vec![0, 255, 255, 0],
    ));
    let resources_id = doc.add_object(dictionary! {
        "Font" => dictionary! { "F1" => font_id },
        "XObject" => dictionary! { "Im1" => image_id },
    });
    let operations = if text {
        vec![
            Operation::new("BT", vec![]),
            Operation::new("Tf", vec!["F1".into(), 24.into()]),
            Operation::new("Td", vec![50.into(), 700.into()]),
            Operation::new("Tj", vec![Object::string_literal("Council notice")]),
            Operation::new("ET", vec![]),
        ]
    } else {
        vec![
            Operation::new("q", vec![]),
            Operation::new(
                "cm",
                vec![
                    500.into(),
                    0.into(),
                    0.into(),
                    700.into(),
                    40.into(),
                    60.into(),
                ],
            ),
            Operation::new("Do", vec!["Im1".into()]),
            Operation::new("Q", vec![]),
        ]
    };
    let content = Content { operations };
    let content_id = doc.add_object(Stream::new(
        dictionary! {},
        content.encode().expect("content"),
    ));
    let page_id = doc.add_object(dictionary! {
        "Type" => "Page", "Parent" => pages_id, "Contents" => content_id,
    });
    doc.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! {
            "Type" => "Pages", "Kids" => vec![page_id.into()], "Count" => 1,
            "Resources" => resources_id,
            "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
        }),
    );
    let catalog_id = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    doc.trailer.set("Root", catalog_id);
    let mut out = Vec::new();
    doc.save_to(&mut out).expect("pdf");
    out
}

fn document(title: &str) -> Value {
    json!({
        "documentId": null, "isActive": true, "titleEn": title, "titleOd": format!("ଦଲିଲ {title}"),
        "category": "notices", "publishDate": "2026-11-01", "validUntil": "", "fileLanguage": "both",
    })
}

#[tokio::test]
async fn scanned_documents_are_flagged_and_text_ones_are_not() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let text = save(
        &app,
        "document",
        document("Act"),
        Some(("documentFile", pdf(true))),
        &token,
    )
    .await;
    let scan = save(
        &app,
        "document",
        document("Scan"),
        Some(("documentFile", pdf(false))),
        &token,
    )
    .await;
    for _ in 0..2 {
        // The second report reads the kept verdicts.
        let data = report(&app, &token).await;
        assert!(
            about(&data, "textlessDocuments", "document", text).is_empty(),
            "{data}"
        );
        let found = about(&data, "textlessDocuments", "document", scan);
        assert_eq!(found.len(), 1, "{data}");
        assert_eq!(found[0]["title"], json!("Scan"));
    }
    // The save itself warns of a scan, and only of a scan.
    for (bytes, warned) in [(pdf(false), true), (pdf(true), false)] {
        let form = Form::new()
            .text(DOCUMENT.manage_field, b64(document("Upload").to_string()))
            .part("documentFile", Part::bytes(bytes).file_name("upload.pdf"));
        let resp = app.post_form(DOCUMENT.manage, form, Some(&token)).await;
        assert_eq!(resp.status(), StatusCode::OK);
        let body = json_of(resp).await;
        let warning = body["warning"].as_str().unwrap_or("");
        assert_eq!(warning.contains("looks scanned"), warned, "{body}");
    }
    // A new file with text clears it.
    let mut fields = document("Scan");
    fields["documentId"] = json!(scan);
    save(
        &app,
        "document",
        fields,
        Some(("documentFile", pdf(true))),
        &token,
    )
    .await;
    let data = report(&app, &token).await;
    assert!(
        about(&data, "textlessDocuments", "document", scan).is_empty(),
        "{data}"
    );
}

#[tokio::test]
async fn items_not_saved_within_their_interval_are_due_until_reviewed() {
    let settings = Settings {
        // About 2.6 seconds for news; notices and pages never.
        review_days_news: 0.00003,
        review_days_notices: 0.0,
        review_days_pages: 0.0,
        ..Settings::default()
    };
    let app = common::spawn_app_with_settings(settings).await;
    let token = app.admin_token().await;
    let id = save(&app, NEWS, news("Admissions", "ଭର୍ତ୍ତି", "", ""), None, &token).await;
    let page = save(&app, NOTICES, notice("/"), None, &token).await;
    assert!(about(&report(&app, &token).await, "dueForReview", NEWS, id).is_empty());

    tokio::time::sleep(Duration::from_millis(2800)).await;
    let data = report(&app, &token).await;
    let due = about(&data, "dueForReview", NEWS, id);
    assert_eq!(due.len(), 1, "{data}");
    assert!(due[0]["lastReviewedAt"].as_u64().is_some());
    assert!(
        about(&data, "dueForReview", NOTICES, page).is_empty(),
        "interval 0 is never"
    );

    // Marking it reviewed clears it without changing it, and is in the audit trail.
    let resp = app
        .client
        .post(app.api("/health/reviewed"))
        .bearer_auth(&token)
        .json(&json!({"entity": NEWS, "id": id}))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(about(&report(&app, &token).await, "dueForReview", NEWS, id).is_empty());
    let resp = app
        .client
        .get(app.api(&format!("/audit/list?entity={NEWS}")))
        .bearer_auth(&token)
        .send()
        .await
        .expect("request");
    assert!(json_of(resp).await.to_string().contains("reviewed"));

    // Due again after another interval; saving clears it too.
    tokio::time::sleep(Duration::from_millis(2800)).await;
    assert_eq!(
        about(&report(&app, &token).await, "dueForReview", NEWS, id).len(),
        1
    );
    let mut fields = news("Admissions open", "ଭର୍ତ୍ତି", "", "");
    fields[crate::common::wire(NEWS).id_field] = json!(id);
    save(&app, NEWS, fields, None, &token).await;
    assert!(about(&report(&app, &token).await, "dueForReview", NEWS, id).is_empty());
}

/// A local web server answering every request with `answer(path)` (status line and headers)
/// after `delay`.
async fn server(delay: Duration, answer: fn(&str) -> String) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("address");
    tokio::spawn(async move {
        loop {
            let Ok((mut socket, _)) = listener.accept().await else {
                return;
            };
            tokio::spawn(async move {
                let mut buf = vec![0u8; 4096];
                let n = socket.read(&mut buf).await.unwrap_or(0);
                let head = String::from_utf8_lossy(&buf[..n]).to_string();
                let path = head.split_whitespace().nth(1).unwrap_or("/").to_string();
                tokio::time::sleep(delay).await;
                let reply = format!(
                    "{}content-length: 0\r\nconnection: close\r\n\r\n",
                    answer(&path)
                );
                let _ = socket.write_all(reply.as_bytes()).await;
            });
        }
    });
    format!("http://{addr}")
}

#[tokio::test]
async fn links_are_broken_after_two_failed_checks_and_paths_after_one() {
    // The test's servers listen on 127.0.0.1, an internal address: allowed by name.
    let settings = Settings {
        link_timeout: Duration::from_millis(800),
        link_check_allow: vec!["127.0.0.1".into()],
        ..Settings::default()
    };
    let app = common::spawn_app_with_settings(settings).await;
    let token = app.admin_token().await;
    let missing = server(Duration::ZERO, |_| "HTTP/1.1 404 Not Found\r\n".into()).await;
    let slow = server(Duration::from_secs(3), |_| "HTTP/1.1 200 OK\r\n".into()).await;
    let moved = server(Duration::ZERO, |path| match path {
        "/moved" => "HTTP/1.1 301 Moved Permanently\r\nlocation: /ok\r\n".into(),
        "/gone" => "HTTP/1.1 301 Moved Permanently\r\nlocation: /missing\r\n".into(),
        "/ok" => "HTTP/1.1 200 OK\r\n".into(),
        _ => "HTTP/1.1 404 Not Found\r\n".into(),
    })
    .await;
    let dead = save(
        &app,
        NOTICES,
        notice(&format!("{missing}/circular")),
        None,
        &token,
    )
    .await;
    let late = save(
        &app,
        NOTICES,
        notice(&format!("{slow}/notice")),
        None,
        &token,
    )
    .await;
    let fine = save(
        &app,
        NOTICES,
        notice(&format!("{moved}/moved")),
        None,
        &token,
    )
    .await;
    let gone = save(
        &app,
        NOTICES,
        notice(&format!("{moved}/gone")),
        None,
        &token,
    )
    .await;
    let internal = save(&app, NOTICES, notice("/no-such-page"), None, &token).await;
    let home = save(&app, NOTICES, notice("/about"), None, &token).await;
    let body = news(
        "Links",
        "ଲିଙ୍କ",
        &format!("Read [the circular]({missing}/in-body) and [about](/about)."),
        "ବିବରଣୀ",
    );
    let article = save(&app, NEWS, body, None, &token).await;

    let first = check(&app, &token).await;
    let broken = |data: &Value, entity: &str, id: u64| about(data, "brokenLinks", entity, id).len();
    // A path on this site is broken at once; other addresses need a second failure.
    assert_eq!(broken(&first, NOTICES, internal), 1, "{first}");
    let found = about(&first, "brokenLinks", NOTICES, internal);
    assert_eq!(found[0]["status"], json!(404));
    assert_eq!(found[0]["field"], json!("announceLinkPath"));
    for id in [dead, late, gone, fine, home] {
        assert_eq!(broken(&first, NOTICES, id), 0, "{id}: {first}");
    }

    let second = check(&app, &token).await;
    let found = about(&second, "brokenLinks", NOTICES, dead);
    assert_eq!(found.len(), 1, "{second}");
    assert_eq!(found[0]["status"], json!(404));
    assert_eq!(found[0]["url"], json!(format!("{missing}/circular")));
    let found = about(&second, "brokenLinks", NOTICES, late);
    assert_eq!(found.len(), 1, "{second}");
    assert!(
        found[0]["error"]
            .as_str()
            .unwrap_or("")
            .contains("did not answer"),
        "{second}"
    );
    let found = about(&second, "brokenLinks", NOTICES, gone);
    assert_eq!(found.len(), 1, "{second}");
    assert_eq!(found[0]["redirectedTo"], json!(format!("{moved}/missing")));
    assert_eq!(
        broken(&second, NOTICES, fine),
        0,
        "a redirect to a page that works"
    );
    assert_eq!(broken(&second, NOTICES, home), 0);
    let found = about(&second, "brokenLinks", NEWS, article);
    assert_eq!(
        found.len(),
        1,
        "only the external link in the body: {second}"
    );
    assert_eq!(found[0]["field"], json!("newsBodyEn"));

    // Fixing the link takes it off the report at once.
    let mut fields = notice("/about");
    fields[crate::common::wire(NOTICES).id_field] = json!(dead);
    save(&app, NOTICES, fields, None, &token).await;
    assert_eq!(broken(&report(&app, &token).await, NOTICES, dead), 0);
}

/// A listener that counts the connections made to it and answers none.
async fn guarded() -> (u16, Arc<AtomicUsize>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let port = listener.local_addr().expect("address").port();
    let seen = Arc::new(AtomicUsize::new(0));
    let count = Arc::clone(&seen);
    tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            count.fetch_add(1, Ordering::SeqCst);
            drop(socket);
        }
    });
    (port, seen)
}

/// A web server on 127.0.0.2 that redirects `/to/N` to `targets[N]` and answers 200 to
/// anything else.
async fn redirector(targets: Vec<String>) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.2:0")
        .await
        .expect("bind 127.0.0.2");
    let addr = listener.local_addr().expect("address");
    let targets = Arc::new(targets);
    tokio::spawn(async move {
        while let Ok((mut socket, _)) = listener.accept().await {
            let targets = Arc::clone(&targets);
            tokio::spawn(async move {
                let mut buf = vec![0u8; 4096];
                let n = socket.read(&mut buf).await.unwrap_or(0);
                let head = String::from_utf8_lossy(&buf[..n]).to_string();
                let path = head.split_whitespace().nth(1).unwrap_or("/").to_string();
                let target = path
                    .strip_prefix("/to/")
                    .and_then(|n| n.parse::<usize>().ok())
                    .and_then(|n| targets.get(n));
                let status = match target {
                    Some(to) => format!("HTTP/1.1 302 Found\r\nlocation: {to}\r\n"),
                    None => "HTTP/1.1 200 OK\r\n".to_string(),
                };
                let reply = format!("{status}content-length: 0\r\nconnection: close\r\n\r\n");
                let _ = socket.write_all(reply.as_bytes()).await;
            });
        }
    });
    format!("http://{addr}")
}

#[tokio::test]
async fn the_link_check_never_asks_an_internal_address() {
    let (port, seen) = guarded().await;
    let internal: Vec<String> = [
        "127.1",
        "2130706433",
        "0x7f000001",
        "[::ffff:127.0.0.1]",
        "0.0.0.0",
        "localhost",
        "127.0.0.1",
        "[::1]",
    ]
    .iter()
    .map(|host| format!("http://{host}:{port}/metrics"))
    .chain(["http://169.254.169.254/latest/meta-data/".to_string()])
    .collect();
    let far = redirector(internal.clone()).await;
    // Only the redirecting server is allowed, by its address; what it redirects to is not.
    let settings = Settings {
        link_timeout: Duration::from_millis(800),
        link_check_allow: vec!["127.0.0.2".into()],
        ..Settings::default()
    };
    let app = common::spawn_app_with_settings(settings).await;
    let token = app.admin_token().await;
    let redirects: Vec<String> = (0..internal.len())
        .map(|n| format!("{far}/to/{n}"))
        .collect();
    let body: String = internal
        .iter()
        .chain(&redirects)
        .chain([&format!("{far}/fine")])
        .enumerate()
        .map(|(i, url)| format!("[link {i}]({url}) "))
        .collect();
    let article = save(
        &app,
        NEWS,
        news("Links", "ଲିଙ୍କ", &body, "ବିବରଣୀ"),
        None,
        &token,
    )
    .await;

    let data = check(&app, &token).await;
    let found = about(&data, "brokenLinks", NEWS, article);
    let finding = |url: &str| {
        found
            .iter()
            .find(|f| f["url"] == json!(url))
            .unwrap_or_else(|| panic!("no finding for {url}: {data}"))
    };
    for url in &internal {
        let f = finding(url);
        assert_eq!(f["error"], json!("not checked: internal address"), "{f}");
        assert!(f.get("status").is_none(), "{f}");
    }
    for (n, url) in redirects.iter().enumerate() {
        let f = finding(url);
        assert_eq!(f["error"], json!("not checked: internal address"), "{f}");
        assert_eq!(
            f["redirectedTo"].as_str().map(|u| u.trim_end_matches('/')),
            Some(normalized(&internal[n]).trim_end_matches('/')),
            "{f}"
        );
    }
    assert_eq!(
        found.len(),
        internal.len() * 2,
        "the allowed link works: {data}"
    );
    assert_eq!(
        seen.load(Ordering::SeqCst),
        0,
        "the internal listener was asked"
    );
}

/// An address as the URL parser writes it (`127.1` is `127.0.0.1`).
fn normalized(url: &str) -> String {
    reqwest::Url::parse(url).expect("address").to_string()
}

/// The findings of one list, as (entity, id, field).
fn listed(report: &Value, list: &str) -> Vec<(String, u64, String)> {
    report[list]
        .as_array()
        .unwrap_or_else(|| panic!("no list {list}"))
        .iter()
        .map(|f| {
            (
                f["entity"].as_str().unwrap_or("").to_string(),
                f["id"].as_u64().unwrap_or(0),
                f["field"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

#[tokio::test]
async fn the_untouched_starter_site_is_not_healthy() {
    let app = spawn_app().await;
    let content = app.content.clone();
    tokio::task::spawn_blocking(move || oshec::seed::at_start(&content, true))
        .await
        .expect("seed task")
        .expect("seed");
    let token = app.admin_token().await;
    let first = report(&app, &token).await;

    // Every starter record of these kinds is still as the seed wrote it, each finding naming
    // its item, as the back office opens it (`?item=<entity>/<id>`).
    let starter = listed(&first, "starterContent");
    for (entity, id) in [("introduction", 1), (NEWS, 1), (NEWS, 6), ("banner", 1)] {
        assert!(
            starter.iter().any(|(e, i, _)| e == entity && *i == id),
            "{entity} {id} in {starter:?}"
        );
    }
    let finding = &about(&first, "starterContent", "introduction", 1)[0];
    assert!(!finding["title"].as_str().unwrap_or("").is_empty());
    assert!(!finding["titleOd"].as_str().unwrap_or("").is_empty());
    assert!(
        finding["detail"]
            .as_str()
            .unwrap_or("")
            .starts_with("Starter content")
    );
    // The starter's two videos have no title.
    assert_eq!(
        listed(&first, "untitledVideos"),
        [
            (VIDEOS.to_string(), 1, "videoTitleEn".to_string()),
            (VIDEOS.to_string(), 2, "videoTitleEn".to_string())
        ]
    );
    // Its placeholder mobile number and the officials' example addresses.
    let contacts = listed(&first, "placeholderContacts");
    assert!(
        contacts.contains(&(SETTINGS.into(), 1, "mobile".into())),
        "{contacts:?}"
    );
    assert!(
        contacts
            .iter()
            .any(|(e, _, f)| e == "official" && f == "email"),
        "{contacts:?}"
    );

    // Each fix leaves its list at once.
    let intro = wire("introduction");
    let mut record = json_of(app.get_by_id(&intro, 1, Some(&token)).await).await["data"].clone();
    record["introductionTitleEn"] = json!("About the council, in its own words");
    assert_eq!(
        json_of(app.manage(&intro, &record, None, Some(&token)).await).await["outcome"],
        json!(true)
    );
    let video = wire(VIDEOS);
    let mut record = json_of(app.get_by_id(&video, 1, Some(&token)).await).await["data"].clone();
    record["videoTitleEn"] = json!("The council at work");
    assert_eq!(
        json_of(app.manage(&video, &record, None, Some(&token)).await).await["outcome"],
        json!(true)
    );
    let settings = wire(SETTINGS);
    let mut record = json_of(app.get_by_id(&settings, 1, Some(&token)).await).await["data"].clone();
    record["mobile"] = json!("9437012345");
    record["mobileOd"] = json!("୯୪୩୭୦୧୨୩୪୫");
    assert_eq!(
        json_of(app.manage(&settings, &record, None, Some(&token)).await).await["outcome"],
        json!(true)
    );

    let after = report(&app, &token).await;
    assert!(about(&after, "starterContent", "introduction", 1).is_empty());
    // The video, and the settings record, were changed: no longer the starter's.
    assert!(about(&after, "starterContent", VIDEOS, 1).is_empty());
    assert_eq!(
        listed(&after, "untitledVideos"),
        [(VIDEOS.to_string(), 2, "videoTitleEn".to_string())]
    );
    let contacts = listed(&after, "placeholderContacts");
    assert!(
        !contacts
            .iter()
            .any(|(e, _, f)| e == SETTINGS && f.starts_with("mobile")),
        "{contacts:?}"
    );
    // The office landline is still the starter's.
    assert!(
        contacts.contains(&(SETTINGS.into(), 1, "officePhone".into())),
        "{contacts:?}"
    );
}

#[tokio::test]
async fn a_site_that_declined_the_starter_content_has_none_of_it() {
    let app = spawn_app().await;
    let content = app.content.clone();
    tokio::task::spawn_blocking(move || oshec::seed::at_start(&content, false))
        .await
        .expect("seed task")
        .expect("no seed");
    let token = app.admin_token().await;
    let report = report(&app, &token).await;
    for list in ["starterContent", "untitledVideos", "placeholderContacts"] {
        assert_eq!(report[list], json!([]), "{list}");
    }
}
