// Video Gallery (docs/decisions.md §2 item 7): the active videos, each a light poster of the site's own (its
// title and a play button) that loads YouTube's privacy-enhanced player only when pressed, so
// nothing is asked of YouTube before a visitor wants a video; its description; and a "Watch on
// YouTube" link for when the player cannot load (docs/visitors.md, "Videos"). The video gallery
// page (/gallery/videos) shows them a page at a time.
import { useEffect, useRef, useState } from 'react';
import { useVideos, type Listed, type Video } from '../../api/public';
import { htmlLang, useT, type Language } from '../../i18n';
import { ExternalLink } from '../ExternalLink';
import { formatNumber } from '../../shared/format';
import { PlayIcon } from '../icons';
import { toEmbedUrl, toWatchUrl } from '../../shared/video';
import { Empty, Failure, Loading } from './SectionStatus';

/** A video as the gallery shows it. */
export interface VideoItem {
  id: number;
  /** YouTube's privacy-enhanced player, loaded once the poster is pressed. */
  embed: string;
  /** The video's page on YouTube. */
  watch: string;
  title: { en: string; od: string };
  desc: { en: string; od: string };
}

/** The videos with a usable YouTube address. */
export function toVideos(items: readonly Listed<Video>[]): VideoItem[] {
  return items.flatMap((video) => {
    const embed = toEmbedUrl(video.displayVideo);
    const watch = toWatchUrl(video.displayVideo);
    if (!embed || !watch) return [];
    return [
      {
        id: video.id,
        embed,
        watch,
        title: { en: (video.videoTitleEn ?? '').trim(), od: (video.videoTitleOd ?? '').trim() },
        desc: { en: (video.videoDescEn ?? '').trim(), od: (video.videoDescOd ?? '').trim() },
      },
    ];
  });
}

/**
 * The text in the reader's language, else in the other one (an item may have only one), with the
 * language it is in; null when there is neither.
 */
export function inLanguage(text: { en: string; od: string }, language: Language): { text: string; lang: Language } | null {
  const other: Language = language === 'od' ? 'en' : 'od';
  if (text[language]) return { text: text[language], lang: language };
  if (text[other]) return { text: text[other], lang: other };
  return null;
}

/** The videos; untitled ones are named by their place, counted from `first` out of `total`. */
export function VideoCards({ videos, first = 1, total = videos.length }: { videos: VideoItem[]; first?: number; total?: number }) {
  return (
    <ul className="video-grid">
      {videos.map((video, index) => (
        <VideoCard key={video.id} video={video} position={first + index} total={total} />
      ))}
    </ul>
  );
}

function VideoCard({ video, position, total }: { video: VideoItem; position: number; total: number }) {
  const { t, language } = useT();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const titled = inLanguage(video.title, language);
  const title = titled?.text ?? t('video.title', { n: formatNumber(position, language), total: formatNumber(total, language) });
  const titleLang = titled && titled.lang !== language ? htmlLang(titled.lang) : undefined;
  const desc = inLanguage(video.desc, language);

  // The button is gone once pressed: keyboard focus goes on into the player that replaced it.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <li className="video-card">
      <div className="video-frame">
        {playing ? (
          <iframe
            ref={frame}
            src={`${video.embed}?autoplay=1`}
            title={title}
            width="560"
            height="315"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className="video-poster" onClick={() => setPlaying(true)} aria-label={t('video.play', { title })}>
            <span className="video-poster-title" lang={titleLang}>
              {title}
            </span>
            <span className="video-play" aria-hidden="true">
              <PlayIcon />
            </span>
          </button>
        )}
      </div>
      <div className="video-info">
        {desc && (
          <p className="video-desc" lang={desc.lang !== language ? htmlLang(desc.lang) : undefined}>
            {desc.text}
          </p>
        )}
        <ExternalLink href={video.watch} className="video-watch" label={t('video.watchTitled', { title })}>
          {t('video.watch')}
        </ExternalLink>
      </div>
    </li>
  );
}

export function VideoList() {
  const { t } = useT();
  const { items, error, isLoading } = useVideos();
  if (isLoading) return <Loading text={t('status.loading')} />;
  if (error) return <Failure text={t('video.error')} />;
  const videos = toVideos(items ?? []);
  if (videos.length === 0) return <Empty text={t('video.empty')} />;
  return <VideoCards videos={videos} />;
}
