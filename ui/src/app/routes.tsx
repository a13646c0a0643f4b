// The public pages besides home (docs/decisions.md §1), by their exact paths. They share one chunk,
// loaded on first visit to any of them.
import { lazy, type ReactElement } from 'react';
import { PATHS } from '../shared/paths';

const pages = () => import('../public/pages');
const IntroductionPage = lazy(() => pages().then((m) => ({ default: m.IntroductionPage })));
const VisionMissionPage = lazy(() => pages().then((m) => ({ default: m.VisionMissionPage })));
const OrganizationPage = lazy(() => pages().then((m) => ({ default: m.OrganizationPage })));
const ReportPage = lazy(() => pages().then((m) => ({ default: m.ReportPage })));
const ScreenReaderPage = lazy(() => pages().then((m) => ({ default: m.ScreenReaderPage })));
const PolicyPage = lazy(() => pages().then((m) => ({ default: m.PolicyPage })));
const ContactPage = lazy(() => pages().then((m) => ({ default: m.ContactPage })));
const SearchPage = lazy(() => pages().then((m) => ({ default: m.SearchPage })));
const SitemapPage = lazy(() => pages().then((m) => ({ default: m.SitemapPage })));
const NewsPage = lazy(() => pages().then((m) => ({ default: m.NewsPage })));
const NewsItemPage = lazy(() => pages().then((m) => ({ default: m.NewsItemPage })));
const PhotoGalleryPage = lazy(() => pages().then((m) => ({ default: m.PhotoGalleryPage })));
const VideoGalleryPage = lazy(() => pages().then((m) => ({ default: m.VideoGalleryPage })));
/** Every address that is no page (the server answers those with status 404). */
export const NotFoundPage = lazy(() => pages().then((m) => ({ default: m.NotFoundPage })));

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
