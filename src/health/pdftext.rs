//! Documents without text: a PDF none of whose pages shows text (a scan, a photo of a page)
//! cannot be read aloud, searched or copied. The verdict is kept per file hash, so each file
//! is parsed once.
use super::{Finding, HealthError, tables};
use crate::content::Content;
use crate::content::entities::{Entity, FileKind};
use crate::content::inventory::Item;
use crate::store::Store;

/// True when some page of the PDF shows text (an OCR layer counts: it is text to a reader).
/// An unreadable file, or one that inflates past the bounds of `files::pdf`, answers `None`.
/// Parses the whole file: call it on a blocking thread.
pub fn has_text(bytes: &[u8]) -> Option<bool> {
    let doc = crate::files::pdf::load(bytes).ok()?;
    crate::files::pdf::shows_text(&doc).ok()
}

/// Keeps the verdict of an upload the checks of `files::pdf` read, under the hash it will be
/// stored by, so the site's health check does not parse it again.
pub fn keep_upload_verdict(store: &Store, bytes: &[u8], text: bool) -> Result<(), HealthError> {
    let hash = crate::content::short_hash(bytes);
    tables::keep_pdf_verdict(store, &hash, text)?;
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;
    use lopdf::content::{Content as Ops, Operation};
    use lopdf::{Document, Object, Stream, dictionary};

    /// A one-page PDF whose page draws a form XObject: with text in it, or with none.
    fn page_drawing_a_form(text: bool) -> Vec<u8> {
        let mut doc = Document::with_version("1.5");
        let pages_id = doc.new_object_id();
        let font_id = doc.add_object(dictionary! {
            "Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Courier",
        });
        let inside = if text {
            vec![
                Operation::new("BT", vec![]),
                Operation::new("Tf", vec!["F1".into(), 12.into()]),
                Operation::new("Tj", vec![Object::string_literal("Council notice")]),
                Operation::new("ET", vec![]),
            ]
        } else {
            vec![Operation::new(
                "re",
                vec![0.into(), 0.into(), 9.into(), 9.into()],
            )]
        };
        let form_id = doc.add_object(Stream::new(
            dictionary! {
                "Type" => "XObject", "Subtype" => "Form", "BBox" => vec![0.into(), 0.into(), 200.into(), 200.into()],
                "Resources" => dictionary! { "Font" => dictionary! { "F1" => font_id } },
            },
            Ops { operations: inside }.encode().unwrap_or_default(),
        ));
        let draw = Ops {
            operations: vec![Operation::new("Do", vec!["Fm1".into()])],
        };
        let content_id = doc.add_object(Stream::new(
            dictionary! {},
            draw.encode().unwrap_or_default(),
        ));
        crate::files::pdf::one_page(
            doc,
            pages_id,
            content_id,
            dictionary! { "XObject" => dictionary! { "Fm1" => form_id } },
        )
    }

    #[test]
    fn an_uploads_verdict_is_kept_by_its_stored_hash() -> Result<(), HealthError> {
        let dir = tempfile::tempdir().map_err(crate::store::StoreError::other)?;
        let store = Store::open(&dir.path().join("t.redb"))?;
        tables::create(&store)?;
        for text in [false, true] {
            let bytes = page_drawing_a_form(text);
            let hash = crate::content::short_hash(&bytes);
            assert_eq!(tables::pdf_verdict(&store, &hash)?, None);
            let checked = crate::files::pdf::check(&bytes);
            assert_eq!(checked.map(|c| c.shows_text), Ok(text));
            keep_upload_verdict(&store, &bytes, text)?;
            assert_eq!(tables::pdf_verdict(&store, &hash)?, Some(text));
        }
        Ok(())
    }

    #[test]
    fn text_drawn_through_a_form_counts() {
        assert_eq!(has_text(&page_drawing_a_form(true)), Some(true));
        assert_eq!(has_text(&page_drawing_a_form(false)), Some(false));
        assert_eq!(has_text(b"not a pdf"), None);
    }
}
