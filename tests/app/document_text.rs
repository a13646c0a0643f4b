//! Site search finds the text inside documents' PDFs (docs/search.md): below titles, summaries
//! and bodies, with a snippet from the text when nothing else holds the words, and only the
//! text of the file visitors may download: never a draft's, a pending change's or a replaced
//! file's.
use crate::common;
use crate::workflow::{APPROVER, CONTRIBUTOR, step};
use oshec::entities::keys::NEWS;

use common::{DOCUMENT, TestApp, account, json_of, sample, spawn_app, text_pdf, wire};
use oshec::auth::Role;
use reqwest::StatusCode;
use serde_json::{Value, json};

fn document(id: Option<u64>, title: &str, date: &str) -> Value {
    json!({
        "documentId": id,
        "titleEn": title,
        "titleOd": "ଦଲିଲ",
        "category": "proceedings",
        "publishDate": date,
        "validUntil": "",
        "fileLanguage": "en",
        "isActive": true,
    })
}

/// Saves a document with a PDF showing `lines` as `token`; its answer's `data`.
async fn save(app: &TestApp, token: &str, fields: &Value, lines: &[&str]) -> Value {
    let resp = app
        .manage(&DOCUMENT, fields, Some(text_pdf(lines)), Some(token))
        .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let body = json_of(resp).await;
    assert!(body.get("warning").is_none(), "{body}");
    body["data"].clone()
}

async fn found(app: &TestApp, q: &str) -> Value {
    let resp = app
        .client
        .get(app.api(&format!("/search/allowAll/query?q={q}")))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK, "{q}");
    json_of(resp).await
}

fn titles(body: &Value) -> Vec<String> {
    body["data"]
        .as_array()
        .expect("hits")
        .iter()
        .map(|h| h["titleEn"].as_str().unwrap_or_default().to_string())
        .collect()
}

#[tokio::test]
async fn a_documents_text_is_found_below_titles_and_bodies_with_its_snippet() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    save(
        &app,
        &token,
        &document(None, "Annual report 2025", "2025-06-01"),
        &[
            "Annual report of the council.",
            "The governing body approved the new syllabus for zoology honours in all colleges.",
        ],
    )
    .await;
    save(
        &app,
        &token,
        &document(None, "Older report", "2024-06-01"),
        &["Zoology herbaria were inspected."],
    )
    .await;
    save(
        &app,
        &token,
        &document(None, "Zoology syllabus circular", "2023-01-01"),
        &["Circular to principals."],
    )
    .await;
    let w = wire(NEWS);
    let mut news = sample(&w, "z");
    news[crate::common::wire(NEWS).id_field] = Value::Null;
    news["newsTitleEn"] = json!("Results announced");
    news["newsDescEn"] = json!("Zoology results are out.");
    news["newsDate"] = json!("2020-01-01");
    assert_eq!(
        app.manage(&w, &news, None, Some(&token)).await.status(),
        StatusCode::OK
    );

    // Title, then summary, then the documents' text, newer first among them.
    let body = found(&app, "zoology").await;
    assert_eq!(
        titles(&body),
        [
            "Zoology syllabus circular",
            "Results announced",
            "Annual report 2025",
            "Older report"
        ],
        "{body}"
    );
    let hits = body["data"].as_array().expect("hits");
    // A hit found by its text alone shows where, marked; a title hit shows no text.
    let snippet = hits[2]["snippetEn"].as_str().expect("snippet");
    assert!(
        snippet.contains("syllabus for zoology honours"),
        "{snippet}"
    );
    let marks = hits[2]["marks"]["snippetEn"].as_array().expect("marks");
    assert_eq!(marks.len(), 1, "{body}");
    assert_eq!(hits[2]["snippetOd"], hits[2]["snippetEn"]);
    assert_eq!(
        hits[2]["url"],
        json!("/Acts&Rules/proceedings/CouncilMeetingOngoingActivities")
    );
    assert_eq!(hits[0]["snippetEn"], json!(""), "{body}");
    // Found by a stem and by a typo, as any other text.
    assert_eq!(found(&app, "inspect").await["total"], json!(1));
    assert_eq!(found(&app, "herbria").await["total"], json!(1));
}

#[tokio::test]
async fn only_the_text_of_the_file_visitors_may_download_is_found() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let approver = account(&app, APPROVER, Role::Approver).await;

    // A contributor's new document is a draft: its text is not found, nor offered.
    let saved = save(
        &app,
        &contributor,
        &document(None, "Minutes", "2026-01-02"),
        &["The xenolith collection was catalogued."],
    )
    .await;
    let id = saved["documentId"].as_u64().expect("id");
    let body = found(&app, "xenolith").await;
    assert_eq!(body["total"], json!(0), "{body}");
    assert!(body.get("suggestion").is_none(), "{body}");
    let item = json!({"entity": "document", "id": id});
    for (path, token) in [
        ("/workflow/submit", &contributor),
        ("/workflow/approve", &approver),
    ] {
        let resp = step(&app, path, item.clone(), token).await;
        assert_eq!(resp.status(), StatusCode::OK, "{path}");
    }
    assert_eq!(found(&app, "xenolith").await["total"], json!(1));

    // A pending change with a new file: the published file's text is still the one found.
    save(
        &app,
        &contributor,
        &document(Some(id), "Minutes", "2026-01-02"),
        &["The yardang survey was funded."],
    )
    .await;
    assert_eq!(found(&app, "yardang").await["total"], json!(0));
    assert_eq!(found(&app, "xenolith").await["total"], json!(1));
    for (path, token) in [
        ("/workflow/submit", &contributor),
        ("/workflow/approve", &approver),
    ] {
        let resp = step(&app, path, item.clone(), token).await;
        assert_eq!(resp.status(), StatusCode::OK, "{path}");
    }
    // Approved, the new file's text replaces the old one's.
    assert_eq!(found(&app, "yardang").await["total"], json!(1));
    assert_eq!(found(&app, "xenolith").await["total"], json!(0));

    // An administrator replaces the file: only the new text is found.
    save(
        &app,
        &admin,
        &document(Some(id), "Minutes", "2026-01-02"),
        &["The zeugma seminar was held."],
    )
    .await;
    assert_eq!(found(&app, "zeugma").await["total"], json!(1));
    assert_eq!(found(&app, "yardang").await["total"], json!(0));

    // Hidden, nothing of it is found.
    let resp = app.toggle(&DOCUMENT, id, true, Some(&admin)).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(found(&app, "zeugma").await["total"], json!(0));
    assert_eq!(found(&app, "minutes").await["total"], json!(0));
}
