//! Documents without text: a PDF none of whose pages shows text (a scan, a photo of a page)
//! cannot be read aloud, searched or copied. The verdict is kept per file hash, so each file
//! is parsed once.
use lopdf::{Document, Object};

use super::{Finding, HealthError, tables};
use crate::content::Content;
use crate::content::entities::{Entity, FileKind};
use crate::content::inventory::Item;

/// Text-showing operators of a content stream.
const SHOW_TEXT: &[&str] = &["Tj", "TJ", "'", "\""];

/// True when some page of the PDF shows text (an OCR layer counts: it is text to a reader).
/// An unreadable file answers `None`. Parses the whole file: call it on a blocking thread.
pub fn has_text(bytes: &[u8]) -> Option<bool> {
    let doc = Document::load_mem(bytes).ok()?;
    let pages = doc.get_pages();
    Some(pages.values().any(|&page| {
        doc.get_and_decode_page_content(page).is_ok_and(|content| {
            content
                .operations
                .iter()
                .any(|op| SHOW_TEXT.contains(&op.operator.as_str()) && shows(&op.operands))
        })
    }))
}

/// True when the operands carry at least one character.
fn shows(operands: &[Object]) -> bool {
    operands.iter().any(|o| match o {
        Object::String(s, _) => !s.is_empty(),
        Object::Array(items) => shows(items),
        _ => false,
    })
}

/// The verdict for (entity, item)'s file: from the cache, or parsed now and kept.
pub fn verdict(
    content: &Content,
    entity: &'static Entity,
    item: &Item,
) -> Result<Option<bool>, HealthError> {
    let Some(meta) = &item.file else {
        return Ok(None);
    };
    let store = content.store();
    if let Some(known) = tables::pdf_verdict(store, &meta.hash)? {
        return Ok(Some(known));
    }
    let Some(bytes) = content.file_bytes(entity, item.id, meta)? else {
        return Ok(None);
    };
    // A file that cannot be parsed was refused at upload; count it as without text.
    let text = has_text(&bytes).unwrap_or(false);
    tables::keep_pdf_verdict(store, &meta.hash, text)?;
    Ok(Some(text))
}

pub fn findings(
    content: &Content,
    entity: &'static Entity,
    items: &[Item],
) -> Result<Vec<Finding>, HealthError> {
    let Some(rule) = &entity.file else {
        return Ok(Vec::new());
    };
    if rule.kind != FileKind::Pdf {
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    for item in items {
        if verdict(content, entity, item)? == Some(false) {
            out.push(
                Finding::new(
                    entity,
                    item,
                    "No page of this PDF carries text: it looks scanned. Upload a PDF saved \
                     from the original document, or one with recognised text (OCR)."
                        .to_string(),
                )
                .in_field(rule.file_field),
            );
        }
    }
    Ok(out)
}
