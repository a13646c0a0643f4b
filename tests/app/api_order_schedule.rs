//! The editor's controls (docs/decisions.md §4): display order with new items at the top and
//! moves, schedules that change visitors' lists on time without a write, and links and videos
//! refused with a message that says what is accepted.
use crate::common;
use oshec::entities::keys::{NEWS, NOTICES, PHOTOS, VIDEOS};

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use common::{
    TestApp, Wire, expect_failure, ist, json_of, png, sample, spawn_app, spawn_app_with_clock, wire,
};
use reqwest::StatusCode;
use reqwest::multipart::Form;
use serde_json::{Value, json};

const LINK_MESSAGE: &str = "Please enter a link that starts with https:// or http://, or a path on this site that starts with /.";

fn ids(items: &[Value], id_field: &str) -> Vec<u64> {
    items
        .iter()
        .map(|i| i[id_field].as_u64().unwrap_or_else(|| panic!("id in {i}")))
        .collect()
}

async fn move_item(
    app: &TestApp,
    w: &Wire,
    id: u64,
    to: &str,
    token: Option<&str>,
) -> reqwest::Response {
    let path = w.manage.strip_suffix("/manage").expect("manage path");
    let form = Form::new()
        .text("id", id.to_string())
        .text("to", to.to_string());
    app.post_form(&format!("{path}/move"), form, token).await
}

async fn moved(app: &TestApp, w: &Wire, id: u64, to: &str, token: &str) {
    let resp = move_item(app, w, id, to, Some(token)).await;
    assert_eq!(resp.status(), StatusCode::OK, "move {} {id} {to}", w.key);
    assert_eq!(json_of(resp).await["outcome"], json!(true));
}

#[tokio::test]
async fn new_items_go_to_the_top_and_moves_change_what_visitors_see_first() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire(PHOTOS);
    let mut made = Vec::new();
    for tag in ["a", "b", "c", "d"] {
        made.push(
            app.create(&w, tag, &token).await[w.id_field]
                .as_u64()
                .expect("id"),
        );
    }
    let (a, b, c, d) = (made[0], made[1], made[2], made[3]);
    // The newest item heads the list, for visitors and administrators alike.
    assert_eq!(
        ids(&app.list_items(&w, None).await, w.id_field),
        [d, c, b, a]
    );
    assert_eq!(
        ids(&app.list_items(&w, Some(&token)).await, w.id_field),
        [d, c, b, a]
    );

    moved(&app, &w, a, "top", &token).await;
    assert_eq!(
        ids(&app.list_items(&w, None).await, w.id_field),
        [a, d, c, b]
    );
    moved(&app, &w, b, "up", &token).await;
    assert_eq!(
        ids(&app.list_items(&w, None).await, w.id_field),
        [a, d, b, c]
    );
    moved(&app, &w, a, "down", &token).await;
    assert_eq!(
        ids(&app.list_items(&w, None).await, w.id_field),
        [d, a, b, c]
    );
    // At the edge a move changes nothing and is not an error.
    moved(&app, &w, d, "up", &token).await;
    moved(&app, &w, c, "down", &token).await;
    assert_eq!(
        ids(&app.list_items(&w, None).await, w.id_field),
        [d, a, b, c]
    );

    // Editing an item keeps its place; its "first 6" slice is the top of the arranged list.
    let mut fields = sample(&w, "a2");
    fields[w.id_field] = json!(a);
    let resp = app.manage(&w, &fields, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let page = app
        .client
        .get(format!("{}?page=1&size=2", app.api(w.list)))
        .send()
        .await
        .expect("request");
    let page = json_of(page).await;
    assert_eq!(
        ids(page["data"].as_array().expect("data"), w.id_field),
        [d, a]
    );

    // The home page's "first active banner" is the top of what the editor arranged.
    let banner = wire("banner");
    let first = app.create(&banner, "first", &token).await[banner.id_field]
        .as_u64()
        .expect("id");
    let second = app.create(&banner, "second", &token).await[banner.id_field]
        .as_u64()
        .expect("id");
    assert_eq!(
        ids(&app.list_items(&banner, None).await, banner.id_field)[0],
        second
    );
    moved(&app, &banner, first, "top", &token).await;
    assert_eq!(
        ids(&app.list_items(&banner, None).await, banner.id_field)[0],
        first
    );
    let home = app.client.get(app.url("/")).send().await.expect("home");
    let html = home.text().await.expect("html");
    assert!(
        html.contains("bannerTitleEn first"),
        "the home shows the banner moved to the top"
    );
}

#[tokio::test]
async fn moves_are_refused_clearly() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("council");
    let id = app.create(&w, "x", &token).await[w.id_field]
        .as_u64()
        .expect("id");
    assert_eq!(
        move_item(&app, &w, id, "top", None).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let msg = expect_failure(
        move_item(&app, &w, id, "sideways", Some(&token)).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(msg, "to must be up, down or top.");
    expect_failure(
        move_item(&app, &w, 999, "up", Some(&token)).await,
        StatusCode::NOT_FOUND,
    )
    .await;
    // Latest News is newest date first: it has no move call.
    let news = wire(NEWS);
    let resp = move_item(&app, &news, 1, "up", Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn starter_content_keeps_its_order() {
    let app = spawn_app().await;
    oshec::seed::seed(&app.content).expect("seed");
    for w in common::WIRES.iter().filter(|w| w.key != NEWS) {
        let got = ids(&app.list_items(w, None).await, w.id_field);
        let mut sorted = got.clone();
        sorted.sort_unstable();
        assert_eq!(
            got, sorted,
            "{}: starter items in the order of the starter file",
            w.key
        );
    }
}

#[tokio::test]
async fn a_schedule_shows_an_item_only_inside_its_window_without_a_write() {
    // 2026-11-23 10:00 IST.
    let start = 29_923_470;
    let now = Arc::new(AtomicI64::new(start));
    let clock = now.clone();
    let app = spawn_app_with_clock(Arc::new(move || clock.load(Ordering::SeqCst))).await;
    let token = app.admin_token().await;
    let w = wire(NOTICES);
    let always = app.create(&w, "always", &token).await[w.id_field]
        .as_u64()
        .expect("id");
    let mut fields = sample(&w, "later");
    fields[w.id_field] = Value::Null;
    fields["showFrom"] = json!(ist(start + 60));
    fields["showUntil"] = json!(ist(start + 120));
    let resp = app.manage(&w, &fields, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let saved = json_of(resp).await["data"].clone();
    let later = saved[w.id_field].as_u64().expect("id");
    assert_eq!(saved["showFrom"], json!(ist(start + 60)));
    assert_eq!(saved["showUntil"], json!(ist(start + 120)));

    // Before the window: visitors do not see it (and the answer is now prepared and kept);
    // administrators see it with its schedule.
    assert_eq!(ids(&app.list_items(&w, None).await, w.id_field), [always]);
    let admin = app.list_items(&w, Some(&token)).await;
    assert_eq!(ids(&admin, w.id_field), [later, always]);
    assert_eq!(admin[0]["showFrom"], json!(ist(start + 60)));
    assert_eq!(admin[1]["showFrom"], json!(""));

    // Inside the window, with no write in between.
    now.store(start + 60, Ordering::SeqCst);
    assert_eq!(
        ids(&app.list_items(&w, None).await, w.id_field),
        [later, always]
    );
    now.store(start + 119, Ordering::SeqCst);
    assert_eq!(
        ids(&app.list_items(&w, None).await, w.id_field),
        [later, always]
    );
    // After it.
    now.store(start + 120, Ordering::SeqCst);
    assert_eq!(ids(&app.list_items(&w, None).await, w.id_field), [always]);

    // A client that leaves the schedule out keeps it; an empty text clears it.
    let mut edit = sample(&w, "later2");
    edit[w.id_field] = json!(later);
    let saved = json_of(app.manage(&w, &edit, None, Some(&token)).await).await;
    assert_eq!(saved["data"]["showUntil"], json!(ist(start + 120)));
    edit["showFrom"] = json!("");
    edit["showUntil"] = json!("");
    let saved = json_of(app.manage(&w, &edit, None, Some(&token)).await).await;
    assert_eq!(saved["data"]["showUntil"], json!(""));
    assert_eq!(
        ids(&app.list_items(&w, None).await, w.id_field),
        [later, always]
    );
}

#[tokio::test]
async fn bad_schedules_are_refused() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("council");
    for (from, until, message) in [
        (
            json!("2026-11-23 09:30"),
            json!(""),
            "showFrom and showUntil must be a date and time in India Standard Time like 2026-11-23T09:30, or empty.",
        ),
        (
            json!(""),
            json!("2026-02-30T09:30"),
            "showFrom and showUntil must be a date and time in India Standard Time like 2026-11-23T09:30, or empty.",
        ),
        (
            json!(5),
            json!(""),
            "showFrom and showUntil must be a date and time in India Standard Time like 2026-11-23T09:30, or empty.",
        ),
        (
            json!("2026-11-23T09:30"),
            json!("2026-11-23T09:30"),
            "showUntil must be later than showFrom.",
        ),
    ] {
        let mut fields = sample(&w, "s");
        fields[w.id_field] = Value::Null;
        fields["showFrom"] = from;
        fields["showUntil"] = until;
        let msg = expect_failure(
            app.manage(&w, &fields, None, Some(&token)).await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert_eq!(msg, message);
    }
    assert!(app.list_items(&w, Some(&token)).await.is_empty());
}

#[tokio::test]
async fn links_and_videos_visitors_cannot_use_are_refused_and_nothing_is_stored() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let link_fields = [
        (NEWS, "newsLink"),
        ("features", "featuresLink"),
        (NOTICES, "announceLinkPath"),
    ];
    for (key, field) in link_fields {
        let w = wire(key);
        for bad in [
            "javascript:alert(1)",
            "not a url at all",
            "//evil.example.com/x",
            "ftp://files.example.org/a",
            "www.example.org",
        ] {
            let mut fields = sample(&w, "bad");
            fields[w.id_field] = Value::Null;
            fields[field] = json!(bad);
            let file = w.file_field.map(|_| png(1));
            let msg = expect_failure(
                app.manage(&w, &fields, file, Some(&token)).await,
                StatusCode::BAD_REQUEST,
            )
            .await;
            assert_eq!(msg, LINK_MESSAGE, "{key} {bad}");
        }
        assert!(
            app.list_items(&w, Some(&token)).await.is_empty(),
            "{key}: nothing stored"
        );
        for good in ["https://oshec.example.org/a?b=1", "/notice/1"] {
            let mut fields = sample(&w, "good");
            fields[w.id_field] = Value::Null;
            fields[field] = json!(good);
            let file = w.file_field.map(|_| png(2));
            let resp = app.manage(&w, &fields, file, Some(&token)).await;
            assert_eq!(resp.status(), StatusCode::OK, "{key} {good}");
        }
    }
    let w = wire(VIDEOS);
    for bad in [
        "https://www.youtube.com/@oshec",
        "https://www.youtube.com/channel/UCabcdefghijk",
        "https://www.youtube.com/playlist?list=PLabcdefghijk",
        "https://www.youtube.com/",
        "https://vimeo.com/123456789",
    ] {
        let mut fields = sample(&w, "v");
        fields[w.id_field] = Value::Null;
        fields["displayVideo"] = json!(bad);
        let msg = expect_failure(
            app.manage(&w, &fields, None, Some(&token)).await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert_eq!(msg, "Please provide a valid YouTube URL.", "{bad}");
    }
    assert!(app.list_items(&w, Some(&token)).await.is_empty());
    for good in [
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        "https://youtu.be/dQw4w9WgXcQ",
        "https://www.youtube.com/shorts/dQw4w9WgXcQ",
        "https://www.youtube.com/embed/dQw4w9WgXcQ",
    ] {
        let mut fields = sample(&w, "v");
        fields[w.id_field] = Value::Null;
        fields["displayVideo"] = json!(good);
        assert_eq!(
            app.manage(&w, &fields, None, Some(&token)).await.status(),
            StatusCode::OK,
            "{good}"
        );
    }
}
