//! Reading the forms and base64 fields of docs/decisions.md §6, with messages a person can act on.
use std::collections::HashMap;

use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD_PAD_INDIFFERENT, URL_SAFE_PAD_INDIFFERENT};
use bytes::Bytes;
use poem::web::{Form, Multipart};
use poem::{Body, FromRequest, Request, RequestBody};
use serde_json::Value;

use super::error::{ApiError, unreadable};
use crate::messages::msg;

/// The whole body; a body that cannot be read answers as `unreadable` says, naming `what`.
pub async fn body_bytes(body: &mut RequestBody, what: &str) -> Result<Bytes, ApiError> {
    body.take()
        .map_err(|e| unreadable(what, &e))?
        .into_bytes()
        .await
        .map_err(|e| unreadable(what, &e))
}

/// Bodies up to this size (by their Content-Length) are read before the call runs; below the
/// edge's smallest body limit, so reading them never meets a limit.
const READ_FIRST: u64 = 16 * 1024;

/// Reads a small body (at most [`READ_FIRST`] bytes, by its Content-Length) before the call
/// runs. A call that refuses before reading its body (a revoked token, a role that may not)
/// would otherwise answer and close the connection while the body is still arriving, and the
/// client can lose the answer to the reset that follows. Larger and chunked bodies are left to
/// the call, which reads them within its limits.
pub async fn read_small_body_first(
    req: &Request,
    mut body: RequestBody,
) -> Result<RequestBody, ApiError> {
    let declared = req
        .header("Content-Length")
        .and_then(|v| v.trim().parse::<u64>().ok());
    if !declared.is_some_and(|len| len > 0 && len <= READ_FIRST) {
        return Ok(body);
    }
    let bytes = body_bytes(&mut body, "The request").await?;
    Ok(RequestBody::new(Body::from_bytes(bytes)))
}

/// A form's text fields, and the files of the one file field asked for.
#[derive(Default)]
pub struct FormData {
    texts: HashMap<String, String>,
    file: Option<Vec<u8>>,
}

impl FormData {
    pub fn text(&self, name: &str) -> Result<&str, ApiError> {
        self.texts
            .get(name)
            .map(String::as_str)
            .ok_or_else(|| ApiError::BadRequest(msg!("form-field-missing", field = name)))
    }

    pub fn take_file(&mut self) -> Option<Vec<u8>> {
        self.file.take()
    }
}

/// Reads a multipart or urlencoded form. `file_field` names the one part kept as bytes.
pub async fn read_form(
    req: &Request,
    body: &mut RequestBody,
    file_field: Option<&str>,
) -> Result<FormData, ApiError> {
    let content_type = req
        .header("Content-Type")
        .unwrap_or("")
        .to_ascii_lowercase();
    let mut form = FormData::default();
    if content_type.starts_with("multipart/form-data") {
        let mut multipart = Multipart::from_request(req, body)
            .await
            .map_err(|e| unreadable("The form", &e))?;
        loop {
            let field = multipart
                .next_field()
                .await
                .map_err(|e| unreadable("The form", &e))?;
            let Some(field) = field else { break };
            let name = field.name().unwrap_or("").to_string();
            let bytes = field
                .bytes()
                .await
                .map_err(|e| unreadable("The form", &e))?;
            if Some(name.as_str()) == file_field {
                // A browser sends an empty part when no file was chosen: that is "no file".
                if !bytes.is_empty() {
                    form.file = Some(bytes);
                }
            } else {
                let text = String::from_utf8(bytes).map_err(|_| {
                    ApiError::BadRequest(msg!("form-field-not-text", field = name.as_str()))
                })?;
                form.texts.insert(name, text);
            }
        }
        Ok(form)
    } else if content_type.starts_with("application/x-www-form-urlencoded") {
        let Form(texts) = Form::<HashMap<String, String>>::from_request(req, body)
            .await
            .map_err(|e| unreadable("The form", &e))?;
        form.texts = texts;
        Ok(form)
    } else {
        Err(ApiError::UnsupportedType(msg!("form-type")))
    }
}

/// Base64 text (standard or URL-safe alphabet, padding optional) to bytes.
pub fn decode_base64(field: &str, text: &str) -> Result<Vec<u8>, ApiError> {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    STANDARD_PAD_INDIFFERENT
        .decode(&compact)
        .or_else(|_| URL_SAFE_PAD_INDIFFERENT.decode(&compact))
        .map_err(|_| ApiError::BadRequest(msg!("base64", field = field)))
}

/// A field holding base64 of JSON.
pub fn decode_base64_json(field: &str, text: &str) -> Result<Value, ApiError> {
    let bytes = decode_base64(field, text)?;
    serde_json::from_slice(&bytes).map_err(|e| {
        ApiError::BadRequest(msg!("base64-json", field = field, detail = e.to_string()))
    })
}

/// A field holding base64 of an id's decimal text.
pub fn decode_base64_id(field: &str, text: &str) -> Result<u64, ApiError> {
    let bytes = decode_base64(field, text)?;
    std::str::from_utf8(&bytes)
        .ok()
        .and_then(|s| s.trim().parse::<u64>().ok())
        .ok_or_else(|| ApiError::BadRequest(msg!("base64-id", field = field)))
}

/// `Authorization` header: `None` when absent, `Some(Err)` when present but not a bearer token.
pub fn bearer(req: &Request) -> Option<Result<String, ApiError>> {
    let value = req.headers().get("Authorization")?;
    let parsed = value.to_str().ok().and_then(|v| {
        let (scheme, token) = v.trim().split_once(' ')?;
        let token = token.trim();
        (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then(|| token.to_string())
    });
    Some(parsed.ok_or_else(|| ApiError::Unauthorized(msg!("session-invalid"))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_variants() -> Result<(), ApiError> {
        assert_eq!(decode_base64_id("x", "MTI=")?, 12);
        assert_eq!(decode_base64_id("x", "MTI")?, 12);
        assert!(decode_base64_id("x", "!!").is_err());
        assert!(decode_base64_id("x", "YWJj").is_err());
        assert_eq!(decode_base64_json("x", "eyJhIjoxfQ==")?["a"], 1);
        Ok(())
    }
}
