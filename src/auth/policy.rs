//! The one password policy, for every place a password is set: the terminal's `create-admin`
//! and `set-password`, the account page, and an administrator's reset of another account.
//!
//! It follows NIST SP 800-63B: a minimum length, no password that is the account's own e-mail
//! or the site's name, none from a list of passwords known from breaches, no keyboard or
//! alphabet run, and nothing else (no composition rules, no expiry). docs/security.md names the
//! list's source and licence.
//!
//! A password is taken in Unicode NFKC ([`normalize`]: full-width `ｐａｓｓ` is `pass`), and is
//! hashed and verified in that form. Control characters are refused; invisible ones (zero-width
//! spaces, joiners, fillers) do not count, so a password made of them is judged by what is
//! left. The breached-list and site-name checks also read it with leetspeak folded
//! (`P@ssw0rd` is `password`).
use std::collections::HashSet;
use std::io::Read as _;
use std::sync::OnceLock;

use unicode_normalization::UnicodeNormalization as _;

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
    #[error("{}", self.msg())]
    TooShort,
    #[error("{}", self.msg())]
    TooLong,
    #[error("{}", self.msg())]
    Blank,
    #[error("{}", self.msg())]
    IsEmail,
    #[error("{}", self.msg())]
    IsSiteName,
    #[error("{}", self.msg())]
    Common,
    #[error("{}", self.msg())]
    Repetitive,
    #[error("{}", self.msg())]
    Control,
    #[error("{}", self.msg())]
    Run,
}

impl Refusal {
    /// The rule's message in the catalogue.
    pub fn msg(&self) -> crate::messages::Msg {
        use crate::msg;
        match self {
            Refusal::TooShort => msg!("password-too-short", n = MIN_CHARS),
            Refusal::TooLong => msg!("password-too-long", n = MAX_BYTES),
            Refusal::Blank => msg!("password-blank"),
            Refusal::IsEmail => msg!("password-is-email"),
            Refusal::IsSiteName => msg!("password-is-site-name"),
            Refusal::Common => msg!("password-common"),
            Refusal::Repetitive => msg!("password-repetitive"),
            Refusal::Control => msg!("password-control"),
            Refusal::Run => msg!("password-run"),
        }
    }
}

/// A password in the form it is checked, hashed and verified in: Unicode NFKC.
pub fn normalize(password: &str) -> String {
    password.nfkc().collect()
}

/// Characters that show nothing: format characters (zero-width space, joiners, marks of
/// direction, the byte-order mark, tags), fillers that render blank, and variation selectors.
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{061C}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}'
            | '\u{2800}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF0}'..='\u{FFFB}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0000}'..='\u{E007F}'
            | '\u{E0100}'..='\u{E01EF}'
    )
}

/// Checks a new password for the account `email` (in any case; it may be empty when not
/// known). Returns the first rule it breaks.
pub fn check(password: &str, email: &str) -> Result<(), Refusal> {
    if password.len() > MAX_BYTES {
        return Err(Refusal::TooLong);
    }
    let normalized = normalize(password);
    if normalized.chars().any(char::is_control) {
        return Err(Refusal::Control);
    }
    // What shows: the rules below judge that, so invisible characters add nothing.
    let password: String = normalized.chars().filter(|c| !is_invisible(*c)).collect();
    let password = password.as_str();
    if password.trim().is_empty() {
        return Err(Refusal::Blank);
    }
    if password.chars().count() < MIN_CHARS {
        return Err(Refusal::TooShort);
    }
    let squashed = squash(password);
    let core = strip_digits(&squashed);
    let folded = squash(&fold_leet(&password.to_lowercase()));
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
    if is_site_name(&squashed) || is_site_name(&folded) {
        return Err(Refusal::IsSiteName);
    }
    let lower = password.to_lowercase();
    let list = common();
    let folded_core = strip_digits(&folded);
    if list.contains(lower.as_str())
        || list.contains(lower.trim())
        || list.contains(squashed.as_str())
        || (core.chars().count() >= 4 && list.contains(core))
        || list.contains(folded.as_str())
        || (folded_core.chars().count() >= 4 && list.contains(folded_core))
    {
        return Err(Refusal::Common);
    }
    if repeats_short_unit(&squashed) {
        return Err(Refusal::Repetitive);
    }
    if is_run(&squashed) {
        return Err(Refusal::Run);
    }
    Ok(())
}

/// Leetspeak read back as letters (`p@55w0rd` is `password`); other characters as they are.
/// Trailing digits and symbols are left off first (`p@ssw0rd1234` is `password`, not
/// `passwordizea`), and text without a letter is not folded, so a number is not read as a word.
fn fold_leet(text: &str) -> String {
    if !text.chars().any(char::is_alphabetic) {
        return text.to_string();
    }
    text.trim_end_matches(|c: char| c.is_ascii_digit() || !c.is_alphanumeric())
        .chars()
        .map(|c| match c {
            '@' | '4' => 'a',
            '8' => 'b',
            '(' => 'c',
            '3' | '€' => 'e',
            '6' | '9' => 'g',
            '1' | '!' | '|' => 'i',
            '0' => 'o',
            '$' | '5' => 's',
            '7' | '+' => 't',
            '2' => 'z',
            other => other,
        })
        .collect()
}

/// Whether `squashed` (letters and digits, lower-case) is the site's name in some form: one of
/// its names, or its names with little else (`oshecoshecoshec`, `oshec-admin-2026`): once the
/// names and digits are taken out, fewer than half the minimum length is left, or a common
/// password.
fn is_site_name(squashed: &str) -> bool {
    let mut rest = squashed.to_string();
    let mut found = false;
    // Longest first, so `odishashec` goes whole rather than leave `odisha`.
    let mut names: Vec<&str> = SITE_NAMES.to_vec();
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    for name in names {
        if rest.contains(name) {
            found = true;
            rest = rest.replace(name, "");
        }
    }
    if !found {
        return false;
    }
    let letters: String = rest.chars().filter(|c| !c.is_ascii_digit()).collect();
    letters.chars().count() < MIN_CHARS / 2 || common().contains(letters.as_str())
}

/// Rows of the keyboard, read on from one row to the next, and the alphabet and digits: a
/// password that walks along one of them (either way) is a run.
const RUNS: &[&str] = &[
    "qwertyuiopasdfghjklzxcvbnm",
    "abcdefghijklmnopqrstuvwxyz",
    "1234567890",
    "qazwsxedcrfvtgbyhnujmikolp",
    "azertyuiopqsdfghjklmwxcvbn",
    "qwertzuiopasdfghjklyxcvbnm",
];

/// Whether three quarters or more of `squashed` lie in walks of four or more neighbours of
/// [`RUNS`] (`qwertyuiopas`, `abcdefghijkl`, `zyxwvutsrqpo`, `asdf1234qwer`).
fn is_run(squashed: &str) -> bool {
    let chars: Vec<char> = squashed.chars().collect();
    if chars.is_empty() {
        return false;
    }
    let next = |a: char, b: char| {
        RUNS.iter().any(|row| {
            let row: Vec<char> = row.chars().collect();
            row.windows(2)
                .any(|w| (w[0] == a && w[1] == b) || (w[1] == a && w[0] == b))
        })
    };
    let mut in_runs = 0;
    let mut start = 0;
    for i in 1..=chars.len() {
        let continues = i < chars.len() && next(chars[i - 1], chars[i]);
        if !continues {
            if i - start >= 4 {
                in_runs += i - start;
            }
            start = i;
        }
    }
    in_runs * 4 >= chars.len() * 3
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
            ("oshecoshecoshec", Refusal::IsSiteName),
            ("oshec-admin-2026", Refusal::IsSiteName),
            ("0$h3c-@dm1n-2026", Refusal::IsSiteName),
            ("ＯＳＨＥＣ２０２６！！！！！", Refusal::IsSiteName),
            ("P@ssw0rd1234", Refusal::Common),
            ("ｐａｓｓｗｏｒｄ１２３４", Refusal::Common),
            ("qwertyuiopas", Refusal::Run),
            ("abcdefghijkl", Refusal::Run),
            ("lkjhgfdsapoiu", Refusal::Run),
            ("asdf1234qwer", Refusal::Run),
            ("\u{200B}".repeat(12).as_str(), Refusal::Blank),
            (
                "ab\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}\u{200B}",
                Refusal::TooShort,
            ),
            ("correct horse\tbattery", Refusal::Control),
            ("correct horse\u{0007}battery", Refusal::Control),
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
            "oshec keeps its records in redb",
            "plum-tractor-4-velvet",
        ] {
            assert_eq!(check(password, "admin@example.org"), Ok(()), "{password:?}");
        }
        // Without an e-mail the other rules still apply.
        assert_eq!(check("correct horse battery", ""), Ok(()));
    }
}
