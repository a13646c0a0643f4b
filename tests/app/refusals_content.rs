//! The refusals of content over HTTP, each checked in both languages (docs/messages.md): the
//! entity rows' checks, refused images and PDFs, and the workflow's states.
use oshec::entities::keys::{FUTURES, NEWS, PHOTOS, SETTINGS, VIDEOS};
use std::io::Write as _;

use crate::common::{
    self, DOCUMENT, account, json_of, png, refusal, spawn_app, spawn_app_with_settings, wire,
};
use crate::refusals::{Case, document, fields, raw_refusal, refused, save};
use crate::workflow::{APPROVER, CONTRIBUTOR, manage_news, news, step};
use oshec::auth::Role;
use oshec::config::Settings;
use reqwest::StatusCode;
use serde_json::{Value, json};

/// Bytes that start as a PNG does and are `len` long: a type the server takes, a size it
/// does not.
fn png_of_size(len: usize) -> Vec<u8> {
    let mut bytes = png(7);
    bytes.resize(len, 0);
    bytes
}

/// An image of `w` × `h` pixels of one colour, as a PNG.
fn plain_png(w: u32, h: u32) -> Vec<u8> {
    let image = image::GrayImage::from_pixel(w, h, image::Luma([90]));
    let mut out = std::io::Cursor::new(Vec::new());
    image
        .write_to(&mut out, image::ImageFormat::Png)
        .expect("png");
    out.into_inner()
}

/// A 16-bit colour PNG: few pixels for the limit, but more memory to decode than allowed.
fn deep_png() -> Vec<u8> {
    let image = image::ImageBuffer::<image::Rgba<u16>, Vec<u16>>::from_pixel(
        3000,
        2000,
        image::Rgba([9000, 20000, 30000, 65535]),
    );
    let mut out = std::io::Cursor::new(Vec::new());
    image
        .write_to(&mut out, image::ImageFormat::Png)
        .expect("png");
    out.into_inner()
}

/// A PDF with one page whose content stream inflates to `inflated` zero bytes.
fn pdf_bomb(inflated: usize) -> Vec<u8> {
    let mut deflate = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
    deflate.write_all(&vec![b' '; inflated]).expect("deflate");
    let stream = deflate.finish().expect("deflate");
    let objects: [Vec<u8>; 4] = [
        b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>".to_vec(),
        [
            format!(
                "<< /Length {} /Filter /FlateDecode >>\nstream\n",
                stream.len()
            )
            .into_bytes(),
            stream,
            b"\nendstream".to_vec(),
        ]
        .concat(),
    ];
    common::pdf_of("", &objects)
}

#[tokio::test]
async fn the_entity_rows_checks_speak_both_languages() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let empty = |key: &str| {
        let w = wire(key);
        let blank: serde_json::Map<String, Value> = w
            .fields
            .iter()
            .map(|f| (f.to_string(), json!("")))
            .collect();
        let mut out = Value::Object(blank);
        out[w.id_field] = Value::Null;
        out
    };
    let image = || Some(png(3));
    let big = || Some(png_of_size(5 * 1024 * 1024 + 1024));
    let s = |key: &'static str, f: Value, file: Option<Vec<u8>>| save(&app, &admin, key, &f, file);
    let page = fields("page", json!({"slug": "taken-address"}));
    assert_eq!(
        s("page", page.clone(), None)
            .send()
            .await
            .expect("page")
            .status(),
        StatusCode::OK
    );
    let cases: Vec<Case> = vec![
        (
            s("council", empty("council"), None),
            StatusCode::BAD_REQUEST,
            "all-required",
        ),
        (
            s("announce", empty("announce"), None),
            StatusCode::BAD_REQUEST,
            "all-required-image",
        ),
        (
            s("features", empty("features"), image()),
            StatusCode::BAD_REQUEST,
            "all-text-required",
        ),
        (
            s("features", fields("features", json!({})), None),
            StatusCode::BAD_REQUEST,
            "image-required",
        ),
        (s("page", page, None), StatusCode::CONFLICT, "address-taken"),
        (
            s(PHOTOS, fields(PHOTOS, json!({})), big()),
            StatusCode::PAYLOAD_TOO_LARGE,
            "file-over-5mb",
        ),
        (
            s("banner", fields("banner", json!({})), big()),
            StatusCode::PAYLOAD_TOO_LARGE,
            "image-over-5mb",
        ),
        (
            s(
                PHOTOS,
                fields(PHOTOS, json!({})),
                Some(b"not an image".to_vec()),
            ),
            StatusCode::BAD_REQUEST,
            "only-jpg-png",
        ),
        (
            s("official", fields("official", json!({"phone": "12"})), None),
            StatusCode::BAD_REQUEST,
            "phone-or-mobile",
        ),
        (
            s("official", fields("official", json!({"nameEn": ""})), None),
            StatusCode::BAD_REQUEST,
            "official-fields",
        ),
        (
            s(
                "official",
                fields("official", json!({"group": "choir"})),
                None,
            ),
            StatusCode::BAD_REQUEST,
            "official-group",
        ),
        (
            s(
                "features",
                fields("features", json!({"featuresLink": "ftp://x"})),
                image(),
            ),
            StatusCode::BAD_REQUEST,
            "link",
        ),
        (
            s(SETTINGS, fields(SETTINGS, json!({"locations": ""})), None),
            StatusCode::BAD_REQUEST,
            "location",
        ),
        (
            s(
                SETTINGS,
                fields(SETTINGS, json!({"emailIds": "nobody"})),
                None,
            ),
            StatusCode::BAD_REQUEST,
            "email-id",
        ),
        (
            s(SETTINGS, fields(SETTINGS, json!({"mobile": "12"})), None),
            StatusCode::BAD_REQUEST,
            "mobile",
        ),
        (
            s(
                SETTINGS,
                fields(SETTINGS, json!({"facebookUrl": "ftp://x"})),
                None,
            ),
            StatusCode::BAD_REQUEST,
            "social-links",
        ),
        (
            s(
                SETTINGS,
                fields(SETTINGS, json!({"officePhone": "12"})),
                None,
            ),
            StatusCode::BAD_REQUEST,
            "office-phone",
        ),
        (
            s(PHOTOS, fields(PHOTOS, json!({"displayName": ""})), image()),
            StatusCode::BAD_REQUEST,
            "display-names",
        ),
        (
            s(PHOTOS, fields(PHOTOS, json!({})), None),
            StatusCode::BAD_REQUEST,
            "image-to-upload",
        ),
        (
            s(FUTURES, fields(FUTURES, json!({"name": ""})), image()),
            StatusCode::BAD_REQUEST,
            "name-and-alt",
        ),
        (
            s(FUTURES, fields(FUTURES, json!({})), None),
            StatusCode::BAD_REQUEST,
            "logo-image",
        ),
        (
            s(VIDEOS, fields(VIDEOS, json!({"displayVideo": ""})), None),
            StatusCode::BAD_REQUEST,
            "youtube-required",
        ),
        (
            s(
                VIDEOS,
                fields(VIDEOS, json!({"displayVideo": "https://example.org/v"})),
                None,
            ),
            StatusCode::BAD_REQUEST,
            "youtube-invalid",
        ),
        (
            s("banner", fields("banner", json!({})), None),
            StatusCode::BAD_REQUEST,
            "banner-image",
        ),
        (
            s(
                "page",
                fields("page", json!({"slug": "Not An Address"})),
                None,
            ),
            StatusCode::BAD_REQUEST,
            "slug",
        ),
        (
            s("document", document(json!({})), None),
            StatusCode::BAD_REQUEST,
            "pdf-required",
        ),
        (
            s("document", document(json!({})), Some(png(1))),
            StatusCode::BAD_REQUEST,
            "only-pdf",
        ),
        (
            s(
                "document",
                document(json!({"category": "poems"})),
                Some(common::pdf("c")),
            ),
            StatusCode::BAD_REQUEST,
            "category",
        ),
        (
            s(
                "document",
                document(json!({"fileLanguage": "fr"})),
                Some(common::pdf("l")),
            ),
            StatusCode::BAD_REQUEST,
            "file-language",
        ),
    ];
    refused(cases).await;

    // A document over the file limit, refused on its declared length before it is sent.
    raw_refusal(
        &app,
        &format!(
            "POST /oshec/api{} HTTP/1.1\r\nAuthorization: Bearer {admin}\r\n\
             Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 40000000",
            DOCUMENT.manage
        ),
        StatusCode::PAYLOAD_TOO_LARGE,
        "file-too-large",
    )
    .await;
}

#[tokio::test]
async fn refused_uploads_speak_both_languages() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let banner = |bytes: Vec<u8>| {
        save(
            &app,
            &admin,
            "banner",
            &fields("banner", json!({})),
            Some(bytes),
        )
    };
    let pdf = |bytes: Vec<u8>| save(&app, &admin, "document", &document(json!({})), Some(bytes));
    let with = |extra: &str| common::pdf_catalog("refused", &[], extra);
    let valid = common::pdf("plain");
    let mut broken = common::jpeg(1);
    broken.truncate(40);
    let many_parts = [
        b"%PDF-1.4\n".to_vec(),
        b"0 ".repeat(2_000_100),
        b"\n%%EOF\n".to_vec(),
    ]
    .concat();
    let cases: Vec<Case> = vec![
        (banner(broken), StatusCode::BAD_REQUEST, "image-unreadable"),
        (
            banner(plain_png(8000, 4000)),
            StatusCode::BAD_REQUEST,
            "image-too-many-pixels",
        ),
        (
            banner(plain_png(20_000, 1)),
            StatusCode::BAD_REQUEST,
            "image-too-long",
        ),
        (
            banner(deep_png()),
            StatusCode::BAD_REQUEST,
            "image-too-much-memory",
        ),
        (
            pdf(valid[..valid.len() / 2].to_vec()),
            StatusCode::BAD_REQUEST,
            "pdf-broken",
        ),
        (
            pdf(with("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>")),
            StatusCode::BAD_REQUEST,
            "pdf-javascript",
        ),
        (
            pdf(with("/OpenAction << /S /URI /URI (javascript:alert(1)) >>")),
            StatusCode::BAD_REQUEST,
            "pdf-script-link",
        ),
        (
            pdf(with("/OpenAction << /S /Launch /F (cmd.exe) >>")),
            StatusCode::BAD_REQUEST,
            "pdf-launch",
        ),
        (
            pdf(with(
                "/OpenAction << /S /SubmitForm /F (https://example.org/) >>",
            )),
            StatusCode::BAD_REQUEST,
            "pdf-submit-form",
        ),
        (
            pdf(with(
                "/OpenAction << /S /GoToR /F (other.pdf) /D [0 /Fit] >>",
            )),
            StatusCode::BAD_REQUEST,
            "pdf-remote-goto",
        ),
        (
            pdf(with("/Names << /EmbeddedFiles << /Names [] >> >>")),
            StatusCode::BAD_REQUEST,
            "pdf-embedded-files",
        ),
        (
            pdf([
                valid.clone(),
                b"<html><script>alert(1)</script></html>".to_vec(),
            ]
            .concat()),
            StatusCode::BAD_REQUEST,
            "pdf-html",
        ),
        (
            pdf(pdf_bomb(17 << 20)),
            StatusCode::BAD_REQUEST,
            "pdf-inflates-part",
        ),
        (
            pdf(many_parts),
            StatusCode::BAD_REQUEST,
            "pdf-too-many-parts",
        ),
    ];
    refused(cases).await;
}

#[tokio::test]
async fn workflow_state_refusals_speak_both_languages() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let other = account(
        &app,
        "other.contributor@oshec.example.org",
        Role::Contributor,
    )
    .await;
    let id_of = |body: Value| {
        body["data"][crate::common::wire(NEWS).id_field]
            .as_u64()
            .expect("id")
    };
    let draft = id_of(json_of(manage_news(&app, &news("Draft"), &contributor).await).await);
    let published = id_of(json_of(manage_news(&app, &news("Live"), &admin).await).await);
    let untouched = id_of(json_of(manage_news(&app, &news("Untouched"), &admin).await).await);
    let item = |id: u64| json!({"entity": NEWS, "id": id});
    let edit = |id: u64| {
        let mut f = news("Edited");
        f[crate::common::wire(NEWS).id_field] = json!(id);
        f
    };
    // The first contributor's pending change of the published item.
    assert_eq!(
        manage_news(&app, &edit(published), &contributor)
            .await
            .status(),
        StatusCode::OK
    );
    let steps: Vec<(&str, Value, &str, StatusCode, &'static str)> = vec![
        (
            "/workflow/submit",
            item(draft),
            &other,
            StatusCode::FORBIDDEN,
            "contributor-own-submit",
        ),
        (
            "/workflow/submit",
            item(untouched),
            &approver,
            StatusCode::CONFLICT,
            "submit-not-draft",
        ),
        (
            "/workflow/return",
            json!({"entity": NEWS, "id": draft, "comment": "Why?"}),
            &approver,
            StatusCode::CONFLICT,
            "return-not-in-review",
        ),
        (
            "/workflow/archive",
            item(draft),
            &approver,
            StatusCode::CONFLICT,
            "archive-never-published",
        ),
        (
            "/workflow/restore",
            item(untouched),
            &approver,
            StatusCode::CONFLICT,
            "restore-not-archived",
        ),
    ];
    for (path, body, token, status, code) in steps {
        refusal(step(&app, path, body, token).await, status, code, &[]).await;
    }
    refusal(
        manage_news(&app, &edit(draft), &other).await,
        StatusCode::FORBIDDEN,
        "contributor-own-drafts",
        &[],
    )
    .await;
    // The author's address is said as it is, in both languages.
    refusal(
        manage_news(&app, &edit(published), &other).await,
        StatusCode::CONFLICT,
        "draft-of-another",
        &[CONTRIBUTOR],
    )
    .await;
    refusal(
        app.toggle(&wire(NEWS), draft, false, Some(&admin)).await,
        StatusCode::CONFLICT,
        "never-approved",
        &[],
    )
    .await;
}

#[tokio::test]
async fn four_eyes_counts_the_author_under_review_all() {
    let app = spawn_app_with_settings(Settings {
        review_all: true,
        ..Settings::default()
    })
    .await;
    let admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let saved = json_of(manage_news(&app, &news("Proposed"), &approver).await).await;
    let item = json!({"entity": NEWS, "id": saved["data"][crate::common::wire(NEWS).id_field]});
    assert_eq!(
        step(&app, "/workflow/submit", item.clone(), &admin)
            .await
            .status(),
        StatusCode::OK
    );
    refusal(
        step(&app, "/workflow/approve", item, &approver).await,
        StatusCode::FORBIDDEN,
        "four-eyes-author",
        &[],
    )
    .await;
}
