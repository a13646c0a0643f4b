//! What site search reads, as data: one row per entity whose active records a visitor can
//! find. Adding an entity to search is adding a row here; nothing else is written per entity.
//!
//! A row names the entity by its key (`content::entities`), the fields holding its title and
//! body in each language, where a hit leads, and which field dates it. A row whose entity does
//! not exist in this build is skipped, so rows may be added ahead of their entity.

/// Where a hit leads.
#[derive(Debug)]
pub enum Url {
    /// Always this page (the record is shown there).
    Fixed(&'static str),
    /// The record's own link in this field, or the page when the field is empty.
    Field(&'static str, &'static str),
    /// The record's own link in this field, or its own page (this prefix and its id) when
    /// the field is empty.
    FieldOrRecord(&'static str, &'static str),
    /// This prefix followed by the value of this field (`/page/` + slug).
    Prefixed(&'static str, &'static str),
    /// The page of the record's value of this field, from the pairs (value, page).
    Category(&'static str, &'static [(&'static str, &'static str)]),
}

/// The report page of each document category (`content::entities::DOCUMENT_CATEGORIES`).
pub static DOCUMENT_PAGES: &[(&str, &str)] = &[
    ("acts", "/Acts&Rules/OSHECAct"),
    (
        "proceedings",
        "/Acts&Rules/proceedings/CouncilMeetingOngoingActivities",
    ),
    ("initiatives", "/Initiatives/Reports"),
    ("ug", "/Academics/UGProgramme"),
    ("pg", "/Academics/PGProgramme"),
    ("central", "/Reports/CentralGovtReports"),
    ("notices", "/Notifications/Notices"),
    (
        "ongoing",
        "/Activities-Even/OngoingActivities/OURIIP-SEED-FUND",
    ),
    ("eContents", "/e-Contents"),
    ("nep", "/NEP2020/Letters"),
];

#[derive(Debug)]
pub struct Source {
    /// The entity key.
    pub entity: &'static str,
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
    /// The field holding the item's own date (`YYYY-MM-DD`); without one, a hit is dated by
    /// the day its entity last changed.
    pub date: Option<&'static str>,
}

pub static SOURCES: &[Source] = &[
    Source {
        entity: "latestNews",
        kind: "news",
        title: ("newsTitleEn", "newsTitleOd"),
        body: Some(("newsDescEn", "newsDescOd")),
        markdown: false,
        file: false,
        more: Some(("newsBodyEn", "newsBodyOd")),
        url: Url::FieldOrRecord("newsLink", "/news/"),
        date: Some("newsDate"),
    },
    Source {
        entity: "announceNotice",
        kind: "notice",
        title: ("announceLinkEn", "announceLinkOd"),
        body: None,
        markdown: false,
        file: false,
        more: None,
        url: Url::Field("announceLinkPath", "/"),
        date: None,
    },
    Source {
        entity: "announce",
        kind: "announcement",
        title: ("announceTitleEn", "announceTitleOd"),
        body: Some(("announceDescEn", "announceDescOd")),
        markdown: false,
        file: false,
        more: None,
        url: Url::Fixed("/#announce-heading"),
        date: None,
    },
    Source {
        entity: "council",
        kind: "council",
        title: ("councilTitleEn", "councilTitleOd"),
        body: Some(("councilDescEn", "councilDescOd")),
        markdown: false,
        file: false,
        more: None,
        url: Url::Fixed("/#council-heading"),
        date: None,
    },
    Source {
        entity: "introduction",
        kind: "introduction",
        title: ("introductionTitleEn", "introductionTitleOd"),
        body: Some(("introductionDescEn", "introductionDescOd")),
        markdown: false,
        file: false,
        more: None,
        url: Url::Fixed("/about/introduction"),
        date: None,
    },
    Source {
        entity: "official",
        kind: "official",
        title: ("nameEn", "nameOd"),
        body: Some(("designationEn", "designationOd")),
        markdown: false,
        file: false,
        more: None,
        url: Url::Fixed("/about/organizationstructure"),
        date: None,
    },
    // Policy and help pages (GIGW §5.1.14).
    Source {
        entity: "page",
        kind: "page",
        title: ("titleEn", "titleOd"),
        body: Some(("bodyEn", "bodyOd")),
        markdown: true,
        file: false,
        more: None,
        url: Url::Prefixed("/page/", "slug"),
        date: None,
    },
    // Documents, by their titles and the text of their PDFs; a hit leads to the report page of
    // its category.
    Source {
        entity: "document",
        kind: "document",
        title: ("titleEn", "titleOd"),
        body: None,
        markdown: false,
        file: true,
        more: None,
        url: Url::Category("category", DOCUMENT_PAGES),
        date: Some("publishDate"),
    },
];
