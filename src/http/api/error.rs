//! The one place where failures become a status and the envelope of docs/decisions.md §6:
//! `{outcome: false, code, message, messageOd}`, the message in English and Odia from the
//! catalogue (`crate::messages`, docs/messages.md). Every service's error (content, accounts,
//! feedback, site health, backups) is converted here and nowhere else.
use poem::http::StatusCode;
use poem::{IntoResponse, Response};
use serde_json::json;

use crate::auth::AuthError;
use crate::backup::BackupError;
use crate::content::ContentError;
use crate::feedback::FeedbackError;
use crate::health::HealthError;
use crate::messages::{Msg, msg};

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{0}")]
    BadRequest(Msg),
    #[error("{0}")]
    Unauthorized(Msg),
    #[error("{0}")]
    Forbidden(Msg),
    #[error("{0}")]
    NotFound(Msg),
    #[error("{0}")]
    Conflict(Msg),
    #[error("{0}")]
    TooLarge(Msg),
    #[error("{0}")]
    UnsupportedType(Msg),
    /// The server cannot do it now for a reason the caller may act on (a full disk).
    #[error("{0}")]
    Unavailable(Msg),
    #[error("{message}")]
    Throttled { message: Msg, retry_after: u64 },
    /// Our own fault; the detail goes to the log, never to the client.
    #[error("internal: {0}")]
    Internal(String),
}

/// The refusal of a call that needs a signed-in account, made without a token.
pub fn sign_in_first() -> Msg {
    msg!("sign-in-first")
}

impl ApiError {
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden(_) => StatusCode::FORBIDDEN,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::Conflict(_) => StatusCode::CONFLICT,
            ApiError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::UnsupportedType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::Throttled { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// What the client is told.
    pub fn message(&self) -> Msg {
        match self {
            ApiError::Internal(detail) => {
                tracing::error!(%detail, "request failed on the server side");
                msg!("server-error")
            }
            ApiError::BadRequest(m)
            | ApiError::Unauthorized(m)
            | ApiError::Forbidden(m)
            | ApiError::NotFound(m)
            | ApiError::Conflict(m)
            | ApiError::TooLarge(m)
            | ApiError::UnsupportedType(m)
            | ApiError::Unavailable(m)
            | ApiError::Throttled { message: m, .. } => m.clone(),
        }
    }
}

/// The failure envelope's fields for `message`: `outcome`, `code`, `message` (English) and
/// `messageOd` (Odia).
pub fn envelope_json(message: &Msg) -> serde_json::Value {
    json!({
        "outcome": false,
        "code": message.code(),
        "message": message.en(),
        "messageOd": message.od(),
    })
}

/// `{"outcome": false, "code": ..., "message": ..., "messageOd": ...}` with `status`.
pub fn envelope_response(status: StatusCode, message: &Msg) -> Response {
    Response::builder()
        .status(status)
        .content_type("application/json")
        .header("Cache-Control", "no-store")
        .body(envelope_json(message).to_string())
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut resp = envelope_response(self.status(), &self.message());
        if let ApiError::Throttled { retry_after, .. } = self
            && let Ok(v) = retry_after.to_string().parse()
        {
            resp.headers_mut().insert("Retry-After", v);
        }
        resp
    }
}

impl From<ContentError> for ApiError {
    fn from(e: ContentError) -> Self {
        match e {
            ContentError::Invalid(m) => ApiError::BadRequest(m),
            ContentError::TooLarge(m) => ApiError::TooLarge(m),
            ContentError::NotFound(m) => ApiError::NotFound(m),
            ContentError::Conflict => ApiError::Conflict(msg!("changed-elsewhere")),
            ContentError::Taken(m) => ApiError::Conflict(m),
            ContentError::Forbidden(m) => ApiError::Forbidden(m),
            ContentError::WrongState(m) => ApiError::Conflict(m),
            ContentError::UnknownEntity(k) => ApiError::NotFound(msg!("unknown-content", key = k)),
            ContentError::Store(s) => ApiError::Internal(s.to_string()),
        }
    }
}

impl From<AuthError> for ApiError {
    fn from(e: AuthError) -> Self {
        match e {
            AuthError::InvalidToken => ApiError::Unauthorized(msg!("session-invalid")),
            AuthError::Throttled { retry_after_secs } => ApiError::Throttled {
                message: msg!("sign-in-throttled", n = retry_after_secs),
                retry_after: retry_after_secs,
            },
            // Answered 200 by the login call itself; anywhere else it means "not signed in".
            AuthError::InvalidCredentials => ApiError::Unauthorized(msg!("sign-in-failed")),
            AuthError::WrongPassword => ApiError::BadRequest(msg!("password-wrong")),
            AuthError::WeakPassword(m) | AuthError::InvalidEmail(m) => ApiError::BadRequest(m),
            AuthError::UnknownAdmin(email) => {
                ApiError::BadRequest(msg!("account-unknown", email = email))
            }
            AuthError::AdminExists(email) => {
                ApiError::Conflict(msg!("account-exists", email = email))
            }
            AuthError::Forbidden(m) => ApiError::Forbidden(m),
            AuthError::NoSuchAccount => ApiError::NotFound(msg!("account-not-found")),
            AuthError::NoSuchSession => ApiError::NotFound(msg!("session-not-found")),
            // Answered with its own body by the sign-in call; anywhere else, not signed in.
            AuthError::MfaRequired { wrong } => ApiError::Unauthorized(if wrong {
                msg!("mfa-code-not-right")
            } else {
                msg!("mfa-required")
            }),
            AuthError::WrongCode => ApiError::BadRequest(msg!("mfa-setup-code-wrong")),
            AuthError::MfaState(m) => ApiError::Conflict(m),
            AuthError::SecretKey => ApiError::Unavailable(msg!("mfa-key-file")),
            // Administrator management (CLI) errors never arise on an API path.
            other => ApiError::Internal(other.to_string()),
        }
    }
}

impl From<FeedbackError> for ApiError {
    fn from(e: FeedbackError) -> Self {
        match e {
            FeedbackError::Invalid(m) => ApiError::BadRequest(m),
            FeedbackError::NotFound(m) => ApiError::NotFound(m),
            FeedbackError::Store(s) => ApiError::Internal(s.to_string()),
        }
    }
}

impl From<HealthError> for ApiError {
    fn from(e: HealthError) -> Self {
        match e {
            HealthError::Invalid(m) => ApiError::BadRequest(m),
            HealthError::NotFound(m) => ApiError::NotFound(m),
            HealthError::Content(c) => ApiError::from(c),
            HealthError::Store(s) => ApiError::Internal(s.to_string()),
        }
    }
}

impl From<BackupError> for ApiError {
    fn from(e: BackupError) -> Self {
        match e {
            BackupError::Busy | BackupError::Exists(_) => ApiError::Conflict(e.msg()),
            other => ApiError::Unavailable(other.msg()),
        }
    }
}

/// Turns any poem error (unknown path, wrong method, unreadable body, body limit…) into the
/// envelope, so nothing under `/oshec/api` answers in another shape.
pub fn poem_error_to_envelope(err: poem::Error) -> Response {
    let status = err.status();
    let message = match status {
        StatusCode::NOT_FOUND => msg!("no-such-call"),
        StatusCode::METHOD_NOT_ALLOWED => msg!("wrong-method"),
        // The body limits are applied (and answered with their size) before poem reads a body.
        StatusCode::PAYLOAD_TOO_LARGE => msg!("request-too-large"),
        s if s.is_server_error() => {
            tracing::error!(error = %err, "request failed on the server side");
            msg!("server-error")
        }
        _ => msg!("request-unreadable", detail = err.to_string()),
    };
    envelope_response(status, &message)
}

/// What a capped request body fails with once it passes its limit (see `http::limits`), so the reader
/// of the body can answer 413 rather than "unreadable", naming the limit of that call.
#[derive(Debug, thiserror::Error)]
#[error("the request body is larger than allowed ({limit} bytes)")]
pub struct BodyTooLarge {
    pub limit: u64,
}

/// The limit, when `err` or anything it wraps is [`BodyTooLarge`]. An `io::Error` hides what
/// it wraps from `source()`, so its inner error is searched as well.
fn limit_passed(err: &(dyn std::error::Error + 'static)) -> Option<u64> {
    if let Some(too_large) = err.downcast_ref::<BodyTooLarge>() {
        return Some(too_large.limit);
    }
    if let Some(io) = err.downcast_ref::<std::io::Error>()
        && let Some(inner) = io.get_ref()
        && let Some(limit) = limit_passed(inner)
    {
        return Some(limit);
    }
    err.source().and_then(limit_passed)
}

/// The answer to a body that could not be read: 413 when it was cut off at the limit.
pub fn unreadable(what: &str, err: &(dyn std::error::Error + 'static)) -> ApiError {
    match limit_passed(err) {
        Some(limit) => ApiError::TooLarge(too_large_message(limit)),
        None => ApiError::BadRequest(msg!(
            "body-unreadable",
            what = what,
            detail = err.to_string()
        )),
    }
}

/// Largest image an upload may carry, in MB (the content layer's own check, with each
/// entity's message, applies below the body limit).
const IMAGE_LIMIT_MB: u64 = 5;

/// The 413 message of a call whose body limit is `limit` bytes: it names that limit, and the
/// image limit only where a body that large can carry an image.
pub fn too_large_message(limit: u64) -> Msg {
    const KIB: u64 = 1024;
    const MIB: u64 = 1024 * 1024;
    let (n, unit) = if limit >= MIB && limit.is_multiple_of(MIB) {
        (limit / MIB, ("MiB", "MiB"))
    } else if limit >= KIB && limit.is_multiple_of(KIB) {
        (limit / KIB, ("KiB", "KiB"))
    } else {
        (limit, ("bytes", "ବାଇଟ୍"))
    };
    if limit > MIB {
        msg!(
            "too-large-with-image",
            n = n,
            unit = unit,
            image = IMAGE_LIMIT_MB
        )
    } else {
        msg!("too-large", n = n, unit = unit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn too_large_messages_name_the_limit() {
        assert_eq!(
            too_large_message(64 * 1024).en(),
            "The request is too large: this call accepts at most 64 KiB."
        );
        assert_eq!(
            too_large_message(7 * 1024 * 1024).en(),
            "The request is too large: this call accepts at most 7 MiB \
             (an image of at most 5 MB and its form)."
        );
        assert!(too_large_message(64 * 1024).od().contains("୬୪ KiB"));
        let wrapped = std::io::Error::other(BodyTooLarge { limit: 2048 });
        assert!(matches!(
            unreadable("The form", &wrapped),
            ApiError::TooLarge(m) if m.en().contains("at most 2 KiB")
        ));
    }
}
