//! Who may call what (docs/decisions.md §6), and what malformed requests get: always a 4xx
//! envelope with a message a person can act on, never a 500.
use crate::common;

use common::{WIRES, b64, expect_failure, json_of, sample, spawn_app, wire};
use reqwest::StatusCode;
use reqwest::multipart::Form;
use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// Percent-encodes what base64 may hold and a form value may not.
fn urlencode(s: &str) -> String {
    s.replace('%', "%25")
        .replace('+', "%2B")
        .replace('/', "%2F")
        .replace('=', "%3D")
}

#[tokio::test]
async fn calls_that_need_a_token_answer_401_without_one() {
    let app = spawn_app().await;
    for w in &WIRES {
        let resp = app.manage(w, &sample(w, "x"), None, None).await;
        expect_failure(resp, StatusCode::UNAUTHORIZED).await;
        let resp = app.get_by_id(w, 1, None).await;
        expect_failure(resp, StatusCode::UNAUTHORIZED).await;
        let resp = app.toggle(w, 1, true, None).await;
        expect_failure(resp, StatusCode::UNAUTHORIZED).await;
        // Public lists need none.
        assert_eq!(app.list(w, None).await.status(), StatusCode::OK);
    }
    let resp = app
        .client
        .post(app.api("/logout"))
        .send()
        .await
        .expect("logout");
    expect_failure(resp, StatusCode::UNAUTHORIZED).await;
}

#[tokio::test]
async fn a_token_that_is_not_valid_is_401_everywhere_public_lists_included() {
    let app = spawn_app().await;
    let forged = "Zm9yZ2VkLXRva2Vu";
    for w in &WIRES {
        let resp = app.list(w, Some(forged)).await;
        expect_failure(resp, StatusCode::UNAUTHORIZED).await;
        let resp = app.manage(w, &sample(w, "x"), None, Some(forged)).await;
        expect_failure(resp, StatusCode::UNAUTHORIZED).await;
    }
    // Not a bearer token at all.
    let resp = app
        .client
        .get(app.api("/banner/allowAll/list"))
        .header("Authorization", "Basic YWRtaW46YWRtaW4=")
        .send()
        .await
        .expect("request");
    expect_failure(resp, StatusCode::UNAUTHORIZED).await;
}

#[tokio::test]
async fn logout_revokes_the_token() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("council");
    assert_eq!(app.list(&w, Some(&token)).await.status(), StatusCode::OK);
    let resp = app
        .client
        .post(app.api("/logout"))
        .bearer_auth(&token)
        .send()
        .await
        .expect("logout");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(
        json_of(resp).await,
        json!({"outcome": true, "message": "Logged out successfully!"})
    );
    expect_failure(app.list(&w, Some(&token)).await, StatusCode::UNAUTHORIZED).await;
    let resp = app.manage(&w, &sample(&w, "x"), None, Some(&token)).await;
    expect_failure(resp, StatusCode::UNAUTHORIZED).await;
}

#[tokio::test]
async fn wrong_password_is_200_with_outcome_false() {
    let app = spawn_app().await;
    app.admin_token().await;
    let resp = app.login(common::ADMIN, "wrong password").await;
    assert_eq!(resp.status(), StatusCode::OK);
    let body = json_of(resp).await;
    assert_eq!(body["outcome"], json!(false));
    assert_eq!(body["message"], json!("Invalid username or password."));
}

#[tokio::test]
async fn malformed_sign_in_bodies_are_400() {
    let app = spawn_app().await;
    for body in [
        "%%% not base64 %%%".to_string(),
        b64("not json"),
        b64("[1,2]"),
    ] {
        let resp = app
            .client
            .post(app.api("/allowAll/authenticate"))
            .header("Content-Type", "text/plain")
            .body(body.clone())
            .send()
            .await
            .expect("request");
        let status = resp.status();
        let msg = expect_failure(resp, status).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {msg}");
    }
}

#[tokio::test]
async fn malformed_manage_requests_are_400_with_the_field_named() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("banner");
    let send = |form: Form| app.post_form(w.manage, form, Some(&token));

    let resp = send(Form::new().text("cipherBannerSliderDto", "***")).await;
    let msg = expect_failure(resp, StatusCode::BAD_REQUEST).await;
    assert!(
        msg.contains("cipherBannerSliderDto") && msg.contains("base64"),
        "{msg}"
    );

    let resp = send(Form::new().text("cipherBannerSliderDto", b64("{not json"))).await;
    let msg = expect_failure(resp, StatusCode::BAD_REQUEST).await;
    assert!(msg.contains("JSON"), "{msg}");

    let resp = send(Form::new().text("cipherBannerSliderDto", b64("[1]"))).await;
    expect_failure(resp, StatusCode::BAD_REQUEST).await;

    let resp = send(Form::new().text("somethingElse", b64("{}"))).await;
    let msg = expect_failure(resp, StatusCode::BAD_REQUEST).await;
    assert_eq!(msg, "The form field cipherBannerSliderDto is missing.");

    let mut f = sample(&w, "x");
    f["bannerId"] = json!("seven");
    let resp = app.manage(&w, &f, None, Some(&token)).await;
    let msg = expect_failure(resp, StatusCode::BAD_REQUEST).await;
    assert!(msg.contains("bannerId"), "{msg}");

    f["bannerId"] = json!(42);
    let resp = app.manage(&w, &f, None, Some(&token)).await;
    expect_failure(resp, StatusCode::NOT_FOUND).await;

    f["bannerId"] = json!(null);
    f["bannerTitleEn"] = json!({"nested": true});
    let resp = app.manage(&w, &f, None, Some(&token)).await;
    let msg = expect_failure(resp, StatusCode::BAD_REQUEST).await;
    assert_eq!(msg, "bannerTitleEn must be text.");

    f["bannerTitleEn"] = json!("ok");
    f["isActive"] = json!("yes");
    let resp = app.manage(&w, &f, None, Some(&token)).await;
    expect_failure(resp, StatusCode::BAD_REQUEST).await;

    // Not a form at all.
    let resp = app
        .client
        .post(app.api(w.manage))
        .bearer_auth(&token)
        .json(&json!({"cipherBannerSliderDto": "x"}))
        .send()
        .await
        .expect("request");
    expect_failure(resp, StatusCode::UNSUPPORTED_MEDIA_TYPE).await;
}

#[tokio::test]
async fn malformed_get_and_toggle_requests_are_4xx() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for w in &WIRES {
        // Unknown id.
        expect_failure(
            app.get_by_id(w, 77, Some(&token)).await,
            StatusCode::NOT_FOUND,
        )
        .await;
        expect_failure(
            app.toggle(w, 77, true, Some(&token)).await,
            StatusCode::NOT_FOUND,
        )
        .await;

        // Id not base64, or base64 of something that is not a number.
        for bad in ["***".to_string(), b64("abc"), b64("-1")] {
            let form = Form::new().text(w.id_field, bad);
            let resp = app.post_form(w.get, form, Some(&token)).await;
            let msg = expect_failure(resp, StatusCode::BAD_REQUEST).await;
            assert!(msg.contains(w.id_field), "{msg}");
        }
        // Missing field.
        let resp = app
            .post_form(w.get, Form::new().text("id", b64("1")), Some(&token))
            .await;
        expect_failure(resp, StatusCode::BAD_REQUEST).await;

        // Toggle payloads missing a part.
        for payload in [json!({"status": true}), json!({"helperId": 1}), json!("x")] {
            let form = Form::new().text(w.toggle_field, b64(payload.to_string()));
            let resp = app.post_form(w.toggle, form, Some(&token)).await;
            expect_failure(resp, StatusCode::BAD_REQUEST).await;
        }
    }
    // get-by-id also takes an urlencoded form (docs/decisions.md §6).
    let w = wire("council");
    app.create(&w, "u", &token).await;
    let resp = app
        .client
        .post(app.api(w.get))
        .bearer_auth(&token)
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body(format!("{}={}", w.id_field, urlencode(&b64("1"))))
        .send()
        .await
        .expect("request");
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(json_of(resp).await["data"]["councilId"], json!(1));
}

#[tokio::test]
async fn unknown_api_paths_and_methods_are_json_envelopes() {
    let app = spawn_app().await;
    for path in [
        "/nothing",
        "/banner/allowAll",
        "/banner/allowAll/list/extra",
        "",
    ] {
        let resp = app.client.get(app.api(path)).send().await.expect("request");
        expect_failure(resp, StatusCode::NOT_FOUND).await;
    }
    let resp = app
        .client
        .get(app.api("/banner/manage"))
        .send()
        .await
        .expect("request");
    expect_failure(resp, StatusCode::METHOD_NOT_ALLOWED).await;
}

#[tokio::test]
async fn bodies_over_the_limits_are_refused_with_413() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    // A small call with a large body: refused from its Content-Length, token or not.
    let resp = app
        .client
        .post(app.api("/council/getCouncilSectionById"))
        .bearer_auth(&token)
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body(format!("councilId={}", "A".repeat(100 * 1024)))
        .send()
        .await
        .expect("request");
    let msg = expect_failure(resp, StatusCode::PAYLOAD_TOO_LARGE).await;
    assert!(msg.contains("too large"), "{msg}");

    // A manage call past the upload limit (image + form overhead).
    let w = wire("banner");
    let mut huge = common::png(0);
    huge.resize(8 * 1024 * 1024, 0);
    let resp = app
        .manage(&w, &sample(&w, "x"), Some(huge), Some(&token))
        .await;
    expect_failure(resp, StatusCode::PAYLOAD_TOO_LARGE).await;

    // Sign-in body over the small limit.
    let resp = app
        .client
        .post(app.api("/allowAll/authenticate"))
        .header("Content-Type", "text/plain")
        .body("A".repeat(100 * 1024))
        .send()
        .await
        .expect("request");
    expect_failure(resp, StatusCode::PAYLOAD_TOO_LARGE).await;
}

/// Sends `total` bytes to `path` chunked (no Content-Length); answers status and raw response.
async fn send_chunked(base: &str, path: &str, extra: &str, total: usize) -> (u16, String) {
    let addr = base.trim_start_matches("http://").to_string();
    let mut stream = tokio::net::TcpStream::connect(&addr)
        .await
        .expect("connect");
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\n{extra}\
         Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(head.as_bytes()).await.expect("head");
    let chunk = "A".repeat(16 * 1024);
    let mut sent = 0;
    while sent < total {
        // The server may stop reading once it has refused: ignore write errors then.
        let framed = format!("{:x}\r\n{chunk}\r\n", chunk.len());
        if stream.write_all(framed.as_bytes()).await.is_err() {
            break;
        }
        sent += chunk.len();
    }
    let _ = stream.write_all(b"0\r\n\r\n").await;
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer).await;
    let text = String::from_utf8_lossy(&answer).into_owned();
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, text)
}

#[tokio::test]
async fn a_chunked_body_without_length_is_cut_off_at_the_limit() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let (status, text) = send_chunked(
        &app.base,
        "/oshec/api/allowAll/authenticate",
        "Content-Type: text/plain\r\n",
        128 * 1024,
    )
    .await;
    assert_eq!(status, 413, "{text}");
    assert!(text.contains("\"outcome\":false"), "{text}");
    let (status, text) = send_chunked(
        &app.base,
        "/oshec/api/council/getCouncilSectionById",
        &format!(
            "Authorization: Bearer {token}\r\nContent-Type: application/x-www-form-urlencoded\r\n"
        ),
        128 * 1024,
    )
    .await;
    assert_eq!(status, 413, "{text}");
    // Under the limit, the same way of sending is read normally (and is a bad sign-in here).
    let (status, text) = send_chunked(
        &app.base,
        "/oshec/api/allowAll/authenticate",
        "Content-Type: text/plain\r\n",
        16 * 1024,
    )
    .await;
    assert_eq!(status, 400, "{text}");
}
