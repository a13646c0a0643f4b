//! Site search: English and Odia words ranked and marked, only active content, every kind of
//! page it covers, and paging and refusals.

use super::*;

#[tokio::test]
async fn search_finds_english_and_odia_words_ranked_and_marked() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    news(
        &app,
        &token,
        "Budget speech",
        "The examination calendar follows.",
        "2026-03-01",
    )
    .await;
    news(
        &app,
        &token,
        "Examination dates",
        "Read the list.",
        "2025-01-01",
    )
    .await;
    news(
        &app,
        &token,
        "Examination results",
        "Results are out.",
        "2026-02-01",
    )
    .await;

    // Title hits first (newer first among them), then the body hit; "exam" finds "Examination".
    let (found, total) = hits(&app, "EXAM").await;
    assert_eq!(total, 3);
    assert_eq!(
        titles(&found),
        vec!["Examination results", "Examination dates", "Budget speech"]
    );
    let first = &found[0];
    assert_eq!(first["type"], json!("news"));
    assert_eq!(first["date"], json!("2026-02-01"));
    assert_eq!(first["marks"]["titleEn"], json!([[0, 11]]));
    let body_hit = &found[2];
    assert!(
        body_hit["snippetEn"]
            .as_str()
            .is_some_and(|s| s.contains("examination")),
        "{body_hit}"
    );
    assert_eq!(body_hit["marks"]["snippetEn"], json!([[4, 15]]));

    // Every word must match.
    let (found, _) = hits(&app, "examination results").await;
    assert_eq!(titles(&found), vec!["Examination results"]);

    // Odia: the title was stored NFC; a query with the letter + nukta form finds it.
    let (found, total) = hits(&app, "\u{0B13}\u{0B21}\u{0B3C}\u{0B3F}\u{0B06}").await;
    assert_eq!(total, 3, "{found:?}");
    let od = found[0]["titleOd"].as_str().expect("titleOd");
    let marks = &found[0]["marks"]["titleOd"][0];
    let units: Vec<u16> = od.encode_utf16().collect();
    let (s, e) = (
        marks[0].as_u64().expect("start") as usize,
        marks[1].as_u64().expect("end") as usize,
    );
    let marked: String = String::from_utf16_lossy(&units[s..e]).nfc().collect();
    assert_eq!(marked, "ଓଡ଼ିଆ".nfc().collect::<String>());
}

#[tokio::test]
async fn inactive_content_never_appears_and_edits_show_at_once() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let id = news(
        &app,
        &token,
        "Scholarship notice",
        "Apply now.",
        "2026-01-01",
    )
    .await;
    assert_eq!(hits(&app, "scholarship").await.1, 1);

    let w = wire(NEWS);
    let resp = app.toggle(&w, id, true, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(hits(&app, "scholarship").await.1, 0);

    // Created inactive: never found.
    let mut fields = sample(&w, "x");
    fields[crate::common::wire(NEWS).id_field] = Value::Null;
    fields["isActive"] = json!(false);
    fields["newsTitleEn"] = json!("Hidden fellowship");
    let resp = app.manage(&w, &fields, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(hits(&app, "fellowship").await.1, 0);

    // Reactivated and renamed: the new words are found, the old ones are not.
    let resp = app.toggle(&w, id, false, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let mut fields = sample(&w, "y");
    fields[crate::common::wire(NEWS).id_field] = json!(id);
    fields["newsTitleEn"] = json!("Bursary notice");
    let resp = app.manage(&w, &fields, None, Some(&token)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(hits(&app, "scholarship").await.1, 0);
    assert_eq!(hits(&app, "bursary").await.1, 1);
}

#[tokio::test]
async fn search_covers_notices_announcements_council_introduction_and_officials() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for (key, field) in [
        (NOTICES, "announceLinkEn"),
        ("announce", "announceTitleEn"),
        ("council", "councilTitleEn"),
        ("introduction", "introductionTitleEn"),
        ("official", "nameEn"),
    ] {
        let w = wire(key);
        let mut fields = sample(&w, "s");
        fields[w.id_field] = Value::Null;
        fields[field] = json!(format!("Zephyr {key}"));
        let file = w.file_field.map(|_| common::png(1));
        let resp = app.manage(&w, &fields, file, Some(&token)).await;
        assert_eq!(resp.status(), StatusCode::OK, "{key}");
    }
    let (found, total) = hits(&app, "zephyr").await;
    assert_eq!(total, 5);
    let mut kinds: Vec<&str> = found.iter().filter_map(|h| h["type"].as_str()).collect();
    kinds.sort_unstable();
    assert_eq!(
        kinds,
        vec![
            "announcement",
            "council",
            "introduction",
            "notice",
            "official"
        ]
    );
    let url_of = |kind: &str| {
        found
            .iter()
            .find(|h| h["type"] == json!(kind))
            .and_then(|h| h["url"].as_str())
            .unwrap_or("")
            .to_string()
    };
    assert_eq!(url_of("introduction"), "/about/introduction");
    assert_eq!(url_of("official"), "/about/organizationstructure");
    assert_eq!(url_of("notice"), "https://oshec.example.org/s");
}

#[tokio::test]
async fn search_pages_and_refuses_bad_queries() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for day in 1..=23 {
        news(
            &app,
            &token,
            &format!("Circular {day}"),
            "Text.",
            &format!("2026-01-{day:02}"),
        )
        .await;
    }
    let resp = search(&app, "circular", Some(3)).await;
    let body = json_of(resp).await;
    assert_eq!(body["total"], json!(23));
    let page: Vec<&str> = body["data"]
        .as_array()
        .expect("data")
        .iter()
        .filter_map(|h| h["titleEn"].as_str())
        .collect();
    assert_eq!(page, vec!["Circular 3", "Circular 2", "Circular 1"]);
    let resp = search(&app, "circular", Some(9)).await;
    assert_eq!(json_of(resp).await["data"], json!([]));

    // Nothing to look for finds nothing (the page then asks for a word).
    for q in ["", "   ", "?!"] {
        assert_eq!(hits(&app, q).await, (vec![], 0), "{q:?}");
    }
    let long = "a".repeat(201);
    let message = expect_failure(search(&app, &long, None).await, StatusCode::BAD_REQUEST).await;
    assert!(message.contains("200"), "{message}");
    let resp = search(&app, "circular", Some(0)).await;
    expect_failure(resp, StatusCode::BAD_REQUEST).await;
    let resp = app
        .client
        .get(app.api("/search/allowAll/query"))
        .send()
        .await
        .expect("request");
    expect_failure(resp, StatusCode::BAD_REQUEST).await;
}
