//! What can go wrong in sign-in and account work, each mapped to its answer at the edge.

use super::*;

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
    /// `create-admin` for an e-mail that already has an account.
    #[error(
        "an administrator {0} already exists; use `oshec set-password --email {0}` to change the password"
    )]
    AdminExists(String),
    /// `set-password` for an e-mail without an account.
    #[error("there is no administrator {0}; `oshec list-admins` shows who there is")]
    UnknownAdmin(String),
    #[error("{0}")]
    InvalidEmail(String),
    #[error("{0}")]
    WeakPassword(String),
    /// The current password given to change it is not right (400).
    #[error("The current password is not right.")]
    WrongPassword,
    /// The caller's role may not do this, or the change would leave no administrator (403).
    #[error("{0}")]
    Forbidden(String),
    /// No account with that id (404).
    #[error("There is no account with that id.")]
    NoSuchAccount,
    /// The password was right but the account has a second factor and no right code came
    /// with it (401 with `data: {"mfaRequired": true}` at sign-in; a failure for the throttle).
    #[error("{}", if *wrong { "That code is not right. Enter the current six-digit code from your authenticator app, or one of your recovery codes." } else { "Enter the six-digit code from your authenticator app, or one of your recovery codes." })]
    MfaRequired { wrong: bool },
    /// A code given to change the second factor is not right (400).
    #[error(
        "That code is not right. Enter the current six-digit code from your authenticator app."
    )]
    WrongCode,
    /// The second factor is not in the state the call needs (409).
    #[error("{0}")]
    MfaState(String),
    /// No live session with that id (404).
    #[error("There is no session with that id: it may have ended already.")]
    NoSuchSession,
    /// A second-factor secret does not open with this server's key file: the database came
    /// from elsewhere without its key (503; docs/backups.md).
    #[error(
        "The second factor of this account cannot be checked: the database's key file is not the one its secrets were encrypted with. Ask the server's IT staff to put the key file back beside the database, or to reset the factor with `oshec reset-mfa`."
    )]
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
