//! Response bytes prepared once, when they change, in every encoding a browser may ask for, so
//! the hot path (public lists, embedded files) only picks a buffer and bumps a refcount.
use std::io::{Read, Write};

use bytes::Bytes;
use sha2::{Digest, Sha256};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    Identity,
    Gzip,
    Brotli,
}

impl Encoding {
    /// The best encoding `accept` (an Accept-Encoding value) allows: brotli, then gzip.
    /// A coding with `q=0` is refused; the rest of q-values do not change our preference.
    pub fn negotiate(accept: Option<&str>) -> Encoding {
        let Some(accept) = accept else {
            return Encoding::Identity;
        };
        let mut gzip = false;
        let mut br = false;
        // Every visitor request passes here: no allocation.
        for part in accept.split(',') {
            let mut pieces = part.split(';');
            let name = pieces.next().unwrap_or("").trim();
            let refused = pieces.any(|p| {
                let Some((key, value)) = p.split_once('=') else {
                    return false;
                };
                key.trim().eq_ignore_ascii_case("q")
                    && value.trim().parse::<f32>().is_ok_and(|q| q <= 0.0)
            });
            if refused {
                continue;
            }
            if name.eq_ignore_ascii_case("br") {
                br = true;
            } else if name.eq_ignore_ascii_case("gzip") {
                gzip = true;
            } else if name == "*" {
                br = true;
                gzip = true;
            }
        }
        if br {
            Encoding::Brotli
        } else if gzip {
            Encoding::Gzip
        } else {
            Encoding::Identity
        }
    }

    pub fn header_value(self) -> Option<&'static str> {
        match self {
            Encoding::Identity => None,
            Encoding::Gzip => Some("gzip"),
            Encoding::Brotli => Some("br"),
        }
    }
}

/// `plain` gzipped at `level`. Writing to a Vec cannot fail; an error would only leave the
/// copy empty, and an empty copy is never chosen (see [`Prepared::body`]).
pub fn gzip_bytes(plain: &[u8], level: flate2::Compression) -> Vec<u8> {
    let mut enc = flate2::write::GzEncoder::new(Vec::new(), level);
    let ok = enc.write_all(plain).is_ok();
    match (ok, enc.finish()) {
        (true, Ok(v)) => v,
        _ => Vec::new(),
    }
}

/// `plain` in brotli at `quality` (0..=11) with a 4 MiB window; empty on an error, like
/// [`gzip_bytes`].
pub fn brotli_bytes(plain: &[u8], quality: u32) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut w = brotli::CompressorWriter::new(&mut out, 4096, quality, 22);
        if w.write_all(plain).is_err() {
            drop(w);
            out.clear();
        }
    }
    out
}

/// One body in three encodings, with an ETag per encoding (each is a different representation).
#[derive(Debug)]
pub struct Prepared {
    hash: String,
    /// The three quoted ETags: identity, gzip, brotli.
    etags: [Bytes; 3],
    plain: Bytes,
    gzip: Bytes,
    brotli: Bytes,
}

/// The plain bytes of a brotli stream (`None` if it is not one).
pub fn unbrotli(brotli: &[u8]) -> Option<Vec<u8>> {
    let mut plain = Vec::new();
    brotli::Decompressor::new(brotli, 4096)
        .read_to_end(&mut plain)
        .ok()?;
    Some(plain)
}

impl Prepared {
    /// Compressed at the highest brotli quality: for bodies prepared once and served often.
    pub fn new(plain: Vec<u8>) -> Prepared {
        Prepared::with_quality(plain, 11)
    }

    /// For bodies prepared on a visitor's request: the best brotli quality where it is cheap
    /// (small bodies), a fast one for large bodies, so preparing never keeps a visitor waiting.
    pub fn with_quality_for_size(plain: Vec<u8>) -> Prepared {
        let quality = match plain.len() {
            0..=32_768 => 11,
            32_769..=262_144 => 7,
            _ => 5,
        };
        Prepared::with_quality(plain, quality)
    }

    /// A body that compression cannot help (images, fonts): served as is.
    pub fn identity(plain: Vec<u8>) -> Prepared {
        let hash = hash_of(&plain);
        Prepared {
            etags: etags_of(&hash),
            hash,
            plain: Bytes::from(plain),
            gzip: Bytes::new(),
            brotli: Bytes::new(),
        }
    }

    /// `brotli_quality` 0..=11; gzip is always at its best level (it is fast either way).
    pub fn with_quality(plain: Vec<u8>, brotli_quality: u32) -> Prepared {
        let hash = hash_of(&plain);
        let gzip = gzip_bytes(&plain, flate2::Compression::best());
        let brotli = brotli_bytes(&plain, brotli_quality);
        Prepared {
            etags: etags_of(&hash),
            hash,
            plain: Bytes::from(plain),
            gzip: Bytes::from(gzip),
            brotli: Bytes::from(brotli),
        }
    }

    /// A body whose brotli copy was made ahead of time (by the build, see `build.rs`): the
    /// plain body is decoded from it and gzip is made as in [`Prepared::with_quality`], so the
    /// result equals `with_quality(plain, q)` where `brotli` is `brotli_bytes(plain, q)`.
    /// `None` when `brotli` does not decode.
    pub fn from_brotli(brotli: &'static [u8]) -> Option<Prepared> {
        let plain = unbrotli(brotli)?;
        let hash = hash_of(&plain);
        let gzip = gzip_bytes(&plain, flate2::Compression::best());
        Some(Prepared {
            etags: etags_of(&hash),
            hash,
            plain: Bytes::from(plain),
            gzip: Bytes::from(gzip),
            brotli: Bytes::from_static(brotli),
        })
    }

    /// The body and the encoding actually used for a request accepting `wanted`.
    /// Compression is skipped when it would not make the body smaller.
    pub fn body(&self, wanted: Encoding) -> (Bytes, Encoding) {
        let pick = |b: &Bytes, e: Encoding| {
            if !b.is_empty() && b.len() < self.plain.len() {
                Some((b.clone(), e))
            } else {
                None
            }
        };
        let chosen = match wanted {
            Encoding::Brotli => pick(&self.brotli, Encoding::Brotli),
            Encoding::Gzip => pick(&self.gzip, Encoding::Gzip),
            Encoding::Identity => None,
        };
        chosen.unwrap_or_else(|| (self.plain.clone(), Encoding::Identity))
    }

    /// [`Prepared::etag`] as shared bytes made once, so the hot path copies nothing.
    pub fn etag_bytes(&self, encoding: Encoding) -> Bytes {
        let i = match encoding {
            Encoding::Identity => 0,
            Encoding::Gzip => 1,
            Encoding::Brotli => 2,
        };
        self.etags[i].clone()
    }

    /// Quoted strong ETag of one representation.
    pub fn etag(&self, encoding: Encoding) -> String {
        String::from_utf8_lossy(&self.etag_bytes(encoding)).into_owned()
    }

    /// If-None-Match uses the weak comparison (RFC 9110 §13.1.2): any representation of this
    /// body matches, whatever its encoding, and `W/` prefixes are ignored.
    pub fn matches(&self, if_none_match: &str) -> bool {
        if_none_match.split(',').any(|tag| {
            let tag = tag.trim();
            let tag = tag.strip_prefix("W/").unwrap_or(tag);
            if tag == "*" {
                return true;
            }
            let Some(inner) = tag.strip_prefix('"').and_then(|t| t.strip_suffix('"')) else {
                return false;
            };
            let base = inner
                .strip_suffix("-gz")
                .or_else(|| inner.strip_suffix("-br"))
                .unwrap_or(inner);
            base == self.hash
        })
    }

    pub fn plain(&self) -> &Bytes {
        &self.plain
    }
}

fn etags_of(hash: &str) -> [Bytes; 3] {
    [
        Bytes::from(format!("\"{hash}\"")),
        Bytes::from(format!("\"{hash}-gz\"")),
        Bytes::from(format!("\"{hash}-br\"")),
    ]
}

fn hash_of(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .take(12)
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negotiation() {
        assert_eq!(Encoding::negotiate(None), Encoding::Identity);
        assert_eq!(
            Encoding::negotiate(Some("gzip, deflate, br")),
            Encoding::Brotli
        );
        assert_eq!(Encoding::negotiate(Some("gzip")), Encoding::Gzip);
        assert_eq!(Encoding::negotiate(Some("br;q=0, gzip")), Encoding::Gzip);
        assert_eq!(
            Encoding::negotiate(Some("BR; q=0.000, GZip;q=0.5")),
            Encoding::Gzip
        );
        assert_eq!(Encoding::negotiate(Some("*")), Encoding::Brotli);
        assert_eq!(Encoding::negotiate(Some("identity")), Encoding::Identity);
    }

    #[test]
    fn etags_and_bodies() {
        let p = Prepared::new(b"[{\"a\":1}]".repeat(50));
        let (b, e) = p.body(Encoding::Gzip);
        assert_eq!(e, Encoding::Gzip);
        assert!(b.len() < p.plain().len());
        assert!(p.matches(&p.etag(Encoding::Brotli)));
        assert!(p.matches(&format!("W/{}", p.etag(Encoding::Identity))));
        assert!(!p.matches("\"other\""));
        // A tiny body is never "compressed" into something larger.
        let tiny = Prepared::new(b"[]".to_vec());
        assert_eq!(tiny.body(Encoding::Brotli).1, Encoding::Identity);
    }
}
