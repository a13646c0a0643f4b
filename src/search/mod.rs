//! Site search (GIGW §5.2.31): an in-memory inverted index over the public text of active
//! records, kept current by the content service after each committed write.
//!
//! Words are found with Unicode word boundaries (UAX #29, so Odia and English split alike),
//! then NFC-normalised and lower-cased, so "Notice", "NOTICE" and "notice" match, and Odia
//! typed with a precomposed letter matches Odia typed with letter + nukta. A query word then
//! finds a text's word in one of three ways, from best to weakest (`words.rs` says each rule):
//!
//! - **exactly**: the same word;
//! - **nearly**: a word it begins (three letters or more: "exam" finds "examinations"), or a
//!   word with the same key: the same word once Odia spelling variants are made one (ଓଡିଆ finds
//!   ଓଡ଼ିଆ, ପାଠ୍ଯକ୍ରମ finds ପାଠ୍ୟକ୍ରମ) and its ending is taken off (Odia case endings and
//!   plurals: ପାଠ୍ୟକ୍ରମର finds ପାଠ୍ୟକ୍ରମ; English suffixes by the Porter stemmer: "university"
//!   finds "universities");
//! - **with a typo**: a word one edit away when the query word has five letters or more, two
//!   when it has nine or more ("acreditation" finds "accreditation"); never a number.
//!
//! Every query word must match (in a title, a body, further text or a document's file, either
//! language). Hits rank by how few query words they match only by a typo, then where they hold
//! the words (a title above a body, a body above further text, further text above the text of
//! a file: for news, title, then summary, then the body of its own page; for documents, title,
//! then the text of the PDF), then how many they match exactly, then newest first. When nothing
//! is found, [`Search::suggest`] proposes the query with each word that found nothing replaced
//! by the closest word of the index (one edit more than a typo may take), only if that query
//! finds something a visitor may see.
//!
//! Memory: the index keeps word ids per record and (record, title/body/further) postings per
//! word, never the texts; a word whose key is not itself is also listed under its key (kept
//! with the index, so a start need not stem every word again), and every word without digits
//! is listed by its length with a 64-bit summary of its letters, so the typo scan reads only
//! the words of about the query word's length that share nearly all its letters. The page of
//! hits shown reads its records from the store for snippets, marked around every word that
//! matched, however it matched (a snippet comes from the body, or from the further text when
//! only that holds a match).
pub mod sources;
pub mod words;

use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, RwLock};

use serde_json::{Value, json};
use unicode_normalization::UnicodeNormalization as _;
use unicode_segmentation::UnicodeSegmentation as _;

pub use sources::{SOURCES, Source, Url};

mod index;
mod kept;
mod snippets;
use index::*;
pub use kept::*;
pub use snippets::*;

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

/// Where in a record a word was found: its title, its body (for news, the summary shown in the
/// list), its further text (for news, the body on its own page), the text of its file (a
/// document's PDF). A posting holds the set of these in its low [`FIELD_BITS`] bits.
const TITLE: u8 = 1;
const BODY: u8 = 2;
const MORE: u8 = 4;
const FILE: u8 = 8;
const FIELD_BITS: u32 = 4;
const FIELDS: u32 = (1 << FIELD_BITS) - 1;

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

/// How a query word matched a text's word, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Tier {
    Typo,
    Near,
    Exact,
}

/// A query word: as typed (normalised), its key and the edits a typo may take.
#[derive(Debug, Clone)]
struct Term {
    word: String,
    key: String,
    edits: usize,
}

impl Term {
    fn new(word: String) -> Term {
        Term {
            key: words::key(&word),
            edits: words::typo_edits(&word),
            word,
        }
    }

    /// How the normalised `word`, whose key is `key`, matches this query word, if it does.
    fn tier(&self, word: &str, key: &str) -> Option<Tier> {
        if word == self.word {
            Some(Tier::Exact)
        } else if (prefixable(&self.word) && word.starts_with(self.word.as_str()))
            || key == self.key
        {
            Some(Tier::Near)
        } else if self.edits > 0
            && !words::has_digit(word)
            && words::edits_within(word, &self.word, self.edits).is_some()
        {
            Some(Tier::Typo)
        } else {
            None
        }
    }
}

/// A parsed query: its distinct words, normalised.
#[derive(Debug, Clone)]
pub struct Query {
    terms: Vec<Term>,
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
        Ok(Query {
            terms: terms.into_iter().map(Term::new).collect(),
        })
    }

    /// True when a normalised word of a text matches a query word, however it matches.
    fn matches(&self, word: &str) -> bool {
        let key = words::key(word);
        self.terms.iter().any(|t| t.tier(word, &key).is_some())
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
    /// [`Doc::date`] as a number (`YYYYMMDD`, 0 when unknown), which ranking compares.
    day: u32,
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
    term_ids: BTreeMap<Arc<str>, u32>,
    /// By word id: `doc << FIELD_BITS | TITLE|BODY|MORE|FILE`, ascending by doc (4 bytes a
    /// posting).
    postings: Vec<Vec<u32>>,
    docs: Vec<Doc>,
    by_key: HashMap<(u8, u64), u32>,
    /// The words whose key (`words::key`) is not the word itself, by key: a word that is its
    /// own key is found under its own spelling.
    near: HashMap<String, Vec<u32>>,
    /// The words without digits by their length in characters (the last holds every longer
    /// one), for the typo scan.
    spelled: Vec<Vec<Spelled>>,
}

/// A word as the typo scan reads it.
struct Spelled {
    /// A bit per character (its code point modulo 64): a word `n` edits away from another
    /// has at most `n` of these bits the other lacks, so most words are passed over unread.
    classes: u64,
    word: Arc<str>,
    id: u32,
}

/// Lengths the typo scan tells apart.
const SPELLED_LENGTHS: usize = 40;

/// A record's texts as the index reads them: title, body and further text (English, Odia),
/// and its file's text.
struct Texts<'a> {
    title: [&'a str; 2],
    body: [&'a str; 2],
    more: [&'a str; 2],
    file: &'a str,
}

/// A schedule: shown from, no longer from (minutes since the epoch); `None` is open.
pub type Window = (Option<i64>, Option<i64>);

/// One record as the index reads it.
pub struct Entry<'a> {
    pub id: u64,
    pub active: bool,
    pub window: Window,
    pub fields: &'a BTreeMap<String, String>,
    /// The text of the record's file, for a source that finds it ([`Source::file`]).
    pub file_text: Option<&'a str>,
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

/// Whether site search finds the text of `entity`'s files ([`Source::file`]).
pub fn finds_files(entity: &str) -> bool {
    source_number(entity).is_some_and(|(_, source)| source.file)
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
    let [more_en, more_od] = source
        .more
        .map_or([String::new(), String::new()], |(en, od)| {
            [plain_text(f(en)), plain_text(f(od))]
        });
    index.put(
        (n, entry.id),
        date,
        entry.window,
        Texts {
            title: [f(source.title.0), f(source.title.1)],
            body: [&en, &od],
            more: [&more_en, &more_od],
            file: if source.file {
                entry.file_text.unwrap_or("")
            } else {
                ""
            },
        },
    );
}

impl Search {
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
        let skip = page.saturating_sub(1).saturating_mul(PAGE_SIZE);
        let (docs, total) = index.search(
            query,
            |doc| shown((doc.from, doc.until)),
            skip.saturating_add(PAGE_SIZE),
        );
        let found = docs
            .into_iter()
            .skip(skip)
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

impl Search {
    /// When `query` finds nothing: the query with each word that found nothing replaced by the
    /// closest word of the index, if that query finds a record `shown` accepts. `None` before
    /// the index is loaded, or when no such query is found.
    pub fn suggest(&self, query: &Query, shown: impl Fn(Window) -> bool) -> Option<String> {
        let guard = self.index.read().unwrap_or_else(|p| p.into_inner());
        let index = guard.as_ref()?;
        let text = index.suggest(query)?;
        let suggested = Query::parse(&text).ok()?;
        let (_, finds) = index.search(&suggested, |doc| shown((doc.from, doc.until)), 0);
        (finds > 0).then_some(text)
    }
}

#[cfg(test)]
mod tests;
