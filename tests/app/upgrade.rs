//! Upgrades lose nothing: `tests/fixtures/round1.redb` was written by the first release
//! (starter content, one administrator, an inactive news item and an uploaded photo added
//! through the API), and `tests/fixtures/release2.redb` by the release before this one
//! (5fdaea1: starter content with documents and policy pages, two administrators, and what
//! `tests/fixtures/write-release2.py` wrote through its API). The current code must open each
//! with every record, image, file, administrator, setting and audit entry intact; and
//! `tests/fixtures/release3.redb`, written by the release at commit e2881ed, with the review
//! workflow
//! in every state (`tests/fixtures/write-release3.py`); and `tests/fixtures/release4.redb`, the
//! release before the typed envelope (dc55af5), with schedules, validity and display positions
//! among its text fields (`tests/fixtures/write-release4.py`).
use crate::common;
use oshec::entities::keys::{FUTURES, NEWS, NOTICES, PHOTOS, SETTINGS, VIDEOS};

use common::{DOCUMENT, WIRES, json_of, spawn_app_in, wire};
use reqwest::StatusCode;
use serde_json::{Value, json};

const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/round1.redb");
const RELEASE2: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/release2.redb");
const ADMIN: &str = "admin@oshec.test";
const PASSWORD: &str = "fixture password 1";

/// Records per entity in the fixture: the starter content plus what was added to it.
const COUNTS: [(&str, usize); 11] = [
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
];

async fn open_copy() -> common::TestApp {
    open(FIXTURE).await
}

async fn open(fixture: &str) -> common::TestApp {
    let dir = tempfile::tempdir().expect("temporary directory");
    std::fs::copy(fixture, dir.path().join("oshec.redb")).expect("copy the fixture");
    spawn_app_in(dir).await
}

async fn sign_in(app: &common::TestApp) -> String {
    sign_in_as(app, ADMIN, PASSWORD).await
}

async fn sign_in_as(app: &common::TestApp, user: &str, password: &str) -> String {
    let resp = app.login(user, password).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let body = json_of(resp).await;
    assert_eq!(
        body["outcome"],
        json!(true),
        "the administrator still signs in: {body}"
    );
    body["data"].as_str().expect("token").to_string()
}

/// Each entity lists `counts` records (none when it is not named), and every one of them reads
/// in detail, its image included.
async fn every_record_reads(app: &common::TestApp, token: &str, counts: &[(&str, usize)]) {
    for w in WIRES.iter() {
        let key = w.key;
        let count = counts
            .iter()
            .find(|(k, _)| *k == key)
            .map_or(0, |(_, c)| *c);
        let items = app.list_items(w, Some(token)).await;
        assert_eq!(items.len(), count, "{key}");
        for item in &items {
            let id = item[w.id_field].as_u64().expect("id");
            let resp = app.get_by_id(w, id, Some(token)).await;
            assert_eq!(resp.status(), StatusCode::OK, "{key} {id}");
            let detail = json_of(resp).await;
            if let Some(field) = w.encoded {
                assert!(
                    detail["data"][field]
                        .as_str()
                        .is_some_and(|b| !b.is_empty()),
                    "{key} {id} keeps its image"
                );
            }
        }
    }
}

#[tokio::test]
async fn a_round_one_database_opens_with_everything_in_it() {
    let app = open_copy().await;
    let token = sign_in(&app).await;
    // Entities added since the first release start empty.
    every_record_reads(&app, &token, &COUNTS).await;
    for (key, _) in COUNTS {
        assert!(WIRES.iter().any(|w| w.key == key), "{key} is still served");
    }

    // The inactive news item written by the old release: kept, inactive, word for word.
    let news = app.list_items(&wire(NEWS), Some(&token)).await;
    let old = news
        .iter()
        .find(|n| n["newsTitleEn"] == json!("Fixture news"))
        .expect("the fixture's news item");
    assert_eq!(old["isActive"], json!(false));
    assert_eq!(old["newsTitleOd"], json!("ପରୀକ୍ଷା ସମ୍ବାଦ"));
    assert_eq!(old["newsDate"], json!("2026-11-20"));
    let public = app.list_items(&wire(NEWS), None).await;
    assert!(
        !public
            .iter()
            .any(|n| n["newsTitleEn"] == json!("Fixture news"))
    );

    // The uploaded photo is still served at the address its list gives.
    let gallery = app.list_items(&wire(PHOTOS), None).await;
    let photo = gallery
        .iter()
        .find(|g| g["displayName"] == json!("Fixture photo"))
        .expect("the fixture's photo");
    let path = photo["displayImgPath"].as_str().expect("path");
    let resp = app.client.get(app.url(path)).send().await.expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(common::header(resp.headers(), "content-type"), "image/jpeg");
    assert!(resp.bytes().await.expect("body").len() > 10_000);
    // and gains its smaller copies, which the old release never made.
    let resp = app
        .client
        .get(app.url(&format!("{path}/480.webp")))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(common::header(resp.headers(), "content-type"), "image/webp");

    // The footer's setting is intact.
    let settings = app.list_items(&wire(SETTINGS), None).await;
    assert_eq!(settings.len(), 1);
    assert!(
        settings[0]["emailIds"]
            .as_str()
            .is_some_and(|e| e.contains('@'))
    );
    // Fields added to the settings since read as empty in the old record.
    for field in [
        "wimNameEn",
        "wimDesignationOd",
        "facebookUrl",
        "youtubeUrl",
        "officePhone",
    ] {
        assert_eq!(settings[0][field], json!(""), "{field}");
    }
}

#[tokio::test]
async fn a_round_one_database_gets_the_policy_pages_and_officials_once() {
    let app = open_copy().await;
    let token = sign_in(&app).await;
    let w = wire("page");
    assert!(app.list_items(&w, Some(&token)).await.is_empty());
    let added = oshec::seed::seed_added(&app.content).expect("pages added");
    // The eight policy and help pages and the six officials of the who-is-who page.
    assert_eq!(added, 14);
    assert_eq!(app.list_items(&wire("official"), None).await.len(), 6);
    let pages = app.list_items(&w, None).await;
    assert_eq!(pages.len(), 8);
    assert!(pages.iter().any(|p| p["slug"] == json!("privacy-policy")));
    // A second start adds nothing, even after the council deactivated one.
    let id = pages[0][w.id_field].as_u64().expect("id");
    assert_eq!(
        app.toggle(&w, id, true, Some(&token)).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        oshec::seed::seed_added(&app.content).expect("nothing to add"),
        0
    );
    assert_eq!(app.list_items(&w, Some(&token)).await.len(), 8);
    assert_eq!(app.list_items(&w, None).await.len(), 7);
}

#[tokio::test]
async fn a_round_one_database_takes_new_writes_after_its_old_ids() {
    let app = open_copy().await;
    let token = sign_in(&app).await;
    let w = wire(NEWS);
    let saved: Value = app.create(&w, "after upgrade", &token).await;
    assert_eq!(
        saved[w.id_field],
        json!(8),
        "ids continue after the old ones"
    );
    let resp = app
        .client
        .get(format!("{}?page=1&size=100", app.api(w.list)))
        .bearer_auth(&token)
        .send()
        .await
        .expect("request");
    assert_eq!(json_of(resp).await["total"], json!(8));
}

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
    let accounts = json_of(
        app.client
            .get(app.api("/account/admins"))
            .bearer_auth(&token)
            .send()
            .await
            .expect("request"),
    )
    .await;
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

/// The public news list shows each of `shown` and none of `hidden`, by English title.
async fn public_news_is(app: &common::TestApp, shown: &[&str], hidden: &[&str]) {
    let public: Vec<String> = app
        .list_items(&wire(NEWS), None)
        .await
        .iter()
        .filter_map(|i| i["newsTitleEn"].as_str().map(str::to_string))
        .collect();
    for title in shown {
        assert!(public.iter().any(|p| p == title), "{title} in {public:?}");
    }
    for title in hidden {
        assert!(!public.iter().any(|p| p == title), "{title} in {public:?}");
    }
}

const RELEASE3: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/release3.redb");
const PASSWORD3: &str = "fixture password 3";

/// The ids `tests/fixtures/write-release3.py` printed when it wrote the fixture.
mod release3 {
    pub const PUBLISHED: u64 = 7;
    pub const DRAFT: u64 = 8;
    pub const REVIEW: u64 = 9;
    pub const RETURNED: u64 = 10;
    pub const PENDING: u64 = 11;
    pub const ARCHIVED: u64 = 12;
    pub const RESTORED: u64 = 13;
    pub const DOCUMENT: u64 = 24;
    pub const DRAFT_DOCUMENT: u64 = 25;
}

async fn detail_of(app: &common::TestApp, key: &str, id: u64, token: &str) -> Value {
    let w = if key == "document" {
        DOCUMENT
    } else {
        wire(key)
    };
    let resp = app.get_by_id(&w, id, Some(token)).await;
    assert_eq!(resp.status(), StatusCode::OK, "{key} {id}");
    json_of(resp).await["data"].clone()
}

/// The bare address of a path an answer gives (an official's may carry a grant).
fn bare(path: &Value) -> String {
    let path = path.as_str().unwrap_or_default();
    path.split_once('?').map_or(path, |(p, _)| p).to_string()
}

#[tokio::test]
async fn the_last_releases_workflow_opens_in_every_state_behind_the_gate() {
    let app = open(RELEASE3).await;
    let admin = sign_in_as(&app, ADMIN, PASSWORD3).await;
    let approver = sign_in_as(&app, "approver@oshec.test", PASSWORD3).await;
    let writer = sign_in_as(&app, "writer@oshec.test", PASSWORD3).await;
    sign_in_as(&app, "other@oshec.test", PASSWORD3).await;

    public_news_is(
        &app,
        &[
            "Fixture published A",
            "Fixture live E",
            "Fixture restored G",
        ],
        &[
            "Fixture draft B",
            "Fixture review C",
            "Fixture returned D",
            "Fixture pending E",
            "Fixture archived F",
            "Fixture restored G second",
        ],
    )
    .await;

    // Every status as it was, with its author's words.
    let expect = [
        (release3::PUBLISHED, "published"),
        (release3::DRAFT, "draft"),
        (release3::REVIEW, "review"),
        (release3::RETURNED, "draft"),
        (release3::PENDING, "draft"),
        (release3::ARCHIVED, "archived"),
        (release3::RESTORED, "published"),
    ];
    for (id, status) in expect {
        let item = detail_of(&app, NEWS, id, &admin).await;
        assert_eq!(item["status"], status, "{id}: {item}");
    }
    let returned = detail_of(&app, NEWS, release3::RETURNED, &admin).await;
    assert_eq!(returned["returnComment"], "Name the date.");

    // The pending change and its new photo, beside the live version; the draft's photo and
    // the draft document's file are not public.
    let pending = detail_of(&app, NEWS, release3::PENDING, &writer).await;
    assert_eq!(pending["newsTitleEn"], "Fixture pending E", "{pending}");
    assert_eq!(pending["live"]["newsTitleEn"], "Fixture live E");
    assert_eq!(pending["pendingUpload"], true);
    let live_photo = bare(&pending["live"]["newsImagePath"]);
    assert_eq!(app.anonymous_status(&live_photo).await, StatusCode::OK);
    let draft = detail_of(&app, NEWS, release3::DRAFT, &writer).await;
    assert_eq!(
        app.anonymous_status(&bare(&draft["newsImagePath"])).await,
        StatusCode::NOT_FOUND
    );
    let draft_doc = detail_of(&app, "document", release3::DRAFT_DOCUMENT, &writer).await;
    assert_eq!(
        app.anonymous_status(&bare(&draft_doc["documentPath"]))
            .await,
        StatusCode::NOT_FOUND
    );

    // Revisions read, and a replaced document's first revision names its first file.
    let revisions = json_of(
        app.client
            .get(app.api(&format!(
                "/workflow/revisions?entity=document&id={}",
                release3::DOCUMENT
            )))
            .bearer_auth(&admin)
            .send()
            .await
            .expect("revisions"),
    )
    .await;
    assert_eq!(
        revisions["data"].as_array().map(Vec::len),
        Some(2),
        "{revisions}"
    );
    let first = json_of(
        app.client
            .get(app.api(&format!(
                "/workflow/revision?entity=document&id={}&revision=1",
                release3::DOCUMENT
            )))
            .bearer_auth(&admin)
            .send()
            .await
            .expect("revision"),
    )
    .await;
    let now = detail_of(&app, "document", release3::DOCUMENT, &admin).await;
    let (old_file, new_file) = (
        bare(&first["data"]["documentPath"]),
        bare(&now["documentPath"]),
    );
    assert!(old_file.starts_with("/uploads/document/"), "{first}");
    assert_ne!(old_file, new_file);

    // The workflow goes on: the pending change is submitted and approved, photo and all.
    let body = json!({"entity": NEWS, "id": release3::PENDING});
    for (path, token) in [
        ("/workflow/submit", &writer),
        ("/workflow/approve", &approver),
    ] {
        let resp = app
            .client
            .post(app.api(path))
            .bearer_auth(token)
            .json(&body)
            .send()
            .await
            .expect("step");
        assert_eq!(resp.status(), StatusCode::OK, "{path}");
    }
    let after = detail_of(&app, NEWS, release3::PENDING, &admin).await;
    assert_eq!(after["newsTitleEn"], "Fixture pending E");
    assert_eq!(after["isPublic"], true);
    assert_ne!(
        bare(&after["newsImagePath"]),
        live_photo,
        "the new photo is live"
    );
    assert_eq!(
        app.anonymous_status(&bare(&after["newsImagePath"])).await,
        StatusCode::OK
    );
}

/// A factor as the release before this one stored it: the secret in the clear.
#[derive(serde::Serialize)]
struct ClearFactor {
    secret: Vec<u8>,
    last_step: u64,
    recovery: Vec<Vec<u8>>,
    enabled_at_ms: u64,
}

#[tokio::test]
async fn second_factor_secrets_kept_in_the_clear_are_encrypted_at_the_first_start() {
    use std::sync::Arc;
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("oshec.redb");
    std::fs::copy(RELEASE2, &path).expect("copy the fixture");
    let raw = b"release two mfa key!".to_vec();
    let secret = totp_rs::Secret::from(raw.clone()).to_base32();
    {
        // The previous release: the account's factor written as it wrote it, and no key file.
        let store = Arc::new(oshec::store::Store::open(&path).expect("store"));
        let auth = oshec::auth::Auth::new(Arc::clone(&store), &oshec::config::Settings::default())
            .expect("auth");
        let id = auth
            .list_admins()
            .expect("accounts")
            .into_iter()
            .find(|a| a.email == ADMIN)
            .expect("the fixture's administrator")
            .id;
        let factor = ClearFactor {
            secret: raw.clone(),
            last_step: 0,
            recovery: Vec::new(),
            enabled_at_ms: 1,
        };
        let bytes =
            bincode::serde::encode_to_vec(&factor, bincode::config::standard()).expect("encode");
        let txn = store.database().begin_write().expect("write");
        txn.open_table(redb::TableDefinition::<u64, &[u8]>::new("auth_mfa"))
            .expect("table")
            .insert(id, bytes.as_slice())
            .expect("insert");
        txn.commit().expect("commit");
    }
    std::fs::remove_file(oshec::auth::key_file(&path)).expect("no key file before");

    let app = spawn_app_in(dir).await;
    // Stored encrypted now...
    let stored: Vec<Vec<u8>> = {
        use redb::{ReadableDatabase as _, ReadableTable as _};
        let txn = app.content.store().database().begin_read().expect("read");
        let table = txn
            .open_table(redb::TableDefinition::<u64, &[u8]>::new("auth_mfa"))
            .expect("table");
        table
            .iter()
            .expect("rows")
            .map(|row| row.expect("row").1.value().to_vec())
            .collect()
    };
    assert_eq!(stored.len(), 1);
    assert!(!stored[0].windows(raw.len()).any(|w| w == raw.as_slice()));
    // ...and the owner's codes keep working.
    let resp = app.login(ADMIN, "fixture password 2").await;
    assert_eq!(
        resp.status(),
        StatusCode::UNAUTHORIZED,
        "a code is asked for"
    );
    let right = crate::mfa::code(&secret, 0).await;
    let payload = json!({"userName": ADMIN, "password": "fixture password 2", "captcha": "ignore", "otp": right});
    let resp = app
        .client
        .post(app.api("/allowAll/authenticate"))
        .header("Content-Type", "text/plain")
        .body(common::b64(payload.to_string()))
        .send()
        .await
        .expect("sign-in");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(json_of(resp).await["outcome"], json!(true));
}

/// The first start of this release converts the last release's records to envelopes after
/// copying the file as it was beside it; later starts find nothing to convert.
#[test]
fn the_envelope_upgrade_keeps_a_copy_of_the_file_as_it_was_and_runs_once() {
    use redb::ReadableDatabase as _;
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("oshec.redb");
    std::fs::copy(RELEASE3, &path).expect("copy the fixture");
    let store = oshec::store::Store::open(&path).expect("open");
    let first = oshec::content::upgrade::to_envelopes(&store).expect("upgrade");
    let copy = first.copy.expect("a copy of the file as it was");
    let name = copy.file_name().and_then(|n| n.to_str()).unwrap_or("");
    assert!(name.starts_with("oshec.redb.before-upgrade-"), "{name}");
    assert!(
        first.records > 20,
        "every record converted: {}",
        first.records
    );
    let tables = |db: &redb::Database| -> Vec<String> {
        let txn = db.begin_read().expect("read");
        txn.list_tables()
            .expect("tables")
            .map(|t| redb::TableHandle::name(&t).to_string())
            .collect()
    };
    let kept = redb::Database::open(&copy).expect("the copy opens");
    assert!(tables(&kept).contains(&"workflow_states".to_string()));
    assert!(!tables(store.database()).contains(&"workflow_states".to_string()));
    let again = oshec::content::upgrade::to_envelopes(&store).expect("again");
    assert!(again.copy.is_none() && again.records == 0, "{again:?}");
}

const RELEASE4: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/release4.redb");
const PASSWORD4: &str = "fixture password 4";

/// The ids `tests/fixtures/write-release4.py` printed when it wrote the fixture.
mod release4 {
    pub const PUBLISHED: u64 = 7;
    pub const DRAFT: u64 = 8;
    pub const REVIEW: u64 = 9;
    pub const RETURNED: u64 = 10;
    pub const PENDING: u64 = 11;
    pub const ARCHIVED: u64 = 12;
    pub const RESTORED: u64 = 13;
    pub const EXPIRED: u64 = 14;
    pub const VALID: u64 = 15;
    pub const SCHEDULED: u64 = 16;
    pub const FUTURE: u64 = 17;
    pub const DOCUMENT: u64 = 24;
    pub const DRAFT_DOCUMENT: u64 = 25;
    pub const EXPIRED_DOCUMENT: u64 = 26;
    pub const VALID_DOCUMENT: u64 = 27;
    pub const ENDED_NOTICE: u64 = 7;
    /// The notices as the back office listed them, after three were moved.
    pub const NOTICE_ORDER: [u64; 10] = [1, 8, 9, 10, 7, 2, 3, 4, 5, 6];
}

async fn post_step(app: &common::TestApp, path: &str, token: &str, body: &Value) {
    let resp = app
        .client
        .post(app.api(path))
        .bearer_auth(token)
        .json(body)
        .send()
        .await
        .expect("step");
    let status = resp.status();
    assert_eq!(status, StatusCode::OK, "{path}: {}", json_of(resp).await);
}

/// The release before the typed envelope kept positions, schedules and validity among an
/// item's text fields: they read as they were, in the record, the pending version and the
/// revisions, and the workflow in every state with them.
#[tokio::test]
async fn the_release_before_the_typed_envelope_opens_with_its_schedules_validity_and_order() {
    let app = open(RELEASE4).await;
    let admin = sign_in_as(&app, ADMIN, PASSWORD4).await;
    let approver = sign_in_as(&app, "approver@oshec.test", PASSWORD4).await;
    let writer = sign_in_as(&app, "writer@oshec.test", PASSWORD4).await;

    public_news_is(
        &app,
        &[
            "Fixture published A",
            "Fixture live E",
            "Fixture restored G",
            "Fixture valid N",
            "Fixture scheduled K",
        ],
        &[
            "Fixture draft B",
            "Fixture review C",
            "Fixture returned D",
            "Fixture pending E",
            "Fixture archived F",
            "Fixture expired M",
            "Fixture future L",
        ],
    )
    .await;

    // Every status, and each item's schedule and validity, as the old release answered them.
    let expect = [
        (release4::PUBLISHED, "published", ["", "", ""]),
        (release4::DRAFT, "draft", ["2026-03-01T08:00", "", ""]),
        (release4::REVIEW, "review", ["", "", ""]),
        (release4::RETURNED, "draft", ["", "", ""]),
        (release4::ARCHIVED, "archived", ["", "", ""]),
        (release4::RESTORED, "published", ["", "", ""]),
        (release4::EXPIRED, "archived", ["", "", "2021-03-31"]),
        (release4::VALID, "published", ["", "", "2099-12-31"]),
        (
            release4::SCHEDULED,
            "published",
            ["2020-01-01T09:30", "2099-12-31T23:59", ""],
        ),
        (release4::FUTURE, "published", ["2099-01-01T00:00", "", ""]),
    ];
    for (id, status, [from, until, valid]) in expect {
        let item = detail_of(&app, NEWS, id, &admin).await;
        assert_eq!(item["status"], status, "{id}: {item}");
        assert_eq!(item["showFrom"], from, "{id}: {item}");
        assert_eq!(item["showUntil"], until, "{id}: {item}");
        assert_eq!(item["validUntil"], valid, "{id}: {item}");
    }
    let returned = detail_of(&app, NEWS, release4::RETURNED, &admin).await;
    assert_eq!(returned["returnComment"], "Name the date.");

    // The pending change keeps its own schedule, validity and photo beside the live version.
    let pending = detail_of(&app, NEWS, release4::PENDING, &writer).await;
    assert_eq!(pending["status"], "draft");
    assert_eq!(pending["newsTitleEn"], "Fixture pending E", "{pending}");
    assert_eq!(pending["showFrom"], "2026-01-05T10:15");
    assert_eq!(pending["showUntil"], "2098-02-01T18:45");
    assert_eq!(pending["validUntil"], "2098-01-31");
    assert_eq!(pending["pendingUpload"], true);
    assert_eq!(pending["live"]["newsTitleEn"], "Fixture live E");
    assert_eq!(pending["live"]["showFrom"], "");
    assert_eq!(pending["live"]["validUntil"], "");
    let live_photo = bare(&pending["live"]["newsImagePath"]);
    assert_eq!(app.anonymous_status(&live_photo).await, StatusCode::OK);
    let draft = detail_of(&app, NEWS, release4::DRAFT, &writer).await;
    assert_eq!(
        app.anonymous_status(&bare(&draft["newsImagePath"])).await,
        StatusCode::NOT_FOUND
    );

    // Documents: past their validity in the archive, the others not; a draft's file hidden.
    for (id, valid, archived) in [
        (release4::EXPIRED_DOCUMENT, "2021-06-30", true),
        (release4::VALID_DOCUMENT, "2099-06-30", false),
        (release4::DOCUMENT, "", false),
    ] {
        let doc = detail_of(&app, "document", id, &admin).await;
        assert_eq!(doc["validUntil"], valid, "{doc}");
        assert_eq!(doc["archived"], archived, "{doc}");
    }
    let draft_doc = detail_of(&app, "document", release4::DRAFT_DOCUMENT, &writer).await;
    assert_eq!(
        app.anonymous_status(&bare(&draft_doc["documentPath"]))
            .await,
        StatusCode::NOT_FOUND
    );

    // The display order as the officials left it; the notice whose schedule ended is hidden.
    let notices = wire(NOTICES);
    let order: Vec<u64> = app
        .list_items(&notices, Some(&admin))
        .await
        .iter()
        .filter_map(|n| n[notices.id_field].as_u64())
        .collect();
    assert_eq!(order, release4::NOTICE_ORDER);
    let shown: Vec<u64> = app
        .list_items(&notices, None)
        .await
        .iter()
        .filter_map(|n| n[notices.id_field].as_u64())
        .collect();
    let expected: Vec<u64> = release4::NOTICE_ORDER
        .into_iter()
        .filter(|id| *id != release4::ENDED_NOTICE)
        .collect();
    assert_eq!(shown, expected);

    // Revisions keep their schedule, and their files.
    let first = json_of(
        app.client
            .get(app.api(&format!(
                "/workflow/revision?entity={NEWS}&id={}&revision=1",
                release4::SCHEDULED
            )))
            .bearer_auth(&admin)
            .send()
            .await
            .expect("revision"),
    )
    .await;
    assert_eq!(first["data"]["showUntil"], "2097-12-31T18:00", "{first}");
    assert_eq!(first["data"]["showFrom"], "2020-01-01T09:30", "{first}");
    let revisions = json_of(
        app.client
            .get(app.api(&format!(
                "/workflow/revisions?entity=document&id={}",
                release4::DOCUMENT
            )))
            .bearer_auth(&admin)
            .send()
            .await
            .expect("revisions"),
    )
    .await;
    assert_eq!(revisions["data"].as_array().map(Vec::len), Some(2));
    let first_file = json_of(
        app.client
            .get(app.api(&format!(
                "/workflow/revision?entity=document&id={}&revision=1",
                release4::DOCUMENT
            )))
            .bearer_auth(&admin)
            .send()
            .await
            .expect("revision"),
    )
    .await;
    let now = detail_of(&app, "document", release4::DOCUMENT, &admin).await;
    let old_file = bare(&first_file["data"]["documentPath"]);
    assert!(old_file.starts_with("/uploads/document/"), "{first_file}");
    assert_ne!(old_file, bare(&now["documentPath"]));

    // A restore brings the first revision's schedule back.
    post_step(
        &app,
        "/workflow/restore",
        &admin,
        &json!({"entity": NEWS, "id": release4::SCHEDULED, "revision": 1}),
    )
    .await;
    let restored = detail_of(&app, NEWS, release4::SCHEDULED, &admin).await;
    assert_eq!(restored["showUntil"], "2097-12-31T18:00", "{restored}");

    // The pending change is approved with its schedule, validity and photo.
    let body = json!({"entity": NEWS, "id": release4::PENDING});
    post_step(&app, "/workflow/submit", &writer, &body).await;
    post_step(&app, "/workflow/approve", &approver, &body).await;
    let after = detail_of(&app, NEWS, release4::PENDING, &admin).await;
    assert_eq!(after["newsTitleEn"], "Fixture pending E");
    assert_eq!(after["showUntil"], "2098-02-01T18:45");
    assert_eq!(after["validUntil"], "2098-01-31");
    assert_eq!(after["isPublic"], true);
    assert_ne!(bare(&after["newsImagePath"]), live_photo);
    assert_eq!(
        app.anonymous_status(&bare(&after["newsImagePath"])).await,
        StatusCode::OK
    );
    // Its place in the order is the one it had.
    let order_after: Vec<u64> = app
        .list_items(&notices, Some(&admin))
        .await
        .iter()
        .filter_map(|n| n[notices.id_field].as_u64())
        .collect();
    assert_eq!(order_after, release4::NOTICE_ORDER);
}

/// The release before the typed envelope is converted once, after a copy of the file as it
/// was; every record and revision is rewritten.
#[test]
fn the_typed_envelope_upgrade_keeps_a_copy_and_runs_once() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("oshec.redb");
    std::fs::copy(RELEASE4, &path).expect("copy the fixture");
    let store = oshec::store::Store::open(&path).expect("open");
    let first = oshec::content::upgrade::to_envelopes(&store).expect("upgrade");
    let copy = first.copy.expect("a copy of the file as it was");
    assert!(copy.exists());
    assert!(first.records > 90, "every record: {}", first.records);
    assert!(first.revisions > 20, "every revision: {}", first.revisions);
    let again = oshec::content::upgrade::to_envelopes(&store).expect("again");
    assert!(again.copy.is_none() && again.records == 0, "{again:?}");
}
