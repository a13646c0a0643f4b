import { describe, expect, it } from 'vitest';
import { toEmbedUrl, toWatchUrl, youtubeId } from './video';

const EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('toEmbedUrl', () => {
  it('rewrites watch links to the privacy-enhanced embed', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(EMBED);
    expect(toEmbedUrl('https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toBe(EMBED);
    expect(toEmbedUrl('https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ')).toBe(EMBED);
  });
  it('rewrites short, embed, shorts and live links', () => {
    expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(EMBED);
    expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe(EMBED);
    expect(toEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(EMBED);
    expect(toEmbedUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe(EMBED);
    expect(toEmbedUrl('https://www.youtube.com/live/dQw4w9WgXcQ')).toBe(EMBED);
  });
  it('keeps links already on the privacy-enhanced domain and accepts a missing scheme', () => {
    expect(toEmbedUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(EMBED);
    expect(toEmbedUrl('www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(EMBED);
    expect(toEmbedUrl('  https://youtu.be/dQw4w9WgXcQ  ')).toBe(EMBED);
  });
  it('refuses other hosts and malformed ids', () => {
    expect(toEmbedUrl('https://vimeo.com/12345678')).toBeNull();
    expect(toEmbedUrl('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(toEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(toEmbedUrl('not a url')).toBeNull();
    expect(youtubeId('https://www.youtube.com/')).toBeNull();
  });
});

describe('toWatchUrl', () => {
  it("leads to the video's own page on YouTube", () => {
    expect(toWatchUrl('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(toWatchUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(toWatchUrl('https://vimeo.com/12345678')).toBeNull();
  });
});
