//! RSS 2.0 feeds of what visitors see: `/feeds/news.xml`, `/feeds/notices.xml` and
//! `/feeds/documents.xml`, in English, or in Odia with `?lang=od` (docs/feeds.md).
//!
//! A feed is made from the entity's public list answer (active items inside their schedule,
//! exactly as the site shows them), so it can never show more than the site does. Links are
//! absolute: the site's address comes from the request, as for the sitemap. Every item is
//! dated: news and documents by their own date field, notices (which have none) by the day
//! they were published ([`notice_dates`]). Each feed names a small XSLT stylesheet
//! ([`STYLESHEET`], served at [`STYLESHEET_PATH`]) that shows it as a readable page when its
//! link is opened in a browser.
use std::collections::HashMap;

use quick_xml::events::{BytesPI, Event};
use serde_json::Value;

use crate::clock;
use crate::content::entities::{ENTITIES, Entity, FeedRow, Label, Searched, Url};
use crate::sitemap::odia_address;

pub mod page;

/// A feed: an entity row with a feed side ([`FeedRow`]) and a search side ([`Searched`]),
/// which names the fields its items are made of.
#[derive(Debug, Clone, Copy)]
pub struct Feed {
    entity: &'static Entity,
    row: &'static FeedRow,
    read: &'static Searched,
}

impl PartialEq for Feed {
    fn eq(&self, other: &Feed) -> bool {
        self.row.path == other.row.path
    }
}
impl Eq for Feed {}

/// The language a feed is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    En,
    Od,
}

impl Lang {
    /// `lang=od` anywhere in the query string gives Odia; anything else English.
    pub fn from_query(query: Option<&str>) -> Lang {
        let odia = query.unwrap_or("").split('&').any(|pair| pair == "lang=od");
        if odia { Lang::Od } else { Lang::En }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum FeedError {
    #[error("writing the feed failed")]
    Write(#[from] rss::Error),
    #[error("adding the stylesheet to the feed failed")]
    Stylesheet(#[from] quick_xml::Error),
}

/// Where the feeds' stylesheet is served.
pub const STYLESHEET_PATH: &str = "/feeds/feed.xsl";
/// The stylesheet: the feed as a page, with what a feed is said in English and Odia.
pub const STYLESHEET: &str = include_str!("feed.xsl");

/// The publication day of each notice, by id, `YYYY-MM-DD` in India: the day its schedule
/// shows it from (`showFrom`) when it has one, else the day it was last saved (published or
/// changed: an approver's publish is a save), else `fallback_ms` (the last change of the
/// notices, for items of releases that kept no save time).
pub fn notice_dates(
    items: &[crate::content::inventory::Item],
    fallback_ms: u64,
) -> HashMap<u64, String> {
    items
        .iter()
        .map(|item| {
            let from = item.text(crate::content::placement::SHOW_FROM).trim();
            let date = match from.get(..10) {
                Some(day) if rfc2822_date(day).is_some() => day.to_string(),
                _ => india_day(if item.saved_at_ms > 0 {
                    item.saved_at_ms
                } else {
                    fallback_ms
                }),
            };
            (item.id, date)
        })
        .collect()
}

/// The day in India (UTC+5:30) of a moment in ms since 1970, as `YYYY-MM-DD`.
fn india_day(ms: u64) -> String {
    let secs = i64::try_from(ms / 1000).unwrap_or(0) + 5 * 3600 + 1800;
    let (y, m, d) = clock::civil_from_days(secs.div_euclid(86_400));
    format!("{y:04}-{m:02}-{d:02}")
}

impl Feed {
    /// Every feed, in the order of the entity table.
    pub fn all() -> impl Iterator<Item = Feed> {
        ENTITIES.iter().filter_map(|entity| {
            Some(Feed {
                entity,
                row: entity.public.feed.as_ref()?,
                read: entity.public.search.as_ref()?,
            })
        })
    }

    /// The feed at `path`, if it is one.
    pub fn from_path(path: &str) -> Option<Feed> {
        Feed::all().find(|f| f.row.path == path)
    }

    pub fn path(self) -> &'static str {
        self.row.path
    }

    /// The entity whose public list the feed is made from.
    pub fn entity(self) -> &'static str {
        self.entity.key
    }

    /// Whether its items have no date field of their own (the notices): they are then dated
    /// by their publication ([`notice_dates`]).
    pub fn dated_by_publication(self) -> bool {
        self.read.date.is_none()
    }

    fn title(self, lang: Lang) -> &'static str {
        in_lang(&self.row.title, lang)
    }

    fn description(self, lang: Lang) -> &'static str {
        in_lang(&self.row.description, lang)
    }

    /// The page of the site the feed follows.
    fn page(self) -> &'static str {
        self.row.page
    }

    /// Where an item leads: its record's own page (a news item's page, a document's file),
    /// else its link field.
    fn link(self, item: &Value) -> String {
        if let Some(page) = &self.entity.public.page {
            return format!("{}{}", page.prefix, value(item, page.field));
        }
        match self.read.url {
            Url::Field(field, fallback) => {
                let link = text(item, field).trim();
                if link.is_empty() { fallback } else { link }.to_string()
            }
            Url::FieldOrRecord(field) => {
                let link = text(item, field).trim();
                if link.is_empty() { "/" } else { link }.to_string()
            }
            Url::Fixed(page) => page.to_string(),
            Url::Record | Url::Category(..) => "/".to_string(),
        }
    }
}

fn in_lang(label: &Label, lang: Lang) -> &'static str {
    match lang {
        Lang::En => label.en,
        Lang::Od => label.od,
    }
}

/// A field of a list item as text: a string as it is, a number written out.
fn value(item: &Value, field: &str) -> String {
    match item.get(field) {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Number(n)) => n.to_string(),
        _ => String::new(),
    }
}

/// An address in the feed: a path on this site made absolute (an Odia page's with `lang=od`;
/// a file has one address), an outside address as it is.
fn absolute(base: &str, link: &str, lang: Lang) -> String {
    if !link.starts_with('/') {
        return link.to_string();
    }
    let address = format!("{base}{link}");
    if lang == Lang::Od && !link.starts_with("/uploads/") {
        odia_address(&address)
    } else {
        address
    }
}

/// `YYYY-MM-DD` as an RFC 2822 date (midnight in India, where the council dates its items).
pub fn rfc2822_date(date: &str) -> Option<String> {
    let mut parts = date.split('-');
    let year: i64 = parts.next()?.parse().ok()?;
    let month: i64 = parts.next()?.parse().ok()?;
    let day: i64 = parts.next()?.parse().ok()?;
    if parts.next().is_some() || !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return None;
    }
    let days = clock::days_from_civil(year, month, day);
    // Round trip: refuses 31 February and the like.
    if clock::civil_from_days(days) != (year, month, day) {
        return None;
    }
    const WEEKDAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let weekday = WEEKDAYS[days.rem_euclid(7) as usize];
    let month_name = MONTHS[(month - 1) as usize];
    Some(format!(
        "{weekday}, {day:02} {month_name} {year:04} 00:00:00 +0530"
    ))
}

fn text<'a>(item: &'a Value, field: &str) -> &'a str {
    item.get(field).and_then(Value::as_str).unwrap_or("").trim()
}

/// One language's text of an item: the Odia field in Odia when it is filled, else English.
fn pick<'a>(item: &'a Value, en: &str, od: &str, lang: Lang) -> &'a str {
    match (lang, text(item, od)) {
        (Lang::Od, odia) if !odia.is_empty() => odia,
        _ => text(item, en),
    }
}

fn id_of(item: &Value, field: &str) -> u64 {
    item.get(field).and_then(Value::as_u64).unwrap_or(0)
}

/// The items of a public list answer (a bare array or the envelope's `data`).
fn items_of(list: &Value) -> &[Value] {
    match list {
        Value::Array(items) => items,
        other => match other.get("data") {
            Some(Value::Array(items)) => items,
            _ => &[],
        },
    }
}

/// The feed's items, newest first, from `list` (the entity's public list answer); `dates`
/// gives the items of an entity without a date field theirs, by id.
fn items(
    feed: Feed,
    lang: Lang,
    base: &str,
    list: &Value,
    dates: &HashMap<u64, String>,
) -> Vec<rss::Item> {
    let mut out: Vec<(i64, u64, rss::Item)> = Vec::new();
    for item in items_of(list) {
        let read = feed.read;
        let id = id_of(item, feed.entity.id_field);
        let title = pick(item, read.title.0, read.title.1, lang);
        let description = read.body.map_or("", |(en, od)| pick(item, en, od, lang));
        let link = absolute(base, &feed.link(item), lang);
        let date = match read.date {
            Some(field) => text(item, field),
            None => dates.get(&id).map_or("", String::as_str),
        };
        if title.is_empty() {
            continue;
        }
        let day = date
            .get(..10)
            .and_then(|d| {
                let mut p = d.split('-').map(|x| x.parse::<i64>().ok());
                Some(clock::days_from_civil(p.next()??, p.next()??, p.next()??))
            })
            .unwrap_or(i64::MIN);
        let category = feed
            .entity
            .filters
            .as_ref()
            .map(|f| text(item, f.category))
            .filter(|c| !c.is_empty());
        out.push((
            day,
            id,
            rss::Item {
                title: Some(title.to_string()),
                link: Some(link.clone()),
                description: Some(description.to_string()).filter(|d| !d.is_empty()),
                pub_date: rfc2822_date(date),
                // Each item's guid says which record it is: the entity and id are stable
                // while its link (an outside address, a file name) may change.
                guid: Some(rss::Guid {
                    value: format!("{base}/#{}-{id}", feed.entity()),
                    permalink: false,
                }),
                categories: category
                    .map(|c| {
                        vec![rss::Category {
                            name: c.to_string(),
                            domain: None,
                        }]
                    })
                    .unwrap_or_default(),
                ..Default::default()
            },
        ));
    }
    // Newest first: by date where the items have one, then the newest record first.
    out.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    out.into_iter().map(|(_, _, item)| item).collect()
}

/// The feed's channel for the site at `base` (no trailing slash) from the entity's public
/// list answer; `dates` as for [`items`].
pub fn channel(
    feed: Feed,
    lang: Lang,
    base: &str,
    list: &Value,
    dates: &HashMap<u64, String>,
) -> rss::Channel {
    rss::Channel {
        title: feed.title(lang).to_string(),
        link: absolute(base, feed.page(), lang),
        description: feed.description(lang).to_string(),
        language: Some(
            match lang {
                Lang::En => "en",
                Lang::Od => "or",
            }
            .to_string(),
        ),
        docs: Some("https://www.rssboard.org/rss-specification".to_string()),
        items: items(feed, lang, base, list, dates),
        generator: Some(format!("oshec {}", env!("CARGO_PKG_VERSION"))),
        ..Default::default()
    }
}

/// The feed document of `channel`, naming the stylesheet that shows it as a page to a
/// browser that still applies XSLT (browsers are told apart first: [`page::html`]).
pub fn xml(channel: &rss::Channel) -> Result<Vec<u8>, FeedError> {
    let mut bytes = with_stylesheet(&channel.write_to(Vec::new())?)?;
    bytes.push(b'\n');
    Ok(bytes)
}

/// `feed` with `<?xml-stylesheet type="text/xsl" href="/feeds/feed.xsl"?>` after its XML
/// declaration: read and written again event by event with quick-xml (the rss crate writes no
/// processing instructions), so the document stays well-formed whatever it holds.
fn with_stylesheet(feed: &[u8]) -> Result<Vec<u8>, FeedError> {
    let mut reader = quick_xml::Reader::from_reader(feed);
    let mut writer = quick_xml::Writer::new(Vec::with_capacity(feed.len() + 64));
    let instruction = format!("xml-stylesheet type=\"text/xsl\" href=\"{STYLESHEET_PATH}\"");
    let mut buf = Vec::new();
    let mut placed = false;
    loop {
        let event = reader.read_event_into(&mut buf)?;
        let declaration = matches!(event, Event::Decl(_));
        match event {
            Event::Eof => break,
            Event::Start(_) | Event::Empty(_) if !placed => {
                writer.write_event(Event::PI(BytesPI::new(instruction.as_str())))?;
                placed = true;
                writer.write_event(event)?;
            }
            other => writer.write_event(other)?,
        }
        if declaration && !placed {
            writer.write_event(Event::PI(BytesPI::new(instruction.as_str())))?;
            placed = true;
        }
        buf.clear();
    }
    Ok(writer.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn feed(path: &str) -> Feed {
        Feed::from_path(path).unwrap_or_else(|| panic!("no feed at {path}"))
    }

    #[test]
    fn the_three_feeds_come_from_their_rows() {
        let paths: Vec<&str> = Feed::all().map(Feed::path).collect();
        assert_eq!(
            paths,
            [
                "/feeds/notices.xml",
                "/feeds/news.xml",
                "/feeds/documents.xml"
            ]
        );
        assert!(feed("/feeds/notices.xml").dated_by_publication());
        assert!(!feed("/feeds/news.xml").dated_by_publication());
    }

    #[test]
    fn dates_are_rfc2822() {
        assert_eq!(
            rfc2822_date("2026-11-25").as_deref(),
            Some("Wed, 25 Nov 2026 00:00:00 +0530")
        );
        assert_eq!(
            rfc2822_date("1970-01-01").as_deref(),
            Some("Thu, 01 Jan 1970 00:00:00 +0530")
        );
        assert_eq!(rfc2822_date("2026-02-31"), None);
        assert_eq!(rfc2822_date(""), None);
    }

    #[test]
    fn language_comes_from_the_query() {
        assert_eq!(Lang::from_query(Some("lang=od")), Lang::Od);
        assert_eq!(Lang::from_query(Some("x=1&lang=od")), Lang::Od);
        assert_eq!(Lang::from_query(Some("lang=en")), Lang::En);
        assert_eq!(Lang::from_query(None), Lang::En);
    }

    #[test]
    fn news_newest_first_in_odia_with_english_fallback() -> Result<(), FeedError> {
        let id = crate::entities::by_key(crate::entities::keys::NEWS)
            .expect("news")
            .id_field;
        let list = json!([
            {id: 1, "newsTitleEn": "Old", "newsTitleOd": "ପୁରୁଣା", "newsDate": "2025-01-02",
             "newsDescEn": "d", "newsDescOd": ""},
            {id: 2, "newsTitleEn": "New", "newsTitleOd": "", "newsDate": "2026-03-04",
             "newsDescEn": "e", "newsDescOd": "ଇ"},
        ]);
        let text = String::from_utf8(xml(&channel(
            feed("/feeds/news.xml"),
            Lang::Od,
            "https://x.org",
            &list,
            &HashMap::new(),
        ))?)
        .unwrap_or_default();
        let new = text.find("<title>New</title>").unwrap_or(usize::MAX);
        let old = text.find("<title>ପୁରୁଣା</title>").unwrap_or(usize::MAX);
        assert!(new < old && old < usize::MAX, "{text}");
        assert!(
            text.contains("<link>https://x.org/news/2?lang=od</link>"),
            "{text}"
        );
        assert!(text.contains("<language>or</language>"), "{text}");
        assert!(
            text.starts_with("<?xml version=\"1.0\" encoding=\"utf-8\"?><?xml-stylesheet type=\"text/xsl\" href=\"/feeds/feed.xsl\"?><rss"),
            "{text}"
        );
        Ok(())
    }

    #[test]
    fn notices_are_dated_by_their_publication() -> Result<(), FeedError> {
        let item = |id: u64, show_from: &str, saved_at_ms: u64| crate::content::inventory::Item {
            id,
            active: true,
            status: crate::content::Status::Published,
            live: true,
            fields: [(
                crate::content::placement::SHOW_FROM.to_string(),
                show_from.to_string(),
            )]
            .into_iter()
            .collect(),
            has_image: false,
            saved_at_ms,
            file: None,
        };
        // 2026-03-04T20:00Z is already the 5th in India.
        let saved = 1_772_654_400_000;
        let dates = notice_dates(
            &[
                item(1, "2026-01-02T09:30", saved),
                item(2, "", saved),
                item(3, "", 0),
            ],
            0,
        );
        assert_eq!(dates[&1], "2026-01-02");
        assert_eq!(dates[&2], "2026-03-05");
        assert_eq!(dates[&3], "1970-01-01");

        let id = crate::entities::by_key(crate::entities::keys::NOTICES)
            .expect("notices")
            .id_field;
        let list = json!([
            {id: 1, "announceLinkEn": "Old", "announceLinkOd": "", "announceLinkPath": "/a"},
            {id: 2, "announceLinkEn": "New", "announceLinkOd": "", "announceLinkPath": "/b"},
        ]);
        let text = String::from_utf8(xml(&channel(
            feed("/feeds/notices.xml"),
            Lang::En,
            "https://x.org",
            &list,
            &dates,
        ))?)
        .unwrap_or_default();
        assert!(
            text.contains("<pubDate>Thu, 05 Mar 2026 00:00:00 +0530</pubDate>"),
            "{text}"
        );
        assert!(
            text.contains("<pubDate>Fri, 02 Jan 2026 00:00:00 +0530</pubDate>"),
            "{text}"
        );
        assert!(
            text.find("<title>New</title>") < text.find("<title>Old</title>"),
            "newest first: {text}"
        );
        Ok(())
    }
}
