//! The entities as data: one row each. Everything else (service, wire, documentation)
//! reads these rows; nothing is written per entity.

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

const ALL_REQUIRED: &str = "All fields are required!";
const ONLY_JPG_PNG: &str = "Only JPG and PNG files are allowed.";
const MAX_5MB: &str = "File size must not exceed 5MB.";
const LINK: &str = "Please enter a link that starts with https:// or http://, or a path on this site that starts with /.";

/// The ten report pages of docs/decisions.md §1, in that order: the values of a document's category.
pub const DOCUMENT_CATEGORIES: &[&str] = &[
    "acts",
    "proceedings",
    "initiatives",
    "ug",
    "pg",
    "central",
    "notices",
    "ongoing",
    "eContents",
    "nep",
];

/// The groups of the organisation structure page, in the order it shows them.
pub const OFFICIAL_GROUPS: &[&str] = &[
    "chairperson-and-member-secretary",
    "academic-consultants",
    "finance",
];

pub static ENTITIES: [Entity; 14] = [
    Entity {
        key: "banner",
        title: "Banner",
        list_path: "/banner/allowAll/list",
        manage_path: "/banner/manage",
        get_path: "/banner/getBannerById",
        toggle_path: "/banner/activeInactiveByBannerId",
        id_field: "bannerId",
        manage_field: "cipherBannerSliderDto",
        toggle_field: "bannerSliderDto",
        fields: &[
            "bannerTitleEn",
            "bannerTitleOd",
            "bannerSubtitleEn",
            "bannerSubtitleOd",
            "bannerDescEn",
            "bannerDescOd",
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
    },
    Entity {
        key: "imageGallery",
        title: "Media gallery",
        list_path: "/imageGallery/allowAll/list",
        manage_path: "/imageGallery/manage",
        get_path: "/imageGallery/getImageGalleryById",
        toggle_path: "/imageGallery/activeInactiveByImageGalleryId",
        id_field: "imageGalleryId",
        manage_field: "cipherImageGalleryDto",
        toggle_field: "helperDto",
        fields: &["displayName", "displayNameOd"],
        list_renames: &[],
        checks: &[Check::Required(
            &["displayName", "displayNameOd"],
            "Please fill in both display name fields.",
        )],
        image: Some(ImageRule {
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
    },
    Entity {
        key: "announce",
        title: "Focused announcement",
        list_path: "/announce/allowAll/list",
        manage_path: "/announce/manage",
        get_path: "/announce/getAnnounceSectionById",
        toggle_path: "/announce/activeInactiveByAnnounceId",
        id_field: "announceId",
        manage_field: "cipherAnnounceSectionDTO",
        toggle_field: "helperDto",
        fields: &[
            "announceTitleEn",
            "announceTitleOd",
            "announceDescEn",
            "announceDescOd",
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
    },
    Entity {
        key: "announceNotice",
        title: "Focused announcement notification",
        list_path: "/announce/notice/allowAll/list",
        manage_path: "/announce/notice/manage",
        get_path: "/announce/getAnnounceNoticeById",
        toggle_path: "/announce/activeInactiveByAnnounceNoticeId",
        id_field: "announceNoticeId",
        manage_field: "cipherAnnounceNoticeDTO",
        toggle_field: "helperDto",
        fields: &["announceLinkEn", "announceLinkOd", "announceLinkPath"],
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
    },
    Entity {
        key: "council",
        title: "Education council",
        list_path: "/council/allowAll/list",
        manage_path: "/council/manage",
        get_path: "/council/getCouncilSectionById",
        toggle_path: "/council/activeInactiveByCouncilId",
        id_field: "councilId",
        manage_field: "cipherCouncilSectionDTO",
        toggle_field: "helperDto",
        fields: &[
            "councilTitleEn",
            "councilTitleOd",
            "councilSubTitleEn",
            "councilSubTitleOd",
            "councilDescEn",
            "councilDescOd",
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
    },
    Entity {
        key: "features",
        title: "Education council features",
        list_path: "/features/allowAll/list",
        manage_path: "/features/manage",
        get_path: "/features/getFeaturesSectionById",
        toggle_path: "/features/activeInactiveByFeaturesId",
        id_field: "featuresId",
        manage_field: "cipherFeaturesSectionDTO",
        toggle_field: "helperDto",
        fields: &[
            "featuresTitleEn",
            "featuresTitleOd",
            "featuresDescEn",
            "featuresDescOd",
            "featuresLink",
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
    },
    Entity {
        key: "latestNews",
        title: "Latest news",
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
            "newsTitleEn",
            "newsTitleOd",
            "newsDate",
            "newsDescEn",
            "newsDescOd",
            "newsLink",
            "newsBodyEn",
            "newsBodyOd",
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
    },
    Entity {
        key: "videoGallery",
        title: "Video gallery",
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
            "displayVideo",
            "videoTitleEn",
            "videoTitleOd",
            "videoDescEn",
            "videoDescOd",
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
    },
    Entity {
        key: "strongFuture",
        title: "Futures together",
        list_path: "/strongFuture/allowAll/list",
        manage_path: "/strongFuture/manage",
        get_path: "/strongFuture/getStrongFuturerById",
        toggle_path: "/strongFuture/activeInactiveByStrongFutureId",
        id_field: "strongFutureId",
        manage_field: "cipherStrongFutureDto",
        toggle_field: "strongFutureDto",
        fields: &["name", "altName"],
        list_renames: &[("name", "nameEn"), ("altName", "nameOd")],
        checks: &[Check::Required(
            &["name", "altName"],
            "Please fill in both name and alt name.",
        )],
        image: Some(ImageRule {
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
    },
    Entity {
        key: "generalSetting",
        title: "Footer general setting",
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
            "locations",
            "locationsOd",
            "emailIds",
            "mobile",
            "mobileOd",
            "wimNameEn",
            "wimNameOd",
            "wimDesignationEn",
            "wimDesignationOd",
            "facebookUrl",
            "twitterUrl",
            "youtubeUrl",
            "officePhone",
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
    },
    Entity {
        key: "introduction",
        title: "Introduction",
        list_path: "/introduction/allowAll/list",
        manage_path: "/introduction/manage",
        get_path: "/introduction/getIntroductionById",
        toggle_path: "/introduction/activeInactiveByIntroductionId",
        id_field: "introductionId",
        manage_field: "cipherIntroductionDTO",
        toggle_field: "helperDto",
        fields: &[
            "introductionTitleEn",
            "introductionTitleOd",
            "introductionDescEn",
            "introductionDescOd",
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
    },
    Entity {
        key: "document",
        title: "Document",
        list_path: "/document/allowAll/list",
        manage_path: "/document/manage",
        get_path: "/document/getDocumentById",
        toggle_path: "/document/activeInactiveByDocumentId",
        id_field: "documentId",
        manage_field: "cipherDocumentDto",
        toggle_field: "helperDto",
        fields: &[
            "titleEn",
            "titleOd",
            "category",
            "publishDate",
            "validUntil",
            "fileLanguage",
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
                &["en", "od", "both"],
                "Please select the language of the file.",
            ),
        ],
        image: None,
        file: Some(FileRule {
            kind: FileKind::Pdf,
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
    },
    Entity {
        key: "page",
        title: "Policy and help page",
        list_path: "/page/allowAll/list",
        manage_path: "/page/manage",
        get_path: "/page/getPageById",
        toggle_path: "/page/activeInactiveByPageId",
        id_field: "pageId",
        manage_field: "cipherPageDto",
        toggle_field: "helperDto",
        fields: &["slug", "titleEn", "titleOd", "bodyEn", "bodyOd"],
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
    },
    Entity {
        key: "official",
        title: "Who is who",
        list_path: "/official/allowAll/list",
        manage_path: "/official/manage",
        get_path: "/official/getOfficialById",
        toggle_path: "/official/activeInactiveByOfficialId",
        id_field: "officialId",
        manage_field: "cipherOfficialDto",
        toggle_field: "helperDto",
        fields: &[
            "nameEn",
            "nameOd",
            "designationEn",
            "designationOd",
            "group",
            "email",
            "phone",
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
    },
];

/// The entity with this key (seed loader, `/uploads/<key>/`).
pub fn by_key(key: &str) -> Option<&'static Entity> {
    ENTITIES.iter().find(|e| e.key == key)
}
