//! Security over HTTP (docs/security.md): the password policy on the account page, HSTS, the
//! headers of a stored PDF, and the back office's address allow-list.
use crate::common;

use common::{ADMIN, DOCUMENT, PASSWORD, TestApp, expect_failure, header, json_of, pdf};
use oshec::config::Settings;
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn spawn_with(settings: Settings) -> TestApp {
    common::spawn_app_with_settings(settings).await
}

pub(crate) fn document_fields(title: &str) -> Value {
    json!({
        "documentId": null,
        "titleEn": title,
        "titleOd": format!("ଓଡ଼ିଆ {title}"),
        "category": "acts",
        "publishDate": "2024-05-01",
        "validUntil": "",
        "fileLanguage": "en",
        "isActive": true,
    })
}

fn proxied() -> Settings {
    Settings {
        trusted_proxies: vec!["127.0.0.1".parse().expect("ip")],
        ..Settings::default()
    }
}

async fn change_password(app: &TestApp, token: &str, new: &str) -> reqwest::Response {
    app.client
        .post(app.api("/account/password"))
        .bearer_auth(token)
        .json(&json!({"currentPassword": PASSWORD, "newPassword": new, "repeatPassword": new}))
        .send()
        .await
        .expect("request")
}

#[tokio::test]
async fn the_account_page_refuses_weak_passwords_naming_the_rule() {
    let app = common::spawn_app().await;
    let token = app.admin_token().await;
    for (new, rule) in [
        ("123456789012", "common passwords"),
        ("Password2024!", "common passwords"),
        ("short one", "at least 12 characters"),
        (ADMIN, "e-mail address"),
        (
            "Odisha State Higher Education Council",
            "name of this website",
        ),
        ("zzzzzzzzzzzzzzzz", "repeats one short pattern"),
        ("P@ssw0rd1234", "common passwords"),
        ("ｐａｓｓｗｏｒｄ１２３４", "common passwords"),
        ("oshecoshecoshec", "name of this website"),
        ("oshec-admin-2026", "name of this website"),
        ("qwertyuiopas", "keyboard or the alphabet"),
        ("abcdefghijkl", "keyboard or the alphabet"),
        (
            "\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}",
            "only spaces",
        ),
        (
            "ab\u{200B}\u{200C}\u{2060}\u{FEFF}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}",
            "at least 12 characters",
        ),
        ("tamarind\u{0007}kettle monsoon", "control characters"),
    ] {
        let message = expect_failure(
            change_password(&app, &token, new).await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert!(message.contains(rule), "{new}: {message}");
    }
    // The session still works, and a good password is taken.
    let resp = change_password(&app, &token, "tamarind kettle monsoon").await;
    assert_eq!(resp.status(), StatusCode::OK);
    let body = json_of(app.login(ADMIN, "tamarind kettle monsoon").await).await;
    assert_eq!(body["outcome"], json!(true), "{body}");
}

#[tokio::test]
async fn hsts_only_for_https_requests() {
    // Directly, without a public https address: never, whatever the client claims.
    let app = common::spawn_app().await;
    let resp = app
        .client
        .get(app.url("/healthz"))
        .header("X-Forwarded-Proto", "https")
        .send()
        .await
        .expect("request");
    assert_eq!(header(resp.headers(), "strict-transport-security"), "");

    // Through a trusted proxy: when it says the request came over HTTPS.
    let app = spawn_with(proxied()).await;
    for path in ["/healthz", "/oshec/api/banner/allowAll/list", "/"] {
        let resp = app
            .client
            .get(app.url(path))
            .header("X-Forwarded-Proto", "https")
            .send()
            .await
            .expect("request");
        assert_eq!(
            header(resp.headers(), "strict-transport-security"),
            "max-age=31536000",
            "{path}"
        );
        let plain = app
            .client
            .get(app.url(path))
            .header("X-Forwarded-Proto", "http")
            .send()
            .await
            .expect("request");
        assert_eq!(header(plain.headers(), "strict-transport-security"), "");
    }

    // With an https public address: on every answer, subdomains when asked.
    let app = spawn_with(Settings {
        public_url: Some("https://oshec.example.org".into()),
        hsts_include_subdomains: true,
        ..Settings::default()
    })
    .await;
    for path in [
        "/healthz",
        "/no/such/page",
        "/oshec/api/banner/allowAll/list",
    ] {
        let resp = app.client.get(app.url(path)).send().await.expect("request");
        assert_eq!(
            header(resp.headers(), "strict-transport-security"),
            "max-age=31536000; includeSubDomains",
            "{path}"
        );
    }
}

#[tokio::test]
async fn a_pdf_is_sandboxed_and_downloads_on_request() {
    let app = common::spawn_app().await;
    let token = app.admin_token().await;
    let fields = document_fields("Council Act");
    let resp = app
        .manage(&DOCUMENT, &fields, Some(pdf("headers")), Some(&token))
        .await;
    let saved: Value = json_of(resp).await;
    let path = saved["data"]["documentPath"]
        .as_str()
        .unwrap_or_else(|| panic!("path in {saved}"))
        .to_string();

    let resp = app.client.get(app.url(&path)).send().await.expect("pdf");
    assert_eq!(resp.status(), StatusCode::OK);
    let h = resp.headers();
    assert_eq!(header(h, "content-security-policy"), "sandbox");
    assert_eq!(header(h, "x-content-type-options"), "nosniff");
    assert!(
        header(h, "content-disposition").starts_with("inline; filename=\"council-act.pdf\""),
        "{}",
        header(h, "content-disposition")
    );

    let resp = app
        .client
        .get(app.url(&format!("{path}?download=1")))
        .send()
        .await
        .expect("pdf");
    assert_eq!(resp.status(), StatusCode::OK);
    let h = resp.headers();
    assert_eq!(header(h, "content-security-policy"), "sandbox");
    assert!(
        header(h, "content-disposition").starts_with("attachment; filename=\"council-act.pdf\""),
        "{}",
        header(h, "content-disposition")
    );

    // Pages keep the site's own policy.
    let resp = app.client.get(app.url("/")).send().await.expect("home");
    assert!(header(resp.headers(), "content-security-policy").contains("default-src 'self'"));
}

#[tokio::test]
async fn the_back_office_answers_only_allowed_addresses() {
    let app = spawn_with(Settings {
        admin_allow: vec![
            "10.9.0.0/16".parse().expect("net"),
            "2001:db8::/64".parse().expect("net"),
        ],
        ..proxied()
    })
    .await;
    let auth = app.auth.clone();
    tokio::task::spawn_blocking(move || auth.create_admin(ADMIN, PASSWORD))
        .await
        .expect("blocking")
        .expect("admin");
    let sign_in = |from: &'static str| {
        let app = &app;
        async move {
            let payload = json!({"userName": ADMIN, "password": PASSWORD, "captcha": "ignore"});
            let encoded = common::b64(payload.to_string());
            app.client
                .post(app.api("/allowAll/authenticate"))
                .header("Content-Type", "text/plain")
                .header("X-Forwarded-For", from)
                .body(encoded)
                .send()
                .await
                .expect("sign-in")
        }
    };

    // From inside the ranges: signed in, and the token works.
    let resp = sign_in("10.9.4.2").await;
    assert_eq!(resp.status(), StatusCode::OK);
    let token = json_of(resp).await["data"]
        .as_str()
        .expect("token")
        .to_string();
    let resp = sign_in("2001:db8::77").await;
    assert_eq!(resp.status(), StatusCode::OK);

    // From outside: the sign-in call, a token call and the back office's page are 403.
    let message = expect_failure(sign_in("203.0.113.9").await, StatusCode::FORBIDDEN).await;
    assert_eq!(message, "The back office cannot be used from this address.");
    let resp = app
        .client
        .get(app.api("/account/admins"))
        .bearer_auth(&token)
        .header("X-Forwarded-For", "198.51.100.4")
        .send()
        .await
        .expect("request");
    expect_failure(resp, StatusCode::FORBIDDEN).await;
    let resp = app
        .client
        .get(app.url("/oshec/admin/account"))
        .header("X-Forwarded-For", "198.51.100.4")
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::FORBIDDEN);

    // Visitors are not affected, from anywhere.
    let resp = app
        .client
        .get(app.api("/banner/allowAll/list"))
        .header("X-Forwarded-For", "198.51.100.4")
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    let resp = app
        .client
        .get(app.url("/"))
        .header("X-Forwarded-For", "198.51.100.4")
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);

    // Each refused address is in the audit trail with the path it asked for (once a minute).
    let resp = app
        .client
        .get(app.api("/audit/list?size=100"))
        .bearer_auth(&token)
        .header("X-Forwarded-For", "10.9.4.2")
        .send()
        .await
        .expect("audit");
    let body = json_of(resp).await;
    let refused: Vec<(String, String)> = body["data"]
        .as_array()
        .expect("entries")
        .iter()
        .filter(|e| e["action"] == json!("access-refused"))
        .map(|e| {
            (
                e["address"].as_str().unwrap_or_default().to_string(),
                e["changes"][0]["after"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string(),
            )
        })
        .collect();
    assert_eq!(
        refused,
        [
            (
                "198.51.100.4".to_string(),
                "/oshec/api/account/admins".to_string()
            ),
            (
                "203.0.113.9".to_string(),
                "/oshec/api/allowAll/authenticate".to_string()
            ),
        ],
        "{body}"
    );
}

fn feedback_body(tag: &str) -> Value {
    json!({
        "name": format!("Asha {tag}"),
        "email": "asha@example.org",
        "phone": "9437012345",
        "subject": format!("Subject {tag}"),
        "message": format!("A question about admissions, {tag}."),
        "website": "",
    })
}

#[tokio::test]
async fn feedback_must_be_json_and_refuses_control_and_bidi_characters() {
    let app = common::spawn_app().await;
    // What any other website can make a visitor's browser send without asking: refused.
    for content_type in [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data",
    ] {
        let resp = app
            .client
            .post(app.api("/feedback/allowAll/submit"))
            .header("Content-Type", content_type)
            .body(feedback_body("cross-site").to_string())
            .send()
            .await
            .expect("request");
        let message = expect_failure(resp, StatusCode::UNSUPPORTED_MEDIA_TYPE).await;
        assert!(message.contains("application/json"), "{message}");
    }

    // Control and text-direction characters are refused with a message, never stored.
    for (field, value) in [
        ("name", "As\u{0}ha\u{1b}[2J"),
        (
            "message",
            "Pay \u{202E}gnp.exe\u{202C} now\u{2066}.\nSecond line.",
        ),
    ] {
        let mut body = feedback_body("controls");
        body[field] = json!(value);
        let resp = app
            .client
            .post(app.api("/feedback/allowAll/submit"))
            .header("Content-Type", "application/json; charset=utf-8")
            .body(body.to_string())
            .send()
            .await
            .expect("request");
        let message = expect_failure(resp, StatusCode::BAD_REQUEST).await;
        assert!(
            message.contains("control or text-direction character"),
            "{message}"
        );
    }
    let token = app.admin_token().await;
    let resp = app
        .client
        .get(app.api("/feedback/list"))
        .bearer_auth(&token)
        .send()
        .await
        .expect("inbox");
    let inbox = json_of(resp).await;
    assert_eq!(inbox["total"], json!(0), "{inbox}");
}

#[tokio::test]
async fn content_text_with_control_or_bidi_characters_is_refused() {
    let app = common::spawn_app().await;
    let token = app.admin_token().await;
    let w = common::wire("council");
    let mut fields = common::sample(&w, "bidi");
    fields[w.fields[0]] = json!("Council\u{0} \u{202E}txet\u{202C} title\u{1b}");
    let resp = app.manage(&w, &fields, None, Some(&token)).await;
    let message = expect_failure(resp, StatusCode::BAD_REQUEST).await;
    assert!(
        message.contains(w.fields[0]) && message.contains("U+202E"),
        "{message}"
    );
    // Tabs, line ends and Odia stay as typed.
    fields[w.fields[0]] = json!("Council\ttitle ଓଡ଼ିଆ");
    let saved = json_of(app.manage(&w, &fields, None, Some(&token)).await).await;
    assert_eq!(saved["outcome"], json!(true), "{saved}");
}

#[tokio::test]
async fn an_ipv6_64_counts_as_one_client() {
    let app = spawn_with(Settings {
        login_max_failures: 3,
        ..proxied()
    })
    .await;
    let auth = app.auth.clone();
    tokio::task::spawn_blocking(move || auth.create_admin(ADMIN, PASSWORD))
        .await
        .expect("blocking")
        .expect("admin");
    let sign_in = |from: String, user: &'static str, password: &'static str| {
        let app = &app;
        async move {
            let payload = json!({"userName": user, "password": password, "captcha": "ignore"});
            app.client
                .post(app.api("/allowAll/authenticate"))
                .header("Content-Type", "text/plain")
                .header("X-Forwarded-For", from)
                .body(common::b64(payload.to_string()))
                .send()
                .await
                .expect("sign-in")
        }
    };
    // Three failures from three addresses of one /64 (other user names each time)...
    for (n, user) in ["a@example.org", "b@example.org", "c@example.org"]
        .iter()
        .enumerate()
    {
        let resp = sign_in(format!("2001:db8:7:7::{}", n + 1), user, "wrong password 1").await;
        assert_eq!(resp.status(), StatusCode::OK);
    }
    // ...hold back a fourth address of it, even with the right password,
    let resp = sign_in("2001:db8:7:7:ffff::9".into(), ADMIN, PASSWORD).await;
    assert_eq!(resp.status(), StatusCode::TOO_MANY_REQUESTS);
    // but not the next /64.
    let resp = sign_in("2001:db8:7:8::1".into(), ADMIN, PASSWORD).await;
    assert_eq!(resp.status(), StatusCode::OK);

    // Feedback: five messages an hour per client, an IPv6 client by its /64.
    for n in 0..5 {
        let resp = app
            .client
            .post(app.api("/feedback/allowAll/submit"))
            .header("X-Forwarded-For", format!("2001:db8:9:9::{n}"))
            .json(&feedback_body("v6"))
            .send()
            .await
            .expect("feedback");
        assert_eq!(resp.status(), StatusCode::OK, "message {n}");
    }
    let resp = app
        .client
        .post(app.api("/feedback/allowAll/submit"))
        .header("X-Forwarded-For", "2001:db8:9:9:1234::77")
        .json(&feedback_body("v6"))
        .send()
        .await
        .expect("feedback");
    assert_eq!(resp.status(), StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn the_feedback_limit_is_the_feedback_per_hour_setting() {
    let app = common::spawn_app_with_settings(oshec::config::Settings {
        feedback_per_hour: 2,
        ..oshec::config::Settings::default()
    })
    .await;
    let send = || {
        app.client
            .post(app.api("/feedback/allowAll/submit"))
            .json(&feedback_body("limit"))
            .send()
    };
    for n in 0..2 {
        assert_eq!(
            send().await.expect("feedback").status(),
            StatusCode::OK,
            "message {n}"
        );
    }
    assert_eq!(
        send().await.expect("feedback").status(),
        StatusCode::TOO_MANY_REQUESTS
    );
}

#[tokio::test]
async fn pdfs_with_scripts_launch_actions_attachments_or_html_are_refused() {
    let app = common::spawn_app().await;
    let token = app.admin_token().await;
    let valid = pdf("plain");
    let with = |extra: &str| common::pdf_catalog("active", &[], extra);
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (b"%PDF-".to_vec(), "could not be read"),
        (valid[..valid.len() / 2].to_vec(), "could not be read"),
        (
            with("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"),
            "JavaScript",
        ),
        (
            with("/OpenAction << /S /Launch /F (cmd.exe) >>"),
            "launch action",
        ),
        (
            with("/Names << /EmbeddedFiles << /Names [] >> >>"),
            "embedded files",
        ),
        (
            [
                valid.clone(),
                b"<html><script>alert(1)</script></html>".to_vec(),
            ]
            .concat(),
            "web page",
        ),
    ];
    for (bytes, expected) in cases {
        let fields = document_fields("Bad PDF");
        let resp = app
            .manage(&DOCUMENT, &fields, Some(bytes), Some(&token))
            .await;
        let message = expect_failure(resp, StatusCode::BAD_REQUEST).await;
        assert!(message.contains(expected), "{expected}: {message}");
    }
    let fields = document_fields("Good PDF");
    let resp = app
        .manage(&DOCUMENT, &fields, Some(valid), Some(&token))
        .await;
    assert_eq!(resp.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_strangers_wrong_passwords_never_lock_the_owner_out() {
    let app = spawn_with(proxied()).await;
    let auth = app.auth.clone();
    tokio::task::spawn_blocking(move || auth.create_admin(ADMIN, PASSWORD))
        .await
        .expect("blocking")
        .expect("admin");
    let sign_in = |from: String, password: &'static str| {
        let app = &app;
        async move {
            let payload = json!({"userName": ADMIN, "password": password, "captcha": "ignore"});
            app.client
                .post(app.api("/allowAll/authenticate"))
                .header("Content-Type", "text/plain")
                .header("X-Forwarded-For", from)
                .body(common::b64(payload.to_string()))
                .send()
                .await
                .expect("sign-in")
        }
    };
    let office = "203.0.113.10".to_string();
    // A colleague's typo from the office's shared address.
    let resp = sign_in(office.clone(), "a colleague's typo").await;
    assert_eq!(json_of(resp).await["outcome"], json!(false));
    // A stranger's wrong passwords from one address elsewhere, until it is refused...
    let stranger = "198.51.100.66".to_string();
    for _ in 0..Settings::default().login_max_failures {
        let resp = sign_in(stranger.clone(), "a stranger's guess").await;
        assert_eq!(resp.status(), StatusCode::OK);
    }
    let resp = sign_in(stranger.clone(), "a stranger's guess").await;
    assert_eq!(resp.status(), StatusCode::TOO_MANY_REQUESTS);
    // ...and more from other addresses, each one fresh.
    for n in 0..Settings::default().login_max_failures {
        let resp = sign_in(format!("198.51.100.{}", 100 + n), "a stranger's guess").await;
        assert_eq!(resp.status(), StatusCode::OK);
    }
    // The owner at the office signs in with the right password.
    let resp = sign_in(office, PASSWORD).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(json_of(resp).await["outcome"], json!(true));
}

#[tokio::test]
async fn a_temporary_password_cannot_be_kept_as_the_new_one() {
    let app = common::spawn_app().await;
    let admin = app.admin_token().await;
    let email = "temporary@oshec.example.org";
    let temporary = "temporary password given 1";
    let create = json!({"adminId": null, "email": email, "role": "contributor",
        "isActive": true, "password": temporary});
    let resp = app
        .client
        .post(app.api("/account/admins/manage"))
        .bearer_auth(&admin)
        .json(&create)
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    let body = json_of(app.login(email, temporary).await).await;
    assert_eq!(body["mustChangePassword"], json!(true), "{body}");
    let token = body["data"].as_str().expect("token").to_string();
    let change = |new: &'static str| {
        let app = &app;
        let token = token.clone();
        async move {
            app.client
                .post(app.api("/account/password"))
                .bearer_auth(token)
                .json(&json!({"currentPassword": temporary, "newPassword": new, "repeatPassword": new}))
                .send()
                .await
                .expect("request")
        }
    };
    // The same again, also in another Unicode form of it (full-width), is refused.
    for same in [
        temporary,
        "ｔｅｍｐｏｒａｒｙ ｐａｓｓｗｏｒｄ ｇｉｖｅｎ １",
    ] {
        let message = expect_failure(change(same).await, StatusCode::BAD_REQUEST).await;
        assert!(message.contains("must differ"), "{message}");
    }
    assert_eq!(
        change("my own long password 2").await.status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn an_account_change_in_the_audit_trail_names_the_account() {
    let app = common::spawn_app().await;
    let admin = app.admin_token().await;
    let email = "named.official@oshec.example.org";
    let post = |body: Value| {
        let app = &app;
        let admin = admin.clone();
        async move {
            app.client
                .post(app.api("/account/admins/manage"))
                .bearer_auth(admin)
                .json(&body)
                .send()
                .await
                .expect("request")
        }
    };
    let create = json!({"adminId": null, "email": email, "role": "contributor",
        "isActive": true, "password": "first password given 1"});
    let resp = post(create).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let id = json_of(resp).await["data"]["adminId"].as_u64().expect("id");
    let promote = json!({"adminId": id, "email": email, "role": "approver", "isActive": true});
    assert_eq!(post(promote).await.status(), StatusCode::OK);

    let resp = app
        .client
        .get(app.api("/audit/list?entity=administrator&size=100"))
        .bearer_auth(&admin)
        .send()
        .await
        .expect("request");
    let entries = json_of(resp).await["data"].clone();
    let changed = entries
        .as_array()
        .expect("entries")
        .iter()
        .find(|e| e["action"] == json!("admin-changed"))
        .unwrap_or_else(|| panic!("no admin-changed entry: {entries}"));
    // As `oshec audit` prints it: the account by its e-mail, not only its number.
    let entry: oshec::audit::Entry = serde_json::from_value(changed.clone()).expect("entry");
    let line = oshec::audit::line(&entry);
    assert!(line.contains(email), "{line}");
    assert!(line.contains("approver"), "{line}");
}
