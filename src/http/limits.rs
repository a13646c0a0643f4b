//! Body limits: refused before anything is buffered.

use super::*;

/// Room around a file in a `manage` body: the form, its boundaries and the base64 JSON.
pub const FILE_BODY_MARGIN: u64 = 1024 * 1024;

/// The `manage` calls of entities that carry files (documents): their body limit (the
/// `max_document_mb` setting plus [`FILE_BODY_MARGIN`]) and their refusal, by full path.
pub type FileLimits = HashMap<String, (u64, crate::messages::Msg)>;

pub(super) fn file_limits(content: &Content) -> FileLimits {
    ENTITIES
        .iter()
        .filter_map(|e| {
            let rule = e.file.as_ref()?;
            Some((
                format!("{API_PREFIX}{}", e.manage_path),
                (
                    content.max_file_bytes().saturating_add(FILE_BODY_MARGIN),
                    content.too_large_message(rule),
                ),
            ))
        })
        .collect()
}

/// `POST /workflow/preview` reads a whole form's text (two Markdown bodies of 20,000 Odia
/// characters each pass 64 KiB): its own limit and refusal, decided here with the others.
const PREVIEW_PATH: &str = "/oshec/api/workflow/preview";
pub const PREVIEW_BODY_LIMIT: u64 = 1024 * 1024;

pub(super) fn body_limit(method: &Method, path: &str, files: &FileLimits) -> u64 {
    if *method == Method::POST && is_api(path) && path.ends_with("/manage") {
        files
            .get(path)
            .map_or(MANAGE_BODY_LIMIT, |(limit, _)| *limit)
    } else if *method == Method::POST && path == PREVIEW_PATH {
        PREVIEW_BODY_LIMIT
    } else {
        SMALL_BODY_LIMIT
    }
}

pub(super) fn too_large(path: &str, limit: u64, files: &FileLimits) -> Response {
    if let Some((_, message)) = files.get(path) {
        envelope_response(StatusCode::PAYLOAD_TOO_LARGE, message)
    } else if path == PREVIEW_PATH {
        envelope_response(
            StatusCode::PAYLOAD_TOO_LARGE,
            &crate::msg!("preview-too-large"),
        )
    } else if is_api(path) {
        envelope_response(StatusCode::PAYLOAD_TOO_LARGE, &too_large_message(limit))
    } else {
        Response::builder()
            .status(StatusCode::PAYLOAD_TOO_LARGE)
            .content_type("text/plain; charset=utf-8")
            .body(too_large_message(limit).en())
    }
}

/// A body reader that fails once more than `left` bytes arrive, for bodies sent without a
/// Content-Length (chunked), so they are bounded while they stream.
pub(super) struct Capped<R> {
    inner: R,
    left: u64,
    limit: u64,
}

impl<R: AsyncRead + Unpin> AsyncRead for Capped<R> {
    fn poll_read(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        let before = buf.filled().len();
        let this = &mut *self;
        let poll = std::pin::Pin::new(&mut this.inner).poll_read(cx, buf);
        if let std::task::Poll::Ready(Ok(())) = &poll {
            let read = (buf.filled().len() - before) as u64;
            if read > this.left {
                return std::task::Poll::Ready(Err(std::io::Error::other(BodyTooLarge {
                    limit: this.limit,
                })));
            }
            this.left -= read;
        }
        poll
    }
}

/// Applies the limit: a declared length over it is refused at once (413); an undeclared
/// length is read through [`Capped`]. Answers the refusal, if any.
pub(super) fn limit_body(req: &mut Request, files: &FileLimits) -> Option<Response> {
    let path = req.uri().path().to_string();
    let limit = body_limit(req.method(), &path, files);
    match req.header(header::CONTENT_LENGTH) {
        Some(len) => match len.trim().parse::<u64>() {
            Ok(n) if n <= limit => None,
            Ok(_) => Some(too_large(&path, limit, files)),
            Err(_) if is_api(&path) => Some(envelope_response(
                StatusCode::BAD_REQUEST,
                &crate::msg!("content-length"),
            )),
            Err(_) => Some(
                Response::builder()
                    .status(StatusCode::BAD_REQUEST)
                    .body("Bad Content-Length."),
            ),
        },
        None => {
            let body = req.take_body();
            req.set_body(Body::from_async_read(Capped {
                inner: body.into_async_read(),
                left: limit,
                limit,
            }));
            None
        }
    }
}
