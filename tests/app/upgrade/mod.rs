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

use common::{DOCUMENT, WIRES, get, json_of, spawn_app_in, wire};
use reqwest::StatusCode;
use serde_json::{Value, json};

mod release_four;
mod release_three;
mod release_two;
mod round_one;

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

/// Revision `revision` of `key`'s item `id`, as `/workflow/revision` answers.
async fn revision_of(
    app: &common::TestApp,
    key: &str,
    id: u64,
    revision: u32,
    token: &str,
) -> Value {
    let path = format!("/workflow/revision?entity={key}&id={id}&revision={revision}");
    json_of(get(app, &path, token).await).await
}

/// The revisions of `key`'s item `id`, as `/workflow/revisions` answers.
async fn revisions_of(app: &common::TestApp, key: &str, id: u64, token: &str) -> Value {
    json_of(
        get(
            app,
            &format!("/workflow/revisions?entity={key}&id={id}"),
            token,
        )
        .await,
    )
    .await
}

/// The bare address of a path an answer gives (an official's may carry a grant).
fn bare(path: &Value) -> String {
    let path = path.as_str().unwrap_or_default();
    path.split_once('?').map_or(path, |(p, _)| p).to_string()
}
