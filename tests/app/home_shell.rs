//! The home page's first paint without JavaScript: `/` carries the hero templates filled from
//! the first active banner, the banner list as JSON, and the inline script the CSP allows by
//! hash; a banner change shows at once; no active banner, or any other path, is plain HTML.
use crate::common;

use std::io::Read;
use std::path::Path;

use base64::Engine as _;
use common::{TestApp, get_page, header, json_of, spawn_app, wire};
use reqwest::StatusCode;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

const DATA_OPEN: &str = "<script type=\"application/json\" id=\"home-data\">";
const ROOT: &str = "<div id=\"root\"></div>";

/// `ui/dist-shell/home.json`, which the UI build writes (build.rs runs it before the tests).
fn shell() -> (String, String) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/dist-shell/home.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{} cannot be read ({e}): the UI build must run first (cargo build without \
             OSHEC_SKIP_UI_BUILD, or `npm run build` in ui/)",
            path.display()
        )
    });
    let file: Value = serde_json::from_str(&text).expect("home.json is JSON");
    let field = |name: &str| {
        file[name]
            .as_str()
            .unwrap_or_else(|| panic!("home.json has no string {name:?}"))
            .to_string()
    };
    (field("templates"), field("script"))
}

fn index_html() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/dist/index.html");
    let index = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{} ({e}): the UI build must run first", path.display()));
    assert!(
        index.contains(ROOT),
        "index.html must hold {ROOT} for the shell to go after"
    );
    index
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// The templates with every slot filled from `item`, as the server must fill them.
fn filled(templates: &str, item: &Value) -> String {
    let mut out = templates.to_string();
    for (name, value) in item.as_object().expect("banner item is an object") {
        if let Value::String(s) = value {
            out = out.replace(&format!("@@{name}@@"), &escape(s));
        }
    }
    assert!(
        !out.contains("@@"),
        "a slot the banner has no text for: {out}"
    );
    out
}

fn sha256_source(script: &str) -> String {
    let digest = Sha256::digest(script.as_bytes());
    format!(
        "'sha256-{}'",
        base64::engine::general_purpose::STANDARD.encode(digest.as_slice())
    )
}

/// The text between `open` and the next `close` after it.
fn between<'a>(text: &'a str, open: &str, close: &str) -> &'a str {
    let start = text
        .find(open)
        .unwrap_or_else(|| panic!("no {open} in the page"))
        + open.len();
    let len = text[start..]
        .find(close)
        .unwrap_or_else(|| panic!("no {close} after {open}"));
    &text[start..start + len]
}

async fn seeded() -> TestApp {
    let app = spawn_app().await;
    let content = app.content.clone();
    let created = tokio::task::spawn_blocking(move || oshec::seed::seed(&content))
        .await
        .expect("seed task")
        .expect("seed");
    assert!(created > 0);
    app
}

async fn anonymous_banner_list(app: &TestApp) -> String {
    let resp = app
        .client
        .get(app.api(wire("banner").list))
        .send()
        .await
        .expect("banner list");
    assert_eq!(resp.status(), StatusCode::OK);
    resp.text().await.expect("body")
}

/// Checks the whole page against index.html, the templates, the list and the script, and
/// returns the page.
async fn assert_home_shell(app: &TestApp) -> String {
    let (templates, script) = shell();
    let index = index_html();
    let list = anonymous_banner_list(app).await;
    let items: Value = serde_json::from_str(&list).expect("list JSON");
    let first = &items[0];

    let (status, h, page) = get_page(app, "/").await;
    assert_eq!(status, StatusCode::OK);
    assert!(header(&h, "content-type").starts_with("text/html"));
    assert_eq!(header(&h, "cache-control"), oshec::http::api::PUBLIC_CACHE);
    assert!(!page.contains("@@"), "no slot left unfilled");
    for lang in ["en", "od"] {
        assert!(
            page.contains(&format!("<template id=\"shell-{lang}\">")),
            "template shell-{lang} in the page"
        );
    }
    let title = first["bannerTitleEn"].as_str().expect("title");
    assert!(page.contains(&escape(title)), "the first banner's title");

    // Exactly: index.html with the shell right after the root element, and without the
    // app's chunk preloads (the home page paints first; every other page keeps them).
    assert!(
        index.contains("<link rel=\"modulepreload\""),
        "index.html preloads the app's chunks"
    );
    assert!(!page.contains("modulepreload"), "the home page does not");
    let index: String = index
        .lines()
        .filter(|line| !line.trim_start().starts_with("<link rel=\"modulepreload\""))
        .map(|line| format!("{line}\n"))
        .collect();
    let data = list.replace('<', "\\u003c");
    let inserted = format!(
        "{}{DATA_OPEN}{data}</script><script>{script}</script>",
        filled(&templates, first)
    );
    let expected = index.replacen(ROOT, &format!("{ROOT}{inserted}"), 1);
    assert_eq!(page, expected);

    // The embedded JSON is the list, byte for byte once `\u003c` is undone, and valid JSON.
    let embedded = between(&page, DATA_OPEN, "</script>");
    assert!(!embedded.contains('<'));
    assert_eq!(embedded.replace("\\u003c", "<"), list);
    let parsed: Value = serde_json::from_str(embedded).expect("embedded JSON");
    assert_eq!(parsed, items);

    // The CSP allows exactly the inline script in the page, by hash.
    let inline = between(&page, &format!("{embedded}</script><script>"), "</script>");
    assert_eq!(inline, script);
    let csp = header(&h, "content-security-policy");
    let script_src = csp
        .split(';')
        .map(str::trim)
        .find(|d| d.starts_with("script-src"))
        .unwrap_or_else(|| panic!("no script-src in {csp}"));
    assert_eq!(
        script_src,
        format!("script-src 'self' {}", sha256_source(inline))
    );
    page
}

#[tokio::test]
async fn home_page_paints_the_first_banner() {
    let app = seeded().await;
    let page = assert_home_shell(&app).await;

    // Conditional and HEAD answers, and compressed copies of the same page.
    let resp = app.client.get(app.url("/")).send().await.expect("get");
    let etag = header(resp.headers(), "etag").to_string();
    assert!(etag.starts_with('"') && etag.ends_with('"'), "{etag}");
    let again = app
        .client
        .get(app.url("/"))
        .header("If-None-Match", &etag)
        .send()
        .await
        .expect("conditional");
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
    assert!(again.bytes().await.expect("body").is_empty());
    let head = app.client.head(app.url("/")).send().await.expect("head");
    assert_eq!(head.status(), StatusCode::OK);
    assert_eq!(
        header(head.headers(), "content-length"),
        page.len().to_string()
    );
    assert_eq!(header(head.headers(), "etag"), etag);

    let br = app
        .client
        .get(app.url("/"))
        .header("Accept-Encoding", "br")
        .send()
        .await
        .expect("br");
    assert_eq!(header(br.headers(), "content-encoding"), "br");
    let br_etag = header(br.headers(), "etag").to_string();
    let mut plain = Vec::new();
    brotli::Decompressor::new(&br.bytes().await.expect("body")[..], 4096)
        .read_to_end(&mut plain)
        .expect("brotli");
    assert_eq!(plain, page.as_bytes());
    let again = app
        .client
        .get(app.url("/"))
        .header("Accept-Encoding", "br")
        .header("If-None-Match", &br_etag)
        .send()
        .await
        .expect("conditional br");
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);

    // Every other path of the React router stays the plain index.html, with the same CSP.
    let index = index_html();
    let (_, home_headers, _) = get_page(&app, "/").await;
    for path in ["/contact", "/search", "/oshec/admin/banner"] {
        let (status, h, body) = get_page(&app, path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert_eq!(body, index, "{path}: no shell");
        assert_eq!(
            header(&h, "content-security-policy"),
            header(&home_headers, "content-security-policy"),
            "{path}"
        );
    }
    // The API carries the same policy; Swagger UI keeps its own.
    let (_, h, _) = get_page(&app, "/oshec/api/banner/allowAll/list").await;
    assert_eq!(
        header(&h, "content-security-policy"),
        header(&home_headers, "content-security-policy")
    );
    let (_, h, _) = get_page(&app, "/oshec/api/docs").await;
    let docs = header(&h, "content-security-policy");
    assert!(
        docs.contains("script-src 'self' 'unsafe-inline';"),
        "{docs}"
    );
    assert!(!docs.contains("sha256-"), "{docs}");
}

#[tokio::test]
async fn a_banner_change_shows_at_once_and_is_escaped() {
    let app = seeded().await;
    let w = wire("banner");
    let before = assert_home_shell(&app).await;
    let (_, h, _) = get_page(&app, "/").await;
    let old_etag = header(&h, "etag").to_string();

    let token = app.admin_token().await;
    let items: Value = serde_json::from_str(&anonymous_banner_list(&app).await).expect("list");
    let id = items[0][w.id_field].as_u64().expect("banner id");
    let resp = app.get_by_id(&w, id, Some(&token)).await;
    let mut record = json_of(resp).await["data"].clone();
    let title = "New </script><b>\"& 'hero'";
    record["bannerTitleEn"] = json!(title);
    let resp = app.manage(&w, &record, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(json_of(resp).await["outcome"], json!(true));

    let after = assert_home_shell(&app).await;
    assert_ne!(after, before);
    assert!(after.contains("New &lt;/script&gt;&lt;b&gt;&quot;&amp; &#39;hero&#39;"));
    assert!(after.contains(r#"New \u003c/script>\u003cb>\"& 'hero'"#));
    assert!(
        !after.contains(title),
        "the raw title is nowhere in the page"
    );
    // One element of each: the title did not end the data element early.
    assert_eq!(after.matches(DATA_OPEN).count(), 1);
    assert_eq!(
        after.matches("</script>").count(),
        index_html().matches("</script>").count() + 2
    );

    // The old tag no longer matches.
    let resp = app
        .client
        .get(app.url("/"))
        .header("If-None-Match", &old_etag)
        .send()
        .await
        .expect("conditional");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_ne!(header(resp.headers(), "etag"), old_etag);
}

#[tokio::test]
async fn without_an_active_banner_home_is_plain_index() {
    let app = seeded().await;
    let w = wire("banner");
    let index = index_html();
    assert_home_shell(&app).await;

    let token = app.admin_token().await;
    let items: Value = serde_json::from_str(&anonymous_banner_list(&app).await).expect("list");
    for item in items.as_array().expect("array") {
        let id = item[w.id_field].as_u64().expect("banner id");
        let resp = app.toggle(&w, id, true, Some(&token)).await;
        assert_eq!(resp.status(), StatusCode::OK);
    }
    assert_eq!(anonymous_banner_list(&app).await, "[]");

    for path in ["/", "/contact"] {
        let (status, h, body) = get_page(&app, path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert_eq!(body, index, "{path}: the plain index.html");
        assert!(!body.contains("<template"), "{path}");
        assert!(!body.contains("home-data"), "{path}");
        // The policy does not depend on the page: still the hash of the build's script.
        let (_, script) = shell();
        assert!(
            header(&h, "content-security-policy").contains(&sha256_source(&script)),
            "{path}"
        );
    }
    let head = app.client.head(app.url("/")).send().await.expect("head");
    assert_eq!(head.status(), StatusCode::OK);
    assert_eq!(
        header(head.headers(), "content-length"),
        index.len().to_string()
    );

    // Activating one again brings the shell back.
    let first = items[0][w.id_field].as_u64().expect("banner id");
    let resp = app.toggle(&w, first, false, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_home_shell(&app).await;
}
