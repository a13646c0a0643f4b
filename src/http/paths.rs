//! Which addresses of the site are pages, so that an address that is none answers 404.
//!
//! The React router draws every page in the browser, but the status is the server's to say:
//! a mistyped address must not answer 200 with the home page (search engines would index the
//! home page under it). An address is a page when it is one of the router's fixed routes
//! ([`crate::sitemap::ROUTES`] and [`EXTRA_ROUTES`]), the back office, or a record's own page
//! ([`record_routes`]) whose record visitors can see. The few old addresses of
//! [`OLD_ADDRESSES`] (listed in docs/visitors.md) are sent to `/`. See docs/visitors.md.
use crate::sitemap::ROUTES;

/// Routes of the React router (ui/src/app/routes.tsx) that the sitemap does not list.
pub const EXTRA_ROUTES: &[&str] = &["/search"];

/// Addresses that were once answered with the home page: the menu's group headings, which
/// have no page of their own, and `/home`. They are redirected to `/` (301).
pub const OLD_ADDRESSES: &[&str] = &[
    "/home",
    "/about",
    "/Acts&Rules",
    "/Acts&Rules/proceedings",
    "/Initiatives",
    "/Academics",
    "/Reports",
    "/Notifications",
    "/Activities-Even",
    "/Activities-Even/OngoingActivities",
    "/NEP2020",
    "/gallery",
];

/// Pages of single records: the rows of the sitemap's record table that have an address of
/// their own (a document's file is served under `/uploads/`).
fn record_routes() -> impl Iterator<Item = crate::sitemap::DataRoute> {
    crate::sitemap::data_routes().filter(|r| r.prefix.starts_with('/'))
}

/// What an address outside the API, the uploads and the embedded files is.
#[derive(Debug, PartialEq, Eq)]
pub enum Address {
    /// A page of the router, or of the back office.
    Page,
    /// A record's page: a page if `entity` has a visible record whose `field` is `value`.
    Record {
        entity: &'static str,
        field: &'static str,
        value: String,
    },
    /// An old address, sent to `/`.
    Old,
    /// Nothing: 404.
    Unknown,
}

/// `path` with `%XX` escapes decoded (as the router decodes it); `None` when the bytes are
/// not UTF-8.
pub(super) fn decode(path: &str) -> Option<String> {
    let bytes = path.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        if bytes[i] == b'%'
            && let (Some(Some(hi)), Some(Some(lo))) = (
                bytes.get(i + 1).map(|b| hex(*b)),
                bytes.get(i + 2).map(|b| hex(*b)),
            )
        {
            out.push((hi * 16 + lo) as u8);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// What `path` (the request's path, still escaped) is. Like the router, the match ignores
/// case and one trailing slash.
pub fn classify(path: &str) -> Address {
    let Some(decoded) = decode(path) else {
        return Address::Unknown;
    };
    let path = match decoded.strip_suffix('/') {
        Some(trimmed) if !trimmed.is_empty() => trimmed,
        _ => decoded.as_str(),
    };
    let same = |route: &str| route.eq_ignore_ascii_case(path);
    if ROUTES.iter().any(|r| same(r.path)) || EXTRA_ROUTES.iter().any(|r| same(r)) {
        return Address::Page;
    }
    // The back office routes its own addresses (and shows its own "not found").
    let lower = path.to_ascii_lowercase();
    if lower == "/oshec" || lower.starts_with("/oshec/") {
        return Address::Page;
    }
    if OLD_ADDRESSES.iter().any(|r| same(r)) {
        return Address::Old;
    }
    for route in record_routes() {
        if lower.starts_with(route.prefix) {
            let value = &path[route.prefix.len()..];
            if value.is_empty() || value.contains('/') {
                return Address::Unknown;
            }
            return Address::Record {
                entity: route.entity,
                field: route.field,
                value: value.to_string(),
            };
        }
    }
    Address::Unknown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_old_addresses_and_records() {
        for page in [
            "/",
            "/contact",
            "/contact/",
            "/CONTACT",
            "/Acts&Rules/OSHECAct",
            "/Acts%26Rules/OSHECAct",
            "/search",
            "/oshec",
            "/oshec/admin/banner",
        ] {
            assert_eq!(classify(page), Address::Page, "{page}");
        }
        for old in ["/about", "/about/", "/Gallery", "/Acts%26Rules"] {
            assert_eq!(classify(old), Address::Old, "{old}");
        }
        for unknown in ["/no-such-page", "/page/", "/page/a/b", "/contact/x", "/%FF"] {
            assert_eq!(classify(unknown), Address::Unknown, "{unknown}");
        }
        assert_eq!(
            classify("/page/privacy%20policy"),
            Address::Record {
                entity: crate::entities::keys::PAGES,
                field: "slug",
                value: "privacy policy".into()
            }
        );
    }
}
