// Video Gallery (SPEC §2.3 item 7): active videos as privacy-enhanced YouTube embeds, loaded
// lazily and never autoplayed.
import { useVideos } from '../../api/public';
import { useT } from '../../i18n';
import { formatNumber } from '../format';
import { toEmbedUrl } from '../video';
import { Empty, Failure, Loading } from './SectionStatus';

export function VideoList() {
  const { t, language } = useT();
  const { items, error, isLoading } = useVideos();
  if (isLoading) return <Loading text={t('status.loading')} />;
  if (error) return <Failure text={t('video.error')} />;
  const videos = (items ?? [])
    .map((video) => ({ id: video.videoGalleryId, src: toEmbedUrl(video.displayVideo) }))
    .filter((video): video is { id: number; src: string } => video.src !== null);
  if (videos.length === 0) return <Empty text={t('video.empty')} />;
  return (
    <ul className="video-grid">
      {videos.map((video, index) => (
        <li key={video.id} className="video-frame">
          <iframe
            src={video.src}
            title={t('video.title', { n: formatNumber(index + 1, language), total: formatNumber(videos.length, language) })}
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
