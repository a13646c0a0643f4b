// Video Gallery (SPEC §2.3 item 7): active videos as privacy-enhanced YouTube embeds, loaded
// lazily and never autoplayed. The video gallery page (/gallery/videos) shows them a page at a
// time.
import { useVideos, type Video } from '../../api/public';
import { useT } from '../../i18n';
import { formatNumber } from '../format';
import { toEmbedUrl } from '../video';
import { Empty, Failure, Loading } from './SectionStatus';

/** The videos with a usable YouTube address, as embeds. */
export function toEmbeds(items: readonly Video[]): { id: number; src: string }[] {
  return items
    .map((video) => ({ id: video.videoGalleryId, src: toEmbedUrl(video.displayVideo) }))
    .filter((video): video is { id: number; src: string } => video.src !== null);
}

/** The embeds; each frame's title counts from `first` out of `total` (a page of a longer list). */
export function VideoFrames({
  videos,
  first = 1,
  total = videos.length,
}: {
  videos: { id: number; src: string }[];
  first?: number;
  total?: number;
}) {
  const { t, language } = useT();
  return (
    <ul className="video-grid">
      {videos.map((video, index) => (
        <li key={video.id} className="video-frame">
          <iframe
            src={video.src}
            title={t('video.title', { n: formatNumber(first + index, language), total: formatNumber(total, language) })}
            width="560"
            height="315"
            loading="lazy"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </li>
      ))}
    </ul>
  );
}

export function VideoList() {
  const { t } = useT();
  const { items, error, isLoading } = useVideos();
  if (isLoading) return <Loading text={t('status.loading')} />;
  if (error) return <Failure text={t('video.error')} />;
  const videos = toEmbeds(items ?? []);
  if (videos.length === 0) return <Empty text={t('video.empty')} />;
  return <VideoFrames videos={videos} />;
}
