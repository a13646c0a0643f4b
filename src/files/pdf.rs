//! What an uploaded PDF must be: a document a PDF library can read, with at least one page,
//! and without the parts that act rather than show: JavaScript, `javascript:` links, launch
//! actions, forms that submit, links into other files, embedded files. A file that is also a
//! web page (a PDF and HTML polyglot) is refused too, and so is one whose compressed content
//! inflates past the bounds below (a decompression bomb).
//!
//! Every decompression of a PDF the server does goes through this module, within bounds
//! (docs/security.md): the object and cross-reference streams lopdf inflates while it loads a
//! file, each page's content and each form XObject (read to see whether a page shows text),
//! and all of them together. Other streams (images, fonts) are stored and served as they came,
//! never inflated.
use lopdf::{DecompressError, Document, Object};

mod text;
mod tokens;
pub use text::*;
use tokens::*;

/// The most one stream may inflate to: an object or cross-reference stream while the file is
/// loaded, a page's content (all its streams together), a form XObject.
pub const STREAM_LIMIT: usize = 16 << 20;
/// The most the page contents and forms of one file may inflate to, all together.
pub const FILE_LIMIT: usize = 256 << 20;

/// The most parts (numbers, names, strings, keywords, brackets) a PDF's syntax may hold,
/// counted in the file and in the object streams lopdf inflates while loading it. lopdf holds
/// each in an object of 120 bytes: 2,000,000 take about 240 MB at most. A 100-page report
/// holds a few hundred thousand; eight megabytes of `0 ` make four million.
pub const TOKEN_LIMIT: u64 = 2_000_000;

/// Why a PDF is refused; the text is shown to the administrator as it is (`msg`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.msg())]
pub enum PdfRefusal {
    Broken,
    JavaScript,
    ScriptLink,
    Launch,
    SubmitForm,
    RemoteGoTo,
    EmbeddedFiles,
    Html,
    Inflates { limit: usize, whole_file: bool },
    TooManyParts { limit: u64 },
}

impl PdfRefusal {
    /// Its message in the catalogue.
    pub fn msg(&self) -> crate::messages::Msg {
        use crate::msg;
        match self {
            PdfRefusal::Broken => msg!("pdf-broken"),
            PdfRefusal::JavaScript => msg!("pdf-javascript"),
            PdfRefusal::ScriptLink => msg!("pdf-script-link"),
            PdfRefusal::Launch => msg!("pdf-launch"),
            PdfRefusal::SubmitForm => msg!("pdf-submit-form"),
            PdfRefusal::RemoteGoTo => msg!("pdf-remote-goto"),
            PdfRefusal::EmbeddedFiles => msg!("pdf-embedded-files"),
            PdfRefusal::Html => msg!("pdf-html"),
            PdfRefusal::Inflates { limit, whole_file } => {
                let mib = limit >> 20;
                if *whole_file {
                    msg!("pdf-inflates-all", n = mib)
                } else {
                    msg!("pdf-inflates-part", n = mib)
                }
            }
            PdfRefusal::TooManyParts { limit } => msg!("pdf-too-many-parts", n = *limit),
        }
    }
}

impl PdfRefusal {
    fn inflates_stream() -> PdfRefusal {
        PdfRefusal::Inflates {
            limit: STREAM_LIMIT,
            whole_file: false,
        }
    }
}

/// What the checks learnt of an accepted PDF.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Checked {
    /// Some page shows text (docs/health.md, documents without text).
    pub shows_text: bool,
}

/// Markers of HTML that a browser would act on, looked for in the raw bytes (lower-case).
const HTML_MARKERS: [&[u8]; 4] = [b"<html", b"<script", b"<!doctype html", b"<body"];

/// Checks an upload that starts with `%PDF-`, and says whether a page of it shows text.
/// Parses the whole file: call it on a blocking thread.
pub fn check(bytes: &[u8]) -> Result<Checked, PdfRefusal> {
    checked(bytes).map(|(_, checked)| checked)
}

/// [`check`], and the text of the accepted file's first pages ([`text`]): the file is parsed
/// once for both. Call it on a blocking thread.
pub fn check_and_read(bytes: &[u8]) -> Result<(Checked, String), PdfRefusal> {
    let (doc, checked) = checked(bytes)?;
    let text = if checked.shows_text {
        text(&doc)
    } else {
        String::new()
    };
    Ok((checked, text))
}

fn checked(bytes: &[u8]) -> Result<(Document, Checked), PdfRefusal> {
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
    let doc = load(bytes)?;
    if doc.get_pages().is_empty() {
        return Err(PdfRefusal::Broken);
    }
    for object in doc.objects.values() {
        let dict = match object {
            Object::Dictionary(d) => d,
            Object::Stream(s) => &s.dict,
            _ => continue,
        };
        scan(&doc, dict)?;
    }
    // Every page and form is inflated (within the bounds), so a bomb on any page is refused
    // even when the first page already shows text.
    let mut budget = Budget::new();
    let on_a_page = pages_show_text(&doc, &mut budget, false)?;
    let in_a_form = forms_show_text(&doc, &mut budget, false)?;
    let checked = Checked {
        shows_text: on_a_page || in_a_form,
    };
    Ok((doc, checked))
}

/// Loads a PDF with every stream lopdf inflates while loading bounded by [`STREAM_LIMIT`],
/// once its syntax is found to hold at most [`TOKEN_LIMIT`] parts.
pub fn load(bytes: &[u8]) -> Result<Document, PdfRefusal> {
    let tokens = count_tokens(bytes);
    if tokens > TOKEN_LIMIT {
        return Err(PdfRefusal::TooManyParts { limit: TOKEN_LIMIT });
    }
    let options = lopdf::LoadOptions {
        max_decompressed_size: Some(STREAM_LIMIT),
        ..lopdf::LoadOptions::default()
    };
    Document::load_mem_with_options(bytes, options).map_err(|e| {
        if is_over_limit(&e) {
            PdfRefusal::inflates_stream()
        } else {
            PdfRefusal::Broken
        }
    })
}

fn is_over_limit(e: &lopdf::Error) -> bool {
    matches!(
        e,
        lopdf::Error::Decompress(DecompressError::MemoryLimitExceeded { .. })
    )
}

/// What may still be inflated of one file, all streams together.
struct Budget {
    left: usize,
}

impl Budget {
    fn new() -> Budget {
        Budget { left: FILE_LIMIT }
    }

    /// The bound for the next stream: the smaller of [`STREAM_LIMIT`] and what is left.
    fn next(&self) -> usize {
        STREAM_LIMIT.min(self.left)
    }

    /// Charges what a stream inflated to.
    fn charge(&mut self, used: usize) {
        self.left = self.left.saturating_sub(used);
    }

    /// The refusal for a stream over `limit`: the stream's own bound, or the file's.
    fn refusal(&self, limit: usize) -> PdfRefusal {
        if limit < STREAM_LIMIT {
            PdfRefusal::Inflates {
                limit: FILE_LIMIT,
                whole_file: true,
            }
        } else {
            PdfRefusal::inflates_stream()
        }
    }

    /// Inflates one stream with `inflate`, within the next bound, and charges what it took.
    /// A stream over its bound refuses the file; one that cannot be read shows nothing
    /// (`None`).
    fn inflate(
        &mut self,
        inflate: impl FnOnce(usize) -> Result<Vec<u8>, lopdf::Error>,
    ) -> Result<Option<Vec<u8>>, PdfRefusal> {
        let limit = self.next();
        match inflate(limit) {
            Ok(data) => {
                self.charge(data.len());
                Ok(Some(data))
            }
            Err(e) if is_over_limit(&e) => Err(self.refusal(limit)),
            Err(_) => Ok(None),
        }
    }
}

/// Looks at one dictionary and the dictionaries nested in it.
fn scan(doc: &Document, dict: &lopdf::Dictionary) -> Result<(), PdfRefusal> {
    for (key, value) in dict.iter() {
        match key.as_slice() {
            b"JS" | b"JavaScript" => return Err(PdfRefusal::JavaScript),
            b"EmbeddedFiles" | b"EF" => return Err(PdfRefusal::EmbeddedFiles),
            b"S" | b"Type" | b"Subtype" => match value.as_name().ok() {
                Some(b"JavaScript") => return Err(PdfRefusal::JavaScript),
                Some(b"Launch") => return Err(PdfRefusal::Launch),
                Some(b"SubmitForm") => return Err(PdfRefusal::SubmitForm),
                Some(b"GoToR") => return Err(PdfRefusal::RemoteGoTo),
                Some(b"EmbeddedFile" | b"FileAttachment") => {
                    return Err(PdfRefusal::EmbeddedFiles);
                }
                _ => {}
            },
            b"URI" => {
                // The address may be written in place or as an object of its own.
                let address = match value {
                    Object::Reference(id) => doc.get_object(*id).ok(),
                    other => Some(other),
                };
                if let Some(Object::String(bytes, _)) = address
                    && runs_script(bytes)
                {
                    return Err(PdfRefusal::ScriptLink);
                }
            }
            _ => {}
        }
        scan_value(doc, value)?;
    }
    Ok(())
}

fn scan_value(doc: &Document, value: &Object) -> Result<(), PdfRefusal> {
    match value {
        Object::Dictionary(d) => scan(doc, d),
        Object::Stream(s) => scan(doc, &s.dict),
        Object::Array(items) => items.iter().try_for_each(|v| scan_value(doc, v)),
        _ => Ok(()),
    }
}

/// True for an address a viewer or browser would run as a script: `javascript:` (or
/// `vbscript:`), in any case, with the white space and control characters browsers skip, in
/// PDFDocEncoding or UTF-16 with its byte order mark.
fn runs_script(address: &[u8]) -> bool {
    let text = lopdf::decode_text_string(&Object::String(
        address.to_vec(),
        lopdf::StringFormat::Literal,
    ))
    .unwrap_or_else(|_| address.iter().map(|b| char::from(*b)).collect());
    let scheme: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && !c.is_control())
        .take(11)
        .flat_map(char::to_lowercase)
        .collect();
    scheme.starts_with("javascript:") || scheme.starts_with("vbscript:")
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
        format!("<< /Type /Catalog /Pages 2 0 R {extra} >>").into_bytes(),
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>".to_vec(),
    ];
    written("1.4", &objects, tail)
}

/// A PDF of `version` made of these objects (numbered from 1, the first the catalog), written
/// as they are, with its cross-reference table, and `tail` after its end: for tests.
#[cfg(test)]
pub fn written(version: &str, objects: &[Vec<u8>], tail: &str) -> Vec<u8> {
    let mut out = format!("%PDF-{version}\n").into_bytes();
    let mut offsets = Vec::new();
    for (i, body) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n", i + 1).as_bytes());
        out.extend_from_slice(body);
        out.extend_from_slice(b"\nendobj\n");
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

/// `doc` saved as a one-page PDF: its page draws `contents` with `resources`, under the pages
/// node `pages_id` and a catalog: for tests.
#[cfg(test)]
pub fn one_page(
    mut doc: Document,
    pages_id: lopdf::ObjectId,
    contents: lopdf::ObjectId,
    resources: lopdf::Dictionary,
) -> Vec<u8> {
    use lopdf::dictionary;
    let page_id = doc.add_object(dictionary! {
        "Type" => "Page", "Parent" => pages_id, "Contents" => contents,
        "Resources" => resources,
    });
    doc.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! {
            "Type" => "Pages", "Kids" => vec![page_id.into()], "Count" => 1,
            "MediaBox" => vec![0.into(), 0.into(), 200.into(), 200.into()],
        }),
    );
    let catalog_id = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    doc.trailer.set("Root", catalog_id);
    let mut out = Vec::new();
    assert!(doc.save_to(&mut out).is_ok());
    out
}

#[cfg(test)]
mod tests;
