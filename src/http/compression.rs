//! Dynamic compression, for API answers that are not prepared ahead (admin lists, details,
//! the OpenAPI document). Prepared bodies already carry Content-Encoding and are left alone.

use super::*;

pub(super) fn compressible(content_type: &str) -> bool {
    let ct = content_type.to_ascii_lowercase();
    ct.starts_with("application/json")
        || ct.starts_with("text/")
        || ct.starts_with("application/javascript")
        || ct.starts_with("image/svg+xml")
}

/// Answers shorter than this are sent as they are: they fit a packet or two either way, and a
/// compressor's state (some 300 KiB for gzip) costs more to set up than the bytes it saves.
/// An official's save is answered with the item, about a kilobyte (docs/benchmarks.md,
/// "Readers and writers").
pub(super) const MIN_COMPRESSED: usize = 1024;

/// Compresses an API answer for a client that accepts brotli or gzip, at the fastest level
/// (brotli quality 0, gzip level 1). The answers compressed here are JSON or CSV already held
/// in memory, so the body is read whole and compressed in one go.
pub async fn compress_dynamic(accept: Option<&str>, resp: Response) -> Response {
    if resp.status() != StatusCode::OK
        || resp.headers().contains_key(header::CONTENT_ENCODING)
        || !resp
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(compressible)
    {
        return resp;
    }
    let encoding = Encoding::negotiate(accept);
    let Some(name) = encoding.header_value() else {
        return resp;
    };
    let (mut parts, body) = resp.into_parts();
    let Ok(plain) = body.into_vec().await else {
        return envelope_response(
            StatusCode::INTERNAL_SERVER_ERROR,
            &crate::msg!("answer-unreadable"),
        );
    };
    if plain.len() < MIN_COMPRESSED {
        return Response::from_parts(parts, Body::from(plain));
    }
    let compressed = match encoding {
        Encoding::Brotli => crate::content::prepared::brotli_bytes(&plain, 0),
        _ => crate::content::prepared::gzip_bytes(&plain, flate2::Compression::fast()),
    };
    parts
        .headers
        .insert(header::CONTENT_ENCODING, HeaderValue::from_static(name));
    parts.headers.remove(header::CONTENT_LENGTH);
    parts
        .headers
        .append(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    Response::from_parts(parts, Body::from(compressed))
}
