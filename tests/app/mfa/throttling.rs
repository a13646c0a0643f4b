//! Throttled sign-ins: in the audit trail, two-step sign-ins not counted against the address, and
//! wrong codes limited per account whatever the address.

use super::*;

#[tokio::test]
async fn throttled_sign_ins_are_in_the_audit_trail() {
    let app = common::spawn_app_with_settings(Settings {
        login_max_failures: 2,
        ..Settings::default()
    })
    .await;
    let token = app.admin_token().await;
    for _ in 0..2 {
        let body = json_of(sign_in(&app, "typo@example.org", "wrong guess", None).await).await;
        assert_eq!(body["outcome"], json!(false));
    }
    let resp = sign_in(&app, "typo@example.org", "wrong guess", None).await;
    assert_eq!(resp.status(), StatusCode::TOO_MANY_REQUESTS);
    let entries = data(get(&app, "/audit/list?entity=session&size=100", &token).await).await;
    let entries = entries.as_array().expect("entries");
    let throttled = entries
        .iter()
        .find(|e| e["action"] == json!("sign-in-throttled"))
        .expect("throttled entry");
    // The name as typed; never the password.
    assert_eq!(throttled["admin"], json!("typo@example.org"));
    assert!(
        !entries
            .iter()
            .any(|e| e.to_string().contains("wrong guess"))
    );
}

#[tokio::test]
async fn signing_in_in_two_steps_does_not_count_against_the_address() {
    let app = common::spawn_app_with_settings(Settings {
        login_max_failures: 2,
        ..Settings::default()
    })
    .await;
    let token = app.admin_token().await;
    let (secret, _) = enrol(&app, &token).await;
    add_account(&app, OTHER, Role::Approver).await;
    // The first step of each sign-in (the password alone) asks for the code...
    for _ in 0..3 {
        expect_mfa_required(sign_in(&app, ADMIN, PASSWORD, None).await).await;
    }
    // ...without using up the address's failures: another official here signs in.
    let _ = signed_in(&app, OTHER, OTHER_PASSWORD, None).await;
    // A wrong code counts against the address too, like a wrong password: with the name's
    // failures from here used up, this address is now refused even the right code.
    expect_mfa_required(sign_in(&app, ADMIN, PASSWORD, Some("00000a")).await).await;
    expect_mfa_required(sign_in(&app, ADMIN, PASSWORD, Some("00000b")).await).await;
    let right = code(&secret, 0).await;
    let resp = sign_in(&app, ADMIN, PASSWORD, Some(&right)).await;
    assert_eq!(resp.status(), StatusCode::TOO_MANY_REQUESTS);
}

/// A sign-in from `from` (behind the trusted proxy on 127.0.0.1).
async fn sign_in_from(
    app: &TestApp,
    from: &str,
    password: &str,
    otp: Option<&str>,
) -> reqwest::Response {
    let mut payload = json!({"userName": ADMIN, "password": password, "captcha": "ignore"});
    if let Some(otp) = otp {
        payload["otp"] = json!(otp);
    }
    app.client
        .post(app.api("/allowAll/authenticate"))
        .header("Content-Type", "text/plain")
        .header("X-Forwarded-For", from)
        .body(b64(payload.to_string()))
        .send()
        .await
        .expect("request")
}

#[tokio::test(flavor = "multi_thread")]
async fn wrong_codes_are_limited_per_account_whatever_the_address_and_the_owner_is_told() {
    let app = common::spawn_app_with_settings(Settings {
        trusted_proxies: vec!["127.0.0.1".parse().expect("ip")],
        ..Settings::default()
    })
    .await;
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("address").port();
    let inbox = crate::mail::smtp_sink(listener);
    crate::mail::start_mailer(&app, port);
    let token = app.admin_token().await;
    let (secret, _) = enrol(&app, &token).await;
    // With the password known, one guess from each fresh IPv6 /64: five wrong codes...
    for n in 0..oshec::auth::CODE_MAX_FAILURES {
        let from = format!("2001:db8:{n:x}::1");
        let resp = sign_in_from(&app, &from, PASSWORD, Some("000000")).await;
        expect_mfa_required(resp).await;
    }
    // ...and the account takes no more codes, from anywhere, not even the right one.
    let resp = sign_in_from(&app, "2001:db8:ffff::1", PASSWORD, Some("111111")).await;
    assert_eq!(resp.status(), StatusCode::TOO_MANY_REQUESTS);
    let right = code(&secret, 0).await;
    let resp = sign_in_from(&app, "2001:db8:fffe::1", PASSWORD, Some(&right)).await;
    assert_eq!(resp.status(), StatusCode::TOO_MANY_REQUESTS);

    // The owner is told by mail, once for the window, of where the wrong code came from.
    let mails = crate::mail::wait_for(&inbox, 1).await;
    assert_eq!(mails[0].to, [ADMIN]);
    assert!(mails[0].text.contains("wrong code"), "{}", mails[0].text);
    assert!(mails[0].text.contains("2001:db8::1"), "{}", mails[0].text);
    // The audit trail has each wrong code, naming the account.
    let entries = data(get(&app, "/audit/list?entity=session&size=100", &token).await).await;
    let failed: Vec<&Value> = entries
        .as_array()
        .expect("entries")
        .iter()
        .filter(|e| e["action"] == json!("sign-in-factor-failed"))
        .collect();
    assert_eq!(failed.len(), oshec::auth::CODE_MAX_FAILURES, "{entries}");
    assert!(
        failed.iter().all(|e| e.to_string().contains(ADMIN)),
        "{entries}"
    );
    assert!(
        entries
            .as_array()
            .expect("entries")
            .iter()
            .any(|e| e["action"] == json!("sign-in-factor-throttled")),
        "{entries}"
    );
    assert_eq!(crate::mail::wait_for(&inbox, 1).await.len(), 1);
}
