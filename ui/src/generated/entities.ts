// GENERATED from src/content/entities.rs and src/sitemap.rs by src/ui_export.rs. Do not edit:
// change the entity table or src/sitemap.rs and run
// `OSHEC_WRITE_GENERATED=1 cargo test --release --lib ui_export` (docs/architecture.md). CI
// fails when this file is stale.
export const SERVER_ENTITIES = {
  "announce": {
    "checks": [
      {
        "fields": [
          "announceTitleEn",
          "announceTitleOd",
          "announceDescEn",
          "announceDescOd"
        ],
        "kind": "required",
        "message": "All fields are required, including the image!"
      }
    ],
    "fields": [
      "announceTitleEn",
      "announceTitleOd",
      "announceDescEn",
      "announceDescOd"
    ],
    "file": null,
    "filters": null,
    "getPath": "/announce/getAnnounceSectionById",
    "idField": "announceId",
    "image": {
      "detailField": "encodedAnnounce",
      "fileField": "announceImg",
      "pathField": "announceImagePath",
      "required": "All fields are required, including the image!",
      "tooLarge": "File size must not exceed 5MB.",
      "wrongType": "Only JPG and PNG files are allowed."
    },
    "key": "announce",
    "listEnvelope": false,
    "listPath": "/announce/allowAll/list",
    "listRenames": [],
    "manageField": "cipherAnnounceSectionDTO",
    "managePath": "/announce/manage",
    "order": {
      "by": "display"
    },
    "title": "Focused announcement",
    "titleOd": "ମୁଖ୍ୟ ଘୋଷଣା",
    "toggleField": "helperDto",
    "togglePath": "/announce/activeInactiveByAnnounceId"
  },
  "announceNotice": {
    "checks": [
      {
        "fields": [
          "announceLinkEn",
          "announceLinkOd",
          "announceLinkPath"
        ],
        "kind": "required",
        "message": "All fields are required!"
      },
      {
        "field": "announceLinkPath",
        "kind": "link",
        "message": "Please enter a link that starts with https:// or http://, or a path on this site that starts with /."
      }
    ],
    "fields": [
      "announceLinkEn",
      "announceLinkOd",
      "announceLinkPath"
    ],
    "file": null,
    "filters": null,
    "getPath": "/announce/getAnnounceNoticeById",
    "idField": "announceNoticeId",
    "image": null,
    "key": "announceNotice",
    "listEnvelope": true,
    "listPath": "/announce/notice/allowAll/list",
    "listRenames": [],
    "manageField": "cipherAnnounceNoticeDTO",
    "managePath": "/announce/notice/manage",
    "order": {
      "by": "display"
    },
    "title": "Focused announcement notification",
    "titleOd": "ମୁଖ୍ୟ ଘୋଷଣା ଅଧିସୂଚନା",
    "toggleField": "helperDto",
    "togglePath": "/announce/activeInactiveByAnnounceNoticeId"
  },
  "banner": {
    "checks": [
      {
        "fields": [
          "bannerTitleEn",
          "bannerTitleOd",
          "bannerSubtitleEn",
          "bannerSubtitleOd",
          "bannerDescEn",
          "bannerDescOd"
        ],
        "kind": "required",
        "message": "All fields are required!"
      }
    ],
    "fields": [
      "bannerTitleEn",
      "bannerTitleOd",
      "bannerSubtitleEn",
      "bannerSubtitleOd",
      "bannerDescEn",
      "bannerDescOd"
    ],
    "file": null,
    "filters": null,
    "getPath": "/banner/getBannerById",
    "idField": "bannerId",
    "image": {
      "detailField": "encodedBanner",
      "fileField": "bannerImg",
      "pathField": "bannerImagePath",
      "required": "Please select a Banner image.",
      "tooLarge": "The image file size exceeds 5MB!",
      "wrongType": "Only JPG and PNG files are allowed."
    },
    "key": "banner",
    "listEnvelope": false,
    "listPath": "/banner/allowAll/list",
    "listRenames": [],
    "manageField": "cipherBannerSliderDto",
    "managePath": "/banner/manage",
    "order": {
      "by": "display"
    },
    "title": "Banner",
    "titleOd": "ବ୍ୟାନର",
    "toggleField": "bannerSliderDto",
    "togglePath": "/banner/activeInactiveByBannerId"
  },
  "council": {
    "checks": [
      {
        "fields": [
          "councilTitleEn",
          "councilTitleOd",
          "councilSubTitleEn",
          "councilSubTitleOd",
          "councilDescEn",
          "councilDescOd"
        ],
        "kind": "required",
        "message": "All fields are required!"
      }
    ],
    "fields": [
      "councilTitleEn",
      "councilTitleOd",
      "councilSubTitleEn",
      "councilSubTitleOd",
      "councilDescEn",
      "councilDescOd"
    ],
    "file": null,
    "filters": null,
    "getPath": "/council/getCouncilSectionById",
    "idField": "councilId",
    "image": null,
    "key": "council",
    "listEnvelope": false,
    "listPath": "/council/allowAll/list",
    "listRenames": [],
    "manageField": "cipherCouncilSectionDTO",
    "managePath": "/council/manage",
    "order": {
      "by": "display"
    },
    "title": "Education council",
    "titleOd": "ଶିକ୍ଷା ପରିଷଦ",
    "toggleField": "helperDto",
    "togglePath": "/council/activeInactiveByCouncilId"
  },
  "document": {
    "checks": [
      {
        "fields": [
          "titleEn",
          "titleOd",
          "category",
          "publishDate",
          "fileLanguage"
        ],
        "kind": "required",
        "message": "All fields are required!"
      },
      {
        "field": "category",
        "kind": "oneOf",
        "message": "Please select a category from the list.",
        "values": [
          "acts",
          "proceedings",
          "initiatives",
          "ug",
          "pg",
          "central",
          "notices",
          "ongoing",
          "eContents",
          "nep"
        ]
      },
      {
        "field": "publishDate",
        "kind": "date",
        "message": "Please enter a valid date!"
      },
      {
        "field": "validUntil",
        "kind": "dateOrEmpty",
        "message": "Please enter a valid date!"
      },
      {
        "field": "fileLanguage",
        "kind": "oneOf",
        "message": "Please select the language of the file.",
        "values": [
          "en",
          "od",
          "both"
        ]
      }
    ],
    "fields": [
      "titleEn",
      "titleOd",
      "category",
      "publishDate",
      "validUntil",
      "fileLanguage"
    ],
    "file": {
      "extension": "pdf",
      "fileField": "documentFile",
      "kind": "pdf",
      "mime": "application/pdf",
      "pathField": "documentPath",
      "required": "Please select a PDF file.",
      "sizeField": "fileSize",
      "tooLarge": "The file size exceeds {N} MB!",
      "wrongType": "Only PDF files are allowed."
    },
    "filters": {
      "category": "category",
      "expiry": "validUntil",
      "search": [
        "titleEn",
        "titleOd"
      ],
      "year": "publishDate"
    },
    "getPath": "/document/getDocumentById",
    "idField": "documentId",
    "image": null,
    "key": "document",
    "listEnvelope": false,
    "listPath": "/document/allowAll/list",
    "listRenames": [],
    "manageField": "cipherDocumentDto",
    "managePath": "/document/manage",
    "order": {
      "by": "date",
      "field": "publishDate"
    },
    "title": "Document",
    "titleOd": "ଦଲିଲ",
    "toggleField": "helperDto",
    "togglePath": "/document/activeInactiveByDocumentId"
  },
  "features": {
    "checks": [
      {
        "fields": [
          "featuresTitleEn",
          "featuresTitleOd",
          "featuresDescEn",
          "featuresDescOd",
          "featuresLink"
        ],
        "kind": "required",
        "message": "All text fields are required."
      },
      {
        "field": "featuresLink",
        "kind": "link",
        "message": "Please enter a link that starts with https:// or http://, or a path on this site that starts with /."
      }
    ],
    "fields": [
      "featuresTitleEn",
      "featuresTitleOd",
      "featuresDescEn",
      "featuresDescOd",
      "featuresLink"
    ],
    "file": null,
    "filters": null,
    "getPath": "/features/getFeaturesSectionById",
    "idField": "featuresId",
    "image": {
      "detailField": "encodedFeature",
      "fileField": "featuresImg",
      "pathField": "featuresImagePath",
      "required": "An image is required.",
      "tooLarge": "File size must not exceed 5MB.",
      "wrongType": "Only JPG and PNG files are allowed."
    },
    "key": "features",
    "listEnvelope": false,
    "listPath": "/features/allowAll/list",
    "listRenames": [],
    "manageField": "cipherFeaturesSectionDTO",
    "managePath": "/features/manage",
    "order": {
      "by": "display"
    },
    "title": "Education council features",
    "titleOd": "ଶିକ୍ଷା ପରିଷଦ ବୈଶିଷ୍ଟ୍ୟ",
    "toggleField": "helperDto",
    "togglePath": "/features/activeInactiveByFeaturesId"
  },
  "generalSetting": {
    "checks": [
      {
        "fields": [
          "locations"
        ],
        "kind": "required",
        "message": "Please enter the location."
      },
      {
        "field": "emailIds",
        "kind": "email",
        "message": "Please enter a valid email ID."
      },
      {
        "field": "mobile",
        "kind": "mobile",
        "message": "Please enter a valid mobile number."
      },
      {
        "fields": [
          "facebookUrl",
          "twitterUrl",
          "youtubeUrl"
        ],
        "kind": "optionalWebAddress",
        "message": "Social media addresses must start with https:// (or be left empty)."
      },
      {
        "field": "officePhone",
        "kind": "optionalPhone",
        "message": "Please enter the office phone with its STD code, e.g. 0674-2391234."
      }
    ],
    "fields": [
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
      "officePhone"
    ],
    "file": null,
    "filters": null,
    "getPath": "/generalSetting/getGeneralSettingById",
    "idField": "generalSettingId",
    "image": null,
    "key": "generalSetting",
    "listEnvelope": true,
    "listPath": "/generalSetting/allowAll/list",
    "listRenames": [],
    "manageField": "cipherGeneralSettingDto",
    "managePath": "/generalSetting/manage",
    "order": {
      "by": "display"
    },
    "title": "Footer general setting",
    "titleOd": "ଫୁଟର ସାଧାରଣ ସେଟିଂ",
    "toggleField": "helperDto",
    "togglePath": "/generalSetting/activeInactiveByGeneralSettingId"
  },
  "imageGallery": {
    "checks": [
      {
        "fields": [
          "displayName",
          "displayNameOd"
        ],
        "kind": "required",
        "message": "Please fill in both display name fields."
      }
    ],
    "fields": [
      "displayName",
      "displayNameOd"
    ],
    "file": null,
    "filters": null,
    "getPath": "/imageGallery/getImageGalleryById",
    "idField": "imageGalleryId",
    "image": {
      "detailField": "encodedImage",
      "fileField": "displayImg",
      "pathField": "displayImgPath",
      "required": "Please select an image to upload.",
      "tooLarge": "File size must not exceed 5MB.",
      "wrongType": "Only JPG and PNG files are allowed."
    },
    "key": "imageGallery",
    "listEnvelope": false,
    "listPath": "/imageGallery/allowAll/list",
    "listRenames": [],
    "manageField": "cipherImageGalleryDto",
    "managePath": "/imageGallery/manage",
    "order": {
      "by": "display"
    },
    "title": "Media gallery",
    "titleOd": "ମିଡିଆ ଗ୍ୟାଲେରୀ",
    "toggleField": "helperDto",
    "togglePath": "/imageGallery/activeInactiveByImageGalleryId"
  },
  "introduction": {
    "checks": [
      {
        "fields": [
          "introductionTitleEn",
          "introductionTitleOd",
          "introductionDescEn",
          "introductionDescOd"
        ],
        "kind": "required",
        "message": "All fields are required!"
      }
    ],
    "fields": [
      "introductionTitleEn",
      "introductionTitleOd",
      "introductionDescEn",
      "introductionDescOd"
    ],
    "file": null,
    "filters": null,
    "getPath": "/introduction/getIntroductionById",
    "idField": "introductionId",
    "image": null,
    "key": "introduction",
    "listEnvelope": true,
    "listPath": "/introduction/allowAll/list",
    "listRenames": [],
    "manageField": "cipherIntroductionDTO",
    "managePath": "/introduction/manage",
    "order": {
      "by": "display"
    },
    "title": "Introduction",
    "titleOd": "ପରିଚୟ",
    "toggleField": "helperDto",
    "togglePath": "/introduction/activeInactiveByIntroductionId"
  },
  "latestNews": {
    "checks": [
      {
        "fields": [
          "newsTitleEn",
          "newsTitleOd",
          "newsDate",
          "newsDescEn",
          "newsDescOd"
        ],
        "kind": "required",
        "message": "All fields are required!"
      },
      {
        "field": "newsDate",
        "kind": "date",
        "message": "Please enter a valid date!"
      },
      {
        "field": "newsLink",
        "kind": "optionalLink",
        "message": "Please enter a link that starts with https:// or http://, or a path on this site that starts with /."
      }
    ],
    "fields": [
      "newsTitleEn",
      "newsTitleOd",
      "newsDate",
      "newsDescEn",
      "newsDescOd",
      "newsLink",
      "newsBodyEn",
      "newsBodyOd"
    ],
    "file": null,
    "filters": null,
    "getPath": "/latestNews/getLatestNewsIdById",
    "idField": "latestNewsId",
    "image": {
      "detailField": "encodedNews",
      "fileField": "newsImg",
      "pathField": "newsImagePath",
      "required": null,
      "tooLarge": "File size must not exceed 5MB.",
      "wrongType": "Only JPG and PNG files are allowed."
    },
    "key": "latestNews",
    "listEnvelope": false,
    "listPath": "/latestNews/allowAll/list",
    "listRenames": [],
    "manageField": "cipherLatestNewsDto",
    "managePath": "/latestNews/manage",
    "order": {
      "by": "date",
      "field": "newsDate"
    },
    "title": "Latest news",
    "titleOd": "ସଦ୍ୟତମ ସମ୍ବାଦ",
    "toggleField": "helperDto",
    "togglePath": "/latestNews/activeInactiveByLatestNewsId"
  },
  "official": {
    "checks": [
      {
        "fields": [
          "nameEn",
          "nameOd",
          "designationEn",
          "designationOd",
          "group"
        ],
        "kind": "required",
        "message": "Please fill in the name and designation in both languages, and the group."
      },
      {
        "field": "group",
        "kind": "oneOf",
        "message": "The group must be chairperson-and-member-secretary, academic-consultants or finance.",
        "values": [
          "chairperson-and-member-secretary",
          "academic-consultants",
          "finance"
        ]
      },
      {
        "field": "email",
        "kind": "email",
        "message": "Please enter a valid email ID."
      },
      {
        "field": "phone",
        "kind": "optionalPhone",
        "message": "Please enter a 10-digit mobile or a landline with its STD code, e.g. 0674-2391234."
      }
    ],
    "fields": [
      "nameEn",
      "nameOd",
      "designationEn",
      "designationOd",
      "group",
      "email",
      "phone"
    ],
    "file": null,
    "filters": null,
    "getPath": "/official/getOfficialById",
    "idField": "officialId",
    "image": null,
    "key": "official",
    "listEnvelope": true,
    "listPath": "/official/allowAll/list",
    "listRenames": [],
    "manageField": "cipherOfficialDto",
    "managePath": "/official/manage",
    "order": {
      "by": "display"
    },
    "title": "Who is who",
    "titleOd": "କିଏ କିଏ",
    "toggleField": "helperDto",
    "togglePath": "/official/activeInactiveByOfficialId"
  },
  "page": {
    "checks": [
      {
        "fields": [
          "slug",
          "titleEn",
          "titleOd",
          "bodyEn",
          "bodyOd"
        ],
        "kind": "required",
        "message": "All fields are required!"
      },
      {
        "field": "slug",
        "kind": "slug",
        "message": "The address may use only lowercase letters, digits and hyphens (for example privacy-policy)."
      },
      {
        "field": "slug",
        "kind": "unique",
        "message": "Another page already uses this address."
      }
    ],
    "fields": [
      "slug",
      "titleEn",
      "titleOd",
      "bodyEn",
      "bodyOd"
    ],
    "file": null,
    "filters": null,
    "getPath": "/page/getPageById",
    "idField": "pageId",
    "image": null,
    "key": "page",
    "listEnvelope": true,
    "listPath": "/page/allowAll/list",
    "listRenames": [],
    "manageField": "cipherPageDto",
    "managePath": "/page/manage",
    "order": {
      "by": "display"
    },
    "title": "Policy and help page",
    "titleOd": "ନୀତି ଓ ସହାୟତା ପୃଷ୍ଠା",
    "toggleField": "helperDto",
    "togglePath": "/page/activeInactiveByPageId"
  },
  "strongFuture": {
    "checks": [
      {
        "fields": [
          "name",
          "altName"
        ],
        "kind": "required",
        "message": "Please fill in both name and alt name."
      }
    ],
    "fields": [
      "name",
      "altName"
    ],
    "file": null,
    "filters": null,
    "getPath": "/strongFuture/getStrongFuturerById",
    "idField": "strongFutureId",
    "image": {
      "detailField": "encodedLogo",
      "fileField": "logo",
      "pathField": "logoPath",
      "required": "Please select a logo image.",
      "tooLarge": "File size must not exceed 5MB.",
      "wrongType": "Only JPG and PNG files are allowed."
    },
    "key": "strongFuture",
    "listEnvelope": false,
    "listPath": "/strongFuture/allowAll/list",
    "listRenames": [
      [
        "name",
        "nameEn"
      ],
      [
        "altName",
        "nameOd"
      ]
    ],
    "manageField": "cipherStrongFutureDto",
    "managePath": "/strongFuture/manage",
    "order": {
      "by": "display"
    },
    "title": "Futures together",
    "titleOd": "ଏକାଠି ଭବିଷ୍ୟତ",
    "toggleField": "strongFutureDto",
    "togglePath": "/strongFuture/activeInactiveByStrongFutureId"
  },
  "videoGallery": {
    "checks": [
      {
        "fields": [
          "displayVideo"
        ],
        "kind": "required",
        "message": "Please provide a YouTube URL."
      },
      {
        "field": "displayVideo",
        "kind": "youtube",
        "message": "Please provide a valid YouTube URL."
      }
    ],
    "fields": [
      "displayVideo",
      "videoTitleEn",
      "videoTitleOd",
      "videoDescEn",
      "videoDescOd"
    ],
    "file": null,
    "filters": null,
    "getPath": "/videoGallery/getVideoGalleryById",
    "idField": "videoGalleryId",
    "image": null,
    "key": "videoGallery",
    "listEnvelope": false,
    "listPath": "/videoGallery/allowAll/list",
    "listRenames": [],
    "manageField": "cipherVideoGalleryDto",
    "managePath": "/videoGallery/manage",
    "order": {
      "by": "display"
    },
    "title": "Video gallery",
    "titleOd": "ଭିଡିଓ ଗ୍ୟାଲେରୀ",
    "toggleField": "helperDto",
    "togglePath": "/videoGallery/activeInactiveByVideoGalleryId"
  }
} as const;

export type ServerEntityKey = keyof typeof SERVER_ENTITIES;

/** The server's default `max_document_mb`: the largest document, in MB, unless the settings say otherwise. */
export const DEFAULT_MAX_DOCUMENT_MB = 25;
