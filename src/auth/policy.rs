//! The one password policy, for every place a password is set: the terminal's `create-admin`
//! and `set-password`, the account page, and an administrator's reset of another account.
//!
//! It follows NIST SP 800-63B: a minimum length, no password that is the account's own e-mail
//! or the site's name, none from a list of passwords known from breaches, and nothing else (no
//! composition rules, no expiry). docs/security.md names the list's source and licence.
use std::collections::HashSet;
use std::io::Read as _;
use std::sync::OnceLock;

/// Shortest password accepted, in characters (not bytes: Odia letters count once each).
pub const MIN_CHARS: usize = 12;
/// Longest password accepted: hashing cost grows with length, and nobody types more.
pub const MAX_BYTES: usize = 1024;

/// The common breached passwords, lower-case, one a line, sorted, gzip-compressed.
const COMMON_GZ: &[u8] = include_bytes!("common-passwords.txt.gz");

/// Names of this website that a password must not be, in the squashed form of [`squash`].
const SITE_NAMES: &[&str] = &[
    "oshec",
    "shec",
    "odishashec",
    "oshecodisha",
    "odishastatehighereducationcouncil",
    "statehighereducationcouncil",
    "highereducationcouncil",
];

/// The rule a refused password broke. Its text is shown as it is on the account page and in
/// the terminal, so each says which rule failed and how to choose better.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("The password must have at least {MIN_CHARS} characters.")]
    TooShort,
    #[error("The password must have at most {MAX_BYTES} bytes.")]
    TooLong,
    #[error("The password must not be only spaces.")]
    Blank,
    #[error("The password must not be your e-mail address or its name part.")]
    IsEmail,
    #[error("The password must not be the name of this website.")]
    IsSiteName,
    #[error(
        "The password is in a list of common passwords known from breaches, which attackers try first. Choose another, such as a few unrelated words."
    )]
    Common,
    #[error(
        "The password repeats one short pattern (such as aaaaaaaaaaaa), which attackers try first. Choose another."
    )]
    Repetitive,
}

/// Checks a new password for the account `email` (in any case; it may be empty when not
/// known). Returns the first rule it breaks.
pub fn check(password: &str, email: &str) -> Result<(), Refusal> {
    if password.len() > MAX_BYTES {
        return Err(Refusal::TooLong);
    }
    if password.trim().is_empty() {
        return Err(Refusal::Blank);
    }
    if password.chars().count() < MIN_CHARS {
        return Err(Refusal::TooShort);
    }
    let squashed = squash(password);
    let core = strip_digits(&squashed);
    let email = email.trim().to_lowercase();
    if !email.is_empty() {
        let local = email.split('@').next().unwrap_or_default();
        let forms = [squash(&email), squash(local)];
        let hit = password.trim().to_lowercase() == email
            || forms
                .iter()
                .filter(|f| !f.is_empty())
                .any(|f| *f == squashed || (!core.is_empty() && strip_digits(f) == core));
        if hit {
            return Err(Refusal::IsEmail);
        }
    }
    if SITE_NAMES.contains(&core) {
        return Err(Refusal::IsSiteName);
    }
    let lower = password.to_lowercase();
    let list = common();
    if list.contains(lower.as_str())
        || list.contains(lower.trim())
        || list.contains(squashed.as_str())
        || (core.chars().count() >= 4 && list.contains(core))
    {
        return Err(Refusal::Common);
    }
    if repeats_short_unit(&squashed) {
        return Err(Refusal::Repetitive);
    }
    Ok(())
}

/// Lower-case letters and digits only: `Admin.Council@x` and `admincouncilx` are one form.
fn squash(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// Without leading and trailing digits: `football2024` is `football` with a year added.
fn strip_digits(text: &str) -> &str {
    text.trim_matches(|c: char| c.is_ascii_digit())
}

/// True for `aaaaaaaaaaaa`, `abcabcabcabc` and the like: one unit of at most three characters
/// said over and over.
fn repeats_short_unit(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() < 2 {
        return false;
    }
    (1..=3).any(|unit| {
        chars.len() > unit && chars.iter().enumerate().all(|(i, c)| *c == chars[i % unit])
    })
}

/// The list, unpacked once on first use (a few milliseconds, about 1 MB in memory).
fn common() -> &'static HashSet<&'static str> {
    static LIST: OnceLock<HashSet<&'static str>> = OnceLock::new();
    LIST.get_or_init(|| {
        let mut text = String::new();
        // The file is part of the binary and checked by a test: a failure here means a broken
        // build, and the policy then falls back to its other rules rather than refuse all.
        if flate2::read::GzDecoder::new(COMMON_GZ)
            .read_to_string(&mut text)
            .is_err()
        {
            tracing::error!("the list of common passwords in this build is unreadable");
            return HashSet::new();
        }
        let text: &'static str = Box::leak(text.into_boxed_str());
        text.lines().filter(|l| !l.is_empty()).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_is_shipped_whole() {
        assert!(common().len() > 45_000, "{}", common().len());
        assert!(common().contains("password"));
        assert!(common().contains("123456789012"));
    }

    #[test]
    fn each_rule_says_what_failed() {
        let email = "Admin.Council@oshec.odisha.gov.in";
        for (password, refusal) in [
            ("short one", Refusal::TooShort),
            ("password", Refusal::TooShort),
            ("12345678", Refusal::TooShort),
            ("               ", Refusal::Blank),
            ("123456789012", Refusal::Common),
            ("1q2w3e4r5t6y", Refusal::Common),
            ("PasswordPassword", Refusal::Common),
            ("iloveyou1234", Refusal::Common),
            ("Football2024!!", Refusal::Common),
            ("aaaaaaaaaaaaaaa", Refusal::Repetitive),
            ("abcabcabcabcabc", Refusal::Repetitive),
            ("admin.council@oshec.odisha.gov.in", Refusal::IsEmail),
            ("ADMIN.COUNCIL@OSHEC.ODISHA.GOV.IN", Refusal::IsEmail),
            ("admin-council-2026", Refusal::IsEmail),
            ("-- Oshec 2026 --", Refusal::IsSiteName),
            ("OSHEC2026!!!!!", Refusal::IsSiteName),
            ("Odisha State Higher Education Council", Refusal::IsSiteName),
        ] {
            assert_eq!(check(password, email), Err(refusal.clone()), "{password:?}");
        }
        assert_eq!(
            check(&"x".repeat(MAX_BYTES + 1), email),
            Err(Refusal::TooLong)
        );
    }

    #[test]
    fn long_unlisted_passwords_pass() {
        for password in [
            "correct horse battery staple",
            "correct horse battery",
            "ଓଡ଼ିଶା ଉଚ୍ଚଶିକ୍ଷା ପରିଷଦ",
            "a brand new password",
            "738491027364",
        ] {
            assert_eq!(check(password, "admin@example.org"), Ok(()), "{password:?}");
        }
        // Without an e-mail the other rules still apply.
        assert_eq!(check("correct horse battery", ""), Ok(()));
    }
}
