//! The answers calls give: the JSON envelope of docs/decisions.md §6, and prepared public
//! answers with their ETag (304 when the client has them already).
use poem::http::{HeaderValue, StatusCode, header};
use poem::{Request, Response};
use poem_openapi::Object;
use poem_openapi::types::{ParseFromJSON, ToJSON};
use serde::Serialize;
use serde_json::{Value, json};

use super::error::ApiError;
use crate::content::{Encoding, Prepared};

/// A JSON body with `status`, kept by no cache.
pub(super) fn json_response(status: StatusCode, body: &Value) -> Response {
    Response::builder()
        .status(status)
        .content_type("application/json")
        .header(header::CACHE_CONTROL, "no-store")
        .body(body.to_string())
}

/// `{"outcome": true, "message": message, "data": data}` with 200.
pub(super) fn ok(message: &str, data: Value) -> Response {
    json_response(
        StatusCode::OK,
        &json!({"outcome": true, "message": message, "data": data}),
    )
}

/// The answer of a call that succeeds with `data` of type `T`: one generic shape, whose schema
/// the document takes from this type (`call::Call::answers`) and which [`answer`] serialises.
#[derive(Object, Serialize)]
pub struct Answer<T: ParseFromJSON + ToJSON> {
    /// Always true here; a failure answers `Failure`.
    outcome: bool,
    /// What happened, for a person.
    message: String,
    data: T,
}

/// `{"outcome": true, "message": message, "data": data}` with 200, `data` typed.
pub(super) fn answer<T: ParseFromJSON + ToJSON + Serialize>(
    message: &str,
    data: T,
) -> Result<Response, ApiError> {
    let body = serde_json::to_value(Answer {
        outcome: true,
        message: message.to_string(),
        data,
    })
    .map_err(|e| ApiError::Internal(format!("answer not serialisable: {e}")))?;
    Ok(json_response(StatusCode::OK, &body))
}

/// A whole answer of its own type (the envelope with fields beside it), with 200.
pub(super) fn answer_whole<T: Serialize>(body: &T) -> Result<Response, ApiError> {
    let body = serde_json::to_value(body)
        .map_err(|e| ApiError::Internal(format!("answer not serialisable: {e}")))?;
    Ok(json_response(StatusCode::OK, &body))
}

fn etag_value(prepared: &Prepared, used: Encoding) -> Result<HeaderValue, ApiError> {
    HeaderValue::from_maybe_shared(prepared.etag_bytes(used))
        .map_err(|e| ApiError::Internal(format!("bad ETag: {e}")))
}

/// A prepared JSON answer in the encoding the client takes, with its ETag (304 when
/// If-None-Match names it) and `cache_control`.
pub fn answer_prepared(
    req: &Request,
    prepared: &Prepared,
    cache_control: &'static str,
) -> Result<Response, ApiError> {
    let wanted = Encoding::negotiate(req.header(header::ACCEPT_ENCODING));
    let (bytes, used) = prepared.body(wanted);
    let mut builder = Response::builder()
        .header(header::ETAG, etag_value(prepared, used)?)
        .header(
            header::CACHE_CONTROL,
            HeaderValue::from_static(cache_control),
        )
        .header(
            header::VARY,
            HeaderValue::from_static("Accept-Encoding, Authorization"),
        );
    if req
        .header(header::IF_NONE_MATCH)
        .is_some_and(|inm| prepared.matches(inm))
    {
        return Ok(builder.status(StatusCode::NOT_MODIFIED).finish());
    }
    if let Some(enc) = used.header_value() {
        builder = builder.header(header::CONTENT_ENCODING, HeaderValue::from_static(enc));
    }
    Ok(builder
        .status(StatusCode::OK)
        .header(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )
        .body(bytes))
}
