// The Odia glossary: one Odia term per idea, as an Odisha government office writes it. Every
// Odia string of the site follows it: the catalogues (od.ts, pages.ts, admin/i18n.ts,
// public/pages/documents.ts) and the starter content (src/seed/content.json). A new string
// takes its terms from here; a new term is added here first. `odia.test.ts` checks it:
//
//   - `avoid`: rejected variants. No Odia string may contain one (a variant followed by a vowel
//     sign or halant is a different, longer word and does not count).
//   - `match`: when an English string contains the term (this pattern), its Odia pair must
//     contain `od`.
//   - every English string that IS the term (`en`, ignoring case) has exactly `od` as its pair.
//
// Numbers and dates are not words: write them with `public/format.ts` (Odia digits in Odia).
// Names and standards keep their Latin letters only when listed in LATIN_ALLOWED below.

export interface Term {
  /** The English term as the English catalogues write it. */
  en: string;
  /** The one Odia term for it. */
  od: string;
  /** Rejected Odia variants, with the reason in `why`. */
  avoid?: readonly string[];
  /** English strings containing the term (case-insensitive) must contain `od` in Odia. */
  match?: RegExp;
  why?: string;
}

export const GLOSSARY: readonly Term[] = [
  // Names of the state and its offices.
  { en: 'Odisha State Higher Education Council', od: 'ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ', match: /odisha state higher education council/i },
  { en: 'Government of Odisha', od: 'ଓଡ଼ିଶା ସରକାର', match: /government of odisha/i },
  { en: 'Higher Education Department', od: 'ଉଚ୍ଚ ଶିକ୍ଷା ବିଭାଗ', match: /higher education department/i },
  { en: 'NEP 2020', od: 'ଜାତୀୟ ଶିକ୍ଷା ନୀତି ୨୦୨୦', match: /\bNEP 2020\b|national education policy 2020/i },
  { en: 'Council', od: 'ପରିଷଦ' },
  {
    en: 'National Institutional Ranking Framework',
    od: 'ଜାତୀୟ ଆନୁଷ୍ଠାନିକ ର୍ୟାଙ୍କିଂ ଫ୍ରେମୱର୍କ',
    avoid: ['ଅନୁଷ୍ଠାନ ମାନାଙ୍କ', 'ଅନୁଷ୍ଠାନିକ'],
    match: /national institutional ranking framework/i,
    why: 'ମାନାଙ୍କ is "standard": the name would lose "ranking".',
  },
  {
    en: 'Academic Bank of Credits',
    od: 'ଏକାଡେମିକ୍ ବ୍ୟାଙ୍କ ଅଫ୍ କ୍ରେଡିଟ୍ସ',
    avoid: ['ଏକାଡେମିକ'],
    match: /academic bank of credits/i,
    why: 'A name, transliterated with the final halant as every other loan word here (ଇମେଲ୍, ନୋଟିସ୍).',
  },

  // Menus and page names.
  { en: 'Home', od: 'ମୂଳପୃଷ୍ଠା' },
  { en: 'Introduction', od: 'ପରିଚୟ' },
  {
    en: 'Vision and Mission',
    od: 'ଦୂରଦୃଷ୍ଟି ଓ ଲକ୍ଷ୍ୟ',
    match: /vision and mission/i,
  },
  {
    en: 'Vision',
    od: 'ଦୂରଦୃଷ୍ଟି',
    avoid: ['ଦୃଷ୍ଟିକୋଣ'],
    match: /\bvision\b/i,
    why: 'ଦୃଷ୍ଟିକୋଣ is "point of view".',
  },
  { en: 'Mission', od: 'ଲକ୍ଷ୍ୟ', match: /\bmission\b/i },
  {
    en: 'Academics',
    od: 'ଶୈକ୍ଷିକ',
    avoid: ['ଶିକ୍ଷାଗତ'],
    why: 'ଶୈକ୍ଷିକ is the word used for "academic" everywhere else (consultants, standards, quality).',
  },
  { en: 'Initiatives', od: 'ପଦକ୍ଷେପ' },
  { en: 'Reports', od: 'ରିପୋର୍ଟ' },
  {
    en: 'Annual report',
    od: 'ବାର୍ଷିକ ପ୍ରତିବେଦନ',
    avoid: ['ବାର୍ଷିକ ରିପୋର୍ଟ'],
    match: /annual report/i,
    why: 'The established term for a body\'s annual report.',
  },
  {
    en: 'Notifications',
    od: 'ଅଧିସୂଚନା',
    match: /\bnotifications?\b/i,
    why: 'The government register: a notification (as in the Gazette) is ଅଧିସୂଚନା.',
  },
  {
    en: 'Notices',
    od: 'ବିଜ୍ଞପ୍ତି',
    avoid: ['ନୋଟିସ୍'],
    match: /\bnotices?\b/i,
    why: 'The government register: a notice is ବିଜ୍ଞପ୍ତି, "Notice:" included; ଅଧିସୂଚନା is a notification.',
  },
  {
    en: 'Ongoing Activities',
    od: 'ଚାଲୁଥିବା କାର୍ଯ୍ୟକଳାପ',
    avoid: ['ଚାଲୁ କାର୍ଯ୍ୟକ୍ରମ'],
    match: /ongoing activities/i,
    why: 'What the menu says, so readers sent to the page find it.',
  },
  { en: 'Letters', od: 'ପତ୍ର' },
  { en: 'Gallery', od: 'ଗ୍ୟାଲେରୀ' },
  { en: 'Latest News', od: 'ସଦ୍ୟତମ ସମ୍ବାଦ', match: /latest news/i },
  { en: 'Media Gallery', od: 'ମିଡିଆ ଗ୍ୟାଲେରୀ', match: /media gallery/i },
  { en: 'Video Gallery', od: 'ଭିଡିଓ ଗ୍ୟାଲେରୀ', match: /video gallery/i },
  {
    en: 'Focused Announcement',
    od: 'ମୁଖ୍ୟ ଘୋଷଣା',
    avoid: ['ପ୍ରମୁଖ ଘୋଷଣା'],
    match: /focused announcement/i,
    why: 'The public heading and the back office name the same section.',
  },
  {
    en: 'Login',
    od: 'ଲଗଇନ୍',
    avoid: ['ଲଗ୍ ଇନ୍', 'ସାଇନ୍ ଇନ୍'],
    match: /\blog ?in\b|\bsign(ing)? in\b/i,
  },
  { en: 'Log in', od: 'ଲଗଇନ୍' },
  {
    en: 'Logout',
    od: 'ଲଗଆଉଟ୍',
    avoid: ['ଲଗ୍ ଆଉଟ୍'],
    match: /\blog ?out\b|\blogged out\b/i,
    why: 'Written like ଲଗଇନ୍.',
  },
  {
    en: 'Back office',
    od: 'ପ୍ରଶାସନିକ ପ୍ୟାନେଲ',
    avoid: ['ପ୍ରଶାସନ ବିଭାଗ'],
    match: /back office/i,
    why: 'ପ୍ରଶାସନ ବିଭାଗ reads as "Administration Department", a government department.',
  },

  // Academic terms.
  {
    en: 'curriculum',
    od: 'ପାଠ୍ୟକ୍ରମ',
    avoid: ['ଆଦର୍ଶ ପାଠ୍ୟସୂଚୀ'],
    match: /\bcurricul(um|a)\b/i,
    why: 'Curriculum ପାଠ୍ୟକ୍ରମ and syllabus ପାଠ୍ୟସୂଚୀ, so "model curriculum" and "common minimum syllabus" differ.',
  },
  { en: 'syllabus', od: 'ପାଠ୍ୟସୂଚୀ', match: /\bsyllab(us|i)\b/i },
  { en: 'UG Programme', od: 'ସ୍ନାତକ ପାଠ୍ୟକ୍ରମ' },
  { en: 'PG Programme', od: 'ସ୍ନାତକୋତ୍ତର ପାଠ୍ୟକ୍ରମ' },
  {
    en: 'Guidelines',
    od: 'ମାର୍ଗଦର୍ଶିକା',
    avoid: ['ନିର୍ଦ୍ଦେଶିକା'],
    match: /\bguidelines?\b/i,
    why: 'The word Odisha government orders use for guidelines; ନିର୍ଦ୍ଦେଶିକା reads as a directory or manual.',
  },
  { en: 'e-Contents', od: 'ଇ-ବିଷୟବସ୍ତୁ', match: /\be-contents?\b/i },
  { en: 'Research', od: 'ଗବେଷଣା', match: /\bresearch\b/i },
  { en: 'Innovation', od: 'ନବସୃଜନ', match: /\binnovation\b/i },
  { en: 'Accreditation', od: 'ପ୍ରତ୍ୟାୟନ', match: /\baccreditation\b/i },
  { en: 'Quality Assurance', od: 'ଗୁଣବତ୍ତା ନିଶ୍ଚିତକରଣ', match: /quality assurance/i },

  // Offices and people.
  {
    en: 'Finance',
    od: 'ଅର୍ଥ',
    avoid: ['ଆର୍ଥିକ ଅଧିକାରୀ'],
    match: /\bfinance\b/i,
    why: 'The office is ଅର୍ଥ (as ଅର୍ଥ ବିଭାଗ); ଆର୍ଥିକ is the adjective "financial".',
  },
  { en: 'Finance Officer', od: 'ଅର୍ଥ ଅଧିକାରୀ', match: /finance officer/i },
  { en: 'Chairperson', od: 'ଅଧ୍ୟକ୍ଷ' },
  { en: 'Member Secretary', od: 'ସଦସ୍ୟ ସଚିବ', match: /member secretary/i },
  {
    en: 'Sl No',
    od: 'କ୍ରମିକ ସଂଖ୍ୟା',
    avoid: ['କ୍ରମିକ ନଂ'],
  },
  { en: 'Sl No.', od: 'କ୍ରମିକ ସଂଖ୍ୟା' },

  // Accessibility.
  {
    en: 'people with visual impairments',
    od: 'ଦୃଷ୍ଟି ପ୍ରତିବନ୍ଧକତା ଥିବା ବ୍ୟକ୍ତିମାନେ',
    avoid: ['ଦୃଷ୍ଟିହୀନ'],
    match: /visual impairments?/i,
    why: 'ଦୃଷ୍ଟିହୀନ is "blind"; the site is for every degree of low vision.',
  },
  {
    en: 'built in',
    od: 'ଅନ୍ତର୍ନିର୍ମିତ',
    avoid: ['ଅନ୍ତର୍ନିହିତ'],
    match: /\bbuilt in\b/i,
    why: 'ଅନ୍ତର୍ନିହିତ is "inherent".',
  },
  {
    en: 'Image viewer',
    od: 'ଛବି ପ୍ରଦର୍ଶକ',
    avoid: ['ଛବି ଦର୍ଶକ'],
    match: /image viewer/i,
    why: 'ଦର୍ଶକ is a person watching.',
  },
  { en: 'Screen reader', od: 'ସ୍କ୍ରିନ୍ ରିଡର୍', match: /screen readers?/i },

  // Finding pages (GIGW).
  { en: 'Search', od: 'ସନ୍ଧାନ', avoid: ['ଖୋଜ'], match: /\bsearch\b/i, why: 'One word for search everywhere: the box, the button and the page.' },
  { en: 'Sitemap', od: 'ସାଇଟମ୍ୟାପ୍', match: /\bsitemap\b/i },
  { en: 'Last updated', od: 'ଶେଷ ଅଦ୍ୟତନ', avoid: ['ଶେଷ ଅପଡେଟ୍'], match: /last updated/i, why: 'The formal term, as on state portals.' },
  { en: 'Designation', od: 'ପଦବୀ', match: /\bdesignation\b/i },
  { en: 'Results', od: 'ଫଳାଫଳ', match: /\bresults?\b/i },

  // Controls and messages.
  { en: 'Starter content', od: 'ପ୍ରାରମ୍ଭିକ ବିଷୟବସ୍ତୁ', match: /\bstarter content\b/i, why: 'What the site was set up with (site health).' },
  { en: 'placeholder', od: 'ନମୁନା', match: /\bplaceholders?\b/i, why: 'A sample value standing in for the council\'s own (site health).' },
  { en: 'Email', od: 'ଇମେଲ୍' },
  { en: 'Phone', od: 'ଫୋନ୍' },
  { en: 'Download', od: 'ଡାଉନଲୋଡ୍', match: /\bdownload\b/i },
  { en: 'Status', od: 'ସ୍ଥିତି' },
  { en: 'Active', od: 'ସକ୍ରିୟ' },
  { en: 'Inactive', od: 'ନିଷ୍କ୍ରିୟ' },
  { en: 'Submit', od: 'ଦାଖଲ କରନ୍ତୁ' },
  { en: 'Cancel', od: 'ବାତିଲ୍' },
  { en: 'Previous page', od: 'ପୂର୍ବ ପୃଷ୍ଠା' },
  { en: 'Next page', od: 'ପରବର୍ତ୍ତୀ ପୃଷ୍ଠା' },
  { en: 'First page', od: 'ପ୍ରଥମ ପୃଷ୍ଠା' },
  { en: 'Last page', od: 'ଶେଷ ପୃଷ୍ଠା' },
  {
    en: 'Leave (empty)',
    od: 'ଛାଡ଼ନ୍ତୁ',
    avoid: ['ଛାଡନ୍ତୁ'],
    why: 'ଡ଼ (with nukta), as in ବଢ଼ାନ୍ତୁ and ପଢ଼ନ୍ତୁ.',
  },

  // The header's controls, named in the help and policy pages by the header's own words.
  { en: 'Text size', od: 'ଲେଖାର ଆକାର', avoid: ['ଅକ୍ଷରର ଆକାର'], match: /\btext size\b/i, why: 'The header calls the control ଲେଖାର ଆକାର.' },
  { en: 'Dark mode', od: 'ଅନ୍ଧାର ମୋଡ୍', avoid: ['ଡାର୍କ ମୋଡ୍', 'ଡାର୍କ ମୋଡ'], match: /\bdark mode\b/i, why: 'The header calls the switch ଅନ୍ଧାର ମୋଡ୍.' },
  { en: 'Skip to main content', od: 'ମୁଖ୍ୟ ବିଷୟବସ୍ତୁକୁ ଯାଆନ୍ତୁ', match: /skip to main content/i },
  { en: 'Language', od: 'ଭାଷା', match: /\blanguage switch\b/i },

  // Spelling: one form of each loan word, inflected without its halant.
  {
    en: 'File',
    od: 'ଫାଇଲ',
    avoid: ['ଫାଇଲ୍'],
    match: /\bfiles?\b/i,
    why: 'Written without the halant, as ଫାଇଲର and ଫାଇଲଗୁଡ଼ିକ are.',
  },
  {
    // The stem: standing alone the word is ୱେବସାଇଟ୍, like ଇମେଲ୍.
    en: 'website (stem)',
    od: 'ୱେବସାଇଟ',
    avoid: ['ୱେବସାଇଟ୍\u200c', 'ସାଇଟ୍\u200c'],
    match: /\bwebsites?\b/i,
    why: 'Inflected as ୱେବସାଇଟର, ୱେବସାଇଟରେ, ୱେବସାଇଟକୁ: the halant goes when a case ending follows.',
  },
  {
    en: 'form',
    od: 'ପ୍ରପତ୍ର',
    avoid: ['ଫର୍ମ', 'ଫର୍ମାଟ'],
    match: /\bforms?\b/i,
    why: 'The register\'s word for a form (ଆବେଦନ ପ୍ରପତ୍ର); ଫର୍ମାଟ is "format".',
  },

  // Law and policy.
  { en: 'Acts', od: 'ଅଧିନିୟମ', match: /\bacts\b/i },
  {
    en: 'Rules',
    od: 'ନିୟମାବଳୀ',
    avoid: ['ଆଇନ, ନିୟମ'],
    match: /\brules\b/i,
    why: 'The menu\'s ଅଧିନିୟମ ଓ ନିୟମାବଳୀ: ଆଇନ is "law", not an Act.',
  },
  {
    en: 'prevails',
    od: 'ପ୍ରାଧାନ୍ୟ ପାଇବ',
    avoid: ['ଗ୍ରହଣୀୟ'],
    match: /\bprevails?\b/i,
    why: 'ଗ୍ରହଣୀୟ is "acceptable": the Disclaimer must say the English version prevails.',
  },
  {
    en: 'current (still in force or in use)',
    od: 'ସାମ୍ପ୍ରତିକ',
    avoid: ['ସାମୟିକ'],
    why: 'ସାମୟିକ is "periodical" (a magazine), not "current".',
  },

  // The back office's words for its own work.
  {
    en: 'item',
    od: 'ବିଷୟ',
    avoid: ['ଆଇଟମ', 'ଆଇଟମ୍'],
    why: 'One word for a piece of content (ନୂଆ ବିଷୟ ଯୋଗ କରନ୍ତୁ), not a loan word written two ways.',
  },
  {
    en: 'submit (for review)',
    od: 'ଦାଖଲ',
    match: /\bsubmit(s|ted|ting)?\b|\bsubmission\b/i,
    why: 'A draft is ଦାଖଲ (filed) for review, as an office files a paper; ପଠାନ୍ତୁ is "send".',
  },
  {
    en: 'Site health',
    od: 'ସାଇଟ୍ ଯାଞ୍ଚ',
    avoid: ['ସାଇଟ୍ ସ୍ୱାସ୍ଥ୍ୟ', 'ସାଇଟ୍ ସୁସ୍ଥ'],
    match: /\bsite health\b/i,
    why: 'The page checks the site (links, files, languages); ସ୍ୱାସ୍ଥ୍ୟ is a person\'s health.',
  },
  {
    en: 'Export (a file to download)',
    od: 'ଡାଉନଲୋଡ୍',
    avoid: ['ରପ୍ତାନି'],
    match: /\binbox exported\b|\bexport the inbox\b/i,
    why: 'ରପ୍ତାନି is the export of goods in trade; a CSV file is downloaded.',
  },

  // Messages of the back office.
  {
    en: 'required (a field)',
    od: 'ପୂରଣ କରିବା ଆବଶ୍ୟକ',
    avoid: ['ଘର ଆବଶ୍ୟକ'],
    why: 'A sentence needs its verb: the field must be filled in (ଘର ପୂରଣ କରିବା ଆବଶ୍ୟକ).',
  },
  {
    en: 'everywhere (every signed-in device)',
    od: 'ସବୁ ଉପକରଣରୁ',
    avoid: ['ସବୁଠାରୁ ଲଗଆଉଟ୍'],
    match: /\bsign(ed)? out everywhere\b/i,
    why: 'ସବୁଠାରୁ also reads as "most": "ସବୁଠାରୁ ଲଗଆଉଟ୍" is "most logout".',
  },
];

/**
 * Latin-letter words an Odia string may keep: names, standards and formats a reader knows in
 * this form. Reviewed; add a word only with its reason.
 */
export const LATIN_ALLOWED: Readonly<Record<string, string>> = {
  STD: 'the trunk dialling code of an Indian landline, as the telephone department writes it',
  English: 'the language switch names each language in its own script',
  X: 'the name of the social network (X, formerly Twitter)',
  OSHEC: 'the council\'s abbreviation, as printed on its documents',
  OURIIP: 'name of the state research scheme',
  NAAC: 'name of the national accreditation council',
  AICTE: 'name of the national technical education council',
  NIRF: 'name of the national ranking',
  ABC: 'Academic Bank of Credits, as on the student\'s ID',
  ID: 'as in ABC ID and e-mail ID, the form printed on forms',
  GIGW: 'name of the government website guidelines',
  oshec: 'the server command (oshec create-admin), typed as it is written',
  create: 'part of the server command oshec create-admin',
  admin: 'part of the server command oshec create-admin',
  restore: 'part of the server command oshec restore, typed as it is written',
  backup: 'part of the setting backup_dir, typed as it is written',
  dir: 'part of the setting backup_dir, typed as it is written',
  toml: 'the settings file oshec.toml, typed as it is named',
  WCAG: 'name of the accessibility standard',
  AA: 'WCAG conformance level',
  YouTube: 'name of the video service',
  URL: 'web address, as typed',
  PDF: 'file format',
  JSON: 'data format of the API, named in its wire messages as programmers know it',
  KiB: 'unit of size in which the server names its limits',
  MiB: 'unit of size in which the server names its limits',
  CSV: 'file format of the feedback export, as spreadsheet programs name it',
  IP: 'Internet Protocol, as in "IP address" (privacy policy)',
  Ctrl: 'a key, named as printed on keyboards (help page)',
  Shift: 'a key, named as printed on keyboards (help page)',
  Tab: 'a key, named as printed on keyboards (help page)',
  JPG: 'file format',
  PNG: 'file format',
  MB: 'unit of file size',
  macOS: 'operating system name',
  iOS: 'operating system name',
  ChromeOS: 'operating system name',
};
