//! Photos over HTTP: variants for phones, metadata gone from everything served, and records of
//! an earlier release that get their variants after an upgrade.
use crate::common;
use oshec::entities::keys::{FUTURES, NEWS, PHOTOS};

use std::collections::BTreeMap;
use std::io::Cursor;
use std::sync::Arc;
use std::time::{Duration, Instant};

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use bytes::Bytes;
use common::{Wire, json_of, png, sample, spawn_app, spawn_app_on, wire};
use image::metadata::Orientation;
use img_parts::jpeg::{Jpeg, JpegSegment, markers};
use img_parts::png::{Png, PngChunk};
use img_parts::{ImageEXIF, ImageICC};
use oshec::files::table::{self, Made};
use oshec::store::Store;
use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

/// Widths of the WebP variants: steps of at most 1.5×.
const WIDTHS: [u32; 7] = [320, 480, 640, 800, 960, 1280, 1600];
/// Widths of the variants in the original's format, for browsers without WebP.
const FALLBACK_WIDTHS: [u32; 3] = [480, 960, 1600];
/// What the test photos carry that must never be served.
const SECRETS: [&[u8]; 6] = [
    b"SecretCam",
    b"SN-99887766",
    b"GPSLatitude",
    b"a private comment",
    b"TRAILER-SECRET",
    b"secret-png-text",
];

/// A photo-like picture: gradients and fine texture, so JPEG cannot squeeze it to nothing.
fn picture(w: u32, h: u32) -> image::RgbImage {
    let mut seed: u32 = 12345;
    image::RgbImage::from_fn(w, h, |x, y| {
        seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
        let noise = (seed >> 24) as u8 / 4;
        image::Rgb([
            ((x * 255 / w) as u8).wrapping_add(noise),
            ((y * 255 / h) as u8).wrapping_add(noise),
            (((x / 7 + y / 5) % 64) as u8 * 3).wrapping_add(noise),
        ])
    })
}

fn encode_jpeg(image: &image::RgbImage, quality: u8) -> Vec<u8> {
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, quality)
        .encode_image(image)
        .expect("encode jpeg");
    out
}

/// A big-endian EXIF block as a phone writes one: camera make, orientation, body serial
/// number and a GPS position.
fn camera_exif(orientation: u16) -> Vec<u8> {
    fn entry(out: &mut Vec<u8>, tag: u16, kind: u16, count: u32, value: [u8; 4]) {
        out.extend(tag.to_be_bytes());
        out.extend(kind.to_be_bytes());
        out.extend(count.to_be_bytes());
        out.extend(value);
    }
    const ASCII: u16 = 2;
    const SHORT: u16 = 3;
    const LONG: u16 = 4;
    const RATIONAL: u16 = 5;
    let mut e = b"MM\0*".to_vec();
    e.extend(8u32.to_be_bytes());
    // IFD0 at 8: 4 entries, ends at 62.
    e.extend(4u16.to_be_bytes());
    entry(&mut e, 0x010F, ASCII, 10, 62u32.to_be_bytes());
    let [a, b] = orientation.to_be_bytes();
    entry(&mut e, 0x0112, SHORT, 1, [a, b, 0, 0]);
    entry(&mut e, 0x8769, LONG, 1, 72u32.to_be_bytes());
    entry(&mut e, 0x8825, LONG, 1, 102u32.to_be_bytes());
    e.extend(0u32.to_be_bytes());
    e.extend(b"SecretCam\0"); // 62..72
    // Exif IFD at 72: body serial number, ends at 90.
    e.extend(1u16.to_be_bytes());
    entry(&mut e, 0xA431, ASCII, 12, 90u32.to_be_bytes());
    e.extend(0u32.to_be_bytes());
    e.extend(b"SN-99887766\0"); // 90..102
    // GPS IFD at 102: latitude 20° 15' 30" N, ends at 132.
    e.extend(2u16.to_be_bytes());
    entry(&mut e, 0x0001, ASCII, 2, *b"N\0\0\0");
    entry(&mut e, 0x0002, RATIONAL, 3, 132u32.to_be_bytes());
    e.extend(0u32.to_be_bytes());
    for (n, d) in [(20u32, 1u32), (15, 1), (3000, 100)] {
        e.extend(n.to_be_bytes());
        e.extend(d.to_be_bytes());
    }
    assert_eq!(e.len(), 156);
    e
}

/// A JPEG as a phone makes it: EXIF (with GPS), XMP, a comment, and maker data after the end
/// of the image.
fn phone_jpeg(w: u32, h: u32, orientation: u16) -> Vec<u8> {
    let plain = encode_jpeg(&picture(w, h), 92);
    let mut jpeg = Jpeg::from_bytes(Bytes::from(plain)).expect("parse");
    jpeg.set_exif(Some(Bytes::from(camera_exif(orientation))));
    let xmp = b"http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>20,15.5N</exif:GPSLatitude></x:xmpmeta>";
    let at = jpeg.segments().len() - 1;
    jpeg.segments_mut().insert(
        at,
        JpegSegment::new_with_contents(markers::APP1, Bytes::from_static(xmp)),
    );
    jpeg.segments_mut().insert(
        at,
        JpegSegment::new_with_contents(markers::COM, Bytes::from_static(b"a private comment")),
    );
    let mut out = jpeg.encoder().bytes().to_vec();
    out.extend_from_slice(b"\xFF\xD8TRAILER-SECRET\xFF\xD9");
    for secret in [
        &b"SecretCam"[..],
        b"SN-99887766",
        b"GPSLatitude",
        b"TRAILER-SECRET",
    ] {
        assert!(
            contains(&out, secret),
            "the test photo itself lacks its metadata"
        );
    }
    out
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

fn assert_clean(what: &str, bytes: &[u8]) {
    for secret in SECRETS {
        assert!(
            !contains(bytes, secret),
            "{what} still holds {:?}",
            String::from_utf8_lossy(secret)
        );
    }
}

fn variant_names(ext: &str) -> Vec<String> {
    WIDTHS
        .iter()
        .map(|w| format!("{w}.webp"))
        .chain(FALLBACK_WIDTHS.iter().map(|w| format!("{w}.{ext}")))
        .collect()
}

/// Width and height of served image bytes, WebP included.
fn size_of(bytes: &[u8]) -> (u32, u32) {
    if bytes.starts_with(b"RIFF") {
        let image = webp::Decoder::new(bytes).decode().expect("webp decodes");
        return (image.width(), image.height());
    }
    let image = image::load_from_memory(bytes).expect("image decodes");
    (image.width(), image.height())
}

async fn upload(app: &common::TestApp, w: &Wire, token: &str, bytes: Vec<u8>) -> Value {
    let mut fields = sample(w, "photo");
    fields[w.id_field] = Value::Null;
    fields["isActive"] = json!(true);
    let resp = app.manage(w, &fields, Some(bytes), Some(token)).await;
    let status = resp.status();
    let body = json_of(resp).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].clone()
}

async fn fetch(app: &common::TestApp, path: &str) -> reqwest::Response {
    app.client.get(app.url(path)).send().await.expect("request")
}

#[tokio::test]
async fn a_large_photo_gets_smaller_variants_with_type_and_caching() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("banner");
    let original = encode_jpeg(&picture(2400, 1800), 92);
    let saved = upload(&app, &w, &token, original.clone()).await;
    let url = saved["bannerImagePath"].as_str().expect("path").to_string();
    assert!(
        url.ends_with(".jpg"),
        "the historic path field is unchanged: {url}"
    );

    for name in variant_names("jpg") {
        let path = format!("{url}/{name}");
        let resp = fetch(&app, &path).await;
        assert_eq!(resp.status(), StatusCode::OK, "{path}");
        let h = resp.headers().clone();
        let webp = name.ends_with(".webp");
        assert_eq!(
            h["content-type"],
            if webp { "image/webp" } else { "image/jpeg" },
            "{path}"
        );
        assert_eq!(h["cache-control"], "public, max-age=31536000, immutable");
        assert_eq!(h["x-content-type-options"], "nosniff");
        let etag = h["etag"].to_str().expect("etag").to_string();
        let bytes = resp.bytes().await.expect("bytes");
        assert!(
            bytes.len() * 2 < original.len(),
            "{path}: {} bytes against {}",
            bytes.len(),
            original.len()
        );
        let width: u32 = name
            .split('.')
            .next()
            .and_then(|w| w.parse().ok())
            .expect("width");
        assert_eq!(size_of(&bytes), (width, width * 3 / 4), "{path}");

        let again = app
            .client
            .get(app.url(&path))
            .header("If-None-Match", &etag)
            .send()
            .await
            .expect("conditional");
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED, "{path}");
        let head = app.client.head(app.url(&path)).send().await.expect("head");
        assert_eq!(head.status(), StatusCode::OK);
        assert_eq!(
            head.headers()["content-length"],
            bytes.len().to_string().as_str()
        );
    }
    // The smallest WebP is what a phone gets: a small fraction of the upload.
    let small = fetch(&app, &format!("{url}/480.webp"))
        .await
        .bytes()
        .await
        .expect("bytes");
    assert!(
        small.len() * 10 < original.len(),
        "{} of {}",
        small.len(),
        original.len()
    );

    // Only the variants named: other widths, the other format, a stale hash are 404.
    let (stem, _) = url.rsplit_once('-').expect("hash");
    for bad in [
        format!("{url}/480.png"),
        format!("{url}/500.webp"),
        format!("{url}/640.jpg"),
        format!("{url}/480"),
        format!("{url}/480.webp/x"),
        format!("{stem}-0000000000000000.jpg/480.webp"),
        url.replace(".jpg", ".png") + "/480.webp",
    ] {
        assert_eq!(
            fetch(&app, &bad).await.status(),
            StatusCode::NOT_FOUND,
            "{bad}"
        );
    }
}

#[tokio::test]
async fn a_small_image_is_never_upscaled_and_a_png_stays_png() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire(FUTURES);
    let saved = upload(&app, &w, &token, png(9)).await;
    let url = saved[w.path.expect("path field")]
        .as_str()
        .expect("path")
        .to_string();
    for name in variant_names("png") {
        let resp = fetch(&app, &format!("{url}/{name}")).await;
        assert_eq!(resp.status(), StatusCode::OK, "{name}");
        let webp = name.ends_with(".webp");
        assert_eq!(
            resp.headers()["content-type"],
            if webp { "image/webp" } else { "image/png" }
        );
        let bytes = resp.bytes().await.expect("bytes");
        assert_eq!(size_of(&bytes), (2, 2), "{name}");
    }
}

#[tokio::test]
async fn no_metadata_in_the_original_the_detail_or_any_variant() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire(PHOTOS);
    let photo = phone_jpeg(1200, 900, 1);
    let saved = upload(&app, &w, &token, photo.clone()).await;
    let url = saved[w.path.expect("path field")]
        .as_str()
        .expect("path")
        .to_string();
    let encoded = w.encoded.expect("detail field");

    let original = fetch(&app, &url)
        .await
        .bytes()
        .await
        .expect("bytes")
        .to_vec();
    assert_clean("the original", &original);
    // Lossless: the same picture, not a re-encoded one (its scan data is kept byte for byte).
    let scan = |b: &[u8]| {
        let jpeg = Jpeg::from_bytes(Bytes::copy_from_slice(b)).expect("jpeg");
        jpeg.segments().last().map(|s| s.contents().clone())
    };
    assert_eq!(scan(&original), scan(&photo));
    assert_eq!(size_of(&original), (1200, 900));
    let jpeg = Jpeg::from_bytes(Bytes::from(original.clone())).expect("jpeg");
    assert!(jpeg.exif().is_none(), "upright photo: no EXIF at all");

    let from_manage = STANDARD
        .decode(saved[encoded].as_str().expect("base64"))
        .expect("base64");
    assert_clean("the manage answer's base64", &from_manage);
    let id = saved[w.id_field].as_u64().expect("id");
    let detail = json_of(app.get_by_id(&w, id, Some(&token)).await).await;
    let from_get = STANDARD
        .decode(detail["data"][encoded].as_str().expect("base64"))
        .expect("base64");
    assert_clean("the detail's base64", &from_get);
    assert_eq!(from_get, original);

    for name in variant_names("jpg") {
        let bytes = fetch(&app, &format!("{url}/{name}"))
            .await
            .bytes()
            .await
            .expect("bytes");
        assert_clean(&name, &bytes);
    }

    // A PNG's text and EXIF chunks go too; its pixels stay.
    let mut png_image = Png::from_bytes(Bytes::from(png(4))).expect("png");
    let at = png_image.chunks().len() - 1;
    png_image.chunks_mut().insert(
        at,
        PngChunk::new(*b"tEXt", Bytes::from_static(b"Comment\0secret-png-text")),
    );
    png_image.set_exif(Some(Bytes::from(camera_exif(1))));
    let png_bytes = png_image.encoder().bytes().to_vec();
    assert!(contains(&png_bytes, b"secret-png-text"));
    let w = wire("features");
    let saved = upload(&app, &w, &token, png_bytes).await;
    let url = saved[w.path.expect("path field")]
        .as_str()
        .expect("path")
        .to_string();
    let served = fetch(&app, &url)
        .await
        .bytes()
        .await
        .expect("bytes")
        .to_vec();
    assert_clean("the PNG original", &served);
    assert_eq!(served, png(4), "only the metadata chunks went");
    let kept = Png::from_bytes(Bytes::from(served)).expect("png");
    assert!(kept.icc_profile().is_none() && kept.exif().is_none());
}

#[tokio::test]
async fn a_photo_taken_sideways_stays_upright() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("banner");
    // Stored 200×100 with "rotate 90°": shown 100 wide, 200 high.
    let saved = upload(&app, &w, &token, phone_jpeg(200, 100, 6)).await;
    let url = saved["bannerImagePath"].as_str().expect("path").to_string();
    let original = fetch(&app, &url)
        .await
        .bytes()
        .await
        .expect("bytes")
        .to_vec();
    assert_clean("the original", &original[..]);
    let jpeg = Jpeg::from_bytes(Bytes::from(original)).expect("jpeg");
    let exif = jpeg.exif().expect("the orientation is kept");
    assert_eq!(
        Orientation::from_exif_chunk(&exif),
        Some(Orientation::Rotate90)
    );
    assert!(
        exif.len() < 40,
        "nothing but the orientation: {} bytes",
        exif.len()
    );
    for name in ["480.webp", "480.jpg"] {
        let bytes = fetch(&app, &format!("{url}/{name}"))
            .await
            .bytes()
            .await
            .expect("bytes");
        assert_eq!(size_of(&bytes), (100, 200), "{name}");
    }
}

#[tokio::test]
async fn uploads_that_cannot_be_decoded_or_are_too_large_in_pixels_are_refused() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("banner");
    let mut fields = sample(&w, "bad");
    fields[w.id_field] = Value::Null;
    let mut broken = common::jpeg(1);
    broken.truncate(40);
    let resp = app.manage(&w, &fields, Some(broken), Some(&token)).await;
    assert_eq!(
        common::expect_failure(resp, StatusCode::BAD_REQUEST).await,
        "The image could not be read. Choose a JPG or PNG photo."
    );
    // 8000×4000 of one grey compresses to a few kilobytes, but is 32 megapixels.
    let huge = image::GrayImage::from_pixel(8000, 4000, image::Luma([90]));
    let mut bytes = Cursor::new(Vec::new());
    huge.write_to(&mut bytes, image::ImageFormat::Png)
        .expect("png");
    let resp = app
        .manage(&w, &fields, Some(bytes.into_inner()), Some(&token))
        .await;
    assert!(
        common::expect_failure(resp, StatusCode::BAD_REQUEST)
            .await
            .starts_with("The image has too many pixels"),
    );
    assert!(app.list_items(&w, None).await.is_empty());
}

/// A record as the previous release wrote it (same bincode layout as the content service's).
#[derive(serde::Serialize)]
struct OldRecord {
    active: bool,
    fields: BTreeMap<String, String>,
    image: Option<OldImage>,
}

#[derive(serde::Serialize)]
struct OldImage {
    hash: String,
    png: bool,
}

#[tokio::test]
async fn images_of_an_earlier_release_get_variants_and_lose_their_metadata() {
    let dir = tempfile::tempdir().expect("dir");
    let store = Arc::new(Store::open(&dir.path().join("oshec.redb")).expect("store"));
    let photo = phone_jpeg(1600, 1200, 1);
    let mut fields = BTreeMap::new();
    fields.insert("bannerTitleEn".to_string(), "Old banner".to_string());
    let record = OldRecord {
        active: true,
        fields,
        image: Some(OldImage {
            hash: "0123456789abcdef".into(),
            png: false,
        }),
    };
    for _ in 0..2 {
        store
            .insert("banner", &record, Some(&photo))
            .expect("insert");
    }
    let app = spawn_app_on(dir, store.clone()).await;
    let w = wire("banner");
    let items = app.list_items(&w, None).await;
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["bannerTitleEn"], "Old banner");

    // The first on request (made now, if the start-up pass has not reached it yet).
    let url = items[0]["bannerImagePath"]
        .as_str()
        .expect("path")
        .to_string();
    assert_eq!(url, "/uploads/banner/1-0123456789abcdef.jpg");
    let resp = fetch(&app, &format!("{url}/480.webp")).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(resp.headers()["content-type"], "image/webp");
    let bytes = resp.bytes().await.expect("bytes");
    assert_eq!(size_of(&bytes), (480, 360));
    let original = fetch(&app, &url).await.bytes().await.expect("bytes");
    assert_clean("the old original", &original);
    let token = app.admin_token().await;
    let detail = json_of(app.get_by_id(&w, 1, Some(&token)).await).await;
    let encoded = STANDARD
        .decode(detail["data"]["encodedBanner"].as_str().expect("base64"))
        .expect("base64");
    assert_clean("the old detail's base64", &encoded);

    // The second by the start-up pass, without any request for it.
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let made = table::made(store.database(), "banner", 2, "0123456789abcdef").expect("read");
        if made == Some(Made::Ok) {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the start-up pass made no variants"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let stored = table::get(store.database(), "banner", 2, "0123456789abcdef", "960.jpg")
        .expect("read")
        .expect("variant stored");
    assert_eq!(size_of(&stored), (960, 720));
    assert_clean("a variant made at start-up", &stored);
}

/// A news item's own page: an optional photo, stripped of its metadata and given
/// variants as a gallery photo is, a Markdown body rendered safe beside its source, and an
/// optional link to another site; `/news/<id>` is a page while the item is visible.
#[tokio::test]
async fn a_news_item_has_an_optional_photo_a_markdown_body_and_its_own_page() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire(NEWS);
    let mut fields = sample(&w, "press release");
    fields[w.id_field] = Value::Null;
    fields["isActive"] = json!(true);
    fields["newsLink"] = json!("");
    fields["newsBodyEn"] = json!(
        "## Results\n\nSee [the list](https://oshec.example.org/list).\n\n<script>alert(1)</script>"
    );
    fields["newsBodyOd"] = json!("ଫଳାଫଳ **ପ୍ରକାଶିତ**");
    let form = Form::new()
        .text(w.manage_field, common::b64(fields.to_string()))
        .part(
            "newsImg",
            Part::bytes(phone_jpeg(1200, 900, 1)).file_name("press.jpg"),
        );
    let resp = app.post_form(w.manage, form, Some(&token)).await;
    let status = resp.status();
    let body = json_of(resp).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let id = body["data"][w.id_field].as_u64().expect("id");
    let url = body["data"]["newsImagePath"]
        .as_str()
        .expect("photo URL")
        .to_string();
    assert!(url.starts_with(&format!("/uploads/{NEWS}/{id}-")), "{url}");

    let original = fetch(&app, &url)
        .await
        .bytes()
        .await
        .expect("bytes")
        .to_vec();
    assert_clean("the news photo", &original);
    for name in variant_names("jpg") {
        let resp = fetch(&app, &format!("{url}/{name}")).await;
        assert_eq!(resp.status(), StatusCode::OK, "{name}");
        assert_clean(&name, &resp.bytes().await.expect("bytes"));
    }

    let items = app.list_items(&w, None).await;
    let item = items
        .iter()
        .find(|i| i[w.id_field].as_u64() == Some(id))
        .expect("listed");
    assert_eq!(item["newsLink"], json!(""));
    assert_eq!(item["newsImagePath"], json!(url));
    let en = item["newsBodyEnHtml"].as_str().expect("HTML");
    assert!(en.contains("<h2>Results</h2>"), "{en}");
    assert!(
        en.contains("href=\"https://oshec.example.org/list\""),
        "{en}"
    );
    assert!(!en.contains("<script"), "{en}");
    assert!(
        item["newsBodyOdHtml"]
            .as_str()
            .is_some_and(|h| h.contains("<strong>ପ୍ରକାଶିତ</strong>")),
        "{item}"
    );

    // Its own page is a page; an id with no item is not.
    assert_eq!(
        fetch(&app, &format!("/news/{id}")).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        fetch(&app, &format!("/news/{}", id + 1000)).await.status(),
        StatusCode::NOT_FOUND
    );

    // No photo, no body, no link: still a news item. A link, when given, must be one.
    let mut plain = sample(&w, "short note");
    plain[w.id_field] = Value::Null;
    plain["newsLink"] = json!("");
    let resp = app.manage(&w, &plain, None, Some(&token)).await;
    let status = resp.status();
    let body = json_of(resp).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["newsImagePath"], Value::Null);
    assert_eq!(body["data"]["newsBodyEn"], json!(""));
    plain["newsLink"] = json!("javascript:alert(1)");
    let resp = app.manage(&w, &plain, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::BAD_REQUEST);
}

/// A database whose photos have the variants of release 2 (480, 960 and 1600 px, "ok"):
/// after the upgrade it answers at once, from the variants it has, while the start-up pass
/// makes the new set (held back here until the answers are checked), and then serves the
/// new set.
#[tokio::test]
async fn an_upgraded_database_serves_its_old_variants_at_once_and_gains_the_new_ones() {
    let dir = tempfile::tempdir().expect("dir");
    let store = Arc::new(Store::open(&dir.path().join("oshec.redb")).expect("store"));
    let hash = "00112233445566aa";
    let mut fields = BTreeMap::new();
    fields.insert(
        "bannerTitleEn".to_string(),
        "Banner of release 2".to_string(),
    );
    let record = OldRecord {
        active: true,
        fields,
        image: Some(OldImage {
            hash: hash.into(),
            png: false,
        }),
    };
    store
        .insert(
            "banner",
            &record,
            Some(&encode_jpeg(&picture(2400, 1800), 90)),
        )
        .expect("insert");
    // Release 2's set: WebP and JPEG at 480, 960 and 1600 px, marked "ok" (version 1).
    let mut old = Vec::new();
    for w in [480u32, 960, 1600] {
        let image = picture(w, w * 3 / 4);
        let webp = webp::Encoder::from_rgb(image.as_raw(), w, w * 3 / 4)
            .encode(75.0)
            .to_vec();
        old.push(oshec::files::Variant {
            name: format!("{w}.webp"),
            bytes: webp,
        });
        old.push(oshec::files::Variant {
            name: format!("{w}.jpg"),
            bytes: encode_jpeg(&image, 80),
        });
    }
    let old_bytes = |name: &str| {
        old.iter()
            .find(|v| v.name == name)
            .map(|v| v.bytes.clone())
            .expect("an old variant")
    };
    table::put(store.database(), "banner", 1, hash, &old, Made::Older(1)).expect("old set");

    // Nothing can make variants until the answers below are checked: had any of them waited
    // for a photo to be decoded, it would never come.
    let (held_tx, held_rx) = std::sync::mpsc::channel();
    let (free_tx, free_rx) = std::sync::mpsc::channel::<()>();
    let holder = std::thread::spawn(move || {
        oshec::files::one_at_a_time(|| {
            held_tx.send(()).ok();
            free_rx.recv().ok();
        })
    });
    held_rx.recv().expect("the variant maker is held");

    let app = spawn_app_on(dir, store.clone()).await;
    let url = format!("/uploads/banner/1-{hash}.jpg");
    let get = |path: String| {
        let request = app.client.get(app.url(&path)).send();
        async move {
            tokio::time::timeout(Duration::from_secs(20), request)
                .await
                .unwrap_or_else(|_| panic!("{path} waited for the variants to be made"))
                .expect("request")
        }
    };
    // Names the old set has: its bytes, for good.
    for name in [
        "480.webp",
        "960.webp",
        "1600.webp",
        "480.jpg",
        "960.jpg",
        "1600.jpg",
    ] {
        let resp = get(format!("{url}/{name}")).await;
        assert_eq!(resp.status(), StatusCode::OK, "{name}");
        assert_eq!(
            resp.headers()["cache-control"],
            "public, max-age=31536000, immutable"
        );
        assert_eq!(
            resp.bytes().await.expect("bytes"),
            old_bytes(name),
            "{name}"
        );
    }
    // New widths: the nearest wider old copy, kept only a minute.
    let mut stand_in_etags = Vec::new();
    for (name, from) in [
        ("320.webp", "480.webp"),
        ("640.webp", "960.webp"),
        ("800.webp", "960.webp"),
        ("1280.webp", "1600.webp"),
    ] {
        let resp = get(format!("{url}/{name}")).await;
        assert_eq!(resp.status(), StatusCode::OK, "{name}");
        assert_eq!(resp.headers()["content-type"], "image/webp");
        assert_eq!(resp.headers()["cache-control"], "public, max-age=60");
        stand_in_etags.push(resp.headers()["etag"].to_str().expect("etag").to_string());
        assert_eq!(
            resp.bytes().await.expect("bytes"),
            old_bytes(from),
            "{name}"
        );
    }
    assert_eq!(
        table::made(store.database(), "banner", 1, hash).expect("read"),
        Some(Made::Older(1))
    );

    // Let the start-up pass run: it replaces the old set with the new one.
    free_tx.send(()).expect("free");
    holder.join().expect("holder");
    let deadline = Instant::now() + Duration::from_secs(120);
    while table::made(store.database(), "banner", 1, hash).expect("read") != Some(Made::Ok) {
        assert!(
            Instant::now() < deadline,
            "the start-up pass did not make the new set"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    for name in variant_names("jpg") {
        let resp = get(format!("{url}/{name}")).await;
        assert_eq!(resp.status(), StatusCode::OK, "{name}");
        assert_eq!(
            resp.headers()["cache-control"],
            "public, max-age=31536000, immutable",
            "{name}"
        );
        let etag = resp.headers()["etag"].to_str().expect("etag").to_string();
        assert!(!stand_in_etags.contains(&etag), "{name}");
        let width: u32 = name
            .split('.')
            .next()
            .and_then(|w| w.parse().ok())
            .expect("width");
        let bytes = resp.bytes().await.expect("bytes");
        assert_eq!(size_of(&bytes), (width, width * 3 / 4), "{name}");
    }
}

/// The attribute `name="…"` of an HTML tag.
fn attribute<'a>(tag: &'a str, name: &str) -> &'a str {
    let open = format!("{name}=\"");
    let at = tag
        .find(&open)
        .unwrap_or_else(|| panic!("no {name} in {tag}"))
        + open.len();
    let end = tag[at..].find('"').expect("closing quote");
    &tag[at..at + end]
}

/// What `/` sends before any script runs: the hero offers every WebP width of the banner, each
/// of which answers a picture of that width, with `sizes` saying how wide the hero is drawn.
#[tokio::test]
async fn the_home_page_offers_every_width_of_the_banner_with_its_drawn_width() {
    let app = spawn_app().await;
    let content = app.content.clone();
    tokio::task::spawn_blocking(move || oshec::seed::seed(&content))
        .await
        .expect("seed task")
        .expect("seed");
    let page = fetch(&app, "/").await.text().await.expect("body");
    let at = page
        .find("<source type=\"image/webp\"")
        .expect("the hero's WebP source");
    let tag = &page[at..at + page[at..].find('>').expect("end of the tag")];
    assert_eq!(
        attribute(tag, "sizes"),
        // Past 2.5 device pixels per CSS pixel a copy twice the drawn width is asked for, not
        // three times (docs/photos.md).
        "(min-width: 76rem) 44rem, (min-width: 56em) calc(65vw - 5.625rem), (min-resolution: 2.5dppx) calc((125vw - 4.375rem) * 2 / 3), calc(125vw - 4.375rem)"
    );
    // React writes the attribute as `srcSet` (HTML attribute names are case-insensitive).
    let offered: Vec<(String, u32)> = attribute(tag, "srcSet")
        .split(", ")
        .map(|candidate| {
            let (url, width) = candidate.split_once(' ').expect("url and width");
            let width = width
                .strip_suffix('w')
                .and_then(|w| w.parse().ok())
                .expect("a width descriptor");
            (url.to_string(), width)
        })
        .collect();
    assert_eq!(
        offered.iter().map(|(_, w)| *w).collect::<Vec<_>>(),
        WIDTHS,
        "{tag}"
    );
    for (url, width) in offered {
        assert!(url.ends_with(&format!("/{width}.webp")), "{url}");
        let resp = fetch(&app, &url).await;
        assert_eq!(resp.status(), StatusCode::OK, "{url}");
        assert_eq!(resp.headers()["content-type"], "image/webp");
        // The starter banner is 1600 × 640.
        let bytes = resp.bytes().await.expect("bytes");
        assert_eq!(size_of(&bytes), (width, width * 2 / 5), "{url}");
    }
}
