//! What a loaded PDF shows: whether a page or form shows text (read through the content's
//! operators, within the inflation budget), and the text itself for site search.

use super::*;

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

/// Whether some page shows text; with `first`, stops at the first that does.
pub(super) fn pages_show_text(
    doc: &Document,
    budget: &mut Budget,
    first: bool,
) -> Result<bool, PdfRefusal> {
    let mut found = false;
    for page in doc.get_pages().into_values() {
        // An unreadable page shows nothing.
        let Some(content) = budget.inflate(|limit| doc.get_page_content_with_limit(page, limit))?
        else {
            continue;
        };
        found = found || operations_show_text(&content);
        if found && first {
            return Ok(true);
        }
    }
    Ok(found)
}

/// Whether a form XObject (content a page draws with `Do`, as many word processors and
/// scanners' text layers write it) shows text; with `first`, stops at the first that does.
pub(super) fn forms_show_text(
    doc: &Document,
    budget: &mut Budget,
    first: bool,
) -> Result<bool, PdfRefusal> {
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
        let Some(data) = budget.inflate(|limit| stream.decompressed_content_with_limit(limit))?
        else {
            continue;
        };
        found = found || operations_show_text(&data);
        if found && first {
            return Ok(true);
        }
    }
    Ok(found)
}

/// Text-showing operators of a content stream.
pub(super) const SHOW_TEXT: [&[u8]; 4] = [b"Tj", b"TJ", b"'", b"\""];

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
pub(super) fn is_regular(b: u8) -> bool {
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
pub(super) fn literal_string(content: &[u8], mut i: usize) -> (usize, bool) {
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
pub(super) fn after_inline_image(content: &[u8], from: usize) -> usize {
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
