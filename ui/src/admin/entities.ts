// The content types of the back office, described as data (SPEC.md §2.6, §3, §5, §7,
// §8.2; DECISIONS.md §2). One generic page (ContentPage) reads these; nothing else differs
// between the pages. Labels and messages are English text, translated through i18n.ts.
import {
  imageRequired,
  imageSize,
  imageType,
  isDate,
  isDateOrEmpty,
  isEmail,
  isLink,
  isMobile,
  LINK_MESSAGE,
  isPhone,
  isVideoUrl,
  matches,
  maxSize,
  oneOf,
  pdfType,
  required,
  type Check,
} from './validation';

export type InputKind = 'text' | 'textarea' | 'email' | 'tel' | 'date' | 'url' | 'select';

/** A choice of a select field: the wire value and its English label. */
export interface Option {
  value: string;
  label: string;
}

export interface FieldDesc {
  /** Wire name (SPEC.md §3). */
  name: string;
  /** English label; with `lang` it gets the language after it: "Title (English)". */
  label: string;
  input: InputKind;
  lang?: 'en' | 'od';
  /** The choices of a select. */
  options?: readonly Option[];
  /** A hint under the field. */
  hint?: string;
}

/** A form row: one field, or an English/Odia pair shown side by side. */
export type FieldRow = FieldDesc[];

export type ColumnKind = 'text' | 'excerpt' | 'image' | 'link' | 'date' | 'option' | 'file';
export interface ColumnDesc {
  /** Key in the list item (DECISIONS.md §2.7 names). */
  key: string;
  label: string;
  kind: ColumnKind;
  lang?: 'en' | 'od';
  /** `option`: the labels of the values. */
  options?: readonly Option[];
  /** `file`: the list item's size field, shown with the link. */
  sizeKey?: string;
}

/** A file that is not an image (a document's PDF). */
export interface FileDesc {
  label: string;
  /** Multipart file field of the manage call. */
  fileField: string;
  /** The `accept` of the file input. */
  accept: string;
  hint: string;
  /** The record's file URL and size, in detail and list answers. */
  pathKey: string;
  sizeKey: string;
}

/** Filters above an entity's table: a select on one field and a search over some fields. */
/** A select above the table keeping the rows whose `key` column has the chosen value. */
export interface TableFilters {
  select?: { key: string; label: string; options: readonly Option[] };
}

export interface ImageDesc {
  label: string;
  /** Multipart file field of the manage call. */
  fileField: string;
  /** Base64 field of the get-by-id record. */
  encoded: string;
}

/** The toasts that differ between pages (SPEC.md §8.2); the rest are in DEFAULT_MESSAGES. */
export interface Messages {
  submitted: string;
  submitFailed: string;
  /** `{{message}}` is the error's own text. */
  submitError: string;
  loaded?: string;
  loadFailed: string;
  loadError: string;
  toggled: string;
  toggleFailed: string;
  toggleError: string;
  /** Null: list failures are logged only (SPEC.md §8.2), shown in the table, no toast. */
  listError: string | null;
  listFormat: string;
  cancelled: string;
}

export interface EntityDesc {
  /** The server's name of the content type (audit trail entries carry it). */
  key: string;
  /** Path under /oshec/admin. */
  route: string;
  /** Sidebar label (SPEC.md §2.6). */
  navLabel: string;
  /** Page title (SPEC.md §2.6). */
  title: string;
  idField: string;
  /** Which field names an item in accessible names ("Edit <item>"). */
  nameKey: string;
  rows: FieldRow[];
  image?: ImageDesc;
  file?: FileDesc;
  tableFilters?: TableFilters;
  checks: Check[];
  columns: ColumnDesc[];
  list: { path: string; envelope: boolean };
  manage: { path: string; json: string };
  byId: { path: string; field: string };
  toggle: { path: string; field: string };
  paginate: boolean;
  /** Listed newest date first by the server, not in an order editors arrange (no move buttons). */
  fixedOrder?: boolean;
  messages: Messages;
}

// ---- builders -----------------------------------------------------------------------------

const one = (name: string, label: string, input: InputKind = 'text'): FieldRow => [{ name, label, input }];
/** `stem`En / `stem`Od side by side. */
const bi = (stem: string, label: string, input: InputKind = 'text'): FieldRow => [
  { name: `${stem}En`, label, input, lang: 'en' },
  { name: `${stem}Od`, label, input, lang: 'od' },
];
const col = (key: string, label: string, kind: ColumnKind = 'text', lang?: 'en' | 'od'): ColumnDesc => ({ key, label, kind, lang });
const biCols = (stem: string, label: string, kind: ColumnKind = 'text'): ColumnDesc[] => [
  col(`${stem}En`, label, kind, 'en'),
  col(`${stem}Od`, label, kind, 'od'),
];
const names = (rows: FieldRow[]): string[] => rows.flat().map((f) => f.name);

export const DEFAULT_MESSAGES: Messages = {
  submitted: 'Data submitted successfully!',
  submitFailed: 'Failed to submit data.',
  submitError: 'Error submitting data: {{message}}',
  loadFailed: 'Failed to fetch details.',
  loadError: 'Error fetching details: {{message}}',
  toggled: 'Status updated successfully!',
  toggleFailed: 'Failed to update status.',
  toggleError: 'Failed to update status.',
  listError: null,
  listFormat: 'Error fetching data.',
  cancelled: 'Form reset successfully!',
};
const msgs = (m: Partial<Messages>): Messages => ({ ...DEFAULT_MESSAGES, ...m });

// ---- the entities ------------------------------------------------------------------------

const bannerRows = [bi('bannerTitle', 'Title'), bi('bannerSubtitle', 'Subtitle'), bi('bannerDesc', 'Description', 'textarea')];
const banner: EntityDesc = {
  route: 'banner', navLabel: 'Banner', title: 'Banners',
  idField: 'bannerId', nameKey: 'bannerTitleEn',
  rows: bannerRows,
  image: { label: 'Banner Image', fileField: 'bannerImg', encoded: 'encodedBanner' },
  checks: [
    required(names(bannerRows), 'All fields are required!'),
    imageRequired('Please select a Banner image.'),
    imageSize('The image file size exceeds 5MB!'), // the banner checks size only (SPEC.md §5)
  ],
  columns: [...biCols('bannerTitle', 'Title'), ...biCols('bannerSubtitle', 'Subtitle'), ...biCols('bannerDesc', 'Description', 'excerpt'), col('bannerImagePath', 'Image', 'image')],
  list: { path: '/banner/allowAll/list', envelope: false },
  key: 'banner',
  manage: { path: '/banner/manage', json: 'cipherBannerSliderDto' },
  byId: { path: '/banner/getBannerById', field: 'bannerId' },
  toggle: { path: '/banner/activeInactiveByBannerId', field: 'bannerSliderDto' },
  paginate: true,
  messages: msgs({
    submitted: 'Banner updated successfully!',
    submitFailed: 'Failed to update banner.',
    submitError: 'Error updating banner.',
    loadFailed: 'Failed to fetch banner details.',
    loadError: 'Error fetching banner details.',
    toggleFailed: 'Failed to update banner statuses.',
    toggleError: 'Error toggling banner status. Please try again later.',
    listError: 'Error fetching banners.',
    listFormat: 'Unexpected response format for banners.',
  }),
};

const announceRows = [bi('announceTitle', 'Title'), bi('announceDesc', 'Description', 'textarea')];
const announce: EntityDesc = {
  route: 'focused', navLabel: 'Focused Announcement', title: 'Focused Announcement',
  idField: 'announceId', nameKey: 'announceTitleEn',
  rows: announceRows,
  image: { label: 'Announcement Image', fileField: 'announceImg', encoded: 'encodedAnnounce' },
  checks: [
    required(names(announceRows), 'All fields are required, including the image!'),
    imageRequired('All fields are required, including the image!'),
    imageType(),
    imageSize(),
  ],
  columns: [...biCols('announceTitle', 'Title'), ...biCols('announceDesc', 'Description', 'excerpt'), col('announceImagePath', 'Image', 'image')],
  list: { path: '/announce/allowAll/list', envelope: false },
  key: 'announce',
  manage: { path: '/announce/manage', json: 'cipherAnnounceSectionDTO' },
  byId: { path: '/announce/getAnnounceSectionById', field: 'announceId' },
  toggle: { path: '/announce/activeInactiveByAnnounceId', field: 'helperDto' },
  paginate: true,
  messages: msgs({
    submitFailed: 'Submission failed.',
    submitError: 'An error occurred during submission.',
    loaded: 'Announcement details loaded for editing!',
    loadFailed: 'Failed to fetch announcement details.',
    loadError: 'Error fetching announcement details.',
    toggleFailed: 'Failed to update banner status.',
    toggleError: 'Error toggling announcement status.',
    listError: 'Failed to fetch announcements.',
    cancelled: 'Cancel successfully!',
  }),
};

const noticeRows = [bi('announceLink', 'Link Text'), one('announceLinkPath', 'Link Path', 'url')];
const announceNotice: EntityDesc = {
  route: 'focused-notification', navLabel: 'Focused Announcement Notification', title: 'Focused Announcement Notifications',
  idField: 'announceNoticeId', nameKey: 'announceLinkEn',
  rows: noticeRows,
  checks: [required(names(noticeRows), 'All fields are required!'), matches('announceLinkPath', isLink, LINK_MESSAGE)],
  columns: [...biCols('announceLink', 'Link Text'), col('announceLinkPath', 'Link Path', 'link')],
  list: { path: '/announce/notice/allowAll/list', envelope: true },
  key: 'announceNotice',
  manage: { path: '/announce/notice/manage', json: 'cipherAnnounceNoticeDTO' },
  byId: { path: '/announce/getAnnounceNoticeById', field: 'announceNoticeId' },
  toggle: { path: '/announce/activeInactiveByAnnounceNoticeId', field: 'helperDto' },
  paginate: true,
  messages: msgs({ listError: 'Error fetching data.', cancelled: 'Cancel successfully!' }),
};

const councilRows = [bi('councilTitle', 'Title'), bi('councilSubTitle', 'Subtitle'), bi('councilDesc', 'Description', 'textarea')];
const council: EntityDesc = {
  route: 'education-council', navLabel: 'Education Council', title: 'Education Council',
  idField: 'councilId', nameKey: 'councilTitleEn',
  rows: councilRows,
  checks: [required(names(councilRows), 'All fields are required!')],
  columns: [...biCols('councilTitle', 'Title'), ...biCols('councilSubTitle', 'Subtitle'), ...biCols('councilDesc', 'Description', 'excerpt')],
  list: { path: '/council/allowAll/list', envelope: false },
  key: 'council',
  manage: { path: '/council/manage', json: 'cipherCouncilSectionDTO' },
  byId: { path: '/council/getCouncilSectionById', field: 'councilId' },
  toggle: { path: '/council/activeInactiveByCouncilId', field: 'helperDto' },
  paginate: true,
  messages: DEFAULT_MESSAGES,
};

const featuresRows = [bi('featuresTitle', 'Title'), bi('featuresDesc', 'Description', 'textarea'), one('featuresLink', 'Link', 'url')];
const features: EntityDesc = {
  route: 'features', navLabel: 'Education Features', title: 'Education Council Features',
  idField: 'featuresId', nameKey: 'featuresTitleEn',
  rows: featuresRows,
  image: { label: 'Feature Image', fileField: 'featuresImg', encoded: 'encodedFeature' },
  checks: [
    required(names(featuresRows), 'All text fields are required.'),
    matches('featuresLink', isLink, LINK_MESSAGE),
    imageRequired('An image is required.'),
    imageType(),
    imageSize(),
  ],
  columns: [...biCols('featuresTitle', 'Title'), ...biCols('featuresDesc', 'Description', 'excerpt'), col('featuresLink', 'Link', 'link'), col('featuresImagePath', 'Image', 'image')],
  list: { path: '/features/allowAll/list', envelope: false },
  key: 'features',
  manage: { path: '/features/manage', json: 'cipherFeaturesSectionDTO' },
  byId: { path: '/features/getFeaturesSectionById', field: 'featuresId' },
  toggle: { path: '/features/activeInactiveByFeaturesId', field: 'helperDto' },
  paginate: true,
  messages: msgs({ listError: 'Error fetching data.' }),
};

const newsRequiredRows = [bi('newsTitle', 'Title'), one('newsDate', 'News Date', 'date'), bi('newsDesc', 'Description', 'textarea')];
// A news item has its own page (/news/<id>): an optional photo and body; the link to another
// site is optional too (an item without one opens on its own page).
const newsRows = [
  ...newsRequiredRows,
  bi('newsBody', 'Text (Markdown: ## heading, - list, [link](address), tables)', 'textarea'),
  one('newsLink', 'Link', 'url'),
];
const latestNews: EntityDesc = {
  route: 'news', navLabel: 'Latest News', title: 'Latest News',
  idField: 'latestNewsId', nameKey: 'newsTitleEn',
  rows: newsRows,
  image: { label: 'Image', fileField: 'newsImg', encoded: 'encodedNews' },
  checks: [
    required(names(newsRequiredRows), 'All fields are required!'),
    matches('newsDate', isDate, 'Please enter a valid date!'),
    matches('newsLink', (value) => value.trim() === '' || isLink(value), LINK_MESSAGE),
    imageType('Only JPG and PNG files are allowed.'),
    imageSize('File size must not exceed 5MB.'),
  ],
  columns: [...biCols('newsTitle', 'Title'), col('newsDate', 'News Date', 'date'), ...biCols('newsDesc', 'Description', 'excerpt'), col('newsLink', 'Link', 'link')],
  list: { path: '/latestNews/allowAll/list', envelope: false },
  key: 'latestNews',
  manage: { path: '/latestNews/manage', json: 'cipherLatestNewsDto' },
  byId: { path: '/latestNews/getLatestNewsIdById', field: 'latestNewsId' },
  toggle: { path: '/latestNews/activeInactiveByLatestNewsId', field: 'helperDto' },
  paginate: true,
  fixedOrder: true,
  messages: DEFAULT_MESSAGES,
};

const galleryRows = [[
  { name: 'displayName', label: 'Display Name', input: 'text', lang: 'en' },
  { name: 'displayNameOd', label: 'Display Name', input: 'text', lang: 'od' },
] satisfies FieldRow];
const imageGallery: EntityDesc = {
  route: 'gallery', navLabel: 'Media Gallery', title: 'Media Gallery',
  idField: 'imageGalleryId', nameKey: 'displayName',
  rows: galleryRows,
  image: { label: 'Image', fileField: 'displayImg', encoded: 'encodedImage' },
  checks: [
    required(names(galleryRows), 'Please fill in both display name fields.'),
    imageRequired('Please select an image to upload.'),
    imageType('Only JPG and PNG files are allowed.'),
    imageSize('File size must not exceed 5MB.'),
  ],
  columns: [col('displayName', 'Display Name', 'text', 'en'), col('displayNameOd', 'Display Name', 'text', 'od'), col('displayImgPath', 'Image', 'image')],
  list: { path: '/imageGallery/allowAll/list', envelope: false },
  key: 'imageGallery',
  manage: { path: '/imageGallery/manage', json: 'cipherImageGalleryDto' },
  byId: { path: '/imageGallery/getImageGalleryById', field: 'imageGalleryId' },
  toggle: { path: '/imageGallery/activeInactiveByImageGalleryId', field: 'helperDto' },
  paginate: true,
  messages: DEFAULT_MESSAGES,
};

const videoGallery: EntityDesc = {
  route: 'video', navLabel: 'Video Gallery', title: 'Video Gallery',
  idField: 'videoGalleryId', nameKey: 'displayVideo',
  // Title and description are optional: videos saved before them keep working.
  rows: [one('displayVideo', 'YouTube URL', 'url'), bi('videoTitle', 'Optional title'), bi('videoDesc', 'Optional description', 'textarea')],
  checks: [
    required(['displayVideo'], 'Please provide a YouTube URL.'),
    matches('displayVideo', isVideoUrl, 'Please provide a valid YouTube URL.'),
  ],
  columns: [col('displayVideo', 'YouTube URL', 'link'), ...biCols('videoTitle', 'Title')],
  list: { path: '/videoGallery/allowAll/list', envelope: false },
  key: 'videoGallery',
  manage: { path: '/videoGallery/manage', json: 'cipherVideoGalleryDto' },
  byId: { path: '/videoGallery/getVideoGalleryById', field: 'videoGalleryId' },
  toggle: { path: '/videoGallery/activeInactiveByVideoGalleryId', field: 'helperDto' },
  paginate: true,
  messages: msgs({ submitted: 'Video URL submitted successfully!' }),
};

const togetherRows = [[
  { name: 'name', label: 'Image Name', input: 'text' },
  { name: 'altName', label: 'Images Altname', input: 'text' },
] satisfies FieldRow];
const strongFuture: EntityDesc = {
  route: 'together', navLabel: 'Futures Together', title: 'Partners (Futures Together)',
  idField: 'strongFutureId', nameKey: 'nameEn',
  rows: togetherRows,
  image: { label: 'Logo', fileField: 'logo', encoded: 'encodedLogo' },
  checks: [
    required(['name', 'altName'], 'Please fill in both name and alt name.'),
    imageRequired('Please select a logo image.'),
    imageType(),
    imageSize(),
  ],
  // The list names them nameEn/nameOd; the form and detail name and altName (DECISIONS.md §2.7).
  columns: [col('nameEn', 'Image Name'), col('nameOd', 'Images Altname'), col('logoPath', 'Logo', 'image')],
  list: { path: '/strongFuture/allowAll/list', envelope: false },
  key: 'strongFuture',
  manage: { path: '/strongFuture/manage', json: 'cipherStrongFutureDto' },
  byId: { path: '/strongFuture/getStrongFuturerById', field: 'strongFutureId' },
  toggle: { path: '/strongFuture/activeInactiveByStrongFutureId', field: 'strongFutureDto' },
  paginate: true,
  messages: DEFAULT_MESSAGES,
};

const introRows = [bi('introductionTitle', 'Title'), bi('introductionDesc', 'Description', 'textarea')];
const introduction: EntityDesc = {
  route: 'introduction', navLabel: 'Introduction', title: 'Introduction',
  idField: 'introductionId', nameKey: 'introductionTitleEn',
  rows: introRows,
  checks: [required(names(introRows), 'All fields are required!')],
  columns: [...biCols('introductionTitle', 'Title'), ...biCols('introductionDesc', 'Description', 'excerpt')],
  list: { path: '/introduction/allowAll/list', envelope: true },
  key: 'introduction',
  manage: { path: '/introduction/manage', json: 'cipherIntroductionDTO' },
  byId: { path: '/introduction/getIntroductionById', field: 'introductionId' },
  toggle: { path: '/introduction/activeInactiveByIntroductionId', field: 'helperDto' },
  paginate: false,
  messages: msgs({ listError: 'Error fetching data.' }),
};

const footerRows: FieldRow[] = [
  [{ name: 'locations', label: 'Location Name', input: 'text' }, { name: 'locationsOd', label: 'Location Name (Odia)', input: 'text' }],
  one('emailIds', 'Email', 'email'),
  [{ name: 'mobile', label: 'Phone Number', input: 'tel' }, { name: 'mobileOd', label: 'Phone Number (Odia)', input: 'text' }],
  bi('wimName', 'Web Information Manager (optional): name'),
  bi('wimDesignation', 'Web Information Manager (optional): designation'),
  one('facebookUrl', 'Facebook address (optional)', 'url'),
  one('twitterUrl', 'X (Twitter) address (optional)', 'url'),
  one('youtubeUrl', 'YouTube address (optional)', 'url'),
  one('officePhone', 'Office landline with STD code (optional)', 'tel'),
];
/** Empty, or a web address: the social icons link to it. */
export const isOptionalWebAddress = (value: string): boolean => {
  const v = value.trim();
  return v === '' || /^https?:\/\/[^\s/?#"'<>`\\]+\.[^\s/?#"'<>`\\]+([/?#][^\s"'<>`\\]*)?$/i.test(v);
};
const SOCIAL_MESSAGE = 'Social media addresses must start with https:// (or be left empty).';
const generalSetting: EntityDesc = {
  route: 'footer', navLabel: 'Footer General Setting', title: 'Footer settings',
  idField: 'generalSettingId', nameKey: 'locations',
  rows: footerRows,
  checks: [
    required(['locations'], 'Please enter the location.'),
    matches('emailIds', isEmail, 'Please enter a valid email ID.'),
    matches('mobile', isMobile, 'Please enter a valid mobile number.'),
    matches('facebookUrl', isOptionalWebAddress, SOCIAL_MESSAGE),
    matches('twitterUrl', isOptionalWebAddress, SOCIAL_MESSAGE),
    matches('youtubeUrl', isOptionalWebAddress, SOCIAL_MESSAGE),
    matches('officePhone', (v) => v.trim() === '' || isPhone(v), 'Please enter the office phone with its STD code, e.g. 0674-2391234.'),
  ],
  columns: [col('locations', 'Location Name'), col('locationsOd', 'Location Name (Odia)'), col('emailIds', 'Email'), col('mobile', 'Phone Number'), col('mobileOd', 'Phone Number (Odia)')],
  list: { path: '/generalSetting/allowAll/list', envelope: true },
  key: 'generalSetting',
  manage: { path: '/generalSetting/manage', json: 'cipherGeneralSettingDto' },
  byId: { path: '/generalSetting/getGeneralSettingById', field: 'generalSettingId' },
  toggle: { path: '/generalSetting/activeInactiveByGeneralSettingId', field: 'helperDto' },
  paginate: true,
  messages: msgs({ listError: 'Error fetching data.', cancelled: 'Cancel successfully!' }),
};

/** The ten report pages of SPEC.md §2.1, in order: a document's category. */
export const DOCUMENT_CATEGORIES: readonly Option[] = [
  { value: 'acts', label: 'Acts & Rules' },
  { value: 'proceedings', label: 'Council Meeting Proceedings' },
  { value: 'initiatives', label: 'Initiatives' },
  { value: 'ug', label: 'UG Programme' },
  { value: 'pg', label: 'PG Programme' },
  { value: 'central', label: 'Central Govt. Reports' },
  { value: 'notices', label: 'Notices' },
  { value: 'ongoing', label: 'Ongoing Activities: OURIIP Seed Fund' },
  { value: 'eContents', label: 'e-Contents' },
  { value: 'nep', label: 'NEP 2020 Letters' },
];
const FILE_LANGUAGES: readonly Option[] = [
  { value: 'both', label: 'English and Odia' },
  { value: 'en', label: 'English' },
  { value: 'od', label: 'Odia' },
];
/** The server's default `max_document_mb`; the server checks the setting itself. */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

const documentRows: FieldRow[] = [
  bi('title', 'Title'),
  [
    { name: 'category', label: 'Category', input: 'select', options: [{ value: '', label: 'Select a category' }, ...DOCUMENT_CATEGORIES] },
    { name: 'fileLanguage', label: 'Language of the file', input: 'select', options: [{ value: '', label: 'Select a language' }, ...FILE_LANGUAGES] },
  ],
  [
    { name: 'publishDate', label: 'Publish Date', input: 'date' },
    { name: 'validUntil', label: 'Valid Until', input: 'date', hint: 'Leave empty if it does not expire. Once this day has passed, the document moves to the Archive.' },
  ],
];
const document: EntityDesc = {
  key: 'document',
  route: 'documents', navLabel: 'Documents', title: 'Documents',
  idField: 'documentId', nameKey: 'titleEn',
  rows: documentRows,
  file: {
    label: 'PDF File',
    fileField: 'documentFile',
    accept: 'application/pdf,.pdf',
    hint: 'PDF, at most 25 MB.',
    pathKey: 'documentPath',
    sizeKey: 'fileSize',
  },
  checks: [
    required(['titleEn', 'titleOd', 'category', 'publishDate', 'fileLanguage'], 'All fields are required!'),
    matches('category', oneOf(DOCUMENT_CATEGORIES.map((c) => c.value)), 'Please select a category from the list.'),
    matches('publishDate', isDate, 'Please enter a valid date!'),
    matches('validUntil', isDateOrEmpty, 'Please enter a valid date!'),
    matches('fileLanguage', oneOf(FILE_LANGUAGES.map((l) => l.value)), 'Please select the language of the file.'),
    imageRequired('Please select a PDF file.'),
    pdfType('Only PDF files are allowed.'),
    maxSize(MAX_DOCUMENT_BYTES, 'The file size exceeds 25 MB!'),
  ],
  columns: [
    ...biCols('title', 'Title'),
    { key: 'category', label: 'Category', kind: 'option', options: DOCUMENT_CATEGORIES },
    col('publishDate', 'Publish Date', 'date'),
    col('validUntil', 'Valid Until', 'date'),
    { key: 'documentPath', label: 'File', kind: 'file', sizeKey: 'fileSize' },
  ],
  fixedOrder: true,
  tableFilters: {
    select: { key: 'category', label: 'Filter by category', options: DOCUMENT_CATEGORIES },
  },
  list: { path: '/document/allowAll/list', envelope: false },
  manage: { path: '/document/manage', json: 'cipherDocumentDto' },
  byId: { path: '/document/getDocumentById', field: 'documentId' },
  toggle: { path: '/document/activeInactiveByDocumentId', field: 'helperDto' },
  paginate: true,
  messages: msgs({ submitted: 'Document saved successfully!' }),
};

/** Lowercase letters, digits and single hyphens: the page's address, /page/<slug>. */
export const isSlug = (value: string): boolean => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value.trim()) && value.trim().length <= 80;

const pageRows: FieldRow[] = [
  one('slug', 'Page address (after /page/)'),
  bi('title', 'Title'),
  bi('body', 'Text (Markdown: ## heading, - list, [link](address), tables)', 'textarea'),
];
const page: EntityDesc = {
  key: 'page',
  route: 'pages', navLabel: 'Policy and Help Pages', title: 'Policy and Help Pages',
  idField: 'pageId', nameKey: 'titleEn',
  rows: pageRows,
  checks: [
    required(names(pageRows), 'All fields are required!'),
    matches('slug', isSlug, 'The address may use only lowercase letters, digits and hyphens (for example privacy-policy).'),
  ],
  columns: [col('slug', 'Page address', 'text'), ...biCols('title', 'Title'), ...biCols('body', 'Text', 'excerpt')],
  list: { path: '/page/allowAll/list', envelope: true },
  manage: { path: '/page/manage', json: 'cipherPageDto' },
  byId: { path: '/page/getPageById', field: 'pageId' },
  toggle: { path: '/page/activeInactiveByPageId', field: 'helperDto' },
  paginate: true,
  messages: DEFAULT_MESSAGES,
};

/** The groups of the organisation structure page, in the order it shows them. */
export const OFFICIAL_GROUPS: readonly Option[] = [
  { value: 'chairperson-and-member-secretary', label: 'Chairperson and Member Secretary' },
  { value: 'academic-consultants', label: 'Academic Consultants' },
  { value: 'finance', label: 'Finance' },
];
const officialRows: FieldRow[] = [
  bi('name', 'Name'),
  bi('designation', 'Designation'),
  [
    {
      name: 'group',
      label: 'Group',
      input: 'select',
      options: [{ value: '', label: 'Select a group' }, ...OFFICIAL_GROUPS],
    },
  ],
  [{ name: 'email', label: 'Email', input: 'email' }, { name: 'phone', label: 'Phone (mobile, or landline with STD code)', input: 'tel' }],
];
const official: EntityDesc = {
  key: 'official',
  route: 'officials', navLabel: 'Who is Who', title: 'Who is Who',
  idField: 'officialId', nameKey: 'nameEn',
  rows: officialRows,
  checks: [
    required(['nameEn', 'nameOd', 'designationEn', 'designationOd', 'group'], 'Please fill in the name and designation in both languages, and the group.'),
    matches('group', oneOf(OFFICIAL_GROUPS.map((g) => g.value)), 'The group must be chairperson-and-member-secretary, academic-consultants or finance.'),
    matches('email', isEmail, 'Please enter a valid email ID.'),
    matches('phone', (v) => v.trim() === '' || isPhone(v), 'Please enter a 10-digit mobile or a landline with its STD code, e.g. 0674-2391234.'),
  ],
  columns: [...biCols('name', 'Name'), ...biCols('designation', 'Designation'), { key: 'group', label: 'Group', kind: 'option', options: OFFICIAL_GROUPS }, col('email', 'Email'), col('phone', 'Phone')],
  list: { path: '/official/allowAll/list', envelope: true },
  manage: { path: '/official/manage', json: 'cipherOfficialDto' },
  byId: { path: '/official/getOfficialById', field: 'officialId' },
  toggle: { path: '/official/activeInactiveByOfficialId', field: 'helperDto' },
  paginate: true,
  messages: DEFAULT_MESSAGES,
};

/** In sidebar order (SPEC.md §2.6). */
export const ENTITIES: readonly EntityDesc[] = [
  banner,
  announce,
  announceNotice,
  council,
  features,
  latestNews,
  imageGallery,
  videoGallery,
  strongFuture,
  introduction,
  generalSetting,
  official,
  document,
  page,
];

/** The path of an entity's move call, beside its manage call (DECISIONS.md §2.7). */
export const movePath = (desc: EntityDesc): string => desc.manage.path.replace(/\/manage$/, '/move');

/** The form field names of an entity, in form order. */
export const fieldNames = (desc: EntityDesc): string[] => names(desc.rows);
