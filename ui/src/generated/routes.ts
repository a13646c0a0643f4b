// GENERATED from src/content/entities.rs and src/sitemap.rs by src/ui_export.rs. Do not edit:
// change the entity table or src/sitemap.rs and run
// `OSHEC_WRITE_GENERATED=1 cargo test --release --lib ui_export` (docs/architecture.md). CI
// fails when this file is stale.
/** Each content type's public list path. */
export const LIST_PATHS = {
  "announce": "/announce/allowAll/list",
  "announceNotice": "/announce/notice/allowAll/list",
  "banner": "/banner/allowAll/list",
  "council": "/council/allowAll/list",
  "document": "/document/allowAll/list",
  "features": "/features/allowAll/list",
  "generalSetting": "/generalSetting/allowAll/list",
  "imageGallery": "/imageGallery/allowAll/list",
  "introduction": "/introduction/allowAll/list",
  "latestNews": "/latestNews/allowAll/list",
  "official": "/official/allowAll/list",
  "page": "/page/allowAll/list",
  "strongFuture": "/strongFuture/allowAll/list",
  "videoGallery": "/videoGallery/allowAll/list"
} as const;

/** The field holding each content type's id in its list items. */
export const ID_FIELDS = {
  "announce": "announceId",
  "announceNotice": "announceNoticeId",
  "banner": "bannerId",
  "council": "councilId",
  "document": "documentId",
  "features": "featuresId",
  "generalSetting": "generalSettingId",
  "imageGallery": "imageGalleryId",
  "introduction": "introductionId",
  "latestNews": "latestNewsId",
  "official": "officialId",
  "page": "pageId",
  "strongFuture": "strongFutureId",
  "videoGallery": "videoGalleryId"
} as const;

/** Each public page and the content types it shows (src/sitemap.rs). */
export const PAGE_ENTITIES: readonly (readonly [string, readonly string[]])[] = [
  [
    "/",
    [
      "banner",
      "announceNotice",
      "announce",
      "council",
      "features",
      "latestNews",
      "imageGallery",
      "videoGallery",
      "strongFuture"
    ]
  ],
  [
    "/about/introduction",
    [
      "introduction"
    ]
  ],
  [
    "/about/visionandmission",
    []
  ],
  [
    "/about/organizationstructure",
    [
      "official"
    ]
  ],
  [
    "/Acts&Rules/OSHECAct",
    [
      "document:acts"
    ]
  ],
  [
    "/Acts&Rules/proceedings/CouncilMeetingOngoingActivities",
    [
      "document:proceedings"
    ]
  ],
  [
    "/Initiatives/Reports",
    [
      "document:initiatives"
    ]
  ],
  [
    "/Academics/UGProgramme",
    [
      "document:ug"
    ]
  ],
  [
    "/Academics/PGProgramme",
    [
      "document:pg"
    ]
  ],
  [
    "/Reports/CentralGovtReports",
    [
      "document:central"
    ]
  ],
  [
    "/Notifications/Notices",
    [
      "document:notices"
    ]
  ],
  [
    "/Activities-Even/OngoingActivities/OURIIP-SEED-FUND",
    [
      "document:ongoing"
    ]
  ],
  [
    "/e-Contents",
    [
      "document:eContents"
    ]
  ],
  [
    "/NEP2020/Letters",
    [
      "document:nep"
    ]
  ],
  [
    "/news",
    [
      "latestNews"
    ]
  ],
  [
    "/gallery/photos",
    [
      "imageGallery"
    ]
  ],
  [
    "/gallery/videos",
    [
      "videoGallery"
    ]
  ],
  [
    "/screen-reader-access",
    []
  ],
  [
    "/contact",
    [
      "generalSetting"
    ]
  ],
  [
    "/sitemap",
    [
      "page"
    ]
  ]
];

/** Pages under a prefix, one record each (policy pages at /page/<slug>). */
export const PREFIX_ENTITIES: readonly (readonly [string, readonly string[]])[] = [["/page/",["page"]],["/news/",["latestNews"]]];

/** The content types site search finds (src/search/sources.rs). */
export const SEARCH_ENTITIES: readonly string[] = ["latestNews","announceNotice","announce","council","introduction","official","page","document"];
