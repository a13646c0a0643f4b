//! The inverted index itself: naming words (under their keys and in the typo scan's lengths),
//! finding the words a query word matches, suggesting a better query, and putting, removing
//! and ranking records.

use super::*;

pub(super) fn char_classes(word: &str) -> u64 {
    word.chars()
        .fold(0, |m, c| m | (1u64 << (u32::from(c) % 64)))
}

/// Where a query word's match in a doc is kept: the fields (TITLE|BODY|MORE|FILE) per tier.
pub(super) fn tier_shift(tier: Tier) -> u32 {
    match tier {
        Tier::Exact => 0,
        Tier::Near => FIELD_BITS,
        Tier::Typo => 2 * FIELD_BITS,
    }
}

/// How one query word matched one doc, for ranking: (only by a typo, where: 4 in a title, 3 in
/// a body, 2 in further text, 1 in a file's text, exactly).
pub(super) fn word_rank(bits: u16) -> (u8, u8, u8) {
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
    pub(super) fn name_word(&mut self, word: String, t: u32) {
        let key = words::key(&word);
        if key != word {
            self.near.entry(key).or_default().push(t);
        }
        self.spell_word(word, t);
    }

    /// Makes `word` the name of word id `t`, in the typo scan's lengths when it has no digit
    /// (its key is listed apart).
    pub(super) fn spell_word(&mut self, word: String, t: u32) {
        let word: Arc<str> = Arc::from(word);
        self.spell(&word, t);
        self.term_ids.insert(word, t);
    }

    /// Puts `word` (id `t`) in the typo scan's lengths, unless it has a digit.
    pub(super) fn spell(&mut self, word: &Arc<str>, t: u32) {
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
    pub(super) fn close_words<'a>(
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
    pub(super) fn matching_words(&self, term: &Term, mut found: impl FnMut(u32, Tier)) {
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
    pub(super) fn suggest(&self, query: &Query) -> Option<String> {
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

    pub(super) fn remove(&mut self, source: u8, id: u64) {
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

    pub(super) fn put(&mut self, key: (u8, u64), date: String, window: Window, texts: Texts<'_>) {
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
    pub(super) fn search(
        &self,
        query: &Query,
        keep: impl Fn(&Doc) -> bool,
        want: usize,
    ) -> (Vec<u32>, usize) {
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
pub(super) fn day_number(date: &str) -> u32 {
    let digits: String = date.chars().filter(|c| *c != '-').collect();
    match (date.len(), digits.len()) {
        (10, 8) if digits.bytes().all(|b| b.is_ascii_digit()) => digits.parse().unwrap_or(0),
        _ => 0,
    }
}
