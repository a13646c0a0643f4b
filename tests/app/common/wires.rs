//! The wire contracts of docs/decisions.md §6, written out (see `common`), and a valid sample
//! record for each.

use super::*;

/// One entity's wire contract, as docs/decisions.md §6 spell it.
#[derive(Debug, Clone, Copy)]
pub struct Wire {
    pub key: &'static str,
    pub list: &'static str,
    pub manage: &'static str,
    pub manage_field: &'static str,
    pub file_field: Option<&'static str>,
    pub get: &'static str,
    pub id_field: &'static str,
    pub toggle: &'static str,
    pub toggle_field: &'static str,
    /// Public list in the envelope (true) or a bare array (false).
    pub enveloped: bool,
    /// Detail base64 field and list URL field of the image.
    pub encoded: Option<&'static str>,
    pub path: Option<&'static str>,
    pub fields: &'static [&'static str],
}

pub const WIRES: [Wire; 13] = [
    Wire {
        key: "banner",
        list: "/banner/allowAll/list",
        manage: "/banner/manage",
        manage_field: "cipherBannerSliderDto",
        file_field: Some("bannerImg"),
        get: "/banner/getBannerById",
        id_field: "bannerId",
        toggle: "/banner/activeInactiveByBannerId",
        toggle_field: "bannerSliderDto",
        enveloped: false,
        encoded: Some("encodedBanner"),
        path: Some("bannerImagePath"),
        fields: &[
            "bannerTitleEn",
            "bannerTitleOd",
            "bannerSubtitleEn",
            "bannerSubtitleOd",
            "bannerDescEn",
            "bannerDescOd",
        ],
    },
    Wire {
        key: "imageGallery",
        list: "/imageGallery/allowAll/list",
        manage: "/imageGallery/manage",
        manage_field: "cipherImageGalleryDto",
        file_field: Some("displayImg"),
        get: "/imageGallery/getImageGalleryById",
        id_field: "imageGalleryId",
        toggle: "/imageGallery/activeInactiveByImageGalleryId",
        toggle_field: "helperDto",
        enveloped: false,
        encoded: Some("encodedImage"),
        path: Some("displayImgPath"),
        fields: &["displayName", "displayNameOd"],
    },
    Wire {
        key: "announce",
        list: "/announce/allowAll/list",
        manage: "/announce/manage",
        manage_field: "cipherAnnounceSectionDTO",
        file_field: Some("announceImg"),
        get: "/announce/getAnnounceSectionById",
        id_field: "announceId",
        toggle: "/announce/activeInactiveByAnnounceId",
        toggle_field: "helperDto",
        enveloped: false,
        encoded: Some("encodedAnnounce"),
        path: Some("announceImagePath"),
        fields: &[
            "announceTitleEn",
            "announceTitleOd",
            "announceDescEn",
            "announceDescOd",
        ],
    },
    Wire {
        key: "announceNotice",
        list: "/announce/notice/allowAll/list",
        manage: "/announce/notice/manage",
        manage_field: "cipherAnnounceNoticeDTO",
        file_field: None,
        get: "/announce/getAnnounceNoticeById",
        id_field: "announceNoticeId",
        toggle: "/announce/activeInactiveByAnnounceNoticeId",
        toggle_field: "helperDto",
        enveloped: true,
        encoded: None,
        path: None,
        fields: &["announceLinkEn", "announceLinkOd", "announceLinkPath"],
    },
    Wire {
        key: "council",
        list: "/council/allowAll/list",
        manage: "/council/manage",
        manage_field: "cipherCouncilSectionDTO",
        file_field: None,
        get: "/council/getCouncilSectionById",
        id_field: "councilId",
        toggle: "/council/activeInactiveByCouncilId",
        toggle_field: "helperDto",
        enveloped: false,
        encoded: None,
        path: None,
        fields: &[
            "councilTitleEn",
            "councilTitleOd",
            "councilSubTitleEn",
            "councilSubTitleOd",
            "councilDescEn",
            "councilDescOd",
        ],
    },
    Wire {
        key: "features",
        list: "/features/allowAll/list",
        manage: "/features/manage",
        manage_field: "cipherFeaturesSectionDTO",
        file_field: Some("featuresImg"),
        get: "/features/getFeaturesSectionById",
        id_field: "featuresId",
        toggle: "/features/activeInactiveByFeaturesId",
        toggle_field: "helperDto",
        enveloped: false,
        encoded: Some("encodedFeature"),
        path: Some("featuresImagePath"),
        fields: &[
            "featuresTitleEn",
            "featuresTitleOd",
            "featuresDescEn",
            "featuresDescOd",
            "featuresLink",
        ],
    },
    Wire {
        key: "latestNews",
        list: "/latestNews/allowAll/list",
        manage: "/latestNews/manage",
        manage_field: "cipherLatestNewsDto",
        file_field: None,
        get: "/latestNews/getLatestNewsIdById",
        id_field: "latestNewsId",
        toggle: "/latestNews/activeInactiveByLatestNewsId",
        toggle_field: "helperDto",
        enveloped: false,
        encoded: None,
        path: None,
        fields: &[
            "newsTitleEn",
            "newsTitleOd",
            "newsDate",
            "newsDescEn",
            "newsDescOd",
            "newsLink",
        ],
    },
    Wire {
        key: "videoGallery",
        list: "/videoGallery/allowAll/list",
        manage: "/videoGallery/manage",
        manage_field: "cipherVideoGalleryDto",
        file_field: None,
        get: "/videoGallery/getVideoGalleryById",
        id_field: "videoGalleryId",
        toggle: "/videoGallery/activeInactiveByVideoGalleryId",
        toggle_field: "helperDto",
        enveloped: false,
        encoded: None,
        path: None,
        fields: &[
            "displayVideo",
            "videoTitleEn",
            "videoTitleOd",
            "videoDescEn",
            "videoDescOd",
        ],
    },
    Wire {
        key: "strongFuture",
        list: "/strongFuture/allowAll/list",
        manage: "/strongFuture/manage",
        manage_field: "cipherStrongFutureDto",
        file_field: Some("logo"),
        get: "/strongFuture/getStrongFuturerById",
        id_field: "strongFutureId",
        toggle: "/strongFuture/activeInactiveByStrongFutureId",
        toggle_field: "strongFutureDto",
        enveloped: false,
        encoded: Some("encodedLogo"),
        path: Some("logoPath"),
        fields: &["name", "altName"],
    },
    Wire {
        key: "generalSetting",
        list: "/generalSetting/allowAll/list",
        manage: "/generalSetting/manage",
        manage_field: "cipherGeneralSettingDto",
        file_field: None,
        get: "/generalSetting/getGeneralSettingById",
        id_field: "generalSettingId",
        toggle: "/generalSetting/activeInactiveByGeneralSettingId",
        toggle_field: "helperDto",
        enveloped: true,
        encoded: None,
        path: None,
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
    },
    Wire {
        key: "introduction",
        list: "/introduction/allowAll/list",
        manage: "/introduction/manage",
        manage_field: "cipherIntroductionDTO",
        file_field: None,
        get: "/introduction/getIntroductionById",
        id_field: "introductionId",
        toggle: "/introduction/activeInactiveByIntroductionId",
        toggle_field: "helperDto",
        enveloped: true,
        encoded: None,
        path: None,
        fields: &[
            "introductionTitleEn",
            "introductionTitleOd",
            "introductionDescEn",
            "introductionDescOd",
        ],
    },
    Wire {
        key: "page",
        list: "/page/allowAll/list",
        manage: "/page/manage",
        manage_field: "cipherPageDto",
        file_field: None,
        get: "/page/getPageById",
        id_field: "pageId",
        toggle: "/page/activeInactiveByPageId",
        toggle_field: "helperDto",
        enveloped: true,
        encoded: None,
        path: None,
        fields: &["slug", "titleEn", "titleOd", "bodyEn", "bodyOd"],
    },
    Wire {
        key: "official",
        list: "/official/allowAll/list",
        manage: "/official/manage",
        manage_field: "cipherOfficialDto",
        file_field: None,
        get: "/official/getOfficialById",
        id_field: "officialId",
        toggle: "/official/activeInactiveByOfficialId",
        toggle_field: "helperDto",
        enveloped: true,
        encoded: None,
        path: None,
        fields: &[
            "nameEn",
            "nameOd",
            "designationEn",
            "designationOd",
            "group",
            "email",
            "phone",
        ],
    },
];

/// The document's wire contract as docs/decisions.md §6 spells it.
pub const DOCUMENT: Wire = Wire {
    key: "document",
    list: "/document/allowAll/list",
    manage: "/document/manage",
    manage_field: "cipherDocumentDto",
    file_field: Some("documentFile"),
    get: "/document/getDocumentById",
    id_field: "documentId",
    toggle: "/document/activeInactiveByDocumentId",
    toggle_field: "helperDto",
    enveloped: false,
    encoded: None,
    path: Some("documentPath"),
    fields: &[
        "titleEn",
        "titleOd",
        "category",
        "publishDate",
        "validUntil",
        "fileLanguage",
    ],
};

pub fn wire(key: &str) -> Wire {
    *WIRES
        .iter()
        .find(|w| w.key == key)
        .unwrap_or_else(|| panic!("no wire entry {key}"))
}

/// A valid value for every field of `w`, tagged with `tag` so records can be told apart.
pub fn sample(w: &Wire, tag: &str) -> Value {
    let mut map = serde_json::Map::new();
    for &f in w.fields {
        let v = match f {
            "emailIds" => "info@oshec.example.org".to_string(),
            "mobile" => "0674239100".to_string(),
            "mobileOd" => "୦୬୭୪୨୩୯୧୦୦".to_string(),
            "officePhone" | "phone" => "0674-2391234".to_string(),
            "email" => "official@oshec.example.org".to_string(),
            "group" => "finance".to_string(),
            "newsDate" => "2025-01-15".to_string(),
            // A video id is 6 to 20 letters, digits, `_` or `-`.
            "displayVideo" => {
                let id: String = tag
                    .chars()
                    .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
                    .take(15)
                    .collect();
                format!("https://www.youtube.com/watch?v=video{id}")
            }
            "facebookUrl" | "twitterUrl" | "youtubeUrl" => {
                "https://social.example.org/oshec".to_string()
            }
            // Unique among pages: made from the tag, in the characters an address allows.
            "slug" => {
                let slug: String = tag
                    .chars()
                    .map(|c| {
                        if c.is_ascii_alphanumeric() {
                            c.to_ascii_lowercase()
                        } else {
                            '-'
                        }
                    })
                    .collect();
                format!("page-{}", slug.trim_matches('-'))
            }
            "featuresLink" | "announceLinkPath" | "newsLink" => {
                format!("https://oshec.example.org/{}", tag.replace(' ', "-"))
            }
            other if other.ends_with("Od") => format!("ଓଡ଼ିଆ {other} {tag}"),
            other => format!("{other} {tag}"),
        };
        map.insert(f.to_string(), Value::String(v));
    }
    Value::Object(map)
}
