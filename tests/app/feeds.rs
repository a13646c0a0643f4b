//! The RSS feeds over HTTP: `/feeds/news.xml`, `/feeds/notices.xml`, `/feeds/documents.xml`,
//! each checked by the `rss` crate's parser and validator, newest first, public items only,
//! in English and Odia, with the public lists' cache headers.
use crate::common;
use oshec::entities::keys::{NEWS, NOTICES};

use common::{DOCUMENT, TestApp, header, json_of, pdf, sample, spawn_app, wire};
use reqwest::StatusCode;
use rss::validation::Validate as _;
use serde_json::{Value, json};

/// Fetches a feed as the site `oshec.example.org` behind TLS, checks it is served as RSS with
/// the lists' cache header, then parses and validates it.
async fn feed(app: &TestApp, path: &str) -> rss::Channel {
    let resp = app
        .client
        .get(app.url(path))
        .header("X-Forwarded-Proto", "https")
        .header("Host", "oshec.example.org")
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK, "{path}");
    let headers = resp.headers().clone();
    assert!(
        header(&headers, "content-type").starts_with("application/rss+xml"),
        "{path}: {headers:?}"
    );
    assert_eq!(
        header(&headers, "cache-control"),
        "public, max-age=0, s-maxage=30, must-revalidate"
    );
    assert!(!header(&headers, "etag").is_empty(), "{path}: an ETag");
    let bytes = resp.bytes().await.expect("body");
    let channel = rss::Channel::read_from(&bytes[..]).unwrap_or_else(|e| {
        panic!(
            "{path} is not RSS ({e}): {}",
            String::from_utf8_lossy(&bytes)
        )
    });
    if let Err(e) = channel.validate() {
        panic!(
            "{path} is not valid RSS 2.0 ({e}): {}",
            String::from_utf8_lossy(&bytes)
        );
    }
    channel
}

fn titles(channel: &rss::Channel) -> Vec<&str> {
    channel
        .items()
        .iter()
        .map(|i| i.title().unwrap_or(""))
        .collect()
}

async fn news(
    app: &TestApp,
    token: &str,
    title: &str,
    title_od: &str,
    date: &str,
    active: bool,
) -> u64 {
    let w = wire(NEWS);
    let mut fields = sample(&w, title);
    fields[crate::common::wire(NEWS).id_field] = Value::Null;
    fields["newsTitleEn"] = json!(title);
    fields["newsTitleOd"] = json!(title_od);
    fields["newsDate"] = json!(date);
    fields["isActive"] = json!(active);
    let resp = app.manage(&w, &fields, None, Some(token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let body = json_of(resp).await;
    body["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id")
}

#[tokio::test]
async fn news_feed_lists_public_news_newest_first_in_both_languages() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    news(&app, &token, "Older news", "ପୁରୁଣା ସମ୍ବାଦ", "2025-03-01", true).await;
    let newest = news(&app, &token, "Newest news", "ନୂଆ ସମ୍ବାଦ", "2026-02-10", true).await;
    news(
        &app,
        &token,
        "Hidden news",
        "ଲୁଚିଥିବା ସମ୍ବାଦ",
        "2026-05-01",
        false,
    )
    .await;

    let en = feed(&app, "/feeds/news.xml").await;
    assert_eq!(titles(&en), ["Newest news", "Older news"]);
    assert_eq!(en.language(), Some("en"));
    let first = &en.items()[0];
    assert_eq!(
        first.link(),
        Some(format!("https://oshec.example.org/news/{newest}").as_str())
    );
    assert_eq!(first.pub_date(), Some("Tue, 10 Feb 2026 00:00:00 +0530"));

    let od = feed(&app, "/feeds/news.xml?lang=od").await;
    assert_eq!(titles(&od), ["ନୂଆ ସମ୍ବାଦ", "ପୁରୁଣା ସମ୍ବାଦ"]);
    assert_eq!(od.language(), Some("or"));
    assert_eq!(
        od.items()[0].link(),
        Some(format!("https://oshec.example.org/news/{newest}?lang=od").as_str())
    );
}

#[tokio::test]
async fn notices_and_documents_feeds_are_valid_and_public_only() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    // Empty feeds are valid feeds too.
    assert!(feed(&app, "/feeds/notices.xml").await.items().is_empty());
    assert!(feed(&app, "/feeds/documents.xml").await.items().is_empty());

    let notice = wire(NOTICES);
    for (tag, path) in [
        ("first", "/Notifications/Notices"),
        ("second", "https://example.org/x"),
    ] {
        let mut fields = sample(&notice, tag);
        fields[crate::common::wire(NOTICES).id_field] = Value::Null;
        fields["announceLinkEn"] = json!(format!("Notice {tag}"));
        fields["announceLinkOd"] = json!(format!("ନୋଟିସ୍ {tag}"));
        fields["announceLinkPath"] = json!(path);
        fields["isActive"] = json!(true);
        let resp = app.manage(&notice, &fields, None, Some(&token)).await;
        assert_eq!(resp.status(), StatusCode::OK);
    }
    // A notice shown from a day of its schedule is dated by that day.
    let mut fields = sample(&notice, "scheduled");
    fields[crate::common::wire(NOTICES).id_field] = Value::Null;
    fields["announceLinkEn"] = json!("Notice scheduled");
    fields["announceLinkOd"] = json!("ନୋଟିସ୍ scheduled");
    fields["announceLinkPath"] = json!("/Notifications/Notices");
    fields["isActive"] = json!(true);
    fields["showFrom"] = json!("2025-01-02T09:30");
    let resp = app.manage(&notice, &fields, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);

    let en = feed(&app, "/feeds/notices.xml").await;
    assert_eq!(
        titles(&en),
        ["Notice second", "Notice first", "Notice scheduled"]
    );
    // Every notice is dated: the day it was published (today, in India), or its schedule's.
    let now = oshec::clock::now_ms() / 1000 + 5 * 3600 + 1800;
    let (y, m, d) = oshec::clock::civil_from_days(i64::try_from(now / 86_400).expect("days"));
    let today = oshec::feeds::rfc2822_date(&format!("{y:04}-{m:02}-{d:02}")).expect("today");
    assert_eq!(en.items()[0].pub_date(), Some(today.as_str()));
    assert_eq!(en.items()[1].pub_date(), Some(today.as_str()));
    assert_eq!(
        en.items()[2].pub_date(),
        Some("Thu, 02 Jan 2025 00:00:00 +0530")
    );
    assert_eq!(en.items()[0].link(), Some("https://example.org/x"));
    assert_eq!(
        en.items()[1].link(),
        Some("https://oshec.example.org/Notifications/Notices")
    );
    let od = feed(&app, "/feeds/notices.xml?lang=od").await;
    assert_eq!(titles(&od), ["ନୋଟିସ୍ second", "ନୋଟିସ୍ first", "ନୋଟିସ୍ scheduled"]);
    assert_eq!(
        od.items()[1].link(),
        Some("https://oshec.example.org/Notifications/Notices?lang=od")
    );

    let mut ids = Vec::new();
    for (title, date, active) in [
        ("Act of 2024", "2024-06-01", true),
        ("Letter of 2026", "2026-01-02", true),
        ("Draft circular", "2026-03-03", false),
    ] {
        let fields = json!({
            "documentId": null, "titleEn": title, "titleOd": format!("{title} ଓଡ଼ିଆ"),
            "category": "acts", "publishDate": date, "validUntil": "", "fileLanguage": "en",
            "isActive": true,
        });
        let resp = app
            .manage(&DOCUMENT, &fields, Some(pdf(title)), Some(&token))
            .await;
        assert_eq!(resp.status(), StatusCode::OK);
        let id = json_of(resp).await["data"]["documentId"]
            .as_u64()
            .expect("id");
        if !active {
            let resp = app.toggle(&DOCUMENT, id, true, Some(&token)).await;
            assert_eq!(resp.status(), StatusCode::OK);
        }
        ids.push(id);
    }
    let docs = feed(&app, "/feeds/documents.xml").await;
    assert_eq!(titles(&docs), ["Letter of 2026", "Act of 2024"]);
    let link = docs.items()[0].link().unwrap_or("");
    assert!(
        link.starts_with(&format!(
            "https://oshec.example.org/uploads/document/{}-",
            ids[1]
        )),
        "{link}"
    );
    // The link is the file visitors download.
    let path = link.trim_start_matches("https://oshec.example.org");
    let resp = app.client.get(app.url(path)).send().await.expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    let od = feed(&app, "/feeds/documents.xml?lang=od").await;
    assert_eq!(titles(&od), ["Letter of 2026 ଓଡ଼ିଆ", "Act of 2024 ଓଡ଼ିଆ"]);
    // A PDF has one address in both languages.
    assert_eq!(od.items()[0].link(), Some(link));
}

#[tokio::test]
async fn feeds_answer_conditional_requests_and_refuse_other_methods() {
    let app = spawn_app().await;
    let resp = app
        .client
        .get(app.url("/feeds/news.xml"))
        .send()
        .await
        .expect("request");
    let etag = header(resp.headers(), "etag").to_string();
    let resp = app
        .client
        .get(app.url("/feeds/news.xml"))
        .header("If-None-Match", &etag)
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::NOT_MODIFIED);
    let resp = app
        .client
        .post(app.url("/feeds/news.xml"))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::METHOD_NOT_ALLOWED);
    let resp = app
        .client
        .get(app.url("/feeds/other.xml"))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn feeds_name_a_stylesheet_that_shows_them_as_a_page() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    news(
        &app,
        &token,
        "A <b>bold</b> claim",
        "ସମ୍ବାଦ",
        "2026-02-10",
        true,
    )
    .await;
    for path in [
        "/feeds/news.xml",
        "/feeds/notices.xml?lang=od",
        "/feeds/documents.xml",
    ] {
        let resp = app.client.get(app.url(path)).send().await.expect("feed");
        let body = resp.text().await.expect("body");
        assert!(
            body.starts_with(
                "<?xml version=\"1.0\" encoding=\"utf-8\"?>\
                 <?xml-stylesheet type=\"text/xsl\" href=\"/feeds/feed.xsl\"?><rss"
            ),
            "{path}: {body}"
        );
    }

    // A browser opening the link (it asks for HTML first) gets the feed as a page made by the
    // server, with the same items, every text escaped; a feed reader gets the RSS.
    let browser = app
        .client
        .get(app.url("/feeds/news.xml"))
        .header(
            "Accept",
            "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
        )
        .send()
        .await
        .expect("feed for a browser");
    assert_eq!(
        header(browser.headers(), "content-type"),
        "text/html; charset=utf-8"
    );
    let vary: Vec<&str> = browser
        .headers()
        .get_all("vary")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect();
    assert!(vary.iter().any(|v| v.contains("Accept")), "{vary:?}");
    let reader = app
        .client
        .get(app.url("/feeds/news.xml"))
        .header(
            "Accept",
            "application/rss+xml, application/xml;q=0.9, */*;q=0.8",
        )
        .send()
        .await
        .expect("feed for a reader");
    assert_eq!(
        header(reader.headers(), "content-type"),
        "application/rss+xml; charset=utf-8"
    );
    let page = browser.text().await.expect("page");
    let rss = reader.text().await.expect("feed");
    assert!(
        page.starts_with("<!doctype html><html lang=\"en\">"),
        "{page}"
    );
    assert!(!page.contains("<script"), "{page}");
    assert!(page.contains("A &lt;b&gt;bold&lt;/b&gt; claim"), "{page}");
    assert!(
        page.contains("<p class=\"date\">10 February 2026</p>"),
        "{page}"
    );
    let items = rss.matches("<item>").count();
    assert!(items > 0, "{rss}");
    assert_eq!(page.matches("<li>").count(), items, "{page}");
    assert_eq!(page.matches("<p class=\"date\">").count(), items, "{page}");

    let resp = app
        .client
        .get(app.url("/feeds/feed.xsl"))
        .send()
        .await
        .expect("stylesheet");
    assert_eq!(resp.status(), StatusCode::OK);
    let headers = resp.headers().clone();
    assert_eq!(header(&headers, "content-type"), "text/xsl; charset=utf-8");
    assert_eq!(header(&headers, "x-content-type-options"), "nosniff");
    // The page it makes lives under the feed's policy, the site's: its style element is
    // allowed, no script is.
    let feed_resp = app
        .client
        .get(app.url("/feeds/news.xml"))
        .send()
        .await
        .expect("feed");
    let csp = header(feed_resp.headers(), "content-security-policy").to_string();
    assert!(csp.contains("style-src 'self' 'unsafe-inline'"), "{csp}");
    assert!(!csp.contains("script-src 'self' 'unsafe-inline'"), "{csp}");
    assert!(!header(&headers, "etag").is_empty());
    let xsl = resp.text().await.expect("body");
    // Well-formed XML, an XSLT stylesheet, saying what a feed is in both languages.
    let mut reader = quick_xml::Reader::from_str(&xsl);
    let mut root = None;
    loop {
        match reader.read_event() {
            Ok(quick_xml::events::Event::Start(e)) if root.is_none() => {
                root = Some(String::from_utf8_lossy(e.name().as_ref()).into_owned());
            }
            Ok(quick_xml::events::Event::Eof) => break,
            Ok(_) => {}
            Err(e) => panic!("the stylesheet is not XML: {e}"),
        }
    }
    assert_eq!(root.as_deref(), Some("xsl:stylesheet"));
    assert!(xsl.contains("This is an RSS feed."));
    assert!(xsl.contains("ଏହା ଏକ ଆରଏସଏସ୍ ଫିଡ୍।"));
    assert!(!xsl.contains("<script"), "no script in the page it makes");

    let head = app
        .client
        .head(app.url("/feeds/feed.xsl"))
        .send()
        .await
        .expect("head");
    assert_eq!(head.status(), StatusCode::OK);
    let post = app
        .client
        .post(app.url("/feeds/feed.xsl"))
        .send()
        .await
        .expect("post");
    assert_eq!(post.status(), StatusCode::METHOD_NOT_ALLOWED);
}
