//! Photos on pages: a news item's optional photo and its own page, and the home page's banner in
//! every width.

use super::*;

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
