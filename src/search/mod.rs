//! Site search (GIGW §5.2.31): an in-memory inverted index over the public text of active
//! records, kept current by the content service after each committed write.
//!
//! Words are found with Unicode word boundaries (UAX #29, so Odia and English split alike),
//! then NFC-normalised and lower-cased, so "Notice", "NOTICE" and "notice" match, and Odia
//! typed with a precomposed letter matches Odia typed with letter + nukta. A query word of
//! three or more letters also matches longer words it begins ("exam" finds "examinations").
//! Every query word must match (in a title or a body, either language). Hits rank by how many
//! query words their title holds, then newest first.
//!
//! Memory: the index keeps word ids per record and (record, title/body) postings per word,
//! never the texts; the page of hits shown reads its records from the store for snippets.
pub mod sources;

use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};
use std::sync::RwLock;

use serde_json::{Value, json};
use unicode_normalization::UnicodeNormalization as _;
use unicode_segmentation::UnicodeSegmentation as _;

pub use sources::{SOURCES, Source, Url};

/// The longest query accepted, in characters.
pub const MAX_QUERY_CHARS: usize = 200;
/// Hits per page.
pub const PAGE_SIZE: usize = 10;
/// Query words beyond this many are ignored.
const MAX_TERMS: usize = 8;
/// A query word this long or longer also matches words it begins.
const PREFIX_MIN_CHARS: usize = 3;
/// Characters of body text around the first match in a snippet.
const SNIPPET_BEFORE: usize = 60;
const SNIPPET_CHARS: usize = 220;

const TITLE: u8 = 1;
const BODY: u8 = 2;

#[derive(Debug, thiserror::Error)]
pub enum SearchError {
    #[error("{}", self.msg())]
    TooLong,
}

impl SearchError {
    /// Its message in the catalogue.
    pub fn msg(&self) -> crate::messages::Msg {
        match self {
            SearchError::TooLong => crate::msg!("search-too-long", n = MAX_QUERY_CHARS),
        }
    }
}

/// A word as it is matched: NFC, lower case.
pub fn normalise(word: &str) -> String {
    // Most words are ASCII, which NFC leaves alone: the cheap path.
    if word.is_ascii() {
        return word.to_ascii_lowercase();
    }
    let lower: String = word.nfc().flat_map(char::to_lowercase).collect();
    lower.nfc().collect()
}

/// A parsed query: its distinct words, normalised.
#[derive(Debug, Clone)]
pub struct Query {
    terms: Vec<String>,
}

impl Query {
    /// The words of `text`; none when it has no word (only spaces or punctuation), which
    /// finds nothing. Over [`MAX_QUERY_CHARS`] characters, spaces included, is refused.
    pub fn parse(text: &str) -> Result<Query, SearchError> {
        if text.chars().count() > MAX_QUERY_CHARS {
            return Err(SearchError::TooLong);
        }
        let nfc: String = text.nfc().collect();
        let mut terms: Vec<String> = Vec::new();
        for word in nfc.unicode_words() {
            let term = normalise(word);
            if !terms.contains(&term) {
                terms.push(term);
            }
        }
        terms.truncate(MAX_TERMS);
        Ok(Query { terms })
    }

    /// True when a normalised word of a text matches a query word.
    fn matches(&self, word: &str) -> bool {
        self.terms
            .iter()
            .any(|t| word == t || (prefixable(t) && word.starts_with(t.as_str())))
    }
}

fn prefixable(term: &str) -> bool {
    term.chars().count() >= PREFIX_MIN_CHARS
}

struct Doc {
    source: u8,
    id: u64,
    /// `YYYY-MM-DD`, or empty when unknown; newer first within a rank.
    date: String,
    /// Word ids, to take the record out again; `None` for a document read from a kept index,
    /// whose words are then found in the postings when it changes (a start need not rebuild
    /// every document's list).
    terms: Option<Vec<u32>>,
    live: bool,
    /// The record's schedule (minutes since the epoch): found only inside it.
    from: Option<i64>,
    until: Option<i64>,
}

#[derive(Default)]
struct Index {
    term_ids: BTreeMap<String, u32>,
    /// By word id: `doc << 2 | TITLE|BODY`, ascending by doc (4 bytes a posting).
    postings: Vec<Vec<u32>>,
    docs: Vec<Doc>,
    by_key: HashMap<(u8, u64), u32>,
}

impl Index {
    fn remove(&mut self, source: u8, id: u64) {
        let Some(&d) = self.by_key.get(&(source, id)) else {
            return;
        };
        let doc = &mut self.docs[d as usize];
        let terms = match doc.terms.take() {
            Some(terms) => terms,
            None => (0..self.postings.len() as u32)
                .filter(|&t| {
                    self.postings[t as usize]
                        .binary_search_by_key(&d, |p| p >> 2)
                        .is_ok()
                })
                .collect(),
        };
        for t in terms {
            let list = &mut self.postings[t as usize];
            if let Ok(i) = list.binary_search_by_key(&d, |p| p >> 2) {
                list.remove(i);
            }
        }
        doc.live = false;
    }

    fn put(
        &mut self,
        key: (u8, u64),
        date: String,
        window: Window,
        title: [&str; 2],
        body: [&str; 2],
    ) {
        let (source, id) = key;
        self.remove(source, id);
        let mut masks: BTreeMap<String, u8> = BTreeMap::new();
        for (texts, mask) in [(title, TITLE), (body, BODY)] {
            for text in texts {
                for word in text.unicode_words() {
                    *masks.entry(normalise(word)).or_default() |= mask;
                }
            }
        }
        let d = match self.by_key.get(&(source, id)) {
            Some(&d) => d,
            None => {
                let d = self.docs.len() as u32;
                self.docs.push(Doc {
                    source,
                    id,
                    date: String::new(),
                    terms: Some(Vec::new()),
                    live: false,
                    from: None,
                    until: None,
                });
                self.by_key.insert((source, id), d);
                d
            }
        };
        let mut terms = Vec::with_capacity(masks.len());
        for (word, mask) in masks {
            let t = match self.term_ids.get(&word) {
                Some(&t) => t,
                None => {
                    let t = self.postings.len() as u32;
                    self.postings.push(Vec::new());
                    self.term_ids.insert(word, t);
                    t
                }
            };
            let list = &mut self.postings[t as usize];
            match list.binary_search_by_key(&d, |p| p >> 2) {
                Ok(i) => list[i] |= u32::from(mask),
                Err(i) => list.insert(i, (d << 2) | u32::from(mask)),
            }
            terms.push(t);
        }
        let doc = &mut self.docs[d as usize];
        doc.terms = Some(terms);
        doc.date = date;
        doc.live = true;
        (doc.from, doc.until) = window;
    }

    /// Every matching doc with how many query words its title holds, best first.
    fn search(&self, query: &Query) -> Vec<u32> {
        let mut acc: Option<HashMap<u32, u32>> = None;
        for term in &query.terms {
            let mut found: HashMap<u32, u8> = HashMap::new();
            for (word, &t) in self.term_ids.range(term.clone()..) {
                if word != term && !(prefixable(term) && word.starts_with(term.as_str())) {
                    break;
                }
                for &p in &self.postings[t as usize] {
                    *found.entry(p >> 2).or_default() |= (p & 3) as u8;
                }
            }
            let title = |m: u8| u32::from(m & TITLE != 0);
            let next: HashMap<u32, u32> = match acc {
                None => found.into_iter().map(|(d, m)| (d, title(m))).collect(),
                Some(prev) => prev
                    .into_iter()
                    .filter_map(|(d, n)| found.get(&d).map(|m| (d, n + title(*m))))
                    .collect(),
            };
            let empty = next.is_empty();
            acc = Some(next);
            if empty {
                break;
            }
        }
        let mut hits: Vec<(u32, u32)> = acc.unwrap_or_default().into_iter().collect();
        hits.sort_unstable_by(|a, b| {
            b.1.cmp(&a.1)
                .then_with(|| {
                    self.docs[b.0 as usize]
                        .date
                        .cmp(&self.docs[a.0 as usize].date)
                })
                .then_with(|| b.0.cmp(&a.0))
        });
        hits.into_iter().map(|(d, _)| d).collect()
    }
}

/// A schedule: shown from, no longer from (minutes since the epoch); `None` is open.
pub type Window = (Option<i64>, Option<i64>);

/// One record as the index reads it.
pub struct Entry<'a> {
    pub id: u64,
    pub active: bool,
    pub window: Window,
    pub fields: &'a BTreeMap<String, String>,
}

/// One hit of a page, before its record is read.
pub struct Found {
    pub source: &'static Source,
    pub id: u64,
    pub date: String,
}

/// The index, empty until [`Search::load`]; changes before then are left to the load.
#[derive(Default)]
pub struct Search {
    index: RwLock<Option<Index>>,
}

fn source_number(entity: &str) -> Option<(u8, &'static Source)> {
    SOURCES
        .iter()
        .enumerate()
        .find(|(_, s)| s.entity == entity)
        .map(|(i, s)| (i as u8, s))
}

/// A body as a reader sees it: Markdown ([`Source::markdown`]) as its plain text.
fn body_text<'a>(source: &Source, text: &'a str) -> Cow<'a, str> {
    if source.markdown {
        Cow::Owned(plain_text(text))
    } else {
        Cow::Borrowed(text)
    }
}

/// The text of `markdown` without its marks: the words of headings, paragraphs, list items,
/// table cells, link and image texts and code, blocks and cells apart by a space; link
/// addresses are left out. Raw HTML stays as the text it is shown as (see
/// `content::markdown`).
pub fn plain_text(markdown: &str) -> String {
    use pulldown_cmark::{Event, Options, Parser, TagEnd};
    let mut options = Options::empty();
    options.insert(Options::ENABLE_TABLES);
    options.insert(Options::ENABLE_STRIKETHROUGH);
    let mut out = String::with_capacity(markdown.len());
    for event in Parser::new_ext(markdown, options) {
        match event {
            Event::Text(text) | Event::Code(text) | Event::Html(text) | Event::InlineHtml(text) => {
                out.push_str(&text)
            }
            Event::SoftBreak | Event::HardBreak | Event::Rule => out.push(' '),
            Event::End(
                TagEnd::Paragraph
                | TagEnd::Heading(_)
                | TagEnd::Item
                | TagEnd::TableCell
                | TagEnd::TableRow
                | TagEnd::TableHead
                | TagEnd::BlockQuote(_)
                | TagEnd::CodeBlock,
            ) => out.push(' '),
            _ => {}
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn field<'a>(fields: &'a BTreeMap<String, String>, name: &str) -> &'a str {
    fields.get(name).map(String::as_str).unwrap_or("")
}

fn put_entry(index: &mut Index, n: u8, source: &Source, entry: &Entry<'_>, fallback_date: &str) {
    if !entry.active {
        index.remove(n, entry.id);
        return;
    }
    let f = |name: &str| field(entry.fields, name);
    let date = match source.date.map(f) {
        Some(d) if !d.is_empty() => d.to_string(),
        _ => fallback_date.to_string(),
    };
    let [en, od] = source
        .body
        .map_or([Cow::Borrowed(""), Cow::Borrowed("")], |(en, od)| {
            [body_text(source, f(en)), body_text(source, f(od))]
        });
    index.put(
        (n, entry.id),
        date,
        entry.window,
        [f(source.title.0), f(source.title.1)],
        [&en, &od],
    );
}

/// An index read back from the store, not yet in use.
pub struct KeptIndex(Index);

/// A kept document: source, id, date, live, schedule (its words are in the postings).
type KeptDoc<S> = (u8, u64, S, bool, Option<i64>, Option<i64>);

/// Why a kept index could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum RestoreError {
    #[error("cannot decode the kept search index: {0}")]
    Decode(#[from] bincode::error::DecodeError),
    #[error("the kept search index does not hold together")]
    Inconsistent,
}

impl Search {
    /// The index, encoded to be kept for the next start (see `store::warm`): its words by
    /// id, their postings and its documents. `None` before it is loaded.
    pub fn encode(&self) -> Result<Option<Vec<u8>>, bincode::error::EncodeError> {
        let guard = self.index.read().unwrap_or_else(|p| p.into_inner());
        let Some(index) = guard.as_ref() else {
            return Ok(None);
        };
        let mut words: Vec<&str> = vec![""; index.postings.len()];
        for (word, &t) in &index.term_ids {
            words[t as usize] = word;
        }
        let docs: Vec<KeptDoc<&str>> = index
            .docs
            .iter()
            .map(|d| (d.source, d.id, d.date.as_str(), d.live, d.from, d.until))
            .collect();
        bincode::serde::encode_to_vec(
            (&words, &index.postings, &docs),
            bincode::config::standard(),
        )
        .map(Some)
    }

    /// Reads an index [`Search::encode`] wrote, to [`Search::install`]. Each document's word
    /// list is not kept twice: it is found in the postings when the document changes.
    pub fn decode(bytes: &[u8]) -> Result<KeptIndex, RestoreError> {
        type Kept = (Vec<String>, Vec<Vec<u32>>, Vec<KeptDoc<String>>);
        let ((words, postings, kept), _): (Kept, usize) =
            bincode::serde::decode_from_slice(bytes, bincode::config::standard())?;
        if words.len() != postings.len() || kept.iter().any(|d| usize::from(d.0) >= SOURCES.len()) {
            return Err(RestoreError::Inconsistent);
        }
        let docs: Vec<Doc> = kept
            .into_iter()
            .map(|(source, id, date, live, from, until)| Doc {
                source,
                id,
                date,
                terms: None,
                live,
                from,
                until,
            })
            .collect();
        if postings
            .iter()
            .any(|list| list.last().is_some_and(|p| (p >> 2) as usize >= docs.len()))
        {
            return Err(RestoreError::Inconsistent);
        }
        let by_key = docs
            .iter()
            .enumerate()
            .map(|(d, doc)| ((doc.source, doc.id), d as u32))
            .collect();
        let term_ids = words
            .into_iter()
            .enumerate()
            .map(|(t, word)| (word, t as u32))
            .collect();
        Ok(KeptIndex(Index {
            term_ids,
            postings,
            docs,
            by_key,
        }))
    }

    /// Makes a decoded index the loaded one.
    pub fn install(&self, kept: KeptIndex) {
        *self.index.write().unwrap_or_else(|p| p.into_inner()) = Some(kept.0);
    }

    pub fn is_loaded(&self) -> bool {
        self.index
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .is_some()
    }

    /// Builds the index from every record of every source: `records(entity)` answers an
    /// entity's records, `date(entity)` the day it last changed (dating undated hits).
    /// The caller holds the write lock, so no change slips between the read and the index.
    pub fn load<E>(
        &self,
        mut records: impl FnMut(&'static str, &mut dyn FnMut(Entry<'_>)) -> Result<(), E>,
        date: impl Fn(&str) -> String,
    ) -> Result<(), E> {
        let mut index = Index::default();
        for (n, source) in SOURCES.iter().enumerate() {
            let fallback = date(source.entity);
            records(source.entity, &mut |entry| {
                put_entry(&mut index, n as u8, source, &entry, &fallback);
            })?;
        }
        // Lists grew by doubling while loading: give back the spare room.
        for list in &mut index.postings {
            list.shrink_to_fit();
        }
        *self.index.write().unwrap_or_else(|p| p.into_inner()) = Some(index);
        Ok(())
    }

    /// After a committed write of `entity` record `entry.id`: the record's words replace its
    /// old ones; an inactive record leaves the index. `today` dates undated hits.
    pub fn changed(&self, entity: &str, entry: Entry<'_>, today: &str) {
        let Some((n, source)) = source_number(entity) else {
            return;
        };
        let mut guard = self.index.write().unwrap_or_else(|p| p.into_inner());
        if let Some(index) = guard.as_mut() {
            put_entry(index, n, source, &entry, today);
        }
    }

    /// One page (from 1) of hits, best first, and how many there are in all, counting only
    /// records whose schedule `shown` accepts. `None` before the index is loaded.
    pub fn query(
        &self,
        query: &Query,
        page: usize,
        shown: impl Fn(Window) -> bool,
    ) -> Option<(Vec<Found>, usize)> {
        let guard = self.index.read().unwrap_or_else(|p| p.into_inner());
        let index = guard.as_ref()?;
        let mut docs = index.search(query);
        docs.retain(|&d| {
            let doc = &index.docs[d as usize];
            shown((doc.from, doc.until))
        });
        let total = docs.len();
        let found = docs
            .into_iter()
            .skip(page.saturating_sub(1).saturating_mul(PAGE_SIZE))
            .take(PAGE_SIZE)
            .map(|d| {
                let doc = &index.docs[d as usize];
                Found {
                    source: &SOURCES[doc.source as usize],
                    id: doc.id,
                    date: doc.date.clone(),
                }
            })
            .collect();
        Some((found, total))
    }
}

/// The UTF-16 ranges (as JavaScript counts) of the words of `text` that match `query`.
fn marks(text: &str, query: &Query) -> Vec<[usize; 2]> {
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
fn snippet(text: &str, query: &Query) -> String {
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
pub fn hit(found: &Found, fields: &BTreeMap<String, String>, query: &Query) -> Value {
    let source = found.source;
    let f = |name: &str| field(fields, name).to_string();
    let title_en = f(source.title.0);
    let title_od = f(source.title.1);
    let (snippet_en, snippet_od) = match source.body {
        Some((en, od)) => (
            snippet(&body_text(source, &f(en)), query),
            snippet(&body_text(source, &f(od)), query),
        ),
        None => (String::new(), String::new()),
    };
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
        Url::FieldOrRecord(name, prefix) => {
            let link = f(name);
            if link.trim().is_empty() {
                format!("{prefix}{}", found.id)
            } else {
                link.trim().to_string()
            }
        }
        Url::Prefixed(prefix, name) => format!("{prefix}{}", f(name)),
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

#[cfg(test)]
mod tests;
