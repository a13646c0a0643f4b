//! "Last updated" times, the sitemap and robots.txt, and documents and pages in search and the
//! sitemap only while visitors see them.

use super::*;

#[tokio::test]
async fn last_updated_moves_with_each_write() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let read = || change_times(&app);
    let before = read().await;
    assert!(before.get(NEWS).is_none(), "{before}");
    let release = before["release"].as_str().expect("release").to_string();
    assert!(release.ends_with('Z') && release.len() == 20, "{release}");

    let id = news(&app, &token, "Dated", "Text.", "2026-01-01").await;
    let first = read().await[NEWS].as_str().expect("a time").to_string();
    assert_eq!(first.len(), 20, "{first}");
    assert!(read().await.get("official").is_none());
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let resp = app.toggle(&wire(NEWS), id, true, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let second = read().await[NEWS].as_str().expect("a time").to_string();
    assert!(second > first, "{first} then {second}");

    // An item nobody can see yet (created inactive) does not date the page.
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let hidden = json!({
        (crate::common::wire(NEWS).id_field): null,
        "newsTitleEn": "Not yet",
        "newsTitleOd": "ଏଯାଏ ନୁହେଁ",
        "newsDescEn": "Hidden.",
        "newsDescOd": "ଲୁଚି।",
        "newsDate": "2026-01-02",
        "isActive": false,
    });
    let resp = app.manage(&wire(NEWS), &hidden, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(read().await[NEWS].as_str(), Some(second.as_str()));
}

#[tokio::test]
async fn a_report_page_is_dated_by_its_own_category_of_documents() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let read = || change_times(&app);
    let mut document = document_fields("Syllabus", "ପାଠ୍ୟକ୍ରମ", "ug");
    let resp = app
        .manage(&DOCUMENT, &document, Some(pdf("ug")), Some(&token))
        .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let id = json_of(resp).await["data"]["documentId"]
        .as_u64()
        .expect("id");
    let first = read().await;
    let ug = first["document:ug"].as_str().expect("ug time").to_string();
    assert_eq!(first["document"].as_str(), Some(ug.as_str()));
    assert!(first.get("document:pg").is_none(), "{first}");

    // Moving the document to the PG page dates both pages; a change elsewhere dates neither.
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    document["documentId"] = json!(id);
    document["category"] = json!("pg");
    let resp = app.manage(&DOCUMENT, &document, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let moved = read().await;
    let pg = moved["document:pg"].as_str().expect("pg time").to_string();
    assert!(pg > ug, "{ug} then {pg}");
    assert_eq!(moved["document:ug"].as_str(), Some(pg.as_str()));
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    document["documentId"] = Value::Null;
    document["category"] = json!("nep");
    let resp = app
        .manage(&DOCUMENT, &document, Some(pdf("nep")), Some(&token))
        .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let later = read().await;
    assert_eq!(later["document:pg"].as_str(), Some(pg.as_str()));
    assert!(later["document:nep"].as_str().expect("nep time") > pg.as_str());

    // The sitemap dates the report pages the same way.
    let text = app
        .client
        .get(app.url("/sitemap.xml"))
        .send()
        .await
        .expect("request")
        .text()
        .await
        .expect("body");
    assert!(
        text.contains(&format!(
            "/Academics/PGProgramme</loc>\n    <lastmod>{pg}</lastmod>"
        )),
        "{text}"
    );
}

#[tokio::test]
async fn sitemap_lists_every_route_with_lastmod_and_robots_points_to_it() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    app.create(&wire("official"), "o", &token).await;
    let resp = app
        .client
        .get(app.url("/sitemap.xml"))
        .header("X-Forwarded-Proto", "https")
        .header("Host", "oshec.example.org")
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(header(resp.headers(), "content-type").starts_with("application/xml"));
    let text = resp.text().await.expect("body");
    assert!(
        text.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"),
        "{text}"
    );
    // The xhtml namespace is for each page's language alternates (docs/visitors.md).
    assert!(text.contains(
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">"
    ));
    let locs: Vec<&str> = text
        .split("<loc>")
        .skip(1)
        .filter_map(|s| s.split("</loc>").next())
        .collect();
    for path in [
        "/",
        "/about/introduction",
        "/about/organizationstructure",
        "/Acts&amp;Rules/OSHECAct",
        "/NEP2020/Letters",
        "/sitemap",
    ] {
        let want = format!("https://oshec.example.org{path}");
        assert_eq!(
            locs.iter().filter(|l| **l == want).count(),
            1,
            "{want} once in {text}"
        );
    }
    assert_eq!(
        text.matches("<url>").count(),
        text.matches("<lastmod>").count()
    );
    // The organisation page's lastmod is when officials last changed.
    let times = change_times(&app).await;
    let official = times["official"].as_str().expect("official time");
    assert!(
        text.contains(&format!(
            "<loc>https://oshec.example.org/about/organizationstructure</loc>\n    <lastmod>{official}</lastmod>"
        )),
        "{text}"
    );

    let resp = app
        .client
        .get(app.url("/robots.txt"))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    let robots = resp.text().await.expect("body");
    let host = app.base.trim_start_matches("http://");
    assert!(
        robots.contains(&format!("Sitemap: http://{host}/sitemap.xml")),
        "{robots}"
    );
    assert!(robots.contains("User-agent: *"), "{robots}");
}

/// The sitemap's `<loc>` addresses, as paths.
async fn sitemap_paths(app: &TestApp) -> Vec<String> {
    let resp = app
        .client
        .get(app.url("/sitemap.xml"))
        .header("Host", "oshec.example.org")
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    let text = resp.text().await.expect("body");
    text.split("<loc>")
        .skip(1)
        .filter_map(|s| s.split("</loc>").next())
        .map(|l| l.trim_start_matches("http://oshec.example.org").to_string())
        .collect()
}

#[tokio::test]
async fn search_and_the_sitemap_show_documents_and_pages_only_while_visitors_see_them() {
    // 2026-11-23 10:00 IST.
    let start = 29_923_470;
    let now = Arc::new(AtomicI64::new(start));
    let clock = now.clone();
    let app = spawn_app_with_clock(Arc::new(move || clock.load(Ordering::SeqCst))).await;
    let token = app.admin_token().await;

    // A document is found by a word of its English or Odia title and leads to its report page.
    let document = document_fields(
        "Quinquennial accreditation guidelines",
        "ମାନ୍ୟତା ନିର୍ଦ୍ଦେଶିକା",
        "ug",
    );
    let resp = app
        .manage(&DOCUMENT, &document, Some(pdf("q")), Some(&token))
        .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let saved = json_of(resp).await["data"].clone();
    let document_id = saved["documentId"].as_u64().expect("id");
    let path = saved["documentPath"].as_str().expect("path").to_string();
    for q in ["quinquennial", "ନିର୍ଦ୍ଦେଶିକା"] {
        let (found, total) = hits(&app, q).await;
        assert_eq!(total, 1, "{q}");
        assert_eq!(found[0]["type"], json!("document"));
        assert_eq!(found[0]["url"], json!("/Academics/UGProgramme"));
        assert_eq!(found[0]["date"], json!("2026-01-02"));
    }

    // A policy page is found and leads to its own address.
    let w = wire("page");
    let mut page = sample(&w, "p");
    page["pageId"] = Value::Null;
    page["slug"] = json!("zebra-crossing");
    page["titleEn"] = json!("Zebra crossing policy");
    let resp = app.manage(&w, &page, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let (found, _) = hits(&app, "zebra").await;
    assert_eq!(found[0]["url"], json!("/page/zebra-crossing"));

    let paths = sitemap_paths(&app).await;
    assert!(paths.contains(&path), "{path} in {paths:?}");
    assert!(
        paths.contains(&"/page/zebra-crossing".to_string()),
        "{paths:?}"
    );
    assert!(paths.contains(&"/contact".to_string()), "{paths:?}");

    // A news item scheduled for later is found only inside its window, with no write between.
    let w = wire(NEWS);
    let mut news = sample(&w, "x");
    news[crate::common::wire(NEWS).id_field] = Value::Null;
    news["newsTitleEn"] = json!("Xylophone recital");
    news["showFrom"] = json!(ist(start + 60));
    news["showUntil"] = json!(ist(start + 120));
    let resp = app.manage(&w, &news, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(hits(&app, "xylophone").await.1, 0, "before its window");
    now.store(start + 60, Ordering::SeqCst);
    assert_eq!(hits(&app, "xylophone").await.1, 1, "inside its window");
    now.store(start + 120, Ordering::SeqCst);
    assert_eq!(hits(&app, "xylophone").await.1, 0, "after its window");

    // A deactivated document leaves search and the sitemap at once.
    // The toggle names the status it changes (docs/decisions.md §6).
    let resp = app.toggle(&DOCUMENT, document_id, true, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(hits(&app, "quinquennial").await.1, 0);
    assert!(!sitemap_paths(&app).await.contains(&path));
}
