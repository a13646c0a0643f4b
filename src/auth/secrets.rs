//! The second factor's secrets are kept encrypted in the database, with a key that is not in
//! it (docs/backups.md): the file `<database>.key` beside the database, 32 random bytes as
//! hex, created owner-only (0600) at the first start. A copy of the database or a backup
//! without that file does not give anyone's factor away.
//!
//! XChaCha20-Poly1305 (the `chacha20poly1305` crate): a random 192-bit nonce per secret, and
//! the account's id as associated data, so a sealed secret moved to another account does not
//! open. A sealed secret is `MAGIC`, the nonce, then the ciphertext and tag. Secrets written in
//! the clear by earlier releases (20 bytes, never starting with `MAGIC`) are sealed in place at
//! the first start ([`seal_existing`]).
use std::io::{Read as _, Write as _};
use std::os::unix::fs::{OpenOptionsExt as _, PermissionsExt as _};
use std::path::{Path, PathBuf};

use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{Key, XChaCha20Poly1305, XNonce};
use redb::ReadableTable;

use super::mfa::{FACTORS, Factor, PENDING};
use super::{AuthError, decode, encode};

/// What a sealed secret starts with.
const MAGIC: &[u8] = b"oshec-sealed-1:";
const KEY_BYTES: usize = 32;
const NONCE_BYTES: usize = 24;
const TAG_BYTES: usize = 16;

/// The key of the secrets.
pub(super) struct SecretKey {
    cipher: XChaCha20Poly1305,
}

/// The key file of the database at `database`: `<database>.key`.
pub fn key_file(database: &Path) -> PathBuf {
    let mut name = database.as_os_str().to_owned();
    name.push(".key");
    PathBuf::from(name)
}

impl SecretKey {
    /// Reads the key file of `database`, or creates it (0600) with a new random key when
    /// there is none.
    pub(super) fn open_or_create(database: &Path) -> Result<SecretKey, AuthError> {
        let path = key_file(database);
        let unreadable = |e: &dyn std::fmt::Display| {
            AuthError::Other(format!(
                "cannot read the key file {} that encrypts second-factor secrets: {e}. It must hold the 64 hexadecimal digits written at the first start (docs/backups.md)",
                path.display()
            ))
        };
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(&path)
        {
            Ok(mut file) => {
                let mut key = [0u8; KEY_BYTES];
                rand::fill(&mut key[..]);
                let text = format!("{}\n", hex(&key));
                file.write_all(text.as_bytes())
                    .and_then(|()| file.sync_all())
                    .map_err(|e| unreadable(&e))?;
                tracing::info!(file = %path.display(), "created the key file of second-factor secrets");
                Ok(SecretKey::from_bytes(key))
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                let mut file = std::fs::File::open(&path).map_err(|e| unreadable(&e))?;
                if let Ok(meta) = file.metadata()
                    && meta.permissions().mode() & 0o077 != 0
                {
                    tracing::warn!(file = %path.display(), "the key file of second-factor secrets can be read by others than its owner: chmod 600 it");
                }
                let mut text = String::new();
                file.read_to_string(&mut text).map_err(|e| unreadable(&e))?;
                let key = unhex(text.trim()).ok_or_else(|| unreadable(&"not a key"))?;
                Ok(SecretKey::from_bytes(key))
            }
            Err(e) => Err(unreadable(&e)),
        }
    }

    fn from_bytes(key: [u8; KEY_BYTES]) -> SecretKey {
        SecretKey {
            cipher: XChaCha20Poly1305::new(&Key::from(key)),
        }
    }

    /// A key of its own, for unit tests.
    #[cfg(test)]
    pub(super) fn random() -> SecretKey {
        let mut key = [0u8; KEY_BYTES];
        rand::fill(&mut key[..]);
        SecretKey::from_bytes(key)
    }

    /// `secret` of the account `admin_id`, sealed.
    pub(super) fn seal(&self, admin_id: u64, secret: &[u8]) -> Result<Vec<u8>, AuthError> {
        let mut nonce = [0u8; NONCE_BYTES];
        rand::fill(&mut nonce[..]);
        let aad = admin_id.to_be_bytes();
        let sealed = self
            .cipher
            .encrypt(
                &XNonce::from(nonce),
                Payload {
                    msg: secret,
                    aad: &aad,
                },
            )
            .map_err(|_| AuthError::Other("could not encrypt a second-factor secret".into()))?;
        let mut out = Vec::with_capacity(MAGIC.len() + NONCE_BYTES + sealed.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&nonce);
        out.extend_from_slice(&sealed);
        Ok(out)
    }

    /// The secret of the account `admin_id` from its stored form. A secret still in the clear
    /// (not sealed yet) is answered as it is.
    pub(super) fn open(&self, admin_id: u64, stored: &[u8]) -> Result<Vec<u8>, AuthError> {
        if !is_sealed(stored) {
            return Ok(stored.to_vec());
        }
        let rest = &stored[MAGIC.len()..];
        let (nonce, sealed) = rest.split_at(NONCE_BYTES);
        let mut nonce_bytes = [0u8; NONCE_BYTES];
        nonce_bytes.copy_from_slice(nonce);
        let aad = admin_id.to_be_bytes();
        self.cipher
            .decrypt(
                &XNonce::from(nonce_bytes),
                Payload {
                    msg: sealed,
                    aad: &aad,
                },
            )
            .map_err(|_| AuthError::SecretKey)
    }

    /// A stored factor with its secret opened.
    pub(super) fn open_factor(&self, admin_id: u64, bytes: &[u8]) -> Result<Factor, AuthError> {
        let mut factor: Factor = decode(bytes)?;
        factor.secret = self.open(admin_id, &factor.secret)?;
        Ok(factor)
    }

    /// A factor as stored: its secret sealed.
    pub(super) fn seal_factor(&self, admin_id: u64, factor: &Factor) -> Result<Vec<u8>, AuthError> {
        let mut stored = factor.clone();
        stored.secret = self.seal(admin_id, &factor.secret)?;
        encode(&stored)
    }
}

/// Whether a stored secret is sealed (an earlier release's is 20 bytes in the clear).
fn is_sealed(stored: &[u8]) -> bool {
    stored.len() >= MAGIC.len() + NONCE_BYTES + TAG_BYTES && stored.starts_with(MAGIC)
}

/// Seals, in place and in one transaction, every secret an earlier release wrote in the
/// clear (active factors and ones being set up). Answers how many.
pub(super) fn seal_existing(
    txn: &redb::WriteTransaction,
    key: &SecretKey,
) -> Result<usize, AuthError> {
    let mut sealed = 0;
    {
        let mut factors = txn.open_table(FACTORS).map_err(AuthError::db)?;
        let mut clear = Vec::new();
        for row in factors.iter().map_err(AuthError::db)? {
            let (id, value) = row.map_err(AuthError::db)?;
            let factor: Factor = decode(value.value())?;
            if !is_sealed(&factor.secret) {
                clear.push((id.value(), factor));
            }
        }
        for (id, factor) in clear {
            factors
                .insert(id, key.seal_factor(id, &factor)?.as_slice())
                .map_err(AuthError::db)?;
            sealed += 1;
        }
    }
    {
        let mut pending = txn.open_table(PENDING).map_err(AuthError::db)?;
        let mut clear = Vec::new();
        for row in pending.iter().map_err(AuthError::db)? {
            let (id, value) = row.map_err(AuthError::db)?;
            if !is_sealed(value.value()) {
                clear.push((id.value(), value.value().to_vec()));
            }
        }
        for (id, secret) in clear {
            pending
                .insert(id, key.seal(id, &secret)?.as_slice())
                .map_err(AuthError::db)?;
            sealed += 1;
        }
    }
    Ok(sealed)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<[u8; KEY_BYTES]> {
    if text.len() != KEY_BYTES * 2 || !text.is_ascii() {
        return None;
    }
    let mut out = [0u8; KEY_BYTES];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&text[i * 2..i * 2 + 2], 16).ok()?;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sealed_secret_opens_only_with_its_key_and_account() {
        let key = SecretKey::random();
        let secret = b"12345678901234567890";
        let sealed = key.seal(7, secret).unwrap();
        assert!(is_sealed(&sealed));
        assert!(!sealed.windows(secret.len()).any(|w| w == secret));
        assert_eq!(key.open(7, &sealed).unwrap(), secret);
        assert!(matches!(key.open(8, &sealed), Err(AuthError::SecretKey)));
        assert!(matches!(
            SecretKey::random().open(7, &sealed),
            Err(AuthError::SecretKey)
        ));
        // A secret of an earlier release, in the clear, reads as it is.
        assert_eq!(key.open(7, secret).unwrap(), secret);
    }

    #[test]
    fn the_key_file_is_created_owner_only_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let database = dir.path().join("oshec.redb");
        let first = SecretKey::open_or_create(&database).unwrap();
        let mode = std::fs::metadata(key_file(&database))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
        let again = SecretKey::open_or_create(&database).unwrap();
        let sealed = first.seal(1, b"secret").unwrap();
        assert_eq!(again.open(1, &sealed).unwrap(), b"secret");
    }
}
