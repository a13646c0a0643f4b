//! The shape of an entity row: its fields with their kinds and labels, its checks, image or
//! file rule, list filters, extras and order, and its public side (record page, search, feed,
//! review interval). docs/architecture.md, "Each content type said once", says how a row is read.

/// A label in both languages: English, Odia.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Label {
    pub en: &'static str,
    pub od: &'static str,
}

/// A label from its English and Odia text.
pub const fn label(en: &'static str, od: &'static str) -> Label {
    Label { en, od }
}

/// The years a date field's year list offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Years {
    /// From this year to the current one, newest first.
    Since(u16),
    /// From the current year on.
    Ahead,
}

/// A value a select field may take, with its label.
#[derive(Debug)]
pub struct Choice {
    pub value: &'static str,
    pub label: Label,
}

/// What a field holds: it decides the back office's input for it and how a list shows it.
#[derive(Debug)]
pub enum FieldKind {
    /// One line of text.
    Text,
    /// A few lines of plain text (a card's description).
    LongText,
    /// Markdown, written in the visual editor and rendered to safe HTML for visitors.
    Markdown,
    /// A calendar day, `YYYY-MM-DD`.
    Date(Years),
    /// A link visitors follow: an address, or a path on this site (a document's, offered by
    /// the back office's document picker).
    Link,
    /// An address on another site (a social media page): no document is offered.
    WebAddress,
    /// A YouTube address the site embeds.
    Video,
    /// An e-mail address.
    Email,
    /// A telephone number.
    Phone,
    /// A page's address after `/page/`.
    Slug,
    /// One of these values; `prompt` is the empty choice's label.
    Select {
        choices: &'static [Choice],
        prompt: Label,
    },
}

/// The stored names of a field: one, or an English and an Odia one (bilingual text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Names {
    One(&'static str),
    Bilingual(&'static str, &'static str),
}

/// A field of an entity: its stored name(s), kind and label, and whether the back office's
/// table shows it as a column.
#[derive(Debug)]
pub struct Field {
    pub names: Names,
    pub kind: FieldKind,
    pub label: Label,
    /// A hint under the input.
    pub hint: Option<Label>,
    /// Shown as a column of the back office's table.
    pub listed: bool,
}

impl Field {
    /// A field with one stored name.
    pub const fn one(name: &'static str, kind: FieldKind, label: Label) -> Field {
        Field {
            names: Names::One(name),
            kind,
            label,
            hint: None,
            listed: false,
        }
    }

    /// Bilingual text: an English and an Odia field, side by side in the form.
    pub const fn bilingual(
        en: &'static str,
        od: &'static str,
        kind: FieldKind,
        label: Label,
    ) -> Field {
        Field {
            names: Names::Bilingual(en, od),
            kind,
            label,
            hint: None,
            listed: false,
        }
    }

    /// The same field, shown as a column of the back office's table.
    pub const fn listed(self) -> Field {
        Field {
            listed: true,
            ..self
        }
    }

    /// The same field with a hint under its input.
    pub const fn hint(self, hint: Label) -> Field {
        Field {
            hint: Some(hint),
            ..self
        }
    }

    /// Its stored names, English first.
    pub fn names(&self) -> impl Iterator<Item = &'static str> + use<> {
        let (a, b) = match self.names {
            Names::One(a) => (a, None),
            Names::Bilingual(a, b) => (a, Some(b)),
        };
        std::iter::once(a).chain(b)
    }
}

/// Where a search hit leads.
#[derive(Debug)]
pub enum Url {
    /// Always this page (the record is shown there).
    Fixed(&'static str),
    /// The record's own link in this field, or the page when the field is empty.
    Field(&'static str, &'static str),
    /// The record's own link in this field, or its own page ([`Public::page`]) when the field
    /// is empty.
    FieldOrRecord(&'static str),
    /// The record's own page ([`Public::page`]).
    Record,
    /// The page of the record's value of this field, from the pairs (value, page).
    Category(&'static str, &'static [(&'static str, &'static str)]),
}

/// How site search reads an entity's visible records.
#[derive(Debug)]
pub struct Searched {
    /// The hit's `type`.
    pub kind: &'static str,
    /// Title fields, English then Odia.
    pub title: (&'static str, &'static str),
    /// Body fields, English then Odia (snippets come from these), if any.
    pub body: Option<(&'static str, &'static str)>,
    /// Whether the body is Markdown: it is then indexed and cut into snippets as the plain
    /// text a reader sees, without its marks (`##`, `|`, `[…](…)`) or link addresses.
    pub markdown: bool,
    /// Further text fields, English then Odia, always Markdown, found below the title and the
    /// body (a news item's body on its own page, below its summary); a snippet comes from them
    /// only when the body holds no match.
    pub more: Option<(&'static str, &'static str)>,
    /// Whether the text of the record's file (a document's PDF, `store::FILE_TEXT`) is found
    /// too, below everything else; a snippet comes from it only when nothing else holds a
    /// match.
    pub file: bool,
    pub url: Url,
    /// The field holding the item's own date (`YYYY-MM-DD`); without one, a hit (and a feed
    /// item) is dated by the day its entity last changed.
    pub date: Option<&'static str>,
}

/// A record that is a page or a file of its own: each record visitors see is at `prefix` +
/// the value of `field` in its public list item. The sitemap lists them; those whose prefix
/// is a path are the record pages the site answers.
#[derive(Debug)]
pub struct RecordPage {
    pub prefix: &'static str,
    pub field: &'static str,
}

/// A feed of the entity's public list (RSS, in each language). Its items take their title,
/// description and date from the entity's [`Searched`] row and their link from its record
/// page or its search link field.
#[derive(Debug)]
pub struct FeedRow {
    pub path: &'static str,
    pub title: Label,
    pub description: Label,
    /// The page of the site the feed follows.
    pub page: &'static str,
}

/// Which review interval of site health an entity follows (GIGW's content review matrix).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Review {
    News,
    Notices,
    Pages,
}

/// What visitors get of an entity besides its public list.
#[derive(Debug)]
pub struct Public {
    pub page: Option<RecordPage>,
    pub search: Option<Searched>,
    pub feed: Option<FeedRow>,
    pub review: Review,
}

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
    OneOf(&'static str, &'static [Choice], &'static str),
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

impl Check {
    /// The fields the check reads.
    pub fn fields(&self) -> &[&'static str] {
        match self {
            Check::Required(names, _) | Check::OptionalWebAddress(names, _) => names,
            Check::Email(f, _)
            | Check::Mobile(f, _)
            | Check::Date(f, _)
            | Check::YouTube(f, _)
            | Check::Link(f, _)
            | Check::OptionalLink(f, _)
            | Check::DateOrEmpty(f, _)
            | Check::OneOf(f, _, _)
            | Check::Slug(f, _)
            | Check::Unique(f, _)
            | Check::OptionalPhone(f, _) => std::slice::from_ref(f),
        }
    }
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
    /// The file input's label and hint in the back office.
    pub label: Label,
    pub hint: Label,
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
    /// The image input's label in the back office.
    pub label: Label,
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
    /// `id` beside the album's id field, and `keys::GALLERY_IMAGES` (docs/decisions.md §4), one entry
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
    /// Stored text fields (docs/decisions.md §4 names), their kinds and labels, in form order.
    pub fields: &'static [Field],
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
    pub public: Public,
}

impl Entity {
    /// Every stored text field's name, in form order (a bilingual field's English first).
    pub fn field_names(&self) -> impl Iterator<Item = &'static str> + use<> {
        self.fields.iter().flat_map(Field::names)
    }

    /// Whether `name` is one of its stored text fields.
    pub fn has_field(&self, name: &str) -> bool {
        self.field_names().any(|f| f == name)
    }

    /// A field's name in list items: the stored name, unless `list_renames` renames it there.
    pub fn list_name(&self, field: &'static str) -> &'static str {
        self.list_renames
            .iter()
            .find(|(from, _)| *from == field)
            .map_or(field, |(_, to)| *to)
    }
}
