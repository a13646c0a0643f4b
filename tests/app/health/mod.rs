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

mod content;
mod links;
mod starter;

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
