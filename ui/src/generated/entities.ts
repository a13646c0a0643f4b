// GENERATED from src/entities/mod.rs and src/sitemap.rs by src/ui_export.rs. Do not edit:
// change the entity table or src/sitemap.rs and run
// `cargo run --release -- write-ui-files` (docs/architecture.md). CI fails when this file
// is stale.
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
    "feed": null,
    "fields": [
      "announceTitleEn",
      "announceTitleOd",
      "announceDescEn",
      "announceDescOd"
    ],
    "file": null,
    "filters": null,
    "form": [
      {
        "hint": null,
        "label": {
          "en": "Title",
          "od": "ଶୀର୍ଷକ"
        },
        "listed": true,
        "names": [
          "announceTitleEn",
          "announceTitleOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Description",
          "od": "ବିବରଣୀ"
        },
        "listed": true,
        "names": [
          "announceDescEn",
          "announceDescOd"
        ],
        "type": {
          "kind": "longText"
        }
      }
    ],
    "getPath": "/announce/getAnnounceSectionById",
    "idField": "announceId",
    "image": {
      "detailField": "encodedAnnounce",
      "fileField": "announceImg",
      "label": {
        "en": "Announcement Image",
        "od": "ଘୋଷଣା ଛବି"
      },
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
    "feed": {
      "description": {
        "en": "Notices of the Odisha State Higher Education Council's notice board.",
        "od": "ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦର ବିଜ୍ଞପ୍ତି ବୋର୍ଡର ବିଜ୍ଞପ୍ତି।"
      },
      "path": "/feeds/notices.xml",
      "title": {
        "en": "Odisha State Higher Education Council: Notices",
        "od": "ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ: ବିଜ୍ଞପ୍ତି"
      }
    },
    "fields": [
      "announceLinkEn",
      "announceLinkOd",
      "announceLinkPath"
    ],
    "file": null,
    "filters": null,
    "form": [
      {
        "hint": null,
        "label": {
          "en": "Link Text",
          "od": "ଲିଙ୍କ ପାଠ୍ୟ"
        },
        "listed": true,
        "names": [
          "announceLinkEn",
          "announceLinkOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Link Path",
          "od": "ଲିଙ୍କ ପଥ"
        },
        "listed": true,
        "names": [
          "announceLinkPath"
        ],
        "type": {
          "kind": "link"
        }
      }
    ],
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
    "feed": null,
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
    "form": [
      {
        "hint": null,
        "label": {
          "en": "Title",
          "od": "ଶୀର୍ଷକ"
        },
        "listed": true,
        "names": [
          "bannerTitleEn",
          "bannerTitleOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Subtitle",
          "od": "ଉପଶୀର୍ଷକ"
        },
        "listed": true,
        "names": [
          "bannerSubtitleEn",
          "bannerSubtitleOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Description",
          "od": "ବିବରଣୀ"
        },
        "listed": true,
        "names": [
          "bannerDescEn",
          "bannerDescOd"
        ],
        "type": {
          "kind": "longText"
        }
      }
    ],
    "getPath": "/banner/getBannerById",
    "idField": "bannerId",
    "image": {
      "detailField": "encodedBanner",
      "fileField": "bannerImg",
      "label": {
        "en": "Banner Image",
        "od": "ବ୍ୟାନର ଛବି"
      },
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
    "feed": null,
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
    "form": [
      {
        "hint": null,
        "label": {
          "en": "Title",
          "od": "ଶୀର୍ଷକ"
        },
        "listed": true,
        "names": [
          "councilTitleEn",
          "councilTitleOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Subtitle",
          "od": "ଉପଶୀର୍ଷକ"
        },
        "listed": true,
        "names": [
          "councilSubTitleEn",
          "councilSubTitleOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Description",
          "od": "ବିବରଣୀ"
        },
        "listed": true,
        "names": [
          "councilDescEn",
          "councilDescOd"
        ],
        "type": {
          "kind": "longText"
        }
      }
    ],
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
          "both",
          "en",
          "od"
        ]
      }
    ],
    "feed": {
      "description": {
        "en": "Acts, proceedings, reports, programmes, notices and letters published by the Odisha State Higher Education Council.",
        "od": "ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ ଦ୍ୱାରା ପ୍ରକାଶିତ ଅଧିନିୟମ, କାର୍ଯ୍ୟବିବରଣୀ, ରିପୋର୍ଟ, ପାଠ୍ୟକ୍ରମ, ବିଜ୍ଞପ୍ତି ଓ ପତ୍ର।"
      },
      "path": "/feeds/documents.xml",
      "title": {
        "en": "Odisha State Higher Education Council: Documents",
        "od": "ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ: ଦଲିଲ"
      }
    },
    "fields": [
      "titleEn",
      "titleOd",
      "category",
      "fileLanguage",
      "publishDate",
      "validUntil"
    ],
    "file": {
      "extension": "pdf",
      "fileField": "documentFile",
      "hint": {
        "en": "PDF, at most 25 MB.",
        "od": "PDF, ସର୍ବାଧିକ ୨୫ MB।"
      },
      "kind": "pdf",
      "label": {
        "en": "PDF File",
        "od": "PDF ଫାଇଲ"
      },
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
    "form": [
      {
        "hint": null,
        "label": {
          "en": "Title",
          "od": "ଶୀର୍ଷକ"
        },
        "listed": true,
        "names": [
          "titleEn",
          "titleOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Category",
          "od": "ବର୍ଗ"
        },
        "listed": true,
        "names": [
          "category"
        ],
        "type": {
          "choices": [
            {
              "label": {
                "en": "Acts & Rules",
                "od": "ଅଧିନିୟମ ଓ ନିୟମାବଳୀ"
              },
              "value": "acts"
            },
            {
              "label": {
                "en": "Council Meeting Proceedings",
                "od": "ପରିଷଦ ବୈଠକ କାର୍ଯ୍ୟବିବରଣୀ"
              },
              "value": "proceedings"
            },
            {
              "label": {
                "en": "Initiatives",
                "od": "ପଦକ୍ଷେପ"
              },
              "value": "initiatives"
            },
            {
              "label": {
                "en": "UG Programme",
                "od": "ସ୍ନାତକ ପାଠ୍ୟକ୍ରମ"
              },
              "value": "ug"
            },
            {
              "label": {
                "en": "PG Programme",
                "od": "ସ୍ନାତକୋତ୍ତର ପାଠ୍ୟକ୍ରମ"
              },
              "value": "pg"
            },
            {
              "label": {
                "en": "Central Govt. Reports",
                "od": "କେନ୍ଦ୍ର ସରକାରଙ୍କ ରିପୋର୍ଟ"
              },
              "value": "central"
            },
            {
              "label": {
                "en": "Notices",
                "od": "ବିଜ୍ଞପ୍ତି"
              },
              "value": "notices"
            },
            {
              "label": {
                "en": "Ongoing Activities: OURIIP Seed Fund",
                "od": "ଚାଲୁଥିବା କାର୍ଯ୍ୟକଳାପ: OURIIP ସିଡ୍ ଫଣ୍ଡ"
              },
              "value": "ongoing"
            },
            {
              "label": {
                "en": "e-Contents",
                "od": "ଇ-ବିଷୟବସ୍ତୁ"
              },
              "value": "eContents"
            },
            {
              "label": {
                "en": "NEP 2020 Letters",
                "od": "ଜାତୀୟ ଶିକ୍ଷା ନୀତି ୨୦୨୦ ପତ୍ର"
              },
              "value": "nep"
            }
          ],
          "kind": "select",
          "prompt": {
            "en": "Select a category",
            "od": "ଏକ ବର୍ଗ ବାଛନ୍ତୁ"
          }
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Language of the file",
          "od": "ଫାଇଲର ଭାଷା"
        },
        "listed": false,
        "names": [
          "fileLanguage"
        ],
        "type": {
          "choices": [
            {
              "label": {
                "en": "English and Odia",
                "od": "ଇଂରାଜୀ ଓ ଓଡ଼ିଆ"
              },
              "value": "both"
            },
            {
              "label": {
                "en": "English",
                "od": "ଇଂରାଜୀ"
              },
              "value": "en"
            },
            {
              "label": {
                "en": "Odia",
                "od": "ଓଡ଼ିଆ"
              },
              "value": "od"
            }
          ],
          "kind": "select",
          "prompt": {
            "en": "Select a language",
            "od": "ଏକ ଭାଷା ବାଛନ୍ତୁ"
          }
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Publish Date",
          "od": "ପ୍ରକାଶନ ତାରିଖ"
        },
        "listed": true,
        "names": [
          "publishDate"
        ],
        "type": {
          "kind": "date",
          "since": 1950
        }
      },
      {
        "hint": {
          "en": "Leave empty if it does not expire. Once this day has passed, the document moves to the Archive.",
          "od": "ଏହାର ମିଆଦ ନ ସରିଲେ ଖାଲି ଛାଡ଼ନ୍ତୁ। ଏହି ଦିନ ବିତିଗଲେ ଦଲିଲଟି ଅଭିଲେଖାଗାରକୁ ଚାଲିଯାଏ।"
        },
        "label": {
          "en": "Valid Until",
          "od": "ବୈଧତା ଶେଷ ତାରିଖ"
        },
        "listed": true,
        "names": [
          "validUntil"
        ],
        "type": {
          "kind": "date",
          "since": null
        }
      }
    ],
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
    "feed": null,
    "fields": [
      "featuresTitleEn",
      "featuresTitleOd",
      "featuresDescEn",
      "featuresDescOd",
      "featuresLink"
    ],
    "file": null,
    "filters": null,
    "form": [
      {
        "hint": null,
        "label": {
          "en": "Title",
          "od": "ଶୀର୍ଷକ"
        },
        "listed": true,
        "names": [
          "featuresTitleEn",
          "featuresTitleOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Description",
          "od": "ବିବରଣୀ"
        },
        "listed": true,
        "names": [
          "featuresDescEn",
          "featuresDescOd"
        ],
        "type": {
          "kind": "longText"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Link",
          "od": "ଲିଙ୍କ"
        },
        "listed": true,
        "names": [
          "featuresLink"
        ],
        "type": {
          "kind": "link"
        }
      }
    ],
    "getPath": "/features/getFeaturesSectionById",
    "idField": "featuresId",
    "image": {
      "detailField": "encodedFeature",
      "fileField": "featuresImg",
      "label": {
        "en": "Feature Image",
        "od": "ବୈଶିଷ୍ଟ୍ୟ ଛବି"
      },
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
    "feed": null,
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
    "form": [
      {
        "hint": null,
        "label": {
          "en": "Location Name",
          "od": "ସ୍ଥାନର ନାମ"
        },
        "listed": true,
        "names": [
          "locations"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Location Name (Odia)",
          "od": "ସ୍ଥାନର ନାମ (ଓଡ଼ିଆ)"
        },
        "listed": true,
        "names": [
          "locationsOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Email",
          "od": "ଇମେଲ୍"
        },
        "listed": true,
        "names": [
          "emailIds"
        ],
        "type": {
          "kind": "email"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Phone Number",
          "od": "ଫୋନ୍ ନମ୍ବର"
        },
        "listed": true,
        "names": [
          "mobile"
        ],
        "type": {
          "kind": "phone"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Phone Number (Odia)",
          "od": "ଫୋନ୍ ନମ୍ବର (ଓଡ଼ିଆ)"
        },
        "listed": true,
        "names": [
          "mobileOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Web Information Manager (optional): name",
          "od": "ୱେବ୍ ସୂଚନା ପରିଚାଳକ (ଇଚ୍ଛାଧୀନ): ନାମ"
        },
        "listed": false,
        "names": [
          "wimNameEn",
          "wimNameOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Web Information Manager (optional): designation",
          "od": "ୱେବ୍ ସୂଚନା ପରିଚାଳକ (ଇଚ୍ଛାଧୀନ): ପଦବୀ"
        },
        "listed": false,
        "names": [
          "wimDesignationEn",
          "wimDesignationOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Facebook address (optional)",
          "od": "ଫେସବୁକ୍ ଠିକଣା (ଇଚ୍ଛାଧୀନ)"
        },
        "listed": false,
        "names": [
          "facebookUrl"
        ],
        "type": {
          "kind": "webAddress"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "X (Twitter) address (optional)",
          "od": "X (ଟ୍ୱିଟର୍) ଠିକଣା (ଇଚ୍ଛାଧୀନ)"
        },
        "listed": false,
        "names": [
          "twitterUrl"
        ],
        "type": {
          "kind": "webAddress"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "YouTube address (optional)",
          "od": "YouTube ଠିକଣା (ଇଚ୍ଛାଧୀନ)"
        },
        "listed": false,
        "names": [
          "youtubeUrl"
        ],
        "type": {
          "kind": "webAddress"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Office landline with STD code (optional)",
          "od": "STD କୋଡ୍ ସହ କାର୍ଯ୍ୟାଳୟ ଲ୍ୟାଣ୍ଡଲାଇନ୍ (ଇଚ୍ଛାଧୀନ)"
        },
        "listed": false,
        "names": [
          "officePhone"
        ],
        "type": {
          "kind": "phone"
        }
      }
    ],
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
    "feed": null,
    "fields": [
      "displayName",
      "displayNameOd"
    ],
    "file": null,
    "filters": null,
    "form": [
      {
        "hint": null,
        "label": {
          "en": "Display Name",
          "od": "ପ୍ରଦର୍ଶନ ନାମ"
        },
        "listed": true,
        "names": [
          "displayName",
          "displayNameOd"
        ],
        "type": {
          "kind": "text"
        }
      }
    ],
    "getPath": "/imageGallery/getImageGalleryById",
    "idField": "imageGalleryId",
    "image": {
      "detailField": "encodedImage",
      "fileField": "displayImg",
      "label": {
        "en": "Image",
        "od": "ଛବି"
      },
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
    "feed": null,
    "fields": [
      "introductionTitleEn",
      "introductionTitleOd",
      "introductionDescEn",
      "introductionDescOd"
    ],
    "file": null,
    "filters": null,
    "form": [
      {
        "hint": null,
        "label": {
          "en": "Title",
          "od": "ଶୀର୍ଷକ"
        },
        "listed": true,
        "names": [
          "introductionTitleEn",
          "introductionTitleOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Description",
          "od": "ବିବରଣୀ"
        },
        "listed": true,
        "names": [
          "introductionDescEn",
          "introductionDescOd"
        ],
        "type": {
          "kind": "longText"
        }
      }
    ],
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
    "feed": {
      "description": {
        "en": "News from the Odisha State Higher Education Council.",
        "od": "ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦର ସମ୍ବାଦ।"
      },
      "path": "/feeds/news.xml",
      "title": {
        "en": "Odisha State Higher Education Council: Latest news",
        "od": "ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ: ସଦ୍ୟତମ ସମ୍ବାଦ"
      }
    },
    "fields": [
      "newsTitleEn",
      "newsTitleOd",
      "newsDate",
      "newsDescEn",
      "newsDescOd",
      "newsBodyEn",
      "newsBodyOd",
      "newsLink"
    ],
    "file": null,
    "filters": null,
    "form": [
      {
        "hint": null,
        "label": {
          "en": "Title",
          "od": "ଶୀର୍ଷକ"
        },
        "listed": true,
        "names": [
          "newsTitleEn",
          "newsTitleOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "News Date",
          "od": "ସମ୍ବାଦ ତାରିଖ"
        },
        "listed": true,
        "names": [
          "newsDate"
        ],
        "type": {
          "kind": "date",
          "since": 2000
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Description",
          "od": "ବିବରଣୀ"
        },
        "listed": true,
        "names": [
          "newsDescEn",
          "newsDescOd"
        ],
        "type": {
          "kind": "longText"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Text",
          "od": "ପାଠ"
        },
        "listed": false,
        "names": [
          "newsBodyEn",
          "newsBodyOd"
        ],
        "type": {
          "kind": "markdown"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Link",
          "od": "ଲିଙ୍କ"
        },
        "listed": true,
        "names": [
          "newsLink"
        ],
        "type": {
          "kind": "link"
        }
      }
    ],
    "getPath": "/latestNews/getLatestNewsIdById",
    "idField": "latestNewsId",
    "image": {
      "detailField": "encodedNews",
      "fileField": "newsImg",
      "label": {
        "en": "Image",
        "od": "ଛବି"
      },
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
    "feed": null,
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
    "form": [
      {
        "hint": null,
        "label": {
          "en": "Name",
          "od": "ନାମ"
        },
        "listed": true,
        "names": [
          "nameEn",
          "nameOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Designation",
          "od": "ପଦବୀ"
        },
        "listed": true,
        "names": [
          "designationEn",
          "designationOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Group",
          "od": "ଗୋଷ୍ଠୀ"
        },
        "listed": true,
        "names": [
          "group"
        ],
        "type": {
          "choices": [
            {
              "label": {
                "en": "Chairperson and Member Secretary",
                "od": "ଅଧ୍ୟକ୍ଷ ଓ ସଦସ୍ୟ ସଚିବ"
              },
              "value": "chairperson-and-member-secretary"
            },
            {
              "label": {
                "en": "Academic Consultants",
                "od": "ଶୈକ୍ଷିକ ପରାମର୍ଶଦାତା"
              },
              "value": "academic-consultants"
            },
            {
              "label": {
                "en": "Finance",
                "od": "ଅର୍ଥ"
              },
              "value": "finance"
            }
          ],
          "kind": "select",
          "prompt": {
            "en": "Select a group",
            "od": "ଏକ ଗୋଷ୍ଠୀ ବାଛନ୍ତୁ"
          }
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Email",
          "od": "ଇମେଲ୍"
        },
        "listed": true,
        "names": [
          "email"
        ],
        "type": {
          "kind": "email"
        }
      },
      {
        "hint": {
          "en": "A mobile number, or a landline with its STD code.",
          "od": "ମୋବାଇଲ୍ ନମ୍ବର, କିମ୍ବା STD କୋଡ୍ ସହ ଲ୍ୟାଣ୍ଡଲାଇନ୍।"
        },
        "label": {
          "en": "Phone",
          "od": "ଫୋନ୍"
        },
        "listed": true,
        "names": [
          "phone"
        ],
        "type": {
          "kind": "phone"
        }
      }
    ],
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
    "feed": null,
    "fields": [
      "slug",
      "titleEn",
      "titleOd",
      "bodyEn",
      "bodyOd"
    ],
    "file": null,
    "filters": null,
    "form": [
      {
        "hint": null,
        "label": {
          "en": "Page address (after /page/)",
          "od": "ପୃଷ୍ଠା ଠିକଣା (ୱେବ୍ ଠିକଣାର ଶେଷ ଅଂଶ)"
        },
        "listed": true,
        "names": [
          "slug"
        ],
        "type": {
          "kind": "slug"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Title",
          "od": "ଶୀର୍ଷକ"
        },
        "listed": true,
        "names": [
          "titleEn",
          "titleOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Text",
          "od": "ପାଠ"
        },
        "listed": true,
        "names": [
          "bodyEn",
          "bodyOd"
        ],
        "type": {
          "kind": "markdown"
        }
      }
    ],
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
    "feed": null,
    "fields": [
      "name",
      "altName"
    ],
    "file": null,
    "filters": null,
    "form": [
      {
        "hint": null,
        "label": {
          "en": "Image Name",
          "od": "ଛବି ନାମ"
        },
        "listed": true,
        "names": [
          "name"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Images Altname",
          "od": "ଛବିର ବିକଳ୍ପ ନାମ"
        },
        "listed": true,
        "names": [
          "altName"
        ],
        "type": {
          "kind": "text"
        }
      }
    ],
    "getPath": "/strongFuture/getStrongFuturerById",
    "idField": "strongFutureId",
    "image": {
      "detailField": "encodedLogo",
      "fileField": "logo",
      "label": {
        "en": "Logo",
        "od": "ଲୋଗୋ"
      },
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
    "feed": null,
    "fields": [
      "displayVideo",
      "videoTitleEn",
      "videoTitleOd",
      "videoDescEn",
      "videoDescOd"
    ],
    "file": null,
    "filters": null,
    "form": [
      {
        "hint": null,
        "label": {
          "en": "YouTube URL",
          "od": "YouTube ଠିକଣା"
        },
        "listed": true,
        "names": [
          "displayVideo"
        ],
        "type": {
          "kind": "video"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Optional title",
          "od": "ଇଚ୍ଛାଧୀନ ଶୀର୍ଷକ"
        },
        "listed": true,
        "names": [
          "videoTitleEn",
          "videoTitleOd"
        ],
        "type": {
          "kind": "text"
        }
      },
      {
        "hint": null,
        "label": {
          "en": "Optional description",
          "od": "ଇଚ୍ଛାଧୀନ ବିବରଣୀ"
        },
        "listed": false,
        "names": [
          "videoDescEn",
          "videoDescOd"
        ],
        "type": {
          "kind": "longText"
        }
      }
    ],
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
