//! The report, About and news pages' first paint without JavaScript (src/http/prerendered.rs):
//! the copies of ui/dist-shell/pages.json, filled from what visitors see, escaped, with the
//! record the app's first render takes, and the inline script the CSP allows by hash. Only the
//! plain address is pre-rendered.
use crate::common;
use oshec::entities::keys::NEWS;

use base64::Engine as _;
use common::{TestApp, get_page, header, json_of, spawn_app, wire};
use reqwest::StatusCode;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

const DATA_OPEN: &str = "<script type=\"application/json\" id=\"page-data\" data-entity=\"";

async fn seeded() -> TestApp {
    let app = spawn_app().await;
    let content = app.content.clone();
    tokio::task::spawn_blocking(move || oshec::seed::seed(&content))
        .await
        .expect("seed task")
        .expect("seed");
    app
}

/// One language's copy in the page.
fn copy<'a>(page: &'a str, lang: &str) -> &'a str {
    let open = format!("<template id=\"shell-{lang}\">");
    let start = page
        .find(&open)
        .unwrap_or_else(|| panic!("no {open} in the page"))
        + open.len();
    let len = page[start..].find("</template>").expect("template ends");
    &page[start..start + len]
}

fn inline_script(page: &str) -> &str {
    let end = page.rfind("</script>").expect("a script");
    let start = page[..end].rfind("<script>").expect("the inline script") + "<script>".len();
    &page[start..end]
}

fn assert_csp_allows(h: &reqwest::header::HeaderMap, script: &str) {
    let digest = Sha256::digest(script.as_bytes());
    let source = format!(
        "'sha256-{}'",
        base64::engine::general_purpose::STANDARD.encode(digest.as_slice())
    );
    let csp = header(h, "content-security-policy");
    assert!(
        csp.contains(&format!("script-src 'self' {source};")),
        "{csp}"
    );
}

#[tokio::test]
async fn report_and_about_pages_carry_their_first_view() {
    let app = seeded().await;
    for (path, en, od) in [
        ("/Notifications/Notices", "Notices", "ବିଜ୍ଞପ୍ତି"),
        ("/Acts&Rules/OSHECAct", "OSHEC Act", ""),
        ("/acts%26rules/oshecact/", "OSHEC Act", ""),
        ("/about/visionandmission", "Vision", ""),
    ] {
        let (status, h, page) = get_page(&app, path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert_eq!(header(&h, "cache-control"), oshec::http::api::PUBLIC_CACHE);
        assert!(!page.contains("@@"), "{path}: a slot left unfilled");
        assert!(copy(&page, "en").contains("<h1"), "{path}");
        assert!(copy(&page, "en").contains(en), "{path}: {en}");
        assert!(copy(&page, "od").contains(od), "{path}: {od}");
        assert!(
            !page.contains("modulepreload"),
            "{path}: paints before the app's chunks"
        );
        assert!(
            !page.contains("id=\"page-data\""),
            "{path}: nothing to seed"
        );
        assert_csp_allows(&h, inline_script(&page));
        // The Odia address gets the same page (the inline script shows the Odia copy).
        let (_, _, odia) = get_page(&app, &format!("{path}?lang=od")).await;
        assert_eq!(odia, page, "{path}?lang=od");
    }
    // A filtered or later page draws differently: the plain index.html.
    let (_, _, index) = get_page(&app, "/contact").await;
    assert!(
        !index.contains("<template"),
        "the contact page is not pre-rendered"
    );
    for path in [
        "/Notifications/Notices?q=exam",
        "/news?page=2",
        "/Notifications/Notices?lang=od&year=2025",
    ] {
        let (status, _, page) = get_page(&app, path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert_eq!(page, index, "{path}");
    }
}

#[tokio::test]
async fn the_introduction_shows_its_record_in_paragraphs() {
    let app = seeded().await;
    let w = wire("introduction");
    let token = app.admin_token().await;
    let items = app.list_items(&w, None).await;
    let id = items[0][w.id_field].as_u64().expect("id");
    let resp = app.get_by_id(&w, id, Some(&token)).await;
    let mut record = json_of(resp).await["data"].clone();
    record["introductionTitleEn"] = json!("About <us> & \"them\"");
    record["introductionDescEn"] = json!("First </script> part.\n\n\nSecond part.");
    record["introductionTitleOd"] = json!("ପରିଚୟ <୧>");
    let resp = app.manage(&w, &record, None, Some(&token)).await;
    assert_eq!(json_of(resp).await["outcome"], json!(true));

    let (status, _, page) = get_page(&app, "/about/introduction").await;
    assert_eq!(status, StatusCode::OK);
    let en = copy(&page, "en");
    assert!(
        en.contains("About &lt;us&gt; &amp; &quot;them&quot;"),
        "{en}"
    );
    assert!(
        en.contains("<p>First &lt;/script&gt; part.</p><p>Second part.</p>"),
        "{en}"
    );
    // The Odia copy shows the Odia record.
    let od = copy(&page, "od");
    assert!(od.contains("ପରିଚୟ &lt;୧&gt;"), "{od}");
    assert!(!od.contains("About &lt;us&gt;"), "{od}");
    // The list the copy was made from, for the app's first render.
    let open = format!("{DATA_OPEN}introduction\">");
    let start = page.find(&open).expect("page data") + open.len();
    let data = &page[start..start + page[start..].find("</script>").expect("end")];
    assert!(!data.contains('<'));
    let parsed: Value = serde_json::from_str(data).expect("JSON");
    let list: Value = serde_json::from_str(
        &app.client
            .get(app.api(w.list))
            .send()
            .await
            .expect("list")
            .text()
            .await
            .expect("body"),
    )
    .expect("list JSON");
    assert_eq!(parsed, list);
}

#[tokio::test]
async fn a_news_page_carries_its_record() {
    let app = seeded().await;
    let w = wire(NEWS);
    let token = app.admin_token().await;
    let items = app.list_items(&w, None).await;
    let id = items[0][w.id_field].as_u64().expect("id");
    let resp = app.get_by_id(&w, id, Some(&token)).await;
    let mut record = json_of(resp).await["data"].clone();
    record["newsTitleEn"] = json!("Results </script><b>\"out\"");
    record["newsBodyOd"] = json!("");
    record["newsDate"] = json!("2025-06-02");
    record["newsLink"] = json!("https://www.naac.gov.in/?a=1&b=2");
    record["newsBodyEn"] = json!("Some **bold** words.");
    let resp = app.manage(&w, &record, None, Some(&token)).await;
    assert_eq!(json_of(resp).await["outcome"], json!(true));

    let path = format!("/news/{id}");
    let (status, h, page) = get_page(&app, &path).await;
    assert_eq!(status, StatusCode::OK);
    assert!(!page.contains("@@"), "a slot left unfilled");
    let vary: Vec<&str> = h
        .get_all("vary")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect();
    assert!(vary.iter().any(|v| v.contains("Host")), "{vary:?}");
    let en = copy(&page, "en");
    assert!(
        en.contains("<h1>Results &lt;/script&gt;&lt;b&gt;&quot;out&quot;</h1>"),
        "{en}"
    );
    assert!(en.contains(">2 June 2025</time>"), "{en}");
    assert!(
        en.contains("<strong>bold</strong>"),
        "the body's own HTML: {en}"
    );
    assert!(
        en.contains("href=\"https://www.naac.gov.in/?a=1&amp;b=2\""),
        "{en}"
    );
    assert!(
        en.contains("<p><a href=\"https://www.naac.gov.in/?a=1&amp;b=2\" class=\"external-link\" target=\"_blank\""),
        "another site's link opens a new tab: {en}"
    );
    // The breadcrumb names the news list between Home and the item.
    assert!(en.contains("<a href=\"/news\" data-discover=\"true\">Latest News</a></li><li aria-current=\"page\">"), "{en}");
    // No Odia body: the English one, as the app shows it; the date in Odia digits.
    let od = copy(&page, "od");
    assert!(od.contains("<strong>bold</strong>"), "{od}");
    assert!(od.contains(">୨ ଜୁନ ୨୦୨୫</time>"), "{od}");
    assert!(
        !page.contains("Results </script>"),
        "the raw title is nowhere"
    );

    let open = format!("{DATA_OPEN}{NEWS}\">");
    let start = page.find(&open).expect("page data") + open.len();
    let data = &page[start..start + page[start..].find("</script>").expect("end")];
    let parsed: Value = serde_json::from_str(data).expect("JSON");
    assert_eq!(parsed[w.id_field], json!(id));
    assert_eq!(parsed["newsTitleEn"], json!("Results </script><b>\"out\""));
    assert_csp_allows(&h, inline_script(&page));

    // A link to this site is drawn as one of its own pages.
    record["newsLink"] = json!("/Notifications/Notices");
    let resp = app.manage(&w, &record, None, Some(&token)).await;
    assert_eq!(json_of(resp).await["outcome"], json!(true));
    let (_, _, page) = get_page(&app, &path).await;
    let en = copy(&page, "en");
    assert!(
        en.contains("<p><a href=\"/Notifications/Notices\" data-discover=\"true\">"),
        "a link of the site's own, no new tab: {en}"
    );

    // An item visitors cannot see is still a 404, without a copy.
    let resp = app.toggle(&w, id, true, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let (status, _, page) = get_page(&app, &path).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(!page.contains("<template"));
}

#[tokio::test]
async fn an_unsaved_item_s_preview_is_a_page_kept_out_of_search_engines() {
    let app = seeded().await;
    // The back office frames an item not saved yet under an id no item has.
    let (status, h, page) = get_page(&app, "/news/999999999999999?preview=form&lang=od").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(header(&h, "x-robots-tag"), "noindex");
    assert!(page.contains("<div id=\"root\"></div>"), "the app's page");
    // Without the preview, or with an empty one, no such item is still "not found".
    for path in ["/news/999999999999999", "/news/999999999999999?preview="] {
        let (status, _, _) = get_page(&app, path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
    }
}

/// The news cards of one language's copy.
fn cards(copy: &str) -> usize {
    copy.matches("<li class=\"card news-card\">").count()
}

#[tokio::test]
async fn the_news_list_carries_its_first_page_of_cards() {
    let app = seeded().await;
    let w = wire(NEWS);
    let token = app.admin_token().await;
    let items = app.list_items(&w, None).await;
    let first = items[0].clone();
    let id = first[w.id_field].as_u64().expect("id");

    let (status, h, page) = get_page(&app, "/news").await;
    assert_eq!(status, StatusCode::OK);
    assert!(!page.contains("@@"), "a slot left unfilled");
    assert!(
        !page.contains("modulepreload"),
        "paints before the app's chunks"
    );
    let vary: Vec<&str> = h
        .get_all("vary")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect();
    assert!(vary.iter().any(|v| v.contains("Host")), "{vary:?}");
    assert_csp_allows(&h, inline_script(&page));
    let (en, od) = (copy(&page, "en"), copy(&page, "od"));
    // The starter content's six items: one page, no pager.
    assert_eq!(cards(en), items.len());
    assert_eq!(cards(od), items.len());
    assert!(!en.contains("class=\"pager\""), "one page: {en}");
    let title_en = first["newsTitleEn"].as_str().expect("title");
    let title_od = first["newsTitleOd"].as_str().expect("title");
    assert!(en.contains(&format!("<h2>{title_en}</h2>")), "{en}");
    assert!(od.contains(&format!("<h2>{title_od}</h2>")), "{od}");
    // A link of the site's own is drawn as such; an item without one opens its own page.
    let link = first["newsLink"].as_str().unwrap_or("");
    let href = if link.is_empty() {
        format!("/news/{id}")
    } else {
        link.to_string()
    };
    assert!(
        en.contains(&format!(
            "href=\"{href}\" data-discover=\"true\">Read more</a>"
        )),
        "{en}"
    );
    // Dates as the app writes them: Odia digits in Odia.
    assert!(od.contains("<time dateTime=\""), "{od}");
    assert!(
        !od.contains(">2026"),
        "no Latin digits in an Odia date: {od}"
    );
    // The first page as the paged call answers it, with its size, for the app's first render.
    let open = format!("{DATA_OPEN}{NEWS}\" data-size=\"9\">");
    let start = page.find(&open).expect("page data") + open.len();
    let data = &page[start..start + page[start..].find("</script>").expect("end")];
    let parsed: Value = serde_json::from_str(data).expect("JSON");
    assert_eq!(parsed["outcome"], json!(true));
    assert_eq!(parsed["total"], json!(items.len()));
    assert_eq!(parsed["data"], json!(items));
    let (_, _, odia) = get_page(&app, "/news?lang=od").await;
    assert_eq!(odia, page, "/news?lang=od");

    // Thirty-one items: nine cards, and a pager to the fourth and last page.
    for n in 0..24 {
        app.create(&w, &format!("more{n}"), &token).await;
    }
    // The newest, first in the list.
    let mut record = app.create(&w, "list", &token).await;
    record["newsTitleEn"] = json!("Results </script><b>\"out\"");
    record["newsLink"] = json!("https://www.naac.gov.in/?a=1&b=2");
    let resp = app.manage(&w, &record, None, Some(&token)).await;
    assert_eq!(json_of(resp).await["outcome"], json!(true));
    let (_, _, page) = get_page(&app, "/news").await;
    assert!(!page.contains("@@"), "a slot left unfilled");
    let (en, od) = (copy(&page, "en"), copy(&page, "od"));
    assert_eq!(cards(en), 9);
    assert_eq!(cards(od), 9);
    assert!(en.contains("href=\"/news?page=4\""), "{en}");
    assert!(en.contains("aria-label=\"Page 4\""), "{en}");
    assert!(od.contains("href=\"/news?page=4\""), "{od}");
    assert!(od.contains(">୪</a>"), "the last page in Odia digits: {od}");
    assert!(
        !page.contains("Results </script>"),
        "the raw title is nowhere outside the data"
    );
    assert!(
        en.contains("Results &lt;/script&gt;&lt;b&gt;&quot;out&quot;")
            && en.contains("href=\"https://www.naac.gov.in/?a=1&amp;b=2\" class=\"card-link external-link\" target=\"_blank\""),
        "another site's link opens a new tab: {en}"
    );
    let open = format!("{DATA_OPEN}{NEWS}\" data-size=\"9\">");
    let start = page.find(&open).expect("page data") + open.len();
    let data = &page[start..start + page[start..].find("</script>").expect("end")];
    let parsed: Value = serde_json::from_str(data).expect("JSON");
    assert_eq!(parsed["total"], json!(31));
    assert_eq!(parsed["data"].as_array().map(Vec::len), Some(9));
}
