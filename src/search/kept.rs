//! Keeping the index for the next start: encoding it, and decoding and checking a kept one
//! before it is installed.

use super::*;

/// An index read back from the store, not yet in use.
pub struct KeptIndex(Index);

/// A kept document: source, id, date, live, schedule (its words are in the postings).
pub(super) type KeptDoc<S> = (u8, u64, S, bool, Option<i64>, Option<i64>);

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
}
