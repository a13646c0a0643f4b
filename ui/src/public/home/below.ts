// What the home page and the layout show below the fold, in one chunk fetched on approach.
export { CouncilSection } from './CouncilSection';
export { NewsList } from './LatestNews';
export { GalleryGrid } from './MediaGallery';
export { VideoList } from './VideoGallery';
export { PartnerList } from './StrongFutures';
