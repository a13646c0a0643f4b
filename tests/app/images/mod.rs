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

mod earlier_release;
mod metadata;
mod pages;
mod variants;

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
