// The content kinds by the names the UI gives them, each mapped once to the server's key for it
// (its entity key: generated/entities.ts, written by `oshec write-ui-files`). Code and tests say
// KIND.news, not the key, so a key is spelt in this file, the back office's entity list and the
// few places that must spell it (docs/architecture.md, "Each content type said once").
import type { ServerEntityKey } from '../generated/entities';

export const KIND = {
  announcements: 'announce',
  notices: 'announceNotice',
  banner: 'banner',
  council: 'council',
  documents: 'document',
  features: 'features',
  settings: 'generalSetting',
  photos: 'imageGallery',
  introduction: 'introduction',
  news: 'latestNews',
  officials: 'official',
  pages: 'page',
  futures: 'strongFuture',
  videos: 'videoGallery',
} as const satisfies Record<string, ServerEntityKey>;

export type Kind = (typeof KIND)[keyof typeof KIND];

// Every server key has its name here: a kind the server adds fails the type check until named.
type Unnamed = Exclude<ServerEntityKey, Kind>;
export const EVERY_KIND_NAMED: [Unnamed] extends [never] ? true : Unnamed = true;
