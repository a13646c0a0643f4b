//! Server-side validation (docs/decisions.md §5): every docs/decisions.md §5 message, and the image rules of
//! docs/decisions.md §6, including what `/uploads/` answers.
use crate::common;
use oshec::entities::keys::{FUTURES, NEWS, NOTICES, PHOTOS, SETTINGS, VIDEOS};

use common::{Wire, expect_failure, jpeg, json_of, png, sample, spawn_app, wire};
use reqwest::StatusCode;
use serde_json::{Value, json};

const FIVE_MIB: usize = 5 * 1024 * 1024;

/// Field name and the value to put there.
type Changes = Vec<(&'static str, Value)>;

/// `sample` with some fields replaced (Null removes the value).
fn with(w: &Wire, changes: &[(&str, Value)]) -> Value {
    let mut f = sample(w, "v");
    for (k, v) in changes {
        f[*k] = v.clone();
    }
    f
}

#[tokio::test]
async fn every_text_rule_answers_its_spec_message() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let blank = json!("   ");
    // (entity, field changes, image?, expected message), one row per docs/decisions.md §5 rule.
    let cases: Vec<(&str, Changes, &str)> = vec![
        (
            "banner",
            vec![("bannerDescOd", blank.clone())],
            "All fields are required!",
        ),
        (
            "banner",
            vec![("bannerTitleEn", Value::Null)],
            "All fields are required!",
        ),
        (
            PHOTOS,
            vec![("displayNameOd", blank.clone())],
            "Please fill in both display name fields.",
        ),
        (
            "announce",
            vec![("announceDescEn", blank.clone())],
            "All fields are required, including the image!",
        ),
        (
            "council",
            vec![("councilSubTitleOd", blank.clone())],
            "All fields are required!",
        ),
        (
            "features",
            vec![("featuresLink", blank.clone())],
            "All text fields are required.",
        ),
        (
            NEWS,
            vec![("newsDate", blank.clone())],
            "All fields are required!",
        ),
        // A news item's link is optional (it has a page of its own), but must be a link.
        (
            NEWS,
            vec![("newsLink", json!("javascript:alert(1)"))],
            "Please enter a link that starts with https:// or http://, or a path on this site that starts with /.",
        ),
        (
            NEWS,
            vec![("newsDate", json!("2025-02-30"))],
            "Please enter a valid date!",
        ),
        (
            NEWS,
            vec![("newsDate", json!("15/01/2025"))],
            "Please enter a valid date!",
        ),
        (
            VIDEOS,
            vec![("displayVideo", blank.clone())],
            "Please provide a YouTube URL.",
        ),
        (
            VIDEOS,
            vec![("displayVideo", json!("https://vimeo.com/12345"))],
            "Please provide a valid YouTube URL.",
        ),
        (
            FUTURES,
            vec![("altName", blank.clone())],
            "Please fill in both name and alt name.",
        ),
        (
            SETTINGS,
            vec![
                ("locations", blank.clone()),
                ("emailIds", json!("not-an-email")),
            ],
            "Please enter the location.",
        ),
        (
            SETTINGS,
            vec![("emailIds", json!("info@oshec")), ("mobile", json!("12"))],
            "Please enter a valid email ID.",
        ),
        (
            SETTINGS,
            vec![("mobile", json!("067423910"))],
            "Please enter a valid mobile number.",
        ),
        (
            SETTINGS,
            vec![("mobile", json!("06742391000"))],
            "Please enter a valid mobile number.",
        ),
        (
            NOTICES,
            vec![("announceLinkPath", blank.clone())],
            "All fields are required!",
        ),
        (
            "introduction",
            vec![("introductionDescOd", blank.clone())],
            "All fields are required!",
        ),
    ];
    for (key, changes, message) in cases {
        let w = wire(key);
        let fields = with(&w, &changes);
        let file = w.file_field.map(|_| png(1));
        let resp = app.manage(&w, &fields, file, Some(&token)).await;
        let got = expect_failure(resp, StatusCode::BAD_REQUEST).await;
        assert_eq!(got, message, "{key} {changes:?}");
    }
    // Nothing invalid was stored.
    for key in ["banner", NEWS, SETTINGS] {
        assert!(app.list_items(&wire(key), Some(&token)).await.is_empty());
    }
}

#[tokio::test]
async fn valid_edge_values_are_accepted() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let cases: Vec<(&str, Changes)> = vec![
        (
            VIDEOS,
            vec![("displayVideo", json!("https://youtu.be/dQw4w9WgXcQ"))],
        ),
        (
            VIDEOS,
            vec![(
                "displayVideo",
                json!("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"),
            )],
        ),
        (NEWS, vec![("newsDate", json!("2024-02-29"))]),
        // A phone number sent as a JSON number is still ten digits.
        (SETTINGS, vec![("mobile", json!(9876543210u64))]),
        // The Odia location and mobile are optional (docs/decisions.md §5 checks only these three).
        (
            SETTINGS,
            vec![("locationsOd", Value::Null), ("mobileOd", Value::Null)],
        ),
    ];
    for (key, changes) in cases {
        let w = wire(key);
        let resp = app
            .manage(&w, &with(&w, &changes), None, Some(&token))
            .await;
        assert_eq!(resp.status(), StatusCode::OK, "{key} {changes:?}");
    }
    // Text is stored trimmed.
    let w = wire("council");
    let fields = with(&w, &[("councilTitleEn", json!("  Council  "))]);
    let saved = json_of(app.manage(&w, &fields, None, Some(&token)).await).await;
    assert_eq!(saved["data"]["councilTitleEn"], json!("Council"));
}

#[tokio::test]
async fn images_are_required_on_create_with_spec_messages() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for (key, message) in [
        ("banner", "Please select a Banner image."),
        (PHOTOS, "Please select an image to upload."),
        ("announce", "All fields are required, including the image!"),
        ("features", "An image is required."),
        (FUTURES, "Please select a logo image."),
    ] {
        let w = wire(key);
        let resp = app.manage(&w, &sample(&w, "x"), None, Some(&token)).await;
        assert_eq!(
            expect_failure(resp, StatusCode::BAD_REQUEST).await,
            message,
            "{key}"
        );
        // An empty file part (a form with no file chosen) is no file.
        let resp = app
            .manage(&w, &sample(&w, "x"), Some(Vec::new()), Some(&token))
            .await;
        assert_eq!(
            expect_failure(resp, StatusCode::BAD_REQUEST).await,
            message,
            "{key}"
        );
    }
}

#[tokio::test]
async fn images_are_checked_by_signature_and_size() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for (key, type_msg, size_msg) in [
        (
            "banner",
            "Only JPG and PNG files are allowed.",
            "The image file size exceeds 5MB!",
        ),
        (
            PHOTOS,
            "Only JPG and PNG files are allowed.",
            "File size must not exceed 5MB.",
        ),
        (
            "announce",
            "Only JPG and PNG files are allowed.",
            "File size must not exceed 5MB.",
        ),
        (
            "features",
            "Only JPG and PNG files are allowed.",
            "File size must not exceed 5MB.",
        ),
        (
            FUTURES,
            "Only JPG and PNG files are allowed.",
            "File size must not exceed 5MB.",
        ),
    ] {
        let w = wire(key);
        let fields = sample(&w, "img");
        // A GIF, whatever it is called.
        let resp = app
            .manage(
                &w,
                &fields,
                Some(b"GIF89a\x01\x00\x01\x00".to_vec()),
                Some(&token),
            )
            .await;
        assert_eq!(
            expect_failure(resp, StatusCode::BAD_REQUEST).await,
            type_msg,
            "{key}"
        );
        // A PNG signature followed by more than 5 MiB: 413 with the entity's message.
        let mut big = png(0);
        big.resize(FIVE_MIB + 1, 0);
        let resp = app.manage(&w, &fields, Some(big), Some(&token)).await;
        assert_eq!(
            expect_failure(resp, StatusCode::PAYLOAD_TOO_LARGE).await,
            size_msg,
            "{key}"
        );
    }
    // Exactly 5 MiB is allowed; a JPEG is served as image/jpeg, without what follows the end of
    // the picture (here padding; in phone photos, maker data and extra images).
    let w = wire("banner");
    let mut exact = jpeg(7);
    exact.resize(FIVE_MIB, 0);
    let resp = app
        .manage(&w, &sample(&w, "big"), Some(exact.clone()), Some(&token))
        .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let saved = json_of(resp).await["data"].clone();
    let url = saved["bannerImagePath"].as_str().expect("url").to_string();
    assert!(url.ends_with(".jpg"), "{url}");
    let img = app.client.get(app.url(&url)).send().await.expect("image");
    assert_eq!(img.headers()["content-type"], "image/jpeg");
    assert_eq!(img.bytes().await.expect("bytes").to_vec(), jpeg(7));
}

#[tokio::test]
async fn uploads_are_served_with_type_etag_and_immutable_caching() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("features");
    let saved = app.create(&w, "pic", &token).await;
    let url = saved["featuresImagePath"]
        .as_str()
        .expect("url")
        .to_string();
    let resp = app.client.get(app.url(&url)).send().await.expect("image");
    assert_eq!(resp.status(), StatusCode::OK);
    let h = resp.headers().clone();
    assert_eq!(h["content-type"], "image/png");
    assert_eq!(h["x-content-type-options"], "nosniff");
    assert_eq!(h["cache-control"], "public, max-age=31536000, immutable");
    let etag = h["etag"].to_str().expect("etag").to_string();
    assert!(
        etag.starts_with('"') && etag.ends_with('"') && !etag.starts_with("W/"),
        "{etag}"
    );
    assert_eq!(resp.bytes().await.expect("bytes").to_vec(), png(3));

    let resp = app
        .client
        .get(app.url(&url))
        .header("If-None-Match", &etag)
        .send()
        .await
        .expect("conditional");
    assert_eq!(resp.status(), StatusCode::NOT_MODIFIED);

    let resp = app.client.head(app.url(&url)).send().await.expect("head");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(
        resp.headers()["content-length"],
        png(3).len().to_string().as_str()
    );

    // A URL whose hash or type is not the current image's: 404, never other bytes.
    let (stem, _) = url.rsplit_once('-').expect("hash in url");
    for bad in [
        format!("{stem}-0000000000000000.png"),
        url.replace(".png", ".jpg"),
        "/uploads/features/99-abc.png".to_string(),
        "/uploads/nothing/1-abc.png".to_string(),
        "/uploads/features".to_string(),
    ] {
        let resp = app.client.get(app.url(&bad)).send().await.expect("request");
        assert_eq!(resp.status(), StatusCode::NOT_FOUND, "{bad}");
    }

    // After a new image the old URL is gone and the new one differs.
    let mut f = sample(&w, "pic");
    f["featuresId"] = json!(1);
    let resp = app.manage(&w, &f, Some(jpeg(1)), Some(&token)).await;
    let new_url = json_of(resp).await["data"]["featuresImagePath"]
        .as_str()
        .expect("url")
        .to_string();
    assert_ne!(new_url, url);
    let old = app.client.get(app.url(&url)).send().await.expect("old");
    assert_eq!(old.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn sign_in_needs_both_fields() {
    let app = spawn_app().await;
    for (user, password) in [("", "x"), ("a@b.org", ""), ("  ", "  ")] {
        let resp = app.login(user, password).await;
        assert_eq!(
            expect_failure(resp, StatusCode::BAD_REQUEST).await,
            "Both username and password are required.",
            "{user:?}/{password:?}"
        );
    }
}
