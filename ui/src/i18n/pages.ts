// Strings of the inner pages (SPEC §2.5, and the news and gallery pages) in a `pages` namespace,
// registered by the pages' own chunk so the home page does not carry them. Both languages are here.
import type { I18n } from './store';

const en = {
  list: {
    news: {
      title: 'Latest News',
      description: 'All news of the Odisha State Higher Education Council, newest first.',
      pager: 'News pages',
      error: 'The news could not be loaded. Please try again later.',
      empty: 'No news at present.',
    },
    photos: {
      title: 'Photo Gallery',
      description: 'Photographs of the events and programmes of the Odisha State Higher Education Council.',
      pager: 'Photo gallery pages',
      error: 'The photos could not be loaded. Please try again later.',
      empty: 'No photos at present.',
    },
    videos: {
      title: 'Video Gallery',
      description: 'Videos of the events and programmes of the Odisha State Higher Education Council.',
      pager: 'Video gallery pages',
      error: 'The videos could not be loaded. Please try again later.',
      empty: 'No videos at present.',
    },
    titlePage: '{{title}}, page {{page}}',
    position: 'Page {{page}} of {{count}}',
    pastEnd: 'There is no page {{page}} in this list.',
    firstPage: 'Go to the first page',
  },
  pager: {
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
  },
  report: {
    slNo: 'Sl No',
    contents: 'Contents',
    publishDate: 'Publish Date',
    download: 'Download',
    downloadItem: 'Download: {{title}} ({{format}})',
    format: 'PDF, {{size}}',
    caption: 'Current documents of this section, newest first.',
    captionArchive: 'Archived documents of this section, no longer in force, newest first.',
    filters: 'Find a document',
    search: 'Search by words of the title',
    searchButton: 'Search',
    clear: 'Clear',
    year: 'Year',
    allYears: 'All years',
    show: 'Show',
    current: 'Current',
    archive: 'Archive',
    new: 'New',
    fileIn: { en: 'File in English', od: 'File in Odia' },
    loading: 'Loading documents…',
    empty: 'There are no documents here yet.',
    emptyFiltered: 'No documents match your search.',
    error: 'The documents could not be loaded.',
    retry: 'Try again',
    showing: 'Showing {{from}}–{{to}} of {{total}}',
    pages: 'Pages',
  },
  intro: {
    empty: 'Loading or No data available.',
    welcome: 'Welcome to the Odisha State Higher Education Council',
    noDescription: 'No description available in selected language.',
  },
  vision: {
    visionHeading: 'Our Vision',
    vision:
      'A vibrant, inclusive and globally respected higher education system in Odisha that nurtures knowledge, character and enterprise in every learner.',
    missionHeading: 'Our Mission',
    mission: [
      'Plan and coordinate the growth of higher education across the state, in step with the National Education Policy 2020.',
      'Widen access and equity so that every young person, in every district, can reach quality higher education.',
      'Raise academic standards through curriculum reform, faculty development and quality assurance.',
      'Foster research, innovation and entrepreneurship in universities and colleges.',
      'Build partnerships between institutions, industry and society for stronger futures together.',
    ],
  },
  org: {
    intro: 'The council is led by its Chairperson and Member Secretary, supported by academic consultants and a finance officer.',
    leadership: 'Chairperson and Member Secretary',
    consultants: 'Academic Consultants',
    finance: 'Finance',
    slNo: 'Sl No',
    name: 'Name',
    email: 'Email',
  },
  screenReader: {
    intro:
      'This website follows the Guidelines for Indian Government Websites (GIGW) and WCAG 2.1 level AA. People with visual impairments can read it with a screen reader. The following screen readers are free to use.',
    name: 'Screen reader',
    platform: 'Platform',
    website: 'Website',
    visit: 'Visit {{name}} website',
    openNew: '(opens in a new tab)',
  },
  meta: {
    introduction: { title: 'Introduction', description: 'An introduction to the Odisha State Higher Education Council.' },
    vision: { title: 'Vision and Mission', description: 'The vision and mission of the Odisha State Higher Education Council.' },
    organization: { title: 'Organization Structure', description: 'Who leads the Odisha State Higher Education Council, with contact e-mails.' },
    acts: { title: 'OSHEC Act', description: 'Acts, rules and notifications that govern the council.' },
    proceedings: { title: 'Council Meeting Proceedings', description: 'Proceedings of the council meetings and ongoing activities.' },
    initiatives: { title: 'Initiatives Reports', description: 'Reports on the initiatives of the council.' },
    ug: { title: 'UG Programme', description: 'Undergraduate programme documents and syllabi.' },
    pg: { title: 'PG Programme', description: 'Postgraduate programme documents and syllabi.' },
    central: { title: 'Central Govt. Reports', description: 'Reports of the Government of India on higher education.' },
    notices: { title: 'Notices', description: 'Notices issued by the Odisha State Higher Education Council.' },
    ongoing: { title: 'Ongoing Activities: OURIIP Seed Fund', description: 'The OURIIP Seed Fund and other ongoing activities of the council.' },
    eContents: { title: 'e-Contents', description: 'Electronic learning content for students and teachers.' },
    nep: { title: 'NEP 2020 Letters', description: 'Letters on implementing the National Education Policy 2020.' },
    screenReader: { title: 'Screen Reader Access', description: 'Free screen readers for reading this website.' },
  },
};

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? string[] : Catalogue<T[K]> };

const od: Catalogue<typeof en> = {
  list: {
    news: {
      title: 'ସଦ୍ୟତମ ସମ୍ବାଦ',
      description: 'ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦର ସମସ୍ତ ସମ୍ବାଦ, ନୂଆରୁ ପୁରୁଣା କ୍ରମରେ।',
      pager: 'ସମ୍ବାଦ ପୃଷ୍ଠାଗୁଡ଼ିକ',
      error: 'ସମ୍ବାଦ ଲୋଡ୍ ହୋଇପାରିଲା ନାହିଁ। ଦୟାକରି ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
      empty: 'ବର୍ତ୍ତମାନ କୌଣସି ସମ୍ବାଦ ନାହିଁ।',
    },
    photos: {
      title: 'ଫଟୋ ଗ୍ୟାଲେରୀ',
      description: 'ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦର କାର୍ଯ୍ୟକ୍ରମ ଓ ଅନୁଷ୍ଠାନର ଫଟୋଚିତ୍ର।',
      pager: 'ଫଟୋ ଗ୍ୟାଲେରୀ ପୃଷ୍ଠାଗୁଡ଼ିକ',
      error: 'ଫଟୋ ଲୋଡ୍ ହୋଇପାରିଲା ନାହିଁ। ଦୟାକରି ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
      empty: 'ବର୍ତ୍ତମାନ କୌଣସି ଫଟୋ ନାହିଁ।',
    },
    videos: {
      title: 'ଭିଡିଓ ଗ୍ୟାଲେରୀ',
      description: 'ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦର କାର୍ଯ୍ୟକ୍ରମ ଓ ଅନୁଷ୍ଠାନର ଭିଡିଓ।',
      pager: 'ଭିଡିଓ ଗ୍ୟାଲେରୀ ପୃଷ୍ଠାଗୁଡ଼ିକ',
      error: 'ଭିଡିଓ ଲୋଡ୍ ହୋଇପାରିଲା ନାହିଁ। ଦୟାକରି ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
      empty: 'ବର୍ତ୍ତମାନ କୌଣସି ଭିଡିଓ ନାହିଁ।',
    },
    titlePage: '{{title}}, ପୃଷ୍ଠା {{page}}',
    position: '{{count}}ଟିରୁ {{page}} ନମ୍ବର ପୃଷ୍ଠା',
    pastEnd: 'ଏହି ତାଲିକାରେ ପୃଷ୍ଠା {{page}} ନାହିଁ।',
    firstPage: 'ପ୍ରଥମ ପୃଷ୍ଠାକୁ ଯାଆନ୍ତୁ',
  },
  pager: {
    previous: 'ପୂର୍ବ',
    next: 'ପରବର୍ତ୍ତୀ',
    page: 'ପୃଷ୍ଠା {{page}}',
  },
  report: {
    slNo: 'କ୍ରମିକ ସଂଖ୍ୟା',
    contents: 'ବିଷୟବସ୍ତୁ',
    publishDate: 'ପ୍ରକାଶନ ତାରିଖ',
    download: 'ଡାଉନଲୋଡ୍',
    downloadItem: 'ଡାଉନଲୋଡ୍: {{title}} ({{format}})',
    format: 'PDF, {{size}}',
    caption: 'ଏହି ବିଭାଗର ବର୍ତ୍ତମାନର ଦଲିଲ, ନୂଆରୁ ପୁରୁଣା କ୍ରମରେ।',
    captionArchive: 'ଏହି ବିଭାଗର ଅଭିଲେଖାଗାରଭୁକ୍ତ ଦଲିଲ, ଯାହା ଆଉ ବଳବତ୍ତର ନାହିଁ, ନୂଆରୁ ପୁରୁଣା କ୍ରମରେ।',
    filters: 'ଦଲିଲ ଖୋଜନ୍ତୁ',
    search: 'ଶୀର୍ଷକର ଶବ୍ଦ ଦ୍ୱାରା ଖୋଜନ୍ତୁ',
    searchButton: 'ଖୋଜନ୍ତୁ',
    clear: 'ସଫା କରନ୍ତୁ',
    year: 'ବର୍ଷ',
    allYears: 'ସମସ୍ତ ବର୍ଷ',
    show: 'ଦେଖାନ୍ତୁ',
    current: 'ବର୍ତ୍ତମାନର',
    archive: 'ଅଭିଲେଖାଗାର',
    new: 'ନୂଆ',
    fileIn: { en: 'ଇଂରାଜୀରେ ଫାଇଲ', od: 'ଓଡ଼ିଆରେ ଫାଇଲ' },
    loading: 'ଦଲିଲ ଲୋଡ୍ ହେଉଛି…',
    empty: 'ଏଠାରେ ଏପର୍ଯ୍ୟନ୍ତ କୌଣସି ଦଲିଲ ନାହିଁ।',
    emptyFiltered: 'ଆପଣଙ୍କ ଖୋଜ ସହ କୌଣସି ଦଲିଲ ମେଳ ଖାଉନାହିଁ।',
    error: 'ଦଲିଲଗୁଡ଼ିକ ଲୋଡ୍ କରାଯାଇପାରିଲା ନାହିଁ।',
    retry: 'ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ',
    showing: '{{total}}ରୁ {{from}}–{{to}} ଦେଖାଯାଉଛି',
    pages: 'ପୃଷ୍ଠାଗୁଡ଼ିକ',
  },
  intro: {
    empty: 'ଲୋଡ୍ ହେଉଛି କିମ୍ବା କୌଣସି ତଥ୍ୟ ଉପଲବ୍ଧ ନାହିଁ।',
    welcome: 'ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦକୁ ସ୍ୱାଗତ',
    noDescription: 'ବଛାଯାଇଥିବା ଭାଷାରେ କୌଣସି ବିବରଣୀ ଉପଲବ୍ଧ ନାହିଁ।',
  },
  vision: {
    visionHeading: 'ଆମର ଦୂରଦୃଷ୍ଟି',
    vision:
      'ଓଡ଼ିଶାରେ ଏକ ସଜୀବ, ସର୍ବସମାବେଶୀ ଓ ବିଶ୍ୱସ୍ତରରେ ସମ୍ମାନିତ ଉଚ୍ଚ ଶିକ୍ଷା ବ୍ୟବସ୍ଥା, ଯାହା ପ୍ରତ୍ୟେକ ଶିକ୍ଷାର୍ଥୀଙ୍କ ଜ୍ଞାନ, ଚରିତ୍ର ଓ ଉଦ୍ୟମକୁ ପୋଷଣ କରେ।',
    missionHeading: 'ଆମର ଲକ୍ଷ୍ୟ',
    mission: [
      'ଜାତୀୟ ଶିକ୍ଷା ନୀତି ୨୦୨୦ ସହ ସମତାଳରେ ରାଜ୍ୟରେ ଉଚ୍ଚ ଶିକ୍ଷାର ବିକାଶର ଯୋଜନା ଓ ସମନ୍ୱୟ କରିବା।',
      'ପ୍ରତ୍ୟେକ ଜିଲ୍ଲାର ପ୍ରତ୍ୟେକ ଯୁବକ ଯୁବତୀ ଯେପରି ଗୁଣାତ୍ମକ ଉଚ୍ଚ ଶିକ୍ଷା ପାଇପାରିବେ, ସେଥିପାଇଁ ସୁଯୋଗ ଓ ସମତା ବୃଦ୍ଧି କରିବା।',
      'ପାଠ୍ୟକ୍ରମ ସଂସ୍କାର, ଶିକ୍ଷକ ବିକାଶ ଓ ଗୁଣବତ୍ତା ନିଶ୍ଚିତକରଣ ମାଧ୍ୟମରେ ଶୈକ୍ଷିକ ମାନ ବୃଦ୍ଧି କରିବା।',
      'ବିଶ୍ୱବିଦ୍ୟାଳୟ ଓ ମହାବିଦ୍ୟାଳୟରେ ଗବେଷଣା, ନବସୃଜନ ଓ ଉଦ୍ୟୋଗିତାକୁ ପ୍ରୋତ୍ସାହିତ କରିବା।',
      'ମିଳିମିଶି ସୁଦୃଢ଼ ଭବିଷ୍ୟତ ପାଇଁ ଶିକ୍ଷାନୁଷ୍ଠାନ, ଶିଳ୍ପ ଓ ସମାଜ ମଧ୍ୟରେ ସହଭାଗିତା ଗଢ଼ିବା।',
    ],
  },
  org: {
    intro: 'ପରିଷଦର ନେତୃତ୍ୱ ଅଧ୍ୟକ୍ଷ ଓ ସଦସ୍ୟ ସଚିବ କରନ୍ତି, ଶୈକ୍ଷିକ ପରାମର୍ଶଦାତା ଓ ଜଣେ ଅର୍ଥ ଅଧିକାରୀ ସହାୟତା କରନ୍ତି।',
    leadership: 'ଅଧ୍ୟକ୍ଷ ଓ ସଦସ୍ୟ ସଚିବ',
    consultants: 'ଶୈକ୍ଷିକ ପରାମର୍ଶଦାତା',
    finance: 'ଅର୍ଥ',
    slNo: 'କ୍ରମିକ ସଂଖ୍ୟା',
    name: 'ନାମ',
    email: 'ଇମେଲ୍',
  },
  screenReader: {
    intro:
      'ଏହି ୱେବସାଇଟ୍ ଭାରତୀୟ ସରକାରୀ ୱେବସାଇଟ୍ ମାର୍ଗଦର୍ଶିକା (GIGW) ଓ WCAG 2.1 AA ସ୍ତର ଅନୁସରଣ କରେ। ଦୃଷ୍ଟି ପ୍ରତିବନ୍ଧକତା ଥିବା ବ୍ୟକ୍ତିମାନେ ସ୍କ୍ରିନ୍ ରିଡର୍ ସାହାଯ୍ୟରେ ଏହାକୁ ପଢ଼ିପାରିବେ। ନିମ୍ନଲିଖିତ ସ୍କ୍ରିନ୍ ରିଡର୍ ମାଗଣାରେ ବ୍ୟବହାର କରାଯାଇପାରିବ।',
    name: 'ସ୍କ୍ରିନ୍ ରିଡର୍',
    platform: 'ପ୍ଲାଟଫର୍ମ',
    website: 'ୱେବସାଇଟ୍',
    visit: '{{name}} ୱେବସାଇଟ୍ ଦେଖନ୍ତୁ',
    openNew: '(ନୂଆ ଟ୍ୟାବରେ ଖୋଲେ)',
  },
  meta: {
    introduction: { title: 'ପରିଚୟ', description: 'ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦର ପରିଚୟ।' },
    vision: { title: 'ଦୂରଦୃଷ୍ଟି ଓ ଲକ୍ଷ୍ୟ', description: 'ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦର ଦୂରଦୃଷ୍ଟି ଓ ଲକ୍ଷ୍ୟ।' },
    organization: { title: 'ସାଂଗଠନିକ ସଂରଚନା', description: 'ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦର ନେତୃତ୍ୱ ଓ ଯୋଗାଯୋଗ ଇମେଲ୍।' },
    acts: { title: 'ପରିଷଦ ଅଧିନିୟମ', description: 'ପରିଷଦକୁ ପରିଚାଳିତ କରୁଥିବା ଅଧିନିୟମ, ନିୟମ ଓ ବିଜ୍ଞପ୍ତି।' },
    proceedings: { title: 'ପରିଷଦ ବୈଠକ କାର୍ଯ୍ୟବିବରଣୀ', description: 'ପରିଷଦ ବୈଠକର କାର୍ଯ୍ୟବିବରଣୀ ଓ ଚାଲୁଥିବା କାର୍ଯ୍ୟକଳାପ।' },
    initiatives: { title: 'ପଦକ୍ଷେପ ରିପୋର୍ଟ', description: 'ପରିଷଦର ପଦକ୍ଷେପଗୁଡ଼ିକର ରିପୋର୍ଟ।' },
    ug: { title: 'ସ୍ନାତକ ପାଠ୍ୟକ୍ରମ', description: 'ସ୍ନାତକ ପାଠ୍ୟକ୍ରମର ଦଲିଲ ଓ ପାଠ୍ୟସୂଚୀ।' },
    pg: { title: 'ସ୍ନାତକୋତ୍ତର ପାଠ୍ୟକ୍ରମ', description: 'ସ୍ନାତକୋତ୍ତର ପାଠ୍ୟକ୍ରମର ଦଲିଲ ଓ ପାଠ୍ୟସୂଚୀ।' },
    central: { title: 'କେନ୍ଦ୍ର ସରକାରଙ୍କ ରିପୋର୍ଟ', description: 'ଉଚ୍ଚ ଶିକ୍ଷା ଉପରେ ଭାରତ ସରକାରଙ୍କ ରିପୋର୍ଟ।' },
    notices: { title: 'ନୋଟିସ୍', description: 'ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ ଦ୍ୱାରା ଜାରି ନୋଟିସ୍।' },
    ongoing: { title: 'ଚାଲୁଥିବା କାର୍ଯ୍ୟକଳାପ: OURIIP ସିଡ୍ ଫଣ୍ଡ', description: 'OURIIP ସିଡ୍ ଫଣ୍ଡ ଓ ପରିଷଦର ଅନ୍ୟ ଚାଲୁଥିବା କାର୍ଯ୍ୟକଳାପ।' },
    eContents: { title: 'ଇ-ବିଷୟବସ୍ତୁ', description: 'ଛାତ୍ରଛାତ୍ରୀ ଓ ଶିକ୍ଷକଙ୍କ ପାଇଁ ଇଲେକ୍ଟ୍ରୋନିକ୍ ଶିକ୍ଷଣ ସାମଗ୍ରୀ।' },
    nep: { title: 'ଜାତୀୟ ଶିକ୍ଷା ନୀତି ୨୦୨୦ ପତ୍ର', description: 'ଜାତୀୟ ଶିକ୍ଷା ନୀତି ୨୦୨୦ କାର୍ଯ୍ୟକାରୀ କରିବା ସମ୍ବନ୍ଧୀୟ ପତ୍ର।' },
    screenReader: { title: 'ସ୍କ୍ରିନ୍ ରିଡର୍ ସୁବିଧା', description: 'ଏହି ୱେବସାଇଟ୍ ପଢ଼ିବା ପାଇଁ ମାଗଣା ସ୍କ୍ରିନ୍ ରିଡର୍।' },
  },
};

export const PAGES_NS = 'pages';

/** Both catalogues as written, for the tests that read every string. */
export const PAGE_CATALOGUES = { en, od } as const;

export function registerPageStrings(i18n: I18n): void {
  if (i18n.hasResourceBundle('en', PAGES_NS)) return;
  i18n.addResourceBundle('en', PAGES_NS, en);
  i18n.addResourceBundle('od', PAGES_NS, od);
}
