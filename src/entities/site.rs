//! The rows of the site's standing parts: the footer's general setting, the introduction, the
//! policy and help pages, and who is who.

use super::*;

pub(super) const SETTINGS: Entity = Entity {
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
};

pub(super) const INTRODUCTION: Entity = Entity {
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
};

pub(super) const PAGES: Entity = Entity {
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
            label("Page address (after /page/)", "ପୃଷ୍ଠା ଠିକଣା (ୱେବ୍ ଠିକଣାର ଶେଷ ଅଂଶ)"),
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
};

pub(super) const OFFICIALS: Entity = Entity {
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
};
