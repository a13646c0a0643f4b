// Strings of the inner pages (SPEC §2.5) in a `pages` namespace, registered by the pages' own
// chunk so the home page does not carry them. Both languages are here.
import type { I18n } from './store';

const en = {
  report: {
    slNo: 'Sl No',
    contents: 'Contents',
    publishDate: 'Publish Date',
    download: 'Download',
    downloadItem: 'Download: {{title}}',
    caption: 'Documents of this section. Files will be available for download soon.',
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
  policy: {
    notFound: 'This page does not exist or is no longer published.',
    loading: 'Loading the page…',
    failed: 'The page could not be loaded.',
    back: 'Go to the home page',
  },
  contact: {
    intro: 'Write to us, call us or visit the council office. You can also send us your feedback with the form below.',
    office: 'Office',
    address: 'Address',
    email: 'Email',
    phone: 'Phone',
    wim: 'Web Information Manager',
    wimName: 'Name',
    wimDesignation: 'Designation',
    map: 'Map showing the council office',
    mapLink: 'View the map',
  },
  feedback: {
    heading: 'Feedback',
    intro: 'Fields marked * are required. We read every message and reply by e-mail.',
    name: 'Name',
    email: 'Email',
    phone: 'Phone (10 digits, optional)',
    subject: 'Subject',
    message: 'Message',
    honeypot: 'Leave this field empty',
    send: 'Send feedback',
    sending: 'Sending…',
    errorsTitle: 'Please correct the following:',
    required: 'Please enter your {{field}}.',
    emailInvalid: 'Please enter a valid e-mail address, such as name@example.com.',
    phoneInvalid: 'The phone number must have 10 digits.',
    tooLong: 'The {{field}} is too long (at most {{max}} characters).',
    thanks: 'Thank you. Your feedback has reached the council. We will reply to {{email}}.',
    another: 'Send another message',
    tooMany: 'You have sent several messages in the last hour. Please try again later.',
    failed: 'Your message could not be sent: {{message}}',
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
    contact: { title: 'Contact Us', description: 'Address, e-mail, phone and map of the Odisha State Higher Education Council, and a form for your feedback.' },
    screenReader: { title: 'Screen Reader Access', description: 'Free screen readers for reading this website.' },
  },
};

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? string[] : Catalogue<T[K]> };

const od: Catalogue<typeof en> = {
  report: {
    slNo: 'କ୍ରମିକ ସଂଖ୍ୟା',
    contents: 'ବିଷୟବସ୍ତୁ',
    publishDate: 'ପ୍ରକାଶନ ତାରିଖ',
    download: 'ଡାଉନଲୋଡ୍',
    downloadItem: 'ଡାଉନଲୋଡ୍: {{title}}',
    caption: 'ଏହି ବିଭାଗର ଦଲିଲ। ଫାଇଲଗୁଡ଼ିକ ଶୀଘ୍ର ଡାଉନଲୋଡ୍ ପାଇଁ ଉପଲବ୍ଧ ହେବ।',
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
  policy: {
    notFound: 'ଏହି ପୃଷ୍ଠା ନାହିଁ କିମ୍ବା ଆଉ ପ୍ରକାଶିତ ନୁହେଁ।',
    loading: 'ପୃଷ୍ଠା ଲୋଡ୍ ହେଉଛି…',
    failed: 'ପୃଷ୍ଠାଟି ଲୋଡ୍ ହୋଇପାରିଲା ନାହିଁ।',
    back: 'ମୂଳପୃଷ୍ଠାକୁ ଯାଆନ୍ତୁ',
  },
  contact: {
    intro: 'ଆମକୁ ଲେଖନ୍ତୁ, ଫୋନ୍ କରନ୍ତୁ କିମ୍ବା ପରିଷଦ କାର୍ଯ୍ୟାଳୟକୁ ଆସନ୍ତୁ। ତଳ ଫର୍ମ ଦ୍ୱାରା ଆପଣ ଆମକୁ ମତାମତ ମଧ୍ୟ ପଠାଇପାରିବେ।',
    office: 'କାର୍ଯ୍ୟାଳୟ',
    address: 'ଠିକଣା',
    email: 'ଇମେଲ୍',
    phone: 'ଫୋନ୍',
    wim: 'ୱେବ୍ ସୂଚନା ପରିଚାଳକ',
    wimName: 'ନାମ',
    wimDesignation: 'ପଦବୀ',
    map: 'ପରିଷଦ କାର୍ଯ୍ୟାଳୟ ଦର୍ଶାଉଥିବା ମାନଚିତ୍ର',
    mapLink: 'ମାନଚିତ୍ର ଦେଖନ୍ତୁ',
  },
  feedback: {
    heading: 'ମତାମତ',
    intro: '* ଚିହ୍ନିତ ଘର ପୂରଣ କରିବା ଆବଶ୍ୟକ। ଆମେ ପ୍ରତ୍ୟେକ ବାର୍ତ୍ତା ପଢ଼ୁ ଏବଂ ଇମେଲ୍ ଦ୍ୱାରା ଉତ୍ତର ଦେଉ।',
    name: 'ନାମ',
    email: 'ଇମେଲ୍',
    phone: 'ଫୋନ୍ (୧୦ ଅଙ୍କ, ଇଚ୍ଛାଧୀନ)',
    subject: 'ବିଷୟ',
    message: 'ବାର୍ତ୍ତା',
    honeypot: 'ଏହି ଘର ଖାଲି ଛାଡ଼ନ୍ତୁ',
    send: 'ମତାମତ ପଠାନ୍ତୁ',
    sending: 'ପଠାଯାଉଛି…',
    errorsTitle: 'ଦୟାକରି ନିମ୍ନଲିଖିତ ସଂଶୋଧନ କରନ୍ତୁ:',
    required: 'ଦୟାକରି ଆପଣଙ୍କ {{field}} ଲେଖନ୍ତୁ।',
    emailInvalid: 'ଦୟାକରି ଏକ ବୈଧ ଇମେଲ୍ ଠିକଣା ଲେଖନ୍ତୁ।',
    phoneInvalid: 'ଫୋନ୍ ନମ୍ବରରେ ୧୦ଟି ଅଙ୍କ ରହିବା ଆବଶ୍ୟକ।',
    tooLong: '{{field}} ଅତି ଲମ୍ବା (ସର୍ବାଧିକ {{max}} ଅକ୍ଷର)।',
    thanks: 'ଧନ୍ୟବାଦ। ଆପଣଙ୍କ ମତାମତ ପରିଷଦ ପାଖରେ ପହଞ୍ଚିଛି। ଆମେ {{email}} କୁ ଉତ୍ତର ଦେବୁ।',
    another: 'ଆଉ ଏକ ବାର୍ତ୍ତା ପଠାନ୍ତୁ',
    tooMany: 'ଆପଣ ଗତ ଏକ ଘଣ୍ଟାରେ ଅନେକ ବାର୍ତ୍ତା ପଠାଇଛନ୍ତି। ଦୟାକରି କିଛି ସମୟ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
    failed: 'ଆପଣଙ୍କ ବାର୍ତ୍ତା ପଠାଯାଇପାରିଲା ନାହିଁ: {{message}}',
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
    contact: { title: 'ଯୋଗାଯୋଗ', description: 'ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦର ଠିକଣା, ଇମେଲ୍, ଫୋନ୍ ଓ ମାନଚିତ୍ର, ଏବଂ ଆପଣଙ୍କ ମତାମତ ପାଇଁ ଏକ ଫର୍ମ।' },
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
