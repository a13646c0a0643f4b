//! The second factor: time-based one-time codes (RFC 6238: HMAC-SHA-1, six digits, 30-second
//! steps, one step of clock skew either way) and ten one-time recovery codes.
//!
//! Kept in tables of their own, keyed by the account's stable id, so the account and password
//! records written by earlier releases read as they are and a new e-mail keeps its factor.
//! A code is never accepted twice: the last accepted step is stored with the factor and only a
//! later step is taken. Recovery codes are stored as their SHA-256 (they are random, 50 bits,
//! and tried under the sign-in throttle, so a slow hash adds nothing) and removed when used.
use redb::TableDefinition;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;
use totp_rs::{Builder, Totp};

use super::AuthError;

/// Active factors by account id.
pub(super) const FACTORS: TableDefinition<u64, &[u8]> = TableDefinition::new("auth_mfa");
/// Secrets handed out by `setup` and not yet confirmed with a code, by account id.
pub(super) const PENDING: TableDefinition<u64, &[u8]> = TableDefinition::new("auth_mfa_pending");

/// The name authenticator apps show above the account.
const ISSUER: &str = "OSHEC";
/// Bytes of the shared secret (160 bits, as RFC 4226 recommends).
const SECRET_BYTES: usize = 20;
/// Recovery codes given at once.
pub const RECOVERY_CODES: usize = 10;
/// Crockford's base32 alphabet: no i, l, o or u to misread.
const ALPHABET: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";

#[derive(Debug, Clone, Serialize, Deserialize)]
pub(super) struct Factor {
    pub secret: Vec<u8>,
    /// The last time step whose code was accepted; only later steps are taken.
    pub last_step: u64,
    /// SHA-256 of each recovery code not used yet.
    pub recovery: Vec<Vec<u8>>,
    pub enabled_at_ms: u64,
}

/// What a right code was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Used {
    /// A current code of this time step.
    Step(u64),
    /// The recovery code at this index (now spent).
    Recovery(usize),
}

/// A new random secret.
pub(super) fn new_secret() -> Vec<u8> {
    let mut secret = vec![0u8; SECRET_BYTES];
    rand::fill(&mut secret[..]);
    secret
}

/// The generator for `secret`, labelled with the account's e-mail.
pub(super) fn totp(secret: &[u8], email: &str) -> Result<Totp, AuthError> {
    // A label may not hold a colon (it separates issuer and account).
    let label = email.replace(':', "_");
    Builder::new()
        .with_secret(secret.to_vec())
        .with_account_name(label)
        .with_issuer(Some(ISSUER))
        .build()
        .map_err(|e| AuthError::Other(format!("could not make the code generator: {e}")))
}

/// The secret as people type it into an app (base32, no padding).
pub(super) fn secret_text(totp: &Totp) -> String {
    totp.secret().to_base32()
}

/// The `otpauth://totp/...` address a QR code carries.
pub(super) fn uri(totp: &Totp) -> Result<String, AuthError> {
    totp.to_url()
        .map_err(|e| AuthError::Other(format!("could not make the otpauth address: {e}")))
}

/// The QR code of `uri` as an SVG document (black on white, with a quiet zone).
pub(super) fn qr_svg(uri: &str) -> Result<String, AuthError> {
    let code = qrcode::QrCode::with_error_correction_level(uri, qrcode::EcLevel::M)
        .map_err(|e| AuthError::Other(format!("could not make the QR code: {e}")))?;
    Ok(code
        .render::<qrcode::render::svg::Color<'_>>()
        .min_dimensions(200, 200)
        .quiet_zone(true)
        .build())
}

/// Ten new recovery codes (`xxxxx-xxxxx`) and their hashes, in the same order.
pub(super) fn new_recovery_codes() -> (Vec<String>, Vec<Vec<u8>>) {
    let mut codes = Vec::with_capacity(RECOVERY_CODES);
    let mut hashes = Vec::with_capacity(RECOVERY_CODES);
    for _ in 0..RECOVERY_CODES {
        let mut random = [0u8; 10];
        rand::fill(&mut random[..]);
        let raw: String = random
            .iter()
            .map(|b| char::from(ALPHABET[usize::from(b & 31)]))
            .collect();
        hashes.push(recovery_hash(&raw));
        codes.push(format!("{}-{}", &raw[..5], &raw[5..]));
    }
    (codes, hashes)
}

/// A code as typed, without spaces and dashes, lower-case.
fn normalize(code: &str) -> String {
    code.chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .flat_map(char::to_lowercase)
        .collect()
}

fn recovery_hash(normalized: &str) -> Vec<u8> {
    Sha256::digest(normalized.as_bytes()).to_vec()
}

/// Which of the factor's codes `code` is at `now_secs`, if any: a six-digit code of a step
/// after the last accepted one, or an unused recovery code.
pub(super) fn check(
    factor: &Factor,
    email: &str,
    code: &str,
    now_secs: u64,
) -> Result<Option<Used>, AuthError> {
    let code = normalize(code);
    if code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(check_totp(&factor.secret, email, &code, now_secs)?
            .filter(|step| *step > factor.last_step)
            .map(Used::Step));
    }
    if code.len() != 10 {
        return Ok(None);
    }
    let hash = recovery_hash(&code);
    // Every stored hash is compared, so the time taken does not tell which one matched.
    let mut found = None;
    for (i, stored) in factor.recovery.iter().enumerate() {
        if bool::from(stored.as_slice().ct_eq(hash.as_slice())) && found.is_none() {
            found = Some(i);
        }
    }
    Ok(found.map(Used::Recovery))
}

/// The step of a right six-digit code for `secret` at `now_secs` (one step of skew).
pub(super) fn check_totp(
    secret: &[u8],
    email: &str,
    code: &str,
    now_secs: u64,
) -> Result<Option<u64>, AuthError> {
    let code = normalize(code);
    if code.len() != 6 || !code.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(None);
    }
    Ok(totp(secret, email)?.check(&code, now_secs))
}

/// Records that `used` was spent: a step becomes the last accepted one, a recovery code goes.
pub(super) fn spend(factor: &mut Factor, used: Used) {
    match used {
        Used::Step(step) => factor.last_step = step,
        Used::Recovery(i) => {
            if i < factor.recovery.len() {
                factor.recovery.remove(i);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn factor(secret: &[u8]) -> Factor {
        let (_, recovery) = new_recovery_codes();
        Factor {
            secret: secret.to_vec(),
            last_step: 0,
            recovery,
            enabled_at_ms: 0,
        }
    }

    #[test]
    fn rfc_6238_sha1_vector() {
        // RFC 6238 appendix B: T = 59 s, SHA-1, secret "12345678901234567890" -> 94287082;
        // its last six digits are the six-digit code.
        let t = totp(b"12345678901234567890", "a@example.org").unwrap();
        assert_eq!(t.generate(59).to_string(), "287082");
    }

    #[test]
    fn a_code_is_taken_once_and_with_one_step_of_skew() {
        let secret = new_secret();
        let mut f = factor(&secret);
        let t = totp(&secret, "a@example.org").unwrap();
        let now = 1_800_000_000;
        let code = t.generate(now).to_string();
        let used = check(&f, "a@example.org", &code, now + 30).unwrap();
        assert_eq!(used, Some(Used::Step(now / 30)));
        spend(&mut f, used.unwrap());
        assert_eq!(check(&f, "a@example.org", &code, now).unwrap(), None);
        // Two steps late is too late.
        let later = t.generate(now + 300).to_string();
        assert_eq!(check(&f, "a@example.org", &later, now + 360).unwrap(), None);
    }

    #[test]
    fn recovery_codes_are_single_use_and_forgiving_of_form() {
        let secret = new_secret();
        let (codes, recovery) = new_recovery_codes();
        assert_eq!(codes.len(), RECOVERY_CODES);
        let mut f = Factor {
            recovery,
            ..factor(&secret)
        };
        let typed = format!(" {} ", codes[3].to_uppercase());
        let used = check(&f, "a@example.org", &typed, 0).unwrap();
        assert_eq!(used, Some(Used::Recovery(3)));
        spend(&mut f, used.unwrap());
        assert_eq!(f.recovery.len(), RECOVERY_CODES - 1);
        assert_eq!(check(&f, "a@example.org", &codes[3], 0).unwrap(), None);
        assert!(check(&f, "a@example.org", &codes[4], 0).unwrap().is_some());
    }
}
