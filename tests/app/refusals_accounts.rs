//! The refusals of signing in, accounts, sessions, the second factor, visitors' feedback and
//! backups, over HTTP, each checked in both languages (docs/messages.md).
use crate::common::{
    ADMIN, PASSWORD, account, b64, get, json_of, refusal, spawn_app, spawn_app_with_settings,
};
use crate::mfa::{code, enrol};
use crate::refusals::{Case, get_as, post_as, refused};
use crate::workflow::CONTRIBUTOR;
use oshec::auth::Role;
use oshec::config::Settings;
use reqwest::StatusCode;
use serde_json::{Value, json};

/// The sign-in call with `body` as its text.
fn sign_in(
    app: &crate::common::TestApp,
    body: impl Into<reqwest::Body>,
) -> reqwest::RequestBuilder {
    app.client
        .post(app.api("/allowAll/authenticate"))
        .header("Content-Type", "text/plain")
        .body(body)
}

#[tokio::test]
async fn sign_in_account_and_session_refusals_speak_both_languages() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let contributor = account(&app, CONTRIBUTOR, Role::Contributor).await;
    let login = |v: Value| b64(v.to_string());
    let create = |email: &str, password: &str| {
        json!({"adminId": null, "email": email, "role": "approver", "isActive": true,
            "password": password})
    };
    let new = "new.official@oshec.example.org";
    let manage = |body: Value| post_as(&app, &admin, "/account/admins/manage", body);
    let sessions = json_of(get(&app, "/account/sessions", &admin).await).await;
    let admins_session = sessions["data"][0]["sessionId"]
        .as_str()
        .expect("session id")
        .to_string();
    // An account whose first password an administrator gave.
    assert_eq!(
        manage(create(new, "a first password given"))
            .send()
            .await
            .expect("create")
            .status(),
        StatusCode::OK
    );
    let given = json_of(app.login(new, "a first password given").await).await;
    let given = given["data"].as_str().expect("token").to_string();
    let change = |current: &str, new: &str| json!({"currentPassword": current, "newPassword": new, "repeatPassword": new});
    let cases: Vec<Case> = vec![
        (
            sign_in(&app, login(json!({"userName": ADMIN, "password": ""}))),
            StatusCode::BAD_REQUEST,
            "sign-in-both",
        ),
        (
            sign_in(&app, vec![0xffu8, 0xfe]),
            StatusCode::BAD_REQUEST,
            "sign-in-base64",
        ),
        (
            sign_in(&app, b64("not json")),
            StatusCode::BAD_REQUEST,
            "sign-in-json",
        ),
        (
            sign_in(
                &app,
                login(json!({"userName": ADMIN, "password": "x", "otp": 5})),
            ),
            StatusCode::BAD_REQUEST,
            "sign-in-otp",
        ),
        (
            get_as(&app, &given, "/account/admins"),
            StatusCode::FORBIDDEN,
            "password-change-first",
        ),
        // One's own password.
        (
            post_as(&app, &admin, "/account/password", json!({})),
            StatusCode::BAD_REQUEST,
            "password-give-all",
        ),
        (
            post_as(
                &app,
                &admin,
                "/account/password",
                change("not it at all", "another long one"),
            ),
            StatusCode::BAD_REQUEST,
            "password-wrong",
        ),
        (
            post_as(
                &app,
                &admin,
                "/account/password",
                change(PASSWORD, PASSWORD),
            ),
            StatusCode::BAD_REQUEST,
            "password-same",
        ),
        // The password policy, met by an administrator's new account.
        (
            manage(create(new, &"x".repeat(1025))),
            StatusCode::BAD_REQUEST,
            "password-too-long",
        ),
        (
            manage(create(new, "abc\tdefghijklmn")),
            StatusCode::BAD_REQUEST,
            "password-control",
        ),
        (
            manage(create(new, "              ")),
            StatusCode::BAD_REQUEST,
            "password-blank",
        ),
        (
            manage(create(
                "a.second.one@oshec.example.org",
                "a.second.one@oshec.example.org",
            )),
            StatusCode::BAD_REQUEST,
            "password-is-email",
        ),
        (
            manage(create(new, "oshec odisha")),
            StatusCode::BAD_REQUEST,
            "password-is-site-name",
        ),
        (
            manage(create(new, "anytimetoday")),
            StatusCode::BAD_REQUEST,
            "password-common",
        ),
        (
            manage(create(new, "zqxzqxzqxzqx")),
            StatusCode::BAD_REQUEST,
            "password-repetitive",
        ),
        (
            manage(create(new, "lmnopqrstuvwxy")),
            StatusCode::BAD_REQUEST,
            "password-run",
        ),
        (
            manage(
                json!({"adminId": null, "email": "third@oshec.example.org", "role": "approver",
                "isActive": true}),
            ),
            StatusCode::BAD_REQUEST,
            "password-first",
        ),
        (
            manage(create("nobody", "a long enough password")),
            StatusCode::BAD_REQUEST,
            "email-invalid",
        ),
        (
            manage(
                json!({"adminId": 999, "email": "x@oshec.example.org", "role": "approver",
                "isActive": true}),
            ),
            StatusCode::NOT_FOUND,
            "account-not-found",
        ),
        // Sessions.
        (
            get_as(&app, &admin, "/account/sessions?adminId=0"),
            StatusCode::BAD_REQUEST,
            "admin-id",
        ),
        (
            post_as(
                &app,
                &admin,
                "/account/admins/removeMfa",
                json!({"adminId": 0}),
            ),
            StatusCode::BAD_REQUEST,
            "admin-id",
        ),
        (
            post_as(&app, &admin, "/account/sessions/end", json!({})),
            StatusCode::BAD_REQUEST,
            "session-id",
        ),
        (
            post_as(
                &app,
                &admin,
                "/account/sessions/end",
                json!({"sessionId": "none"}),
            ),
            StatusCode::NOT_FOUND,
            "session-not-found",
        ),
        (
            post_as(
                &app,
                &contributor,
                "/account/sessions/end",
                json!({"sessionId": admins_session}),
            ),
            StatusCode::FORBIDDEN,
            "end-others-session",
        ),
        // The second factor, before it is on.
        (
            post_as(&app, &admin, "/account/mfa/enable", json!({})),
            StatusCode::BAD_REQUEST,
            "mfa-code-missing",
        ),
        (
            post_as(
                &app,
                &admin,
                "/account/mfa/enable",
                json!({"code": "123456"}),
            ),
            StatusCode::BAD_REQUEST,
            "reauthenticate",
        ),
        (
            post_as(
                &app,
                &admin,
                "/account/mfa/enable",
                json!({"code": "123456", "currentPassword": PASSWORD}),
            ),
            StatusCode::CONFLICT,
            "mfa-none-pending",
        ),
        (
            post_as(
                &app,
                &admin,
                "/account/mfa/disable",
                json!({"code": "123456", "currentPassword": PASSWORD}),
            ),
            StatusCode::CONFLICT,
            "mfa-off",
        ),
    ];
    refused(cases).await;

    // An existing account: its address is said as it is, in both languages.
    refusal(
        manage(create(ADMIN, "a long enough password"))
            .send()
            .await
            .expect("request"),
        StatusCode::CONFLICT,
        "account-exists",
        &[ADMIN],
    )
    .await;

    // A code that is not the one the app shows, then the factor on.
    assert_eq!(
        post_as(&app, &admin, "/account/mfa/setup", json!({}))
            .send()
            .await
            .expect("setup")
            .status(),
        StatusCode::OK
    );
    let wrong = json!({"code": "000000", "currentPassword": PASSWORD});
    refusal(
        post_as(&app, &admin, "/account/mfa/enable", wrong.clone())
            .send()
            .await
            .expect("enable"),
        StatusCode::BAD_REQUEST,
        "mfa-setup-code-wrong",
        &[],
    )
    .await;
    let (secret, _) = enrol(&app, &admin).await;
    let again = json!({"code": code(&secret, 0).await, "currentPassword": PASSWORD});
    let with_code = |otp: Option<&str>| {
        let mut body = json!({"userName": ADMIN, "password": PASSWORD});
        if let Some(otp) = otp {
            body["otp"] = json!(otp);
        }
        sign_in(&app, login(body))
    };
    let cases: Vec<Case> = vec![
        (
            post_as(&app, &admin, "/account/mfa/setup", json!({})),
            StatusCode::CONFLICT,
            "mfa-on-setup",
        ),
        (
            post_as(&app, &admin, "/account/mfa/enable", again),
            StatusCode::CONFLICT,
            "mfa-on",
        ),
        (with_code(None), StatusCode::UNAUTHORIZED, "mfa-required"),
        (
            with_code(Some("000000")),
            StatusCode::UNAUTHORIZED,
            "mfa-code-not-right",
        ),
    ];
    refused(cases).await;
}

#[tokio::test]
async fn refusals_of_the_sites_own_settings_speak_both_languages() {
    let app = spawn_app_with_settings(Settings {
        require_mfa: true,
        login_max_failures: 2,
        feedback_per_hour: 1,
        ..Settings::default()
    })
    .await;
    let auth = app.auth.clone();
    tokio::task::spawn_blocking(move || auth.create_admin(ADMIN, PASSWORD).expect("admin"))
        .await
        .expect("create");
    let limited = json_of(app.login(ADMIN, PASSWORD).await).await;
    let limited = limited["data"].as_str().expect("token").to_string();
    refusal(
        get(&app, "/account/admins", &limited).await,
        StatusCode::FORBIDDEN,
        "mfa-set-up-first",
        &[],
    )
    .await;
    let (secret, _) = enrol(&app, &limited).await;
    let off = json!({"code": code(&secret, 0).await, "currentPassword": PASSWORD});
    let feedback = json!({"name": "A", "email": "a@example.org", "subject": "s", "message": "m"});
    let send_feedback = || {
        app.client
            .post(app.api("/feedback/allowAll/submit"))
            .json(&feedback)
    };
    assert_eq!(
        send_feedback().send().await.expect("feedback").status(),
        StatusCode::OK
    );
    let cases: Vec<Case> = vec![
        (
            post_as(&app, &limited, "/account/mfa/disable", off),
            StatusCode::FORBIDDEN,
            "mfa-required-by-site",
        ),
        (
            send_feedback(),
            StatusCode::TOO_MANY_REQUESTS,
            "feedback-throttled",
        ),
    ];
    refused(cases).await;
    // Failed sign-ins up to the limit; the next is refused before its password is read.
    for _ in 0..2 {
        app.login("someone@oshec.example.org", "not a password")
            .await;
    }
    let cases: Vec<Case> = vec![(
        sign_in(
            &app,
            b64(json!({"userName": "someone@oshec.example.org", "password": "x"}).to_string()),
        ),
        StatusCode::TOO_MANY_REQUESTS,
        "sign-in-throttled",
    )];
    refused(cases).await;

    // The back office from an address outside the allow-list.
    let app = spawn_app_with_settings(Settings {
        admin_allow: vec!["192.0.2.0/24".parse().expect("range")],
        ..Settings::default()
    })
    .await;
    refused(vec![(
        app.client
            .get(app.api("/account/admins"))
            .bearer_auth("any"),
        StatusCode::FORBIDDEN,
        "address-not-allowed",
    )])
    .await;
}

#[tokio::test]
async fn feedback_refusals_speak_both_languages() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let submit = |body: Value| {
        let text = match body {
            Value::String(s) => s,
            other => other.to_string(),
        };
        app.client
            .post(app.api("/feedback/allowAll/submit"))
            .header("Content-Type", "application/json")
            .body(text)
    };
    let form = |changes: Value| {
        let mut out =
            json!({"name": "A", "email": "a@example.org", "subject": "s", "message": "m"});
        for (k, v) in changes.as_object().expect("changes") {
            out[k] = v.clone();
        }
        submit(out)
    };
    let update = |body: Value| post_as(&app, &admin, "/feedback/update", body);
    let cases: Vec<Case> = vec![
        (submit(json!("x")), StatusCode::BAD_REQUEST, "json-object"),
        (
            submit(json!([1])),
            StatusCode::BAD_REQUEST,
            "feedback-not-object",
        ),
        (
            form(json!({"name": 5})),
            StatusCode::BAD_REQUEST,
            "field-not-text",
        ),
        (
            form(json!({"name": "a\u{1b}b"})),
            StatusCode::BAD_REQUEST,
            "unwanted-character",
        ),
        (
            form(json!({"name": "n".repeat(101)})),
            StatusCode::BAD_REQUEST,
            "feedback-too-long",
        ),
        (
            form(json!({"email": "nobody"})),
            StatusCode::BAD_REQUEST,
            "feedback-email",
        ),
        (
            get_as(&app, &admin, "/feedback/list?status=lost"),
            StatusCode::BAD_REQUEST,
            "feedback-status",
        ),
        (
            get_as(&app, &admin, "/feedback/list?assigneeId=x"),
            StatusCode::BAD_REQUEST,
            "feedback-assignee-filter",
        ),
        (
            post_as(&app, &admin, "/feedback/markRead", json!({})),
            StatusCode::BAD_REQUEST,
            "feedback-id",
        ),
        (
            update(json!([1])),
            StatusCode::BAD_REQUEST,
            "feedback-update-object",
        ),
        (
            update(json!({"feedbackId": 1, "assigneeId": "x"})),
            StatusCode::BAD_REQUEST,
            "feedback-assignee",
        ),
        (
            update(json!({"feedbackId": 1, "assigneeId": 999})),
            StatusCode::NOT_FOUND,
            "feedback-assignee-unknown",
        ),
        (
            update(json!({"feedbackId": 1, "note": "n".repeat(5001)})),
            StatusCode::BAD_REQUEST,
            "feedback-note-too-long",
        ),
        (
            update(json!({"feedbackId": 1, "note": "  "})),
            StatusCode::BAD_REQUEST,
            "feedback-note-empty",
        ),
        (
            update(json!({"feedbackId": 999, "status": "closed"})),
            StatusCode::NOT_FOUND,
            "feedback-not-found",
        ),
    ];
    refused(cases).await;
}

#[tokio::test]
async fn backup_refusals_speak_both_languages() {
    let dir = tempfile::tempdir().expect("dir");
    let folder = dir.path().join("backups");
    let app = spawn_app_with_settings(Settings {
        backup_dir: Some(folder.clone()),
        ..Settings::default()
    })
    .await;
    let admin = app.admin_token().await;
    refused(vec![(
        post_as(&app, &admin, "/backups/run", json!({})),
        StatusCode::SERVICE_UNAVAILABLE,
        "backup-no-folder",
    )])
    .await;
    // The folder, with a file under every name a backup made in the next minute would take.
    std::fs::create_dir(&folder).expect("folder");
    let now = oshec::clock::now_ms();
    for second in 0..60 {
        let name = format!(
            "oshec-{}.redb",
            oshec::clock::file_stamp(now + second * 1000)
        );
        std::fs::write(folder.join(name), b"not a backup").expect("file");
    }
    let cases: Vec<Case> = vec![
        (
            post_as(&app, &admin, "/backups/run", json!({})),
            StatusCode::CONFLICT,
            "backup-exists",
        ),
        (
            post_as(&app, &admin, "/backups/check", json!("x")),
            StatusCode::BAD_REQUEST,
            "backup-request",
        ),
        (
            post_as(
                &app,
                &admin,
                "/backups/check",
                json!({"name": "oshec-none.redb"}),
            ),
            StatusCode::NOT_FOUND,
            "backup-not-found",
        ),
    ];
    refused(cases).await;
}
