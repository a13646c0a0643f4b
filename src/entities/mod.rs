//! The entities as data: one row each. Everything else (service, wire, documentation)
//! reads these rows; nothing is written per entity.

pub mod keys;
mod shape;
use FieldKind::{
    Date, Email, Link, LongText, Markdown, Phone, Select, Slug, Text, Video, WebAddress,
};
pub use shape::*;

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
    Entity {
        key: keys::BANNER,
        title: "Banner",
        title_od: "ବ୍ୟାନର",
        list_path: "/banner/allowAll/list",
        manage_path: "/banner/manage",
        get_path: "/banner/getBannerById",
        toggle_path: "/banner/activeInactiveByBannerId",
        id_field: "bannerId",
        manage_field: "cipherBannerSliderDto",
        toggle_field: "bannerSliderDto",
        fields: &[
            Field::bilingual("bannerTitleEn", "bannerTitleOd", Text, TITLE).listed(),
            Field::bilingual("bannerSubtitleEn", "bannerSubtitleOd", Text, SUBTITLE).listed(),
            Field::bilingual("bannerDescEn", "bannerDescOd", LongText, DESCRIPTION).listed(),
        ],
        list_renames: &[],
        checks: &[Check::Required(
            &[
                "bannerTitleEn",
                "bannerTitleOd",
                "bannerSubtitleEn",
                "bannerSubtitleOd",
                "bannerDescEn",
                "bannerDescOd",
            ],
            ALL_REQUIRED,
        )],
        image: Some(ImageRule {
            label: label("Banner Image", "ବ୍ୟାନର ଛବି"),
            file_field: "bannerImg",
            detail_field: "encodedBanner",
            path_field: "bannerImagePath",
            required: Some("Please select a Banner image."),
            // docs/decisions.md §5 shows no type message for the banner; the server checks the type anyway.
            wrong_type: ONLY_JPG_PNG,
            too_large: "The image file size exceeds 5MB!",
        }),
        file: None,
        filters: None,
        list_envelope: false,
        order: Order::Display,
        list_extra: ListExtra::None,
        public: ON_ITS_PAGES_ONLY,
    },
    Entity {
        key: keys::PHOTOS,
        title: "Media gallery",
        title_od: "ମିଡିଆ ଗ୍ୟାଲେରୀ",
        list_path: "/imageGallery/allowAll/list",
        manage_path: "/imageGallery/manage",
        get_path: "/imageGallery/getImageGalleryById",
        toggle_path: "/imageGallery/activeInactiveByImageGalleryId",
        id_field: "imageGalleryId",
        manage_field: "cipherImageGalleryDto",
        toggle_field: "helperDto",
        fields: &[Field::bilingual(
            "displayName",
            "displayNameOd",
            Text,
            label("Display Name", "ପ୍ରଦର୍ଶନ ନାମ"),
        )
        .listed()],
        list_renames: &[],
        checks: &[Check::Required(
            &["displayName", "displayNameOd"],
            "Please fill in both display name fields.",
        )],
        image: Some(ImageRule {
            label: IMAGE,
            file_field: "displayImg",
            detail_field: "encodedImage",
            path_field: "displayImgPath",
            required: Some("Please select an image to upload."),
            wrong_type: ONLY_JPG_PNG,
            too_large: MAX_5MB,
        }),
        file: None,
        filters: None,
        list_envelope: false,
        order: Order::Display,
        list_extra: ListExtra::Gallery {
            title_en: "displayName",
            title_od: "displayNameOd",
        },
        public: ON_ITS_PAGES_ONLY,
    },
    Entity {
        key: keys::ANNOUNCEMENTS,
        title: "Focused announcement",
        title_od: "ମୁଖ୍ୟ ଘୋଷଣା",
        list_path: "/announce/allowAll/list",
        manage_path: "/announce/manage",
        get_path: "/announce/getAnnounceSectionById",
        toggle_path: "/announce/activeInactiveByAnnounceId",
        id_field: "announceId",
        manage_field: "cipherAnnounceSectionDTO",
        toggle_field: "helperDto",
        fields: &[
            Field::bilingual("announceTitleEn", "announceTitleOd", Text, TITLE).listed(),
            Field::bilingual("announceDescEn", "announceDescOd", LongText, DESCRIPTION).listed(),
        ],
        list_renames: &[],
        checks: &[Check::Required(
            &[
                "announceTitleEn",
                "announceTitleOd",
                "announceDescEn",
                "announceDescOd",
            ],
            "All fields are required, including the image!",
        )],
        image: Some(ImageRule {
            label: label("Announcement Image", "ଘୋଷଣା ଛବି"),
            file_field: "announceImg",
            detail_field: "encodedAnnounce",
            path_field: "announceImagePath",
            required: Some("All fields are required, including the image!"),
            wrong_type: ONLY_JPG_PNG,
            too_large: MAX_5MB,
        }),
        file: None,
        filters: None,
        list_envelope: false,
        order: Order::Display,
        list_extra: ListExtra::None,
        public: Public {
            page: None,
            search: Some(Searched {
                kind: "announcement",
                title: ("announceTitleEn", "announceTitleOd"),
                body: Some(("announceDescEn", "announceDescOd")),
                markdown: false,
                file: false,
                more: None,
                url: Url::Fixed("/#announce-heading"),
                date: None,
            }),
            feed: None,
            review: Review::News,
        },
    },
    Entity {
        key: keys::NOTICES,
        title: "Focused announcement notification",
        title_od: "ମୁଖ୍ୟ ଘୋଷଣା ଅଧିସୂଚନା",
        list_path: "/announce/notice/allowAll/list",
        manage_path: "/announce/notice/manage",
        get_path: "/announce/getAnnounceNoticeById",
        toggle_path: "/announce/activeInactiveByAnnounceNoticeId",
        id_field: "announceNoticeId",
        manage_field: "cipherAnnounceNoticeDTO",
        toggle_field: "helperDto",
        fields: &[
            Field::bilingual(
                "announceLinkEn",
                "announceLinkOd",
                Text,
                label("Link Text", "ଲିଙ୍କ ପାଠ୍ୟ"),
            )
            .listed(),
            Field::one("announceLinkPath", Link, label("Link Path", "ଲିଙ୍କ ପଥ")).listed(),
        ],
        list_renames: &[],
        checks: &[
            Check::Required(
                &["announceLinkEn", "announceLinkOd", "announceLinkPath"],
                ALL_REQUIRED,
            ),
            Check::Link("announceLinkPath", LINK),
        ],
        image: None,
        file: None,
        filters: None,
        list_envelope: true,
        order: Order::Display,
        list_extra: ListExtra::None,
        public: Public {
            page: None,
            search: Some(Searched {
                kind: "notice",
                title: ("announceLinkEn", "announceLinkOd"),
                body: None,
                markdown: false,
                file: false,
                more: None,
                url: Url::Field("announceLinkPath", "/"),
                date: None,
            }),
            feed: Some(FeedRow {
                path: "/feeds/notices.xml",
                title: label(
                    "Odisha State Higher Education Council: Notices",
                    "ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ: ବିଜ୍ଞପ୍ତି",
                ),
                description: label(
                    "Notices of the Odisha State Higher Education Council's notice board.",
                    "ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦର ବିଜ୍ଞପ୍ତି ବୋର୍ଡର ବିଜ୍ଞପ୍ତି।",
                ),
                page: "/",
            }),
            review: Review::Notices,
        },
    },
    Entity {
        key: keys::COUNCIL,
        title: "Education council",
        title_od: "ଶିକ୍ଷା ପରିଷଦ",
        list_path: "/council/allowAll/list",
        manage_path: "/council/manage",
        get_path: "/council/getCouncilSectionById",
        toggle_path: "/council/activeInactiveByCouncilId",
        id_field: "councilId",
        manage_field: "cipherCouncilSectionDTO",
        toggle_field: "helperDto",
        fields: &[
            Field::bilingual("councilTitleEn", "councilTitleOd", Text, TITLE).listed(),
            Field::bilingual("councilSubTitleEn", "councilSubTitleOd", Text, SUBTITLE).listed(),
            Field::bilingual("councilDescEn", "councilDescOd", LongText, DESCRIPTION).listed(),
        ],
        list_renames: &[],
        checks: &[Check::Required(
            &[
                "councilTitleEn",
                "councilTitleOd",
                "councilSubTitleEn",
                "councilSubTitleOd",
                "councilDescEn",
                "councilDescOd",
            ],
            ALL_REQUIRED,
        )],
        image: None,
        file: None,
        filters: None,
        list_envelope: false,
        order: Order::Display,
        list_extra: ListExtra::None,
        public: Public {
            page: None,
            search: Some(Searched {
                kind: "council",
                title: ("councilTitleEn", "councilTitleOd"),
                body: Some(("councilDescEn", "councilDescOd")),
                markdown: false,
                file: false,
                more: None,
                url: Url::Fixed("/#council-heading"),
                date: None,
            }),
            feed: None,
            review: Review::Pages,
        },
    },
    Entity {
        key: keys::FEATURES,
        title: "Education council features",
        title_od: "ଶିକ୍ଷା ପରିଷଦ ବୈଶିଷ୍ଟ୍ୟ",
        list_path: "/features/allowAll/list",
        manage_path: "/features/manage",
        get_path: "/features/getFeaturesSectionById",
        toggle_path: "/features/activeInactiveByFeaturesId",
        id_field: "featuresId",
        manage_field: "cipherFeaturesSectionDTO",
        toggle_field: "helperDto",
        fields: &[
            Field::bilingual("featuresTitleEn", "featuresTitleOd", Text, TITLE).listed(),
            Field::bilingual("featuresDescEn", "featuresDescOd", LongText, DESCRIPTION).listed(),
            Field::one("featuresLink", Link, LINK_LABEL).listed(),
        ],
        list_renames: &[],
        checks: &[
            Check::Required(
                &[
                    "featuresTitleEn",
                    "featuresTitleOd",
                    "featuresDescEn",
                    "featuresDescOd",
                    "featuresLink",
                ],
                "All text fields are required.",
            ),
            Check::Link("featuresLink", LINK),
        ],
        image: Some(ImageRule {
            label: label("Feature Image", "ବୈଶିଷ୍ଟ୍ୟ ଛବି"),
            file_field: "featuresImg",
            detail_field: "encodedFeature",
            path_field: "featuresImagePath",
            required: Some("An image is required."),
            wrong_type: ONLY_JPG_PNG,
            too_large: MAX_5MB,
        }),
        file: None,
        filters: None,
        list_envelope: false,
        order: Order::Display,
        list_extra: ListExtra::None,
        public: ON_ITS_PAGES_ONLY,
    },
    Entity {
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
    },
    Entity {
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
    },
    Entity {
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
    },
    Entity {
        key: keys::SETTINGS,
        title: "Footer general setting",
        title_od: "ଫୁଟର ସାଧାରଣ ସେଟିଂ",
        list_path: "/generalSetting/allowAll/list",
        manage_path: "/generalSetting/manage",
        get_path: "/generalSetting/getGeneralSettingById",
        toggle_path: "/generalSetting/activeInactiveByGeneralSettingId",
        id_field: "generalSettingId",
        manage_field: "cipherGeneralSettingDto",
        toggle_field: "helperDto",
        // The Web Information Manager (GIGW §5.4.1) the social addresses and the office
        // landline are optional: a
        // record written before they existed reads them as empty.
        fields: &[
            Field::one("locations", Text, label("Location Name", "ସ୍ଥାନର ନାମ")).listed(),
            Field::one(
                "locationsOd",
                Text,
                label("Location Name (Odia)", "ସ୍ଥାନର ନାମ (ଓଡ଼ିଆ)"),
            )
            .listed(),
            Field::one("emailIds", Email, EMAIL).listed(),
            Field::one("mobile", Phone, label("Phone Number", "ଫୋନ୍ ନମ୍ବର")).listed(),
            Field::one(
                "mobileOd",
                Text,
                label("Phone Number (Odia)", "ଫୋନ୍ ନମ୍ବର (ଓଡ଼ିଆ)"),
            )
            .listed(),
            Field::bilingual(
                "wimNameEn",
                "wimNameOd",
                Text,
                label(
                    "Web Information Manager (optional): name",
                    "ୱେବ୍ ସୂଚନା ପରିଚାଳକ (ଇଚ୍ଛାଧୀନ): ନାମ",
                ),
            ),
            Field::bilingual(
                "wimDesignationEn",
                "wimDesignationOd",
                Text,
                label(
                    "Web Information Manager (optional): designation",
                    "ୱେବ୍ ସୂଚନା ପରିଚାଳକ (ଇଚ୍ଛାଧୀନ): ପଦବୀ",
                ),
            ),
            Field::one(
                "facebookUrl",
                WebAddress,
                label("Facebook address (optional)", "ଫେସବୁକ୍ ଠିକଣା (ଇଚ୍ଛାଧୀନ)"),
            ),
            Field::one(
                "twitterUrl",
                WebAddress,
                label("X (Twitter) address (optional)", "X (ଟ୍ୱିଟର୍) ଠିକଣା (ଇଚ୍ଛାଧୀନ)"),
            ),
            Field::one(
                "youtubeUrl",
                WebAddress,
                label("YouTube address (optional)", "YouTube ଠିକଣା (ଇଚ୍ଛାଧୀନ)"),
            ),
            Field::one(
                "officePhone",
                Phone,
                label(
                    "Office landline with STD code (optional)",
                    "STD କୋଡ୍ ସହ କାର୍ଯ୍ୟାଳୟ ଲ୍ୟାଣ୍ଡଲାଇନ୍ (ଇଚ୍ଛାଧୀନ)",
                ),
            ),
        ],
        list_renames: &[],
        // docs/decisions.md §5 checks only these, in this order; the Odia location and mobile are optional.
        // The office landline (GIGW §5.4.1) is optional too.
        checks: &[
            Check::Required(&["locations"], "Please enter the location."),
            Check::Email("emailIds", "Please enter a valid email ID."),
            Check::Mobile("mobile", "Please enter a valid mobile number."),
            Check::OptionalWebAddress(
                &["facebookUrl", "twitterUrl", "youtubeUrl"],
                "Social media addresses must start with https:// (or be left empty).",
            ),
            Check::OptionalPhone(
                "officePhone",
                "Please enter the office phone with its STD code, e.g. 0674-2391234.",
            ),
        ],
        image: None,
        file: None,
        filters: None,
        list_envelope: true,
        order: Order::Display,
        list_extra: ListExtra::None,
        public: ON_ITS_PAGES_ONLY,
    },
    Entity {
        key: keys::INTRODUCTION,
        title: "Introduction",
        title_od: "ପରିଚୟ",
        list_path: "/introduction/allowAll/list",
        manage_path: "/introduction/manage",
        get_path: "/introduction/getIntroductionById",
        toggle_path: "/introduction/activeInactiveByIntroductionId",
        id_field: "introductionId",
        manage_field: "cipherIntroductionDTO",
        toggle_field: "helperDto",
        fields: &[
            Field::bilingual("introductionTitleEn", "introductionTitleOd", Text, TITLE).listed(),
            Field::bilingual(
                "introductionDescEn",
                "introductionDescOd",
                LongText,
                DESCRIPTION,
            )
            .listed(),
        ],
        list_renames: &[],
        checks: &[Check::Required(
            &[
                "introductionTitleEn",
                "introductionTitleOd",
                "introductionDescEn",
                "introductionDescOd",
            ],
            ALL_REQUIRED,
        )],
        image: None,
        file: None,
        filters: None,
        list_envelope: true,
        order: Order::Display,
        list_extra: ListExtra::None,
        public: Public {
            page: None,
            search: Some(Searched {
                kind: "introduction",
                title: ("introductionTitleEn", "introductionTitleOd"),
                body: Some(("introductionDescEn", "introductionDescOd")),
                markdown: false,
                file: false,
                more: None,
                url: Url::Fixed("/about/introduction"),
                date: None,
            }),
            feed: None,
            review: Review::Pages,
        },
    },
    Entity {
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
    },
    Entity {
        key: keys::PAGES,
        title: "Policy and help page",
        title_od: "ନୀତି ଓ ସହାୟତା ପୃଷ୍ଠା",
        list_path: "/page/allowAll/list",
        manage_path: "/page/manage",
        get_path: "/page/getPageById",
        toggle_path: "/page/activeInactiveByPageId",
        id_field: "pageId",
        manage_field: "cipherPageDto",
        toggle_field: "helperDto",
        fields: &[
            Field::one(
                "slug",
                Slug,
                label(
                    "Page address (after /page/)",
                    "ପୃଷ୍ଠା ଠିକଣା (ୱେବ୍ ଠିକଣାର ଶେଷ ଅଂଶ)",
                ),
            )
            .listed(),
            Field::bilingual("titleEn", "titleOd", Text, TITLE).listed(),
            Field::bilingual("bodyEn", "bodyOd", Markdown, TEXT).listed(),
        ],
        list_renames: &[],
        checks: &[
            Check::Required(
                &["slug", "titleEn", "titleOd", "bodyEn", "bodyOd"],
                ALL_REQUIRED,
            ),
            Check::Slug(
                "slug",
                "The address may use only lowercase letters, digits and hyphens (for example privacy-policy).",
            ),
            Check::Unique("slug", "Another page already uses this address."),
        ],
        image: None,
        file: None,
        filters: None,
        list_envelope: true,
        order: Order::Display,
        list_extra: ListExtra::Markdown(&[("bodyEn", "bodyEnHtml"), ("bodyOd", "bodyOdHtml")]),
        public: Public {
            page: Some(RecordPage {
                prefix: "/page/",
                field: "slug",
            }),
            search: Some(Searched {
                kind: "page",
                title: ("titleEn", "titleOd"),
                body: Some(("bodyEn", "bodyOd")),
                markdown: true,
                file: false,
                more: None,
                url: Url::Record,
                date: None,
            }),
            feed: None,
            review: Review::Pages,
        },
    },
    Entity {
        key: keys::OFFICIALS,
        title: "Who is who",
        title_od: "କିଏ କିଏ",
        list_path: "/official/allowAll/list",
        manage_path: "/official/manage",
        get_path: "/official/getOfficialById",
        toggle_path: "/official/activeInactiveByOfficialId",
        id_field: "officialId",
        manage_field: "cipherOfficialDto",
        toggle_field: "helperDto",
        fields: &[
            Field::bilingual("nameEn", "nameOd", Text, label("Name", "ନାମ")).listed(),
            Field::bilingual(
                "designationEn",
                "designationOd",
                Text,
                label("Designation", "ପଦବୀ"),
            )
            .listed(),
            Field::one(
                "group",
                Select {
                    choices: OFFICIAL_GROUPS,
                    prompt: label("Select a group", "ଏକ ଗୋଷ୍ଠୀ ବାଛନ୍ତୁ"),
                },
                label("Group", "ଗୋଷ୍ଠୀ"),
            )
            .listed(),
            Field::one("email", Email, EMAIL).listed(),
            Field::one("phone", Phone, label("Phone", "ଫୋନ୍"))
                .hint(label(
                    "A mobile number, or a landline with its STD code.",
                    "ମୋବାଇଲ୍ ନମ୍ବର, କିମ୍ବା STD କୋଡ୍ ସହ ଲ୍ୟାଣ୍ଡଲାଇନ୍।",
                ))
                .listed(),
        ],
        list_renames: &[],
        checks: &[
            Check::Required(
                &[
                    "nameEn",
                    "nameOd",
                    "designationEn",
                    "designationOd",
                    "group",
                ],
                "Please fill in the name and designation in both languages, and the group.",
            ),
            Check::OneOf(
                "group",
                OFFICIAL_GROUPS,
                "The group must be chairperson-and-member-secretary, academic-consultants or finance.",
            ),
            Check::Email("email", "Please enter a valid email ID."),
            Check::OptionalPhone(
                "phone",
                "Please enter a 10-digit mobile or a landline with its STD code, e.g. 0674-2391234.",
            ),
        ],
        image: None,
        file: None,
        filters: None,
        list_envelope: true,
        order: Order::Display,
        list_extra: ListExtra::None,
        public: Public {
            page: None,
            search: Some(Searched {
                kind: "official",
                title: ("nameEn", "nameOd"),
                body: Some(("designationEn", "designationOd")),
                markdown: false,
                file: false,
                more: None,
                url: Url::Fixed("/about/organizationstructure"),
                date: None,
            }),
            feed: None,
            review: Review::Pages,
        },
    },
];

/// The entity with this key (seed loader, `/uploads/<key>/`).
pub fn by_key(key: &str) -> Option<&'static Entity> {
    ENTITIES.iter().find(|e| e.key == key)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every name a row uses outside its field list: checks, filters, renames, extras,
    /// order, file name, record page and search side.
    fn named(e: &Entity) -> Vec<&'static str> {
        let mut out: Vec<&'static str> = Vec::new();
        for check in e.checks {
            out.extend(check.fields());
        }
        if let Some(f) = &e.filters {
            out.extend([f.category, f.year, f.expiry]);
            out.extend(f.search.iter().copied());
        }
        out.extend(e.list_renames.iter().map(|(from, _)| *from));
        match &e.list_extra {
            ListExtra::None => {}
            ListExtra::Gallery { title_en, title_od } => out.extend([*title_en, *title_od]),
            ListExtra::Markdown(pairs) => out.extend(pairs.iter().map(|(stored, _)| *stored)),
        }
        if let Order::DateDescending(f) = e.order {
            out.push(f);
        }
        if let Some(file) = &e.file {
            out.push(file.name_from);
        }
        if let Some(s) = &e.public.search {
            out.extend([s.title.0, s.title.1]);
            out.extend(s.body.iter().flat_map(|(a, b)| [*a, *b]));
            out.extend(s.more.iter().flat_map(|(a, b)| [*a, *b]));
            out.extend(s.date);
            match s.url {
                Url::Field(f, _) | Url::FieldOrRecord(f) | Url::Category(f, _) => out.push(f),
                Url::Fixed(_) | Url::Record => {}
            }
        }
        out
    }

    #[test]
    fn every_name_a_row_uses_is_one_of_its_fields() {
        for e in &ENTITIES {
            for name in named(e) {
                assert!(
                    e.has_field(name),
                    "{}: {name} is not one of its fields",
                    e.key
                );
            }
        }
    }

    #[test]
    fn fields_are_named_once_and_labelled_in_both_languages() {
        for e in &ENTITIES {
            let names: Vec<&str> = e.field_names().collect();
            let mut unique = names.clone();
            unique.sort_unstable();
            unique.dedup();
            assert_eq!(unique.len(), names.len(), "{}: a field named twice", e.key);
            for f in e.fields {
                assert!(!f.label.en.is_empty(), "{}: a field without a label", e.key);
                assert!(
                    f.label
                        .od
                        .chars()
                        .any(|c| ('\u{0B00}'..='\u{0B7F}').contains(&c)),
                    "{}: {} has no Odia label",
                    e.key,
                    f.label.en
                );
                if let FieldKind::Select { choices, .. } = f.kind {
                    assert!(!choices.is_empty(), "{}: a select without choices", e.key);
                }
            }
        }
    }

    #[test]
    fn public_sides_lead_somewhere() {
        for e in &ENTITIES {
            let public = &e.public;
            if let Some(page) = &public.page {
                let file_path = e.file.as_ref().map(|f| f.path_field);
                assert!(
                    e.has_field(page.field)
                        || page.field == e.id_field
                        || Some(page.field) == file_path,
                    "{}: its record page reads {}",
                    e.key,
                    page.field
                );
            }
            if let Some(search) = &public.search
                && matches!(search.url, Url::Record | Url::FieldOrRecord(_))
            {
                assert!(public.page.is_some(), "{}: search leads to no page", e.key);
            }
            if public.feed.is_some() {
                // A feed's items are made of the search side's fields.
                assert!(public.search.is_some(), "{}: a feed without fields", e.key);
            }
        }
        let feeds: Vec<&str> = ENTITIES
            .iter()
            .filter_map(|e| Some(e.public.feed.as_ref()?.path))
            .collect();
        let mut unique = feeds.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), feeds.len(), "two feeds at one address");
    }
}
