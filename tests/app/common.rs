//! The real application over HTTP: a fresh redb file per test, served by poem on 127.0.0.1:0,
//! with typed helpers for the calls of docs/decisions.md §6.
//!
//! The wire names below are written out from docs/decisions.md §6 on purpose, not
//! read from the server's entity rows, so a wrong row fails a test instead of passing it.
// Each test file uses its own subset of these helpers.
#![allow(dead_code)]

use std::sync::Arc;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use oshec::auth::Auth;
use oshec::config::Settings;
use oshec::content::Content;
use oshec::store::Store;
use poem::listener::TcpAcceptor;
use reqwest::multipart::{Form, Part};
use reqwest::{Response, StatusCode};
use serde_json::{Value, json};

pub const ADMIN: &str = "admin@oshec.example.org";
pub const PASSWORD: &str = "correct horse battery";

/// One entity's wire contract, as docs/decisions.md §6 spell it.
#[derive(Debug, Clone, Copy)]
pub struct Wire {
    pub key: &'static str,
    pub list: &'static str,
    pub manage: &'static str,
    pub manage_field: &'static str,
    pub file_field: Option<&'static str>,
    pub get: &'static str,
    pub id_field: &'static str,
    pub toggle: &'static str,
    pub toggle_field: &'static str,
    /// Public list in the envelope (true) or a bare array (false).
    pub enveloped: bool,
    /// Detail base64 field and list URL field of the image.
    pub encoded: Option<&'static str>,
    pub path: Option<&'static str>,
    pub fields: &'static [&'static str],
}

pub const WIRES: [Wire; 13] = [
    Wire {
        key: "banner",
        list: "/banner/allowAll/list",
        manage: "/banner/manage",
        manage_field: "cipherBannerSliderDto",
        file_field: Some("bannerImg"),
        get: "/banner/getBannerById",
        id_field: "bannerId",
        toggle: "/banner/activeInactiveByBannerId",
        toggle_field: "bannerSliderDto",
        enveloped: false,
        encoded: Some("encodedBanner"),
        path: Some("bannerImagePath"),
        fields: &[
            "bannerTitleEn",
            "bannerTitleOd",
            "bannerSubtitleEn",
            "bannerSubtitleOd",
            "bannerDescEn",
            "bannerDescOd",
        ],
    },
    Wire {
        key: "imageGallery",
        list: "/imageGallery/allowAll/list",
        manage: "/imageGallery/manage",
        manage_field: "cipherImageGalleryDto",
        file_field: Some("displayImg"),
        get: "/imageGallery/getImageGalleryById",
        id_field: "imageGalleryId",
        toggle: "/imageGallery/activeInactiveByImageGalleryId",
        toggle_field: "helperDto",
        enveloped: false,
        encoded: Some("encodedImage"),
        path: Some("displayImgPath"),
        fields: &["displayName", "displayNameOd"],
    },
    Wire {
        key: "announce",
        list: "/announce/allowAll/list",
        manage: "/announce/manage",
        manage_field: "cipherAnnounceSectionDTO",
        file_field: Some("announceImg"),
        get: "/announce/getAnnounceSectionById",
        id_field: "announceId",
        toggle: "/announce/activeInactiveByAnnounceId",
        toggle_field: "helperDto",
        enveloped: false,
        encoded: Some("encodedAnnounce"),
        path: Some("announceImagePath"),
        fields: &[
            "announceTitleEn",
            "announceTitleOd",
            "announceDescEn",
            "announceDescOd",
        ],
    },
    Wire {
        key: "announceNotice",
        list: "/announce/notice/allowAll/list",
        manage: "/announce/notice/manage",
        manage_field: "cipherAnnounceNoticeDTO",
        file_field: None,
        get: "/announce/getAnnounceNoticeById",
        id_field: "announceNoticeId",
        toggle: "/announce/activeInactiveByAnnounceNoticeId",
        toggle_field: "helperDto",
        enveloped: true,
        encoded: None,
        path: None,
        fields: &["announceLinkEn", "announceLinkOd", "announceLinkPath"],
    },
    Wire {
        key: "council",
        list: "/council/allowAll/list",
        manage: "/council/manage",
        manage_field: "cipherCouncilSectionDTO",
        file_field: None,
        get: "/council/getCouncilSectionById",
        id_field: "councilId",
        toggle: "/council/activeInactiveByCouncilId",
        toggle_field: "helperDto",
        enveloped: false,
        encoded: None,
        path: None,
        fields: &[
            "councilTitleEn",
            "councilTitleOd",
            "councilSubTitleEn",
            "councilSubTitleOd",
            "councilDescEn",
            "councilDescOd",
        ],
    },
    Wire {
        key: "features",
        list: "/features/allowAll/list",
        manage: "/features/manage",
        manage_field: "cipherFeaturesSectionDTO",
        file_field: Some("featuresImg"),
        get: "/features/getFeaturesSectionById",
        id_field: "featuresId",
        toggle: "/features/activeInactiveByFeaturesId",
        toggle_field: "helperDto",
        enveloped: false,
        encoded: Some("encodedFeature"),
        path: Some("featuresImagePath"),
        fields: &[
            "featuresTitleEn",
            "featuresTitleOd",
            "featuresDescEn",
            "featuresDescOd",
            "featuresLink",
        ],
    },
    Wire {
        key: "latestNews",
        list: "/latestNews/allowAll/list",
        manage: "/latestNews/manage",
        manage_field: "cipherLatestNewsDto",
        file_field: None,
        get: "/latestNews/getLatestNewsIdById",
        id_field: "latestNewsId",
        toggle: "/latestNews/activeInactiveByLatestNewsId",
        toggle_field: "helperDto",
        enveloped: false,
        encoded: None,
        path: None,
        fields: &[
            "newsTitleEn",
            "newsTitleOd",
            "newsDate",
            "newsDescEn",
            "newsDescOd",
            "newsLink",
        ],
    },
    Wire {
        key: "videoGallery",
        list: "/videoGallery/allowAll/list",
        manage: "/videoGallery/manage",
        manage_field: "cipherVideoGalleryDto",
        file_field: None,
        get: "/videoGallery/getVideoGalleryById",
        id_field: "videoGalleryId",
        toggle: "/videoGallery/activeInactiveByVideoGalleryId",
        toggle_field: "helperDto",
        enveloped: false,
        encoded: None,
        path: None,
        fields: &[
            "displayVideo",
            "videoTitleEn",
            "videoTitleOd",
            "videoDescEn",
            "videoDescOd",
        ],
    },
    Wire {
        key: "strongFuture",
        list: "/strongFuture/allowAll/list",
        manage: "/strongFuture/manage",
        manage_field: "cipherStrongFutureDto",
        file_field: Some("logo"),
        get: "/strongFuture/getStrongFuturerById",
        id_field: "strongFutureId",
        toggle: "/strongFuture/activeInactiveByStrongFutureId",
        toggle_field: "strongFutureDto",
        enveloped: false,
        encoded: Some("encodedLogo"),
        path: Some("logoPath"),
        fields: &["name", "altName"],
    },
    Wire {
        key: "generalSetting",
        list: "/generalSetting/allowAll/list",
        manage: "/generalSetting/manage",
        manage_field: "cipherGeneralSettingDto",
        file_field: None,
        get: "/generalSetting/getGeneralSettingById",
        id_field: "generalSettingId",
        toggle: "/generalSetting/activeInactiveByGeneralSettingId",
        toggle_field: "helperDto",
        enveloped: true,
        encoded: None,
        path: None,
        fields: &[
            "locations",
            "locationsOd",
            "emailIds",
            "mobile",
            "mobileOd",
            "wimNameEn",
            "wimNameOd",
            "wimDesignationEn",
            "wimDesignationOd",
            "facebookUrl",
            "twitterUrl",
            "youtubeUrl",
            "officePhone",
        ],
    },
    Wire {
        key: "introduction",
        list: "/introduction/allowAll/list",
        manage: "/introduction/manage",
        manage_field: "cipherIntroductionDTO",
        file_field: None,
        get: "/introduction/getIntroductionById",
        id_field: "introductionId",
        toggle: "/introduction/activeInactiveByIntroductionId",
        toggle_field: "helperDto",
        enveloped: true,
        encoded: None,
        path: None,
        fields: &[
            "introductionTitleEn",
            "introductionTitleOd",
            "introductionDescEn",
            "introductionDescOd",
        ],
    },
    Wire {
        key: "page",
        list: "/page/allowAll/list",
        manage: "/page/manage",
        manage_field: "cipherPageDto",
        file_field: None,
        get: "/page/getPageById",
        id_field: "pageId",
        toggle: "/page/activeInactiveByPageId",
        toggle_field: "helperDto",
        enveloped: true,
        encoded: None,
        path: None,
        fields: &["slug", "titleEn", "titleOd", "bodyEn", "bodyOd"],
    },
    Wire {
        key: "official",
        list: "/official/allowAll/list",
        manage: "/official/manage",
        manage_field: "cipherOfficialDto",
        file_field: None,
        get: "/official/getOfficialById",
        id_field: "officialId",
        toggle: "/official/activeInactiveByOfficialId",
        toggle_field: "helperDto",
        enveloped: true,
        encoded: None,
        path: None,
        fields: &[
            "nameEn",
            "nameOd",
            "designationEn",
            "designationOd",
            "group",
            "email",
            "phone",
        ],
    },
];

/// The document's wire contract as docs/decisions.md §6 spells it.
pub const DOCUMENT: Wire = Wire {
    key: "document",
    list: "/document/allowAll/list",
    manage: "/document/manage",
    manage_field: "cipherDocumentDto",
    file_field: Some("documentFile"),
    get: "/document/getDocumentById",
    id_field: "documentId",
    toggle: "/document/activeInactiveByDocumentId",
    toggle_field: "helperDto",
    enveloped: false,
    encoded: None,
    path: Some("documentPath"),
    fields: &[
        "titleEn",
        "titleOd",
        "category",
        "publishDate",
        "validUntil",
        "fileLanguage",
    ],
};

/// A one-page PDF whose page shows `lines` in Helvetica, one under another: text a reader can
/// copy, as a word processor saves it.
pub fn text_pdf(lines: &[&str]) -> Vec<u8> {
    use lopdf::content::{Content, Operation};
    use lopdf::{Document, Object, Stream, dictionary};
    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let font_id = doc.add_object(dictionary! {
        "Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Helvetica",
    });
    let mut operations = Vec::new();
    for (n, line) in lines.iter().enumerate() {
        let y = 780 - 16 * i64::try_from(n).unwrap_or(0);
        operations.extend([
            Operation::new("BT", vec![]),
            Operation::new("Tf", vec!["F1".into(), 12.into()]),
            Operation::new("Td", vec![50.into(), y.into()]),
            Operation::new("Tj", vec![Object::string_literal(*line)]),
            Operation::new("ET", vec![]),
        ]);
    }
    let ops = Content { operations };
    let content_id = doc.add_object(Stream::new(dictionary! {}, ops.encode().expect("content")));
    let page_id = doc.add_object(dictionary! {
        "Type" => "Page", "Parent" => pages_id, "Contents" => content_id,
        "Resources" => dictionary! { "Font" => dictionary! { "F1" => font_id } },
    });
    doc.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! {
            "Type" => "Pages", "Kids" => vec![page_id.into()], "Count" => 1,
            "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
        }),
    );
    let catalog_id = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    doc.trailer.set("Root", catalog_id);
    let mut out = Vec::new();
    doc.save_to(&mut out).expect("save");
    out
}

/// A small, valid one-page PDF (uploads are parsed, so it needs its cross-reference table);
/// `salt` makes files differ.
pub fn pdf(salt: &str) -> Vec<u8> {
    pdf_with(salt, &[])
}

/// [`pdf`] that also carries `filler` as the bytes of a stream, to make a valid PDF of a
/// given size.
pub fn pdf_with(salt: &str, filler: &[u8]) -> Vec<u8> {
    pdf_catalog(salt, filler, "")
}

/// [`pdf_with`] whose catalog also holds `extra` (an `/OpenAction`, say).
pub fn pdf_catalog(salt: &str, filler: &[u8], extra: &str) -> Vec<u8> {
    let catalog = format!("<< /Type /Catalog /Pages 2 0 R {extra} >>");
    let stream = [
        format!("<< /Length {} >>\nstream\n", filler.len()).into_bytes(),
        filler.to_vec(),
        b"\nendstream".to_vec(),
    ]
    .concat();
    pdf_of(
        &format!("% {salt}\n"),
        &[
            catalog.into_bytes(),
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>".to_vec(),
            stream,
        ],
    )
}

/// A PDF 1.4 of `comment` (lines after the header) and `objects`, numbered from 1 (the first
/// is the catalog), with the cross-reference table and trailer that make it well-formed.
pub fn pdf_of(comment: &str, objects: &[Vec<u8>]) -> Vec<u8> {
    let mut out = format!("%PDF-1.4\n{comment}").into_bytes();
    let mut offsets = Vec::new();
    for (i, body) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n", i + 1).as_bytes());
        out.extend_from_slice(body);
        out.extend_from_slice(b"\nendobj\n");
    }
    let xref = out.len();
    let size = objects.len() + 1;
    out.extend_from_slice(format!("xref\n0 {size}\n0000000000 65535 f \n").as_bytes());
    for offset in offsets {
        out.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    out.extend_from_slice(
        format!("trailer\n<< /Size {size} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n").as_bytes(),
    );
    out
}

/// `YYYY-MM-DDTHH:MM` in IST of `minutes` since the epoch (UTC).
pub fn ist(minutes: i64) -> String {
    let m = minutes + 330;
    let (days, rest) = (m.div_euclid(1440), m.rem_euclid(1440));
    let (y, mo, d) = oshec::clock::civil_from_days(days);
    format!("{y:04}-{mo:02}-{d:02}T{:02}:{:02}", rest / 60, rest % 60)
}

/// A response header as text; empty when it is absent or not text.
pub fn header<'a>(h: &'a reqwest::header::HeaderMap, name: &str) -> &'a str {
    h.get(name).and_then(|v| v.to_str().ok()).unwrap_or("")
}

pub fn wire(key: &str) -> Wire {
    *WIRES
        .iter()
        .find(|w| w.key == key)
        .unwrap_or_else(|| panic!("no wire entry {key}"))
}

/// A valid value for every field of `w`, tagged with `tag` so records can be told apart.
pub fn sample(w: &Wire, tag: &str) -> Value {
    let mut map = serde_json::Map::new();
    for &f in w.fields {
        let v = match f {
            "emailIds" => "info@oshec.example.org".to_string(),
            "mobile" => "0674239100".to_string(),
            "mobileOd" => "୦୬୭୪୨୩୯୧୦୦".to_string(),
            "officePhone" | "phone" => "0674-2391234".to_string(),
            "email" => "official@oshec.example.org".to_string(),
            "group" => "finance".to_string(),
            "newsDate" => "2025-01-15".to_string(),
            // A video id is 6 to 20 letters, digits, `_` or `-`.
            "displayVideo" => {
                let id: String = tag
                    .chars()
                    .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
                    .take(15)
                    .collect();
                format!("https://www.youtube.com/watch?v=video{id}")
            }
            "facebookUrl" | "twitterUrl" | "youtubeUrl" => {
                "https://social.example.org/oshec".to_string()
            }
            // Unique among pages: made from the tag, in the characters an address allows.
            "slug" => {
                let slug: String = tag
                    .chars()
                    .map(|c| {
                        if c.is_ascii_alphanumeric() {
                            c.to_ascii_lowercase()
                        } else {
                            '-'
                        }
                    })
                    .collect();
                format!("page-{}", slug.trim_matches('-'))
            }
            "featuresLink" | "announceLinkPath" | "newsLink" => {
                format!("https://oshec.example.org/{}", tag.replace(' ', "-"))
            }
            other if other.ends_with("Od") => format!("ଓଡ଼ିଆ {other} {tag}"),
            other => format!("{other} {tag}"),
        };
        map.insert(f.to_string(), Value::String(v));
    }
    Value::Object(map)
}

/// A tiny real PNG (2x2), its colour set by `salt` so images can differ. Uploads are decoded
/// (variants are made of them), so test images must be real ones.
pub fn png(salt: u8) -> Vec<u8> {
    let image = image::RgbaImage::from_pixel(2, 2, image::Rgba([salt, 128, 64, 255]));
    let mut out = std::io::Cursor::new(Vec::new());
    image
        .write_to(&mut out, image::ImageFormat::Png)
        .expect("encode png");
    out.into_inner()
}

/// A tiny real JPEG (8x8), its colour set by `salt`.
pub fn jpeg(salt: u8) -> Vec<u8> {
    let image = image::RgbImage::from_pixel(8, 8, image::Rgb([salt, 100, 200]));
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90)
        .encode_image(&image)
        .expect("encode jpeg");
    out
}

pub fn b64(bytes: impl AsRef<[u8]>) -> String {
    STANDARD.encode(bytes)
}

pub struct TestApp {
    pub base: String,
    pub client: reqwest::Client,
    pub content: Arc<Content>,
    pub auth: Arc<Auth>,
    _dir: tempfile::TempDir,
}

/// Opens a fresh store, builds Auth/Content and the real endpoint, serves it on a free port.
pub async fn spawn_app() -> TestApp {
    spawn_app_in(tempfile::tempdir().expect("temporary directory")).await
}

/// As [`spawn_app`], on `dir/oshec.redb` as it is (a copy of an older release's file, say).
pub async fn spawn_app_in(dir: tempfile::TempDir) -> TestApp {
    spawn_app_with(dir, None, oshec::content::DEFAULT_MAX_DOCUMENT_MB).await
}

/// As [`spawn_app`], with schedules read against `clock` (minutes since the epoch).
pub async fn spawn_app_with_clock(clock: oshec::content::Clock) -> TestApp {
    spawn_app_with(
        tempfile::tempdir().expect("temporary directory"),
        Some(clock),
        oshec::content::DEFAULT_MAX_DOCUMENT_MB,
    )
    .await
}

/// [`spawn_app`] with the `max_document_mb` setting at `mb`.
pub async fn spawn_app_with_document_mb(mb: u64) -> TestApp {
    spawn_app_with(tempfile::tempdir().expect("temporary directory"), None, mb).await
}

async fn spawn_app_with(
    dir: tempfile::TempDir,
    clock: Option<oshec::content::Clock>,
    mb: u64,
) -> TestApp {
    let settings = Settings {
        max_document_mb: mb,
        ..Settings::default()
    };
    let store = Arc::new(Store::open(&dir.path().join("oshec.redb")).expect("store opens"));
    serve_store(dir, store, clock, settings).await
}

/// [`spawn_app`] with these settings (HSTS, allow-list, proxies and the like).
pub async fn spawn_app_with_settings(settings: Settings) -> TestApp {
    let dir = tempfile::tempdir().expect("temporary directory");
    let store = Arc::new(Store::open(&dir.path().join("oshec.redb")).expect("store opens"));
    serve_store(dir, store, None, settings).await
}

/// [`spawn_app`] with these settings and schedules read against `clock`.
pub async fn spawn_app_with_settings_and_clock(
    settings: Settings,
    clock: oshec::content::Clock,
) -> TestApp {
    let dir = tempfile::tempdir().expect("temporary directory");
    let store = Arc::new(Store::open(&dir.path().join("oshec.redb")).expect("store opens"));
    serve_store(dir, store, Some(clock), settings).await
}

/// The app on a store the test prepared (for instance with records of an earlier release).
pub async fn spawn_app_on(dir: tempfile::TempDir, store: Arc<Store>) -> TestApp {
    serve_store(dir, store, None, Settings::default()).await
}

async fn serve_store(
    dir: tempfile::TempDir,
    store: Arc<Store>,
    clock: Option<oshec::content::Clock>,
    settings: Settings,
) -> TestApp {
    let mb = settings.max_document_mb;
    let auth = Arc::new(Auth::new(store.clone(), &settings).expect("auth"));
    let content = Arc::new(
        match clock {
            Some(clock) => Content::with_clock(store, clock).expect("content"),
            None => Content::new(store).expect("content"),
        }
        .with_max_document_mb(mb)
        .with_revisions_keep(settings.revisions_keep),
    );
    let backups = Arc::new(oshec::backup::Backups::new(content.store().clone()));
    let endpoint =
        oshec::http::app::endpoint(content.clone(), auth.clone(), &settings, backups).expect("app");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("address");
    let acceptor = TcpAcceptor::from_tokio(listener).expect("acceptor");
    tokio::spawn(poem::Server::new_with_acceptor(acceptor).run(endpoint));
    // The binary's one TLS provider (ring), which reqwest needs installed before a client.
    let _ = rustls::crypto::ring::default_provider().install_default();
    let client = reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("client");
    TestApp {
        base: format!("http://{addr}"),
        client,
        content,
        auth,
        _dir: dir,
    }
}

/// The decoded JSON body (panics with the text when it is not JSON).
pub async fn json_of(resp: Response) -> Value {
    let text = resp.text().await.expect("body");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

/// Asserts the failure envelope with `status` and returns its message.
pub async fn expect_failure(resp: Response, status: StatusCode) -> String {
    assert_eq!(resp.status(), status, "status for {}", resp.url());
    let ct = resp
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    assert!(ct.starts_with("application/json"), "content type {ct}");
    let body = json_of(resp).await;
    assert_eq!(body["outcome"], json!(false), "{body}");
    body["message"]
        .as_str()
        .unwrap_or_else(|| panic!("message in {body}"))
        .to_string()
}

/// Creates an account with `role` (as `oshec create-admin --role` does) and signs it in;
/// returns its token.
pub async fn account(app: &TestApp, email: &str, role: oshec::auth::Role) -> String {
    let auth = app.auth.clone();
    let owned = email.to_string();
    tokio::task::spawn_blocking(move || {
        auth.create_account(
            &owned,
            PASSWORD,
            role,
            false,
            &oshec::audit::Actor::terminal(),
        )
    })
    .await
    .expect("blocking")
    .expect("create account");
    token_of(app, email, PASSWORD).await
}

/// [`account`], with the new account's id.
pub async fn account_with_id(app: &TestApp, email: &str, role: oshec::auth::Role) -> (String, u64) {
    let token = account(app, email, role).await;
    let auth = app.auth.clone();
    let owned = email.to_string();
    let id = tokio::task::spawn_blocking(move || {
        auth.list_admins()
            .expect("admins")
            .into_iter()
            .find(|a| a.email == owned)
            .expect("listed")
            .id
    })
    .await
    .expect("blocking");
    (token, id)
}

/// Signs `email` in with `password` (asserting it succeeds) and returns the token.
pub async fn token_of(app: &TestApp, email: &str, password: &str) -> String {
    let body = json_of(app.login(email, password).await).await;
    assert_eq!(body["outcome"], json!(true), "{body}");
    body["data"].as_str().expect("token").to_string()
}

/// `GET` of an API call (`path` under `/oshec/api`) with `token`.
pub async fn get(app: &TestApp, path: &str, token: &str) -> Response {
    app.client
        .get(app.api(path))
        .bearer_auth(token)
        .send()
        .await
        .expect("request")
}

/// `POST` of `body` as JSON to an API call (`path` under `/oshec/api`) with `token`.
pub async fn post_json(app: &TestApp, path: &str, body: &Value, token: &str) -> Response {
    app.client
        .post(app.api(path))
        .bearer_auth(token)
        .json(body)
        .send()
        .await
        .expect("request")
}

/// An anonymous `GET` of a page of the site (`path` from the root): status, headers and text.
pub async fn get_page(
    app: &TestApp,
    path: &str,
) -> (StatusCode, reqwest::header::HeaderMap, String) {
    let resp = app.client.get(app.url(path)).send().await.expect("request");
    let status = resp.status();
    let headers = resp.headers().clone();
    (status, headers, resp.text().await.expect("body"))
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    pub fn api(&self, path: &str) -> String {
        format!("{}/oshec/api{}", self.base, path)
    }

    /// Creates the administrator and signs in over HTTP; returns the token.
    pub async fn admin_token(&self) -> String {
        let auth = self.auth.clone();
        // Argon2 hashing blocks: keep it off the runtime that serves the app.
        tokio::task::spawn_blocking(move || {
            let _ = auth.create_admin(ADMIN, PASSWORD);
        })
        .await
        .expect("create admin");
        let resp = self.login(ADMIN, PASSWORD).await;
        assert_eq!(resp.status(), StatusCode::OK);
        let body = json_of(resp).await;
        assert_eq!(body["outcome"], json!(true), "{body}");
        body["data"].as_str().expect("token").to_string()
    }

    pub async fn login(&self, user: &str, password: &str) -> Response {
        let payload = json!({"userName": user, "password": password, "captcha": "ignore"});
        self.client
            .post(self.api("/allowAll/authenticate"))
            .header("Content-Type", "text/plain")
            .body(b64(payload.to_string()))
            .send()
            .await
            .expect("request")
    }

    pub async fn list(&self, w: &Wire, token: Option<&str>) -> Response {
        let mut req = self.client.get(self.api(w.list));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        req.send().await.expect("request")
    }

    /// The items of a list answer, whichever shape it has.
    pub async fn list_items(&self, w: &Wire, token: Option<&str>) -> Vec<Value> {
        let resp = self.list(w, token).await;
        assert_eq!(resp.status(), StatusCode::OK);
        let body = json_of(resp).await;
        let items = if w.enveloped {
            assert_eq!(body["outcome"], json!(true), "{body}");
            body["data"].clone()
        } else {
            body
        };
        items.as_array().expect("array").clone()
    }

    pub async fn manage(
        &self,
        w: &Wire,
        fields: &Value,
        file: Option<Vec<u8>>,
        token: Option<&str>,
    ) -> Response {
        let mut form = Form::new().text(w.manage_field, b64(fields.to_string()));
        if let (Some(field), Some(bytes)) = (w.file_field, file) {
            form = form.part(field, Part::bytes(bytes).file_name("upload.bin"));
        }
        self.post_form(w.manage, form, token).await
    }

    pub async fn post_form(&self, path: &str, form: Form, token: Option<&str>) -> Response {
        let mut req = self.client.post(self.api(path)).multipart(form);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        req.send().await.expect("request")
    }

    /// Creates one valid record; returns the saved detail.
    pub async fn create(&self, w: &Wire, tag: &str, token: &str) -> Value {
        let mut fields = sample(w, tag);
        fields[w.id_field] = Value::Null;
        fields["isActive"] = json!(true);
        let file = w.file_field.map(|_| png(tag.len() as u8));
        let resp = self.manage(w, &fields, file, Some(token)).await;
        assert_eq!(resp.status(), StatusCode::OK, "create {}", w.key);
        let body = json_of(resp).await;
        assert_eq!(body["outcome"], json!(true), "{body}");
        body["data"].clone()
    }

    /// The status of an anonymous GET of `path` on the site (no token, no grant).
    pub async fn anonymous_status(&self, path: &str) -> StatusCode {
        self.client
            .get(self.url(path))
            .send()
            .await
            .expect("request")
            .status()
    }

    pub async fn get_by_id(&self, w: &Wire, id: u64, token: Option<&str>) -> Response {
        let form = Form::new().text(w.id_field, b64(id.to_string()));
        self.post_form(w.get, form, token).await
    }

    pub async fn toggle(&self, w: &Wire, id: u64, status: bool, token: Option<&str>) -> Response {
        let payload = json!({"helperId": id, "status": status});
        let form = Form::new().text(w.toggle_field, b64(payload.to_string()));
        self.post_form(w.toggle, form, token).await
    }
}

/// The Latin words an Odia string may keep (ui/src/i18n/glossary.ts's LATIN_ALLOWED), read
/// from the glossary itself so the two never differ.
fn latin_allowed() -> Vec<String> {
    let glossary = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/ui/src/i18n/glossary.ts"
    ))
    .expect("glossary");
    let start = glossary
        .find("export const LATIN_ALLOWED")
        .expect("LATIN_ALLOWED");
    glossary[start..]
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with("};"))
        .filter_map(|l| {
            l.trim()
                .split_once(':')
                .map(|(k, _)| k.trim().trim_matches('\'').to_string())
        })
        .collect()
}

/// Asserts the failure envelope with `status` and `code`, its English and an Odia `messageOd`
/// (Odia script, no ASCII digit, no Latin word but the glossary's and those in `names`, the
/// values the request itself carried such as an e-mail address). Returns the envelope.
pub async fn refusal(
    resp: reqwest::Response,
    status: StatusCode,
    code: &str,
    names: &[&str],
) -> Value {
    assert_eq!(resp.status(), status, "{}", resp.url());
    let body = json_of(resp).await;
    check_refusal(&body, code, names);
    body
}

/// [`refusal`]'s checks of a failure envelope already read.
pub fn check_refusal(body: &Value, code: &str, names: &[&str]) {
    assert_eq!(body["outcome"], json!(false), "{body}");
    assert_eq!(body["code"], json!(code), "{body}");
    let en = body["message"].as_str().expect("message");
    assert!(
        !en.is_empty() && en.is_ascii() || en.contains('×') || en.contains('…'),
        "{body}"
    );
    let od = body["messageOd"].as_str().expect("messageOd");
    assert!(
        od.chars().any(|c| ('\u{0B00}'..='\u{0B7F}').contains(&c)),
        "not Odia: {od}"
    );
    assert!(
        !od.chars().any(|c| c.is_ascii_digit()),
        "ASCII digits: {od}"
    );
    let mut text = od.to_string();
    for name in names {
        text = text.replace(name, " ");
    }
    let allowed = latin_allowed();
    for word in text
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
    {
        assert!(
            allowed.iter().any(|a| a == word),
            "Latin \"{word}\" in {od}"
        );
    }
}
