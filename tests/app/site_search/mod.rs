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

mod officials;
mod search;
mod sitemap;
mod word_forms;

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

/// The answer of a search, whose bytes must read as the type the document describes
/// (`oshec::http::api::SearchAnswer`, which refuses any field it does not name).
async fn served(resp: reqwest::Response) -> Value {
    let bytes = resp.bytes().await.expect("search answer");
    if let Err(e) = serde_json::from_slice::<oshec::http::api::SearchAnswer>(&bytes) {
        panic!("the search answer is not the documented type: {e}");
    }
    serde_json::from_slice(&bytes).expect("JSON")
}

async fn hits(app: &TestApp, q: &str) -> (Vec<Value>, u64) {
    let resp = search(app, q, None).await;
    assert_eq!(resp.status(), StatusCode::OK, "{q}");
    let body = served(resp).await;
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
