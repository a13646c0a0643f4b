//! Serving stored files that are not images (documents): streamed a chunk at a time, with a
//! strong ETag, immutable caching, an inline disposition with a readable name, and single
//! byte ranges (`Range`, `If-Range`), so a download cut off on a slow link resumes.
use std::sync::Arc;

use bytes::Bytes;
use futures_util::stream;
use poem::http::{HeaderValue, Method, StatusCode, header};
use poem::{Body, Request, Response};

use crate::content::{Content, StoredDocument};
use crate::store::CHUNK_BYTES;

/// An inclusive byte range of a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ByteRange {
    pub start: u64,
    pub end: u64,
}

/// What a `Range` header asks of a file of `size` bytes.
#[derive(Debug, PartialEq, Eq)]
pub enum RangeAsk {
    /// No range, or one this server does not serve partially (several ranges, another unit,
    /// a malformed value): the whole file, as RFC 9110 §14.2 allows.
    Whole,
    Part(ByteRange),
    /// Starts past the end: 416.
    Unsatisfiable,
}

/// Reads `bytes=a-b`, `bytes=a-` and `bytes=-n`.
pub fn parse_range(value: &str, size: u64) -> RangeAsk {
    let Some(spec) = value.trim().strip_prefix("bytes=") else {
        return RangeAsk::Whole;
    };
    if spec.contains(',') {
        return RangeAsk::Whole;
    }
    let Some((a, b)) = spec.trim().split_once('-') else {
        return RangeAsk::Whole;
    };
    let num = |t: &str| -> Option<u64> {
        let t = t.trim();
        (!t.is_empty() && t.bytes().all(|c| c.is_ascii_digit()))
            .then(|| t.parse().ok())
            .flatten()
    };
    match (a.trim().is_empty(), num(a), num(b)) {
        // Suffix: the last n bytes.
        (true, _, Some(n)) => {
            if n == 0 || size == 0 {
                RangeAsk::Unsatisfiable
            } else {
                RangeAsk::Part(ByteRange {
                    start: size.saturating_sub(n),
                    end: size - 1,
                })
            }
        }
        (false, Some(start), end) if b.trim().is_empty() || end.is_some() => {
            if start >= size {
                return RangeAsk::Unsatisfiable;
            }
            let end = end.map_or(size - 1, |e| e.min(size - 1));
            if end < start {
                RangeAsk::Whole
            } else {
                RangeAsk::Part(ByteRange { start, end })
            }
        }
        _ => RangeAsk::Whole,
    }
}

/// `Content-Disposition` with an ASCII name and the same name in RFC 5987 form: `inline`
/// (shown in the browser), or `attachment` (saved) when the link asked `?download=1`.
fn disposition(name: &str, attachment: bool) -> HeaderValue {
    let kind = if attachment { "attachment" } else { "inline" };
    let value = format!("{kind}; filename=\"{name}\"; filename*=UTF-8''{name}");
    HeaderValue::from_str(&value).unwrap_or_else(|_| HeaderValue::from_static(kind))
}

/// True when the query string has `download=1`.
fn wants_download(query: Option<&str>) -> bool {
    query.is_some_and(|q| q.split('&').any(|pair| pair == "download=1"))
}

fn not_found() -> Response {
    Response::builder()
        .status(StatusCode::NOT_FOUND)
        .content_type("text/plain; charset=utf-8")
        .body("No such file.")
}

fn failed() -> Response {
    Response::builder()
        .status(StatusCode::INTERNAL_SERVER_ERROR)
        .content_type("text/plain; charset=utf-8")
        .body("The file could not be read.")
}

/// True when an `If-None-Match` or `If-Range` value names `etag` (strong comparison for
/// `If-Range`; a weak tag never matches it).
fn names_etag(value: &str, etag: &str, weak_ok: bool) -> bool {
    value.split(',').any(|t| {
        let t = t.trim();
        let t = if weak_ok {
            t.strip_prefix("W/").unwrap_or(t)
        } else {
            t
        };
        t == etag || (weak_ok && t == "*")
    })
}

/// `/uploads/<key>/<id>-<hash>.<ext>` of an entity with a file rule; `None` when the entity
/// keeps no files (the caller then serves images).
pub async fn serve(
    content: Arc<Content>,
    req: &Request,
    key: String,
    id: u64,
    hash: String,
    ext: String,
) -> Response {
    let found = {
        let content = content.clone();
        tokio::task::spawn_blocking(move || content.records().stored_file(&key, id, &hash, &ext))
            .await
    };
    let doc = match found {
        Ok(Ok(Some(doc))) => doc,
        Ok(Ok(None)) => return not_found(),
        Ok(Err(e)) => {
            tracing::error!(error = %e, "reading a file failed");
            return failed();
        }
        Err(e) => {
            tracing::error!(error = %e, "reading a file failed");
            return failed();
        }
    };
    let size = doc.meta.size;
    let builder = Response::builder()
        .header(header::ETAG, doc.etag.as_str())
        // The URL names the bytes' hash: a replaced file gets a new URL.
        .header(header::CACHE_CONTROL, "public, max-age=31536000, immutable")
        .header(header::ACCEPT_RANGES, "bytes")
        .header(
            header::CONTENT_DISPOSITION,
            disposition(&doc.file_name, wants_download(req.uri().query())),
        )
        .header(header::X_CONTENT_TYPE_OPTIONS, "nosniff")
        // A document opened in the browser runs no script and reaches no cookie or storage of
        // the site, whatever it carries.
        .header(header::CONTENT_SECURITY_POLICY, "sandbox")
        .content_type(doc.kind.mime());
    if req
        .header(header::IF_NONE_MATCH)
        .is_some_and(|v| names_etag(v, &doc.etag, true))
    {
        return builder.status(StatusCode::NOT_MODIFIED).finish();
    }
    // If-Range: the range only holds for the representation it names.
    let range_applies = req
        .header(header::IF_RANGE)
        .is_none_or(|v| names_etag(v, &doc.etag, false));
    let ask = match req.header(header::RANGE) {
        Some(r) if range_applies => parse_range(r, size),
        _ => RangeAsk::Whole,
    };
    let (status, range, builder) = match ask {
        RangeAsk::Whole => (StatusCode::OK, None, builder),
        RangeAsk::Part(r) => (
            StatusCode::PARTIAL_CONTENT,
            Some(r),
            builder.header(
                header::CONTENT_RANGE,
                format!("bytes {}-{}/{size}", r.start, r.end),
            ),
        ),
        RangeAsk::Unsatisfiable => {
            return builder
                .header(header::CONTENT_RANGE, format!("bytes */{size}"))
                .status(StatusCode::RANGE_NOT_SATISFIABLE)
                .finish();
        }
    };
    let (start, end) = range.map_or((0, size.saturating_sub(1)), |r| (r.start, r.end));
    let length = if size == 0 { 0 } else { end - start + 1 };
    let builder = builder
        .status(status)
        .header(header::CONTENT_LENGTH, length);
    if req.method() == Method::HEAD || length == 0 {
        return builder.finish();
    }
    builder.body(Body::from_bytes_stream(chunks(content, doc, start, end)))
}

/// The bytes `start..=end` of `doc`, one stored chunk at a time: memory per download stays at
/// one chunk whatever the file's size.
fn chunks(
    content: Arc<Content>,
    doc: StoredDocument,
    start: u64,
    end: u64,
) -> impl futures_util::Stream<Item = Result<Bytes, std::io::Error>> + Send + 'static {
    let doc = Arc::new(doc);
    stream::unfold(Some((start, None)), move |next| {
        let content = content.clone();
        let doc = doc.clone();
        async move {
            let (pos, known) = next?;
            // The file's chunk size: its first chunk's length (files of earlier releases have
            // larger chunks than new ones), read once per response.
            let chunk = match known {
                Some(size) => size,
                None if pos == 0 => CHUNK_BYTES as u64,
                None => {
                    let doc = doc.clone();
                    let content = content.clone();
                    match tokio::task::spawn_blocking(move || {
                        content.records().file_chunk_size(&doc)
                    })
                    .await
                    {
                        Ok(Ok(Some(size))) if size > 0 => size,
                        Ok(Ok(_)) => {
                            return Some((Err(std::io::Error::other("the file changed")), None));
                        }
                        Ok(Err(e)) => {
                            return Some((Err(std::io::Error::other(e.to_string())), None));
                        }
                        Err(e) => return Some((Err(std::io::Error::other(e.to_string())), None)),
                    }
                }
            };
            let n = u32::try_from(pos / chunk).ok()?;
            let read = {
                let doc = doc.clone();
                tokio::task::spawn_blocking(move || content.records().file_chunk(&doc, n)).await
            };
            let bytes = match read {
                Ok(Ok(Some(bytes))) => bytes,
                // Replaced or removed meanwhile, or unreadable: end the response early, so the
                // client sees an incomplete download rather than mixed bytes.
                Ok(Ok(None)) => {
                    return Some((Err(std::io::Error::other("the file changed")), None));
                }
                Ok(Err(e)) => return Some((Err(std::io::Error::other(e.to_string())), None)),
                Err(e) => return Some((Err(std::io::Error::other(e.to_string())), None)),
            };
            let chunk_start = u64::from(n) * chunk;
            let from = (pos - chunk_start) as usize;
            let to = ((end + 1 - chunk_start).min(bytes.len() as u64)) as usize;
            if from >= to {
                return Some((
                    Err(std::io::Error::other("the file is shorter than stored")),
                    None,
                ));
            }
            // Read from the start, the first chunk says the chunk size.
            let chunk = if known.is_none() && n == 0 {
                (bytes.len() as u64).max(1)
            } else {
                chunk
            };
            let mut bytes = bytes;
            bytes.truncate(to);
            let piece = Bytes::from(bytes).slice(from..);
            let after = chunk_start + to as u64;
            let next = (after <= end).then_some((after, Some(chunk)));
            Some((Ok(piece), next))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges() {
        let part = |start, end| RangeAsk::Part(ByteRange { start, end });
        assert_eq!(parse_range("bytes=0-9", 100), part(0, 9));
        assert_eq!(parse_range("bytes=90-", 100), part(90, 99));
        assert_eq!(parse_range("bytes=90-500", 100), part(90, 99));
        assert_eq!(parse_range("bytes=-10", 100), part(90, 99));
        assert_eq!(parse_range("bytes=-500", 100), part(0, 99));
        assert_eq!(parse_range("bytes=100-", 100), RangeAsk::Unsatisfiable);
        assert_eq!(parse_range("bytes=-0", 100), RangeAsk::Unsatisfiable);
        assert_eq!(parse_range("bytes=5-1", 100), RangeAsk::Whole);
        assert_eq!(parse_range("bytes=0-1,5-6", 100), RangeAsk::Whole);
        assert_eq!(parse_range("items=0-1", 100), RangeAsk::Whole);
        assert_eq!(parse_range("bytes=x-1", 100), RangeAsk::Whole);
    }

    #[test]
    fn download_asks_for_an_attachment() {
        assert!(wants_download(Some("download=1")));
        assert!(wants_download(Some("x=2&download=1")));
        assert!(!wants_download(Some("download=0")));
        assert!(!wants_download(None));
        assert_eq!(
            disposition("a.pdf", true).to_str().unwrap(),
            "attachment; filename=\"a.pdf\"; filename*=UTF-8''a.pdf"
        );
    }

    #[test]
    fn if_range_is_strong() {
        assert!(names_etag("\"abc\"", "\"abc\"", false));
        assert!(!names_etag("W/\"abc\"", "\"abc\"", false));
        assert!(names_etag("W/\"abc\"", "\"abc\"", true));
    }
}
