import { describe, expect, it } from 'vitest';
import type { Listed, Video } from '../../api/public';
import { inLanguage, toVideos } from './VideoGallery';
import { KIND } from '../../api/kinds';
import { ID_FIELDS } from '../../generated/routes';

const base = { isActive: true } as unknown as Listed<Video>;
const ID = ID_FIELDS[KIND.videos];

describe('toVideos', () => {
  it('gives each usable video its player, its YouTube page and its texts', () => {
    const videos = toVideos([
      { ...base, [ID]: 1, id: 1, displayVideo: 'https://youtu.be/dQw4w9WgXcQ', videoTitleEn: ' Convocation ', videoTitleOd: 'ସମାବର୍ତ୍ତନ', videoDescEn: 'The 2026 convocation.' },
      { ...base, [ID]: 2, id: 2, displayVideo: 'https://vimeo.com/12345678' },
    ]);
    expect(videos).toEqual([
      {
        id: 1,
        embed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        watch: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: { en: 'Convocation', od: 'ସମାବର୍ତ୍ତନ' },
        desc: { en: 'The 2026 convocation.', od: '' },
      },
    ]);
  });
  it('reads a video saved before titles existed as untitled', () => {
    const [video] = toVideos([{ ...base, [ID]: 3, id: 3, displayVideo: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }]);
    expect(video.title).toEqual({ en: '', od: '' });
    expect(video.desc).toEqual({ en: '', od: '' });
  });
});

describe('inLanguage', () => {
  it("takes the reader's language, else the other one, else nothing", () => {
    expect(inLanguage({ en: 'Title', od: 'ଶୀର୍ଷକ' }, 'od')).toEqual({ text: 'ଶୀର୍ଷକ', lang: 'od' });
    expect(inLanguage({ en: 'Title', od: '' }, 'od')).toEqual({ text: 'Title', lang: 'en' });
    expect(inLanguage({ en: '', od: 'ଶୀର୍ଷକ' }, 'en')).toEqual({ text: 'ଶୀର୍ଷକ', lang: 'od' });
    expect(inLanguage({ en: '', od: '' }, 'en')).toBeNull();
  });
});
