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

fn char_classes(word: &str) -> u64 {
    word.chars()
        .fold(0, |m, c| m | (1u64 << (u32::from(c) % 64)))
}

/// Where a query word's match in a doc is kept: the fields (TITLE|BODY|MORE|FILE) per tier.
fn tier_shift(tier: Tier) -> u32 {
    match tier {
        Tier::Exact => 0,
        Tier::Near => FIELD_BITS,
        Tier::Typo => 2 * FIELD_BITS,
    }
}

/// How one query word matched one doc, for ranking: (only by a typo, where: 4 in a title, 3 in
/// a body, 2 in further text, 1 in a file's text, exactly).
fn word_rank(bits: u16) -> (u8, u8, u8) {
    let part = |tier: Tier| ((u32::from(bits) >> tier_shift(tier)) & FIELDS) as u8;
    let exact = part(Tier::Exact);
    let good = exact | part(Tier::Near);
    let fields = if good != 0 { good } else { part(Tier::Typo) };
    let place = if fields & TITLE != 0 {
        4
    } else if fields & BODY != 0 {
        3
    } else if fields & MORE != 0 {
        2
    } else {
        1
    };
    (u8::from(good == 0), place, u8::from(exact != 0))
}

impl Index {
    /// Makes `word` the name of word id `t`: under its key when that is not the word itself,
    /// and in the typo scan's lengths when it has no digit.
    fn name_word(&mut self, word: String, t: u32) {
        let key = words::key(&word);
        if key != word {
            self.near.entry(key).or_default().push(t);
        }
        self.spell_word(word, t);
    }

    /// Makes `word` the name of word id `t`, in the typo scan's lengths when it has no digit
    /// (its key is listed apart).
    fn spell_word(&mut self, word: String, t: u32) {
        let word: Arc<str> = Arc::from(word);
        self.spell(&word, t);
        self.term_ids.insert(word, t);
    }

    /// Puts `word` (id `t`) in the typo scan's lengths, unless it has a digit.
    fn spell(&mut self, word: &Arc<str>, t: u32) {
        if !words::has_digit(word) {
            let n = word.chars().count().min(SPELLED_LENGTHS - 1);
            if self.spelled.len() <= n {
                self.spelled.resize_with(n + 1, Vec::new);
            }
            self.spelled[n].push(Spelled {
                classes: char_classes(word),
                word: Arc::clone(word),
                id: t,
            });
        }
    }

    /// Every word of the index at most `limit` edits from `word` (not `word` itself), with
    /// its id and its edits.
    fn close_words<'a>(
        &'a self,
        word: &str,
        limit: usize,
        mut found: impl FnMut(&'a Arc<str>, u32, usize),
    ) {
        let len = word.chars().count();
        let classes = char_classes(word);
        let last = SPELLED_LENGTHS - 1;
        let lowest = len.saturating_sub(limit).min(last);
        let highest = (len + limit).min(last);
        for lengths in self.spelled.iter().take(highest + 1).skip(lowest) {
            for s in lengths {
                if (classes & !s.classes).count_ones() as usize > limit
                    || (s.classes & !classes).count_ones() as usize > limit
                    || &*s.word == word
                {
                    continue;
                }
                if let Some(d) = words::edits_within(&s.word, word, limit) {
                    found(&s.word, s.id, d);
                }
            }
        }
    }

    /// Every word of the index a query word finds, with how (a word may come more than once).
    fn matching_words(&self, term: &Term, mut found: impl FnMut(u32, Tier)) {
        use std::ops::Bound::{Excluded, Unbounded};
        if let Some(&t) = self.term_ids.get(term.word.as_str()) {
            found(t, Tier::Exact);
        }
        if prefixable(&term.word) {
            let after = self
                .term_ids
                .range::<str, _>((Excluded(term.word.as_str()), Unbounded));
            for (word, &t) in after {
                if !word.starts_with(term.word.as_str()) {
                    break;
                }
                found(t, Tier::Near);
            }
        }
        for &t in self.near.get(&term.key).into_iter().flatten() {
            found(t, Tier::Near);
        }
        if term.key != term.word
            && let Some(&t) = self.term_ids.get(term.key.as_str())
            && words::key(&term.key) == term.key
        {
            found(t, Tier::Near);
        }
        if term.edits > 0 {
            self.close_words(&term.word, term.edits, |_, t, _| found(t, Tier::Typo));
        }
    }

    /// The query with each word that finds nothing replaced by the closest word of the index
    /// that some record still holds (fewest edits, then the most records, then the first in
    /// order); `None` when no word was replaced or one has no close word.
    fn suggest(&self, query: &Query) -> Option<String> {
        let mut words_out = Vec::with_capacity(query.terms.len());
        let mut replaced = false;
        for term in &query.terms {
            let mut finds = false;
            self.matching_words(term, |t, _| {
                finds |= !self.postings[t as usize].is_empty();
            });
            if finds {
                words_out.push(term.word.clone());
                continue;
            }
            let limit = words::suggestion_edits(&term.word);
            if limit == 0 {
                return None;
            }
            let mut best: Option<(usize, std::cmp::Reverse<usize>, &Arc<str>)> = None;
            self.close_words(&term.word, limit, |word, t, d| {
                let records = self.postings[t as usize].len();
                let candidate = (d, std::cmp::Reverse(records), word);
                if records > 0 && best.is_none_or(|b| candidate < b) {
                    best = Some(candidate);
                }
            });
            let (_, _, word) = best?;
            words_out.push(word.to_string());
            replaced = true;
        }
        replaced.then(|| words_out.join(" "))
    }

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
                        .binary_search_by_key(&d, |p| p >> FIELD_BITS)
                        .is_ok()
                })
                .collect(),
        };
        for t in terms {
            let list = &mut self.postings[t as usize];
            if let Ok(i) = list.binary_search_by_key(&d, |p| p >> FIELD_BITS) {
                list.remove(i);
            }
        }
        doc.live = false;
    }

    fn put(&mut self, key: (u8, u64), date: String, window: Window, texts: Texts<'_>) {
        let (source, id) = key;
        self.remove(source, id);
        let mut masks: BTreeMap<String, u8> = BTreeMap::new();
        let Texts {
            title,
            body,
            more,
            file,
        } = texts;
        for (texts, mask) in [
            (title, TITLE),
            (body, BODY),
            (more, MORE),
            ([file, ""], FILE),
        ] {
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
                    day: 0,
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
            let t = match self.term_ids.get(word.as_str()) {
                Some(&t) => t,
                None => {
                    let t = self.postings.len() as u32;
                    self.postings.push(Vec::new());
                    self.name_word(word, t);
                    t
                }
            };
            let list = &mut self.postings[t as usize];
            match list.binary_search_by_key(&d, |p| p >> FIELD_BITS) {
                Ok(i) => list[i] |= u32::from(mask),
                Err(i) => list.insert(i, (d << FIELD_BITS) | u32::from(mask)),
            }
            terms.push(t);
        }
        let doc = &mut self.docs[d as usize];
        doc.terms = Some(terms);
        doc.day = day_number(&date);
        doc.date = date;
        doc.live = true;
        (doc.from, doc.until) = window;
    }

    /// The docs that match every query word and that `keep` accepts: how many, and the first
    /// `want` of them, best first: fewest query words matched only by a typo, then where it
    /// holds the words (each word counts 4 in a title, 3 in a body, 2 in further text, 1 in a
    /// file's text), then most matched exactly, then newest. Only the `want` best are sorted.
    fn search(&self, query: &Query, keep: impl Fn(&Doc) -> bool, want: usize) -> (Vec<u32>, usize) {
        // Per doc: (words matched only by a typo, where the words are found, words matched
        // exactly), for the docs that matched every word so far.
        let mut hits: Vec<(u32, (u8, u8, u8))> = Vec::new();
        // How the current word matched each doc, by doc number (zero: not at all).
        let mut found: Vec<u16> = vec![0; self.docs.len()];
        for (n, term) in query.terms.iter().enumerate() {
            found.fill(0);
            self.matching_words(term, |t, tier| {
                let shift = tier_shift(tier);
                for &p in &self.postings[t as usize] {
                    if let Some(bits) = found.get_mut((p >> FIELD_BITS) as usize) {
                        *bits |= ((p & FIELDS) << shift) as u16;
                    }
                }
            });
            if n == 0 {
                hits = found
                    .iter()
                    .enumerate()
                    .filter(|(d, bits)| **bits != 0 && keep(&self.docs[*d]))
                    .map(|(d, bits)| (d as u32, word_rank(*bits)))
                    .collect();
            } else {
                hits.retain_mut(|(d, (typos, places, exact))| {
                    let bits = found[*d as usize];
                    if bits == 0 {
                        return false;
                    }
                    let (t, p, e) = word_rank(bits);
                    *typos += t;
                    *places += p;
                    *exact += e;
                    true
                });
            }
            if hits.is_empty() {
                break;
            }
        }
        let total = hits.len();
        let order = |(da, a): &(u32, (u8, u8, u8)), (db, b): &(u32, (u8, u8, u8))| {
            a.0.cmp(&b.0)
                .then_with(|| b.1.cmp(&a.1))
                .then_with(|| b.2.cmp(&a.2))
                .then_with(|| {
                    self.docs[*db as usize]
                        .day
                        .cmp(&self.docs[*da as usize].day)
                })
                .then_with(|| db.cmp(da))
        };
        if want < hits.len() {
            if want == 0 {
                return (Vec::new(), total);
            }
            hits.select_nth_unstable_by(want - 1, order);
            hits.truncate(want);
        }
        hits.sort_unstable_by(order);
        (hits.into_iter().map(|(d, _)| d).collect(), total)
    }
}

/// `YYYY-MM-DD` as the number `YYYYMMDD`, which orders as the text does; 0 for anything else
/// (an undated item sorts after every dated one, as the empty text did).
fn day_number(date: &str) -> u32 {
    let digits: String = date.chars().filter(|c| *c != '-').collect();
    match (date.len(), digits.len()) {
        (10, 8) if digits.bytes().all(|b| b.is_ascii_digit()) => digits.parse().unwrap_or(0),
        _ => 0,
    }
}

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
    /// id, their postings, its documents and the keys of the words that are not their own key
    /// (so a start does not stem every word again). `None` before it is loaded.
    pub fn encode(&self) -> Result<Option<Vec<u8>>, bincode::error::EncodeError> {
        let guard = self.index.read().unwrap_or_else(|p| p.into_inner());
        let Some(index) = guard.as_ref() else {
            return Ok(None);
        };
        // In the map's order, so a start builds the map from sorted words in one pass.
        let words: Vec<(&str, u32)> = index.term_ids.iter().map(|(w, &t)| (&**w, t)).collect();
        // Postings as little-endian bytes, one run for all, read back as a slice: four bytes a
        // posting instead of bincode's five for a number past 2^16, and no number decoded
        // one by one at a start.
        let lengths: Vec<u32> = index.postings.iter().map(|l| l.len() as u32).collect();
        let postings: Vec<u8> = index
            .postings
            .iter()
            .flatten()
            .flat_map(|p| p.to_le_bytes())
            .collect();
        let docs: Vec<KeptDoc<&str>> = index
            .docs
            .iter()
            .map(|d| (d.source, d.id, d.date.as_str(), d.live, d.from, d.until))
            .collect();
        let near: Vec<(&str, &[u32])> = index
            .near
            .iter()
            .map(|(key, ids)| (key.as_str(), ids.as_slice()))
            .collect();
        bincode::serde::encode_to_vec(
            (
                &words,
                &lengths,
                serde_bytes::Bytes::new(&postings),
                &docs,
                &near,
            ),
            bincode::config::standard(),
        )
        .map(Some)
    }

    /// Reads an index [`Search::encode`] wrote, to [`Search::install`]. Each document's word
    /// list is not kept twice: it is found in the postings when the document changes.
    pub fn decode(bytes: &[u8]) -> Result<KeptIndex, RestoreError> {
        type Kept<'a> = (
            Vec<(&'a str, u32)>,
            Vec<u32>,
            &'a serde_bytes::Bytes,
            Vec<KeptDoc<&'a str>>,
            Vec<(String, Vec<u32>)>,
        );
        let ((words, lengths, postings, kept, near), _): (Kept<'_>, usize) =
            bincode::serde::borrow_decode_from_slice(bytes, bincode::config::standard())?;
        let n = words.len();
        let total: usize = lengths.iter().map(|&l| l as usize).sum();
        let mut named = vec![false; n];
        if lengths.len() != n
            || postings.len() != total * 4
            || words.iter().any(|&(_, t)| {
                named
                    .get_mut(t as usize)
                    .is_none_or(|seen| std::mem::replace(seen, true))
            })
            || kept.iter().any(|d| usize::from(d.0) >= SOURCES.len())
            || near
                .iter()
                .flat_map(|(_, ids)| ids)
                .any(|&t| t as usize >= n)
        {
            return Err(RestoreError::Inconsistent);
        }
        let mut numbers = postings
            .chunks_exact(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
        let postings: Vec<Vec<u32>> = lengths
            .iter()
            .map(|&len| numbers.by_ref().take(len as usize).collect())
            .collect();
        let docs: Vec<Doc> = kept
            .into_iter()
            .map(|(source, id, date, live, from, until)| Doc {
                source,
                id,
                day: day_number(date),
                date: date.to_string(),
                terms: None,
                live,
                from,
                until,
            })
            .collect();
        if postings.iter().any(|list| {
            list.last()
                .is_some_and(|p| (p >> FIELD_BITS) as usize >= docs.len())
        }) {
            return Err(RestoreError::Inconsistent);
        }
        let by_key = docs
            .iter()
            .enumerate()
            .map(|(d, doc)| ((doc.source, doc.id), d as u32))
            .collect();
        let mut index = Index {
            postings,
            docs,
            by_key,
            near: near.into_iter().collect(),
            ..Index::default()
        };
        let mut named = Vec::with_capacity(n);
        for (word, t) in words {
            let word: Arc<str> = Arc::from(word);
            index.spell(&word, t);
            named.push((word, t));
        }
        // Sorted already (kept in the map's order): the map is built in one pass.
        index.term_ids = named.into_iter().collect();
        Ok(KeptIndex(index))
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

#[cfg(test)]
mod tests;
