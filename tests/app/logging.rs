//! Request logs name the method, path and status, and never a token or a password, at any level.
use crate::common;

use std::io::Write;
use std::sync::{Arc, Mutex};

use common::{b64, sample, spawn_app, wire};
use reqwest::multipart::Form;
use serde_json::json;

#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Captured {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap_or_else(|p| p.into_inner())).into_owned()
    }
}

/// Run by `alone::logs_carry_requests_but_no_secret`: it sets the process's one log subscriber.
#[tokio::test]
#[ignore = "sets the process's log subscriber: run alone, by alone.rs"]
async fn logs_carry_requests_but_no_secret() {
    let captured = Captured::default();
    let writer = captured.clone();
    tracing_subscriber::fmt()
        .with_max_level(tracing::Level::TRACE)
        .with_ansi(false)
        .with_writer(move || writer.clone())
        .init();

    let app = spawn_app().await;
    let token = app.admin_token().await;
    let w = wire("council");
    app.create(&w, "logged", &token).await;
    app.list(&w, None).await;
    app.list(&w, Some(&token)).await;
    app.list(&w, Some("forged-token-value-1234567890")).await;
    let form = Form::new().text(w.manage_field, b64(sample(&w, "x").to_string()));
    app.post_form(&format!("{}?token={token}", w.manage), form, None)
        .await;
    app.login(common::ADMIN, "a wrong password 987").await;
    app.client
        .post(app.api("/logout"))
        .bearer_auth(&token)
        .send()
        .await
        .expect("logout");

    let logs = captured.text();
    assert!(
        logs.contains("path=/oshec/api/council/manage") && logs.contains("status=200"),
        "requests are logged:\n{logs}"
    );
    assert!(
        logs.contains("path=/oshec/api/council/allowAll/list"),
        "{logs}"
    );
    for secret in [
        token.as_str(),
        common::PASSWORD,
        "a wrong password 987",
        "forged-token-value-1234567890",
        &b64(
            json!({"userName": common::ADMIN, "password": common::PASSWORD, "captcha": "ignore"})
                .to_string(),
        ),
    ] {
        assert!(!logs.contains(secret), "a secret reached the log: {secret}");
    }
}
