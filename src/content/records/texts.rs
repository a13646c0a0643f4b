//! The text of documents' files for site search (docs/search.md). An upload's text is read
//! while the upload is checked (`files::pdf::check_and_read`) and kept by the file's hash, so
//! the save that stores the file finds it. A file stored before (by an earlier release, or
//! without the checks: the starter content) is queued when the index meets it, and read here
//! afterwards, one file at a time, off the requests: until then its record is found by its
//! other fields.
//!
//! Which text may be found is the gate's answer, as for every other field: only a record
//! visitors may see is indexed, with the text of the file it has now (`content_file_meta`),
//! never a replaced file's or a pending change's.
use super::*;

impl Records<'_> {
    /// The text of (entity, id)'s file for the search index, when site search reads the
    /// entity's files; a file whose text is not read yet is queued ([`Records::read_file_texts`])
    /// and answers `None`.
    pub(in crate::content) fn file_text_for_search(
        &self,
        entity: &'static Entity,
        id: u64,
    ) -> Option<String> {
        if !search::finds_files(entity.key) {
            return None;
        }
        match self.content.store.file_text(entity.key, id) {
            Ok(Some((_, Some(text)))) => Some(text),
            Ok(Some((_, None))) => {
                self.content
                    .texts_wanted
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .insert((entity.key, id));
                None
            }
            Ok(None) => None,
            Err(e) => {
                tracing::error!(entity = entity.key, id, error = %e, "reading a file's text failed");
                None
            }
        }
    }

    /// Whether files wait for their text to be read.
    pub fn file_texts_wanted(&self) -> bool {
        !self
            .content
            .texts_wanted
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .is_empty()
    }

    /// Reads the text of every queued file, one at a time (each parsed within the bounds of
    /// `files::pdf`, its text cut at `files::pdf::TEXT_CAP`), keeps it by the file's hash and
    /// indexes its record again. Answers how many were read. Parses files: call it on a thread
    /// of its own.
    pub fn read_file_texts(&self) -> usize {
        let mut read = 0;
        loop {
            let next = self
                .content
                .texts_wanted
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .pop_first();
            let Some((key, id)) = next else {
                return read;
            };
            match self.read_file_text(key, id) {
                Ok(true) => read += 1,
                Ok(false) => {}
                Err(e) => {
                    tracing::warn!(entity = key, id, error = %e, "reading a file's text failed")
                }
            }
        }
    }

    fn read_file_text(&self, key: &'static str, id: u64) -> Result<bool, ContentError> {
        let Some(entity) = entities::by_key(key) else {
            return Ok(false);
        };
        let Some((meta, kept)) = self.content.store.file_text(key, id)? else {
            return Ok(false);
        };
        if kept.is_none() {
            let Some(bytes) = self.content.file_bytes(entity, id, &meta)? else {
                return Ok(false);
            };
            // A file that no longer parses (it was accepted when stored) has no text to find.
            let text = crate::files::pdf::load(&bytes)
                .map(|doc| crate::files::pdf::text(&doc))
                .unwrap_or_default();
            drop(bytes);
            crate::memory::release();
            self.content.store.keep_file_text(&meta.hash, &text)?;
        }
        // The record as it is now, under the write lock: a save meanwhile indexed it already,
        // and this finds the text of the file it has now.
        let _guard = self.content.write_lock();
        if let Some(record) = self.content.store.get::<Envelope>(key, id)? {
            self.content
                .unkept
                .fetch_add(1, std::sync::atomic::Ordering::AcqRel);
            let shown = self.content.shown_now(entity, id, &record);
            self.content
                .answers()
                .index_for_search(entity, id, &record, shown);
        }
        Ok(true)
    }
}
