//! The first view of the report, About and news pages, pre-rendered like the home page's
//! (`home`), so their heading, text and photo paint before any script file arrives.
//!
//! The UI build writes `ui/dist-shell/pages.json.gz` (ui/src/shell/pages.tsx; gzipped, as the
//! copies repeat the header and footer): for each page,
//! copies of what React's first render draws there, per language, and for pages that show a
//! record (the introduction, a news item) one copy per combination of the record's optional
//! parts, with slots this file fills from the record as visitors see it (its public list):
//!
//! - `@@field@@`: the field's text, HTML-escaped (`pulldown-cmark-escape`); a field whose name
//!   ends in `Html` is the server's own sanitised HTML (`content/markdown.rs`) and goes in as it
//!   is, as React puts it in.
//! - `@@a|b@@`: the first of the fields that is not empty (the other language's text).
//! - `@@field:date@@`: a `YYYY-MM-DD` date as `ui/src/shared/format.ts` writes it, from the
//!   patterns and month names the build wrote beside the copies.
//! - `@@field:paragraphs@@`: one `<p>` per paragraph (blank-line separated).
//! - `@@field:number@@`: a number in the language's digits.
//! - `@@items:each@@` (a list page: the news list): one copy of the list's record copy per
//!   record of its first page, each filled from its record. The page's own copy is chosen by
//!   `total` (the records visitors see) and `pages` (how many pages they make), which decide
//!   what its pager draws.
//!
//! The copies go right after `<div id="root"></div>` as `<template id="shell-en">` and
//! `shell-od`, followed, on a page with a record, by the data the app's first render takes
//! (`<script type="application/json" id="page-data">`), and the home page's inline script,
//! which shows the visitor's language and whose hash the Content-Security-Policy already
//! allows. Only the plain address is pre-rendered (no query but `lang`): a filtered or later
//! page draws differently. A page the file does not know, or a record the copies cannot show,
//! is the plain `index.html`.
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use bytes::Bytes;
use serde::Deserialize;
use serde_json::{Map, Value};

use crate::content::Prepared;

use super::home::{self, ShellFiles};

const PAGES_FILE: &str = "pages.json.gz";
/// Brotli quality of a page made on a visitor's request and then kept.
const PAGE_QUALITY: u32 = 9;
/// At most this many pages are kept prepared; past it the store starts again.
const KEPT: usize = 512;

#[derive(Debug, Deserialize)]
pub struct Variant {
    pub lang: String,
    #[serde(default)]
    pub when: HashMap<String, String>,
    pub html: String,
}

#[derive(Debug, Deserialize)]
pub struct PageShell {
    pub path: String,
    /// The entity of the record shown: the first item of its public list.
    #[serde(default)]
    pub data: Option<String>,
    /// A list page: what its first page shows of the list.
    #[serde(default)]
    pub list: Option<ListShell>,
    pub variants: Vec<Variant>,
}

/// The records a list page shows on its first page.
#[derive(Debug, Deserialize)]
pub struct ListShell {
    pub entity: String,
    /// Records on the first page.
    pub size: usize,
    /// One record's copy per language and kind (a news card).
    pub items: Vec<Variant>,
}

#[derive(Debug, Deserialize)]
pub struct RecordShell {
    pub entity: String,
    pub variants: Vec<Variant>,
}

#[derive(Debug, Deserialize)]
pub struct DateFormat {
    pub pattern: String,
    pub months: Vec<String>,
    pub digits: String,
}

/// The contents of `pages.json`.
#[derive(Debug, Deserialize)]
pub struct PagesFile {
    pub dates: HashMap<String, DateFormat>,
    pub pages: Vec<PageShell>,
    pub records: Vec<RecordShell>,
}

impl PagesFile {
    pub fn parse(bytes: &[u8]) -> Result<PagesFile, String> {
        let file: PagesFile = serde_json::from_slice(bytes).map_err(|e| e.to_string())?;
        for (lang, format) in &file.dates {
            if format.months.len() != 12 || format.digits.chars().count() != 10 {
                return Err(format!("the {lang} date format is incomplete"));
            }
        }
        Ok(file)
    }

    /// The copies of the page at `path` (as the router matches it: any case, one trailing
    /// slash, `%XX` decoded).
    pub fn page(&self, path: &str) -> Option<&PageShell> {
        let decoded = super::paths::decode(path)?;
        let path = match decoded.strip_suffix('/') {
            Some(trimmed) if !trimmed.is_empty() => trimmed,
            _ => decoded.as_str(),
        };
        self.pages
            .iter()
            .find(|p| p.path.eq_ignore_ascii_case(path))
    }

    pub fn record(&self, entity: &str) -> Option<&RecordShell> {
        self.records.iter().find(|r| r.entity == entity)
    }
}

static PAGES: LazyLock<Option<PagesFile>> = LazyLock::new(|| {
    let file = ShellFiles::get(PAGES_FILE)?;
    let mut json = Vec::new();
    let unpacked =
        std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&file.data[..]), &mut json)
            .map_err(|e| e.to_string());
    match unpacked.and_then(|_| PagesFile::parse(&json)) {
        Ok(pages) => Some(pages),
        Err(reason) => {
            tracing::warn!(
                file = "ui/dist-shell/pages.json.gz",
                %reason,
                "the pre-rendered pages are unusable; those pages are served as plain index.html"
            );
            None
        }
    }
});

/// This build's pre-rendered pages, if it has them (and the home page's inline script, which
/// shows them).
pub fn pages() -> Option<&'static PagesFile> {
    home::shell()?;
    PAGES.as_ref()
}

/// Whether `query` asks for the plain page: nothing, or only the language.
pub fn plain_query(query: Option<&str>) -> bool {
    query.is_none_or(|q| {
        q.split('&')
            .filter(|pair| !pair.is_empty())
            .all(|pair| pair.split('=').next() == Some("lang"))
    })
}

/// Why a page could not be made (the plain `index.html` is served instead).
#[derive(Debug, PartialEq, Eq)]
pub enum Skip {
    /// No copy for this language and this record's parts.
    NoVariant(String),
    /// A slot names a filter this server does not know.
    UnknownFilter(String),
    /// `index.html` has no `<div id="root"></div>`.
    NoRoot,
    /// The record is not a JSON object.
    BadRecord,
}

/// What fills one page: its copies, the record they show (if any) and the data the app's first
/// render takes (the record, its whole list, or a list's first page).
pub struct Fill<'a> {
    pub variants: &'a [Variant],
    pub record: Option<&'a Map<String, Value>>,
    pub data: Option<Data<'a>>,
    /// The request's `Host`: a link to another host opens in a new tab.
    pub host: Option<&'a str>,
    /// A list page's records, for `@@items:each@@`.
    pub items: Option<Items<'a>>,
}

/// The data the app's first render takes: the entity's JSON, and for a list's first page the
/// page's size (the app seeds that page with it).
pub struct Data<'a> {
    pub entity: &'a str,
    pub json: &'a [u8],
    pub size: Option<usize>,
}

/// The records of a list page and the copies that draw them.
pub struct Items<'a> {
    pub variants: &'a [Variant],
    pub records: &'a [&'a Map<String, Value>],
}

/// What a slot is filled with besides its record.
struct Slots<'a> {
    lang: &'a str,
    dates: Option<&'a DateFormat>,
    host: Option<&'a str>,
    items: Option<&'a Items<'a>>,
}

/// The first page of a public list's body (`{data: [...]}` or the bare array) as a list page
/// shows it: its first `size` records visitors see (`isActive` not false, as the app's
/// `activeOnly`) and how many there are.
pub fn first_page(body: &Value, size: usize) -> Option<(Vec<&Map<String, Value>>, usize)> {
    let Value::Array(items) = body.get("data").unwrap_or(body) else {
        return None;
    };
    let shown: Vec<&Map<String, Value>> = items
        .iter()
        .filter_map(Value::as_object)
        .filter(|item| item.get("isActive") != Some(&Value::Bool(false)))
        .collect();
    let total = shown.len();
    Some((shown.into_iter().take(size).collect(), total))
}

/// The record a list page's own copy is chosen and filled by: `total` and `pages`.
pub fn list_record(total: usize, size: usize) -> Map<String, Value> {
    let pages = total.div_ceil(size.max(1)).max(1);
    let mut record = Map::new();
    record.insert("total".into(), Value::from(total));
    record.insert("pages".into(), Value::from(pages));
    record
}

/// `index` with the filled copies inserted, or why not.
pub fn render(
    file: &PagesFile,
    script: &str,
    index: &[u8],
    fill: &Fill<'_>,
) -> Result<Vec<u8>, Skip> {
    let empty = Map::new();
    let record = fill.record.unwrap_or(&empty);
    let mut templates = String::new();
    for (lang, id) in [("en", "shell-en"), ("od", "shell-od")] {
        let variant = fill
            .variants
            .iter()
            .find(|v| v.lang == lang && applies(v, record, fill.host))
            .ok_or_else(|| Skip::NoVariant(lang.to_string()))?;
        let slots = Slots {
            lang,
            dates: file.dates.get(lang),
            host: fill.host,
            items: fill.items.as_ref(),
        };
        templates.push_str(&format!("<template id=\"{id}\">"));
        fill_slots(&mut templates, &variant.html, record, &slots)?;
        templates.push_str("</template>");
    }
    let at = home::find(index, home::ROOT_DIV).ok_or(Skip::NoRoot)? + home::ROOT_DIV.len();
    let mut out = Vec::with_capacity(index.len() + templates.len() + script.len() + 256);
    out.extend_from_slice(&home::without_module_preloads(&index[..at]));
    out.extend_from_slice(templates.as_bytes());
    if let Some(data) = &fill.data {
        out.extend_from_slice(b"<script type=\"application/json\" id=\"page-data\" data-entity=\"");
        let mut name = String::new();
        escape(&mut name, data.entity);
        out.extend_from_slice(name.as_bytes());
        if let Some(size) = data.size {
            out.extend_from_slice(format!("\" data-size=\"{size}").as_bytes());
        }
        out.extend_from_slice(b"\">");
        home::json_in_script(&mut out, data.json);
        out.extend_from_slice(b"</script>");
    }
    out.extend_from_slice(b"<script>");
    out.extend_from_slice(script.as_bytes());
    out.extend_from_slice(b"</script>");
    out.extend_from_slice(&index[at..]);
    Ok(out)
}

/// The text of `expression` (`a|b`: the first field that is not empty), trimmed as the app's
/// `pick` trims it.
fn value_of(record: &Map<String, Value>, expression: &str) -> String {
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
fn applies(variant: &Variant, record: &Map<String, Value>, host: Option<&str>) -> bool {
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
fn count_matches(value: &str, wanted: &str) -> bool {
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
fn link_kind(link: &str, host: Option<&str>) -> &'static str {
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
fn url_host(url: &url::Url) -> String {
    match (url.host_str(), url.port()) {
        (Some(host), Some(port)) => format!("{host}:{port}"),
        (Some(host), None) => host.to_string(),
        _ => String::new(),
    }
}

fn escape(out: &mut String, text: &str) {
    // Writing into a String cannot fail.
    let _ = pulldown_cmark_escape::escape_html(out, text);
}

/// Replaces every `@@expression[:filter]@@` of `html` in one pass, so a value that itself
/// contains `@@…@@` is left as text.
fn fill_slots(
    out: &mut String,
    html: &str,
    record: &Map<String, Value>,
    slots: &Slots<'_>,
) -> Result<(), Skip> {
    let dates = slots.dates;
    let mut rest = html;
    while let Some(start) = rest.find("@@") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let len = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '|' | ':')))
            .unwrap_or(after.len());
        let slot = &after[..len];
        if slot.is_empty() || !after[len..].starts_with("@@") {
            out.push_str("@@");
            rest = after;
            continue;
        }
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
        rest = &after[len + 2..];
    }
    out.push_str(rest);
    Ok(())
}

/// The text split where the app splits it (`/\n{2,}/`): at every run of two or more newlines.
fn paragraphs(text: &str) -> Vec<&str> {
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
fn local_digits(text: &str, format: Option<&DateFormat>) -> String {
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
fn format_date(iso: &str, format: Option<&DateFormat>) -> String {
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
    if !valid_date(year, month, day) {
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

fn valid_date(year: i32, month: u32, day: u32) -> bool {
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

/// One kept page and what it was made from.
struct Kept {
    index: Bytes,
    list: Option<Arc<Prepared>>,
    page: Option<Arc<Prepared>>,
}

/// Pages made once and kept until `index.html` or the list they show changes.
#[derive(Default)]
pub struct Prerendered {
    kept: Mutex<HashMap<String, Kept>>,
}

/// Set once a page could not be made for a reason worth an administrator's attention.
static WARNED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

impl Prerendered {
    /// The prepared page under `key` for `index` and `list` (the public list it shows, if
    /// any), made by `make` when not kept; `None` when the plain `index.html` is the answer.
    pub fn page(
        &self,
        key: String,
        index: &Bytes,
        list: Option<Arc<Prepared>>,
        make: impl FnOnce() -> Result<Vec<u8>, Skip>,
    ) -> Option<Arc<Prepared>> {
        let same = |kept: &Kept| {
            kept.index.as_ptr() == index.as_ptr()
                && kept.index.len() == index.len()
                && match (&kept.list, &list) {
                    (Some(a), Some(b)) => Arc::ptr_eq(a, b),
                    (None, None) => true,
                    _ => false,
                }
        };
        {
            let kept = self.kept.lock().unwrap_or_else(|p| p.into_inner());
            if let Some(hit) = kept.get(&key).filter(|k| same(k)) {
                return hit.page.clone();
            }
        }
        let page = match make() {
            Ok(html) => Some(Arc::new(Prepared::with_quality(html, PAGE_QUALITY))),
            Err(skip) => {
                if !matches!(skip, Skip::NoVariant(_))
                    && !WARNED.swap(true, std::sync::atomic::Ordering::Relaxed)
                {
                    tracing::warn!(reason = ?skip, "a pre-rendered page cannot be filled; it is served as plain index.html");
                }
                None
            }
        };
        let mut kept = self.kept.lock().unwrap_or_else(|p| p.into_inner());
        if kept.len() >= KEPT {
            kept.clear();
        }
        kept.insert(
            key,
            Kept {
                index: index.clone(),
                list,
                page: page.clone(),
            },
        );
        page
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dates() -> HashMap<String, DateFormat> {
        let en = DateFormat {
            pattern: "{d} {m} {y}".into(),
            months: crate::messages::odia::MONTHS_EN.map(String::from).to_vec(),
            digits: "0123456789".into(),
        };
        let od = DateFormat {
            pattern: "{d} {m} {y}".into(),
            months: crate::messages::odia::MONTHS.map(String::from).to_vec(),
            digits: "୦୧୨୩୪୫୬୭୮୯".into(),
        };
        HashMap::from([("en".to_string(), en), ("od".to_string(), od)])
    }

    fn variant(lang: &str, when: &[(&str, &str)], html: &str) -> Variant {
        Variant {
            lang: lang.into(),
            when: when
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            html: html.into(),
        }
    }

    const INDEX: &[u8] = b"<head><link rel=\"modulepreload\" href=\"/a.js\"></head><body><div id=\"root\"></div></body>";

    #[test]
    fn dates_as_format_ts_writes_them() {
        let d = dates();
        assert_eq!(format_date("2025-06-02", d.get("en")), "2 June 2025");
        assert_eq!(format_date("2025-06-02", d.get("od")), "୨ ଜୁନ ୨୦୨୫");
        assert_eq!(format_date("2024-02-29", d.get("en")), "29 February 2024");
        for bad in ["2025-02-30", "2025-13-01", "2025-6-2", "soon", ""] {
            assert_eq!(format_date(bad, d.get("en")), bad);
        }
    }

    #[test]
    fn paragraphs_split_as_the_app_splits_them() {
        assert_eq!(paragraphs("a\n\nb\n\n\nc\nd"), vec!["a", "b", "c\nd"]);
        assert_eq!(paragraphs("one"), vec!["one"]);
    }

    #[test]
    fn picks_the_variant_fills_and_escapes() {
        let file = PagesFile {
            dates: dates(),
            pages: vec![],
            records: vec![],
        };
        let variants = vec![
            variant(
                "en",
                &[("photo", "yes"), ("link", "external")],
                "<h1>@@t|tOd@@</h1><img src=\"@@photo@@\"><time>@@d:date@@</time><a href=\"@@link@@\">x</a>@@bodyHtml@@",
            ),
            variant(
                "en",
                &[("photo", "no"), ("link", "none")],
                "<h1>@@t|tOd@@</h1>",
            ),
            variant(
                "od",
                &[("photo", "yes"), ("link", "external")],
                "<h1>@@tOd|t@@</h1>@@desc:paragraphs@@",
            ),
            variant("od", &[("photo", "no")], "<h1>@@tOd|t@@</h1>"),
        ];
        let record: Value = serde_json::json!({
            "t": " A </script><b>\"&' ", "tOd": "", "photo": "/uploads/n/1-ab.jpg",
            "d": "2025-06-02", "link": "https://example.org/x?a=1&b=\"2\"",
            "bodyHtml": "<p>safe</p>", "desc": "one\n\ntwo <i>"
        });
        let fill = Fill {
            variants: &variants,
            record: record.as_object(),
            data: Some(Data {
                entity: crate::entities::keys::NEWS,
                json: b"{\"t\":\"</script>\"}",
                size: None,
            }),
            host: Some("council.example"),
            items: None,
        };
        let page = render(&file, "show()", INDEX, &fill).expect("page");
        let page = String::from_utf8(page).expect("utf-8");
        let expected = concat!(
            "<head></head><body><div id=\"root\"></div>",
            "<template id=\"shell-en\"><h1>A &lt;/script&gt;&lt;b&gt;&quot;&amp;&#39;</h1>",
            "<img src=\"/uploads/n/1-ab.jpg\"><time>2 June 2025</time>",
            "<a href=\"https://example.org/x?a=1&amp;b=&quot;2&quot;\">x</a><p>safe</p></template>",
            "<template id=\"shell-od\"><h1>A &lt;/script&gt;&lt;b&gt;&quot;&amp;&#39;</h1>",
            "<p>one</p><p>two &lt;i&gt;</p></template>",
            "<script type=\"application/json\" id=\"page-data\" data-entity=\"",
            crate::entities::keys::key!(news),
            "\">",
            "{\"t\":\"\\u003c/script>\"}</script><script>show()</script></body>"
        );
        assert_eq!(page, expected);
    }

    #[test]
    fn a_list_page_repeats_its_item_copy_and_counts_its_pages() {
        let file = PagesFile {
            dates: dates(),
            pages: vec![],
            records: vec![],
        };
        let variants = vec![
            variant("en", &[("total", "0")], "<p>none</p>"),
            variant(
                "en",
                &[("total", "1+"), ("pages", "1")],
                "<ul>@@items:each@@</ul>",
            ),
            variant("en", &[("pages", "2")], "two"),
            variant(
                "en",
                &[("pages", "4+")],
                "<ul>@@items:each@@</ul><a href=\"?page=@@pages@@\">@@pages:number@@</a>",
            ),
            variant("od", &[("pages", "4+")], "@@pages:number@@"),
            variant("od", &[("total", "1+"), ("pages", "1")], "@@items:each@@"),
            variant("od", &[("total", "0")], ""),
        ];
        let cards = vec![
            variant("en", &[("link", "none")], "<li>@@t@@ /n/@@id@@</li>"),
            variant(
                "en",
                &[("link", "external")],
                "<li>@@t@@ @@link@@ new tab</li>",
            ),
            variant("od", &[("link", "none")], "<li>@@tOd@@</li>"),
            variant("od", &[("link", "external")], "<li>@@tOd@@</li>"),
        ];
        let records: Vec<Value> = vec![
            serde_json::json!({ "id": 7, "t": "a<b", "tOd": "କ", "link": "" }),
            serde_json::json!({ "id": 8, "t": "c", "tOd": "ଖ", "link": "https://example.org/" }),
        ];
        let objects: Vec<&Map<String, Value>> =
            records.iter().filter_map(Value::as_object).collect();
        let page = |total: usize, shown: &[&Map<String, Value>]| {
            let record = list_record(total, 9);
            let fill = Fill {
                variants: &variants,
                record: Some(&record),
                data: None,
                host: Some("council.example"),
                items: Some(Items {
                    variants: &cards,
                    records: shown,
                }),
            };
            render(&file, "s()", INDEX, &fill).map(|p| String::from_utf8(p).expect("utf-8"))
        };
        let one = page(2, &objects).expect("one page");
        assert!(
            one.contains("<template id=\"shell-en\"><ul><li>a&lt;b /n/7</li><li>c https://example.org/ new tab</li></ul></template><template id=\"shell-od\"><li>କ</li><li>ଖ</li></template>"),
            "{one}"
        );
        let many = page(28, &objects).expect("four pages");
        assert!(
            many.contains(
                "<a href=\"?page=4\">4</a></template><template id=\"shell-od\">୪</template>"
            ),
            "{many}"
        );
        let none = page(0, &[]).expect("no items");
        assert!(
            none.contains("<template id=\"shell-en\"><p>none</p></template>"),
            "{none}"
        );
        // Three pages: no copy for them, so the plain page.
        assert_eq!(page(19, &objects), Err(Skip::NoVariant("en".into())));
        let first = serde_json::json!({ "data": [{ "isActive": false }, { "a": 1 }, { "a": 2 }, { "a": 3 }] });
        let (shown, total) = first_page(&first, 2).expect("a list");
        assert_eq!((shown.len(), total), (2, 3));
        assert_eq!(shown[0].get("a"), Some(&Value::from(1)));
    }

    #[test]
    fn links_to_this_site_and_others() {
        let host = Some("council.example:8080");
        assert_eq!(link_kind("", host), "none");
        assert_eq!(link_kind("/Notifications/Notices", host), "site");
        assert_eq!(link_kind("http://council.example:8080/news", host), "site");
        assert_eq!(link_kind("https://www.naac.gov.in", host), "external");
        assert_eq!(link_kind("//elsewhere.example/x", host), "external");
        assert_eq!(link_kind("mailto:a@b.c", host), "site");
    }

    #[test]
    fn no_variant_no_page() {
        let file = PagesFile {
            dates: dates(),
            pages: vec![],
            records: vec![],
        };
        let variants = vec![variant("en", &[("photo", "yes")], "<p>@@photo@@</p>")];
        let record = serde_json::json!({ "photo": "" });
        let fill = Fill {
            variants: &variants,
            record: record.as_object(),
            data: None,
            host: None,
            items: None,
        };
        assert_eq!(
            render(&file, "s()", INDEX, &fill),
            Err(Skip::NoVariant("en".into()))
        );
        let variants = vec![variant("en", &[], "@@x:upper@@"), variant("od", &[], "")];
        let fill = Fill {
            variants: &variants,
            record: None,
            data: None,
            host: None,
            items: None,
        };
        assert_eq!(
            render(&file, "s()", INDEX, &fill),
            Err(Skip::UnknownFilter("upper".into()))
        );
        let fill = Fill {
            variants: &[variant("en", &[], ""), variant("od", &[], "")],
            record: None,
            data: None,
            host: None,
            items: None,
        };
        assert_eq!(
            render(&file, "s()", b"<body></body>", &fill),
            Err(Skip::NoRoot)
        );
    }

    #[test]
    fn only_the_plain_address_is_pre_rendered() {
        assert!(plain_query(None));
        assert!(plain_query(Some("")));
        assert!(plain_query(Some("lang=od")));
        assert!(!plain_query(Some("lang=od&page=2")));
        assert!(!plain_query(Some("q=x")));
    }
}
