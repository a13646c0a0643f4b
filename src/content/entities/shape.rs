//! The shape of an entity row: its checks, image or file rule, list filters, extras and order.

/// A server-side check (docs/decisions.md §5), with the message docs/decisions.md §5 shows for it.
/// Checks run in the order given; the first failure is the answer.
#[derive(Debug)]
pub enum Check {
    /// Every listed field must be non-empty once trimmed.
    Required(&'static [&'static str], &'static str),
    /// A standard e-mail address.
    Email(&'static str, &'static str),
    /// Exactly ten digits.
    Mobile(&'static str, &'static str),
    /// An ISO calendar date, `YYYY-MM-DD`.
    Date(&'static str, &'static str),
    /// A YouTube watch, share, shorts, live or embed address with a video id (no channels,
    /// no playlists): what the site can embed.
    YouTube(&'static str, &'static str),
    /// A link visitors can follow: an `http`/`https` URL, or a path on this site from `/`.
    Link(&'static str, &'static str),
    /// Empty, or a link as [`Check::Link`] takes it.
    OptionalLink(&'static str, &'static str),
    /// Empty, or an ISO calendar date.
    DateOrEmpty(&'static str, &'static str),
    /// One of the listed values.
    OneOf(&'static str, &'static [&'static str], &'static str),
    /// Lowercase letters, digits and single hyphens between them (a page's address).
    Slug(&'static str, &'static str),
    /// No other record of the entity has the same value.
    Unique(&'static str, &'static str),
    /// Empty, or an `http://`/`https://` address (optional links the site shows).
    OptionalWebAddress(&'static [&'static str], &'static str),
    /// Empty, or a telephone number: a 10-digit mobile or a landline with its STD code
    /// ("0674-2391234").
    OptionalPhone(&'static str, &'static str),
}

/// The kind of file an entity keeps beside its record, recognised by its signature.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Pdf,
}

impl FileKind {
    /// By signature only: the name and declared type of an upload are not trusted.
    pub fn matches(self, bytes: &[u8]) -> bool {
        match self {
            FileKind::Pdf => bytes.starts_with(b"%PDF-"),
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            FileKind::Pdf => "pdf",
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            FileKind::Pdf => "application/pdf",
        }
    }
}

/// A file (not an image) an entity carries: stored in chunks, served with byte ranges at
/// `/uploads/<key>/<id>-<hash>.<ext>`, and described in answers by URL, size and type
/// instead of base64. Its size limit is the `max_document_mb` setting.
#[derive(Debug)]
pub struct FileRule {
    pub kind: FileKind,
    /// Multipart field of `manage` holding the file.
    pub file_field: &'static str,
    /// The file's URL, size in bytes and type in list and detail answers.
    pub path_field: &'static str,
    pub size_field: &'static str,
    pub type_field: &'static str,
    /// The English field the download's file name is made from.
    pub name_from: &'static str,
    pub required: &'static str,
    pub wrong_type: &'static str,
    /// `{N}` is the limit in MB.
    pub too_large: &'static str,
}

/// The optional list query parameters an entity answers (besides `page` and `size`), each
/// naming the field it reads. Kept in the list index, so filtering never decodes records.
#[derive(Debug)]
pub struct ListFilters {
    /// `category=<value>`: this field equals the value.
    pub category: &'static str,
    /// `q=<words>`: every word occurs in one of these fields (case-insensitive, NFC).
    pub search: &'static [&'static str],
    /// `year=<YYYY>`: the year of this date field.
    pub year: &'static str,
    /// `archived=true|false`: this date field (empty: never) has passed. Also answered as the
    /// item's `archived` flag.
    pub expiry: &'static str,
}

/// The image an entity carries, its wire names and its docs/decisions.md §5 messages.
#[derive(Debug)]
pub struct ImageRule {
    /// Multipart field of `manage` holding the file.
    pub file_field: &'static str,
    /// Base64 of the image in detail answers.
    pub detail_field: &'static str,
    /// URL of the image in list answers.
    pub path_field: &'static str,
    /// The refusal of a new record without an image; `None` when the image is optional.
    pub required: Option<&'static str>,
    pub wrong_type: &'static str,
    pub too_large: &'static str,
}

/// Extra shaping of list items beyond "id, fields, isActive, image URL".
#[derive(Debug, PartialEq, Eq)]
pub enum ListExtra {
    None,
    /// `id` beside `imageGalleryId`, and `imageGalleryImages` (docs/decisions.md §4), one entry
    /// per image titled with these two fields.
    Gallery {
        title_en: &'static str,
        title_od: &'static str,
    },
    /// Markdown fields rendered to safe HTML beside them: (stored field, HTML field).
    Markdown(&'static [(&'static str, &'static str)]),
}

#[derive(Debug, PartialEq, Eq)]
pub enum Order {
    IdAscending,
    /// The order the administrators arrange (docs/decisions.md §4): new items at the top.
    Display,
    /// Newest date in this field first; equal dates newest record first.
    DateDescending(&'static str),
}

#[derive(Debug)]
pub struct Entity {
    /// Key used by the seed loader, the store and `/uploads/<key>/`.
    pub key: &'static str,
    /// Human name, for the OpenAPI document and messages.
    pub title: &'static str,
    /// Its name in Odia, for messages, mails and the back office.
    pub title_od: &'static str,
    /// Paths under `/oshec/api` (docs/decisions.md §6, §4).
    pub list_path: &'static str,
    pub manage_path: &'static str,
    pub get_path: &'static str,
    pub toggle_path: &'static str,
    /// The record's id in every shape; also the get-by-id form field.
    pub id_field: &'static str,
    /// Multipart field of `manage` holding base64 JSON.
    pub manage_field: &'static str,
    /// Form field of the toggle holding base64 JSON `{helperId, status}`.
    pub toggle_field: &'static str,
    /// Stored text fields, docs/decisions.md §4 names.
    pub fields: &'static [&'static str],
    /// Renames applied in list items only (stored name, list name).
    pub list_renames: &'static [(&'static str, &'static str)],
    pub checks: &'static [Check],
    pub image: Option<ImageRule>,
    /// A file that is not an image (documents).
    pub file: Option<FileRule>,
    /// List query parameters beyond paging.
    pub filters: Option<ListFilters>,
    /// Public list answered inside the envelope rather than as a bare array (docs/decisions.md §6).
    pub list_envelope: bool,
    pub order: Order,
    pub list_extra: ListExtra,
}
