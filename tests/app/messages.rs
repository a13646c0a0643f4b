//! Every refusal speaks both languages (docs/messages.md): a stable `code`, the English
//! `message` and the Odia `messageOd`, in Odia script with Odia digits.
use crate::common;
use crate::workflow::{APPROVER, CONTRIBUTOR, manage_news, news, step};
use oshec::entities::keys::NEWS;

use common::{ADMIN, TestApp, account, get, json_of, post_json, refusal, spawn_app, wire};
use oshec::auth::Role;
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn post(app: &TestApp, path: &str, body: &str, token: Option<&str>) -> reqwest::Response {
    let mut req = app
        .client
        .post(app.api(path))
        .header("Content-Type", "application/json")
        .body(body.to_string());
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    req.send().await.expect("request")
}

#[tokio::test]
async fn sign_in_and_account_refusals_speak_both_languages() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;

    // A wrong password: 200 with outcome false (docs/decisions.md §6), its English unchanged.
    let body = refusal(
        app.login(ADMIN, "not the password").await,
        StatusCode::OK,
        "sign-in-failed",
        &[],
    )
    .await;
    assert_eq!(body["message"], "Invalid username or password.");

    // No token, a bad token.
    refusal(
        get_anon(&app, "/workflow/queue").await,
        StatusCode::UNAUTHORIZED,
        "sign-in-first",
        &[],
    )
    .await;
    refusal(
        get(&app, "/workflow/queue", "not-a-token").await,
        StatusCode::UNAUTHORIZED,
        "session-invalid",
        &[],
    )
    .await;

    // A contributor may not open the audit trail; the role and the deed are said in Odia.
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let body = refusal(
        get(&app, "/audit/list", &contributor).await,
        StatusCode::FORBIDDEN,
        "role-may-not",
        &[],
    )
    .await;
    assert_eq!(
        body["message"],
        "A contributor may not open the audit trail."
    );
    assert!(
        body["messageOd"].as_str().unwrap_or("").contains("ଲେଖକ"),
        "{body}"
    );

    // Account management: an unknown role, the last administrator, a weak password.
    let change = |role: &str| json!({"adminId": 1, "email": ADMIN, "role": role, "isActive": true});
    refusal(
        post_json(&app, "/account/admins/manage", &change("owner"), &admin).await,
        StatusCode::BAD_REQUEST,
        "role-unknown",
        &[],
    )
    .await;
    refusal(
        post_json(&app, "/account/admins/manage", &change("approver"), &admin).await,
        StatusCode::FORBIDDEN,
        "last-administrator",
        &[],
    )
    .await;
    let weak = json!({"adminId": null, "email": "new@oshec.example.org", "role": "approver", "isActive": true, "password": "short"});
    let body = refusal(
        post_json(&app, "/account/admins/manage", &weak, &admin).await,
        StatusCode::BAD_REQUEST,
        "password-too-short",
        &[],
    )
    .await;
    assert!(
        body["messageOd"].as_str().unwrap_or("").contains("୧୨"),
        "{body}"
    );
    let same = json!({"currentPassword": "x", "newPassword": "y", "repeatPassword": "z"});
    refusal(
        post_json(&app, "/account/password", &same, &admin).await,
        StatusCode::BAD_REQUEST,
        "passwords-differ",
        &[],
    )
    .await;
}

async fn get_anon(app: &TestApp, path: &str) -> reqwest::Response {
    app.client.get(app.api(path)).send().await.expect("request")
}

#[tokio::test]
async fn workflow_refusals_speak_both_languages() {
    let app = spawn_app().await;
    let _admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let saved = json_of(manage_news(&app, &news("Four eyes"), &contributor).await).await;
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let item = json!({"entity": NEWS, "id": id});

    // Approving a draft: it is not in review, said with its status in Odia.
    let body = refusal(
        step(&app, "/workflow/approve", item.clone(), &approver).await,
        StatusCode::CONFLICT,
        "approve-not-in-review",
        &[],
    )
    .await;
    assert_eq!(
        body["message"],
        "Only an item awaiting review can be approved; this item is draft."
    );
    // Returning without a comment.
    refusal(
        step(&app, "/workflow/return", item.clone(), &approver).await,
        StatusCode::BAD_REQUEST,
        "return-comment",
        &[],
    )
    .await;

    // In review, nobody saves over it: the submitter is named (their address stays as it is).
    assert_eq!(
        step(&app, "/workflow/submit", item.clone(), &contributor)
            .await
            .status(),
        StatusCode::OK
    );
    let mut again = news("Over it");
    again[crate::common::wire(NEWS).id_field] = json!(id);
    let body = refusal(
        manage_news(&app, &again, &approver).await,
        StatusCode::CONFLICT,
        "in-review",
        &[CONTRIBUTOR],
    )
    .await;
    assert!(
        body["messageOd"]
            .as_str()
            .unwrap_or("")
            .contains("ସଦ୍ୟତମ ସମ୍ବାଦ"),
        "{body}"
    );

    // Four eyes: the approver who submitted it may not approve it.
    let theirs = json_of(manage_news(&app, &news("Mine"), &approver).await).await;
    let own = theirs["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let own_item = json!({"entity": NEWS, "id": own});
    // Published at once by an approver: archive it twice to meet "already archived".
    assert_eq!(
        step(&app, "/workflow/archive", own_item.clone(), &approver)
            .await
            .status(),
        StatusCode::OK
    );
    refusal(
        step(&app, "/workflow/archive", own_item.clone(), &approver).await,
        StatusCode::CONFLICT,
        "already-archived",
        &[],
    )
    .await;
    refusal(
        app.toggle(&wire(NEWS), own, true, Some(&approver)).await,
        StatusCode::CONFLICT,
        "archived-toggle",
        &[],
    )
    .await;

    // An item that does not exist, with its number in Odia digits.
    let body = refusal(
        step(
            &app,
            "/workflow/submit",
            json!({"entity": NEWS, "id": 999}),
            &contributor,
        )
        .await,
        StatusCode::NOT_FOUND,
        "item-not-found",
        &[],
    )
    .await;
    assert!(
        body["messageOd"].as_str().unwrap_or("").contains("୯୯୯"),
        "{body}"
    );

    // A check of the entity row: the row's own English, with its Odia.
    let mut bad = news("Bad date");
    bad["newsDate"] = json!("someday");
    let body = refusal(
        manage_news(&app, &bad, &approver).await,
        StatusCode::BAD_REQUEST,
        "date",
        &[],
    )
    .await;
    assert_eq!(body["message"], "Please enter a valid date!");
    assert_eq!(body["messageOd"], "ଦୟାକରି ଏକ ବୈଧ ତାରିଖ ଦିଅନ୍ତୁ!");
}

#[tokio::test]
async fn four_eyes_speaks_both_languages() {
    let app = spawn_app().await;
    let _admin = app.admin_token().await;
    let approver = account(&app, APPROVER, Role::Approver).await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let saved = json_of(manage_news(&app, &news("Four eyes"), &contributor).await).await;
    let id = saved["data"][crate::common::wire(NEWS).id_field]
        .as_u64()
        .expect("id");
    let item = json!({"entity": NEWS, "id": id});
    assert_eq!(
        step(&app, "/workflow/submit", item.clone(), &approver)
            .await
            .status(),
        StatusCode::OK
    );
    let body = refusal(
        step(&app, "/workflow/approve", item, &approver).await,
        StatusCode::FORBIDDEN,
        "four-eyes",
        &[],
    )
    .await;
    assert_eq!(
        body["message"],
        "You submitted this item: another approver or administrator must approve it (four eyes)."
    );
}

#[tokio::test]
async fn wire_feedback_and_backup_refusals_speak_both_languages() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;

    refusal(
        get_anon(&app, "/no/such/call").await,
        StatusCode::NOT_FOUND,
        "no-such-call",
        &[],
    )
    .await;
    refusal(
        post(&app, "/workflow/submit", "not json", Some(&admin)).await,
        StatusCode::BAD_REQUEST,
        "json-step",
        &[],
    )
    .await;
    refusal(
        get_anon(&app, "/search/allowAll/query").await,
        StatusCode::BAD_REQUEST,
        "search-empty",
        &[],
    )
    .await;
    refusal(
        get_anon(&app, "/search/allowAll/query?q=x&page=0").await,
        StatusCode::BAD_REQUEST,
        "number-range",
        &[],
    )
    .await;

    // A visitor's feedback: the missing name, the phone number, the type of the body.
    let feedback = |form: Value| {
        let app = &app;
        async move { post(app, "/feedback/allowAll/submit", &form.to_string(), None).await }
    };
    refusal(
        feedback(json!({"email": "a@example.org", "subject": "s", "message": "m"})).await,
        StatusCode::BAD_REQUEST,
        "feedback-required",
        &[],
    )
    .await;
    let body = refusal(
        feedback(json!({"name": "A", "email": "a@example.org", "phone": "12", "subject": "s", "message": "m"})).await,
        StatusCode::BAD_REQUEST,
        "feedback-phone",
        &[],
    )
    .await;
    assert!(
        body["messageOd"].as_str().unwrap_or("").contains("୧୦"),
        "{body}"
    );
    let resp = app
        .client
        .post(app.api("/feedback/allowAll/submit"))
        .body("x")
        .send()
        .await
        .expect("request");
    refusal(
        resp,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "feedback-json",
        &[],
    )
    .await;

    // Backups without a folder; the site health of an item that does not exist.
    refusal(
        post(&app, "/backups/run", "{}", Some(&admin)).await,
        StatusCode::CONFLICT,
        "backup-no-dir",
        &[],
    )
    .await;
    let reviewed = json!({"entity": "nothing", "id": 1});
    refusal(
        post_json(&app, "/health/reviewed", &reviewed, &admin).await,
        StatusCode::BAD_REQUEST,
        "entity-key",
        &[],
    )
    .await;
}
