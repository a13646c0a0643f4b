//! The entities as data: one row each. Everything else (service, wire, documentation)
//! reads these rows; nothing is written per entity.

mod documents;
mod front;
pub mod keys;
mod shape;
mod site;
mod stories;
use FieldKind::{
    Date, Email, Link, LongText, Markdown, Phone, Select, Slug, Text, Video, WebAddress,
};
pub use shape::*;

pub use documents::{DOCUMENT_CATEGORIES, DOCUMENT_PAGES};
const ALL_REQUIRED: &str = "All fields are required!";
const ONLY_JPG_PNG: &str = "Only JPG and PNG files are allowed.";
const MAX_5MB: &str = "File size must not exceed 5MB.";
const LINK: &str = "Please enter a link that starts with https:// or http://, or a path on this site that starts with /.";

/// Labels many entities share.
const TITLE: Label = label("Title", "ଶୀର୍ଷକ");
const SUBTITLE: Label = label("Subtitle", "ଉପଶୀର୍ଷକ");
const DESCRIPTION: Label = label("Description", "ବିବରଣୀ");
const TEXT: Label = label("Text", "ପାଠ");
const LINK_LABEL: Label = label("Link", "ଲିଙ୍କ");
const EMAIL: Label = label("Email", "ଇମେଲ୍");
const IMAGE: Label = label("Image", "ଛବି");

/// The public side of a kind shown only on the pages that list it: no page of its own, not
/// searched, no feed, reviewed like a page.
const ON_ITS_PAGES_ONLY: Public = Public {
    page: None,
    search: None,
    feed: None,
    review: Review::Pages,
};

/// The groups of the organisation structure page, in the order it shows them.
pub const OFFICIAL_GROUPS: &[Choice] = &[
    choice(
        "chairperson-and-member-secretary",
        "Chairperson and Member Secretary",
        "ଅଧ୍ୟକ୍ଷ ଓ ସଦସ୍ୟ ସଚିବ",
    ),
    choice(
        "academic-consultants",
        "Academic Consultants",
        "ଶୈକ୍ଷିକ ପରାମର୍ଶଦାତା",
    ),
    choice("finance", "Finance", "ଅର୍ଥ"),
];

const fn choice(value: &'static str, en: &'static str, od: &'static str) -> Choice {
    Choice {
        value,
        label: label(en, od),
    }
}

pub static ENTITIES: [Entity; 14] = [
    front::BANNER,
    front::PHOTOS,
    front::ANNOUNCEMENTS,
    front::NOTICES,
    front::COUNCIL,
    front::FEATURES,
    stories::NEWS,
    stories::VIDEOS,
    stories::FUTURES,
    site::SETTINGS,
    site::INTRODUCTION,
    documents::DOCUMENTS,
    site::PAGES,
    site::OFFICIALS,
];

/// The entity with this key (seed loader, `/uploads/<key>/`).
pub fn by_key(key: &str) -> Option<&'static Entity> {
    ENTITIES.iter().find(|e| e.key == key)
}

#[cfg(test)]
mod tests;
