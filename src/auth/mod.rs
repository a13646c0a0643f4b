//! Administrators, passwords, sessions and login throttling.
//! SKELETON (owner: server-ops helper): the signatures below are the contract other modules use.
use std::net::IpAddr;
use std::sync::Arc;

use crate::config::Settings;
use crate::store::Store;

#[derive(Debug, thiserror::Error)]
pub enum AuthError {
    /// Wrong user name or password (answered 200 with outcome false by the API).
    #[error("Invalid username or password.")]
    InvalidCredentials,
    /// Too many failures; the API answers 429 with this message.
    #[error("Too many failed sign-in attempts. Try again in {retry_after_secs} seconds.")]
    Throttled { retry_after_secs: u64 },
    /// Unknown, expired or revoked token: 401.
    #[error("Your session is not valid. Please sign in again.")]
    InvalidToken,
    #[error("{0}")]
    Other(String),
}

pub struct Auth {
    _store: Arc<Store>,
}

impl Auth {
    /// Creates the auth tables if needed.
    pub fn new(store: Arc<Store>, _settings: &Settings) -> Result<Auth, AuthError> {
        Ok(Auth { _store: store })
    }

    /// Checks the password (Argon2id, on a blocking thread) and returns a new token.
    pub async fn login(&self, _user: &str, _password: &str, _client: IpAddr) -> Result<String, AuthError> {
        todo!("server-ops helper")
    }

    /// Ok when the token is a live session.
    pub fn verify(&self, _token: &str) -> Result<(), AuthError> {
        todo!("server-ops helper")
    }

    /// Revokes the token.
    pub fn logout(&self, _token: &str) -> Result<(), AuthError> {
        todo!("server-ops helper")
    }

    /// Adds an administrator (e-mail is the login user name). Blocking: hashes the password.
    pub fn create_admin(&self, _email: &str, _password: &str) -> Result<(), AuthError> {
        todo!("server-ops helper")
    }
}
