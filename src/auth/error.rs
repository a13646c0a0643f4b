//! What can go wrong in sign-in and account work, each mapped to its answer at the edge.

use super::*;
use crate::messages::{Msg, msg};

#[derive(Debug, thiserror::Error)]
pub enum AuthError {
    /// Wrong user name or password (answered 200 with outcome false by the API).
    #[error("{}", msg!("sign-in-failed"))]
    InvalidCredentials,
    /// Too many failures; the API answers 429 with this message.
    #[error("{}", msg!("sign-in-throttled", n = *retry_after_secs))]
    Throttled { retry_after_secs: u64 },
    /// Unknown, expired or revoked token: 401.
    #[error("{}", msg!("session-invalid"))]
    InvalidToken,
    /// `create-admin` for an e-mail that already has an account.
    #[error(
        "an administrator {0} already exists; use `oshec set-password --email {0}` to change the password"
    )]
    AdminExists(String),
    /// `set-password` for an e-mail without an account.
    #[error("there is no administrator {0}; `oshec list-admins` shows who there is")]
    UnknownAdmin(String),
    #[error("{0}")]
    InvalidEmail(Msg),
    #[error("{0}")]
    WeakPassword(Msg),
    /// The current password given to change it is not right (400).
    #[error("{}", msg!("password-wrong"))]
    WrongPassword,
    /// The caller's role may not do this, or the change would leave no administrator (403).
    #[error("{0}")]
    Forbidden(Msg),
    /// No account with that id (404).
    #[error("{}", msg!("account-not-found"))]
    NoSuchAccount,
    /// The password was right but the account has a second factor and no right code came
    /// with it (401 with `data: {"mfaRequired": true}` at sign-in; a failure for the throttle).
    #[error("{}", if *wrong { msg!("mfa-code-not-right") } else { msg!("mfa-required") })]
    MfaRequired { wrong: bool },
    /// A code given to change the second factor is not right (400).
    #[error("{}", msg!("mfa-setup-code-wrong"))]
    WrongCode,
    /// The second factor is not in the state the call needs (409).
    #[error("{0}")]
    MfaState(Msg),
    /// No live session with that id (404).
    #[error("{}", msg!("session-not-found"))]
    NoSuchSession,
    /// A second-factor secret does not open with this server's key file: the database came
    /// from elsewhere without its key (503; docs/backups.md).
    #[error("{}", msg!("mfa-key-file"))]
    SecretKey,
    #[error("{0}")]
    Other(String),
}

impl From<StoreError> for AuthError {
    fn from(e: StoreError) -> Self {
        AuthError::db(e)
    }
}

impl AuthError {
    pub(super) fn db(e: impl std::fmt::Display) -> AuthError {
        AuthError::Other(format!("database error: {e}"))
    }
}
