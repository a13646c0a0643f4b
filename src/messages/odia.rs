//! Numbers and dates as an Odia reader reads them, the server's counterpart of
//! `ui/src/shared/format.ts` and `ui/src/admin/when.ts`: Odia digits (୦ U+0B66 to ୯ U+0B6F),
//! the back office's day-month-year dates ("୨୮ ନଭେମ୍ବର ୨୦୨୬").

/// The Odia names of the Gregorian months, as `ui/src/shared/format.ts` writes them.
pub const MONTHS: [&str; 12] = [
    "ଜାନୁଆରୀ",
    "ଫେବୃଆରୀ",
    "ମାର୍ଚ୍ଚ",
    "ଅପ୍ରେଲ",
    "ମଇ",
    "ଜୁନ",
    "ଜୁଲାଇ",
    "ଅଗଷ୍ଟ",
    "ସେପ୍ଟେମ୍ବର",
    "ଅକ୍ଟୋବର",
    "ନଭେମ୍ବର",
    "ଡିସେମ୍ବର",
];

/// The English month names, for the English half of a mail ("28 November 2026").
pub const MONTHS_EN: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// `text` with its ASCII digits written as Odia digits.
pub fn digits(text: &str) -> String {
    text.chars()
        .map(|c| match c.to_digit(10) {
            Some(d) if c.is_ascii_digit() => char::from_u32(0x0B66 + d).unwrap_or(c),
            _ => c,
        })
        .collect()
}

/// The (year, month, day) of a `YYYY-MM-DD` text (or the date part of an RFC 3339 time).
fn parts(iso: &str) -> Option<(u32, usize, u32)> {
    let date = iso.trim().get(..10)?;
    let mut it = date.split('-');
    let year: u32 = it.next()?.parse().ok()?;
    let month: usize = it.next()?.parse().ok()?;
    let day: u32 = it.next()?.parse().ok()?;
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return None;
    }
    Some((year, month, day))
}

/// "୨୮ ନଭେମ୍ବର ୨୦୨୬" for `2026-11-28`; the text in Odia digits when it is no date.
pub fn date(iso: &str) -> String {
    match parts(iso) {
        Some((year, month, day)) => digits(&format!("{day} {} {year}", MONTHS[month - 1])),
        None => digits(iso),
    }
}

/// "28 November 2026" for `2026-11-28`; the text itself when it is no date.
pub fn date_en(iso: &str) -> String {
    match parts(iso) {
        Some((year, month, day)) => format!("{day} {} {year}", MONTHS_EN[month - 1]),
        None => iso.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_and_dates_read_as_in_the_back_office() {
        assert_eq!(digits("1–10 of 57"), "୧–୧୦ of ୫୭");
        assert_eq!(date("2026-11-28"), "୨୮ ନଭେମ୍ବର ୨୦୨୬");
        assert_eq!(date("2025-06-02T10:00:00Z"), "୨ ଜୁନ ୨୦୨୫");
        assert_eq!(date_en("2026-11-28"), "28 November 2026");
        assert_eq!(date("soon"), "soon");
    }
}
