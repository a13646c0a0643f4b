//! Markdown of the policy and help pages, rendered once on the server to HTML that is safe to
//! put in a page as it is.
//!
//! Two layers, so one mistake does not open a hole: pulldown-cmark's raw HTML events become
//! plain text (a `<script>` typed into a page shows as the words `<script>`), and ammonia then
//! keeps only the tags and attributes a policy page needs, with links limited to `http`,
//! `https`, `mailto` and `tel` (a `javascript:` link keeps its text and loses its address).
use std::collections::HashSet;
use std::sync::LazyLock;

use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag, TagEnd, html};

static CLEANER: LazyLock<ammonia::Builder<'static>> = LazyLock::new(|| {
    let tags: HashSet<&str> = [
        "a",
        "p",
        "br",
        "hr",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "ul",
        "ol",
        "li",
        "strong",
        "em",
        "del",
        "code",
        "pre",
        "blockquote",
        "table",
        "thead",
        "tbody",
        "tr",
        "th",
        "td",
    ]
    .into_iter()
    .collect();
    let mut builder = ammonia::Builder::empty();
    builder
        .tags(tags)
        .add_tag_attributes("a", ["href"])
        .add_tag_attributes("ol", ["start"])
        .url_schemes(["http", "https", "mailto", "tel"].into_iter().collect())
        .link_rel(Some("noopener noreferrer"));
    builder
});

/// The safe HTML of `markdown`: paragraphs, headings (a `#` heading becomes `<h2>`, as the
/// page's own title is its only `<h1>`), lists, tables, emphasis, code and links.
pub fn to_safe_html(markdown: &str) -> String {
    let mut options = Options::empty();
    options.insert(Options::ENABLE_TABLES);
    options.insert(Options::ENABLE_STRIKETHROUGH);
    let events = Parser::new_ext(markdown, options).map(|event| match event {
        Event::Html(raw) | Event::InlineHtml(raw) => Event::Text(raw),
        Event::Start(Tag::Heading {
            level: HeadingLevel::H1,
            id,
            classes,
            attrs,
        }) => Event::Start(Tag::Heading {
            level: HeadingLevel::H2,
            id,
            classes,
            attrs,
        }),
        Event::End(TagEnd::Heading(HeadingLevel::H1)) => {
            Event::End(TagEnd::Heading(HeadingLevel::H2))
        }
        other => other,
    });
    let mut unsafe_html = String::with_capacity(markdown.len() * 3 / 2);
    html::push_html(&mut unsafe_html, events);
    CLEANER.clean(&unsafe_html).to_string()
}

#[cfg(test)]
mod tests {
    use super::to_safe_html;

    #[test]
    fn lists_links_and_tables_survive() {
        let html = to_safe_html(
            "# Help\n\n- one\n- [two](/page/help)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nWrite to <mailto:info@oshec.example.org>.",
        );
        assert!(html.contains("<h2>Help</h2>"), "{html}");
        assert!(html.contains("<ul>"), "{html}");
        assert!(
            html.contains("<a href=\"/page/help\" rel=\"noopener noreferrer\">two</a>"),
            "{html}"
        );
        assert!(
            html.contains("<table>") && html.contains("<td>1</td>"),
            "{html}"
        );
        assert!(
            html.contains("href=\"mailto:info@oshec.example.org\""),
            "{html}"
        );
    }

    #[test]
    fn script_raw_html_and_javascript_links_are_inert() {
        let html = to_safe_html(
            "<script>alert(1)</script>\n\nText <img src=x onerror=alert(2)> and <b onclick=\"x()\">bold</b>.\n\n[click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=)\n\n<iframe src=\"https://evil.example\"></iframe>",
        );
        // Every real tag (a literal `<`; text carries `&lt;`) is an allowed one, with no
        // event handler and no script address.
        for tag in html.split('<').skip(1) {
            let tag = &tag[..tag.find('>').unwrap_or(tag.len())];
            let name = tag
                .trim_start_matches('/')
                .split([' ', '>'])
                .next()
                .unwrap_or("");
            assert!(["p", "a", "strong"].contains(&name), "<{tag}> in {html}");
            assert!(!tag.contains(" on"), "<{tag}>");
            assert!(
                !tag.contains("javascript") && !tag.contains("data:"),
                "<{tag}>"
            );
        }
        // Raw HTML is shown as text, not dropped silently.
        assert!(html.contains("&lt;script&gt;"), "{html}");
        assert!(html.contains(">click</a>"), "{html}");
    }
}
