// The report-page kinds (the document categories of the register, served by the
// `document` list) and the static organisation and screen-reader tables (docs/decisions.md §1), in both
// languages.
export type ReportKind =
  | 'acts'
  | 'proceedings'
  | 'initiatives'
  | 'ug'
  | 'pg'
  | 'central'
  | 'notices'
  | 'ongoing'
  | 'eContents'
  | 'nep';


export interface ScreenReader {
  name: string;
  platformEn: string;
  platformOd: string;
  url: string;
}

/** Free screen readers, as GIGW asks a government site to list. */
export const SCREEN_READERS: ScreenReader[] = [
  { name: 'NVDA (NonVisual Desktop Access)', platformEn: 'Windows', platformOd: 'ୱିଣ୍ଡୋଜ୍', url: 'https://www.nvaccess.org/download/' },
  { name: 'Windows Narrator', platformEn: 'Windows (built in)', platformOd: 'ୱିଣ୍ଡୋଜ୍ (ଅନ୍ତର୍ନିର୍ମିତ)', url: 'https://support.microsoft.com/windows/complete-guide-to-narrator-e4397a0d-ef4f-b386-d8ae-c172f109bdb1' },
  { name: 'Orca', platformEn: 'Linux', platformOd: 'ଲିନକ୍ସ', url: 'https://help.gnome.org/users/orca/stable/' },
  { name: 'VoiceOver', platformEn: 'macOS and iOS (built in)', platformOd: 'macOS ଓ iOS (ଅନ୍ତର୍ନିର୍ମିତ)', url: 'https://www.apple.com/accessibility/vision/' },
  { name: 'TalkBack', platformEn: 'Android (built in)', platformOd: 'ଆଣ୍ଡ୍ରଏଡ୍ (ଅନ୍ତର୍ନିର୍ମିତ)', url: 'https://support.google.com/accessibility/android/answer/6283677' },
  { name: 'ChromeVox', platformEn: 'ChromeOS (built in)', platformOd: 'ChromeOS (ଅନ୍ତର୍ନିର୍ମିତ)', url: 'https://support.google.com/chromebook/answer/7031755' },
];
