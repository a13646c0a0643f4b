// The photo and video galleries (/gallery/photos, /gallery/videos), a page at a time: where the
// menu's Gallery items lead. Photos open in the home page's gallery viewer.
import { PAGE_SIZES, useGalleryPage, useVideoPage } from '../../api/public';
import { useLanguage } from '../../i18n';
import { GalleryThumbs, toViewerImages } from '../home/MediaGallery';
import { toVideos, VideoCards } from '../home/VideoGallery';
import { ListPage, usePageNumber } from './ListPage';

export function PhotoGalleryPage() {
  const [language] = useLanguage();
  const page = usePageNumber();
  const state = useGalleryPage(page);
  return (
    <ListPage kind="photos" page={page} size={PAGE_SIZES.photos} state={state}>
      {(items) => <GalleryThumbs key={page} images={toViewerImages(items, language)} />}
    </ListPage>
  );
}

export function VideoGalleryPage() {
  const page = usePageNumber();
  const state = useVideoPage(page);
  return (
    <ListPage kind="videos" page={page} size={PAGE_SIZES.videos} state={state}>
      {(items, first, total) => <VideoCards videos={toVideos(items)} first={first} total={total} />}
    </ListPage>
  );
}
