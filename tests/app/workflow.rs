//! Officials with roles (docs/roles.md): what each role may call, accounts managed in the back
//! office, and the review workflow (drafts, review, four eyes, revisions, validity, archive).
use crate::common;
use oshec::entities::keys::{NEWS, NOTICES};

use common::{
    ADMIN, PASSWORD, TestApp, account, expect_failure, get, json_of, post_json, spawn_app, wire,
};
use oshec::auth::Role;
use reqwest::StatusCode;
use serde_json::{Value, json};

pub(crate) const APPROVER: &str = "approver@oshec.example.org";
pub(crate) const CONTRIBUTOR: &str = "contributor@oshec.example.org";

#[tokio::test]
async fn the_sign_in_answer_names_the_role() {
    let app = spawn_app().await;
    app.admin_token().await;
    account(&app, CONTRIBUTOR, Role::Contributor).await;
    let body = json_of(app.login(CONTRIBUTOR, PASSWORD).await).await;
    assert_eq!(body["role"], "contributor", "{body}");
    assert_eq!(body["mustChangePassword"], false, "{body}");
    let body = json_of(app.login(ADMIN, PASSWORD).await).await;
    assert_eq!(body["role"], "administrator", "{body}");
}

#[tokio::test]
async fn only_administrators_manage_accounts() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    for token in [&approver, &contributor] {
        let msg = expect_failure(
            get(&app, "/account/admins", token).await,
            StatusCode::FORBIDDEN,
        )
        .await;
        assert!(msg.contains("may not manage accounts"), "{msg}");
        let create = json!({"adminId": null, "email": "x@oshec.example.org", "role": "administrator",
            "isActive": true, "password": "a new long password 1"});
        expect_failure(
            post_json(&app, "/account/admins/manage", &create, token).await,
            StatusCode::FORBIDDEN,
        )
        .await;
    }
    let body = json_of(get(&app, "/account/admins", &admin).await).await;
    let list = body["data"].as_array().expect("list");
    assert_eq!(list.len(), 3);
    let approver_row = list
        .iter()
        .find(|a| a["email"] == APPROVER)
        .expect("approver");
    assert_eq!(approver_row["role"], "approver");
    assert_eq!(approver_row["isActive"], true);
    assert!(approver_row["adminId"].as_u64().is_some());
}

#[tokio::test]
async fn an_account_made_in_the_back_office_chooses_its_password_first() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let email = "new.official@oshec.example.org";
    let first = "first password given 1";
    let create = json!({"adminId": null, "email": email, "role": "contributor",
        "isActive": true, "password": first});
    let resp = post_json(&app, "/account/admins/manage", &create, &admin).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let id = json_of(resp).await["data"]["adminId"].as_u64().expect("id");

    let body = json_of(app.login(email, first).await).await;
    assert_eq!(body["mustChangePassword"], true, "{body}");
    let token = body["data"].as_str().expect("token").to_string();
    let msg = expect_failure(
        app.list(&wire(NEWS), Some(&token)).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert!(msg.contains("new password"), "{msg}");
    let change = json!({"currentPassword": first, "newPassword": "my own long password 2",
        "repeatPassword": "my own long password 2"});
    let resp = post_json(&app, "/account/password", &change, &token).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(
        app.list(&wire(NEWS), Some(&token)).await.status(),
        StatusCode::OK
    );

    // A reset by an administrator ends the sessions and demands a new choice again.
    let reset = json!({"adminId": id, "email": email, "role": "contributor", "isActive": true,
        "password": "reset password given 3"});
    assert_eq!(
        post_json(&app, "/account/admins/manage", &reset, &admin)
            .await
            .status(),
        StatusCode::OK
    );
    expect_failure(
        app.list(&wire(NEWS), Some(&token)).await,
        StatusCode::UNAUTHORIZED,
    )
    .await;
    let body = json_of(app.login(email, "reset password given 3").await).await;
    assert_eq!(body["mustChangePassword"], true, "{body}");

    // Deactivated: no sign-in.
    let off = json!({"adminId": id, "email": email, "role": "contributor", "isActive": false});
    assert_eq!(
        post_json(&app, "/account/admins/manage", &off, &admin)
            .await
            .status(),
        StatusCode::OK
    );
    let body = json_of(app.login(email, "reset password given 3").await).await;
    assert_eq!(body["outcome"], false, "{body}");
}

#[tokio::test]
async fn the_last_active_administrator_stays_one() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let body = json_of(get(&app, "/account/admins", &admin).await).await;
    let id = body["data"][0]["adminId"].as_u64().expect("id");
    for change in [
        json!({"adminId": id, "email": ADMIN, "role": "approver", "isActive": true}),
        json!({"adminId": id, "email": ADMIN, "role": "administrator", "isActive": false}),
    ] {
        let msg = expect_failure(
            post_json(&app, "/account/admins/manage", &change, &admin).await,
            StatusCode::FORBIDDEN,
        )
        .await;
        assert!(msg.contains("last active administrator"), "{msg}");
    }
    // With a second administrator, the first may step down.
    account(&app, "other.admin@oshec.example.org", Role::Administrator).await;
    let change = json!({"adminId": id, "email": ADMIN, "role": "approver", "isActive": true});
    assert_eq!(
        post_json(&app, "/account/admins/manage", &change, &admin)
            .await
            .status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn approvers_read_content_history_and_feedback_contributors_neither() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    app.create(&wire(NEWS), "history", &admin).await;

    let all = json_of(get(&app, "/audit/list?size=100", &admin).await).await;
    assert!(
        all["data"]
            .as_array()
            .expect("entries")
            .iter()
            .any(|e| e["entity"] == "session")
    );
    let content = json_of(get(&app, "/audit/list?size=100", &approver).await).await;
    let entries = content["data"].as_array().expect("entries");
    assert!(entries.iter().any(|e| e["entity"] == NEWS), "{content}");
    assert!(
        entries
            .iter()
            .all(|e| e["entity"] != "session" && e["entity"] != "administrator")
    );
    assert_eq!(
        get(&app, "/feedback/list", &approver).await.status(),
        StatusCode::OK
    );

    for path in ["/audit/list", "/feedback/list", "/feedback/export"] {
        expect_failure(get(&app, path, &contributor).await, StatusCode::FORBIDDEN).await;
    }
}

#[tokio::test]
async fn audit_entries_name_the_actors_role() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let w = wire(NEWS);
    let created = app.create(&w, "role", &approver).await;
    let id = created[w.id_field].as_u64().expect("id");
    let body = json_of(get(&app, &format!("/audit/list?entity={NEWS}"), &admin).await).await;
    let entry = body["data"]
        .as_array()
        .expect("entries")
        .iter()
        .find(|e| e["recordId"] == json!(id))
        .expect("entry")
        .clone();
    assert_eq!(entry["admin"], APPROVER);
    assert_eq!(entry["role"], "approver");
}

/// The public list's titles of `w` (English), anonymous.
pub(crate) async fn public_titles(app: &TestApp, key: &str) -> Vec<String> {
    let w = wire(key);
    let title = w.fields[0];
    app.list_items(&w, None)
        .await
        .iter()
        .filter_map(|i| i[title].as_str().map(str::to_string))
        .collect()
}

/// The item as an administrator's list shows it (status, revision…).
pub(crate) async fn admin_item(app: &TestApp, key: &str, id: u64, token: &str) -> Value {
    let w = wire(key);
    app.list_items(&w, Some(token))
        .await
        .into_iter()
        .find(|i| i[w.id_field] == json!(id))
        .unwrap_or_else(|| panic!("{key} {id} in the admin list"))
}

pub(crate) async fn step(app: &TestApp, path: &str, body: Value, token: &str) -> reqwest::Response {
    post_json(app, path, &body, token).await
}

/// A news item's fields, titled `title`.
pub(crate) fn news(title: &str) -> Value {
    json!({
        (crate::common::wire(NEWS).id_field): null,
        "newsTitleEn": title,
        "newsTitleOd": "ସମ୍ବାଦ",
        "newsDescEn": "What happened.",
        "newsDescOd": "କଣ ହେଲା।",
        "newsLink": "https://oshec.example.org/news",
        "newsDate": "2026-11-20",
    })
}

pub(crate) async fn manage_news(app: &TestApp, fields: &Value, token: &str) -> reqwest::Response {
    app.manage(&wire(NEWS), fields, None, Some(token)).await
}

#[tokio::test]
async fn a_contributors_item_is_reviewed_by_another_before_it_is_public() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let other = account(
        &app,
        "other.contributor@oshec.example.org",
        Role::Contributor,
    )
    .await;

    // A contributor's new item is a draft, not public, even when it asks to be active.
    let mut fields = news("Drafted news");
    fields["isActive"] = json!(true);
    let resp = manage_news(&app, &fields, &contributor).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let saved = json_of(resp).await["data"].clone();
    assert_eq!(saved["status"], "draft", "{saved}");
    let id = saved[crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    assert!(
        !public_titles(&app, NEWS)
            .await
            .contains(&"Drafted news".into())
    );

    // Another contributor may not change it; nobody approves a draft not submitted.
    let mut theirs = news("Taken over");
    theirs[crate::common::wire(NEWS).id_field] = json!(id);
    expect_failure(
        manage_news(&app, &theirs, &other).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    let body = json!({"entity": NEWS, "id": id});
    expect_failure(
        step(&app, "/workflow/approve", body.clone(), &approver).await,
        StatusCode::CONFLICT,
    )
    .await;

    // Contributors cannot publish, activate or reorder.
    expect_failure(
        step(&app, "/workflow/approve", body.clone(), &contributor).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    expect_failure(
        app.toggle(&wire(NEWS), id, false, Some(&contributor)).await,
        StatusCode::FORBIDDEN,
    )
    .await;

    // Submitted, it waits in the queue; its author cannot approve it, an approver can.
    let resp = step(&app, "/workflow/submit", body.clone(), &contributor).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let queue = json_of(get(&app, "/workflow/queue", &approver).await).await;
    let waiting = &queue["data"][0];
    assert_eq!(waiting["entity"], NEWS);
    assert_eq!(waiting["id"], json!(id));
    assert_eq!(waiting["title"], "Drafted news");
    assert_eq!(waiting["submittedBy"], CONTRIBUTOR);
    expect_failure(
        get(&app, "/workflow/queue", &contributor).await,
        StatusCode::FORBIDDEN,
    )
    .await;

    // Returned with a comment, which the author reads; fixed and submitted again.
    let missing = step(
        &app,
        "/workflow/return",
        json!({"entity": NEWS, "id": id, "comment": "  "}),
        &approver,
    )
    .await;
    expect_failure(missing, StatusCode::BAD_REQUEST).await;
    let resp = step(
        &app,
        "/workflow/return",
        json!({"entity": NEWS, "id": id, "comment": "Add the date in Odia."}),
        &approver,
    )
    .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let mine = json_of(get(&app, "/workflow/mine", &contributor).await).await;
    assert_eq!(
        mine["data"][0]["comment"], "Add the date in Odia.",
        "{mine}"
    );
    assert_eq!(mine["data"][0]["status"], "draft");
    let mut fixed = news("Drafted news, fixed");
    fixed[crate::common::wire(NEWS).id_field] = json!(id);
    assert_eq!(
        manage_news(&app, &fixed, &contributor).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        step(&app, "/workflow/submit", body.clone(), &contributor)
            .await
            .status(),
        StatusCode::OK
    );

    let resp = step(&app, "/workflow/approve", body.clone(), &approver).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(
        public_titles(&app, NEWS)
            .await
            .contains(&"Drafted news, fixed".into())
    );
    let item = admin_item(&app, NEWS, id, &admin).await;
    assert_eq!(item["status"], "published");
    assert_eq!(item["isActive"], true);

    // Every step is a revision, newest first; the approval's audit entry names both people.
    let revisions = json_of(
        get(
            &app,
            &format!("/workflow/revisions?entity={NEWS}&id={id}"),
            &admin,
        )
        .await,
    )
    .await;
    let actions: Vec<&str> = revisions["data"]
        .as_array()
        .expect("revisions")
        .iter()
        .map(|r| r["action"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(
        actions,
        ["approve", "submit", "save", "return", "submit", "save"]
    );
    let audit =
        json_of(get(&app, &format!("/audit/list?entity={NEWS}&size=100"), &admin).await).await;
    let approval = audit["data"]
        .as_array()
        .expect("entries")
        .iter()
        .find(|e| e["action"] == "approve")
        .expect("approve entry")
        .clone();
    assert_eq!(approval["admin"], APPROVER);
    assert_eq!(approval["role"], "approver");
    assert_eq!(approval["author"], CONTRIBUTOR);
}

#[tokio::test]
async fn a_contributor_sees_only_their_own_unpublished_drafts() {
    let app = spawn_app().await;
    app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let author = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let other = account(
        &app,
        "other.contributor@oshec.example.org",
        Role::Contributor,
    )
    .await;
    let w = wire(NEWS);
    let saved = json_of(manage_news(&app, &news("Not yet public"), &author).await).await;
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let ids_seen_by = |items: Vec<Value>| -> Vec<u64> {
        items
            .iter()
            .filter_map(|i| i[crate::common::wire(NEWS).id_field].as_u64())
            .collect()
    };

    // Its author and the approver see the draft; another contributor neither lists it nor
    // opens it or its history.
    assert!(ids_seen_by(app.list_items(&w, Some(&author)).await).contains(&id));
    assert!(ids_seen_by(app.list_items(&w, Some(&approver)).await).contains(&id));
    assert!(!ids_seen_by(app.list_items(&w, Some(&other)).await).contains(&id));
    expect_failure(
        app.get_by_id(&w, id, Some(&other)).await,
        StatusCode::NOT_FOUND,
    )
    .await;
    let history = format!("/workflow/revisions?entity={NEWS}&id={id}");
    expect_failure(get(&app, &history, &other).await, StatusCode::NOT_FOUND).await;
    assert_eq!(get(&app, &history, &author).await.status(), StatusCode::OK);
    assert_eq!(
        app.get_by_id(&w, id, Some(&author)).await.status(),
        StatusCode::OK
    );

    // Once published, everyone sees it.
    let body = json!({"entity": NEWS, "id": id});
    assert_eq!(
        step(&app, "/workflow/submit", body.clone(), &author)
            .await
            .status(),
        StatusCode::OK
    );
    assert_eq!(
        step(&app, "/workflow/approve", body, &approver)
            .await
            .status(),
        StatusCode::OK
    );
    assert!(ids_seen_by(app.list_items(&w, Some(&other)).await).contains(&id));
    assert_eq!(
        app.get_by_id(&w, id, Some(&other)).await.status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn a_preview_shows_the_draft_as_the_public_list_will_without_storing_it() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let author = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let other = account(
        &app,
        "other.contributor@oshec.example.org",
        Role::Contributor,
    )
    .await;
    let saved = json_of(manage_news(&app, &news("Published title"), &admin).await).await;
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");

    // A contributor's edit waits beside the live item; the preview shows the edit.
    let mut edit = news("Edited title");
    edit[crate::common::wire(NEWS).id_field] = json!(id);
    edit["newsBodyEn"] = json!("## Venue\n\nThe council hall.");
    assert_eq!(
        manage_news(&app, &edit, &author).await.status(),
        StatusCode::OK
    );
    let stored = format!("/workflow/preview?entity={NEWS}&id={id}");
    let body = json_of(get(&app, &stored, &author).await).await;
    let answer = &body["data"];
    assert_eq!(answer["listPath"], crate::common::wire(NEWS).list, "{body}");
    assert_eq!(
        answer["idField"],
        crate::common::wire(NEWS).id_field,
        "{body}"
    );
    assert_eq!(answer["imageField"], "newsImagePath", "{body}");
    assert_eq!(answer["item"]["newsTitleEn"], "Edited title", "{body}");
    assert_eq!(answer["item"]["isActive"], true, "{body}");
    let html = answer["item"]["newsBodyEnHtml"].as_str().unwrap_or("");
    assert!(html.contains("<h2>Venue</h2>"), "{body}");
    assert_eq!(public_titles(&app, NEWS).await, ["Published title"]);
    // Another contributor does not preview a draft never published.
    let fresh = json_of(manage_news(&app, &news("Fresh draft"), &author).await).await;
    let fresh = fresh["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let theirs = format!("/workflow/preview?entity={NEWS}&id={fresh}");
    expect_failure(get(&app, &theirs, &other).await, StatusCode::NOT_FOUND).await;

    // What a form holds, unsaved: shaped the same way, checked as a save is, stored nowhere.
    let mut typed = news("Typed, not saved");
    typed["newsBodyOd"] = json!("**ଗୁରୁତ୍ୱପୂର୍ଣ୍ଣ**");
    let body = json_of(
        post_json(
            &app,
            "/workflow/preview",
            &json!({"entity": NEWS, "item": typed}),
            &author,
        )
        .await,
    )
    .await;
    assert_eq!(
        body["data"]["item"]["newsTitleEn"], "Typed, not saved",
        "{body}"
    );
    assert!(
        body["data"]["item"]["newsBodyOdHtml"]
            .as_str()
            .is_some_and(|h| h.contains("<strong>ଗୁରୁତ୍ୱପୂର୍ଣ୍ଣ</strong>")),
        "{body}"
    );
    let mut wrong = news("No date");
    wrong["newsDate"] = json!("");
    expect_failure(
        post_json(
            &app,
            "/workflow/preview",
            &json!({"entity": NEWS, "item": wrong}),
            &author,
        )
        .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    let titles = app.list_items(&wire(NEWS), Some(&admin)).await.len();
    assert_eq!(titles, 2, "a preview stores nothing");
}

/// `manage` of a news item with a photo (`newsImg`).
pub(crate) async fn news_with_photo(
    app: &TestApp,
    fields: &Value,
    salt: u8,
    token: &str,
) -> reqwest::Response {
    let form = reqwest::multipart::Form::new()
        .text("cipherLatestNewsDto", common::b64(fields.to_string()))
        .part(
            "newsImg",
            reqwest::multipart::Part::bytes(common::png(salt)).file_name("photo.png"),
        );
    app.post_form(crate::common::wire(NEWS).manage, form, Some(token))
        .await
}

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
async fn four_eyes_an_approver_does_not_approve_their_own_submission() {
    let app = spawn_app().await;
    app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let second = account(&app, "approver2@oshec.example.org", Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let saved = json_of(manage_news(&app, &news("Four eyes"), &contributor).await).await;
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let body = json!({"entity": NEWS, "id": id});
    // The approver submits it on the contributor's behalf…
    assert_eq!(
        step(&app, "/workflow/submit", body.clone(), &approver)
            .await
            .status(),
        StatusCode::OK
    );
    let msg = expect_failure(
        step(&app, "/workflow/approve", body.clone(), &approver).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert!(msg.contains("four eyes"), "{msg}");
    // …and another approves it.
    assert_eq!(
        step(&app, "/workflow/approve", body, &second)
            .await
            .status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn a_published_item_stays_live_while_its_edit_is_reviewed() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    // Published directly by an approver, as docs/decisions.md's manage always did.
    let saved = json_of(manage_news(&app, &news("Live version"), &approver).await).await;
    assert_eq!(saved["data"]["status"], "published");
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    assert!(
        public_titles(&app, NEWS)
            .await
            .contains(&"Live version".into())
    );

    let mut edit = news("Edited version");
    edit[crate::common::wire(NEWS).id_field] = json!(id);
    let resp = manage_news(&app, &edit, &contributor).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let titles = public_titles(&app, NEWS).await;
    assert!(titles.contains(&"Live version".into()) && !titles.contains(&"Edited version".into()));
    let item = admin_item(&app, NEWS, id, &admin).await;
    assert_eq!(item["status"], "draft");
    assert_eq!(item["isLive"], true);
    assert_eq!(item["newsTitleEn"], "Live version");

    let body = json!({"entity": NEWS, "id": id});
    assert_eq!(
        step(&app, "/workflow/submit", body.clone(), &contributor)
            .await
            .status(),
        StatusCode::OK
    );
    assert_eq!(
        step(&app, "/workflow/approve", body, &admin).await.status(),
        StatusCode::OK
    );
    let titles = public_titles(&app, NEWS).await;
    assert!(titles.contains(&"Edited version".into()) && !titles.contains(&"Live version".into()));

    // The first revision reads as it was, and restoring it publishes that content again.
    let first = json_of(
        get(
            &app,
            &format!("/workflow/revision?entity={NEWS}&id={id}&revision=1"),
            &admin,
        )
        .await,
    )
    .await;
    assert_eq!(first["data"]["newsTitleEn"], "Live version", "{first}");
    let resp = step(
        &app,
        "/workflow/restore",
        json!({"entity": NEWS, "id": id, "revision": 1}),
        &approver,
    )
    .await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(
        public_titles(&app, NEWS)
            .await
            .contains(&"Live version".into())
    );
    expect_failure(
        get(
            &app,
            &format!("/workflow/revision?entity={NEWS}&id={id}&revision=99"),
            &admin,
        )
        .await,
        StatusCode::NOT_FOUND,
    )
    .await;
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

/// Every role against every kind of call: what each may do (docs/roles.md).
#[tokio::test]
async fn each_role_may_call_what_its_role_allows() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let w = wire(NEWS);
    let live = app.create(&w, "matrix", &admin).await[w.id_field]
        .as_u64()
        .expect("id");
    let notice = wire(NOTICES);
    let ordered = app.create(&notice, "matrix", &admin).await[notice.id_field]
        .as_u64()
        .expect("id");
    assert_eq!(ordered, live, "the move row below reads the same id");
    // (call, administrator, approver, contributor): true = allowed.
    type Call = fn(&TestApp, u64, String) -> futures_util::future::BoxFuture<'_, reqwest::Response>;
    let calls: Vec<(&str, Call, [bool; 3])> = vec![
        (
            "toggle",
            |a, id, t| Box::pin(async move { a.toggle(&wire(NEWS), id, true, Some(&t)).await }),
            [true, true, false],
        ),
        (
            "move",
            |a, id, t| {
                Box::pin(async move {
                    let form = reqwest::multipart::Form::new()
                        .text("id", id.to_string())
                        .text("to", "top");
                    a.post_form("/announce/notice/move", form, Some(&t)).await
                })
            },
            [true, true, false],
        ),
        (
            "queue",
            |a, _, t| Box::pin(async move { get(a, "/workflow/queue", &t).await }),
            [true, true, false],
        ),
        (
            "mine",
            |a, _, t| Box::pin(async move { get(a, "/workflow/mine", &t).await }),
            [true, true, true],
        ),
        (
            "expiring",
            |a, _, t| Box::pin(async move { get(a, "/workflow/expiring", &t).await }),
            [true, true, true],
        ),
        (
            "revisions",
            |a, id, t| {
                Box::pin(async move {
                    get(a, &format!("/workflow/revisions?entity={NEWS}&id={id}"), &t).await
                })
            },
            [true, true, true],
        ),
        (
            "archive",
            |a, id, t| {
                Box::pin(async move {
                    post_json(
                        a,
                        "/workflow/archive",
                        &json!({"entity": "banner", "id": id + 1000}),
                        &t,
                    )
                    .await
                })
            },
            [true, true, false],
        ),
        (
            "audit",
            |a, _, t| Box::pin(async move { get(a, "/audit/list", &t).await }),
            [true, true, false],
        ),
        (
            "feedback",
            |a, _, t| Box::pin(async move { get(a, "/feedback/list", &t).await }),
            [true, true, false],
        ),
        (
            "accounts",
            |a, _, t| Box::pin(async move { get(a, "/account/admins", &t).await }),
            [true, false, false],
        ),
        (
            "latest",
            |a, id, t| {
                Box::pin(async move {
                    get(a, &format!("/audit/latest?entity={NEWS}&ids={id}"), &t).await
                })
            },
            [true, true, true],
        ),
    ];
    for (name, call, allowed) in calls {
        for (token, may, role) in [
            (&admin, allowed[0], "administrator"),
            (&approver, allowed[1], "approver"),
            (&contributor, allowed[2], "contributor"),
        ] {
            let status = call(&app, live, token.clone()).await.status();
            if name == "archive" {
                // An unknown item: the role is checked first.
                let expected = if role == "contributor" {
                    StatusCode::FORBIDDEN
                } else {
                    StatusCode::NOT_FOUND
                };
                assert_eq!(status, expected, "{name} as {role}");
            } else if may {
                assert!(
                    status.is_success() || status == StatusCode::CONFLICT,
                    "{name} as {role}: {status}"
                );
            } else {
                assert_eq!(status, StatusCode::FORBIDDEN, "{name} as {role}");
            }
        }
    }
}

#[tokio::test]
async fn a_contributor_pages_searches_and_filters_only_what_they_may_see() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let other = account(
        &app,
        "other.contributor@oshec.example.org",
        Role::Contributor,
    )
    .await;
    for title in ["Published one", "Published two"] {
        assert_eq!(
            manage_news(&app, &news(title), &admin).await.status(),
            StatusCode::OK
        );
    }
    for (title, token) in [
        ("Mine draft", &contributor),
        ("Theirs draft", &other),
        ("Theirs second draft", &other),
    ] {
        assert_eq!(
            manage_news(&app, &news(title), token).await.status(),
            StatusCode::OK
        );
    }
    let page = |query: &'static str, token: String| {
        let app = &app;
        async move {
            let resp = app
                .client
                .get(format!(
                    "{}?{query}",
                    app.api(crate::common::wire(NEWS).list)
                ))
                .bearer_auth(token)
                .send()
                .await
                .expect("request");
            assert_eq!(resp.status(), StatusCode::OK, "{query}");
            json_of(resp).await
        }
    };
    let titles = |body: &Value| -> Vec<String> {
        body["data"]
            .as_array()
            .expect("data")
            .iter()
            .map(|i| i["newsTitleEn"].as_str().unwrap_or("").to_string())
            .collect()
    };
    // Other people's drafts are neither listed nor counted.
    let body = page("q=draft&page=1&size=1", contributor.clone()).await;
    assert_eq!(body["total"], json!(1), "{body}");
    assert_eq!(titles(&body), vec!["Mine draft"]);
    let body = page("status=draft&page=1&size=10", contributor.clone()).await;
    assert_eq!(titles(&body), vec!["Mine draft"]);
    let body = page("sort=newsTitleEn&page=1&size=2", contributor.clone()).await;
    assert_eq!(body["total"], json!(3), "{body}");
    assert_eq!(titles(&body), vec!["Mine draft", "Published one"]);
    // An administrator sees every draft.
    let body = page("status=draft&sort=-newsTitleEn", admin.clone()).await;
    assert_eq!(
        titles(&body),
        vec!["Theirs second draft", "Theirs draft", "Mine draft"]
    );
    let body = page("status=published", admin.clone()).await;
    assert_eq!(body["total"], json!(2), "{body}");
    // A submitted draft is in review at once.
    let id = page("q=mine", contributor.clone()).await["data"][0]
        [crate::common::wire(NEWS).id_field]
        .clone();
    let resp = step(
        &app,
        "/workflow/submit",
        json!({"entity": NEWS, "id": id}),
        &contributor,
    )
    .await;
    assert_eq!(resp.status(), StatusCode::OK);
    let body = page("status=review", admin.clone()).await;
    assert_eq!(titles(&body), vec!["Mine draft"]);
}
