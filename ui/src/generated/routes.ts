// GENERATED from src/entities/mod.rs and src/sitemap.rs by src/ui_export.rs. Do not edit:
// change the entity table or src/sitemap.rs and run
// `cargo run --release -- write-ui-files` (docs/architecture.md). CI fails when this file
// is stale.
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
export const PREFIX_ENTITIES: readonly (readonly [string, readonly string[]])[] = [["/news/",["latestNews"]],["/page/",["page"]]];

/** The content types site search finds (their entity rows' search side). */
export const SEARCH_ENTITIES: readonly string[] = ["announce","announceNotice","council","latestNews","introduction","document","page","official"];

/** Each content type's public list item, as the server answers it (its entity row). */
export interface ListItems {
  banner: { bannerId: number; isActive: boolean; bannerTitleEn: string; bannerTitleOd: string; bannerSubtitleEn: string; bannerSubtitleOd: string; bannerDescEn: string; bannerDescOd: string; bannerImagePath?: string | null };
  imageGallery: { imageGalleryId: number; isActive: boolean; displayName: string; displayNameOd: string; displayImgPath?: string | null; id?: number; imageGalleryImages?: { titleEn: string; titleOd: string; imagePath: string }[] };
  announce: { announceId: number; isActive: boolean; announceTitleEn: string; announceTitleOd: string; announceDescEn: string; announceDescOd: string; announceImagePath?: string | null };
  announceNotice: { announceNoticeId: number; isActive: boolean; announceLinkEn: string; announceLinkOd: string; announceLinkPath: string };
  council: { councilId: number; isActive: boolean; councilTitleEn: string; councilTitleOd: string; councilSubTitleEn: string; councilSubTitleOd: string; councilDescEn: string; councilDescOd: string };
  features: { featuresId: number; isActive: boolean; featuresTitleEn: string; featuresTitleOd: string; featuresDescEn: string; featuresDescOd: string; featuresLink: string; featuresImagePath?: string | null };
  latestNews: { latestNewsId: number; isActive: boolean; newsTitleEn: string; newsTitleOd: string; newsDate: string; newsDescEn: string; newsDescOd: string; newsBodyEn: string; newsBodyOd: string; newsLink: string; newsImagePath?: string | null; newsBodyEnHtml?: string; newsBodyOdHtml?: string };
  videoGallery: { videoGalleryId: number; isActive: boolean; displayVideo: string; videoTitleEn: string; videoTitleOd: string; videoDescEn: string; videoDescOd: string };
  strongFuture: { strongFutureId: number; isActive: boolean; nameEn: string; nameOd: string; logoPath?: string | null };
  generalSetting: { generalSettingId: number; isActive: boolean; locations: string; locationsOd: string; emailIds: string; mobile: string; mobileOd: string; wimNameEn: string; wimNameOd: string; wimDesignationEn: string; wimDesignationOd: string; facebookUrl: string; twitterUrl: string; youtubeUrl: string; officePhone: string };
  introduction: { introductionId: number; isActive: boolean; introductionTitleEn: string; introductionTitleOd: string; introductionDescEn: string; introductionDescOd: string };
  document: { documentId: number; isActive: boolean; titleEn: string; titleOd: string; category: string; fileLanguage: string; publishDate: string; validUntil: string; documentPath: string | null; fileSize: number | null; fileType: string; archived: boolean };
  page: { pageId: number; isActive: boolean; slug: string; titleEn: string; titleOd: string; bodyEn: string; bodyOd: string; bodyEnHtml?: string; bodyOdHtml?: string };
  official: { officialId: number; isActive: boolean; nameEn: string; nameOd: string; designationEn: string; designationOd: string; group: string; email: string; phone: string };
}
