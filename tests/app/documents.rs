//! Documents (docs/documents.md): the twelfth entity over HTTP. Upload checks and their
//! refusals (with nothing stored), list shape and filters, and the file itself: bytes, headers,
//! ranges.
use crate::common;

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use common::{
    DOCUMENT, b64, expect_failure, header, json_of, pdf, png, spawn_app, spawn_app_with_clock,
    spawn_app_with_document_mb,
};
use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

pub(crate) fn fields(title: &str, category: &str, date: &str) -> Value {
    json!({
        "documentId": null,
        "titleEn": title,
        "titleOd": format!("ଓଡ଼ିଆ {title}"),
        "category": category,
        "publishDate": date,
        "validUntil": "",
        "fileLanguage": "en",
        "isActive": true,
    })
}

pub(crate) async fn upload(
    app: &common::TestApp,
    token: &str,
    fields: &Value,
    file: Option<Vec<u8>>,
) -> reqwest::Response {
    let mut form = Form::new().text(DOCUMENT.manage_field, b64(fields.to_string()));
    if let Some(bytes) = file {
        // A misleading name and type: the signature decides.
        form = form.part(
            "documentFile",
            Part::bytes(bytes)
                .file_name("notice.pdf")
                .mime_str("application/pdf")
                .expect("mime"),
        );
    }
    app.post_form(DOCUMENT.manage, form, Some(token)).await
}

pub(crate) async fn create(
    app: &common::TestApp,
    token: &str,
    fields: &Value,
    file: Vec<u8>,
) -> Value {
    let resp = upload(app, token, fields, Some(file)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let body = json_of(resp).await;
    assert_eq!(body["outcome"], json!(true), "{body}");
    body["data"].clone()
}

async fn admin_count(app: &common::TestApp, token: &str) -> usize {
    app.list_items(&DOCUMENT, Some(token)).await.len()
}

pub(crate) async fn query(app: &common::TestApp, q: &str, token: Option<&str>) -> Value {
    let mut req = app.client.get(format!("{}?{q}", app.api(DOCUMENT.list)));
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let resp = req.send().await.expect("request");
    assert_eq!(resp.status(), StatusCode::OK, "{q}");
    json_of(resp).await
}

pub(crate) fn titles(body: &Value) -> Vec<String> {
    let items = body.get("data").unwrap_or(body);
    items
        .as_array()
        .unwrap_or_else(|| panic!("items in {body}"))
        .iter()
        .map(|i| i["titleEn"].as_str().unwrap_or_default().to_string())
        .collect()
}

#[tokio::test]
async fn an_uploaded_pdf_is_listed_and_served_byte_for_byte() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let bytes = pdf("one");
    let saved = create(
        &app,
        &token,
        &fields("Council Act, 2024", "acts", "2024-05-01"),
        bytes.clone(),
    )
    .await;
    let id = saved["documentId"].as_u64().expect("id");
    let path = saved["documentPath"].as_str().expect("path").to_string();
    assert!(
        path.starts_with(&format!("/uploads/document/{id}-")) && path.ends_with(".pdf"),
        "{path}"
    );
    assert_eq!(saved["fileSize"], json!(bytes.len()));
    assert_eq!(saved["fileType"], json!("pdf"));
    assert_eq!(saved["archived"], json!(false));
    assert!(saved.get("encodedDocument").is_none());

    let items = app.list_items(&DOCUMENT, None).await;
    assert_eq!(items.len(), 1);
    for key in [
        "documentId",
        "titleEn",
        "titleOd",
        "category",
        "publishDate",
        "validUntil",
        "fileLanguage",
        "isActive",
        "documentPath",
        "fileSize",
        "fileType",
        "archived",
    ] {
        assert!(items[0].get(key).is_some(), "{key} in {}", items[0]);
    }
    assert_eq!(items[0]["documentPath"], json!(path));

    let detail = json_of(app.get_by_id(&DOCUMENT, id, Some(&token)).await).await;
    assert_eq!(detail["data"]["documentPath"], json!(path));
    assert_eq!(detail["data"]["fileSize"], json!(bytes.len()));

    let resp = app
        .client
        .get(app.url(&path))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    let h = resp.headers().clone();
    assert_eq!(header(&h, "content-type"), "application/pdf");
    assert_eq!(
        header(&h, "cache-control"),
        "public, max-age=31536000, immutable"
    );
    assert_eq!(header(&h, "x-content-type-options"), "nosniff");
    assert_eq!(header(&h, "accept-ranges"), "bytes");
    assert_eq!(
        header(&h, "content-disposition"),
        "inline; filename=\"council-act-2024.pdf\"; filename*=UTF-8''council-act-2024.pdf"
    );
    let etag = header(&h, "etag").to_string();
    assert!(etag.starts_with('"') && !etag.starts_with("W/"), "{etag}");
    assert_eq!(resp.bytes().await.expect("body").to_vec(), bytes);

    // Revalidation and HEAD.
    let resp = app
        .client
        .get(app.url(&path))
        .header("If-None-Match", &etag)
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::NOT_MODIFIED);
    let resp = app
        .client
        .head(app.url(&path))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(
        header(resp.headers(), "content-length"),
        bytes.len().to_string()
    );

    // Any other hash, id or extension is not found.
    let wrong = path.replace(".pdf", ".png");
    for other in [
        wrong,
        format!("/uploads/document/{id}-0000000000000000.pdf"),
        format!("/uploads/document/{}-x.pdf", id + 1),
    ] {
        let resp = app
            .client
            .get(app.url(&other))
            .send()
            .await
            .expect("request");
        assert_eq!(resp.status(), StatusCode::NOT_FOUND, "{other}");
    }
}

#[tokio::test]
async fn byte_ranges_resume_a_download() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    // Larger than one stored chunk, so ranges cross chunk borders.
    // Uploads are parsed as PDFs: the filler is a stream inside the document.
    let filler: Vec<u8> = (0..700_000u32).map(|i| (i % 251) as u8).collect();
    let bytes = common::pdf_with("big", &filler);
    let saved = create(
        &app,
        &token,
        &fields("Big report", "initiatives", "2025-01-01"),
        bytes.clone(),
    )
    .await;
    let url = app.url(saved["documentPath"].as_str().expect("path"));
    let etag = {
        let resp = app.client.head(&url).send().await.expect("request");
        header(resp.headers(), "etag").to_string()
    };
    let size = bytes.len();

    let ranged = |range: String, if_range: Option<String>| {
        let mut req = app.client.get(&url).header("Range", range);
        if let Some(v) = if_range {
            req = req.header("If-Range", v);
        }
        req.send()
    };
    // A download cut off at 300,000 bytes resumes from there.
    let resp = ranged("bytes=300000-".into(), Some(etag.clone()))
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(
        header(resp.headers(), "content-range"),
        format!("bytes 300000-{}/{size}", size - 1)
    );
    assert_eq!(
        header(resp.headers(), "content-length"),
        (size - 300_000).to_string()
    );
    let mut joined = bytes[..300_000].to_vec();
    joined.extend(resp.bytes().await.expect("body"));
    assert_eq!(joined, bytes, "the resumed download is byte-identical");

    let resp = ranged("bytes=262140-262150".into(), None)
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(
        resp.bytes().await.expect("body").to_vec(),
        bytes[262_140..=262_150]
    );

    let resp = ranged("bytes=-10".into(), None).await.expect("request");
    assert_eq!(resp.status(), StatusCode::PARTIAL_CONTENT);
    assert_eq!(
        resp.bytes().await.expect("body").to_vec(),
        bytes[size - 10..]
    );

    // If-Range naming another version: the whole (current) file.
    let resp = ranged("bytes=10-20".into(), Some("\"stale\"".into()))
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(resp.bytes().await.expect("body").len(), size);

    let resp = ranged(format!("bytes={size}-"), None)
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::RANGE_NOT_SATISFIABLE);
    assert_eq!(
        header(resp.headers(), "content-range"),
        format!("bytes */{size}")
    );
}

/// A file stored by an earlier release, in chunks of 256 KiB (this one stores smaller
/// chunks), downloads whole and by ranges as it did.
#[tokio::test]
async fn a_file_in_an_earlier_releases_chunks_downloads_whole_and_by_ranges() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let filler: Vec<u8> = (0..700_000u32).map(|i| (i % 249) as u8).collect();
    let bytes = common::pdf_with("old chunks", &filler);
    let saved = create(
        &app,
        &token,
        &fields("Old report", "initiatives", "2025-01-01"),
        bytes.clone(),
    )
    .await;
    let id = saved["documentId"].as_u64().expect("id");
    let store = app.content.store();
    let meta = store
        .file_metas("document", &[id])
        .expect("meta")
        .pop()
        .flatten()
        .expect("a file");
    store
        .write(|tx| {
            let file = oshec::store::FileWrite {
                meta: &meta,
                bytes: &bytes,
            };
            tx.put_file_in_chunks("document", id, file, 256 * 1024)
        })
        .expect("rewritten as 256 KiB chunks");
    assert_eq!(
        store.chunk_size("document", id, meta.tag).expect("size"),
        Some(256 * 1024)
    );
    let url = app.url(saved["documentPath"].as_str().expect("path"));
    let whole = app.client.get(&url).send().await.expect("request");
    assert_eq!(whole.bytes().await.expect("body").to_vec(), bytes);
    for (start, end) in [
        (262_140usize, 262_150usize),
        (300_000, 600_000),
        (65_000, 65_100),
    ] {
        let resp = app
            .client
            .get(&url)
            .header("Range", format!("bytes={start}-{end}"))
            .send()
            .await
            .expect("request");
        assert_eq!(resp.status(), StatusCode::PARTIAL_CONTENT);
        assert_eq!(
            resp.bytes().await.expect("body").to_vec(),
            bytes[start..=end],
            "{start}-{end}"
        );
    }
}

#[tokio::test]
async fn every_refusal_stores_nothing() {
    let app = spawn_app_with_document_mb(1).await;
    let token = app.admin_token().await;
    let good = fields("Notice", "notices", "2025-02-03");
    let with = |key: &str, value: Value| {
        let mut f = good.clone();
        f[key] = value;
        f
    };
    let over = {
        let mut v = pdf("over");
        v.resize(1024 * 1024 + 1, b' ');
        v
    };
    let cases: Vec<(Value, Option<Vec<u8>>, StatusCode, &str)> = vec![
        (
            good.clone(),
            None,
            StatusCode::BAD_REQUEST,
            "Please select a PDF file.",
        ),
        (
            good.clone(),
            Some(png(1)),
            StatusCode::BAD_REQUEST,
            "Only PDF files are allowed.",
        ),
        (
            good.clone(),
            Some(b"PDF-1.4 no percent".to_vec()),
            StatusCode::BAD_REQUEST,
            "Only PDF files are allowed.",
        ),
        (
            good.clone(),
            Some(over),
            StatusCode::PAYLOAD_TOO_LARGE,
            "The file size exceeds 1 MB!",
        ),
        (
            with("titleOd", json!("")),
            Some(pdf("a")),
            StatusCode::BAD_REQUEST,
            "All fields are required!",
        ),
        (
            with("category", json!("")),
            Some(pdf("a")),
            StatusCode::BAD_REQUEST,
            "All fields are required!",
        ),
        (
            with("publishDate", json!("2025-02-30")),
            Some(pdf("a")),
            StatusCode::BAD_REQUEST,
            "Please enter a valid date!",
        ),
        (
            with("validUntil", json!("31/12/2025")),
            Some(pdf("a")),
            StatusCode::BAD_REQUEST,
            "Please enter a valid date!",
        ),
        (
            with("category", json!("poems")),
            Some(pdf("a")),
            StatusCode::BAD_REQUEST,
            "Please select a category from the list.",
        ),
        (
            with("fileLanguage", json!("fr")),
            Some(pdf("a")),
            StatusCode::BAD_REQUEST,
            "Please select the language of the file.",
        ),
    ];
    for (fields, file, status, message) in cases {
        let resp = upload(&app, &token, &fields, file).await;
        assert_eq!(expect_failure(resp, status).await, message);
        assert_eq!(
            admin_count(&app, &token).await,
            0,
            "nothing stored after {message:?}"
        );
    }
    // A body far past the limit is refused before it is read, in the same words.
    let mut huge = pdf("huge");
    huge.resize(3 * 1024 * 1024, b' ');
    let resp = upload(&app, &token, &good, Some(huge)).await;
    assert_eq!(
        expect_failure(resp, StatusCode::PAYLOAD_TOO_LARGE).await,
        "The file size exceeds 1 MB!"
    );
    // Exactly at the limit is fine.
    let mut exact = pdf("exact");
    exact.resize(1024 * 1024, b' ');
    create(&app, &token, &good, exact).await;
    assert_eq!(admin_count(&app, &token).await, 1);
    // Without a token, nothing either.
    let resp = app.manage(&DOCUMENT, &good, Some(pdf("anon")), None).await;
    expect_failure(resp, StatusCode::UNAUTHORIZED).await;
    assert_eq!(admin_count(&app, &token).await, 1);
}

#[tokio::test]
async fn an_update_keeps_or_replaces_the_file() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let first = pdf("first");
    let saved = create(
        &app,
        &token,
        &fields("Rules", "acts", "2024-01-01"),
        first.clone(),
    )
    .await;
    let id = saved["documentId"].as_u64().expect("id");
    let old = saved["documentPath"].as_str().expect("path").to_string();

    let mut changed = fields("Rules (amended)", "acts", "2024-01-02");
    changed["documentId"] = json!(id);
    let kept = json_of(upload(&app, &token, &changed, None).await).await;
    assert_eq!(
        kept["data"]["documentPath"],
        json!(old),
        "no file: the file stays"
    );
    assert_eq!(kept["data"]["titleEn"], json!("Rules (amended)"));

    // A refused replacement changes nothing.
    let resp = upload(&app, &token, &changed, Some(png(3))).await;
    expect_failure(resp, StatusCode::BAD_REQUEST).await;
    let resp = app.client.get(app.url(&old)).send().await.expect("request");
    assert_eq!(resp.bytes().await.expect("body").to_vec(), first);

    let second = pdf("second");
    let replaced = json_of(upload(&app, &token, &changed, Some(second.clone())).await).await;
    let new = replaced["data"]["documentPath"]
        .as_str()
        .expect("path")
        .to_string();
    assert_ne!(new, old);
    assert_eq!(
        app.client
            .get(app.url(&old))
            .send()
            .await
            .expect("request")
            .status(),
        StatusCode::NOT_FOUND
    );
    let resp = app.client.get(app.url(&new)).send().await.expect("request");
    assert_eq!(
        header(resp.headers(), "content-disposition"),
        "inline; filename=\"rules-amended.pdf\"; filename*=UTF-8''rules-amended.pdf"
    );
    assert_eq!(resp.bytes().await.expect("body").to_vec(), second);
}

#[tokio::test]
async fn a_document_moves_to_the_archive_at_midnight_in_india_without_a_write() {
    // 2026-11-23 23:50 IST; the notice is valid until that day.
    let start = 29_924_300;
    let now = Arc::new(AtomicI64::new(start));
    let clock = now.clone();
    let app = spawn_app_with_clock(Arc::new(move || clock.load(Ordering::SeqCst))).await;
    let token = app.admin_token().await;
    let mut notice = fields("Exam notice", "notices", "2026-11-01");
    notice["validUntil"] = json!("2026-11-23");
    create(&app, &token, &notice, pdf("midnight")).await;
    let archived = |body: &Value| -> Vec<bool> {
        body.as_array()
            .unwrap_or_else(|| panic!("items in {body}"))
            .iter()
            .filter(|i| i["titleEn"] == json!("Exam notice"))
            .map(|i| {
                i["archived"]
                    .as_bool()
                    .unwrap_or_else(|| panic!("flag in {i}"))
            })
            .collect()
    };
    // The public list is prepared and kept now.
    assert_eq!(archived(&query(&app, "", None).await), [false]);
    assert_eq!(
        titles(&query(&app, "archived=true&category=notices", None).await),
        Vec::<String>::new()
    );
    // Ten minutes later it is the 24th in India: the kept answer is stale.
    now.store(start + 10, Ordering::SeqCst);
    assert_eq!(archived(&query(&app, "", None).await), [true]);
    assert_eq!(
        titles(&query(&app, "archived=true&category=notices", None).await),
        ["Exam notice"]
    );
}

#[tokio::test]
async fn lists_filter_by_category_words_year_and_archive() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let mut expired = fields("Exam schedule notice", "notices", "2024-03-01");
    expired["validUntil"] = json!("2024-04-30");
    expired["titleOd"] = json!("ପରୀକ୍ଷା ସୂଚୀ ବିଜ୍ଞପ୍ତି");
    create(&app, &token, &expired, pdf("e")).await;
    let mut current = fields("Holiday list", "notices", "2025-06-01");
    // The nukta letter precomposed (U+0B5C): a search typed decomposed must find it.
    current["titleOd"] = json!("ଛୁଟି ତାଲିକା ଓ\u{0B5C}ିଶା");
    current["validUntil"] = json!("2999-12-31");
    create(&app, &token, &current, pdf("c")).await;
    create(
        &app,
        &token,
        &fields("Council Act", "acts", "2025-01-10"),
        pdf("a"),
    )
    .await;
    let mut hidden = fields("Draft notice", "notices", "2025-07-01");
    hidden["isActive"] = json!(false);
    create(&app, &token, &hidden, pdf("h")).await;

    // Newest publishDate first; anonymous callers see active documents only.
    assert_eq!(
        titles(&query(&app, "category=notices", None).await),
        ["Holiday list", "Exam schedule notice"]
    );
    assert_eq!(
        titles(&query(&app, "category=notices", Some(&token)).await),
        ["Draft notice", "Holiday list", "Exam schedule notice"]
    );
    assert_eq!(
        titles(&query(&app, "category=notices&archived=true", None).await),
        ["Exam schedule notice"]
    );
    assert_eq!(
        titles(&query(&app, "category=notices&archived=false", None).await),
        ["Holiday list"]
    );
    let archived = query(&app, "archived=true", None).await;
    assert_eq!(archived[0]["archived"], json!(true));
    assert_eq!(
        titles(&query(&app, "year=2025", None).await),
        ["Holiday list", "Council Act"]
    );
    assert_eq!(
        titles(&query(&app, "q=EXAM%20Notice", None).await),
        ["Exam schedule notice"]
    );
    assert_eq!(
        titles(&query(&app, "q=%E0%AC%B8%E0%AD%82%E0%AC%9A%E0%AD%80", None).await),
        ["Exam schedule notice"],
        "ସୂଚୀ"
    );
    assert_eq!(
        titles(
            &query(
                &app,
                "q=%E0%AC%93%E0%AC%A1%E0%AC%BC%E0%AC%BF%E0%AC%B6%E0%AC%BE",
                None
            )
            .await
        ),
        ["Holiday list"],
        "ଓଡ଼ିଶା typed with the nukta decomposed"
    );
    assert_eq!(
        titles(&query(&app, "q=act&category=notices", None).await),
        Vec::<String>::new()
    );

    // With page: the envelope with total.
    let page = query(&app, "category=notices&page=2&size=1", None).await;
    assert_eq!(page["outcome"], json!(true));
    assert_eq!(page["total"], json!(2));
    assert_eq!(titles(&page), ["Exam schedule notice"]);
    // Without parameters: every active document, as the other lists answer.
    assert_eq!(app.list_items(&DOCUMENT, None).await.len(), 3);

    for bad in ["category=poems", "year=25", "archived=maybe", "page=0"] {
        let resp = app
            .client
            .get(format!("{}?{bad}", app.api(DOCUMENT.list)))
            .send()
            .await
            .expect("request");
        expect_failure(resp, StatusCode::BAD_REQUEST).await;
    }
}

/// Resident memory of this process, in bytes (Linux).
fn rss() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: u64 = statm
        .split_whitespace()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0);
    pages * 4096
}

/// Twenty visitors download a 25 MiB file at once: the server streams it chunk by chunk, so
/// memory grows by far less than one copy per download (20 x 25 MiB = 500 MiB).
/// Run by `alone::memory_stays_flat_during_large_downloads`: this process's memory must be
/// this test's alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "measures the whole process: run alone, by alone.rs"]
async fn twenty_downloads_of_a_large_file_keep_memory_flat() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    // Padded with white space after the end, which PDF readers allow (uploads are parsed).
    let mut bytes = pdf("large");
    bytes.resize(25 * 1024 * 1024, b' ');
    let saved = create(
        &app,
        &token,
        &fields("Large report", "central", "2025-03-03"),
        bytes,
    )
    .await;
    let url = app.url(saved["documentPath"].as_str().expect("path"));
    oshec::memory::release();
    let before = rss();
    let mut peak = before;
    let mut tasks = Vec::new();
    for _ in 0..20 {
        let client = app.client.clone();
        let url = url.clone();
        tasks.push(tokio::spawn(async move {
            let mut resp = client.get(url).send().await.expect("request");
            let mut total = 0usize;
            while let Some(piece) = resp.chunk().await.expect("chunk") {
                total += piece.len();
                // A slow link: the server must not read ahead of the client.
                tokio::time::sleep(std::time::Duration::from_micros(200)).await;
            }
            total
        }));
    }
    let watcher = tokio::spawn(async move {
        let mut peak = 0;
        for _ in 0..200 {
            peak = peak.max(rss());
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        peak
    });
    for t in tasks {
        assert_eq!(t.await.expect("task"), 25 * 1024 * 1024);
    }
    peak = peak.max(watcher.await.expect("watcher"));
    let grown = peak.saturating_sub(before);
    eprintln!(
        "resident memory grew by {} MiB during 20 downloads of 25 MiB",
        grown / (1024 * 1024)
    );
    assert!(
        grown < 120 * 1024 * 1024,
        "memory grew by {} MiB",
        grown / (1024 * 1024)
    );
}
