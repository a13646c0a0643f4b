//! UTC time as the audit trail and the backups write it: milliseconds since the Unix epoch,
//! RFC 3339 text, and the dates a person types. A few lines of calendar arithmetic (Howard
//! Hinnant's civil-date algorithms) instead of a date library for three conversions.
use std::time::{SystemTime, UNIX_EPOCH};

/// Milliseconds since the Unix epoch, now.
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// When this program was built or installed: the executable's modification time. Pages whose
/// text ships with the program (the vision, the report lists) last changed then.
pub fn release_ms() -> u64 {
    std::env::current_exe()
        .and_then(std::fs::metadata)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .map_or_else(now_ms, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// (year, month, day) of a day number counted from 1970-01-01.
pub fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

/// The day number of a date counted from 1970-01-01.
pub fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let mp = if month > 2 { month - 3 } else { month + 9 };
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

fn parts(ms: u64) -> (i64, i64, i64, u64, u64, u64) {
    let secs = ms / 1000;
    let (y, m, d) = civil_from_days(i64::try_from(secs / 86_400).unwrap_or(0));
    let rem = secs % 86_400;
    (y, m, d, rem / 3600, rem % 3600 / 60, rem % 60)
}

/// `2026-11-23T13:04:55Z`.
pub fn rfc3339(ms: u64) -> String {
    let (y, m, d, h, min, s) = parts(ms);
    format!("{y:04}-{m:02}-{d:02}T{h:02}:{min:02}:{s:02}Z")
}

/// `2026-11-23T130455Z`: sorts by time and is safe in a file name on every system.
pub fn file_stamp(ms: u64) -> String {
    let (y, m, d, h, min, s) = parts(ms);
    format!("{y:04}-{m:02}-{d:02}T{h:02}{min:02}{s:02}Z")
}

/// `2026-11-23 13:04 UTC` for seconds since the Unix epoch: what the terminal shows.
pub fn utc_minutes(secs: u64) -> String {
    let (y, m, d, h, min, _) = parts(secs.saturating_mul(1000));
    format!("{y:04}-{m:02}-{d:02} {h:02}:{min:02} UTC")
}

/// A date or time a person typed, as milliseconds since the epoch: `2026-11-23` (its first
/// moment, UTC) or `2026-11-23T13:04:55Z`. `None` when it is neither.
pub fn parse(text: &str) -> Option<u64> {
    let text = text.trim();
    let (date, time) = match text.split_once(['T', ' ']) {
        Some((date, time)) => (date, Some(time)),
        None => (text, None),
    };
    let mut fields = date.splitn(3, '-');
    let year: i64 = fields.next()?.parse().ok()?;
    let month: i64 = fields.next()?.parse().ok()?;
    let day: i64 = fields.next()?.parse().ok()?;
    if !(1970..=9999).contains(&year) || !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return None;
    }
    let days = days_from_civil(year, month, day);
    // 2026-02-31 is not a date: it must come back as itself.
    if civil_from_days(days) != (year, month, day) {
        return None;
    }
    let mut secs = u64::try_from(days).ok()? * 86_400;
    if let Some(time) = time {
        let time = time
            .strip_suffix('Z')
            .or_else(|| time.strip_suffix("+00:00"))?;
        let time = time.split('.').next()?;
        let mut hms = time.splitn(3, ':');
        let h: u64 = hms.next()?.parse().ok()?;
        let m: u64 = hms.next()?.parse().ok()?;
        let s: u64 = hms.next().map_or(Some(0), |s| s.parse().ok())?;
        if h > 23 || m > 59 || s > 60 {
            return None;
        }
        secs += h * 3600 + m * 60 + s;
    }
    secs.checked_mul(1000)
}

/// Blocks the calling thread until `ready` says so (asked every 20 ms), or for a minute at
/// most, then for `after` more: how work a starting server defers (the dummy password hash,
/// the image variants pass, the UI's compression) waits for the indexes to be ready and for
/// the first answers (docs/benchmarks.md, cold start).
pub fn wait_until_ready(ready: impl Fn() -> bool, after: std::time::Duration) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while !ready() && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    std::thread::sleep(after);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_and_parses_utc() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339(951_782_400_000), "2000-02-29T00:00:00Z");
        assert_eq!(rfc3339(1_795_278_605_123), "2026-11-21T16:30:05Z");
        assert_eq!(file_stamp(1_795_278_605_123), "2026-11-21T163005Z");
        assert_eq!(utc_minutes(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc_minutes(951_782_400), "2000-02-29 00:00 UTC");
        assert_eq!(utc_minutes(1_795_278_600), "2026-11-21 16:30 UTC");
        assert_eq!(parse("2026-11-21"), Some(1_795_219_200_000));
        assert_eq!(parse("2026-11-21T16:30:05Z"), Some(1_795_278_605_000));
        assert_eq!(parse("2000-02-29"), Some(951_782_400_000));
        for bad in [
            "",
            "yesterday",
            "2026-02-31",
            "2026-13-01",
            "2026-11-21T25:00:00Z",
        ] {
            assert_eq!(parse(bad), None, "{bad}");
        }
    }
}
