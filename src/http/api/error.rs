//! The one place where failures become a status and the envelope of docs/decisions.md §6.
use poem::http::StatusCode;
use poem::{IntoResponse, Response};
use serde_json::json;

use crate::auth::AuthError;
use crate::content::ContentError;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{0}")]
    BadRequest(String),
    #[error("{0}")]
    Unauthorized(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    TooLarge(String),
    #[error("{0}")]
    UnsupportedType(String),
    /// The server cannot do it now for a reason the caller may act on (a full disk).
    #[error("{0}")]
    Unavailable(String),
    #[error("{message}")]
    Throttled { message: String, retry_after: u64 },
    /// Our own fault; the detail goes to the log, never to the client.
    #[error("internal: {0}")]
    Internal(String),
}

pub const SIGN_IN_FIRST: &str = "Please sign in to do this.";

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

    fn client_message(&self) -> String {
        match self {
            ApiError::Internal(detail) => {
                tracing::error!(%detail, "request failed on the server side");
                "Something went wrong on the server. Please try again later.".to_string()
            }
            other => other.to_string(),
        }
    }
}

/// `{"outcome": false, "message": ...}` with `status`.
pub fn envelope_response(status: StatusCode, message: &str) -> Response {
    let body = json!({"outcome": false, "message": message});
    Response::builder()
        .status(status)
        .content_type("application/json")
        .header("Cache-Control", "no-store")
        .body(body.to_string())
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut resp = envelope_response(self.status(), &self.client_message());
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
            ContentError::Conflict => ApiError::Conflict(ContentError::Conflict.to_string()),
            ContentError::Taken(m) => ApiError::Conflict(m),
            ContentError::Forbidden(m) => ApiError::Forbidden(m),
            ContentError::WrongState(m) => ApiError::Conflict(m),
            ContentError::UnknownEntity(k) => ApiError::NotFound(format!("Unknown content {k}.")),
            ContentError::Store(s) => ApiError::Internal(s.to_string()),
        }
    }
}

impl From<AuthError> for ApiError {
    fn from(e: AuthError) -> Self {
        match e {
            AuthError::InvalidToken => ApiError::Unauthorized(e.to_string()),
            AuthError::Throttled { retry_after_secs } => ApiError::Throttled {
                message: e.to_string(),
                retry_after: retry_after_secs,
            },
            // Answered 200 by the login call itself; anywhere else it means "not signed in".
            AuthError::InvalidCredentials => ApiError::Unauthorized(e.to_string()),
            AuthError::WrongPassword
            | AuthError::WeakPassword(_)
            | AuthError::InvalidEmail(_)
            | AuthError::UnknownAdmin(_) => ApiError::BadRequest(e.to_string()),
            AuthError::AdminExists(email) => {
                ApiError::Conflict(format!("An account {email} already exists."))
            }
            AuthError::Forbidden(m) => ApiError::Forbidden(m),
            AuthError::NoSuchAccount | AuthError::NoSuchSession => {
                ApiError::NotFound(e.to_string())
            }
            // Answered with its own body by the sign-in call; anywhere else, not signed in.
            AuthError::MfaRequired { .. } => ApiError::Unauthorized(e.to_string()),
            AuthError::WrongCode => ApiError::BadRequest(e.to_string()),
            AuthError::MfaState(m) => ApiError::Conflict(m),
            AuthError::SecretKey => ApiError::Unavailable(e.to_string()),
            // Administrator management (CLI) errors never arise on an API path.
            other => ApiError::Internal(other.to_string()),
        }
    }
}

/// Turns any poem error (unknown path, wrong method, unreadable body, body limit…) into the
/// envelope, so nothing under `/oshec/api` answers in another shape.
pub fn poem_error_to_envelope(err: poem::Error) -> Response {
    let status = err.status();
    let message = match status {
        StatusCode::NOT_FOUND => "There is no such call under /oshec/api.".to_string(),
        StatusCode::METHOD_NOT_ALLOWED => "This call does not accept that method.".to_string(),
        // The body limits are applied (and answered with their size) before poem reads a body.
        StatusCode::PAYLOAD_TOO_LARGE => "The request is too large for this call.".to_string(),
        s if s.is_server_error() => {
            tracing::error!(error = %err, "request failed on the server side");
            "Something went wrong on the server. Please try again later.".to_string()
        }
        _ => format!("The request could not be read: {err}"),
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
        None => ApiError::BadRequest(format!("{what} could not be read: {err}")),
    }
}

/// Largest image an upload may carry (the content layer's own check, with each entity's
/// message, applies below the body limit).
const IMAGE_LIMIT_TEXT: &str = "5 MB";

/// The 413 message of a call whose body limit is `limit` bytes: it names that limit, and the
/// image limit only where a body that large can carry an image.
pub fn too_large_message(limit: u64) -> String {
    const KIB: u64 = 1024;
    const MIB: u64 = 1024 * 1024;
    let size = if limit >= MIB && limit.is_multiple_of(MIB) {
        format!("{} MiB", limit / MIB)
    } else if limit >= KIB && limit.is_multiple_of(KIB) {
        format!("{} KiB", limit / KIB)
    } else {
        format!("{limit} bytes")
    };
    if limit > MIB {
        format!(
            "The request is too large: this call accepts at most {size} \
             (an image of at most {IMAGE_LIMIT_TEXT} and its form)."
        )
    } else {
        format!("The request is too large: this call accepts at most {size}.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn too_large_messages_name_the_limit() {
        assert_eq!(
            too_large_message(64 * 1024),
            "The request is too large: this call accepts at most 64 KiB."
        );
        assert_eq!(
            too_large_message(7 * 1024 * 1024),
            "The request is too large: this call accepts at most 7 MiB \
             (an image of at most 5 MB and its form)."
        );
        let wrapped = std::io::Error::other(BodyTooLarge { limit: 2048 });
        assert!(matches!(
            unreadable("The form", &wrapped),
            ApiError::TooLarge(m) if m.contains("at most 2 KiB")
        ));
    }
}
