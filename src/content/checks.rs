//! The value checks of docs/decisions.md §5, written once and named by the entity rows.

/// `^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$`, the pattern browsers' forms commonly use.
pub fn is_email(s: &str) -> bool {
    let Some((local, domain)) = s.split_once('@') else {
        return false;
    };
    let local_ok = !local.is_empty()
        && local
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "._%+-".contains(c));
    let Some((host, tld)) = domain.rsplit_once('.') else {
        return false;
    };
    let host_ok = !host.is_empty()
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-');
    let tld_ok = tld.len() >= 2 && tld.chars().all(|c| c.is_ascii_alphabetic());
    local_ok && host_ok && tld_ok
}

/// A whole number written as the API's schemas describe one: 1 to 15 ASCII digits, with no
/// sign, space or other character (what a query's `page=2` or a form's `id` holds).
pub fn whole_number(s: &str) -> Option<u64> {
    (!s.is_empty() && s.len() <= 15 && s.bytes().all(|b| b.is_ascii_digit()))
        .then(|| s.parse().ok())
        .flatten()
}

pub fn is_mobile(s: &str) -> bool {
    s.len() == 10 && s.bytes().all(|b| b.is_ascii_digit())
}

/// An Indian telephone number: a 10-digit mobile, or a landline with its STD code written
/// `0674-2391234` (STD code 0 and 2–4 more digits, a hyphen or space, then the number; 10 or
/// 11 digits in all), or the same without a separator.
pub fn is_phone(s: &str) -> bool {
    if is_mobile(s) {
        return true;
    }
    let (std, number) = match s.split_once(['-', ' ']) {
        Some((a, b)) => (a, b),
        None => (s, ""),
    };
    let digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
    if number.is_empty() {
        return s.len() == 11 && s.starts_with('0') && digits(s);
    }
    std.starts_with('0')
        && (3..=5).contains(&std.len())
        && digits(std)
        && digits(number)
        && (6..=8).contains(&number.len())
        && (10..=11).contains(&(std.len() + number.len()))
}

/// `YYYY-MM-DD`, a real calendar day.
pub fn is_iso_date(s: &str) -> bool {
    let b = s.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return false;
    }
    let num = |r: std::ops::Range<usize>| -> Option<u32> {
        let part = s.get(r)?;
        if part.bytes().all(|c| c.is_ascii_digit()) {
            part.parse().ok()
        } else {
            None
        }
    };
    let (Some(y), Some(m), Some(d)) = (num(0..4), num(5..7), num(8..10)) else {
        return false;
    };
    y >= 1 && is_calendar_day(i64::from(y), m, d)
}

/// Whether `day` of `month` (1 to 12) is a day of the Gregorian calendar in `year`.
pub fn is_calendar_day(year: i64, month: u32, day: u32) -> bool {
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&day)
}

/// What follows `http://` or `https://` in a lower-cased address, up to its path, query or
/// fragment; `None` for any other scheme.
fn authority(lower: &str) -> Option<&str> {
    let rest = lower
        .strip_prefix("https://")
        .or_else(|| lower.strip_prefix("http://"))?;
    rest.split(['/', '?', '#']).next()
}

/// A link a visitor can follow: an `http`/`https` URL with a host, or a path on this site
/// (`/` and not `//`, which would be another site). No white space or control characters.
pub fn is_link(s: &str) -> bool {
    if s.is_empty() || s.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return false;
    }
    if let Some(rest) = s.strip_prefix('/') {
        return !rest.starts_with('/') && !rest.starts_with('\\');
    }
    let lower = s.to_ascii_lowercase();
    let Some(host) = authority(&lower) else {
        return false;
    };
    let host = host.rsplit('@').next().unwrap_or("");
    let name = host.split(':').next().unwrap_or("");
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
        && !name.starts_with('.')
        && !name.ends_with('.')
}

/// The video id of a YouTube watch, share (`youtu.be`), shorts, live or embed address, or
/// `None` (channels, playlists, other sites). The same rule as the site's `youtubeId`.
pub fn youtube_id(s: &str) -> Option<&str> {
    let s = s.trim();
    if s.chars().any(char::is_whitespace) {
        return None;
    }
    let lower = s.to_ascii_lowercase();
    let skip = if lower.starts_with("https://") {
        8
    } else if lower.starts_with("http://") {
        7
    } else {
        0
    };
    let rest = s.get(skip..)?;
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (host, tail) = rest.split_at(end);
    let host = host.to_ascii_lowercase();
    let host = host.split(':').next().unwrap_or("");
    let bare = ["www.", "m.", "music."]
        .iter()
        .find_map(|p| host.strip_prefix(p))
        .unwrap_or(host);
    let (path, query) = match tail.split_once('?') {
        Some((p, q)) => (p, q.split('#').next().unwrap_or("")),
        None => (tail.split('#').next().unwrap_or(""), ""),
    };
    let id = match bare {
        "youtu.be" => path.strip_prefix('/')?.split('/').next()?,
        "youtube.com" | "youtube-nocookie.com" => {
            if path == "/watch" {
                query.split('&').find_map(|pair| pair.strip_prefix("v="))?
            } else {
                let mut parts = path.strip_prefix('/')?.split('/');
                match parts.next()? {
                    "embed" | "shorts" | "live" | "v" => parts.next()?,
                    _ => return None,
                }
            }
        }
        _ => return None,
    };
    let ok = (6..=20).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
    ok.then_some(id)
}

/// India Standard Time is UTC+05:30 all year.
const IST_OFFSET_MINUTES: i64 = 5 * 60 + 30;

/// `YYYY-MM-DDTHH:MM` in India Standard Time as minutes since the Unix epoch (UTC), or
/// `None` when it is not a real date and time in that form.
pub fn ist_minutes(s: &str) -> Option<i64> {
    let b = s.as_bytes();
    if b.len() != 16 || b[10] != b'T' || b[13] != b':' || !is_iso_date(s.get(..10)?) {
        return None;
    }
    let num = |r: std::ops::Range<usize>| -> Option<i64> {
        let part = s.get(r)?;
        if part.bytes().all(|c| c.is_ascii_digit()) {
            part.parse().ok()
        } else {
            None
        }
    };
    let (y, mo, d) = (num(0..4)?, num(5..7)?, num(8..10)?);
    let (h, mi) = (num(11..13)?, num(14..16)?);
    if h > 23 || mi > 59 {
        return None;
    }
    Some(crate::clock::days_from_civil(y, mo, d) * 1440 + h * 60 + mi - IST_OFFSET_MINUTES)
}

/// The date in India (`YYYY-MM-DD`) at `minutes` since the Unix epoch.
pub fn ist_date(minutes: i64) -> String {
    let (y, m, d) = crate::clock::civil_from_days(ist_day(minutes));
    format!("{y:04}-{m:02}-{d:02}")
}

/// The day in India (counted from 1970-01-01) at `minutes` since the Unix epoch.
pub fn ist_day(minutes: i64) -> i64 {
    (minutes + IST_OFFSET_MINUTES).div_euclid(1440)
}

/// The first minute (since the Unix epoch) of day `day` in India.
pub fn ist_day_start(day: i64) -> i64 {
    day * 1440 - IST_OFFSET_MINUTES
}

/// `minutes` since the Unix epoch as `YYYY-MM-DDTHH:MM` India Standard Time: what
/// [`ist_minutes`] reads.
pub fn ist_time(minutes: i64) -> String {
    let local = minutes + IST_OFFSET_MINUTES;
    let (h, m) = (local.rem_euclid(1440) / 60, local.rem_euclid(60));
    format!("{}T{h:02}:{m:02}", ist_date(minutes))
}

/// The current time as minutes since the Unix epoch.
pub fn now_minutes() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| (d.as_secs() / 60) as i64)
        .unwrap_or(0)
}

/// A page address: `privacy-policy`, `help`, `rti-2025`; at most 80 characters.
pub fn is_slug(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 80
        && !s.starts_with('-')
        && !s.ends_with('-')
        && !s.contains("--")
        && s.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// `http://` or `https://` followed by a host and nothing a link could misuse (no spaces,
/// quotes or angle brackets). Anything else (`javascript:`, `data:`) is refused.
pub fn is_web_address(s: &str) -> bool {
    let lower = s.to_ascii_lowercase();
    let Some(host) = authority(&lower) else {
        return false;
    };
    !host.is_empty()
        && host.contains('.')
        && !s
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || "\"'<>`\\".contains(c))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageKind {
    Jpeg,
    Png,
}

impl ImageKind {
    /// By signature only: the name and declared type of an upload are not trusted.
    pub fn sniff(bytes: &[u8]) -> Option<ImageKind> {
        if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
            Some(ImageKind::Jpeg)
        } else if bytes.starts_with(&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A]) {
            Some(ImageKind::Png)
        } else {
            None
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            ImageKind::Jpeg => "jpg",
            ImageKind::Png => "png",
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            ImageKind::Jpeg => "image/jpeg",
            ImageKind::Png => "image/png",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phones() {
        for ok in [
            "0674-2391234",
            "0674 2391234",
            "06742391234",
            "011-23456789",
            "9876543210",
        ] {
            assert!(is_phone(ok), "{ok}");
        }
        for bad in [
            "",
            "674-2391234",
            "0674-23912",
            "0674-239123456",
            "0674-23a1234",
            "12345",
        ] {
            assert!(!is_phone(bad), "{bad}");
        }
    }

    #[test]
    fn emails() {
        assert!(is_email("info@oshec.nic.in"));
        assert!(is_email("a.b+c@x-y.org"));
        assert!(!is_email("no-at.example.com"));
        assert!(!is_email("a@b"));
        assert!(!is_email("a@b.c"));
        assert!(!is_email("a b@c.com"));
        assert!(!is_email("@c.com"));
    }

    #[test]
    fn mobiles() {
        assert!(is_mobile("0674239100"));
        assert!(!is_mobile("067423910"));
        assert!(!is_mobile("06742391000"));
        assert!(!is_mobile("06742-9100"));
    }

    #[test]
    fn dates() {
        assert!(is_iso_date("2024-02-29"));
        assert!(!is_iso_date("2023-02-29"));
        assert!(!is_iso_date("2024-13-01"));
        assert!(!is_iso_date("2024-1-01"));
        assert!(!is_iso_date("01-01-2024"));
        assert!(!is_iso_date("2024-04-31"));
    }

    #[test]
    fn links() {
        for ok in [
            "https://oshec.nic.in/x?y=1",
            "http://example.org",
            "/notice/1",
            "/",
            "https://a-b.example.com:8080/p",
        ] {
            assert!(is_link(ok), "{ok}");
        }
        for bad in [
            "javascript:alert(1)",
            "not a url at all",
            "//evil.com/x",
            "ftp://x.org",
            "https://",
            "https:///x",
            "www.example.com",
            "data:text/html,hi",
            "/a b",
        ] {
            assert!(!is_link(bad), "{bad}");
        }
    }

    #[test]
    fn youtube_ids() {
        for (url, id) in [
            ("https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"),
            ("https://youtu.be/dQw4w9WgXcQ?t=3", "dQw4w9WgXcQ"),
            ("youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"),
            (
                "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
                "dQw4w9WgXcQ",
            ),
            (
                "https://m.youtube.com/watch?feature=x&v=dQw4w9WgXcQ",
                "dQw4w9WgXcQ",
            ),
        ] {
            assert_eq!(youtube_id(url), Some(id), "{url}");
        }
        for bad in [
            "https://www.youtube.com/@oshec",
            "https://www.youtube.com/channel/UC123456789",
            "https://www.youtube.com/playlist?list=PL123456",
            "https://vimeo.com/123456789",
            "https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ",
            "https://www.youtube.com/watch?v=a",
        ] {
            assert_eq!(youtube_id(bad), None, "{bad}");
        }
    }

    #[test]
    fn ist_times() {
        // 2026-01-01 00:00 IST is 2025-12-31 18:30 UTC.
        assert_eq!(ist_minutes("1970-01-01T05:30"), Some(0));
        assert_eq!(ist_date(0), "1970-01-01");
        assert_eq!(ist_date(29_453_430), "2026-01-01");
        assert_eq!(ist_date(29_453_430 - 1), "2025-12-31");
        assert_eq!(
            ist_date(ist_minutes("2028-02-29T23:59").unwrap_or(0)),
            "2028-02-29"
        );
        assert_eq!(ist_minutes("2026-01-01T00:00"), Some(29_453_430));
        assert_eq!(ist_minutes("2026-02-30T00:00"), None);
        assert_eq!(ist_minutes("2026-01-01 00:00"), None);
        assert_eq!(ist_minutes("2026-01-01T24:00"), None);
        assert_eq!(ist_minutes(""), None);
    }

    #[test]
    fn slugs() {
        assert!(is_slug("privacy-policy"));
        assert!(is_slug("help"));
        assert!(is_slug("rti-2025"));
        for bad in [
            "",
            "Privacy",
            "a--b",
            "-a",
            "a-",
            "a b",
            "a_b",
            "ପୃଷ୍ଠା",
            "a/b",
        ] {
            assert!(!is_slug(bad), "{bad:?}");
        }
        assert!(!is_slug(&"a".repeat(81)));
    }

    #[test]
    fn web_addresses() {
        assert!(is_web_address("https://www.facebook.com/oshec"));
        assert!(is_web_address("http://x.com/oshec?a=1"));
        for bad in [
            "javascript:alert(1)",
            "https://",
            "https://localhost",
            "ftp://x.org",
            "https://x.org/a b",
            "https://x.org/\"onmouseover",
            "data:text/html,hi",
        ] {
            assert!(!is_web_address(bad), "{bad:?}");
        }
    }

    #[test]
    fn sniffing() {
        assert_eq!(
            ImageKind::sniff(&[0xFF, 0xD8, 0xFF, 0xE0]),
            Some(ImageKind::Jpeg)
        );
        assert_eq!(
            ImageKind::sniff(b"\x89PNG\r\n\x1a\nrest"),
            Some(ImageKind::Png)
        );
        assert_eq!(ImageKind::sniff(b"GIF89a"), None);
    }
}

/// True for characters no text field takes: control characters that are not white space
/// (NUL, ESC, DEL, most of the C1 range) and the bidirectional embeddings, overrides and
/// isolates (U+202A..U+202E, U+2066..U+2069), which can make text read differently from what
/// it is. A field holding one is refused (docs/security.md), so what is stored is what was sent.
pub fn is_unwanted_char(c: char) -> bool {
    (c.is_control() && !c.is_whitespace())
        || ('\u{202A}'..='\u{202E}').contains(&c)
        || ('\u{2066}'..='\u{2069}').contains(&c)
}

/// The characters of [`is_unwanted_char`] as a regular-expression class body, for the
/// OpenAPI document's patterns.
pub const UNWANTED_CLASS: &str =
    r"\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069";

/// The refusal of a text field named `name` holding an unwanted character.
pub fn unwanted_message(name: &str) -> String {
    format!(
        "{name} contains a control or text-direction character (such as NUL, ESC or U+202E); remove it."
    )
}

/// `text` when it holds no character of [`is_unwanted_char`], else the refusal.
pub fn clean_text(name: &str, text: &str) -> Result<String, String> {
    if text.chars().any(is_unwanted_char) {
        Err(unwanted_message(name))
    } else {
        Ok(text.to_string())
    }
}

#[cfg(test)]
mod clean_text_tests {
    use super::*;

    #[test]
    fn controls_and_bidi_overrides_are_refused() {
        for bad in [
            "a\u{0}b",
            "x\u{1b}[31m",
            "c\u{202E}d",
            "e\u{2066}",
            "f\u{7f}",
            "g\u{9f}",
        ] {
            assert!(clean_text("title", bad).is_err(), "{bad:?}");
        }
        for good in ["line\none\ttab\r", "nel\u{85}", "ଓଡ଼ିଆ"] {
            assert_eq!(clean_text("title", good).as_deref(), Ok(good));
        }
    }
}
