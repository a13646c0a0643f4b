// The static documents of the report-type pages and the organisation tables (SPEC §2.5), in
// both languages. The report rows are samples until the council publishes its files.
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

export interface DocumentRow {
  en: string;
  od: string;
  date: string;
}

export const REPORTS: Record<ReportKind, DocumentRow[]> = {
  acts: [
    { en: 'Resolution constituting the Odisha State Higher Education Council', od: 'ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ ଗଠନ ସମ୍ବନ୍ଧୀୟ ସଂକଳ୍ପ', date: '2024-01-15' },
    { en: 'Rules of business of the Council', od: 'ପରିଷଦର କାର୍ଯ୍ୟ ନିୟମାବଳୀ', date: '2024-03-04' },
    { en: 'Amendment to the composition of the Council', od: 'ପରିଷଦର ଗଠନରେ ସଂଶୋଧନ', date: '2025-02-10' },
  ],
  proceedings: [
    { en: 'Proceedings of the first meeting of the Council', od: 'ପରିଷଦର ପ୍ରଥମ ବୈଠକର କାର୍ଯ୍ୟବିବରଣୀ', date: '2024-05-22' },
    { en: 'Proceedings of the second meeting of the Council', od: 'ପରିଷଦର ଦ୍ୱିତୀୟ ବୈଠକର କାର୍ଯ୍ୟବିବରଣୀ', date: '2024-11-08' },
    { en: 'Proceedings of the third meeting of the Council', od: 'ପରିଷଦର ତୃତୀୟ ବୈଠକର କାର୍ଯ୍ୟବିବରଣୀ', date: '2025-06-17' },
  ],
  initiatives: [
    { en: 'Annual report of the Council, 2024-25', od: 'ପରିଷଦର ବାର୍ଷିକ ପ୍ରତିବେଦନ, ୨୦୨୪-୨୫', date: '2025-07-30' },
    { en: 'Report on faculty development programmes', od: 'ଶିକ୍ଷକ ବିକାଶ କାର୍ଯ୍ୟକ୍ରମ ଉପରେ ରିପୋର୍ଟ', date: '2025-03-12' },
  ],
  ug: [
    { en: 'Four-year undergraduate programme: regulations', od: 'ଚାରି ବର୍ଷିଆ ସ୍ନାତକ ପାଠ୍ୟକ୍ରମ: ନିୟମାବଳୀ', date: '2024-06-20' },
    { en: 'Common minimum syllabus for undergraduate courses', od: 'ସ୍ନାତକ ପାଠ୍ୟକ୍ରମ ପାଇଁ ସାଧାରଣ ସର୍ବନିମ୍ନ ପାଠ୍ୟସୂଚୀ', date: '2024-07-05' },
  ],
  pg: [
    { en: 'Postgraduate programme: model curriculum', od: 'ସ୍ନାତକୋତ୍ତର ସ୍ତର: ଆଦର୍ଶ ପାଠ୍ୟକ୍ରମ', date: '2024-08-14' },
    { en: 'Guidelines for one-year postgraduate programmes', od: 'ଏକ ବର୍ଷିଆ ସ୍ନାତକୋତ୍ତର ପାଠ୍ୟକ୍ରମ ପାଇଁ ମାର୍ଗଦର୍ଶିକା', date: '2025-01-09' },
  ],
  central: [
    { en: 'All India Survey on Higher Education: summary for Odisha', od: 'ଉଚ୍ଚ ଶିକ୍ଷା ଉପରେ ସର୍ବଭାରତୀୟ ସର୍ବେକ୍ଷଣ: ଓଡ଼ିଶା ପାଇଁ ସାରାଂଶ', date: '2025-02-28' },
    { en: 'National Institutional Ranking Framework: results digest', od: 'ଜାତୀୟ ଅନୁଷ୍ଠାନିକ ର୍ୟାଙ୍କିଂ ଫ୍ରେମୱର୍କ (NIRF): ଫଳାଫଳ ସାରାଂଶ', date: '2025-09-04' },
  ],
  notices: [
    { en: 'Notice on the academic calendar for 2025-26', od: '୨୦୨୫-୨୬ ଶିକ୍ଷାବର୍ଷ କ୍ୟାଲେଣ୍ଡର ସମ୍ବନ୍ଧୀୟ ନୋଟିସ୍', date: '2025-06-02' },
    { en: 'Notice inviting nominations for the state teachers’ awards', od: 'ରାଜ୍ୟ ଶିକ୍ଷକ ପୁରସ୍କାର ପାଇଁ ମନୋନୟନ ଆହ୍ୱାନ ନୋଟିସ୍', date: '2025-08-18' },
    { en: 'Notice on the workshop for heads of institutions', od: 'ଅନୁଷ୍ଠାନ ମୁଖ୍ୟଙ୍କ ପାଇଁ କର୍ମଶାଳା ସମ୍ବନ୍ଧୀୟ ନୋଟିସ୍', date: '2025-10-06' },
  ],
  ongoing: [
    { en: 'OURIIP Seed Fund: call for proposals', od: 'OURIIP ସିଡ୍ ଫଣ୍ଡ: ପ୍ରସ୍ତାବ ଆହ୍ୱାନ', date: '2025-04-21' },
    { en: 'OURIIP Seed Fund: list of selected projects', od: 'OURIIP ସିଡ୍ ଫଣ୍ଡ: ଚୟନିତ ପ୍ରକଳ୍ପ ତାଲିକା', date: '2025-08-29' },
  ],
  eContents: [
    { en: 'e-Content: introduction to research methodology', od: 'ଇ-ବିଷୟବସ୍ତୁ: ଗବେଷଣା ପଦ୍ଧତିର ପରିଚୟ', date: '2025-01-27' },
    { en: 'e-Content: communicative English for undergraduates', od: 'ଇ-ବିଷୟବସ୍ତୁ: ସ୍ନାତକ ଛାତ୍ରଛାତ୍ରୀଙ୍କ ପାଇଁ ଯୋଗାଯୋଗ ଇଂରାଜୀ', date: '2025-05-13' },
  ],
  nep: [
    { en: 'Letter on implementing NEP 2020 in state public universities', od: 'ରାଜ୍ୟ ସରକାରୀ ବିଶ୍ୱବିଦ୍ୟାଳୟରେ ଜାତୀୟ ଶିକ୍ଷା ନୀତି ୨୦୨୦ କାର୍ଯ୍ୟକାରୀ କରିବା ସମ୍ବନ୍ଧୀୟ ପତ୍ର', date: '2024-04-08' },
    { en: 'Letter on the Academic Bank of Credits', od: 'ଏକାଡେମିକ୍ ବ୍ୟାଙ୍କ ଅଫ୍ କ୍ରେଡିଟ୍ସ ସମ୍ବନ୍ଧୀୟ ପତ୍ର', date: '2024-09-23' },
  ],
};

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
