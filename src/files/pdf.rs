//! What an uploaded PDF must be: a document a PDF library can read, with at least one page,
//! and without the parts that act rather than show: JavaScript, launch actions, embedded files.
//! A file that is also a web page (a PDF and HTML polyglot) is refused too.

/// Why a PDF is refused; the text is shown to the administrator as it is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PdfRefusal {
    #[error(
        "The PDF could not be read: it is damaged, incomplete or password-protected. Save or export it again as a PDF and upload that."
    )]
    Broken,
    #[error(
        "The PDF contains JavaScript, which is not accepted. Print it to a new PDF (or export it without scripts) and upload that."
    )]
    JavaScript,
    #[error(
        "The PDF contains a launch action (it can start a program), which is not accepted. Print it to a new PDF and upload that."
    )]
    Launch,
    #[error(
        "The PDF contains embedded files or attachments, which are not accepted. Remove them, or print it to a new PDF, and upload that."
    )]
    EmbeddedFiles,
    #[error("The file is a web page as well as a PDF, which is not accepted. Upload a plain PDF.")]
    Html,
}

/// Markers of HTML that a browser would act on, looked for in the raw bytes (lower-case).
const HTML_MARKERS: [&[u8]; 4] = [b"<html", b"<script", b"<!doctype html", b"<body"];

/// Checks an upload that starts with `%PDF-`. Parses the whole file: call it on a blocking
/// thread.
pub fn check(bytes: &[u8]) -> Result<(), PdfRefusal> {
    if looks_like_html(bytes) {
        return Err(PdfRefusal::Html);
    }
    // A PDF ends with `%%EOF` (readers allow some bytes after it); without it the file was
    // cut off, even if what arrived can be pieced together.
    let end = bytes
        .iter()
        .rposition(|b| !b" \t\r\n\0\x0C".contains(b))
        .map_or(0, |p| p + 1);
    let tail = &bytes[end.saturating_sub(1024)..end];
    if !tail.windows(5).any(|w| w == b"%%EOF") {
        return Err(PdfRefusal::Broken);
    }
    let doc = lopdf::Document::load_mem(bytes).map_err(|_| PdfRefusal::Broken)?;
    if doc.get_pages().is_empty() {
        return Err(PdfRefusal::Broken);
    }
    for object in doc.objects.values() {
        let dict = match object {
            lopdf::Object::Dictionary(d) => d,
            lopdf::Object::Stream(s) => &s.dict,
            _ => continue,
        };
        scan(dict)?;
    }
    Ok(())
}

/// Looks at one dictionary and the dictionaries nested in it.
fn scan(dict: &lopdf::Dictionary) -> Result<(), PdfRefusal> {
    for (key, value) in dict.iter() {
        match key.as_slice() {
            b"JS" | b"JavaScript" => return Err(PdfRefusal::JavaScript),
            b"EmbeddedFiles" | b"EF" => return Err(PdfRefusal::EmbeddedFiles),
            b"S" | b"Type" | b"Subtype" => match value.as_name().ok() {
                Some(b"JavaScript") => return Err(PdfRefusal::JavaScript),
                Some(b"Launch") => return Err(PdfRefusal::Launch),
                Some(b"EmbeddedFile" | b"FileAttachment") => {
                    return Err(PdfRefusal::EmbeddedFiles);
                }
                _ => {}
            },
            _ => {}
        }
        scan_value(value)?;
    }
    Ok(())
}

fn scan_value(value: &lopdf::Object) -> Result<(), PdfRefusal> {
    match value {
        lopdf::Object::Dictionary(d) => scan(d),
        lopdf::Object::Stream(s) => scan(&s.dict),
        lopdf::Object::Array(items) => items.iter().try_for_each(scan_value),
        _ => Ok(()),
    }
}

/// True when the bytes carry an HTML document a browser would render if it sniffed them.
fn looks_like_html(bytes: &[u8]) -> bool {
    bytes.iter().enumerate().any(|(i, b)| {
        *b == b'<'
            && HTML_MARKERS.iter().any(|m| {
                bytes
                    .get(i..i + m.len())
                    .is_some_and(|w| w.eq_ignore_ascii_case(m))
            })
    })
}

/// A minimal, valid one-page PDF whose catalog carries `extra` (for example an
/// `/OpenAction`), and `tail` after its end: for tests.
#[cfg(test)]
pub fn sample(extra: &str, tail: &str) -> Vec<u8> {
    let objects = [
        format!("<< /Type /Catalog /Pages 2 0 R {extra} >>"),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_string(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>".to_string(),
    ];
    let mut out = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (i, body) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n{body}\nendobj\n", i + 1).as_bytes());
    }
    let xref = out.len();
    out.extend_from_slice(
        format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes(),
    );
    for offset in offsets {
        out.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    out.extend_from_slice(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n{tail}",
            objects.len() + 1
        )
        .as_bytes(),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_pdf_passes() {
        assert_eq!(check(&sample("", "")), Ok(()));
    }

    #[test]
    fn broken_active_and_polyglot_pdfs_are_refused() {
        for (bytes, refusal) in [
            (b"%PDF-".to_vec(), PdfRefusal::Broken),
            (
                b"%PDF-1.4\n1 0 obj << >> endobj\n".to_vec(),
                PdfRefusal::Broken,
            ),
            (
                sample("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>", ""),
                PdfRefusal::JavaScript,
            ),
            (
                sample("/OpenAction << /S /Launch /F (cmd.exe) >>", ""),
                PdfRefusal::Launch,
            ),
            (
                sample("/Names << /EmbeddedFiles << /Names [] >> >>", ""),
                PdfRefusal::EmbeddedFiles,
            ),
            (
                sample("", "<html><body><script>alert(1)</script></body></html>"),
                PdfRefusal::Html,
            ),
            (
                sample("/OpenAction << /S /Java#53cript /J#53 (x) >>", ""),
                PdfRefusal::JavaScript,
            ),
        ] {
            assert_eq!(check(&bytes), Err(refusal.clone()), "{refusal:?}");
        }
    }
}
