//! Who sees site health, and the checks of content: Odia and text alternatives missing, scanned
//! documents, and items not saved within their review interval.

use super::*;

#[tokio::test]
async fn only_approvers_and_administrators_see_site_health() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let contributor = account(&app, "contributor@oshec.example.org", Role::Contributor).await;
    let approver = account(&app, "approver@oshec.example.org", Role::Approver).await;

    let resp = app
        .client
        .get(app.api("/health/report"))
        .send()
        .await
        .expect("request");
    expect_failure(resp, StatusCode::UNAUTHORIZED).await;
    for (method, path) in [
        ("GET", "/health/report"),
        ("POST", "/health/check"),
        ("POST", "/health/reviewed"),
    ] {
        let req = if method == "GET" {
            app.client.get(app.api(path))
        } else {
            app.client.post(app.api(path))
        };
        let resp = req
            .bearer_auth(&contributor)
            .json(&json!({"entity": "page", "id": 1}))
            .send()
            .await
            .expect("request");
        expect_failure(resp, StatusCode::FORBIDDEN).await;
    }
    let data = report(&app, &approver).await;
    for list in [
        "brokenLinks",
        "textlessDocuments",
        "missingLanguage",
        "missingAltText",
        "dueForReview",
    ] {
        assert!(data[list].is_array(), "{list} in {data}");
    }
    let data = check(&app, &admin).await;
    assert!(data["checkedAt"].as_u64().is_some(), "{data}");

    // Marking reviewed names a known entity and an existing item.
    let resp = app
        .client
        .post(app.api("/health/reviewed"))
        .bearer_auth(&admin)
        .json(&json!({"entity": "nothing", "id": 1}))
        .send()
        .await
        .expect("request");
    expect_failure(resp, StatusCode::BAD_REQUEST).await;
    let resp = app
        .client
        .post(app.api("/health/reviewed"))
        .bearer_auth(&admin)
        .json(&json!({"entity": "page", "id": 999}))
        .send()
        .await
        .expect("request");
    expect_failure(resp, StatusCode::NOT_FOUND).await;
}

#[tokio::test]
async fn items_missing_odia_or_a_text_alternative_are_listed() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let both = save(
        &app,
        NEWS,
        news("Admissions", "ଭର୍ତ୍ତି", "Body", "ବିବରଣୀ"),
        None,
        &token,
    )
    .await;
    let no_odia_body = save(
        &app,
        NEWS,
        news("Results", "ଫଳାଫଳ", "Body", ""),
        None,
        &token,
    )
    .await;
    let copied = save(&app, NEWS, news("Seminar", "Seminar", "", ""), None, &token).await;
    let photo = save(
        &app,
        NEWS,
        news(
            "IMG_0042.jpg",
            "ଚିତ୍ର",
            "See ![](/uploads/x.png) and ![The new hall](/uploads/y.png)",
            "ବିବରଣୀ",
        ),
        Some(("newsImg", png(7))),
        &token,
    )
    .await;

    let data = report(&app, &token).await;
    assert!(
        about(&data, "missingLanguage", NEWS, both).is_empty(),
        "{data}"
    );
    let found = about(&data, "missingLanguage", NEWS, no_odia_body);
    assert_eq!(found.len(), 1, "{data}");
    assert_eq!(found[0]["field"], json!("newsBodyOd"));
    assert_eq!(found[0]["title"], json!("Results"));
    let found = about(&data, "missingLanguage", NEWS, copied);
    assert_eq!(found.len(), 1, "{data}");
    assert_eq!(found[0]["field"], json!("newsTitleOd"));

    let alt = about(&data, "missingAltText", NEWS, photo);
    let fields: Vec<&Value> = alt.iter().map(|f| &f["field"]).collect();
    assert_eq!(
        fields,
        vec![&json!("newsTitleEn"), &json!("newsBodyEn")],
        "{data}"
    );
    assert_eq!(alt[1]["url"], json!("/uploads/x.png"));
    // Items without an image have no image to describe.
    assert!(about(&data, "missingAltText", NEWS, both).is_empty());
}

/// A one-page PDF built with lopdf: text on the page, or only a picture (a scan).
fn pdf(text: bool) -> Vec<u8> {
    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let font_id = doc.add_object(dictionary! {
        "Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Courier",
    });
    let image_id = doc.add_object(Stream::new(
        dictionary! {
            "Type" => "XObject", "Subtype" => "Image", "Width" => 2, "Height" => 2,
            "ColorSpace" => "DeviceGray", "BitsPerComponent" => 8,
        },
        vec![0, 255, 255, 0],
    ));
    let resources_id = doc.add_object(dictionary! {
        "Font" => dictionary! { "F1" => font_id },
        "XObject" => dictionary! { "Im1" => image_id },
    });
    let operations = if text {
        vec![
            Operation::new("BT", vec![]),
            Operation::new("Tf", vec!["F1".into(), 24.into()]),
            Operation::new("Td", vec![50.into(), 700.into()]),
            Operation::new("Tj", vec![Object::string_literal("Council notice")]),
            Operation::new("ET", vec![]),
        ]
    } else {
        vec![
            Operation::new("q", vec![]),
            Operation::new(
                "cm",
                vec![
                    500.into(),
                    0.into(),
                    0.into(),
                    700.into(),
                    40.into(),
                    60.into(),
                ],
            ),
            Operation::new("Do", vec!["Im1".into()]),
            Operation::new("Q", vec![]),
        ]
    };
    let content = Content { operations };
    let content_id = doc.add_object(Stream::new(
        dictionary! {},
        content.encode().expect("content"),
    ));
    let page_id = doc.add_object(dictionary! {
        "Type" => "Page", "Parent" => pages_id, "Contents" => content_id,
    });
    doc.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! {
            "Type" => "Pages", "Kids" => vec![page_id.into()], "Count" => 1,
            "Resources" => resources_id,
            "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
        }),
    );
    let catalog_id = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    doc.trailer.set("Root", catalog_id);
    let mut out = Vec::new();
    doc.save_to(&mut out).expect("pdf");
    out
}

fn document(title: &str) -> Value {
    json!({
        "documentId": null, "isActive": true, "titleEn": title, "titleOd": format!("ଦଲିଲ {title}"),
        "category": "notices", "publishDate": "2026-11-01", "validUntil": "", "fileLanguage": "both",
    })
}

#[tokio::test]
async fn scanned_documents_are_flagged_and_text_ones_are_not() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let text = save(
        &app,
        "document",
        document("Act"),
        Some(("documentFile", pdf(true))),
        &token,
    )
    .await;
    let scan = save(
        &app,
        "document",
        document("Scan"),
        Some(("documentFile", pdf(false))),
        &token,
    )
    .await;
    for _ in 0..2 {
        // The second report reads the kept verdicts.
        let data = report(&app, &token).await;
        assert!(
            about(&data, "textlessDocuments", "document", text).is_empty(),
            "{data}"
        );
        let found = about(&data, "textlessDocuments", "document", scan);
        assert_eq!(found.len(), 1, "{data}");
        assert_eq!(found[0]["title"], json!("Scan"));
    }
    // The save itself warns of a scan, and only of a scan.
    for (bytes, warned) in [(pdf(false), true), (pdf(true), false)] {
        let form = Form::new()
            .text(DOCUMENT.manage_field, b64(document("Upload").to_string()))
            .part("documentFile", Part::bytes(bytes).file_name("upload.pdf"));
        let resp = app.post_form(DOCUMENT.manage, form, Some(&token)).await;
        assert_eq!(resp.status(), StatusCode::OK);
        let body = json_of(resp).await;
        let warning = body["warning"].as_str().unwrap_or("");
        assert_eq!(warning.contains("looks scanned"), warned, "{body}");
    }
    // A new file with text clears it.
    let mut fields = document("Scan");
    fields["documentId"] = json!(scan);
    save(
        &app,
        "document",
        fields,
        Some(("documentFile", pdf(true))),
        &token,
    )
    .await;
    let data = report(&app, &token).await;
    assert!(
        about(&data, "textlessDocuments", "document", scan).is_empty(),
        "{data}"
    );
}

#[tokio::test]
async fn items_not_saved_within_their_interval_are_due_until_reviewed() {
    let settings = Settings {
        // About 2.6 seconds for news; notices and pages never.
        review_days_news: 0.00003,
        review_days_notices: 0.0,
        review_days_pages: 0.0,
        ..Settings::default()
    };
    let app = common::spawn_app_with_settings(settings).await;
    let token = app.admin_token().await;
    let id = save(&app, NEWS, news("Admissions", "ଭର୍ତ୍ତି", "", ""), None, &token).await;
    let page = save(&app, NOTICES, notice("/"), None, &token).await;
    assert!(about(&report(&app, &token).await, "dueForReview", NEWS, id).is_empty());

    tokio::time::sleep(Duration::from_millis(2800)).await;
    let data = report(&app, &token).await;
    let due = about(&data, "dueForReview", NEWS, id);
    assert_eq!(due.len(), 1, "{data}");
    assert!(due[0]["lastReviewedAt"].as_u64().is_some());
    assert!(
        about(&data, "dueForReview", NOTICES, page).is_empty(),
        "interval 0 is never"
    );

    // Marking it reviewed clears it without changing it, and is in the audit trail.
    let resp = app
        .client
        .post(app.api("/health/reviewed"))
        .bearer_auth(&token)
        .json(&json!({"entity": NEWS, "id": id}))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(about(&report(&app, &token).await, "dueForReview", NEWS, id).is_empty());
    let resp = app
        .client
        .get(app.api(&format!("/audit/list?entity={NEWS}")))
        .bearer_auth(&token)
        .send()
        .await
        .expect("request");
    assert!(json_of(resp).await.to_string().contains("reviewed"));

    // Due again after another interval; saving clears it too.
    tokio::time::sleep(Duration::from_millis(2800)).await;
    assert_eq!(
        about(&report(&app, &token).await, "dueForReview", NEWS, id).len(),
        1
    );
    let mut fields = news("Admissions open", "ଭର୍ତ୍ତି", "", "");
    fields[crate::common::wire(NEWS).id_field] = json!(id);
    save(&app, NEWS, fields, None, &token).await;
    assert!(about(&report(&app, &token).await, "dueForReview", NEWS, id).is_empty());
}
