//! The rule a PDF upload meets before it is saved: it must parse, and carry no scripts,
//! launch actions or embedded files; one with no page of text is saved with a warning.
use super::super::blocking::blocking;
use super::super::error::ApiError;
use super::super::state::ApiState;
use crate::content::entities::{Entity, FileKind};

/// The `warning` of a saved document whose PDF has no page with text.
pub(super) const TEXTLESS_WARNING: &str = "No page of this PDF carries text: it looks scanned, and cannot be read aloud or searched. Upload a PDF saved from the original document, or one with recognised text (OCR).";

/// The upload as it came, after a PDF for an entity that keeps PDFs has been parsed and found
/// readable and free of scripts, launch actions and embedded files. Anything else (a wrong
/// type, a file too large) is left to the content service's own checks and messages.
/// The upload, checked when it is a PDF; `true` beside it when no page of that PDF shows text.
pub(super) async fn checked_pdf(
    state: &ApiState,
    entity: &'static Entity,
    upload: Option<Vec<u8>>,
) -> Result<(Option<Vec<u8>>, bool), ApiError> {
    let (Some(rule), Some(bytes)) = (&entity.file, &upload) else {
        return Ok((upload, false));
    };
    if rule.kind != FileKind::Pdf || !rule.kind.matches(bytes) {
        return Ok((upload, false));
    }
    let Some(bytes) = upload else {
        return Ok((None, false));
    };
    let store = state.content.store().clone();
    let (bytes, verdict, kept) = blocking(move || {
        let verdict = crate::files::pdf::check_and_read(&bytes);
        // Kept by the file's hash: the health check reads the verdict instead of parsing
        // again, and site search the text (docs/search.md) when the save stores the file.
        let kept = match &verdict {
            Ok((checked, text)) => {
                crate::health::keep_upload_verdict(&store, &bytes, checked.shows_text)
                    .map_err(|e| e.to_string())
                    .and_then(|()| {
                        store
                            .keep_file_text(&crate::content::short_hash(&bytes), text)
                            .map_err(|e| e.to_string())
                    })
            }
            Err(_) => Ok(()),
        };
        Ok::<_, ApiError>((bytes, verdict.map(|(checked, _)| checked), kept))
    })
    .await?;
    let checked = verdict.map_err(|refusal| ApiError::BadRequest(refusal.msg()))?;
    kept.map_err(|e| ApiError::Internal(format!("keeping a PDF's verdict and text: {e}")))?;
    Ok((Some(bytes), !checked.shows_text))
}
