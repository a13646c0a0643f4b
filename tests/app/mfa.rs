//! Sign-in over HTTP (docs/sign-in.md): the second factor (enrolment, sign-in with and without a
//! code, a code never taken twice, recovery codes once each, `require_mfa`, a reset from the
//! terminal), sessions one can see and end, idle expiry, `single_session`, and the audit entries
//! of it all.
use crate::common;

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use common::{ADMIN, PASSWORD, TestApp, b64, expect_failure, get, json_of, post_json};
use oshec::audit::Actor;
use oshec::auth::Role;
use oshec::config::Settings;
use reqwest::StatusCode;
use serde_json::{Value, json};

const OTHER: &str = "clerk@example.org";
const OTHER_PASSWORD: &str = "lantern orchard pebble";

fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("clock")
        .as_secs()
}

/// The code of `secret` (base32, as the setup call gives it) `offset_steps` steps from now.
/// Waits out the last two seconds of a step, so the server reads the same step as the test.
pub(crate) async fn code(secret: &str, offset_steps: i64) -> String {
    while now_secs() % 30 >= 28 {
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    let bytes = totp_rs::Secret::try_from_base32(secret)
        .expect("base32 secret")
        .as_ref()
        .to_vec();
    let totp = totp_rs::Builder::new()
        .with_secret(bytes)
        .build()
        .expect("totp");
    let at = now_secs().saturating_add_signed(offset_steps * 30);
    totp.generate(at).to_string()
}

async fn sign_in(
    app: &TestApp,
    user: &str,
    password: &str,
    otp: Option<&str>,
) -> reqwest::Response {
    sign_in_as(app, user, password, otp, "Firefox/140 test").await
}

async fn sign_in_as(
    app: &TestApp,
    user: &str,
    password: &str,
    otp: Option<&str>,
    agent: &str,
) -> reqwest::Response {
    let mut payload = json!({"userName": user, "password": password, "captcha": "ignore"});
    if let Some(otp) = otp {
        payload["otp"] = json!(otp);
    }
    app.client
        .post(app.api("/allowAll/authenticate"))
        .header("Content-Type", "text/plain")
        .header("User-Agent", agent)
        .body(b64(payload.to_string()))
        .send()
        .await
        .expect("request")
}

/// A token for `user`, checking the sign-in succeeded.
async fn signed_in(app: &TestApp, user: &str, password: &str, otp: Option<&str>) -> String {
    let resp = sign_in(app, user, password, otp).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let body = json_of(resp).await;
    assert_eq!(body["outcome"], json!(true), "{body}");
    body["data"].as_str().expect("token").to_string()
}

/// A sign-in refused for want of a right code: 401 with `data.mfaRequired`.
async fn expect_mfa_required(resp: reqwest::Response) -> String {
    assert_eq!(resp.status(), StatusCode::UNAUTHORIZED);
    let body = json_of(resp).await;
    assert_eq!(body["outcome"], json!(false), "{body}");
    assert_eq!(body["data"]["mfaRequired"], json!(true), "{body}");
    body["message"].as_str().expect("message").to_string()
}

async fn data(resp: reqwest::Response) -> Value {
    assert_eq!(resp.status(), StatusCode::OK, "{}", resp.url());
    let body = json_of(resp).await;
    assert_eq!(body["outcome"], json!(true), "{body}");
    body["data"].clone()
}

/// Sets up and turns on the factor of the account holding `token`; answers the secret and
/// the recovery codes. The code used is one step old, so the current one is still unused.
pub(crate) async fn enrol(app: &TestApp, token: &str) -> (String, Vec<String>) {
    let setup = data(post_json(app, "/account/mfa/setup", &json!({}), token).await).await;
    let secret = setup["secret"].as_str().expect("secret").to_string();
    let codes = data(
        post_json(
            app,
            "/account/mfa/enable",
            &json!({"code": code(&secret, -1).await, "currentPassword": PASSWORD}),
            token,
        )
        .await,
    )
    .await;
    let codes: Vec<String> = codes["recoveryCodes"]
        .as_array()
        .expect("codes")
        .iter()
        .map(|c| c.as_str().expect("code").to_string())
        .collect();
    (secret, codes)
}

/// The actions of the newest audit entries about `entity`.
async fn actions(app: &TestApp, token: &str, entity: &str) -> Vec<String> {
    let resp = get(app, &format!("/audit/list?entity={entity}&size=100"), token).await;
    data(resp)
        .await
        .as_array()
        .expect("entries")
        .iter()
        .map(|e| e["action"].as_str().unwrap_or_default().to_string())
        .collect()
}

async fn add_account(app: &TestApp, email: &'static str, role: Role) {
    let auth = app.auth.clone();
    tokio::task::spawn_blocking(move || {
        auth.create_account(email, OTHER_PASSWORD, role, false, &Actor::terminal())
            .expect("account")
    })
    .await
    .expect("create");
}

#[tokio::test]
async fn enrolment_then_sign_in_asks_for_a_code_and_takes_each_once() {
    let app = common::spawn_app().await;
    let token = app.admin_token().await;
    let other_session = token_of_second_sign_in(&app).await;

    let status = data(get(&app, "/account/mfa", &token).await).await;
    assert_eq!(status["enabled"], json!(false));

    // Setup answers the secret, its address and a QR code; nothing is on yet.
    let setup = data(post_json(&app, "/account/mfa/setup", &json!({}), &token).await).await;
    let secret = setup["secret"].as_str().expect("secret").to_string();
    let uri = setup["otpauthUri"].as_str().expect("uri");
    let label = format!("otpauth://totp/OSHEC:{}?", ADMIN.replace('@', "%40"));
    assert!(uri.starts_with(&label), "{uri}");
    assert!(uri.contains(&format!("secret={secret}")), "{uri}");
    assert!(setup["qrSvg"].as_str().expect("svg").contains("<svg"));
    let _ = signed_in(&app, ADMIN, PASSWORD, None).await;

    // A wrong code is refused; a right one turns it on with ten recovery codes.
    let wrong = if code(&secret, 0).await == "000000" {
        "111111"
    } else {
        "000000"
    };
    let message = expect_failure(
        post_json(
            &app,
            "/account/mfa/enable",
            &json!({"code": wrong, "currentPassword": PASSWORD}),
            &token,
        )
        .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(message.contains("not right"), "{message}");
    let enable_code = code(&secret, -1).await;
    let codes = data(
        post_json(
            &app,
            "/account/mfa/enable",
            &json!({"code": enable_code, "currentPassword": PASSWORD}),
            &token,
        )
        .await,
    )
    .await["recoveryCodes"]
        .as_array()
        .expect("codes")
        .clone();
    assert_eq!(codes.len(), 10);
    // The account's other session ended; this one goes on.
    assert_eq!(
        get(&app, "/account/mfa", &other_session).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let status = data(get(&app, "/account/mfa", &token).await).await;
    assert_eq!(status["enabled"], json!(true));
    assert_eq!(status["recoveryCodesLeft"], json!(10));
    // A second setup is refused while it is on.
    expect_failure(
        post_json(&app, "/account/mfa/setup", &json!({}), &token).await,
        StatusCode::CONFLICT,
    )
    .await;

    // The password alone is not enough now; a wrong or reused code neither.
    let message = expect_mfa_required(sign_in(&app, ADMIN, PASSWORD, None).await).await;
    assert!(message.contains("six-digit code"), "{message}");
    let message = expect_mfa_required(sign_in(&app, ADMIN, PASSWORD, Some(wrong)).await).await;
    assert!(message.contains("not right"), "{message}");
    expect_mfa_required(sign_in(&app, ADMIN, PASSWORD, Some(&enable_code)).await).await;
    // A wrong password with a right code is still a wrong password (200, outcome false).
    let current = code(&secret, 0).await;
    let body = json_of(sign_in(&app, ADMIN, "not the password", Some(&current)).await).await;
    assert_eq!(body["outcome"], json!(false));
    assert!(body.get("data").is_none(), "{body}");

    // The current code signs in once; the same code again does not.
    let _ = signed_in(&app, ADMIN, PASSWORD, Some(&current)).await;
    expect_mfa_required(sign_in(&app, ADMIN, PASSWORD, Some(&current)).await).await;

    // A recovery code signs in once, in any case and with spaces around it.
    let recovery = codes[0].as_str().expect("code").to_string();
    let typed = format!(" {} ", recovery.to_uppercase());
    let fresh = signed_in(&app, ADMIN, PASSWORD, Some(&typed)).await;
    expect_mfa_required(sign_in(&app, ADMIN, PASSWORD, Some(&recovery)).await).await;
    let status = data(get(&app, "/account/mfa", &fresh).await).await;
    assert_eq!(status["recoveryCodesLeft"], json!(9));

    // Every step is in the audit trail, never a code.
    let session = actions(&app, &fresh, "session").await;
    for action in ["sign-in-factor-needed", "sign-in-factor-failed", "sign-in"] {
        assert!(session.iter().any(|a| a == action), "{action}: {session:?}");
    }
    let account = actions(&app, &fresh, "administrator").await;
    for action in ["mfa-setup", "mfa-enable-refused", "mfa-enabled"] {
        assert!(account.iter().any(|a| a == action), "{action}: {account:?}");
    }
    let whole = app
        .client
        .get(app.api("/audit/list?size=100"))
        .bearer_auth(&fresh)
        .send()
        .await
        .expect("request")
        .text()
        .await
        .expect("text");
    assert!(!whole.contains(&current) && !whole.contains(&recovery));
    assert!(!whole.contains(PASSWORD));
}

async fn token_of_second_sign_in(app: &TestApp) -> String {
    signed_in(app, ADMIN, PASSWORD, None).await
}

#[tokio::test]
async fn recovery_codes_are_renewed_and_the_factor_turned_off_with_a_code() {
    let app = common::spawn_app().await;
    let token = app.admin_token().await;
    let (secret, old_codes) = enrol(&app, &token).await;

    // Renewing needs a right code; the old recovery codes stop working.
    expect_failure(
        post_json(
            &app,
            "/account/mfa/recoveryCodes",
            &json!({"code": "12345", "currentPassword": PASSWORD}),
            &token,
        )
        .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    let renewed = data(
        post_json(
            &app,
            "/account/mfa/recoveryCodes",
            &json!({"code": code(&secret, 0).await, "currentPassword": PASSWORD}),
            &token,
        )
        .await,
    )
    .await["recoveryCodes"]
        .as_array()
        .expect("codes")
        .clone();
    assert_eq!(renewed.len(), 10);
    expect_mfa_required(sign_in(&app, ADMIN, PASSWORD, Some(&old_codes[1])).await).await;

    // Turning it off: refused without a right code, then done with a recovery code.
    expect_failure(
        post_json(&app, "/account/mfa/disable", &json!({"code": ""}), &token).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    let recovery = renewed[2].as_str().expect("code");
    data(
        post_json(
            &app,
            "/account/mfa/disable",
            &json!({"code": recovery, "currentPassword": PASSWORD}),
            &token,
        )
        .await,
    )
    .await;
    let _ = token_of_second_sign_in(&app).await;
    expect_failure(
        post_json(
            &app,
            "/account/mfa/disable",
            &json!({"code": "123456", "currentPassword": PASSWORD}),
            &token,
        )
        .await,
        StatusCode::CONFLICT,
    )
    .await;
    let account = actions(&app, &token, "administrator").await;
    for action in [
        "mfa-recovery-codes-refused",
        "mfa-recovery-codes",
        "mfa-disabled",
    ] {
        assert!(account.iter().any(|a| a == action), "{action}: {account:?}");
    }
}

#[tokio::test]
async fn require_mfa_makes_an_account_enrol_before_anything_else() {
    let app = common::spawn_app_with_settings(Settings {
        require_mfa: true,
        ..Settings::default()
    })
    .await;
    let auth = app.auth.clone();
    tokio::task::spawn_blocking(move || auth.create_admin(ADMIN, PASSWORD).expect("admin"))
        .await
        .expect("create");
    let resp = sign_in(&app, ADMIN, PASSWORD, None).await;
    let body = json_of(resp).await;
    assert_eq!(body["mfaEnrolmentRequired"], json!(true), "{body}");
    let limited = body["data"].as_str().expect("token").to_string();

    let message = expect_failure(
        get(&app, "/account/admins", &limited).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    assert!(message.contains("second factor"), "{message}");
    let status = data(get(&app, "/account/mfa", &limited).await).await;
    assert_eq!(status["required"], json!(true));
    assert_eq!(status["enrolmentRequired"], json!(true));

    let (secret, _) = enrol(&app, &limited).await;
    // The same session may now do everything.
    data(get(&app, "/account/admins", &limited).await).await;
    // And the factor cannot be turned off while the site requires it.
    expect_failure(
        post_json(
            &app,
            "/account/mfa/disable",
            &json!({"code": code(&secret, 0).await, "currentPassword": PASSWORD}),
            &limited,
        )
        .await,
        StatusCode::FORBIDDEN,
    )
    .await;
    let body = json_of(sign_in(&app, ADMIN, PASSWORD, Some(&code(&secret, 1).await)).await).await;
    assert_eq!(body["mfaEnrolmentRequired"], json!(false), "{body}");

    // A reset from the terminal (a lost phone) ends the sessions and removes the factor.
    let auth = app.auth.clone();
    let had = tokio::task::spawn_blocking(move || auth.reset_mfa(ADMIN))
        .await
        .expect("reset")
        .expect("reset");
    assert!(had);
    assert_eq!(
        get(&app, "/account/mfa", &limited).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let body = json_of(sign_in(&app, ADMIN, PASSWORD, None).await).await;
    assert_eq!(body["outcome"], json!(true), "{body}");
    assert_eq!(body["mfaEnrolmentRequired"], json!(true), "{body}");
    let token = body["data"].as_str().expect("token").to_string();
    let (_, _) = enrol(&app, &token).await;
    let account = actions(&app, &token, "administrator").await;
    assert!(account.iter().any(|a| a == "mfa-reset"), "{account:?}");
}

#[tokio::test]
async fn sessions_are_listed_and_ended_one_by_one() {
    let app = common::spawn_app().await;
    let token = app.admin_token().await;
    let phone = {
        let resp = sign_in_as(&app, ADMIN, PASSWORD, None, "Phone browser/1.0").await;
        json_of(resp).await["data"]
            .as_str()
            .expect("token")
            .to_string()
    };
    let list = data(get(&app, "/account/sessions", &token).await).await;
    let list = list.as_array().expect("list");
    assert_eq!(list.len(), 2, "{list:?}");
    let current: Vec<&Value> = list
        .iter()
        .filter(|s| s["current"] == json!(true))
        .collect();
    assert_eq!(current.len(), 1);
    let other = list
        .iter()
        .find(|s| s["current"] == json!(false))
        .expect("other session");
    assert_eq!(other["userAgent"], json!("Phone browser/1.0"));
    assert_eq!(other["address"], json!("127.0.0.1"));
    let id = other["sessionId"].as_str().expect("id").to_string();
    assert!(!id.contains(&phone) && id.len() == 32);
    for key in ["startedAt", "lastUsedAt"] {
        assert!(
            other[key].as_str().is_some_and(|t| t.ends_with('Z')),
            "{other}"
        );
    }

    // A contributor sees only their own, and may end none of the administrator's.
    add_account(&app, OTHER, Role::Contributor).await;
    let clerk = signed_in(&app, OTHER, OTHER_PASSWORD, None).await;
    let mine = data(get(&app, "/account/sessions", &clerk).await).await;
    assert_eq!(mine.as_array().map(Vec::len), Some(1));
    expect_failure(
        get(&app, "/account/sessions?adminId=1", &clerk).await,
        StatusCode::FORBIDDEN,
    )
    .await;
    expect_failure(
        post_json(
            &app,
            "/account/sessions/end",
            &json!({"sessionId": id}),
            &clerk,
        )
        .await,
        StatusCode::FORBIDDEN,
    )
    .await;
    expect_failure(
        get(&app, "/account/sessions?adminId=x", &token).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    expect_failure(
        get(&app, "/account/sessions?adminId=999", &token).await,
        StatusCode::NOT_FOUND,
    )
    .await;

    // The owner ends the phone's session: it is signed out, the list has one left.
    data(
        post_json(
            &app,
            "/account/sessions/end",
            &json!({"sessionId": id}),
            &token,
        )
        .await,
    )
    .await;
    assert_eq!(
        get(&app, "/account/sessions", &phone).await.status(),
        StatusCode::UNAUTHORIZED
    );
    expect_failure(
        post_json(
            &app,
            "/account/sessions/end",
            &json!({"sessionId": id}),
            &token,
        )
        .await,
        StatusCode::NOT_FOUND,
    )
    .await;

    // An administrator sees and ends another account's session.
    let clerk_id = data(get(&app, "/account/admins", &token).await)
        .await
        .as_array()
        .expect("admins")
        .iter()
        .find(|a| a["email"] == json!(OTHER))
        .expect("clerk")["adminId"]
        .clone();
    let theirs = data(
        get(
            &app,
            &format!("/account/sessions?adminId={clerk_id}"),
            &token,
        )
        .await,
    )
    .await;
    let theirs = theirs.as_array().expect("list");
    assert_eq!(theirs.len(), 1);
    assert_eq!(theirs[0]["current"], json!(false));
    let their_id = theirs[0]["sessionId"].as_str().expect("id");
    data(
        post_json(
            &app,
            "/account/sessions/end",
            &json!({"sessionId": their_id}),
            &token,
        )
        .await,
    )
    .await;
    assert_eq!(
        get(&app, "/account/sessions", &clerk).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let session = actions(&app, &token, "session").await;
    assert_eq!(session.iter().filter(|a| *a == "session-ended").count(), 2);
}

#[tokio::test]
async fn an_idle_session_ends_and_a_used_one_goes_on() {
    let app = common::spawn_app_with_settings(Settings {
        session_idle: Duration::from_secs(2),
        ..Settings::default()
    })
    .await;
    let token = app.admin_token().await;
    let idle = token_of_second_sign_in(&app).await;
    // Used every second, a session stays; unused for the idle time, it ends.
    for _ in 0..3 {
        tokio::time::sleep(Duration::from_millis(1000)).await;
        data(get(&app, "/account/mfa", &token).await).await;
    }
    assert_eq!(
        get(&app, "/account/mfa", &idle).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let session = actions(&app, &token, "session").await;
    assert!(session.iter().any(|a| a == "session-idle"), "{session:?}");
}

#[tokio::test]
async fn single_session_ends_the_older_sessions_at_sign_in() {
    let app = common::spawn_app_with_settings(Settings {
        single_session: true,
        ..Settings::default()
    })
    .await;
    let first = app.admin_token().await;
    let second = token_of_second_sign_in(&app).await;
    assert_eq!(
        get(&app, "/account/mfa", &first).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let list = data(get(&app, "/account/sessions", &second).await).await;
    assert_eq!(list.as_array().map(Vec::len), Some(1));
    let session = actions(&app, &second, "session").await;
    assert!(
        session.iter().any(|a| a == "sessions-replaced"),
        "{session:?}"
    );
}

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

#[tokio::test]
async fn a_backup_does_not_give_a_second_factor_away() {
    let folder = tempfile::tempdir().expect("backup folder");
    let app = common::spawn_app_with_settings(Settings {
        backup_dir: Some(folder.path().to_path_buf()),
        ..Settings::default()
    })
    .await;
    let token = app.admin_token().await;
    let (secret, _) = enrol(&app, &token).await;
    let raw = totp_rs::Secret::try_from_base32(&secret)
        .expect("base32 secret")
        .as_ref()
        .to_vec();
    let made = data(post_json(&app, "/backups/run", &json!({}), &token).await).await;
    let name = made["name"].as_str().expect("name");
    let resp = get(&app, &format!("/backups/download?name={name}"), &token).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let bytes = resp.bytes().await.expect("backup");
    assert!(bytes.len() > 4096, "{} bytes", bytes.len());
    assert!(
        !bytes.windows(raw.len()).any(|w| w == raw.as_slice()),
        "the backup holds the secret in the clear"
    );
    // The key is in a file of its own beside the database, owner-only.
    use std::os::unix::fs::PermissionsExt as _;
    let key = oshec::auth::key_file(app.content.store().path());
    let mode = std::fs::metadata(&key)
        .expect("key file")
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o600, "{}", key.display());
    assert!(!bytes.windows(16).any(|w| {
        std::fs::read(&key)
            .expect("key")
            .windows(16)
            .any(|k| k == w)
    }));
    // The factor still works.
    let right = code(&secret, 0).await;
    let _ = signed_in(&app, ADMIN, PASSWORD, Some(&right)).await;
}

#[tokio::test]
async fn changing_the_factor_or_ones_e_mail_asks_for_the_current_password() {
    let app = common::spawn_app().await;
    let token = app.admin_token().await;
    let (secret, _) = enrol(&app, &token).await;
    let fresh = signed_in(&app, ADMIN, PASSWORD, Some(&code(&secret, 0).await)).await;
    // A session alone (a stolen one) cannot turn the factor off or renew the codes.
    for (path, body) in [
        (
            "/account/mfa/disable",
            json!({"code": code(&secret, 1).await}),
        ),
        (
            "/account/mfa/recoveryCodes",
            json!({"code": code(&secret, 1).await}),
        ),
        (
            "/account/mfa/disable",
            json!({"code": code(&secret, 1).await, "currentPassword": "not the password"}),
        ),
    ] {
        let message = expect_failure(
            post_json(&app, path, &body, &fresh).await,
            StatusCode::BAD_REQUEST,
        )
        .await;
        assert!(message.contains("password"), "{path}: {message}");
    }
    let status = data(get(&app, "/account/mfa", &fresh).await).await;
    assert_eq!(status["enabled"], json!(true));
    // Nor change the account's e-mail, which would lock the owner out.
    let id = data(get(&app, "/account/admins", &fresh).await).await[0]["adminId"]
        .as_u64()
        .expect("id");
    let change = json!({"adminId": id, "email": "thief@example.org", "role": "administrator",
        "isActive": true});
    let message = expect_failure(
        post_json(&app, "/account/admins/manage", &change, &fresh).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert!(message.contains("currentPassword"), "{message}");
    let entries = actions(&app, &fresh, "administrator").await;
    assert!(
        entries.iter().any(|a| a == "reauthentication-refused"),
        "{entries:?}"
    );
    // With the password, the factor goes off, and the e-mail changes.
    let body = json!({"code": code(&secret, 1).await, "currentPassword": PASSWORD});
    data(post_json(&app, "/account/mfa/disable", &body, &fresh).await).await;
    let mut with_password = change;
    with_password["currentPassword"] = json!(PASSWORD);
    data(post_json(&app, "/account/admins/manage", &with_password, &fresh).await).await;
    let _ = signed_in(&app, "thief@example.org", PASSWORD, None).await;
}

#[tokio::test]
async fn an_administrator_removes_a_lost_second_factor_and_it_is_recorded() {
    let app = common::spawn_app().await;
    let admin = app.admin_token().await;
    add_account(&app, OTHER, Role::Approver).await;
    let other = signed_in(&app, OTHER, OTHER_PASSWORD, None).await;
    let setup = data(post_json(&app, "/account/mfa/setup", &json!({}), &other).await).await;
    let secret = setup["secret"].as_str().expect("secret").to_string();
    let enable = json!({"code": code(&secret, -1).await, "currentPassword": OTHER_PASSWORD});
    data(post_json(&app, "/account/mfa/enable", &enable, &other).await).await;

    // The accounts list says who has a second factor.
    let listed = data(get(&app, "/account/admins", &admin).await).await;
    let row = |list: &Value| -> Value {
        list.as_array()
            .expect("accounts")
            .iter()
            .find(|a| a["email"] == json!(OTHER))
            .cloned()
            .expect("the approver")
    };
    assert_eq!(row(&listed)["secondFactor"], json!(true));
    assert_eq!(
        listed[0]["secondFactor"],
        json!(false),
        "the administrator has none"
    );
    let id = row(&listed)["adminId"].as_u64().expect("id");

    // Only an administrator may remove one; a bad or unknown id is refused.
    expect_failure(
        post_json(
            &app,
            "/account/admins/removeMfa",
            &json!({"adminId": id}),
            &other,
        )
        .await,
        StatusCode::FORBIDDEN,
    )
    .await;
    expect_failure(
        post_json(
            &app,
            "/account/admins/removeMfa",
            &json!({"adminId": 0}),
            &admin,
        )
        .await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    expect_failure(
        post_json(
            &app,
            "/account/admins/removeMfa",
            &json!({"adminId": 9999}),
            &admin,
        )
        .await,
        StatusCode::NOT_FOUND,
    )
    .await;

    let removed = data(
        post_json(
            &app,
            "/account/admins/removeMfa",
            &json!({"adminId": id}),
            &admin,
        )
        .await,
    )
    .await;
    assert_eq!(removed["hadSecondFactor"], json!(true));
    // Its sessions ended; it signs in with its password alone, and the list says so.
    assert_eq!(
        get(&app, "/account/mfa", &other).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let again = signed_in(&app, OTHER, OTHER_PASSWORD, None).await;
    let status = data(get(&app, "/account/mfa", &again).await).await;
    assert_eq!(status["enabled"], json!(false));
    let listed = data(get(&app, "/account/admins", &admin).await).await;
    assert_eq!(row(&listed)["secondFactor"], json!(false));
    // The audit trail records the administrator who did it.
    let entries = data(get(&app, "/audit/list?entity=administrator&size=100", &admin).await).await;
    let entry = entries
        .as_array()
        .expect("entries")
        .iter()
        .find(|e| e["action"] == json!("mfa-reset"))
        .cloned()
        .expect("the removal is recorded");
    assert_eq!(entry["admin"], json!(ADMIN), "{entry}");
}
