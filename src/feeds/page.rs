//! A feed as a page, for a browser that opens a feed's link (docs/feeds.md, "In a browser"):
//! made by the server from the same channel as the feed's XML, so it needs no XSLT (which
//! browsers are removing: Chromium now covers XSLT pages with a warning) and no script. Every
//! text is HTML-escaped with `pulldown-cmark-escape`; the one `<style>` element is allowed by
//! the site's Content-Security-Policy (`style-src 'unsafe-inline'`).
use pulldown_cmark_escape::{escape_href, escape_html};

use super::Lang;
use crate::messages::odia;

const STYLE: &str = "body{font-family:\"Noto Sans Oriya\",system-ui,sans-serif;margin:0;color:#1b2430;\
background:#f6f8fb;line-height:1.5}header{background:#0b3d6b;color:#fff;padding:1.25rem 1rem}\
header a{color:#fff}main{max-width:48rem;margin:0 auto;padding:1rem}\
h1{font-size:1.5rem;margin:0 0 .25rem}.about{background:#fff;border-left:4px solid #f2a900;\
padding:.75rem 1rem;margin:1rem 0}.about p{margin:.25rem 0}ol{list-style:none;padding:0}\
li{background:#fff;border-radius:8px;padding:.75rem 1rem;margin:0 0 .75rem;\
box-shadow:0 1px 3px rgb(0 0 0/10%)}li a{font-weight:700;color:#0b3d6b}\
.date{color:#4a5563;font-size:.9rem;margin:.2rem 0}.desc{margin:.2rem 0 0}";

/// `YYYY-MM-DD` of an RFC 2822 date as the feed writes it ("Mon, 07 Dec 2026 00:00:00 +0530").
fn iso_day(rfc2822: &str) -> Option<String> {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let mut parts = rfc2822.split_whitespace().skip(1);
    let day: u32 = parts.next()?.parse().ok()?;
    let name = parts.next()?;
    let month = MONTHS.iter().position(|m| *m == name)? + 1;
    let year: u32 = parts.next()?.parse().ok()?;
    Some(format!("{year:04}-{month:02}-{day:02}"))
}

fn text(out: &mut String, value: &str) {
    // Writing to a String cannot fail.
    let _ = escape_html(&mut *out, value);
}

fn href(out: &mut String, value: &str) {
    let _ = escape_href(&mut *out, value);
}

/// The site's bundled Odia font (regular and bold), by address: few visitors' machines have
/// one, and without it Odia is drawn as boxes.
pub struct OdiaFont {
    pub regular: Option<String>,
    pub bold: Option<String>,
}

fn font_faces(out: &mut String, font: &OdiaFont) {
    for (weight, url) in [(400, &font.regular), (700, &font.bold)] {
        let Some(url) = url else { continue };
        out.push_str("@font-face{font-family:\"Noto Sans Oriya\";font-style:normal;font-weight:");
        out.push_str(&weight.to_string());
        out.push_str(";font-display:swap;src:url(\"");
        href(out, url);
        out.push_str(
            "\") format(\"woff2\");unicode-range:U+0B01-0B77,U+0964-0965,U+200C-200D,U+25CC}",
        );
    }
}

/// The page of `channel` (the feed as [`super::xml`] writes it) in `lang`.
pub fn html(channel: &rss::Channel, lang: Lang, font: &OdiaFont) -> String {
    let odia_page = lang == Lang::Od;
    let mut out = String::with_capacity(4096 + channel.items.len() * 512);
    out.push_str("<!doctype html><html lang=\"");
    out.push_str(if odia_page { "or" } else { "en" });
    out.push_str("\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>");
    text(&mut out, &channel.title);
    out.push_str("</title><style>");
    font_faces(&mut out, font);
    out.push_str(STYLE);
    out.push_str("</style></head><body><header><h1>");
    text(&mut out, &channel.title);
    out.push_str("</h1><p>");
    text(&mut out, &channel.description);
    out.push_str("</p><p><a href=\"");
    href(&mut out, &channel.link);
    out.push_str("\">");
    out.push_str(if odia_page {
        "ୱେବସାଇଟକୁ ଯାଆନ୍ତୁ"
    } else {
        "Go to the website"
    });
    out.push_str(
        "</a></p></header><main><section class=\"about\">\
         <p lang=\"en\">This is an RSS feed. Copy this page's address into a feed reader to follow new items.</p>\
         <p lang=\"or\">ଏହା ଏକ ଆରଏସଏସ୍ ଫିଡ୍। ନୂଆ ବିଷୟ ପାଇବା ପାଇଁ ଏହି ପୃଷ୍ଠାର ଠିକଣା ଏକ ଫିଡ୍ ରିଡରରେ ଯୋଡନ୍ତୁ।</p>\
         </section><ol>",
    );
    for item in &channel.items {
        out.push_str("<li><a href=\"");
        href(&mut out, item.link.as_deref().unwrap_or_default());
        out.push_str("\">");
        text(&mut out, item.title.as_deref().unwrap_or_default());
        out.push_str("</a>");
        if let Some(day) = item.pub_date.as_deref().and_then(iso_day) {
            out.push_str("<p class=\"date\">");
            let shown = if odia_page {
                odia::date(&day)
            } else {
                odia::date_en(&day)
            };
            text(&mut out, &shown);
            out.push_str("</p>");
        }
        if let Some(description) = item.description.as_deref() {
            out.push_str("<p class=\"desc\">");
            text(&mut out, description);
            out.push_str("</p>");
        }
        out.push_str("</li>");
    }
    out.push_str("</ol></main></body></html>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_escapes_what_the_items_hold_and_dates_them_in_the_pages_language() {
        let channel = rss::Channel {
            title: "News & notes".into(),
            link: "https://oshec.example/news?lang=od&x=\"y\"".into(),
            description: "<b>not bold</b>".into(),
            items: vec![rss::Item {
                title: Some("<img src=x onerror=alert(1)>".into()),
                link: Some("https://oshec.example/news/1".into()),
                description: Some("a \"quoted\" <script>".into()),
                pub_date: Some("Mon, 07 Dec 2026 00:00:00 +0530".into()),
                ..Default::default()
            }],
            ..Default::default()
        };
        let font = OdiaFont {
            regular: Some("/assets/odia-400.woff2".into()),
            bold: None,
        };
        let page = html(&channel, Lang::En, &font);
        assert!(page.contains("<h1>News &amp; notes</h1>"), "{page}");
        assert!(
            page.contains("&lt;img src=x onerror=alert(1)&gt;"),
            "{page}"
        );
        assert!(
            !page.contains("<script>") && !page.contains("<b>"),
            "{page}"
        );
        assert!(
            page.contains("<p class=\"date\">7 December 2026</p>"),
            "{page}"
        );
        assert!(page.contains("lang=\"en\""));
        assert!(
            page.contains("font-weight:400;font-display:swap;src:url(\"/assets/odia-400.woff2\")")
        );
        let odia_page = html(&channel, Lang::Od, &font);
        assert!(odia_page.starts_with("<!doctype html><html lang=\"or\">"));
        assert!(
            odia_page.contains("<p class=\"date\">୭ ଡିସେମ୍ବର ୨୦୨୬</p>"),
            "{odia_page}"
        );
        assert_eq!(
            iso_day("Thu, 31 Dec 2026 00:00:00 +0530").as_deref(),
            Some("2026-12-31")
        );
        assert_eq!(iso_day("not a date"), None);
    }
}
