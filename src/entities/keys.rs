//! Each content kind's key, named once: the rows' `key:` and every other Rust file say these
//! names (docs/architecture.md, "Each content type said once"). `key!` gives the same key as a
//! literal, for `concat!` in text that must be `&'static str`.

/// A content kind's key as a literal: `key!(news)` is the news key.
macro_rules! key {
    (announcements) => {
        "announce"
    };
    (notices) => {
        "announceNotice"
    };
    (banner) => {
        "banner"
    };
    (council) => {
        "council"
    };
    (documents) => {
        "document"
    };
    (features) => {
        "features"
    };
    (settings) => {
        "generalSetting"
    };
    (photos) => {
        "imageGallery"
    };
    (introduction) => {
        "introduction"
    };
    (news) => {
        "latestNews"
    };
    (officials) => {
        "official"
    };
    (pages) => {
        "page"
    };
    (futures) => {
        "strongFuture"
    };
    (videos) => {
        "videoGallery"
    };
}
pub(crate) use key;

pub const ANNOUNCEMENTS: &str = key!(announcements);
pub const NOTICES: &str = key!(notices);
pub const BANNER: &str = key!(banner);
pub const COUNCIL: &str = key!(council);
pub const DOCUMENTS: &str = key!(documents);
pub const FEATURES: &str = key!(features);
pub const SETTINGS: &str = key!(settings);
pub const PHOTOS: &str = key!(photos);
pub const INTRODUCTION: &str = key!(introduction);
pub const NEWS: &str = key!(news);
pub const OFFICIALS: &str = key!(officials);
pub const PAGES: &str = key!(pages);
pub const FUTURES: &str = key!(futures);
pub const VIDEOS: &str = key!(videos);

/// The list of a photo album's images, beside its id (docs/decisions.md §4).
pub const GALLERY_IMAGES: &str = concat!(key!(photos), "Images");
