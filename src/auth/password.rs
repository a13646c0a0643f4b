//! Argon2id hashing and the rules a new password and an administrator's e-mail must meet.
use argon2::Argon2;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};

use super::AuthError;

/// Shortest password accepted for an administrator.
pub const MIN_PASSWORD_CHARS: usize = 8;
/// Longest password accepted: hashing cost grows with length, and nobody types more.
pub const MAX_PASSWORD_BYTES: usize = 1024;

/// Hashes with Argon2id and the crate's default parameters, into a PHC string that carries
/// its own salt and parameters. Slow on purpose: call it off the async threads.
pub fn hash(password: &str) -> Result<String, AuthError> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| AuthError::Other(format!("could not hash the password: {e}")))
}

/// True when `password` matches the PHC string. A malformed stored hash counts as a mismatch:
/// the administrator can still be given a new password with `set-password`.
pub fn verify(password: &str, phc: &str) -> bool {
    Argon2::default()
        .verify_password(password.as_bytes(), phc)
        .is_ok()
}

/// The rules for a new password, with a message that says how to meet them.
pub fn check_new(password: &str) -> Result<(), AuthError> {
    if password.chars().count() < MIN_PASSWORD_CHARS {
        return Err(AuthError::WeakPassword(format!(
            "the password must have at least {MIN_PASSWORD_CHARS} characters"
        )));
    }
    if password.len() > MAX_PASSWORD_BYTES {
        return Err(AuthError::WeakPassword(format!(
            "the password must have at most {MAX_PASSWORD_BYTES} bytes"
        )));
    }
    if password.trim().is_empty() {
        return Err(AuthError::WeakPassword(
            "the password must not be only spaces".to_string(),
        ));
    }
    Ok(())
}

/// Parses an administrator's e-mail (the login user name) into its stored form: trimmed and
/// lower-case, so `Admin@Council.in` and `admin@council.in` are one administrator.
pub fn normalize_email(email: &str) -> Result<String, AuthError> {
    let email = email.trim().to_lowercase();
    let bad = || {
        AuthError::InvalidEmail(format!(
            "{email:?} is not an e-mail address; expected a form such as admin@oshec.odisha.gov.in"
        ))
    };
    if email.len() > 254 || email.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(bad());
    }
    let (local, domain) = email.split_once('@').ok_or_else(bad)?;
    let domain_ok = domain.contains('.')
        && !domain.contains('@')
        && !domain.contains("..")
        && domain
            .split('.')
            .all(|label| !label.is_empty() && !label.starts_with('-') && !label.ends_with('-'));
    if local.is_empty() || local.len() > 64 || !domain_ok {
        return Err(bad());
    }
    Ok(email)
}

/// A login user name in the form administrators are stored under. Unlike
/// `normalize_email` it never fails: any text may be tried, and must fail the same way.
pub fn normalize_user(user: &str) -> String {
    user.trim().to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_are_argon2id_and_verify() {
        let phc = hash("correct horse").unwrap();
        assert!(phc.starts_with("$argon2id$"), "{phc}");
        assert!(verify("correct horse", &phc));
        assert!(!verify("wrong horse", &phc));
        assert!(!verify("correct horse", "not a hash"));
        // A new salt every time.
        assert_ne!(phc, hash("correct horse").unwrap());
    }

    #[test]
    fn e_mails_are_checked_and_normalized() {
        assert_eq!(
            normalize_email("  Admin@OSHEC.Odisha.gov.in ").unwrap(),
            "admin@oshec.odisha.gov.in"
        );
        for bad in [
            "",
            "admin",
            "admin@",
            "@oshec.in",
            "admin@oshec",
            "ad min@oshec.in",
            "a@b@c.in",
            "a@.in",
            "a@oshec..in",
        ] {
            assert!(
                matches!(normalize_email(bad), Err(AuthError::InvalidEmail(_))),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn passwords_need_eight_characters() {
        assert!(matches!(
            check_new("short"),
            Err(AuthError::WeakPassword(_))
        ));
        assert!(matches!(
            check_new("        "),
            Err(AuthError::WeakPassword(_))
        ));
        assert!(check_new("ଓଡ଼ିଶା-ଶିକ୍ଷା").is_ok());
        assert!(check_new("long enough").is_ok());
    }
}
