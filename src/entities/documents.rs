//! The row of documents, with the tables of its choices: the report pages (categories), the
//! page each category leads to, and the languages of a file.

use super::*;

/// The ten report pages of docs/decisions.md §1, in that order: the values of a document's
/// category.
pub const DOCUMENT_CATEGORIES: &[Choice] = &[
    choice("acts", "Acts & Rules", "ଅଧିନିୟମ ଓ ନିୟମାବଳୀ"),
    choice(
        "proceedings",
        "Council Meeting Proceedings",
        "ପରିଷଦ ବୈଠକ କାର୍ଯ୍ୟବିବରଣୀ",
    ),
    choice("initiatives", "Initiatives", "ପଦକ୍ଷେପ"),
    choice("ug", "UG Programme", "ସ୍ନାତକ ପାଠ୍ୟକ୍ରମ"),
    choice("pg", "PG Programme", "ସ୍ନାତକୋତ୍ତର ପାଠ୍ୟକ୍ରମ"),
    choice("central", "Central Govt. Reports", "କେନ୍ଦ୍ର ସରକାରଙ୍କ ରିପୋର୍ଟ"),
    choice("notices", "Notices", "ବିଜ୍ଞପ୍ତି"),
    choice(
        "ongoing",
        "Ongoing Activities: OURIIP Seed Fund",
        "ଚାଲୁଥିବା କାର୍ଯ୍ୟକଳାପ: OURIIP ସିଡ୍ ଫଣ୍ଡ",
    ),
    choice("eContents", "e-Contents", "ଇ-ବିଷୟବସ୍ତୁ"),
    choice("nep", "NEP 2020 Letters", "ଜାତୀୟ ଶିକ୍ଷା ନୀତି ୨୦୨୦ ପତ୍ର"),
];

/// The report page of each document category: where a search hit on a document leads.
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

/// The language a document's file is written in.
const FILE_LANGUAGES: &[Choice] = &[
    choice("both", "English and Odia", "ଇଂରାଜୀ ଓ ଓଡ଼ିଆ"),
    choice("en", "English", "ଇଂରାଜୀ"),
    choice("od", "Odia", "ଓଡ଼ିଆ"),
];

pub(super) const DOCUMENTS: Entity = Entity {
    key: keys::DOCUMENTS,
    title: "Document",
    title_od: "ଦଲିଲ",
    list_path: "/document/allowAll/list",
    manage_path: "/document/manage",
    get_path: "/document/getDocumentById",
    toggle_path: "/document/activeInactiveByDocumentId",
    id_field: "documentId",
    manage_field: "cipherDocumentDto",
    toggle_field: "helperDto",
    fields: &[
        Field::bilingual("titleEn", "titleOd", Text, TITLE).listed(),
        Field::one(
            "category",
            Select {
                choices: DOCUMENT_CATEGORIES,
                prompt: label("Select a category", "ଏକ ବର୍ଗ ବାଛନ୍ତୁ"),
            },
            label("Category", "ବର୍ଗ"),
        )
        .listed(),
        Field::one(
            "fileLanguage",
            Select {
                choices: FILE_LANGUAGES,
                prompt: label("Select a language", "ଏକ ଭାଷା ବାଛନ୍ତୁ"),
            },
            label("Language of the file", "ଫାଇଲର ଭାଷା"),
        ),
        // Acts and rules in force can be decades old.
        Field::one(
            "publishDate",
            Date(Years::Since(1950)),
            label("Publish Date", "ପ୍ରକାଶନ ତାରିଖ"),
        )
        .listed(),
        Field::one(
            "validUntil",
            Date(Years::Ahead),
            label("Valid Until", "ବୈଧତା ଶେଷ ତାରିଖ"),
        )
        .hint(label(
            "Leave empty if it does not expire. Once this day has passed, the document moves to the Archive.",
            "ଏହାର ମିଆଦ ନ ସରିଲେ ଖାଲି ଛାଡ଼ନ୍ତୁ। ଏହି ଦିନ ବିତିଗଲେ ଦଲିଲଟି ଅଭିଲେଖାଗାରକୁ ଚାଲିଯାଏ।",
        ))
        .listed(),
    ],
    list_renames: &[],
    checks: &[
        Check::Required(
            &[
                "titleEn",
                "titleOd",
                "category",
                "publishDate",
                "fileLanguage",
            ],
            ALL_REQUIRED,
        ),
        Check::OneOf(
            "category",
            DOCUMENT_CATEGORIES,
            "Please select a category from the list.",
        ),
        Check::Date("publishDate", "Please enter a valid date!"),
        Check::DateOrEmpty("validUntil", "Please enter a valid date!"),
        Check::OneOf(
            "fileLanguage",
            FILE_LANGUAGES,
            "Please select the language of the file.",
        ),
    ],
    image: None,
    file: Some(FileRule {
        kind: FileKind::Pdf,
        label: label("PDF File", "PDF ଫାଇଲ"),
        hint: label("PDF, at most 25 MB.", "PDF, ସର୍ବାଧିକ ୨୫ MB।"),
        file_field: "documentFile",
        path_field: "documentPath",
        size_field: "fileSize",
        type_field: "fileType",
        name_from: "titleEn",
        required: "Please select a PDF file.",
        wrong_type: "Only PDF files are allowed.",
        too_large: "The file size exceeds {N} MB!",
    }),
    filters: Some(ListFilters {
        category: "category",
        search: &["titleEn", "titleOd"],
        year: "publishDate",
        expiry: "validUntil",
    }),
    list_envelope: false,
    order: Order::DateDescending("publishDate"),
    list_extra: ListExtra::None,
    public: Public {
        page: Some(RecordPage {
            prefix: "",
            field: "documentPath",
        }),
        search: Some(Searched {
            kind: "document",
            title: ("titleEn", "titleOd"),
            body: None,
            markdown: false,
            file: true,
            more: None,
            url: Url::Category("category", DOCUMENT_PAGES),
            date: Some("publishDate"),
        }),
        feed: Some(FeedRow {
            path: "/feeds/documents.xml",
            title: label(
                "Odisha State Higher Education Council: Documents",
                "ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ: ଦଲିଲ",
            ),
            description: label(
                "Acts, proceedings, reports, programmes, notices and letters published by the Odisha State Higher Education Council.",
                "ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ ଦ୍ୱାରା ପ୍ରକାଶିତ ଅଧିନିୟମ, କାର୍ଯ୍ୟବିବରଣୀ, ରିପୋର୍ଟ, ପାଠ୍ୟକ୍ରମ, ବିଜ୍ଞପ୍ତି ଓ ପତ୍ର।",
            ),
            page: "/",
        }),
        review: Review::Notices,
    },
};
