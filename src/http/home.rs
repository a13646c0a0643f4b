//! The home page's first paint without JavaScript: `index.html` with the hero already in it.
//!
//! The UI build writes `ui/dist-shell/home.json` (beside `ui/dist`, not in it, so it is never
//! served as a file): `templates`, HTML with `@@field@@` slots named after the fields of a
//! banner list item, and `script`, the inline script that shows the right template. For `/`,
//! the slots are filled from the first active banner and inserted right after
//! `<div id="root"></div>`, followed by the banner list itself (for the app to start from) and
//! the script:
//!
//! ```text
//! FILLED_TEMPLATES<script type="application/json" id="home-data">BANNER_LIST</script><script>SCRIPT</script>
//! ```
//!
//! The page is prepared (compressed, tagged) once per banner change, not per request. Without
//! the file, without an active banner, or with a slot left unfilled, `/` is the plain
//! `index.html`, as every other path of the React router is.
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, LazyLock, Mutex, RwLock};

use base64::Engine as _;
use bytes::Bytes;
use serde::Deserialize;
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::content::Prepared;

/// What the UI build writes for the home page. Like `ui/dist`, read at run time in debug
/// builds and embedded at compile time in release builds; it may be missing.
#[derive(rust_embed::RustEmbed)]
#[folder = "ui/dist-shell"]
#[allow_missing = true]
pub(super) struct ShellFiles;

const SHELL_FILE: &str = "home.json";
/// Where the shell goes: right after the (empty) element React renders into.
pub(super) const ROOT_DIV: &[u8] = b"<div id=\"root\"></div>";
/// Brotli quality of the home page: it is rebuilt on a content change, not once per process.
const PAGE_QUALITY: u32 = 9;

/// The contents of `home.json`.
#[derive(Debug, Deserialize)]
pub struct Shell {
    pub templates: String,
    pub script: String,
}

impl Shell {
    /// Parses `home.json`; `None`, with the reason, when it cannot be used.
    pub fn parse(bytes: &[u8]) -> Result<Shell, String> {
        let shell: Shell = serde_json::from_slice(bytes).map_err(|e| e.to_string())?;
        if shell.templates.trim().is_empty() {
            return Err("\"templates\" is empty".into());
        }
        // The script is inserted as is: it must not be able to end its own element.
        if shell.script.to_ascii_lowercase().contains("</script") {
            return Err("\"script\" contains </script".into());
        }
        Ok(shell)
    }

    /// `'sha256-…'` source of the inline script, for the Content-Security-Policy.
    pub fn script_source(&self) -> String {
        let digest = Sha256::digest(self.script.as_bytes());
        format!(
            "'sha256-{}'",
            base64::engine::general_purpose::STANDARD.encode(digest.as_slice())
        )
    }
}

/// The embedded `home.json`, read and checked once. A broken file is reported once.
static SHELL: LazyLock<Option<Shell>> = LazyLock::new(|| {
    let file = ShellFiles::get(SHELL_FILE)?;
    match Shell::parse(&file.data) {
        Ok(shell) => Some(shell),
        Err(reason) => {
            tracing::warn!(
                file = "ui/dist-shell/home.json",
                %reason,
                "the home page shell is unusable; / is served as plain index.html"
            );
            None
        }
    }
});

/// The home page shell of this build, if it has a usable one.
pub fn shell() -> Option<&'static Shell> {
    SHELL.as_ref()
}

/// Why a home page could not be made (the plain `index.html` is served instead).
#[derive(Debug, PartialEq, Eq)]
pub enum Skip {
    /// No active banner: nothing to paint.
    NoBanner,
    /// The banner list is not a JSON array of objects (it always is; defensive).
    BadList,
    /// `index.html` has no `<div id="root"></div>`.
    NoRoot,
    /// A `@@name@@` slot that the first banner has no value for.
    Unfilled(String),
}

/// `index` with the filled shell inserted, or why not.
pub fn render(shell: &Shell, index: &[u8], banner_list: &[u8]) -> Result<Vec<u8>, Skip> {
    let list: Value = serde_json::from_slice(banner_list).map_err(|_| Skip::BadList)?;
    let Value::Array(items) = &list else {
        return Err(Skip::BadList);
    };
    let first = match items.first() {
        None => return Err(Skip::NoBanner),
        Some(Value::Object(first)) => first,
        Some(_) => return Err(Skip::BadList),
    };
    let filled = fill(&shell.templates, |name| match first.get(name)? {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    })?;
    let at = find(index, ROOT_DIV).ok_or(Skip::NoRoot)? + ROOT_DIV.len();

    let mut out = Vec::with_capacity(
        index.len() + filled.len() + banner_list.len() + shell.script.len() + 128,
    );
    out.extend_from_slice(&without_module_preloads(&index[..at]));
    out.extend_from_slice(filled.as_bytes());
    out.extend_from_slice(b"<script type=\"application/json\" id=\"home-data\">");
    json_in_script(&mut out, banner_list);
    out.extend_from_slice(b"</script><script>");
    out.extend_from_slice(shell.script.as_bytes());
    out.extend_from_slice(b"</script>");
    out.extend_from_slice(&index[at..]);
    Ok(out)
}

/// `html` without its `<link rel="modulepreload" …>` tags. The home page paints its copy
/// first and starts the app after that paint (ui/src/main.tsx); preloading the app's chunks
/// alongside the stylesheet would only make the first paint share the line with them. Every
/// other page keeps them: it has nothing to show before the app runs.
pub(super) fn without_module_preloads(html: &[u8]) -> Vec<u8> {
    const TAG: &[u8] = b"<link rel=\"modulepreload\"";
    let mut out = Vec::with_capacity(html.len());
    let mut rest = html;
    while let Some(start) = find(rest, TAG) {
        let Some(len) = rest[start..].iter().position(|&b| b == b'>') else {
            break;
        };
        out.extend_from_slice(&rest[..start]);
        rest = &rest[start + len + 1..];
        // The tag's own line goes with it.
        if let Some(line) = rest.iter().position(|&b| b != b' ' && b != b'\t')
            && rest[line] == b'\n'
            && out.ends_with(b" ")
        {
            while out.ends_with(b" ") || out.ends_with(b"\t") {
                out.pop();
            }
            rest = &rest[line + 1..];
        }
    }
    out.extend_from_slice(rest);
    out
}

/// Replaces every `@@name@@` (name: letters, digits, `_`) in one pass, so a value that
/// itself contains `@@…@@` is left as text. A slot without a value is an error.
fn fill(templates: &str, value: impl Fn(&str) -> Option<String>) -> Result<String, Skip> {
    let mut out = String::with_capacity(templates.len() * 2);
    fill_each_slot(
        &mut out,
        templates,
        |c| c.is_ascii_alphanumeric() || c == '_',
        |out, name| {
            let text = value(name).ok_or_else(|| Skip::Unfilled(name.to_string()))?;
            escape_into(out, &text);
            Ok(())
        },
    )?;
    Ok(out)
}

/// Copies `text` to `out` with every `@@slot@@` (a run of characters `in_slot` accepts)
/// replaced by what `fill` writes for it, in one pass, so a value that itself contains
/// `@@…@@` is left as text; an `@@` that opens no slot stays as it is.
pub(super) fn fill_each_slot<E>(
    out: &mut String,
    text: &str,
    in_slot: impl Fn(char) -> bool,
    mut fill: impl FnMut(&mut String, &str) -> Result<(), E>,
) -> Result<(), E> {
    let mut rest = text;
    while let Some(start) = rest.find("@@") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let len = after.find(|c: char| !in_slot(c)).unwrap_or(after.len());
        let slot = &after[..len];
        if slot.is_empty() || !after[len..].starts_with("@@") {
            // Not a slot: keep the `@@` and go on after it.
            out.push_str("@@");
            rest = after;
            continue;
        }
        fill(out, slot)?;
        rest = &after[len + 2..];
    }
    out.push_str(rest);
    Ok(())
}

/// HTML escaping fit for text and for quoted attribute values (`&`, `<`, `>`, `"`, `'`), by
/// pulldown-cmark's own escaper (already in the tree for Markdown).
pub(super) fn escape_into(out: &mut String, text: &str) {
    // Writing into a String cannot fail.
    let _ = pulldown_cmark_escape::escape_html(out, text);
}

/// `json` as the content of a `<script type="application/json">`: `<` only occurs inside JSON
/// strings, where `\u003c` means the same, so it is still the same JSON and no `</script>` in
/// the content can end the element.
pub(super) fn json_in_script(out: &mut Vec<u8>, json: &[u8]) {
    for &b in json {
        if b == b'<' {
            out.extend_from_slice(b"\\u003c");
        } else {
            out.push(b);
        }
    }
}

pub(super) fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// One built home page and what it was built from.
struct Built {
    /// The banner list it shows; `Content` replaces this `Arc` after every banner write.
    banners: Arc<Prepared>,
    /// The `index.html` bytes it was made from.
    index: Bytes,
    /// `None` when the plain `index.html` is the answer.
    page: Option<Arc<Prepared>>,
}

impl Built {
    fn is_for(&self, index: &Bytes, banners: &Arc<Prepared>) -> bool {
        Arc::ptr_eq(&self.banners, banners)
            && self.index.as_ptr() == index.as_ptr()
            && self.index.len() == index.len()
    }
}

/// The home page, rebuilt only when the banner list changes.
#[derive(Default)]
pub struct HomePage {
    current: RwLock<Option<Arc<Built>>>,
    /// One rebuild at a time: a burst of visitors after an edit builds the page once.
    building: Mutex<()>,
}

/// Set once a page could not be made for a reason worth an administrator's attention.
static WARNED: AtomicBool = AtomicBool::new(false);

impl HomePage {
    /// The prepared home page for `index` (the plain `index.html` bytes) and the current
    /// public banner list, or `None` when the plain `index.html` should be served.
    pub fn page(&self, index: &Bytes, banners: Arc<Prepared>) -> Option<Arc<Prepared>> {
        let shell = shell()?;
        if let Some(built) = self.cached(index, &banners) {
            return built.page.clone();
        }
        let _one = self.building.lock().unwrap_or_else(|p| p.into_inner());
        // Another request may have built it while this one waited.
        if let Some(built) = self.cached(index, &banners) {
            return built.page.clone();
        }
        let page = match render(shell, index, banners.plain()) {
            Ok(html) => Some(Arc::new(Prepared::with_quality(html, PAGE_QUALITY))),
            Err(Skip::NoBanner) => None,
            Err(skip) => {
                if !WARNED.swap(true, Ordering::Relaxed) {
                    tracing::warn!(
                        reason = ?skip,
                        "the home page shell cannot be filled; / is served as plain index.html"
                    );
                }
                None
            }
        };
        let built = Arc::new(Built {
            banners,
            index: index.clone(),
            page: page.clone(),
        });
        *self.current.write().unwrap_or_else(|p| p.into_inner()) = Some(built);
        page
    }

    fn cached(&self, index: &Bytes, banners: &Arc<Prepared>) -> Option<Arc<Built>> {
        self.current
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .as_ref()
            .filter(|b| b.is_for(index, banners))
            .cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shell() -> Shell {
        Shell {
            templates: "<template id=\"shell-en\"><img src=\"@@bannerImagePath@@\">\
                        <h1>@@bannerTitleEn@@</h1></template>"
                .into(),
            script: "(function(){})()".into(),
        }
    }

    const INDEX: &[u8] = b"<body><div id=\"root\"></div><noscript>x</noscript></body>";

    #[test]
    fn fills_escapes_and_inserts() {
        let list = br#"[{"bannerTitleEn":"A </script><b>\"&'","bannerImagePath":"/u/1-a.jpg","bannerId":1},{"bannerTitleEn":"B"}]"#;
        let page = render(&shell(), INDEX, list).expect("page");
        let page = String::from_utf8(page).expect("utf-8");
        let expected = concat!(
            "<body><div id=\"root\"></div>",
            "<template id=\"shell-en\"><img src=\"/u/1-a.jpg\">",
            "<h1>A &lt;/script&gt;&lt;b&gt;&quot;&amp;&#39;</h1></template>",
            "<script type=\"application/json\" id=\"home-data\">",
            r#"[{"bannerTitleEn":"A \u003c/script>\u003cb>\"&'","bannerImagePath":"/u/1-a.jpg","bannerId":1},{"bannerTitleEn":"B"}]"#,
            "</script><script>(function(){})()</script>",
            "<noscript>x</noscript></body>"
        );
        assert_eq!(page, expected);
    }

    #[test]
    fn falls_back() {
        assert_eq!(render(&shell(), INDEX, b"[]"), Err(Skip::NoBanner));
        assert_eq!(
            render(&shell(), INDEX, br#"[{"bannerTitleEn":"x"}]"#),
            Err(Skip::Unfilled("bannerImagePath".into()))
        );
        assert_eq!(
            render(
                &shell(),
                INDEX,
                br#"[{"bannerTitleEn":"x","bannerImagePath":null}]"#
            ),
            Err(Skip::Unfilled("bannerImagePath".into()))
        );
        let list = br#"[{"bannerTitleEn":"x","bannerImagePath":"y"}]"#;
        assert_eq!(render(&shell(), b"<body></body>", list), Err(Skip::NoRoot));
        assert_eq!(render(&shell(), INDEX, b"{}"), Err(Skip::BadList));
    }

    #[test]
    fn home_does_not_preload_the_app() {
        let head = b"<head>\n    <script type=\"module\" src=\"/assets/index.js\"></script>\n    \
                     <link rel=\"modulepreload\" crossorigin href=\"/assets/boot.js\">\n    \
                     <link rel=\"stylesheet\" href=\"/assets/index.css\">\n    \
                     <link rel=\"modulepreload\" crossorigin href=\"/assets/client.js\">\n  </head>";
        let expected = "<head>\n    <script type=\"module\" src=\"/assets/index.js\"></script>\n    \
                        <link rel=\"stylesheet\" href=\"/assets/index.css\">\n  </head>";
        assert_eq!(
            String::from_utf8_lossy(&without_module_preloads(head)),
            expected
        );
        assert_eq!(without_module_preloads(b"<p>x</p>"), b"<p>x</p>");
        // An unterminated tag is left as it is.
        assert_eq!(
            without_module_preloads(b"<link rel=\"modulepreload\" href"),
            b"<link rel=\"modulepreload\" href"
        );
    }

    #[test]
    fn one_pass_fill() {
        let get = |n: &str| (n == "a").then(|| "@@b@@ & @@".to_string());
        assert_eq!(
            fill("x@@a@@y @@ z@@", get),
            Ok("x@@b@@ &amp; @@y @@ z@@".into())
        );
        assert_eq!(fill("@@b@@", get), Err(Skip::Unfilled("b".into())));
    }

    #[test]
    fn parse_checks_the_file() {
        assert!(Shell::parse(b"{}").is_err());
        assert!(Shell::parse(br#"{"templates":"<p></p>","script":"a</SCRIPT>"}"#).is_err());
        let ok = Shell::parse(br#"{"templates":"<p></p>","script":"x()"}"#).expect("ok");
        // printf 'x()' | openssl dgst -sha256 -binary | base64
        assert_eq!(
            ok.script_source(),
            "'sha256-D6IGS8VMvCoyaR/l0h9tERrBTATY01CoPS7l6xDv0kI='"
        );
    }
}
