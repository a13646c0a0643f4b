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

mod second_factor;
mod sessions;
mod throttling;

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

async fn token_of_second_sign_in(app: &TestApp) -> String {
    signed_in(app, ADMIN, PASSWORD, None).await
}
