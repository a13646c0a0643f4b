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

mod fill;
use fill::*;

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
mod tests;
