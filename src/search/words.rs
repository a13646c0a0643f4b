//! How a word is matched beyond its exact spelling.
//!
//! A word's *fold* makes one of the Odia spellings people use for the same word: the nukta and
//! its absence (ଡ଼/ଡ, ଢ଼/ଢ, and the precomposed ଡ଼ U+0B5C, ଢ଼ U+0B5D), ୟ/ଯ, ୱ/ବ, chandrabindu
//! ଁ/anusvara ଂ; the invisible joiners (ZWJ, ZWNJ) are dropped, and Odia digits read as the
//! digits 0–9. English is left as it is (already lower case).
//!
//! A word's *key* is its fold without its ending. Odia: the case endings and plural markers of
//! [`ODIA_ENDINGS`] are taken off, longest first and again while one is left, but never below
//! [`ODIA_MIN_LETTERS`] letters nor where the stem would end in a virama (the ending was then
//! part of a conjunct). English: Snowball's English stemmer (the revised Porter stemmer) from
//! `rust-stemmers`. Words with digits keep their fold as their key.
//!
//! A typo is at most [`typo_edits`] edits (insertions, deletions, substitutions or swaps of
//! two neighbours, counted in characters by `strsim`'s optimal string alignment distance).
use std::borrow::Cow;

use rust_stemmers::{Algorithm, Stemmer};

const NUKTA: char = '\u{0B3C}';
const VIRAMA: char = '\u{0B4D}';
const ZWNJ: char = '\u{200C}';
const ZWJ: char = '\u{200D}';

/// Odia case endings and plural markers, longest first, in their folded spelling (ଗୁଡ଼ିକ is
/// written ଗୁଡିକ): of the council's, to the students, in the universities…
pub const ODIA_ENDINGS: &[&str] = &[
    "ମାନଙ୍କୁ", // to (the) …s: ଛାତ୍ରଛାତ୍ରୀମାନଙ୍କୁ
    "ମାନଙ୍କ", // of …s: ଶିକ୍ଷକମାନଙ୍କ
    "ଗୁଡିକୁ",  // to (the) …s: ବିଶ୍ୱବିଦ୍ୟାଳୟଗୁଡ଼ିକୁ (ଗୁଡ଼ିକ + କୁ, one କ)
    "ଗୁଡିକ",  // plural: ମହାବିଦ୍ୟାଳୟଗୁଡ଼ିକ
    "ଠାରୁ",   // from: ଜୁଲାଇଠାରୁ
    "ଠାରେ",  // at: ପରିଷଦଠାରେ
    "ଙ୍କୁ",   // to (a person): ଶିକ୍ଷାର୍ଥୀଙ୍କୁ
    "ମାନେ",  // plural (subject): ଛାତ୍ରଛାତ୍ରୀମାନେ
    "ଙ୍କ",   // of (a person), honorific plural: ଛାତ୍ରଛାତ୍ରୀଙ୍କ
    "ରେ",   // in: ବିଶ୍ୱବିଦ୍ୟାଳୟରେ
    "ରୁ",    // from: ବର୍ଷରୁ
    "କୁ",    // to: ପରିଷଦକୁ
    "ଟି",    // the (one): ପ୍ରସ୍ତାବଟି
    "ଟା",    // the (one), spoken: କାମଟା
    "ର",    // of: ପାଠ୍ୟକ୍ରମର
];

/// An Odia stem keeps at least this many letters (consonants and independent vowels; the
/// signs written on them do not count).
pub const ODIA_MIN_LETTERS: usize = 2;

fn is_odia(c: char) -> bool {
    ('\u{0B00}'..='\u{0B7F}').contains(&c)
}

/// A vowel sign, virama, nukta or other mark written on an Odia letter.
fn is_odia_sign(c: char) -> bool {
    matches!(
        c,
        '\u{0B01}'..='\u{0B03}' | '\u{0B3C}' | '\u{0B3E}'..='\u{0B57}' | '\u{0B62}'..='\u{0B63}'
    )
}

fn folded_char(c: char) -> Option<char> {
    Some(match c {
        NUKTA | ZWNJ | ZWJ => return None,
        '\u{0B5C}' => '\u{0B21}', // ଡ଼ → ଡ
        '\u{0B5D}' => '\u{0B22}', // ଢ଼ → ଢ
        '\u{0B5F}' => '\u{0B2F}', // ୟ → ଯ
        '\u{0B71}' => '\u{0B2C}', // ୱ → ବ
        '\u{0B01}' => '\u{0B02}', // ଁ → ଂ
        '\u{0B66}'..='\u{0B6F}' => char::from_digit(u32::from(c) - 0x0B66, 10)?,
        c => c,
    })
}

/// `word` (NFC, lower case) with its Odia spelling variants made one.
pub fn fold(word: &str) -> Cow<'_, str> {
    if word.is_ascii() || word.chars().all(|c| folded_char(c) == Some(c)) {
        Cow::Borrowed(word)
    } else {
        Cow::Owned(word.chars().filter_map(folded_char).collect())
    }
}

/// An Odia folded word without its endings (see [`ODIA_ENDINGS`]).
fn odia_stem(word: &str) -> &str {
    let mut stem = word;
    'strip: loop {
        for ending in ODIA_ENDINGS {
            if let Some(rest) = stem.strip_suffix(ending)
                && !rest.ends_with(VIRAMA)
                && rest.chars().filter(|&c| !is_odia_sign(c)).count() >= ODIA_MIN_LETTERS
            {
                stem = rest;
                continue 'strip;
            }
        }
        return stem;
    }
}

/// The key `word` (NFC, lower case) is matched by beside its exact spelling: its fold without
/// its ending. Two words with one key are taken as one word.
pub fn key(word: &str) -> String {
    let folded = fold(word);
    if folded.chars().any(|c| c.is_numeric()) {
        folded.into_owned()
    } else if folded.chars().any(is_odia) {
        odia_stem(&folded).to_string()
    } else if folded.bytes().all(|b| b.is_ascii_lowercase() || b == b'\'') {
        Stemmer::create(Algorithm::English)
            .stem(&folded)
            .into_owned()
    } else {
        folded.into_owned()
    }
}

/// Whether `word` may match with a typo at all: words with digits (numbers, years) never do.
pub fn has_digit(word: &str) -> bool {
    word.chars().any(char::is_numeric)
}

/// How many edits a typed word may take and still match: one for a word of five characters or
/// more, two for nine or more, none for a shorter word or one with digits.
pub fn typo_edits(word: &str) -> usize {
    if has_digit(word) {
        return 0;
    }
    match word.chars().count() {
        0..=4 => 0,
        5..=8 => 1,
        _ => 2,
    }
}

/// How far a "did you mean" suggestion may be from the word typed: one edit more than a typo
/// (so a word of three or four characters gets one), none for words with digits.
pub fn suggestion_edits(word: &str) -> usize {
    if has_digit(word) || word.chars().count() < 3 {
        0
    } else {
        typo_edits(word) + 1
    }
}

/// The edits between two words when at most `limit`, in characters; `None` beyond.
pub fn edits_within(a: &str, b: &str, limit: usize) -> Option<usize> {
    let (la, lb) = (a.chars().count(), b.chars().count());
    if la.abs_diff(lb) > limit {
        return None;
    }
    let d = strsim::osa_distance(a, b);
    (d <= limit).then_some(d)
}

#[cfg(test)]
mod tests;
