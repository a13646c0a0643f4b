// Video Gallery (SPEC §2.3 item 7): active videos as privacy-enhanced YouTube embeds, loaded
// lazily and never autoplayed.
import { useTranslation } from 'react-i18next';
import { useVideos } from '../../api/public';
import { toEmbedUrl } from '../video';
import { Empty, Failure, Loading } from './SectionStatus';

export function VideoGallery() {
  const { t } = useTranslation();
  const { items, error, isLoading } = useVideos();
  const videos = (items ?? [])
    .map((video) => ({ id: video.videoGalleryId, src: toEmbedUrl(video.displayVideo) }))
    .filter((video): video is { id: number; src: string } => video.src !== null);

  return (
    <section className="section videos" aria-labelledby="video-heading">
      <div className="container">
        <h2 id="video-heading" className="section-title">
          {t('video.heading')}
        </h2>
        {isLoading && <Loading text={t('status.loading')} />}
        {error && <Failure text={t('video.error')} />}
        {items && videos.length === 0 && <Empty text={t('video.empty')} />}
        {videos.length > 0 && (
          <ul className="video-grid">
            {videos.map((video, index) => (
              <li key={video.id} className="video-frame">
                <iframe
                  src={video.src}
                  title={t('video.title', { n: index + 1, total: videos.length })}
                  width="560"
                  height="315"
                  loading="lazy"
                  allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
