// The inner pages, one lazily loaded chunk with their strings (the `pages` namespace).
import i18n from '../../i18n';
import { registerPageStrings } from '../../i18n/pages';

registerPageStrings(i18n);

export { IntroductionPage } from './IntroductionPage';
export { VisionMissionPage } from './VisionMissionPage';
export { OrganizationPage } from './OrganizationPage';
export { ReportPage } from './ReportPage';
export { ScreenReaderPage } from './ScreenReaderPage';
export { PolicyPage } from './PolicyPage';
export { NotFoundPage } from './NotFoundPage';
export { ContactPage } from './ContactPage';
export { SearchPage } from './SearchPage';
export { SitemapPage } from './SitemapPage';
export { NewsPage } from './NewsPage';
export { NewsItemPage } from './NewsItemPage';
export { PhotoGalleryPage, VideoGalleryPage } from './GalleryPages';
export { takeEmbeddedPageData } from './pageData';
