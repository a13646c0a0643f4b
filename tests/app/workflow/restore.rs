//! Restoring a revision with its image or file, and the archive: by hand and when validity passes.

use super::*;

#[tokio::test]
async fn restoring_a_revision_brings_back_the_image_it_had() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let first = json_of(news_with_photo(&app, &news("With a photo"), 1, &admin).await).await;
    let id = first["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let path_of = |item: &Value| item["newsImagePath"].as_str().unwrap_or("").to_string();
    let before = path_of(&admin_item(&app, NEWS, id, &admin).await);
    assert!(before.starts_with(&format!("/uploads/{NEWS}/")), "{before}");

    // A new photo replaces it; restoring the first revision brings the first photo back.
    let mut edit = news("With a photo");
    edit[crate::common::wire(NEWS).id_field] = json!(id);
    let resp = news_with_photo(&app, &edit, 2, &admin).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let replaced = path_of(&admin_item(&app, NEWS, id, &admin).await);
    assert_ne!(replaced, before);
    let restore = json!({"entity": NEWS, "id": id, "revision": 1});
    assert_eq!(
        step(&app, "/workflow/restore", restore, &admin)
            .await
            .status(),
        StatusCode::OK
    );
    let restored = path_of(&admin_item(&app, NEWS, id, &admin).await);
    assert_eq!(
        restored, before,
        "the first photo is back, under its own address"
    );
    let served = app
        .client
        .get(format!("{}{restored}", app.base))
        .send()
        .await
        .expect("request");
    assert_eq!(served.status(), StatusCode::OK);
}

#[tokio::test]
async fn restoring_a_revision_brings_back_the_file_a_document_had() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let w = &common::DOCUMENT;
    let mut fields = json!({
        "documentId": null,
        "titleEn": "Syllabus",
        "titleOd": "ପାଠ୍ୟକ୍ରମ",
        "category": "ug",
        "publishDate": "2026-01-02",
        "validUntil": "",
        "fileLanguage": "en",
        "isActive": true,
    });
    let saved = json_of(
        app.manage(w, &fields, Some(common::pdf("first")), Some(&admin))
            .await,
    )
    .await;
    let id = saved["data"]["documentId"].as_u64().expect("id");
    let first = saved["data"]["documentPath"]
        .as_str()
        .expect("path")
        .to_string();
    fields["documentId"] = json!(id);
    let replaced = json_of(
        app.manage(w, &fields, Some(common::pdf("second")), Some(&admin))
            .await,
    )
    .await;
    let second = replaced["data"]["documentPath"]
        .as_str()
        .expect("path")
        .to_string();
    assert_ne!(first, second);

    let restore = json!({"entity": "document", "id": id, "revision": 1});
    let restored = json_of(step(&app, "/workflow/restore", restore, &admin).await).await;
    assert_eq!(restored["data"]["documentPath"], json!(first), "{restored}");
    let download = app
        .client
        .get(format!("{}{first}", app.base))
        .send()
        .await
        .expect("request");
    assert_eq!(download.status(), StatusCode::OK);
    assert_eq!(
        download.bytes().await.expect("body").as_ref(),
        common::pdf("first")
    );
    // The file it replaced is still there for a later restore.
    let again = json!({"entity": "document", "id": id, "revision": 2});
    let back = json_of(step(&app, "/workflow/restore", again, &admin).await).await;
    assert_eq!(back["data"]["documentPath"], json!(second), "{back}");
}

#[tokio::test]
async fn archive_and_restore_by_hand() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let saved = json_of(manage_news(&app, &news("To archive"), &admin).await).await;
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let body = json!({"entity": NEWS, "id": id});
    expect_failure(
        step(&app, "/workflow/archive", body.clone(), &contributor).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert_eq!(
        step(&app, "/workflow/archive", body.clone(), &admin)
            .await
            .status(),
        StatusCode::OK
    );
    assert!(
        !public_titles(&app, NEWS)
            .await
            .contains(&"To archive".into())
    );
    assert_eq!(
        admin_item(&app, NEWS, id, &admin).await["status"],
        "archived"
    );
    assert_eq!(
        step(&app, "/workflow/restore", body, &admin).await.status(),
        StatusCode::OK
    );
    assert!(
        public_titles(&app, NEWS)
            .await
            .contains(&"To archive".into())
    );
}

#[tokio::test]
async fn an_item_is_archived_when_its_validity_passes_without_a_write() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicI64, Ordering};
    // 2026-11-23 23:50 IST.
    let now = Arc::new(AtomicI64::new(29_924_300));
    let clock = now.clone();
    let app = common::spawn_app_with_clock(Arc::new(move || clock.load(Ordering::SeqCst))).await;
    let admin = app.admin_token().await;
    let mut fields = news("Valid one more day");
    fields["validUntil"] = json!("2026-11-24");
    let saved = json_of(manage_news(&app, &fields, &admin).await).await;
    assert_eq!(saved["data"]["validUntil"], "2026-11-24", "{saved}");
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    assert!(
        public_titles(&app, NEWS)
            .await
            .contains(&"Valid one more day".into())
    );
    let expiring = json_of(get(&app, "/workflow/expiring?days=7", &admin).await).await;
    assert_eq!(expiring["data"][0]["id"], json!(id), "{expiring}");

    // A day later, at 23:50 on the 24th, still valid; ten minutes on, archived.
    now.store(29_924_300 + 1440, Ordering::SeqCst);
    assert!(
        public_titles(&app, NEWS)
            .await
            .contains(&"Valid one more day".into())
    );
    now.store(29_924_300 + 1440 + 11, Ordering::SeqCst);
    assert!(
        !public_titles(&app, NEWS)
            .await
            .contains(&"Valid one more day".into())
    );
    assert_eq!(
        admin_item(&app, NEWS, id, &admin).await["status"],
        "archived"
    );
    let mut bad_fields = news("x");
    bad_fields["validUntil"] = json!("24-11-2026");
    expect_failure(
        manage_news(&app, &bad_fields, &admin).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
}
