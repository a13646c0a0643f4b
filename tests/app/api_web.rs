//! The web side: OpenAPI document and Swagger UI, the SPA fallback, security headers, the
//! prepared public lists (ETag, 304, gzip and brotli), health.
use crate::common;
use oshec::entities::keys::NEWS;

use oshec::content::{Encoding, Prepared};
use oshec::http::api::PUBLIC_CACHE;
use std::io::Read;

use common::{WIRES, header, json_of, spawn_app, wire};
use reqwest::StatusCode;
use reqwest::header::HeaderMap;
use serde_json::Value;

fn assert_security_headers(h: &HeaderMap, what: &str) {
    let csp = header(h, "content-security-policy");
    // Only the site itself may frame it (the back office's preview of a public page).
    assert!(csp.contains("frame-ancestors 'self'"), "{what}: {csp}");
    assert_eq!(header(h, "x-frame-options"), "SAMEORIGIN", "{what}");
    assert!(
        csp.contains("frame-src 'self' https://www.youtube-nocookie.com https://www.google.com;"),
        "{what}: {csp}"
    );
    assert!(csp.contains("img-src 'self' data:"), "{what}: {csp}");
    let script = csp
        .split(';')
        .find(|d| d.trim().starts_with("script-src"))
        .unwrap_or("");
    // No inline script, except the home page's own, allowed by its hash (see
    // tests/app/home_shell.rs).
    let mut sources = script.split_whitespace();
    assert_eq!(sources.next(), Some("script-src"), "{what}: {csp}");
    assert_eq!(sources.next(), Some("'self'"), "{what}: {csp}");
    assert!(
        sources.all(|s| s.starts_with("'sha256-") && s.ends_with('\'')),
        "{what}: no inline script but by hash: {csp}"
    );
    assert_eq!(header(h, "x-content-type-options"), "nosniff", "{what}");
    assert_eq!(
        header(h, "referrer-policy"),
        "strict-origin-when-cross-origin",
        "{what}"
    );
    assert!(h.get("server").is_none(), "{what}: no server header");
}

#[tokio::test]
async fn openapi_document_lists_every_call() {
    let app = spawn_app().await;
    let resp = app
        .client
        .get(app.api("/openapi.json"))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    let doc = json_of(resp).await;
    let paths = doc["paths"].as_object().expect("paths");
    let mut expected: Vec<(String, &str)> = vec![
        ("/allowAll/authenticate".into(), "post"),
        ("/logout".into(), "post"),
    ];
    for w in &WIRES {
        expected.push((w.list.into(), "get"));
        expected.push((w.manage.into(), "post"));
        expected.push((w.get.into(), "post"));
        expected.push((w.toggle.into(), "post"));
        // The display order's move call (docs/decisions.md §4), beside manage; not for news.
        if w.key != NEWS {
            let base = w.manage.strip_suffix("/manage").expect("manage path");
            expected.push((format!("{base}/move"), "post"));
        }
    }
    // The documents (docs/documents.md; date order: no move call).
    for (path, method) in [
        ("/document/allowAll/list", "get"),
        ("/document/manage", "post"),
        ("/document/getDocumentById", "post"),
        ("/document/activeInactiveByDocumentId", "post"),
    ] {
        expected.push((path.into(), method));
    }
    // The feedback form and its back-office inbox (docs/feedback.md).
    expected.push(("/feedback/allowAll/submit".into(), "post"));
    expected.push(("/feedback/list".into(), "get"));
    expected.push(("/feedback/markRead".into(), "post"));
    expected.push(("/feedback/export".into(), "get"));
    // Answering it: status, assignee, notes and the reply.
    expected.push(("/feedback/update".into(), "post"));
    // The back office's audit and account calls.
    expected.extend([
        ("/audit/list".into(), "get"),
        ("/audit/latest".into(), "get"),
        ("/account/password".into(), "post"),
        ("/account/logoutAll".into(), "post"),
        ("/account/admins".into(), "get"),
    ]);
    // Site search and the "Last updated" dates (docs/search.md).
    expected.push(("/search/allowAll/query".into(), "get"));
    expected.push(("/lastUpdated/allowAll/list".into(), "get"));
    // Accounts and the review workflow (docs/roles.md, docs/workflow.md).
    expected.push(("/account/admins/manage".into(), "post"));
    expected.push(("/account/admins/removeMfa".into(), "post"));
    for path in ["submit", "approve", "return", "archive", "restore"] {
        expected.push((format!("/workflow/{path}"), "post"));
    }
    for path in [
        "queue",
        "mine",
        "revisions",
        "revision",
        "expiring",
        "preview",
    ] {
        expected.push((format!("/workflow/{path}"), "get"));
    }
    // A form's preview posts to the same path as a saved item's preview gets.
    expected.push(("/workflow/preview".into(), "post"));
    // The backups page (docs/backups.md).
    expected.extend([
        ("/backups/list".into(), "get"),
        ("/backups/run".into(), "post"),
        ("/backups/check".into(), "post"),
        ("/backups/download".into(), "get"),
    ]);
    // Site health (docs/health.md).
    expected.push(("/health/report".into(), "get"));
    expected.push(("/health/check".into(), "post"));
    expected.push(("/health/reviewed".into(), "post"));
    // The second factor and the sessions list (docs/sign-in.md).
    expected.push(("/account/mfa".into(), "get"));
    for path in ["setup", "enable", "disable", "recoveryCodes"] {
        expected.push((format!("/account/mfa/{path}"), "post"));
    }
    expected.push(("/account/sessions".into(), "get"));
    expected.push(("/account/sessions/end".into(), "post"));
    assert_eq!(expected.len(), 110);
    for (path, method) in &expected {
        assert!(
            paths.get(path).and_then(|p| p.get(*method)).is_some(),
            "{method} {path} missing from the document"
        );
    }
    assert_eq!(paths.len(), 109, "no other paths (110 calls on 109 paths)");
    // The document list names its query parameters; its manage form, its PDF field.
    let params: Vec<&str> = paths["/document/allowAll/list"]["get"]["parameters"]
        .as_array()
        .expect("parameters")
        .iter()
        .filter_map(|p| p["name"].as_str())
        .collect();
    assert_eq!(
        params,
        [
            "page", "size", "category", "q", "year", "archived", "status", "sort"
        ]
    );
    // Every list takes the back office's search, status and sort (docs/admin-lists.md).
    let news: Vec<&str> = paths[crate::common::wire(NEWS).list]["get"]["parameters"]
        .as_array()
        .expect("parameters")
        .iter()
        .filter_map(|p| p["name"].as_str())
        .collect();
    assert_eq!(news, ["page", "size", "q", "status", "sort"]);
    let document =
        &paths["/document/manage"]["post"]["requestBody"]["content"]["multipart/form-data"];
    assert_eq!(
        document["schema"]["properties"]["documentFile"]["format"],
        Value::from("binary")
    );
    // The manage form names its fields; the file field is binary.
    let banner = &paths["/banner/manage"]["post"]["requestBody"]["content"]["multipart/form-data"];
    let props = &banner["schema"]["properties"];
    assert!(props.get("cipherBannerSliderDto").is_some(), "{banner}");
    assert_eq!(props["bannerImg"]["format"], Value::from("binary"));
    assert!(doc["components"]["securitySchemes"]["bearerAuth"].is_object());

    let resp = app.client.get(app.api("/docs")).send().await.expect("docs");
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(header(resp.headers(), "content-type").starts_with("text/html"));
}

#[tokio::test]
async fn spa_paths_get_index_html_and_assets_are_cached() {
    let app = spawn_app().await;
    let dist = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/dist");
    let index = std::fs::read(dist.join("index.html")).ok();
    // Pages of the router that are not pre-rendered (those are `prerendered_pages`' tests).
    for path in [
        "/",
        "/contact",
        "/oshec/admin/banner",
        "/screen-reader-access",
    ] {
        let resp = app.client.get(app.url(path)).send().await.expect("request");
        assert_security_headers(resp.headers(), path);
        match &index {
            Some(index) => {
                assert_eq!(resp.status(), StatusCode::OK, "{path}");
                let h = resp.headers().clone();
                assert!(header(&h, "content-type").starts_with("text/html"));
                assert_eq!(header(&h, "cache-control"), PUBLIC_CACHE);
                let etag = header(&h, "etag").to_string();
                assert!(etag.starts_with('"') && etag.ends_with('"'), "{etag}");
                assert_eq!(&resp.bytes().await.expect("body").to_vec(), index, "{path}");
                let again = app
                    .client
                    .get(app.url(path))
                    .header("If-None-Match", &etag)
                    .send()
                    .await
                    .expect("conditional");
                assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
                let head = app.client.head(app.url(path)).send().await.expect("head");
                assert_eq!(head.status(), StatusCode::OK);
                assert_eq!(
                    header(head.headers(), "content-length"),
                    index.len().to_string()
                );
            }
            // A build without the UI says so instead of pretending.
            None => assert_eq!(resp.status(), StatusCode::NOT_FOUND, "{path}"),
        }
    }
    // A hashed asset is immutable; a missing one is a 404, not HTML.
    if let Ok(entries) = std::fs::read_dir(dist.join("assets")) {
        let names: Vec<String> = entries
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".js"))
            .collect();
        if let Some(name) = names.first() {
            let resp = app
                .client
                .get(app.url(&format!("/assets/{name}")))
                .header("Accept-Encoding", "gzip")
                .send()
                .await
                .expect("asset");
            assert_eq!(resp.status(), StatusCode::OK);
            let h = resp.headers();
            assert_eq!(
                header(h, "cache-control"),
                "public, max-age=31536000, immutable"
            );
            assert!(header(h, "content-type").starts_with("text/javascript"));
            assert_eq!(header(h, "content-encoding"), "gzip");
        }
    }
    let resp = app
        .client
        .get(app.url("/assets/missing-0000.js"))
        .send()
        .await
        .expect("missing");
    assert_eq!(resp.status(), StatusCode::NOT_FOUND);
    let resp = app
        .client
        .post(app.url("/oshec/admin"))
        .send()
        .await
        .expect("post");
    assert_eq!(resp.status(), StatusCode::METHOD_NOT_ALLOWED);
}

/// The files of `dir`, as `/`-separated paths relative to it.
fn files_under(dir: &std::path::Path, prefix: &str, into: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).expect("read dir").flatten() {
        let name = format!("{prefix}{}", entry.file_name().to_string_lossy());
        if entry.path().is_dir() {
            files_under(&entry.path(), &format!("{name}/"), into);
        } else {
            into.push(name);
        }
    }
}

/// GETs `path` accepting each encoding, and checks status, body, encoding and ETag against
/// what `expected` (the file prepared as the server always has) answers.
async fn assert_answers_as(app: &common::TestApp, path: &str, expected: &Prepared) {
    for (accept, wanted) in [
        (None, Encoding::Identity),
        (Some("gzip"), Encoding::Gzip),
        (Some("gzip, deflate, br"), Encoding::Brotli),
    ] {
        let mut req = app.client.get(app.url(path));
        if let Some(accept) = accept {
            req = req.header("Accept-Encoding", accept);
        }
        let resp = req.send().await.expect("request");
        assert_eq!(resp.status(), StatusCode::OK, "{path}");
        let (body, used) = expected.body(wanted);
        let h = resp.headers().clone();
        assert_eq!(header(&h, "etag"), expected.etag(used), "{path} {accept:?}");
        assert_eq!(
            header(&h, "content-encoding"),
            used.header_value().unwrap_or(""),
            "{path} {accept:?}"
        );
        let got = resp.bytes().await.expect("body");
        assert!(got == body, "{path} {accept:?}: the body differs");
    }
}

/// The UI is embedded in brotli (build.rs) and answers byte for byte what the server made when
/// it embedded the plain files and compressed them at start-up: brotli at quality 11, gzip at
/// its best level, the same ETags; images and fonts as they are.
#[tokio::test]
async fn embedded_ui_files_answer_as_when_compressed_at_start() {
    let app = spawn_app().await;
    let dist = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/dist");
    if !dist.join("index.html").is_file() {
        return; // A build without the UI: spa_paths_get_index_html_and_assets_are_cached.
    }
    let mut names = Vec::new();
    files_under(&dist, "", &mut names);
    assert!(names.len() > 5, "{names:?}");
    // robots.txt is answered with the sitemap's address added (see `Site`), not as embedded.
    for name in names.into_iter().filter(|n| n != "robots.txt") {
        let plain = std::fs::read(dist.join(&name)).expect("file");
        let ext = name.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase());
        let binary = matches!(
            ext.as_deref(),
            Some("png" | "jpg" | "jpeg" | "webp" | "gif" | "woff2" | "woff" | "ttf")
        );
        let expected = if binary {
            Prepared::identity(plain)
        } else {
            Prepared::with_quality(plain, 11)
        };
        assert_answers_as(&app, &format!("/{name}"), &expected).await;
    }
}

/// Swagger UI: the page loads the script and style the build embedded (swagger-ui-dist of
/// ui/package.json) and the document at /oshec/api/openapi.json.
#[tokio::test]
async fn api_docs_page_serves_swagger_ui() {
    let app = spawn_app().await;
    let resp = app
        .client
        .get(app.url("/oshec/api/docs"))
        .send()
        .await
        .expect("docs");
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(header(resp.headers(), "content-type").starts_with("text/html"));
    let page = resp.text().await.expect("page");
    for src in [
        "/oshec/api/docs/swagger-ui.css",
        "/oshec/api/docs/swagger-ui-bundle.js",
        "/oshec/api/docs/start.js",
    ] {
        assert!(page.contains(&format!("\"{src}\"")), "{src} in {page}");
    }
    let start = app
        .client
        .get(app.url("/oshec/api/docs/start.js"))
        .send()
        .await
        .expect("start")
        .text()
        .await
        .expect("text");
    assert!(start.contains("\"/oshec/api/openapi.json\""), "{start}");
    let dist =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/node_modules/swagger-ui-dist");
    for name in ["swagger-ui-bundle.js", "swagger-ui.css"] {
        let plain = std::fs::read(dist.join(name)).expect("swagger-ui-dist is installed");
        let expected = Prepared::with_quality(plain, 11);
        assert_answers_as(&app, &format!("/oshec/api/docs/{name}"), &expected).await;
    }
    let resp = app
        .client
        .get(app.url("/oshec/api/docs/missing.js"))
        .send()
        .await
        .expect("missing");
    assert_eq!(resp.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn security_headers_are_on_every_answer() {
    let app = spawn_app().await;
    for path in [
        "/oshec/api/banner/allowAll/list",
        "/oshec/api/nothing",
        "/uploads/banner/1-x.png",
        "/healthz",
    ] {
        let resp = app.client.get(app.url(path)).send().await.expect("request");
        assert_security_headers(resp.headers(), path);
    }
    let resp = app
        .client
        .get(app.url("/healthz"))
        .send()
        .await
        .expect("health");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(resp.text().await.expect("text"), "ok");
}

fn gunzip(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(bytes)
        .read_to_end(&mut out)
        .expect("gzip");
    out
}

fn unbrotli(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    brotli::Decompressor::new(bytes, 4096)
        .read_to_end(&mut out)
        .expect("brotli");
    out
}

#[tokio::test]
async fn public_lists_are_prepared_with_etag_304_and_compression() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire(NEWS);
    for i in 0..6 {
        app.create(&w, &format!("item{i}"), &token).await;
    }
    let get = |enc: Option<&'static str>, inm: Option<String>| {
        let mut req = app.client.get(app.api(w.list));
        if let Some(e) = enc {
            req = req.header("Accept-Encoding", e);
        }
        if let Some(t) = inm {
            req = req.header("If-None-Match", t);
        }
        req.send()
    };
    let plain = get(None, None).await.expect("plain");
    assert_eq!(plain.status(), StatusCode::OK);
    let h = plain.headers().clone();
    assert!(header(&h, "content-encoding").is_empty());
    assert!(header(&h, "vary").contains("Accept-Encoding"));
    assert_eq!(header(&h, "cache-control"), PUBLIC_CACHE);
    let etag = header(&h, "etag").to_string();
    assert!(etag.starts_with('"'), "{etag}");
    let plain_body = plain.bytes().await.expect("body").to_vec();
    let items: Value = serde_json::from_slice(&plain_body).expect("json");
    assert_eq!(items.as_array().map(Vec::len), Some(6));

    let gz = get(Some("gzip"), None).await.expect("gzip");
    assert_eq!(header(gz.headers(), "content-encoding"), "gzip");
    let gz_etag = header(gz.headers(), "etag").to_string();
    assert_ne!(gz_etag, etag, "each representation has its own tag");
    assert_eq!(gunzip(&gz.bytes().await.expect("body")), plain_body);

    let br = get(Some("gzip, deflate, br"), None).await.expect("br");
    assert_eq!(header(br.headers(), "content-encoding"), "br");
    assert_eq!(unbrotli(&br.bytes().await.expect("body")), plain_body);

    for (enc, tag) in [(None, etag.clone()), (Some("gzip"), gz_etag.clone())] {
        let resp = get(enc, Some(tag)).await.expect("conditional");
        assert_eq!(resp.status(), StatusCode::NOT_MODIFIED);
        assert!(resp.bytes().await.expect("body").is_empty());
    }

    // A change makes a new body and a new tag at once.
    app.create(&w, "new", &token).await;
    let resp = get(None, Some(etag.clone())).await.expect("after change");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_ne!(header(resp.headers(), "etag"), etag);

    // The administrator's view is computed per request and never cached.
    let resp = app.list(&w, Some(&token)).await;
    assert_eq!(header(resp.headers(), "cache-control"), "private, no-store");
    assert!(header(resp.headers(), "etag").is_empty());
    let admin_plain = resp.bytes().await.expect("body").to_vec();
    // ...and compressed on the fly when asked.
    let resp = app
        .client
        .get(app.api(w.list))
        .bearer_auth(&token)
        .header("Accept-Encoding", "gzip")
        .send()
        .await
        .expect("admin gzip");
    assert_eq!(header(resp.headers(), "content-encoding"), "gzip");
    assert!(header(resp.headers(), "vary").contains("Accept-Encoding"));
    assert_eq!(gunzip(&resp.bytes().await.expect("body")), admin_plain);
    let resp = app
        .client
        .get(app.api(w.list))
        .bearer_auth(&token)
        .header("Accept-Encoding", "gzip, deflate, br")
        .send()
        .await
        .expect("admin br");
    assert_eq!(header(resp.headers(), "content-encoding"), "br");
    assert!(header(resp.headers(), "vary").contains("Accept-Encoding"));
    assert_eq!(header(resp.headers(), "cache-control"), "private, no-store");
    assert_eq!(unbrotli(&resp.bytes().await.expect("body")), admin_plain);
}

/// A short answer is sent as it is, even to a client that accepts compression: setting up a
/// compressor costs more than the few hundred bytes it would save (docs/benchmarks.md,
/// "Readers and writers"); a long one is compressed (above).
#[tokio::test]
async fn short_answers_are_sent_as_they_are() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire(NEWS);
    let created = app.create(&w, "s", &token).await;
    let id = created[w.id_field].as_u64().expect("id");
    let form = reqwest::multipart::Form::new().text(w.id_field, common::b64(id.to_string()));
    let resp = app
        .client
        .post(app.api(w.get))
        .multipart(form)
        .bearer_auth(&token)
        .header("Accept-Encoding", "gzip, deflate, br")
        .send()
        .await
        .expect("detail");
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(header(resp.headers(), "content-encoding").is_empty());
    let body = resp.bytes().await.expect("body");
    assert!(body.len() < 1024, "{} bytes", body.len());
    let detail: Value = serde_json::from_slice(&body).expect("plain JSON");
    assert_eq!(detail["outcome"], serde_json::json!(true), "{detail}");
}

#[tokio::test]
async fn every_public_list_answers_json_when_empty() {
    let app = spawn_app().await;
    for w in &WIRES {
        let resp = app.list(w, None).await;
        assert_eq!(resp.status(), StatusCode::OK, "{}", w.key);
        assert!(header(resp.headers(), "content-type").starts_with("application/json"));
        let body = json_of(resp).await;
        let items = if w.enveloped { &body["data"] } else { &body };
        assert_eq!(items.as_array().map(Vec::len), Some(0), "{}: {body}", w.key);
    }
}

/// A visitor's address that is no page answers 404 with the app's page, marked `noindex`;
/// a record's page is a page only while visitors can see the record; the menu's old group
/// addresses go to `/`.
#[tokio::test]
async fn unknown_addresses_answer_404_and_old_ones_go_home() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("page");
    let page = app.create(&w, "Known Page", &token).await;
    let id = page[w.id_field].as_u64().expect("page id");
    // The binary's one TLS provider (ring), which reqwest needs installed before a client.
    let _ = rustls::crypto::ring::default_provider().install_default();
    let client = reqwest::Client::builder()
        .no_proxy()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    let built = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("ui/dist/index.html")
        .exists();
    let get = |path: &str| client.get(app.url(path)).send();

    for path in [
        "/page/page-known-page",
        "/PAGE/page-known-page",
        "/contact/",
        "/Acts%26Rules/OSHECAct",
        "/search?q=x",
        "/oshec/admin/page",
    ] {
        let resp = get(path).await.expect("request");
        let expected = if built {
            StatusCode::OK
        } else {
            StatusCode::NOT_FOUND
        };
        assert_eq!(resp.status(), expected, "{path}");
    }

    for path in [
        "/no-such-page",
        "/page/no-such-slug",
        "/news/99999",
        "/contact/extra",
        "/about/introduction/x",
    ] {
        let resp = get(path).await.expect("request");
        assert_eq!(resp.status(), StatusCode::NOT_FOUND, "{path}");
        assert_security_headers(resp.headers(), path);
        assert_eq!(
            header(resp.headers(), "cache-control"),
            "no-cache",
            "{path}"
        );
        if built {
            assert!(header(resp.headers(), "content-type").starts_with("text/html"));
            let body = resp.text().await.expect("body");
            assert!(
                body.contains(r#"<meta name="robots" content="noindex" /></head>"#),
                "{path}: {body}"
            );
            assert!(body.contains(r#"<div id="root"></div>"#), "{path}");
        }
        let head = client.head(app.url(path)).send().await.expect("head");
        assert_eq!(head.status(), StatusCode::NOT_FOUND, "HEAD {path}");
    }

    // A page visitors cannot see (switched off: `status` names the state it leaves) is not
    // found either.
    let resp = app.toggle(&w, id, true, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let resp = get("/page/page-known-page").await.expect("request");
    assert_eq!(resp.status(), StatusCode::NOT_FOUND);

    for path in ["/about", "/Gallery/", "/Acts&Rules", "/home"] {
        let resp = get(path).await.expect("request");
        assert_eq!(resp.status(), StatusCode::MOVED_PERMANENTLY, "{path}");
        assert_eq!(header(resp.headers(), "location"), "/", "{path}");
    }

    // Unknown calls under the API are JSON envelopes, never the page.
    for path in [
        "/oshec/api/no/such/call",
        "/oshec/api/page/allowAll/nothing",
    ] {
        let resp = get(path).await.expect("request");
        assert_eq!(resp.status(), StatusCode::NOT_FOUND, "{path}");
        assert!(header(resp.headers(), "content-type").starts_with("application/json"));
        let body: Value = resp.json().await.expect("json");
        assert_eq!(body["outcome"], Value::Bool(false), "{body}");
    }
}
