// Every public page's address, as the site spells it (docs/visitors.md). The header menu, the
// routes, the "last updated" line and the back office's preview all read them here.
export const PATHS = {
  home: '/',
  introduction: '/about/introduction',
  vision: '/about/visionandmission',
  organization: '/about/organizationstructure',
  acts: '/Acts&Rules/OSHECAct',
  proceedings: '/Acts&Rules/proceedings/CouncilMeetingOngoingActivities',
  initiatives: '/Initiatives/Reports',
  ug: '/Academics/UGProgramme',
  pg: '/Academics/PGProgramme',
  central: '/Reports/CentralGovtReports',
  notices: '/Notifications/Notices',
  ongoing: '/Activities-Even/OngoingActivities/OURIIP-SEED-FUND',
  eContents: '/e-Contents',
  nep: '/NEP2020/Letters',
  screenReader: '/screen-reader-access',
  contact: '/contact',
  // The lists that grow, a page at a time (`?page=N`).
  news: '/news',
  photos: '/gallery/photos',
  videos: '/gallery/videos',
  login: '/oshec',
} as const;
