//! Argon2id hashing, and the rules a new password and an administrator's e-mail must meet.
use argon2::Argon2;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};

use super::AuthError;

/// Hashes with Argon2id and the crate's default parameters, into a PHC string that carries
/// its own salt and parameters. Slow on purpose: call it off the async threads.
pub fn hash(password: &str) -> Result<String, AuthError> {
    let password = super::policy::normalize(password);
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| AuthError::Other(format!("could not hash the password: {e}")))
}

/// True when `password` matches the PHC string. A malformed stored hash counts as a mismatch:
/// the administrator can still be given a new password with `set-password`. The password is
/// taken in NFKC, as [`hash`] stores it; one set by an earlier release that hashed it as typed
/// (not in NFKC) is also accepted as typed.
///
/// Each check that runs Argon2 is counted (`oshec_password_checks_total`): a sign-in with an
/// unknown name checks a dummy hash, so it counts (and costs) as much as one with a known name.
pub fn verify(password: &str, phc: &str) -> bool {
    let Ok(hash) = argon2::PasswordHash::new(phc) else {
        return false;
    };
    metrics::counter!("oshec_password_checks_total").increment(1);
    let normalized = super::policy::normalize(password);
    let argon = Argon2::default();
    argon.verify_password(normalized.as_bytes(), &hash).is_ok()
        || (normalized != password && argon.verify_password(password.as_bytes(), &hash).is_ok())
}

/// The policy of [`super::policy`] for a new password of the account `email`, with a message
/// that says which rule failed.
pub fn check_new(password: &str, email: &str) -> Result<(), AuthError> {
    super::policy::check(password, email).map_err(|r| AuthError::WeakPassword(r.msg()))
}

/// Parses an administrator's e-mail (the login user name) into its stored form: trimmed and
/// lower-case, so `Admin@Council.in` and `admin@council.in` are one administrator.
pub fn normalize_email(email: &str) -> Result<String, AuthError> {
    let email = email.trim().to_lowercase();
    let bad =
        || AuthError::InvalidEmail(crate::msg!("email-invalid", value = format!("{email:?}")));
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
        // Taken in NFKC: the full-width form is the same password.
        let wide = hash("ｃｏｒｒｅｃｔ ｈｏｒｓｅ").unwrap();
        assert!(verify("correct horse", &wide));
        assert!(verify("ｃｏｒｒｅｃｔ ｈｏｒｓｅ", &phc));
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
    fn new_passwords_follow_the_policy() {
        let weak = |p: &str| match check_new(p, "a@example.org") {
            Err(AuthError::WeakPassword(m)) => m.en(),
            other => panic!("{p:?}: {other:?}"),
        };
        assert!(weak("short").contains("at least 12 characters"));
        assert!(weak("a@example.org").contains("e-mail address"));
        assert!(weak("123456789012").contains("common passwords"));
        // The terminal's commands check with this same function (`auth::check_password`).
        assert!(weak("P@ssw0rd1234").contains("common passwords"));
        assert!(weak("oshec-admin-2026").contains("name of this website"));
        assert!(weak("qwertyuiopas").contains("keyboard"));
        assert!(weak("line\nbreak in it").contains("control characters"));
        assert!(check_new("ଓଡ଼ିଶା-ଉଚ୍ଚଶିକ୍ଷା", "a@example.org").is_ok());
        assert!(check_new("long enough, surely", "a@example.org").is_ok());
    }
}
