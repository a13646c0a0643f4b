//! Conditional answers from prepared bytes.

use super::*;

/// Answers `prepared` honouring Accept-Encoding, If-None-Match and HEAD.
pub(super) fn answer_prepared(
    req: &Request,
    prepared: &Prepared,
    content_type: &str,
    cache_control: &'static str,
) -> Response {
    let wanted = Encoding::negotiate(req.header(header::ACCEPT_ENCODING));
    let (bytes, used) = prepared.body(wanted);
    let mut builder = Response::builder()
        .header(header::ETAG, prepared.etag(used))
        .header(header::CACHE_CONTROL, cache_control)
        .header(header::VARY, "Accept-Encoding");
    if req
        .header(header::IF_NONE_MATCH)
        .is_some_and(|inm| prepared.matches(inm))
    {
        return builder.status(StatusCode::NOT_MODIFIED).finish();
    }
    if let Some(enc) = used.header_value() {
        builder = builder.header(header::CONTENT_ENCODING, enc);
    }
    builder = builder.content_type(content_type);
    if req.method() == Method::HEAD {
        builder
            .header(header::CONTENT_LENGTH, bytes.len())
            .status(StatusCode::OK)
            .finish()
    } else {
        builder.status(StatusCode::OK).body(bytes)
    }
}

/// RFC 9110 §15.5.6: a 405 names the methods the resource has. The router's own 405s know
/// nothing of them, so an API 405 gets the methods the OpenAPI document lists for its path.
pub(super) fn allow_on_405(path: &str, resp: &mut Response) {
    if resp.status() != StatusCode::METHOD_NOT_ALLOWED || resp.headers().contains_key(header::ALLOW)
    {
        return;
    }
    let call = path.strip_prefix(API_PREFIX).unwrap_or(path);
    if let Some(allow) = crate::http::api::allowed_methods(call)
        && let Ok(value) = HeaderValue::from_str(allow)
    {
        resp.headers_mut().insert(header::ALLOW, value);
    }
}

pub(super) fn method_not_allowed() -> Response {
    Response::builder()
        .status(StatusCode::METHOD_NOT_ALLOWED)
        .header(header::ALLOW, "GET, HEAD")
        .body("Only GET and HEAD are allowed here.")
}
