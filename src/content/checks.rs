//! The value checks of SPEC.md §5, written once and named by the entity rows.

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
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    y >= 1 && (1..=days).contains(&d)
}

/// `^(https?://)?(www\.)?(youtube|youtu|youtube-nocookie)\.(com|be)/.+$`, case-insensitive.
pub fn is_youtube_url(s: &str) -> bool {
    let lower = s.to_ascii_lowercase();
    let mut rest = lower.as_str();
    for scheme in ["https://", "http://"] {
        if let Some(r) = rest.strip_prefix(scheme) {
            rest = r;
            break;
        }
    }
    rest = rest.strip_prefix("www.").unwrap_or(rest);
    let Some((host, path)) = rest.split_once('/') else {
        return false;
    };
    let Some((name, tld)) = host.split_once('.') else {
        return false;
    };
    matches!(name, "youtube" | "youtu" | "youtube-nocookie")
        && matches!(tld, "com" | "be")
        && !path.is_empty()
        && !path.chars().any(char::is_whitespace)
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
    fn youtube() {
        assert!(is_youtube_url("https://www.youtube.com/watch?v=abc"));
        assert!(is_youtube_url("https://youtu.be/abc"));
        assert!(is_youtube_url("https://www.youtube-nocookie.com/embed/abc"));
        assert!(is_youtube_url("youtube.com/watch?v=x"));
        assert!(!is_youtube_url("https://vimeo.com/123"));
        assert!(!is_youtube_url("https://youtube.com/"));
        assert!(!is_youtube_url("https://evil.com/youtube.com/x"));
        assert!(!is_youtube_url("https://youtube.com.evil.com/x"));
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
