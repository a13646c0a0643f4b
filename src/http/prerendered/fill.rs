//! Filling a copy's slots from a record: which variant applies, each slot's value, and the
//! dates, digits, paragraphs and link kinds as the app's first render writes them.

use super::*;

/// The text of `expression` (`a|b`: the first field that is not empty), trimmed as the app's
/// `pick` trims it.
pub(super) fn value_of(record: &Map<String, Value>, expression: &str) -> String {
    for field in expression.split('|') {
        let text = match record.get(field) {
            Some(Value::String(s)) => s.trim().to_string(),
            Some(Value::Number(n)) => n.to_string(),
            Some(Value::Bool(b)) => b.to_string(),
            _ => String::new(),
        };
        if !text.is_empty() {
            return text;
        }
    }
    String::new()
}

/// Whether every condition of `variant` holds for `record`.
pub(super) fn applies(variant: &Variant, record: &Map<String, Value>, host: Option<&str>) -> bool {
    variant.when.iter().all(|(expression, wanted)| {
        let value = value_of(record, expression);
        match wanted.as_str() {
            "yes" => !value.is_empty(),
            "no" => value.is_empty(),
            "none" | "site" | "external" => link_kind(&value, host) == wanted,
            count => count_matches(&value, count),
        }
    })
}

/// Whether the number `value` is `wanted` (`"3"`) or at least it (`"4+"`).
pub(super) fn count_matches(value: &str, wanted: &str) -> bool {
    let (digits, at_least) = match wanted.strip_suffix('+') {
        Some(digits) => (digits, true),
        None => (wanted, false),
    };
    match (value.parse::<u64>(), digits.parse::<u64>()) {
        (Ok(n), Ok(w)) if at_least => n >= w,
        (Ok(n), Ok(w)) => n == w,
        _ => false,
    }
}

/// `none`, `site` or `external`, as the app's `isExternal` decides: an http(s) address on
/// another host than the page's.
pub(super) fn link_kind(link: &str, host: Option<&str>) -> &'static str {
    if link.is_empty() {
        return "none";
    }
    let page = format!("http://{}/", host.unwrap_or("localhost"));
    let Ok(base) = url::Url::parse(&page) else {
        return "site";
    };
    match base.join(link) {
        Ok(url)
            if matches!(url.scheme(), "http" | "https") && url_host(&url) != url_host(&base) =>
        {
            "external"
        }
        _ => "site",
    }
}

/// `host:port` as `URL.host` gives it (the port only when it is not the scheme's own).
pub(super) fn url_host(url: &url::Url) -> String {
    match (url.host_str(), url.port()) {
        (Some(host), Some(port)) => format!("{host}:{port}"),
        (Some(host), None) => host.to_string(),
        _ => String::new(),
    }
}

pub(super) use home::escape_into as escape;

/// Replaces every `@@expression[:filter]@@` of `html` in one pass, so a value that itself
/// contains `@@…@@` is left as text.
pub(super) fn fill_slots(
    out: &mut String,
    html: &str,
    record: &Map<String, Value>,
    slots: &Slots<'_>,
) -> Result<(), Skip> {
    let dates = slots.dates;
    let in_slot = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '|' | ':');
    home::fill_each_slot(out, html, in_slot, |out, slot| {
        let (expression, filter) = slot.split_once(':').unwrap_or((slot, ""));
        let value = value_of(record, expression);
        match filter {
            "" if expression.ends_with("Html") => out.push_str(&value),
            "" => escape(out, &value),
            "date" => escape(out, &format_date(&value, dates)),
            "paragraphs" => {
                for paragraph in paragraphs(&value) {
                    out.push_str("<p>");
                    escape(out, paragraph);
                    out.push_str("</p>");
                }
            }
            "number" => escape(out, &local_digits(&value, dates)),
            "each" => {
                let items = slots
                    .items
                    .filter(|_| expression == "items")
                    .ok_or_else(|| Skip::UnknownFilter(slot.to_string()))?;
                for item in items.records {
                    let variant = items
                        .variants
                        .iter()
                        .find(|v| v.lang == slots.lang && applies(v, item, slots.host))
                        .ok_or_else(|| Skip::NoVariant(format!("{} item", slots.lang)))?;
                    let inner = Slots {
                        items: None,
                        ..*slots
                    };
                    fill_slots(out, &variant.html, item, &inner)?;
                }
            }
            other => return Err(Skip::UnknownFilter(other.to_string())),
        }
        Ok(())
    })
}

/// The text split where the app splits it (`/\n{2,}/`): at every run of two or more newlines.
pub(super) fn paragraphs(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("\n\n") {
        parts.push(&rest[..at]);
        rest = rest[at..].trim_start_matches('\n');
    }
    parts.push(rest);
    parts
}

/// `text` with its ASCII digits in the language's own (format.ts's `localDigits`).
pub(super) fn local_digits(text: &str, format: Option<&DateFormat>) -> String {
    let Some(format) = format else {
        return text.to_string();
    };
    let local: Vec<char> = format.digits.chars().collect();
    text.chars()
        .map(|c| {
            c.to_digit(10)
                .and_then(|d| local.get(d as usize).copied())
                .unwrap_or(c)
        })
        .collect()
}

/// `YYYY-MM-DD` as format.ts's `formatDate` writes it; anything else as it is.
pub(super) fn format_date(iso: &str, format: Option<&DateFormat>) -> String {
    let Some(format) = format else {
        return iso.to_string();
    };
    let parts: Vec<&str> = iso.split('-').collect();
    let [y, m, d] = parts.as_slice() else {
        return iso.to_string();
    };
    let digits_only = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    if !(digits_only(y, 4) && digits_only(m, 2) && digits_only(d, 2)) {
        return iso.to_string();
    }
    let (Ok(year), Ok(month), Ok(day)) = (y.parse::<i32>(), m.parse::<u32>(), d.parse::<u32>())
    else {
        return iso.to_string();
    };
    if !crate::content::checks::is_calendar_day(i64::from(year), month, day) {
        return iso.to_string();
    }
    let digits = |n: String| local_digits(&n, Some(format));
    let month_name = format
        .months
        .get(month as usize - 1)
        .cloned()
        .unwrap_or_default();
    format
        .pattern
        .replace("{d}", &digits(day.to_string()))
        .replace("{m}", &month_name)
        .replace("{y}", &digits(year.to_string()))
}
