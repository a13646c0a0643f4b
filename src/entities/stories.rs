//! The rows of the kinds told over time: latest news, the video gallery and futures together.

use super::*;

pub(super) const NEWS: Entity = Entity {
    key: keys::NEWS,
    title: "Latest news",
    title_od: "ସଦ୍ୟତମ ସମ୍ବାଦ",
    list_path: "/latestNews/allowAll/list",
    manage_path: "/latestNews/manage",
    get_path: "/latestNews/getLatestNewsIdById",
    toggle_path: "/latestNews/activeInactiveByLatestNewsId",
    id_field: "latestNewsId",
    manage_field: "cipherLatestNewsDto",
    toggle_field: "helperDto",
    // A news item is its own page at /news/<id>: an optional photo and a Markdown body
    // (both new, so absent from older records, which read them as empty), and an optional
    // link to another site (older items keep theirs).
    fields: &[
        Field::bilingual("newsTitleEn", "newsTitleOd", Text, TITLE).listed(),
        // None is older than the council's own records (2000).
        Field::one(
            "newsDate",
            Date(Years::Since(2000)),
            label("News Date", "ସମ୍ବାଦ ତାରିଖ"),
        )
        .listed(),
        Field::bilingual("newsDescEn", "newsDescOd", LongText, DESCRIPTION).listed(),
        Field::bilingual("newsBodyEn", "newsBodyOd", Markdown, TEXT),
        Field::one("newsLink", Link, LINK_LABEL).listed(),
    ],
    list_renames: &[],
    checks: &[
        Check::Required(
            &[
                "newsTitleEn",
                "newsTitleOd",
                "newsDate",
                "newsDescEn",
                "newsDescOd",
            ],
            ALL_REQUIRED,
        ),
        Check::Date("newsDate", "Please enter a valid date!"),
        Check::OptionalLink("newsLink", LINK),
    ],
    image: Some(ImageRule {
        label: IMAGE,
        file_field: "newsImg",
        detail_field: "encodedNews",
        path_field: "newsImagePath",
        required: None,
        wrong_type: ONLY_JPG_PNG,
        too_large: MAX_5MB,
    }),
    file: None,
    filters: None,
    list_envelope: false,
    order: Order::DateDescending("newsDate"),
    list_extra: ListExtra::Markdown(&[
        ("newsBodyEn", "newsBodyEnHtml"),
        ("newsBodyOd", "newsBodyOdHtml"),
    ]),
    public: Public {
        page: Some(RecordPage {
            prefix: "/news/",
            field: "latestNewsId",
        }),
        search: Some(Searched {
            kind: "news",
            title: ("newsTitleEn", "newsTitleOd"),
            body: Some(("newsDescEn", "newsDescOd")),
            markdown: false,
            file: false,
            more: Some(("newsBodyEn", "newsBodyOd")),
            url: Url::FieldOrRecord("newsLink"),
            date: Some("newsDate"),
        }),
        feed: Some(FeedRow {
            path: "/feeds/news.xml",
            title: label(
                "Odisha State Higher Education Council: Latest news",
                "ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ: ସଦ୍ୟତମ ସମ୍ବାଦ",
            ),
            description: label(
                "News from the Odisha State Higher Education Council.",
                "ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦର ସମ୍ବାଦ।",
            ),
            page: "/news",
        }),
        review: Review::News,
    },
};

pub(super) const VIDEOS: Entity = Entity {
    key: keys::VIDEOS,
    title: "Video gallery",
    title_od: "ଭିଡିଓ ଗ୍ୟାଲେରୀ",
    list_path: "/videoGallery/allowAll/list",
    manage_path: "/videoGallery/manage",
    get_path: "/videoGallery/getVideoGalleryById",
    toggle_path: "/videoGallery/activeInactiveByVideoGalleryId",
    id_field: "videoGalleryId",
    manage_field: "cipherVideoGalleryDto",
    toggle_field: "helperDto",
    // A title and a description in each language (docs/visitors.md, "Videos"): optional,
    // so videos saved before they existed, which read them as empty, keep working.
    fields: &[
        Field::one("displayVideo", Video, label("YouTube URL", "YouTube ଠିକଣା")).listed(),
        Field::bilingual(
            "videoTitleEn",
            "videoTitleOd",
            Text,
            label("Optional title", "ଇଚ୍ଛାଧୀନ ଶୀର୍ଷକ"),
        )
        .listed(),
        Field::bilingual(
            "videoDescEn",
            "videoDescOd",
            LongText,
            label("Optional description", "ଇଚ୍ଛାଧୀନ ବିବରଣୀ"),
        ),
    ],
    list_renames: &[],
    checks: &[
        Check::Required(&["displayVideo"], "Please provide a YouTube URL."),
        Check::YouTube("displayVideo", "Please provide a valid YouTube URL."),
    ],
    image: None,
    file: None,
    filters: None,
    list_envelope: false,
    order: Order::Display,
    list_extra: ListExtra::None,
    public: ON_ITS_PAGES_ONLY,
};

pub(super) const FUTURES: Entity = Entity {
    key: keys::FUTURES,
    title: "Futures together",
    title_od: "ଏକାଠି ଭବିଷ୍ୟତ",
    list_path: "/strongFuture/allowAll/list",
    manage_path: "/strongFuture/manage",
    get_path: "/strongFuture/getStrongFuturerById",
    toggle_path: "/strongFuture/activeInactiveByStrongFutureId",
    id_field: "strongFutureId",
    manage_field: "cipherStrongFutureDto",
    toggle_field: "strongFutureDto",
    fields: &[
        Field::one("name", Text, label("Image Name", "ଛବି ନାମ")).listed(),
        Field::one("altName", Text, label("Images Altname", "ଛବିର ବିକଳ୍ପ ନାମ")).listed(),
    ],
    list_renames: &[("name", "nameEn"), ("altName", "nameOd")],
    checks: &[Check::Required(
        &["name", "altName"],
        "Please fill in both name and alt name.",
    )],
    image: Some(ImageRule {
        label: label("Logo", "ଲୋଗୋ"),
        file_field: "logo",
        detail_field: "encodedLogo",
        path_field: "logoPath",
        required: Some("Please select a logo image."),
        wrong_type: ONLY_JPG_PNG,
        too_large: MAX_5MB,
    }),
    file: None,
    filters: None,
    list_envelope: false,
    order: Order::Display,
    list_extra: ListExtra::None,
    public: ON_ITS_PAGES_ONLY,
};
