//! Officials with roles (docs/roles.md): what each role may call, accounts managed in the back
//! office, and the review workflow (drafts, review, four eyes, revisions, validity, archive).

use crate::common;
use oshec::entities::keys::{NEWS, NOTICES};

use common::{
    ADMIN, PASSWORD, TestApp, account, expect_failure, get, json_of, post_json, spawn_app, wire,
};
use oshec::auth::Role;
use reqwest::StatusCode;
use serde_json::{Value, json};

mod restore;
mod review;
mod roles;

pub(crate) const APPROVER: &str = "approver@oshec.example.org";
pub(crate) const CONTRIBUTOR: &str = "contributor@oshec.example.org";

/// The public list's titles of `w` (English), anonymous.
pub(crate) async fn public_titles(app: &TestApp, key: &str) -> Vec<String> {
    let w = wire(key);
    let title = w.fields[0];
    app.list_items(&w, None)
        .await
        .iter()
        .filter_map(|i| i[title].as_str().map(str::to_string))
        .collect()
}

/// The item as an administrator's list shows it (status, revision…).
pub(crate) async fn admin_item(app: &TestApp, key: &str, id: u64, token: &str) -> Value {
    let w = wire(key);
    app.list_items(&w, Some(token))
        .await
        .into_iter()
        .find(|i| i[w.id_field] == json!(id))
        .unwrap_or_else(|| panic!("{key} {id} in the admin list"))
}

pub(crate) async fn step(app: &TestApp, path: &str, body: Value, token: &str) -> reqwest::Response {
    post_json(app, path, &body, token).await
}

/// Submits `key`'s item `id` as `author` and approves it as `approver`, each step answered 200.
pub(crate) async fn publish(app: &TestApp, key: &str, id: u64, author: &str, approver: &str) {
    let body = json!({"entity": key, "id": id});
    for (path, token) in [
        ("/workflow/submit", author),
        ("/workflow/approve", approver),
    ] {
        let status = step(app, path, body.clone(), token).await.status();
        assert_eq!(status, StatusCode::OK, "{path}");
    }
}

/// A news item's fields, titled `title`.
pub(crate) fn news(title: &str) -> Value {
    json!({
        (crate::common::wire(NEWS).id_field): null,
        "newsTitleEn": title,
        "newsTitleOd": "ସମ୍ବାଦ",
        "newsDescEn": "What happened.",
        "newsDescOd": "କଣ ହେଲା।",
        "newsLink": "https://oshec.example.org/news",
        "newsDate": "2026-11-20",
    })
}

pub(crate) async fn manage_news(app: &TestApp, fields: &Value, token: &str) -> reqwest::Response {
    app.manage(&wire(NEWS), fields, None, Some(token)).await
}

/// `manage` of a news item with a photo (`newsImg`).
pub(crate) async fn news_with_photo(
    app: &TestApp,
    fields: &Value,
    salt: u8,
    token: &str,
) -> reqwest::Response {
    let form = reqwest::multipart::Form::new()
        .text("cipherLatestNewsDto", common::b64(fields.to_string()))
        .part(
            "newsImg",
            reqwest::multipart::Part::bytes(common::png(salt)).file_name("photo.png"),
        );
    app.post_form(crate::common::wire(NEWS).manage, form, Some(token))
        .await
}
