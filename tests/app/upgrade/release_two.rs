//! The database of release 2 (`tests/fixtures/release2.redb`): everything in it, its accounts
//! administrators and its records published.

use super::*;

/// Records per entity in the release-two fixture, after this release adds its officials.
const RELEASE2_COUNTS: [(&str, usize); 13] = [
    ("banner", 2),
    (PHOTOS, 7),
    ("announce", 3),
    (NOTICES, 6),
    ("council", 1),
    ("features", 3),
    (NEWS, 7),
    (VIDEOS, 2),
    (FUTURES, 6),
    (SETTINGS, 1),
    ("introduction", 1),
    ("page", 8),
    ("official", 6),
];

#[tokio::test]
async fn the_previous_releases_database_opens_with_everything_in_it() {
    let app = open(RELEASE2).await;
    let token = sign_in_as(&app, ADMIN, "fixture password 2").await;
    sign_in_as(&app, "second@oshec.test", "second fixture password").await;
    // What `oshec serve` does at start: only the officials are new since that release.
    assert_eq!(oshec::seed::seed_added(&app.content).expect("seeded"), 6);
    every_record_reads(&app, &token, &RELEASE2_COUNTS).await;

    // Documents have a wire of their own: all of them, each with its file.
    let all = app.list_items(&DOCUMENT, Some(&token)).await;
    assert_eq!(all.len(), 24);
    assert!(all.iter().all(|d| d["documentPath"].is_string()));
    // The document uploaded through the old API: listed on its page, its PDF byte for byte.
    let documents = app.list_items(&DOCUMENT, None).await;
    let notice = documents
        .iter()
        .find(|d| d["titleEn"] == json!("Fixture notice on admissions"))
        .expect("the fixture's document");
    assert_eq!(notice["category"], json!("notices"));
    assert_eq!(notice["titleOd"], json!("ନାମଲେଖା ବିଜ୍ଞପ୍ତି"));
    let path = notice["documentPath"].as_str().expect("path");
    let resp = app.client.get(app.url(path)).send().await.expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(
        resp.bytes().await.expect("body").as_ref(),
        b"%PDF-1.4\n% release two fixture\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"
    );
    // Search finds it, and not the inactive news item.
    let resp = app
        .client
        .get(app.api("/search/allowAll/query?q=admissions"))
        .send()
        .await
        .expect("request");
    let found = json_of(resp).await;
    let hits = found["data"].as_array().expect("hits");
    assert!(
        hits.iter()
            .any(|h| h["url"] == json!("/Notifications/Notices")),
        "{found}"
    );
    let resp = app
        .client
        .get(app.api("/search/allowAll/query?q=scholarship"))
        .send()
        .await
        .expect("request");
    assert!(
        !json_of(resp).await.to_string().contains("Fixture news"),
        "inactive news is never found"
    );
    let news = app.list_items(&wire(NEWS), Some(&token)).await;
    let old = news
        .iter()
        .find(|n| n["newsTitleEn"] == json!("Fixture news: scholarship results"))
        .expect("the fixture's news item");
    assert_eq!(old["isActive"], json!(false));
    assert_eq!(old["newsDescOd"], json!("ରାଜ୍ୟ ବୃତ୍ତିର ଫଳାଫଳ।"));
    // Written before news had a photo and a body: those read as absent, its link is its own.
    assert_eq!(old["newsBodyEn"], json!(""));
    assert_eq!(old["newsBodyEnHtml"], json!(""));
    assert_eq!(old["newsImagePath"], Value::Null);
    assert!(
        old["newsLink"]
            .as_str()
            .is_some_and(|l| l.starts_with("http")),
        "{old}"
    );

    // Videos saved before they had titles: untitled, their address as it was.
    let videos = app.list_items(&wire(VIDEOS), None).await;
    assert!(!videos.is_empty());
    for video in &videos {
        for field in ["videoTitleEn", "videoTitleOd", "videoDescEn", "videoDescOd"] {
            assert_eq!(video[field], json!(""), "{video}");
        }
        assert!(
            video["displayVideo"]
                .as_str()
                .is_some_and(|v| v.contains("youtu")),
            "{video}"
        );
    }

    // The edited policy page and setting, as the council left them.
    let pages = app.list_items(&wire("page"), None).await;
    assert!(
        pages
            .iter()
            .any(|p| p["titleEn"] == json!("Privacy policy (edited for the fixture)"))
    );
    let settings = app.list_items(&wire(SETTINGS), None).await;
    assert_eq!(settings[0]["emailIds"], json!("fixture@oshec.example.org"));
    assert_eq!(settings[0]["officePhone"], json!(""));

    // The visitor's feedback, and the audit trail of the old release.
    let resp = app
        .client
        .get(app.api("/feedback/list?page=1&size=10"))
        .bearer_auth(&token)
        .send()
        .await
        .expect("request");
    let inbox = json_of(resp).await;
    assert!(
        inbox.to_string().contains("When do admissions open?"),
        "{inbox}"
    );
    let resp = app
        .client
        .get(app.api("/audit/list?entity=document&page=1&size=100"))
        .bearer_auth(&token)
        .send()
        .await
        .expect("request");
    let audit = json_of(resp).await;
    assert!(audit["total"].as_u64().is_some_and(|n| n >= 24), "{audit}");
    assert!(
        audit["data"]
            .as_array()
            .is_some_and(|a| a.iter().any(|e| e["admin"] == json!(ADMIN))),
        "{audit}"
    );
}

/// Roles and the workflow arrive on an old database: every account is an administrator, every
/// record is published at revision 0, and nothing else moves (docs/roles.md, docs/workflow.md).
#[tokio::test]
async fn the_previous_releases_accounts_are_administrators_and_its_records_published() {
    let app = open(RELEASE2).await;
    let resp = app.login(ADMIN, "fixture password 2").await;
    let body = json_of(resp).await;
    assert_eq!(body["role"], json!("administrator"), "{body}");
    assert_eq!(body["mustChangePassword"], json!(false), "{body}");
    let token = body["data"].as_str().expect("token").to_string();
    let accounts = json_of(get(&app, "/account/admins", &token).await).await;
    let accounts = accounts["data"].as_array().expect("accounts").clone();
    assert_eq!(accounts.len(), 2);
    assert!(
        accounts
            .iter()
            .all(|a| a["role"] == json!("administrator") && a["isActive"] == json!(true))
    );
    let mut ids: Vec<u64> = accounts
        .iter()
        .filter_map(|a| a["adminId"].as_u64())
        .collect();
    ids.sort_unstable();
    assert_eq!(ids, [1, 2], "each account has its own id");
    for w in WIRES.iter().chain([&DOCUMENT]) {
        for item in app.list_items(w, Some(&token)).await {
            let archived_document = w.key == "document" && item["archived"] == json!(true);
            let expected = if archived_document {
                "archived"
            } else {
                "published"
            };
            assert_eq!(item["status"], json!(expected), "{} {item}", w.key);
            assert_eq!(item["revision"], json!(0), "{} {item}", w.key);
        }
    }
}
