//! Accounts and sign-in: the administrator, accounts of each role, and their tokens.

use super::*;

impl TestApp {
    /// Creates the administrator and signs in over HTTP; returns the token.
    pub async fn admin_token(&self) -> String {
        let auth = self.auth.clone();
        // Argon2 hashing blocks: keep it off the runtime that serves the app.
        tokio::task::spawn_blocking(move || {
            let _ = auth.create_admin(ADMIN, PASSWORD);
        })
        .await
        .expect("create admin");
        let resp = self.login(ADMIN, PASSWORD).await;
        assert_eq!(resp.status(), StatusCode::OK);
        let body = json_of(resp).await;
        assert_eq!(body["outcome"], json!(true), "{body}");
        body["data"].as_str().expect("token").to_string()
    }

    pub async fn login(&self, user: &str, password: &str) -> Response {
        let payload = json!({"userName": user, "password": password, "captcha": "ignore"});
        self.client
            .post(self.api("/allowAll/authenticate"))
            .header("Content-Type", "text/plain")
            .body(b64(payload.to_string()))
            .send()
            .await
            .expect("request")
    }
}

/// Creates an account with `role` (as `oshec create-admin --role` does) and signs it in;
/// returns its token.
pub async fn account(app: &TestApp, email: &str, role: oshec::auth::Role) -> String {
    let auth = app.auth.clone();
    let owned = email.to_string();
    tokio::task::spawn_blocking(move || {
        auth.create_account(
            &owned,
            PASSWORD,
            role,
            false,
            &oshec::audit::Actor::terminal(),
        )
    })
    .await
    .expect("blocking")
    .expect("create account");
    token_of(app, email, PASSWORD).await
}

/// [`account`], with the new account's id.
pub async fn account_with_id(app: &TestApp, email: &str, role: oshec::auth::Role) -> (String, u64) {
    let token = account(app, email, role).await;
    let auth = app.auth.clone();
    let owned = email.to_string();
    let id = tokio::task::spawn_blocking(move || {
        auth.list_admins()
            .expect("admins")
            .into_iter()
            .find(|a| a.email == owned)
            .expect("listed")
            .id
    })
    .await
    .expect("blocking");
    (token, id)
}

/// Signs `email` in with `password` (asserting it succeeds) and returns the token.
pub async fn token_of(app: &TestApp, email: &str, password: &str) -> String {
    let body = json_of(app.login(email, password).await).await;
    assert_eq!(body["outcome"], json!(true), "{body}");
    body["data"].as_str().expect("token").to_string()
}
