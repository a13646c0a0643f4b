//! `/sitemap.xml` (sitemaps.org 0.9) and the `Sitemap:` line of `/robots.txt`.
//!
//! The public routes are listed here with the entities each page shows, so a route's
//! `lastmod` is the latest change of what it shows (the release date for pages whose text is
//! part of the program). Records that are pages of their own (policy pages at `/page/<slug>`)
//! come from the entity rows' record pages.
//!
//! `<loc>` must be absolute, so the site's address is taken from the request: its `Host`
//! header and `X-Forwarded-Proto` (nginx in front sets both; see docs/operations.md). No setting is
//! needed, and a site reached under two names lists each under its own.
use std::collections::BTreeMap;

use quick_xml::Writer;
use quick_xml::events::{BytesDecl, BytesEnd, BytesStart, BytesText, Event};

use crate::clock;
use crate::entities::keys::{self, key};

/// A public page and the entities whose records it shows.
pub struct Route {
    pub path: &'static str,
    pub entities: &'static [&'static str],
}

/// Every public route of the site (`ui/src/public/layout/menu.ts`, `ui/src/app/routes.tsx`).
/// A Playwright test opens each `<loc>` and checks the page is there.
pub static ROUTES: &[Route] = &[
    Route {
        path: "/",
        entities: &[
            keys::BANNER,
            keys::NOTICES,
            keys::ANNOUNCEMENTS,
            keys::COUNCIL,
            keys::FEATURES,
            keys::NEWS,
            keys::PHOTOS,
            keys::VIDEOS,
            keys::FUTURES,
        ],
    },
    Route {
        path: "/about/introduction",
        entities: &[keys::INTRODUCTION],
    },
    Route {
        path: "/about/visionandmission",
        entities: &[],
    },
    Route {
        path: "/about/organizationstructure",
        entities: &[keys::OFFICIALS],
    },
    // Each report page lists the documents of one category (dated per category).
    Route {
        path: "/Acts&Rules/OSHECAct",
        entities: &[concat!(key!(documents), ":acts")],
    },
    Route {
        path: "/Acts&Rules/proceedings/CouncilMeetingOngoingActivities",
        entities: &[concat!(key!(documents), ":proceedings")],
    },
    Route {
        path: "/Initiatives/Reports",
        entities: &[concat!(key!(documents), ":initiatives")],
    },
    Route {
        path: "/Academics/UGProgramme",
        entities: &[concat!(key!(documents), ":ug")],
    },
    Route {
        path: "/Academics/PGProgramme",
        entities: &[concat!(key!(documents), ":pg")],
    },
    Route {
        path: "/Reports/CentralGovtReports",
        entities: &[concat!(key!(documents), ":central")],
    },
    Route {
        path: "/Notifications/Notices",
        entities: &[concat!(key!(documents), ":notices")],
    },
    Route {
        path: "/Activities-Even/OngoingActivities/OURIIP-SEED-FUND",
        entities: &[concat!(key!(documents), ":ongoing")],
    },
    Route {
        path: "/e-Contents",
        entities: &[concat!(key!(documents), ":eContents")],
    },
    Route {
        path: "/NEP2020/Letters",
        entities: &[concat!(key!(documents), ":nep")],
    },
    Route {
        path: "/news",
        entities: &[keys::NEWS],
    },
    Route {
        path: "/gallery/photos",
        entities: &[keys::PHOTOS],
    },
    Route {
        path: "/gallery/videos",
        entities: &[keys::VIDEOS],
    },
    Route {
        path: "/screen-reader-access",
        entities: &[],
    },
    Route {
        path: "/contact",
        entities: &[keys::SETTINGS],
    },
    Route {
        path: "/sitemap",
        entities: &[keys::PAGES],
    },
];

/// Records that are pages or files of their own: each record visitors see of `entity` (active,
/// inside its schedule) is at `prefix` + the value of `field` in its public list item.
#[derive(Debug, Clone, Copy)]
pub struct DataRoute {
    pub entity: &'static str,
    pub prefix: &'static str,
    pub field: &'static str,
}

/// The record pages of the entity rows ([`crate::content::entities::RecordPage`]): policy and
/// help pages, news items' own pages, and the documents' PDF files. Those with a path prefix are
/// also the record pages the site answers (`http/paths.rs`): one row says both what a record's
/// page is and that the sitemap lists it.
pub fn data_routes() -> impl Iterator<Item = DataRoute> {
    crate::content::entities::ENTITIES.iter().filter_map(|e| {
        let page = e.public.page.as_ref()?;
        Some(DataRoute {
            entity: e.key,
            prefix: page.prefix,
            field: page.field,
        })
    })
}

/// The site's address (`https://host`) from the request's `Host` and `X-Forwarded-Proto`;
/// a missing or malformed host gives `http://localhost`.
pub fn base_url(host: Option<&str>, forwarded_proto: Option<&str>) -> String {
    let host = host
        .map(str::trim)
        .filter(|h| {
            !h.is_empty()
                && h.len() <= 255
                && h.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b".-:[]".contains(&b))
        })
        .unwrap_or("localhost");
    let scheme = match forwarded_proto.map(|p| p.trim().to_ascii_lowercase()) {
        Some(p) if p == "https" => "https",
        _ => "http",
    };
    format!("{scheme}://{host}")
}

/// `text` with every byte outside the unreserved set and `/` percent-encoded.
fn encode_path(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The `lastmod` of a page showing `entities`: their latest change, else the release.
fn lastmod(entities: &[&str], changes: &BTreeMap<String, u64>, release: u64) -> String {
    let latest = entities.iter().filter_map(|e| changes.get(*e)).max();
    clock::rfc3339(latest.copied().unwrap_or(release))
}

/// Every page of the site with its `lastmod`: the routes, then one per visible record of each
/// data route (`values(entity, field)` answers those records' values).
pub fn entries(
    changes: &BTreeMap<String, u64>,
    release: u64,
    mut values: impl FnMut(&str, &str) -> Vec<String>,
) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = ROUTES
        .iter()
        .map(|r| (r.path.to_string(), lastmod(r.entities, changes, release)))
        .collect();
    for route in data_routes() {
        let when = lastmod(&[route.entity], changes, release);
        for value in values(route.entity, route.field) {
            out.push((
                format!("{}{}", route.prefix, encode_path(&value)),
                when.clone(),
            ));
        }
    }
    out
}

/// The Odia page at an English page's address: the same address with `lang=od` in its query.
pub fn odia_address(address: &str) -> String {
    let separator = if address.contains('?') { '&' } else { '?' };
    format!("{address}{separator}lang=od")
}

/// The sitemap document for `base` (no trailing slash).
pub fn xml(base: &str, entries: &[(String, String)]) -> Result<Vec<u8>, quick_xml::Error> {
    let mut writer = Writer::new_with_indent(Vec::new(), b' ', 2);
    writer.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))?;
    writer.write_event(Event::Start(BytesStart::new("urlset").with_attributes([
        ("xmlns", "http://www.sitemaps.org/schemas/sitemap/0.9"),
        ("xmlns:xhtml", "http://www.w3.org/1999/xhtml"),
    ])))?;
    for (path, when) in entries {
        // A page is listed in each language, each naming both (docs/visitors.md); a file
        // (a document's PDF) has one address.
        let english = format!("{base}{path}");
        let pages = if path.starts_with("/uploads/") {
            vec![english.clone()]
        } else {
            vec![english.clone(), odia_address(&english)]
        };
        for loc in &pages {
            writer.write_event(Event::Start(BytesStart::new("url")))?;
            writer
                .create_element("loc")
                .write_text_content(BytesText::new(loc))?;
            writer
                .create_element("lastmod")
                .write_text_content(BytesText::new(when))?;
            if pages.len() > 1 {
                for (lang, href) in [
                    ("en", &pages[0]),
                    ("or", &pages[1]),
                    ("x-default", &pages[0]),
                ] {
                    writer
                        .create_element("xhtml:link")
                        .with_attributes([
                            ("rel", "alternate"),
                            ("hreflang", lang),
                            ("href", href.as_str()),
                        ])
                        .write_empty()?;
                }
            }
            writer.write_event(Event::End(BytesEnd::new("url")))?;
        }
    }
    writer.write_event(Event::End(BytesEnd::new("urlset")))?;
    let mut bytes = writer.into_inner();
    bytes.push(b'\n');
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_come_from_the_request() {
        assert_eq!(
            base_url(Some("oshec.example.org"), Some("https")),
            "https://oshec.example.org"
        );
        assert_eq!(
            base_url(Some("127.0.0.1:8080"), None),
            "http://127.0.0.1:8080"
        );
        assert_eq!(base_url(Some("evil.org/<x>"), None), "http://localhost");
    }

    #[test]
    fn paths_and_ampersands_are_escaped() -> Result<(), quick_xml::Error> {
        let changes = BTreeMap::from([(keys::OFFICIALS.to_string(), 1_795_278_607_000u64)]);
        let list = entries(&changes, 0, |entity, _| match entity {
            keys::PAGES => vec!["a b&c".to_string()],
            keys::NEWS => vec!["12".to_string()],
            keys::DOCUMENTS => vec!["/uploads/document/7-ab12.pdf".to_string()],
            _ => Vec::new(),
        });
        let text = String::from_utf8(xml("https://x.org", &list)?).unwrap_or_default();
        assert!(
            text.contains("<loc>https://x.org/Acts&amp;Rules/OSHECAct</loc>"),
            "{text}"
        );
        assert!(
            text.contains("<loc>https://x.org/page/a%20b%26c</loc>"),
            "{text}"
        );
        assert!(
            text.contains("<loc>https://x.org/uploads/document/7-ab12.pdf</loc>"),
            "{text}"
        );
        // A news item's own page, in both languages.
        assert!(text.contains("<loc>https://x.org/news/12</loc>"), "{text}");
        assert!(text.contains(
            "<loc>https://x.org/about/organizationstructure</loc>\n    <lastmod>2026-11-21T16:30:07Z</lastmod>"
        ), "{text}");
        // Each page in both languages, each naming the other; a PDF once.
        assert!(
            text.contains("<loc>https://x.org/contact?lang=od</loc>"),
            "{text}"
        );
        assert!(
            text.contains(
                r#"<xhtml:link rel="alternate" hreflang="or" href="https://x.org/contact?lang=od"/>"#
            ),
            "{text}"
        );
        assert!(!text.contains("7-ab12.pdf?lang=od"), "{text}");
        Ok(())
    }
}
