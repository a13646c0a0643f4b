// The public pages besides home (docs/decisions.md §1), by their exact paths. They share one chunk,
// loaded on first visit to any of them (./pageChunk.tsx).
import type { ReactElement } from 'react';
import { PATHS } from '../shared/paths';
import { pageOf } from './pageChunk';

const IntroductionPage = pageOf('IntroductionPage');
const VisionMissionPage = pageOf('VisionMissionPage');
const OrganizationPage = pageOf('OrganizationPage');
const ReportPage = pageOf('ReportPage');
const ScreenReaderPage = pageOf('ScreenReaderPage');
const PolicyPage = pageOf('PolicyPage');
const ContactPage = pageOf('ContactPage');
const SearchPage = pageOf('SearchPage');
const SitemapPage = pageOf('SitemapPage');
const NewsPage = pageOf('NewsPage');
const NewsItemPage = pageOf('NewsItemPage');
const PhotoGalleryPage = pageOf('PhotoGalleryPage');
const VideoGalleryPage = pageOf('VideoGalleryPage');
/** Every address that is no page (the server answers those with status 404). */
export const NotFoundPage = pageOf('NotFoundPage');

/** Addresses once answered with the home page, still sent there (src/http/paths.rs lists the same). */
export const OLD_ADDRESSES = [
  '/home',
  '/about',
  '/Acts&Rules',
  '/Acts&Rules/proceedings',
  '/Initiatives',
  '/Academics',
  '/Reports',
  '/Notifications',
  '/Activities-Even',
  '/Activities-Even/OngoingActivities',
  '/NEP2020',
  '/gallery',
];

export const publicRoutes: { path: string; element: ReactElement }[] = [
  { path: PATHS.introduction, element: <IntroductionPage /> },
  { path: PATHS.vision, element: <VisionMissionPage /> },
  { path: PATHS.organization, element: <OrganizationPage /> },
  { path: PATHS.acts, element: <ReportPage kind="acts" /> },
  { path: PATHS.proceedings, element: <ReportPage kind="proceedings" /> },
  { path: PATHS.initiatives, element: <ReportPage kind="initiatives" /> },
  { path: PATHS.ug, element: <ReportPage kind="ug" /> },
  { path: PATHS.pg, element: <ReportPage kind="pg" /> },
  { path: PATHS.central, element: <ReportPage kind="central" /> },
  { path: PATHS.notices, element: <ReportPage kind="notices" /> },
  { path: PATHS.ongoing, element: <ReportPage kind="ongoing" /> },
  { path: PATHS.eContents, element: <ReportPage kind="eContents" /> },
  { path: PATHS.nep, element: <ReportPage kind="nep" /> },
  { path: PATHS.screenReader, element: <ScreenReaderPage /> },
  { path: PATHS.contact, element: <ContactPage /> },
  { path: '/page/:slug', element: <PolicyPage /> },
  { path: '/search', element: <SearchPage /> },
  { path: '/sitemap', element: <SitemapPage /> },
  { path: PATHS.news, element: <NewsPage /> },
  { path: '/news/:id', element: <NewsItemPage /> },
  { path: PATHS.photos, element: <PhotoGalleryPage /> },
  { path: PATHS.videos, element: <VideoGalleryPage /> },
];
