//! "Last updated" (GIGW §5.1.5): when each entity last changed, as the store records it, in
//! RFC 3339; and the release date, for pages whose text is part of the program.
use std::time::{SystemTime, UNIX_EPOCH};

/// `(year, month, day)` of a day count since 1970-01-01 (Howard Hinnant's civil-from-days).
fn civil(days: i64) -> (i64, i64, i64) {
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

/// `2026-11-23T13:45:07Z` for milliseconds since the Unix epoch.
pub fn rfc3339(millis: u64) -> String {
    let secs = millis / 1000;
    let (y, m, d) = civil(i64::try_from(secs / 86_400).unwrap_or(0));
    let rem = secs % 86_400;
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

/// `2026-11-23` for milliseconds since the Unix epoch.
pub fn day(millis: u64) -> String {
    rfc3339(millis)[..10].to_string()
}

pub fn now_millis() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// When this program was built or installed: the executable's modification time. Pages whose
/// text ships with the program (the vision, the report lists, the help pages) last changed then.
pub fn release_millis() -> u64 {
    std::env::current_exe()
        .and_then(std::fs::metadata)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .map_or_else(now_millis, |d| d.as_millis() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339(951_782_400_000), "2000-02-29T00:00:00Z");
        assert_eq!(rfc3339(1_795_278_607_123), "2026-11-21T16:30:07Z");
        assert_eq!(day(1_795_278_607_123), "2026-11-21");
    }
}
