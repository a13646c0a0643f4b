//! A hit as the wire gives it: its snippets around the first matching word, and the ranges of
//! every matched word marked in them.

use super::*;

/// The UTF-16 ranges (as JavaScript counts) of the words of `text` that match `query`.
pub(super) fn marks(text: &str, query: &Query) -> Vec<[usize; 2]> {
    let mut out = Vec::new();
    let mut units = 0;
    let mut last = 0;
    for (at, word) in text.unicode_word_indices() {
        units += text[last..at].encode_utf16().count();
        let len = word.encode_utf16().count();
        if query.matches(&normalise(word)) {
            out.push([units, units + len]);
        }
        units += len;
        last = at + word.len();
    }
    out
}

/// A short passage of `text` around its first matching word (or its start), whitespace
/// collapsed, with "…" where it was cut.
pub(super) fn snippet(text: &str, query: &Query) -> String {
    let first = text
        .unicode_word_indices()
        .find(|(_, w)| query.matches(&normalise(w)))
        .map_or(0, |(at, _)| at);
    let chars_before = text[..first].chars().count();
    let start_char = chars_before.saturating_sub(SNIPPET_BEFORE);
    let mut start = text
        .char_indices()
        .nth(start_char)
        .map_or(text.len(), |(i, _)| i);
    // Begin at a word: move forward to just after whitespace unless at the text's start.
    if start > 0 {
        if let Some(space) = text[start..first].find(char::is_whitespace) {
            start += space;
        } else {
            start = first;
        }
    }
    let rest = &text[start..];
    let mut end = rest
        .char_indices()
        .nth(SNIPPET_CHARS)
        .map_or(rest.len(), |(i, _)| i);
    if end < rest.len()
        && let Some(space) = rest[..end].rfind(char::is_whitespace)
        && space > 0
    {
        end = space;
    }
    let mut out = String::new();
    if start > 0 {
        out.push_str("… ");
    }
    out.push_str(&rest[..end].split_whitespace().collect::<Vec<_>>().join(" "));
    if end < rest.len() {
        out.push_str(" …");
    }
    out
}

/// A hit in the wire shape: `{type, titleEn, titleOd, snippetEn, snippetOd, url, date,
/// marks}`, `marks` holding, per text, the UTF-16 `[start, end)` ranges of matched words.
/// `file_text` is the text of the record's file, for a source that finds it: when nothing else
/// of the record holds a match, both snippets come from it (a document's text is in the
/// language it was written in).
pub fn hit(
    found: &Found,
    fields: &BTreeMap<String, String>,
    file_text: Option<&str>,
    query: &Query,
) -> Value {
    let source = found.source;
    let f = |name: &str| field(fields, name).to_string();
    let title_en = f(source.title.0);
    let title_od = f(source.title.1);
    // A snippet comes from the body, or from the further text when only that holds a match.
    let snippet_of = |body: Option<&str>, more: Option<&str>| -> String {
        let body = body.map(|name| body_text(source, field(fields, name)).into_owned());
        let more = more.map(|name| plain_text(field(fields, name)));
        let holds = |text: &str| {
            text.unicode_words()
                .any(|word| query.matches(&normalise(word)))
        };
        match (body, more) {
            (Some(body), Some(more)) if !holds(&body) && holds(&more) => snippet(&more, query),
            (Some(body), _) => snippet(&body, query),
            (None, Some(more)) => snippet(&more, query),
            (None, None) => String::new(),
        }
    };
    let mut snippet_en = snippet_of(source.body.map(|b| b.0), source.more.map(|m| m.0));
    let mut snippet_od = snippet_of(source.body.map(|b| b.1), source.more.map(|m| m.1));
    if let Some(text) = file_text.filter(|_| source.file) {
        let holds = |text: &str| {
            text.unicode_words()
                .any(|word| query.matches(&normalise(word)))
        };
        let mut others: Vec<&str> = vec![&title_en, &title_od];
        for (en, od) in source.body.into_iter().chain(source.more) {
            others.push(field(fields, en));
            others.push(field(fields, od));
        }
        let elsewhere = others.into_iter().any(holds);
        if !elsewhere && holds(text) {
            snippet_en = snippet(text, query);
            snippet_od = snippet_en.clone();
        }
    }
    let url = match &source.url {
        Url::Fixed(url) => (*url).to_string(),
        Url::Field(name, fallback) => {
            let link = f(name);
            if link.trim().is_empty() {
                (*fallback).to_string()
            } else {
                link.trim().to_string()
            }
        }
        Url::FieldOrRecord(name) => {
            let link = f(name);
            if link.trim().is_empty() {
                source.record_url(found.id, f)
            } else {
                link.trim().to_string()
            }
        }
        Url::Record => source.record_url(found.id, f),
        Url::Category(name, pages) => {
            let value = f(name);
            pages
                .iter()
                .find(|(v, _)| *v == value)
                .map_or("/", |(_, page)| page)
                .to_string()
        }
    };
    json!({
        "type": source.kind,
        "titleEn": title_en,
        "titleOd": title_od,
        "snippetEn": snippet_en,
        "snippetOd": snippet_od,
        "url": url,
        "date": found.date,
        "marks": {
            "titleEn": marks(&title_en, query),
            "titleOd": marks(&title_od, query),
            "snippetEn": marks(&snippet_en, query),
            "snippetOd": marks(&snippet_od, query),
        },
    })
}
