//! Images of content records: an upload is stripped of its metadata and its variants are made
//! before it is stored; what is served is always stripped; records written before variants
//! existed get theirs in a background pass at start-up, or on first request, whichever comes
//! first. Variant URLs are the original's URL plus `/<width>.<ext>` (see `files`).
//!
//! Images whose set of variants is of an earlier version (`files::VARIANT_VERSION`) keep it
//! until the same pass replaces it: a name it already has is served from it at once, and a
//! WebP width it lacks is answered with its nearest wider copy, marked not to be kept, so no
//! request waits for a photo to be decoded.
use std::sync::Arc;

use super::Records;
use crate::content::{ContentError, Envelope, ImageFile, StoredImage, check_image, entities};
use crate::files::table::{self, Made};
use crate::files::{self, FileError, Variant};
use crate::store::{Store, StoreError};
use entities::{ENTITIES, Entity};

/// A checked upload, ready to store.
pub(in crate::content) struct Upload {
    pub stored: StoredImage,
    /// The original without its metadata.
    pub bytes: Vec<u8>,
    pub variants: Vec<Variant>,
}

/// Checks type and size (as before), strips the metadata and makes the variants. Slow for a
/// large photo (decoding): the caller is on a blocking thread and holds no lock.
pub(in crate::content) fn prepare(entity: &Entity, bytes: Vec<u8>) -> Result<Upload, ContentError> {
    let stored = check_image(entity, &bytes)?;
    let stripped =
        files::strip(&bytes).map_err(|_| ContentError::Invalid(crate::msg!("image-unreadable")))?;
    drop(bytes);
    let (w, h) = files::dimensions(&stripped)
        .map_err(|_| ContentError::Invalid(crate::msg!("image-unreadable")))?;
    if u64::from(w) * u64::from(h) > files::MAX_PIXELS {
        return Err(ContentError::Invalid(crate::msg!("image-too-many-pixels")));
    }
    if w > files::MAX_SIDE || h > files::MAX_SIDE {
        return Err(ContentError::Invalid(crate::msg!("image-too-long")));
    }
    let variants =
        files::one_at_a_time(|| files::make_variants(&stripped)).map_err(|e| match e {
            FileError::Unreadable(_) => ContentError::Invalid(crate::msg!("image-unreadable")),
            FileError::TooManyPixels(_) => {
                ContentError::Invalid(crate::msg!("image-too-many-pixels"))
            }
            FileError::TooLong(..) => ContentError::Invalid(crate::msg!("image-too-long")),
            FileError::TooMuchMemory(_) => {
                ContentError::Invalid(crate::msg!("image-too-much-memory"))
            }
            FileError::Encode(e) => ContentError::Store(StoreError::Other(e)),
        })?;
    Ok(Upload {
        stored,
        bytes: stripped,
        variants,
    })
}

/// Stores the variants of a record's new image (and drops those of its previous one).
pub(in crate::content) fn put_variants(
    store: &Store,
    key: &str,
    id: u64,
    hash: &str,
    variants: &[Variant],
) -> Result<(), ContentError> {
    Ok(table::put(
        store.database(),
        key,
        id,
        hash,
        variants,
        Made::Ok,
    )?)
}

/// `bytes` stripped of metadata. Bytes the stripper cannot parse (never accepted since
/// variants exist; possible only in a database of an earlier release) are kept as they are:
/// no browser can show them as a picture either.
fn stripped(bytes: Vec<u8>) -> Vec<u8> {
    match files::strip(&bytes) {
        Ok(clean) => clean,
        Err(e) => {
            tracing::warn!(error = %e, "a stored image could not be parsed; served as stored");
            bytes
        }
    }
}

/// Whether the variants of an image known as `made` are still to make: none at all, or a set
/// of another version.
fn to_make(made: Option<Made>) -> bool {
    !matches!(made, Some(Made::Ok | Made::Failed))
}

/// Makes and stores the current set of variants of image `hash` of (key, id) unless it
/// exists. One image at a time in the whole process; the check is repeated once it is this
/// one's turn.
fn ensure_variants(store: &Store, key: &str, id: u64, hash: &str) -> Result<(), ContentError> {
    let db = store.database();
    if !to_make(table::made(db, key, id, hash)?) {
        return Ok(());
    }
    files::one_at_a_time(|| {
        if !to_make(table::made(db, key, id, hash)?) {
            return Ok(());
        }
        let Some(original) = store.image(key, id)? else {
            return Ok(());
        };
        let original = stripped(original);
        match files::make_variants(&original) {
            Ok(variants) => table::put(db, key, id, hash, &variants, Made::Ok)?,
            Err(FileError::Encode(e)) => return Err(ContentError::Store(StoreError::Other(e))),
            Err(e) => {
                tracing::warn!(entity = key, id, error = %e, "no variants for this image; its original is served in their place");
                table::put(db, key, id, hash, &[], Made::Failed)?;
            }
        }
        Ok(())
    })
}

/// How long after a server is ready the work it defers starts: the image variants pass here,
/// the dummy password hash and the UI's compression (`Auth::prepare`, `StaticFiles::warm`).
pub const AFTER_START: std::time::Duration = std::time::Duration::from_secs(1);

/// Creates the variants table and starts the pass that makes the variants of every image
/// stored without them or with a set of an earlier version (a database of an earlier
/// release), on a thread of its own. Start-up does not wait for it. While `hold` is set (a
/// server starting, see `Content::for_serving`), the pass waits, for at most a minute, and then
/// [`AFTER_START`] more: it reads every record with an image, a core for a quarter of a second
/// at 12,500 records, which the first visitors' answers need more (docs/benchmarks.md, cold
/// start).
pub(in crate::content) fn start(
    store: &Arc<Store>,
    hold: Arc<std::sync::atomic::AtomicBool>,
) -> Result<(), ContentError> {
    table::create(store)?;
    // Held weakly between steps, so a server that stops meanwhile can close the file cleanly
    // (an unclosed redb file is repaired at the next start, seconds for a large one).
    let store = Arc::downgrade(store);
    let held_at_start = hold.load(std::sync::atomic::Ordering::Acquire);
    let spawned = std::thread::Builder::new()
        .name("image-variants".into())
        .spawn(move || {
            let after = if held_at_start {
                AFTER_START
            } else {
                std::time::Duration::ZERO
            };
            crate::clock::wait_until_ready(
                || !hold.load(std::sync::atomic::Ordering::Acquire),
                after,
            );
            backfilled(backfill(&store))
        });
    if let Err(e) = spawned {
        // Variants are still made on first request.
        tracing::error!(error = %e, "could not start the image variants pass");
    }
    Ok(())
}

fn backfilled(done: Result<usize, ContentError>) {
    match done {
        Ok(0) => {}
        Ok(made) => tracing::info!(
            images = made,
            version = files::VARIANT_VERSION,
            "made the variants of earlier images"
        ),
        Err(e) => tracing::error!(error = %e, "making the variants of earlier images failed"),
    }
}

fn backfill(store: &std::sync::Weak<Store>) -> Result<usize, ContentError> {
    let mut made = 0;
    for entity in ENTITIES.iter().filter(|e| e.image.is_some()) {
        let Some(held) = store.upgrade() else {
            return Ok(made);
        };
        let images: Vec<(u64, String)> = held
            .list::<Envelope>(entity.key)?
            .into_iter()
            .filter_map(|(id, record)| record.image.map(|image| (id, image.hash)))
            .collect();
        drop(held);
        for (id, hash) in images {
            let Some(held) = store.upgrade() else {
                return Ok(made);
            };
            if to_make(table::made(held.database(), entity.key, id, &hash)?) {
                ensure_variants(&held, entity.key, id, &hash)?;
                made += 1;
            }
        }
    }
    Ok(made)
}

impl Records<'_> {
    /// The stored original of (key, id) without its metadata.
    pub(in crate::content) fn original(
        &self,
        key: &str,
        id: u64,
    ) -> Result<Option<Vec<u8>>, ContentError> {
        Ok(self.content.store.image(key, id)?.map(stripped))
    }

    /// The entity and the stored image of (key, id) when the address's `hash` and `ext` name
    /// its current image; `None` otherwise (an old URL must not serve new bytes under an
    /// immutable cache header).
    pub(in crate::content) fn current_image(
        &self,
        key: &str,
        id: u64,
        hash: &str,
        ext: &str,
    ) -> Result<Option<(&'static Entity, StoredImage)>, ContentError> {
        let Some(entity) = entities::by_key(key) else {
            return Ok(None);
        };
        let Some(record) = self.content.store.get::<Envelope>(entity.key, id)? else {
            return Ok(None);
        };
        let Some(stored) = record.image else {
            return Ok(None);
        };
        if stored.hash != hash || stored.kind().extension() != ext {
            return Ok(None);
        }
        Ok(Some((entity, stored)))
    }

    /// The variant at `/uploads/<key>/<id>-<hash>.<ext>/<name>`; `None` unless the original's
    /// part names the current image and `name` is one of its variants. Made now if missing.
    pub fn variant(
        &self,
        key: &str,
        id: u64,
        hash: &str,
        ext: &str,
        name: &str,
    ) -> Result<Option<ImageFile>, ContentError> {
        let Some((entity, stored)) = self.current_image(key, id, hash, ext)? else {
            return Ok(None);
        };
        if !files::is_variant_name(ext, name) {
            return Ok(None);
        }
        let db = self.content.store.database();
        let mime_of = |name: &str| {
            name.rsplit_once('.')
                .and_then(|(_, e)| files::mime_of_extension(e))
                .unwrap_or("application/octet-stream")
        };
        for first in [true, false] {
            let made = table::made(db, entity.key, id, hash)?;
            let version = match made {
                Some(Made::Older(v)) => v,
                _ => files::VARIANT_VERSION,
            };
            let etag = format!("\"{hash}-v{version}-{name}\"");
            if let Some(bytes) = table::get(db, entity.key, id, hash, name)? {
                return Ok(Some(ImageFile {
                    bytes,
                    mime: mime_of(name),
                    etag,
                    lasting: true,
                }));
            }
            match made {
                Some(Made::Failed) => {
                    return Ok(self.original(entity.key, id)?.map(|bytes| ImageFile {
                        bytes,
                        mime: stored.kind().mime(),
                        etag,
                        lasting: true,
                    }));
                }
                // A width the older set lacks: its nearest wider copy, until the current set
                // (made by the start-up pass) is stored.
                Some(Made::Older(_)) => {
                    let Some(stand_in) = files::v1_stand_in(name) else {
                        return Ok(None);
                    };
                    return Ok(
                        table::get(db, entity.key, id, hash, &stand_in)?.map(|bytes| ImageFile {
                            bytes,
                            mime: mime_of(&stand_in),
                            etag: format!("\"{hash}-v{version}-{stand_in}-for-{name}\""),
                            lasting: false,
                        }),
                    );
                }
                None if first => ensure_variants(&self.content.store, entity.key, id, hash)?,
                _ => return Ok(None),
            }
        }
        Ok(None)
    }

    /// The image at `/uploads/<key>/<id>-<hash>.<ext>`; `None` unless every part matches the
    /// current image (an old URL must not serve new bytes under an immutable cache header).
    pub fn image(
        &self,
        key: &str,
        id: u64,
        hash: &str,
        ext: &str,
    ) -> Result<Option<ImageFile>, ContentError> {
        let Some((entity, stored)) = self.current_image(key, id, hash, ext)? else {
            return Ok(None);
        };
        Ok(self.original(entity.key, id)?.map(|bytes| ImageFile {
            bytes,
            mime: stored.kind().mime(),
            etag: format!("\"{}\"", stored.hash),
            lasting: true,
        }))
    }
}
