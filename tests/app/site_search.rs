//! GIGW 3.0 over HTTP: site search, the sitemap and robots.txt, "last updated" times, and the
//! who-is-who (official) entity with the office landline.
use crate::common;
use oshec::entities::keys::{NEWS, NOTICES, SETTINGS};

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use common::{
    DOCUMENT, TestApp, expect_failure, header, ist, json_of, pdf, sample, spawn_app,
    spawn_app_with_clock, wire,
};
use reqwest::StatusCode;
use serde_json::{Value, json};
use unicode_normalization::UnicodeNormalization as _;

async fn news(app: &TestApp, token: &str, title: &str, desc: &str, date: &str) -> u64 {
    let w = wire(NEWS);
    let mut fields = sample(&w, "n");
    fields[crate::common::wire(NEWS).id_field] = Value::Null;
    fields["newsTitleEn"] = json!(title);
    fields["newsTitleOd"] = json!(format!("{title} ଓଡ଼ିଆ"));
    fields["newsDescEn"] = json!(desc);
    fields["newsDescOd"] = json!("ଓଡ଼ିଆ ବିବରଣୀ");
    fields["newsDate"] = json!(date);
    let resp = app.manage(&w, &fields, None, Some(token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    json_of(resp).await["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id")
}

/// A new, active document of `category` published on 2 January 2026.
fn document_fields(title_en: &str, title_od: &str, category: &str) -> Value {
    json!({
        "documentId": null,
        "titleEn": title_en,
        "titleOd": title_od,
        "category": category,
        "publishDate": "2026-01-02",
        "validUntil": "",
        "fileLanguage": "en",
        "isActive": true,
    })
}

async fn search(app: &TestApp, q: &str, page: Option<usize>) -> reqwest::Response {
    let encoded: String = q
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect();
    let mut url = app.api(&format!("/search/allowAll/query?q={encoded}"));
    if let Some(p) = page {
        url.push_str(&format!("&page={p}"));
    }
    app.client.get(url).send().await.expect("request")
}

async fn hits(app: &TestApp, q: &str) -> (Vec<Value>, u64) {
    let resp = search(app, q, None).await;
    assert_eq!(resp.status(), StatusCode::OK, "{q}");
    let body = json_of(resp).await;
    assert_eq!(body["outcome"], json!(true), "{body}");
    (
        body["data"].as_array().expect("data").clone(),
        body["total"].as_u64().expect("total"),
    )
}

/// The `data` of `/lastUpdated/allowAll/list`: when each entity last changed, and `release`.
async fn change_times(app: &TestApp) -> Value {
    let resp = app
        .client
        .get(app.api("/lastUpdated/allowAll/list"))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    json_of(resp).await["data"].clone()
}

fn titles(hits: &[Value]) -> Vec<&str> {
    hits.iter()
        .map(|h| h["titleEn"].as_str().unwrap_or(""))
        .collect()
}

#[tokio::test]
async fn search_finds_english_and_odia_words_ranked_and_marked() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    news(
        &app,
        &token,
        "Budget speech",
        "The examination calendar follows.",
        "2026-03-01",
    )
    .await;
    news(
        &app,
        &token,
        "Examination dates",
        "Read the list.",
        "2025-01-01",
    )
    .await;
    news(
        &app,
        &token,
        "Examination results",
        "Results are out.",
        "2026-02-01",
    )
    .await;

    // Title hits first (newer first among them), then the body hit; "exam" finds "Examination".
    let (found, total) = hits(&app, "EXAM").await;
    assert_eq!(total, 3);
    assert_eq!(
        titles(&found),
        vec!["Examination results", "Examination dates", "Budget speech"]
    );
    let first = &found[0];
    assert_eq!(first["type"], json!("news"));
    assert_eq!(first["date"], json!("2026-02-01"));
    assert_eq!(first["marks"]["titleEn"], json!([[0, 11]]));
    let body_hit = &found[2];
    assert!(
        body_hit["snippetEn"]
            .as_str()
            .is_some_and(|s| s.contains("examination")),
        "{body_hit}"
    );
    assert_eq!(body_hit["marks"]["snippetEn"], json!([[4, 15]]));

    // Every word must match.
    let (found, _) = hits(&app, "examination results").await;
    assert_eq!(titles(&found), vec!["Examination results"]);

    // Odia: the title was stored NFC; a query with the letter + nukta form finds it.
    let (found, total) = hits(&app, "\u{0B13}\u{0B21}\u{0B3C}\u{0B3F}\u{0B06}").await;
    assert_eq!(total, 3, "{found:?}");
    let od = found[0]["titleOd"].as_str().expect("titleOd");
    let marks = &found[0]["marks"]["titleOd"][0];
    let units: Vec<u16> = od.encode_utf16().collect();
    let (s, e) = (
        marks[0].as_u64().expect("start") as usize,
        marks[1].as_u64().expect("end") as usize,
    );
    let marked: String = String::from_utf16_lossy(&units[s..e]).nfc().collect();
    assert_eq!(marked, "ଓଡ଼ିଆ".nfc().collect::<String>());
}

#[tokio::test]
async fn inactive_content_never_appears_and_edits_show_at_once() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let id = news(
        &app,
        &token,
        "Scholarship notice",
        "Apply now.",
        "2026-01-01",
    )
    .await;
    assert_eq!(hits(&app, "scholarship").await.1, 1);

    let w = wire(NEWS);
    let resp = app.toggle(&w, id, true, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(hits(&app, "scholarship").await.1, 0);

    // Created inactive: never found.
    let mut fields = sample(&w, "x");
    fields[crate::common::wire(NEWS).id_field] = Value::Null;
    fields["isActive"] = json!(false);
    fields["newsTitleEn"] = json!("Hidden fellowship");
    let resp = app.manage(&w, &fields, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(hits(&app, "fellowship").await.1, 0);

    // Reactivated and renamed: the new words are found, the old ones are not.
    let resp = app.toggle(&w, id, false, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let mut fields = sample(&w, "y");
    fields[crate::common::wire(NEWS).id_field] = json!(id);
    fields["newsTitleEn"] = json!("Bursary notice");
    let resp = app.manage(&w, &fields, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(hits(&app, "scholarship").await.1, 0);
    assert_eq!(hits(&app, "bursary").await.1, 1);
}

#[tokio::test]
async fn search_covers_notices_announcements_council_introduction_and_officials() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for (key, field) in [
        (NOTICES, "announceLinkEn"),
        ("announce", "announceTitleEn"),
        ("council", "councilTitleEn"),
        ("introduction", "introductionTitleEn"),
        ("official", "nameEn"),
    ] {
        let w = wire(key);
        let mut fields = sample(&w, "s");
        fields[w.id_field] = Value::Null;
        fields[field] = json!(format!("Zephyr {key}"));
        let file = w.file_field.map(|_| common::png(1));
        let resp = app.manage(&w, &fields, file, Some(&token)).await;
        assert_eq!(resp.status(), StatusCode::OK, "{key}");
    }
    let (found, total) = hits(&app, "zephyr").await;
    assert_eq!(total, 5);
    let mut kinds: Vec<&str> = found.iter().filter_map(|h| h["type"].as_str()).collect();
    kinds.sort_unstable();
    assert_eq!(
        kinds,
        vec![
            "announcement",
            "council",
            "introduction",
            "notice",
            "official"
        ]
    );
    let url_of = |kind: &str| {
        found
            .iter()
            .find(|h| h["type"] == json!(kind))
            .and_then(|h| h["url"].as_str())
            .unwrap_or("")
            .to_string()
    };
    assert_eq!(url_of("introduction"), "/about/introduction");
    assert_eq!(url_of("official"), "/about/organizationstructure");
    assert_eq!(url_of("notice"), "https://oshec.example.org/s");
}

#[tokio::test]
async fn search_pages_and_refuses_bad_queries() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for day in 1..=23 {
        news(
            &app,
            &token,
            &format!("Circular {day}"),
            "Text.",
            &format!("2026-01-{day:02}"),
        )
        .await;
    }
    let resp = search(&app, "circular", Some(3)).await;
    let body = json_of(resp).await;
    assert_eq!(body["total"], json!(23));
    let page: Vec<&str> = body["data"]
        .as_array()
        .expect("data")
        .iter()
        .filter_map(|h| h["titleEn"].as_str())
        .collect();
    assert_eq!(page, vec!["Circular 3", "Circular 2", "Circular 1"]);
    let resp = search(&app, "circular", Some(9)).await;
    assert_eq!(json_of(resp).await["data"], json!([]));

    // Nothing to look for finds nothing (the page then asks for a word).
    for q in ["", "   ", "?!"] {
        assert_eq!(hits(&app, q).await, (vec![], 0), "{q:?}");
    }
    let long = "a".repeat(201);
    let message = expect_failure(search(&app, &long, None).await, StatusCode::BAD_REQUEST).await;
    assert!(message.contains("200"), "{message}");
    let resp = search(&app, "circular", Some(0)).await;
    expect_failure(resp, StatusCode::BAD_REQUEST).await;
    let resp = app
        .client
        .get(app.api("/search/allowAll/query"))
        .send()
        .await
        .expect("request");
    expect_failure(resp, StatusCode::BAD_REQUEST).await;
}

#[tokio::test]
async fn last_updated_moves_with_each_write() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let read = || change_times(&app);
    let before = read().await;
    assert!(before.get(NEWS).is_none(), "{before}");
    let release = before["release"].as_str().expect("release").to_string();
    assert!(release.ends_with('Z') && release.len() == 20, "{release}");

    let id = news(&app, &token, "Dated", "Text.", "2026-01-01").await;
    let first = read().await[NEWS].as_str().expect("a time").to_string();
    assert_eq!(first.len(), 20, "{first}");
    assert!(read().await.get("official").is_none());
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let resp = app.toggle(&wire(NEWS), id, true, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let second = read().await[NEWS].as_str().expect("a time").to_string();
    assert!(second > first, "{first} then {second}");

    // An item nobody can see yet (created inactive) does not date the page.
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let hidden = json!({
        (crate::common::wire(NEWS).id_field): null,
        "newsTitleEn": "Not yet",
        "newsTitleOd": "ଏଯାଏ ନୁହେଁ",
        "newsDescEn": "Hidden.",
        "newsDescOd": "ଲୁଚି।",
        "newsDate": "2026-01-02",
        "isActive": false,
    });
    let resp = app.manage(&wire(NEWS), &hidden, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(read().await[NEWS].as_str(), Some(second.as_str()));
}

#[tokio::test]
async fn a_report_page_is_dated_by_its_own_category_of_documents() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let read = || change_times(&app);
    let mut document = document_fields("Syllabus", "ପାଠ୍ୟକ୍ରମ", "ug");
    let resp = app
        .manage(&DOCUMENT, &document, Some(pdf("ug")), Some(&token))
        .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let id = json_of(resp).await["data"]["documentId"]
        .as_u64()
        .expect("id");
    let first = read().await;
    let ug = first["document:ug"].as_str().expect("ug time").to_string();
    assert_eq!(first["document"].as_str(), Some(ug.as_str()));
    assert!(first.get("document:pg").is_none(), "{first}");

    // Moving the document to the PG page dates both pages; a change elsewhere dates neither.
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    document["documentId"] = json!(id);
    document["category"] = json!("pg");
    let resp = app.manage(&DOCUMENT, &document, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let moved = read().await;
    let pg = moved["document:pg"].as_str().expect("pg time").to_string();
    assert!(pg > ug, "{ug} then {pg}");
    assert_eq!(moved["document:ug"].as_str(), Some(pg.as_str()));
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    document["documentId"] = Value::Null;
    document["category"] = json!("nep");
    let resp = app
        .manage(&DOCUMENT, &document, Some(pdf("nep")), Some(&token))
        .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let later = read().await;
    assert_eq!(later["document:pg"].as_str(), Some(pg.as_str()));
    assert!(later["document:nep"].as_str().expect("nep time") > pg.as_str());

    // The sitemap dates the report pages the same way.
    let text = app
        .client
        .get(app.url("/sitemap.xml"))
        .send()
        .await
        .expect("request")
        .text()
        .await
        .expect("body");
    assert!(
        text.contains(&format!(
            "/Academics/PGProgramme</loc>\n    <lastmod>{pg}</lastmod>"
        )),
        "{text}"
    );
}

#[tokio::test]
async fn sitemap_lists_every_route_with_lastmod_and_robots_points_to_it() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    app.create(&wire("official"), "o", &token).await;
    let resp = app
        .client
        .get(app.url("/sitemap.xml"))
        .header("X-Forwarded-Proto", "https")
        .header("Host", "oshec.example.org")
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(header(resp.headers(), "content-type").starts_with("application/xml"));
    let text = resp.text().await.expect("body");
    assert!(
        text.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"),
        "{text}"
    );
    // The xhtml namespace is for each page's language alternates (docs/visitors.md).
    assert!(text.contains(
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">"
    ));
    let locs: Vec<&str> = text
        .split("<loc>")
        .skip(1)
        .filter_map(|s| s.split("</loc>").next())
        .collect();
    for path in [
        "/",
        "/about/introduction",
        "/about/organizationstructure",
        "/Acts&amp;Rules/OSHECAct",
        "/NEP2020/Letters",
        "/sitemap",
    ] {
        let want = format!("https://oshec.example.org{path}");
        assert_eq!(
            locs.iter().filter(|l| **l == want).count(),
            1,
            "{want} once in {text}"
        );
    }
    assert_eq!(
        text.matches("<url>").count(),
        text.matches("<lastmod>").count()
    );
    // The organisation page's lastmod is when officials last changed.
    let times = change_times(&app).await;
    let official = times["official"].as_str().expect("official time");
    assert!(
        text.contains(&format!(
            "<loc>https://oshec.example.org/about/organizationstructure</loc>\n    <lastmod>{official}</lastmod>"
        )),
        "{text}"
    );

    let resp = app
        .client
        .get(app.url("/robots.txt"))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    let robots = resp.text().await.expect("body");
    let host = app.base.trim_start_matches("http://");
    assert!(
        robots.contains(&format!("Sitemap: http://{host}/sitemap.xml")),
        "{robots}"
    );
    assert!(robots.contains("User-agent: *"), "{robots}");
}

#[tokio::test]
async fn officials_are_grouped_checked_and_listed_in_order() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("official");
    let first = app.create(&w, "a", &token).await;
    assert_eq!(first["group"], json!("finance"));
    let mut bad = sample(&w, "b");
    bad["officialId"] = Value::Null;
    bad["group"] = json!("cleaners");
    let message = expect_failure(
        app.manage(&w, &bad, None, Some(&token)).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(message.starts_with("The group must be"), "{message}");
    bad["group"] = json!("academic-consultants");
    bad["phone"] = json!("12345");
    let message = expect_failure(
        app.manage(&w, &bad, None, Some(&token)).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(message.contains("STD code"), "{message}");
    bad["phone"] = json!("");
    let resp = app.manage(&w, &bad, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let items = app.list_items(&w, None).await;
    let groups: Vec<&str> = items.iter().filter_map(|i| i["group"].as_str()).collect();
    // Display order: the newest official heads the list until the council moves it.
    assert_eq!(groups, vec!["academic-consultants", "finance"]);
}

#[tokio::test]
async fn the_office_phone_takes_a_landline_and_the_mobile_keeps_ten_digits() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire(SETTINGS);
    let mut fields = sample(&w, "g");
    fields[crate::common::wire(SETTINGS).id_field] = Value::Null;
    fields["officePhone"] = json!("0674-2391234");
    let resp = app.manage(&w, &fields, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(
        json_of(resp).await["data"]["officePhone"],
        json!("0674-2391234")
    );
    fields["officePhone"] = json!("");
    let resp = app.manage(&w, &fields, None, Some(&token)).await;
    assert_eq!(
        resp.status(),
        StatusCode::OK,
        "the office phone is optional"
    );
    fields["mobile"] = json!("0674-2391234");
    let message = expect_failure(
        app.manage(&w, &fields, None, Some(&token)).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(message, "Please enter a valid mobile number.");
}

#[tokio::test]
async fn an_older_database_gets_the_starter_officials_once_and_keeps_its_content_searchable() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/round1.redb");
    std::fs::copy(fixture, dir.path().join("oshec.redb")).expect("copy the fixture");
    let app = common::spawn_app_in(dir).await;
    let content = app.content.clone();
    let added = tokio::task::spawn_blocking(move || oshec::seed::seed_added(&content))
        .await
        .expect("task")
        .expect("seeded");
    // The eight policy and help pages and the six officials.
    assert_eq!(added, 14);
    let content = app.content.clone();
    let again = tokio::task::spawn_blocking(move || oshec::seed::seed_added(&content))
        .await
        .expect("task")
        .expect("seeded");
    assert_eq!(again, 0, "never twice");
    let officials = app.list_items(&wire("official"), None).await;
    assert_eq!(officials.len(), 6);
    assert_eq!(
        officials[0]["group"],
        json!("chairperson-and-member-secretary")
    );
    // The old records are indexed from the store; the inactive news item of the fixture is not.
    let (found, total) = hits(&app, "council").await;
    assert!(total > 3, "{found:?}");
    assert!(found.iter().all(|h| h["type"].is_string()));
    assert_eq!(
        hits(&app, "fixture").await.1,
        0,
        "the inactive news item stays hidden"
    );
    // The old database had no change times: its pages fall back to the release date.
    let times = change_times(&app).await;
    assert!(times.get(NEWS).is_none(), "{times}");
    assert!(times["official"].is_string(), "{times}");
}

/// The sitemap's `<loc>` addresses, as paths.
async fn sitemap_paths(app: &TestApp) -> Vec<String> {
    let resp = app
        .client
        .get(app.url("/sitemap.xml"))
        .header("Host", "oshec.example.org")
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    let text = resp.text().await.expect("body");
    text.split("<loc>")
        .skip(1)
        .filter_map(|s| s.split("</loc>").next())
        .map(|l| l.trim_start_matches("http://oshec.example.org").to_string())
        .collect()
}

#[tokio::test]
async fn search_and_the_sitemap_show_documents_and_pages_only_while_visitors_see_them() {
    // 2026-11-23 10:00 IST.
    let start = 29_923_470;
    let now = Arc::new(AtomicI64::new(start));
    let clock = now.clone();
    let app = spawn_app_with_clock(Arc::new(move || clock.load(Ordering::SeqCst))).await;
    let token = app.admin_token().await;

    // A document is found by a word of its English or Odia title and leads to its report page.
    let document = document_fields(
        "Quinquennial accreditation guidelines",
        "ମାନ୍ୟତା ନିର୍ଦ୍ଦେଶିକା",
        "ug",
    );
    let resp = app
        .manage(&DOCUMENT, &document, Some(pdf("q")), Some(&token))
        .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let saved = json_of(resp).await["data"].clone();
    let document_id = saved["documentId"].as_u64().expect("id");
    let path = saved["documentPath"].as_str().expect("path").to_string();
    for q in ["quinquennial", "ନିର୍ଦ୍ଦେଶିକା"] {
        let (found, total) = hits(&app, q).await;
        assert_eq!(total, 1, "{q}");
        assert_eq!(found[0]["type"], json!("document"));
        assert_eq!(found[0]["url"], json!("/Academics/UGProgramme"));
        assert_eq!(found[0]["date"], json!("2026-01-02"));
    }

    // A policy page is found and leads to its own address.
    let w = wire("page");
    let mut page = sample(&w, "p");
    page["pageId"] = Value::Null;
    page["slug"] = json!("zebra-crossing");
    page["titleEn"] = json!("Zebra crossing policy");
    let resp = app.manage(&w, &page, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let (found, _) = hits(&app, "zebra").await;
    assert_eq!(found[0]["url"], json!("/page/zebra-crossing"));

    let paths = sitemap_paths(&app).await;
    assert!(paths.contains(&path), "{path} in {paths:?}");
    assert!(
        paths.contains(&"/page/zebra-crossing".to_string()),
        "{paths:?}"
    );
    assert!(paths.contains(&"/contact".to_string()), "{paths:?}");

    // A news item scheduled for later is found only inside its window, with no write between.
    let w = wire(NEWS);
    let mut news = sample(&w, "x");
    news[crate::common::wire(NEWS).id_field] = Value::Null;
    news["newsTitleEn"] = json!("Xylophone recital");
    news["showFrom"] = json!(ist(start + 60));
    news["showUntil"] = json!(ist(start + 120));
    let resp = app.manage(&w, &news, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(hits(&app, "xylophone").await.1, 0, "before its window");
    now.store(start + 60, Ordering::SeqCst);
    assert_eq!(hits(&app, "xylophone").await.1, 1, "inside its window");
    now.store(start + 120, Ordering::SeqCst);
    assert_eq!(hits(&app, "xylophone").await.1, 0, "after its window");

    // A deactivated document leaves search and the sitemap at once.
    // The toggle names the status it changes (docs/decisions.md §6).
    let resp = app.toggle(&DOCUMENT, document_id, true, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(hits(&app, "quinquennial").await.1, 0);
    assert!(!sitemap_paths(&app).await.contains(&path));
}

/// News of the starter content (`src/seed/content.json`): title and body in English and Odia,
/// and the date.
const COUNCIL_NEWS: [[&str; 5]; 6] = [
    [
        "OURIIP Seed Fund 2026-27: call for proposals opens",
        "OURIIP ସିଡ୍ ଫଣ୍ଡ ୨୦୨୬-୨୭: ପ୍ରସ୍ତାବ ଆହ୍ୱାନ ଆରମ୍ଭ",
        "Faculty members of the State's public universities and colleges may now submit research \
         proposals under the OURIIP Seed Fund.",
        "ରାଜ୍ୟର ସରକାରୀ ବିଶ୍ୱବିଦ୍ୟାଳୟ ଓ ମହାବିଦ୍ୟାଳୟର ଶିକ୍ଷକମାନେ ବର୍ତ୍ତମାନ OURIIP ସିଡ୍ ଫଣ୍ଡ ଅଧୀନରେ \
         ଗବେଷଣା ପ୍ରସ୍ତାବ ଦାଖଲ କରିପାରିବେ।",
        "2026-11-12",
    ],
    [
        "Workshop on NAAC accreditation for State colleges",
        "ରାଜ୍ୟର ମହାବିଦ୍ୟାଳୟଗୁଡ଼ିକ ପାଇଁ NAAC ପ୍ରତ୍ୟାୟନ ଉପରେ କର୍ମଶାଳା",
        "A two-day workshop in Bhubaneswar took coordinators of Internal Quality Assurance Cells \
         through the accreditation process.",
        "ଭୁବନେଶ୍ୱରରେ ଆୟୋଜିତ ଦୁଇ ଦିନିଆ କର୍ମଶାଳାରେ ସଂଯୋଜକମାନଙ୍କୁ ପ୍ରତ୍ୟାୟନ ପ୍ରକ୍ରିୟା ବିଷୟରେ ଅବଗତ \
         କରାଯାଇଥିଲା।",
        "2026-10-16",
    ],
    [
        "Drive to register every student on the Academic Bank of Credits",
        "ପ୍ରତ୍ୟେକ ଛାତ୍ରଛାତ୍ରୀଙ୍କୁ ଏକାଡେମିକ୍ ବ୍ୟାଙ୍କ ଅଫ୍ କ୍ରେଡିଟ୍ସରେ ପଞ୍ଜୀକୃତ କରିବା ପାଇଁ ଅଭିଯାନ",
        "Universities and colleges have been asked to help every enrolled student create an ABC ID.",
        "ନାମ ଲେଖାଇଥିବା ପ୍ରତ୍ୟେକ ଛାତ୍ରଛାତ୍ରୀଙ୍କୁ ABC ID ସୃଷ୍ଟି କରିବାରେ ସହାୟତା କରିବା ପାଇଁ ବିଶ୍ୱବିଦ୍ୟାଳୟ ଓ \
         ମହାବିଦ୍ୟାଳୟଗୁଡ଼ିକୁ କୁହାଯାଇଛି।",
        "2026-09-03",
    ],
    [
        "Six years of NEP 2020: review of progress in Odisha",
        "ଜାତୀୟ ଶିକ୍ଷା ନୀତି ୨୦୨୦ର ଛଅ ବର୍ଷ: ଓଡ଼ିଶାରେ ଅଗ୍ରଗତିର ସମୀକ୍ଷା",
        "Vice-Chancellors and principals met to review the four-year undergraduate programme.",
        "ଚାରି ବର୍ଷିଆ ସ୍ନାତକ ପାଠ୍ୟକ୍ରମ, ବହୁବିଷୟକ ପାଠ୍ୟକ୍ରମ ଓ ଦକ୍ଷତା-ଆଧାରିତ ଶିକ୍ଷାର ସମୀକ୍ଷା କରିବା ପାଇଁ \
         କୁଳପତି ଓ ଅଧ୍ୟକ୍ଷମାନେ ଏକତ୍ରିତ ହୋଇଥିଲେ।",
        "2026-07-29",
    ],
    [
        "New e-content modules released in Odia",
        "ଓଡ଼ିଆରେ ନୂତନ ଇ-ବିଷୟବସ୍ତୁ ମଡ୍ୟୁଲ ପ୍ରକାଶିତ",
        "A new set of lecture videos and study notes for undergraduate core courses is now \
         available in Odia.",
        "ସ୍ନାତକ ସ୍ତରର ମୁଖ୍ୟ ପାଠ୍ୟକ୍ରମ ପାଇଁ ଏକ ନୂତନ ଭିଡିଓ ବକ୍ତୃତା ଓ ଅଧ୍ୟୟନ ନୋଟ୍ ସେଟ୍ ବର୍ତ୍ତମାନ ଓଡ଼ିଆରେ \
         ଉପଲବ୍ଧ।",
        "2026-05-20",
    ],
    [
        "Model curriculum for postgraduate programmes circulated",
        "ସ୍ନାତକୋତ୍ତର ସ୍ତରର ଆଦର୍ଶ ପାଠ୍ୟକ୍ରମ ପ୍ରେରିତ",
        "The Council has shared a model curriculum for postgraduate programmes with the State's \
         universities.",
        "ପରିଷଦ ରାଜ୍ୟର ବିଶ୍ୱବିଦ୍ୟାଳୟଗୁଡ଼ିକୁ ସ୍ନାତକୋତ୍ତର ସ୍ତରର ଏକ ଆଦର୍ଶ ପାଠ୍ୟକ୍ରମ ପଠାଇଛି।",
        "2026-03-10",
    ],
];

/// Saves news `[titleEn, titleOd, descEn, descOd, date]` as `token`; the answer.
async fn save_news(app: &TestApp, token: &str, news: [&str; 5]) -> reqwest::Response {
    let w = wire(NEWS);
    let mut fields = sample(&w, "n");
    fields[crate::common::wire(NEWS).id_field] = Value::Null;
    for (name, value) in [
        "newsTitleEn",
        "newsTitleOd",
        "newsDescEn",
        "newsDescOd",
        "newsDate",
    ]
    .iter()
    .zip(news)
    {
        fields[*name] = json!(value);
    }
    app.manage(&w, &fields, None, Some(token)).await
}

/// A fresh app holding the six starter news, and the administrator's token.
async fn council_news() -> (TestApp, String) {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for news in COUNCIL_NEWS {
        assert_eq!(save_news(&app, &token, news).await.status(), StatusCode::OK);
    }
    (app, token)
}

/// The whole answer of a search for `q`.
async fn answer(app: &TestApp, q: &str) -> Value {
    let resp = search(app, q, None).await;
    assert_eq!(resp.status(), StatusCode::OK, "{q}");
    json_of(resp).await
}

#[tokio::test]
async fn search_finds_plurals_typos_odia_spellings_and_inflections() {
    let (app, _) = council_news().await;
    let universities = titles(&hits(&app, "universities").await.0)
        .into_iter()
        .map(String::from)
        .collect::<Vec<_>>();
    assert_eq!(universities.len(), 3, "{universities:?}");
    // The singular finds the plural, and the plural the singular.
    let (found, _) = hits(&app, "university").await;
    assert_eq!(titles(&found), universities);
    // accreditation/accredited share a stem; a typo finds the word, marked in the title.
    let (found, total) = hits(&app, "acreditation").await;
    assert_eq!(total, 1);
    assert_eq!(
        found[0]["titleEn"],
        json!("Workshop on NAAC accreditation for State colleges")
    );
    assert_eq!(found[0]["marks"]["titleEn"], json!([[17, 30]]));
    let (found, _) = hits(&app, "curiculum").await;
    assert_eq!(
        titles(&found),
        vec!["Model curriculum for postgraduate programmes circulated"]
    );
    assert_eq!(found[0]["marks"]["titleEn"], json!([[6, 16]]));

    // Odia typed without the nukta finds the word written with it, inflected or not.
    let with_nukta = hits(&app, "ଓଡ଼ିଆ").await;
    let (found, total) = hits(&app, "ଓଡିଆ").await;
    assert_eq!((found.clone(), total), with_nukta);
    assert_eq!(
        titles(&found),
        vec!["New e-content modules released in Odia"]
    );
    assert_eq!(found[0]["marks"]["titleOd"], json!([[0, 7]]), "ଓଡ଼ିଆରେ");
    // An inflected form finds the word and its other forms; the title hit first.
    let (found, _) = hits(&app, "ପାଠ୍ୟକ୍ରମର").await;
    assert_eq!(
        titles(&found),
        vec![
            "Model curriculum for postgraduate programmes circulated",
            "Six years of NEP 2020: review of progress in Odisha",
            "New e-content modules released in Odia",
        ]
    );
    // The plain word finds the plural with its case ending (ମହାବିଦ୍ୟାଳୟଗୁଡ଼ିକୁ) and the genitive.
    let (found, _) = hits(&app, "ମହାବିଦ୍ୟାଳୟ").await;
    assert_eq!(
        titles(&found),
        vec![
            "Workshop on NAAC accreditation for State colleges",
            "OURIIP Seed Fund 2026-27: call for proposals opens",
            "Drive to register every student on the Academic Bank of Credits",
        ]
    );
    // ବ for ୱ, and ଯ for ୟ.
    let (found, _) = hits(&app, "ବିଶ୍ବବିଦ୍ଯାଳଯ").await;
    assert_eq!(found.len(), 3, "{found:?}");
}

#[tokio::test]
async fn titles_rank_above_bodies_and_exact_words_above_typos() {
    let (app, token) = council_news().await;
    // Newer than the starter news, with the word in the body only.
    let body = [
        "Budget for the coming year",
        "ଆଗାମୀ ବର୍ଷର ବଜେଟ",
        "The budget funds the new curriculum cell.",
        "ବଜେଟ",
        "2026-11-20",
    ];
    assert_eq!(save_news(&app, &token, body).await.status(), StatusCode::OK);
    // The newest of all, with the word misspelt in its title.
    let typo = [
        "Curiculum committee meets",
        "ପାଠ୍ୟକ୍ରମ କମିଟି",
        "Minutes follow.",
        "କାର୍ଯ୍ୟବିବରଣୀ",
        "2026-11-25",
    ];
    assert_eq!(save_news(&app, &token, typo).await.status(), StatusCode::OK);
    let (found, total) = hits(&app, "curriculum").await;
    assert_eq!(total, 3);
    assert_eq!(
        titles(&found),
        vec![
            "Model curriculum for postgraduate programmes circulated",
            "Budget for the coming year",
            "Curiculum committee meets",
        ]
    );
    // Its body hit is cut around the word.
    assert!(
        found[1]["snippetEn"]
            .as_str()
            .is_some_and(|s| s.contains("curriculum")),
        "{}",
        found[1]
    );

    // A news item's own page body (Markdown) is found too, below its title and summary, and
    // the snippet shows the body's words.
    let w = wire(NEWS);
    let mut fields = sample(&w, "b");
    fields[crate::common::wire(NEWS).id_field] = Value::Null;
    fields["newsTitleEn"] = json!("Council meeting");
    fields["newsDescEn"] = json!("The council met on Friday.");
    fields["newsBodyEn"] = json!(
        "## Decisions

The **curriculum** cell will meet monthly."
    );
    fields["newsDate"] = json!("2026-11-30");
    let resp = app.manage(&w, &fields, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let (found, total) = hits(&app, "curriculum").await;
    assert_eq!(total, 4);
    assert_eq!(titles(&found)[2], "Council meeting", "{found:?}");
    assert_eq!(
        found[2]["snippetEn"],
        json!("Decisions The curriculum cell will meet monthly.")
    );
}

#[tokio::test]
async fn a_search_that_finds_nothing_suggests_words_the_site_holds() {
    let (app, _) = council_news().await;
    let body = answer(&app, "cuncel").await;
    assert_eq!(body["total"], json!(0));
    assert_eq!(body["suggestion"], json!("council"), "{body}");
    // The suggestion finds something.
    assert_eq!(hits(&app, "council").await.1, 1);
    // Each word that found nothing is replaced; the others stay.
    let body = answer(&app, "Curriculum cuncel").await;
    assert_eq!(body["suggestion"], json!("curriculum council"), "{body}");
    // Odia: one letter too many for a typo in a word of five characters.
    let body = answer(&app, "ପରିଷଦଦଦ").await;
    assert_eq!(body["total"], json!(0));
    assert_eq!(body["suggestion"], json!("ପରିଷଦ"), "{body}");
    // Nothing close, or words found apart but never together: no suggestion.
    for q in ["zzqqxx", "accreditation budget", "4321"] {
        let body = answer(&app, q).await;
        assert_eq!(body["total"], json!(0), "{q}");
        assert!(body.get("suggestion").is_none(), "{q}: {body}");
    }
    // A search that finds something suggests nothing.
    assert!(answer(&app, "council").await.get("suggestion").is_none());
}

#[tokio::test]
async fn hidden_items_are_never_found_exactly_by_stem_by_typo_or_by_suggestion() {
    let (app, admin) = council_news().await;
    let contributor = crate::common::account(
        &app,
        crate::workflow::CONTRIBUTOR,
        oshec::auth::Role::Contributor,
    )
    .await;
    // A contributor's draft, never approved: the gate hides it.
    let draft = [
        "Fellowship scheme for doctoral scholars",
        "ଗବେଷକମାନଙ୍କ ପାଇଁ ଫେଲୋସିପ୍ ଯୋଜନା",
        "Scholarships for doctoral researchers.",
        "ଛାତ୍ରବୃତ୍ତି ଯୋଜନା",
        "2026-11-21",
    ];
    let saved = json_of(save_news(&app, &contributor, draft).await).await;
    assert_eq!(saved["data"]["status"], json!("draft"), "{saved}");
    // A published item taken down by the administrator.
    let hidden = [
        "Hostel allotment for women students",
        "ଛାତ୍ରୀନିବାସ ଆବଣ୍ଟନ",
        "Hostels open in July.",
        "ଛାତ୍ରୀନିବାସଗୁଡ଼ିକ ଖୋଲିବ",
        "2026-11-22",
    ];
    let saved = json_of(save_news(&app, &admin, hidden).await).await;
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let resp = app.toggle(&wire(NEWS), id, true, Some(&admin)).await;
    assert_eq!(resp.status(), StatusCode::OK);

    for q in [
        // exact
        "fellowship",
        "hostel",
        "ଫେଲୋସିପ୍",
        "ଛାତ୍ରୀନିବାସ",
        // stemmed or folded
        "fellowships",
        "scholarship",
        "hostels",
        "ଗବେଷକ",
        "ଛାତ୍ରୀନିବାସରେ",
        // a typo
        "felowship",
        "scholarsips",
        "hostell",
        // far enough for a suggestion only
        "felowshp",
        "hostl",
    ] {
        let body = answer(&app, q).await;
        assert_eq!(body["total"], json!(0), "{q}: {body}");
        // A suggestion, if any, is a word of what visitors see (ଗବେଷକ: ଗବେଷଣା, research).
        if let Some(suggestion) = body["suggestion"].as_str() {
            let (found, _) = hits(&app, suggestion).await;
            assert!(!found.is_empty(), "{q}: {suggestion}");
            for title in titles(&found) {
                assert!(
                    COUNCIL_NEWS.iter().any(|n| n[0] == title),
                    "{q}: {suggestion} found {title}"
                );
            }
        }
    }
    // The visible news are still found.
    assert_eq!(hits(&app, "accreditation").await.1, 1);
}
