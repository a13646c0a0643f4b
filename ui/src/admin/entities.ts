// The content types of the back office, described as data (docs/decisions.md §3 to §7). One
// generic page (ContentPage) reads these; nothing else differs
// between the pages. Labels and messages are English text, translated through i18n.ts.
import { DEFAULT_MAX_DOCUMENT_MB, SERVER_ENTITIES, type ServerEntityKey } from '../generated/entities';
import type { YearSpan } from './DateField';
import { clientChecks, imageRequired, imageSize, imageType, maxSize, pdfType, type Check, type ServerCheck } from './validation';

export type InputKind = 'text' | 'textarea' | 'markdown' | 'email' | 'tel' | 'date' | 'url' | 'select';

/** A choice of a select field: the wire value and its English label. */
export interface Option {
  value: string;
  label: string;
}

export interface FieldDesc {
  /** Wire name (docs/decisions.md §4). */
  name: string;
  /** English label; with `lang` it gets the language after it: "Title (English)". */
  label: string;
  input: InputKind;
  lang?: 'en' | 'od';
  /** The choices of a select. */
  options?: readonly Option[];
  /** A hint under the field. */
  hint?: string;
  /** A date: the years its list offers (DateField). */
  years?: YearSpan;
}

/** A form row: one field, or an English/Odia pair shown side by side. */
export type FieldRow = FieldDesc[];

export type ColumnKind = 'text' | 'excerpt' | 'image' | 'link' | 'date' | 'option' | 'file';
export interface ColumnDesc {
  /** Key in the list item (docs/decisions.md §4 names). */
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

/** The toasts that differ between pages (docs/decisions.md §7); the rest are in DEFAULT_MESSAGES. */
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
  /** Null: list failures are logged only (docs/decisions.md §7), shown in the table, no toast. */
  listError: string | null;
  listFormat: string;
  cancelled: string;
}

export interface EntityDesc {
  /** The server's name of the content type (audit trail entries carry it). */
  key: string;
  /** Path under /oshec/admin. */
  route: string;
  /** Sidebar label (docs/decisions.md §3). */
  navLabel: string;
  /** Page title (docs/decisions.md §3). */
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

/** What the back office writes by hand of an entity: labels, layout, columns, toasts. */
type HandDesc = Omit<EntityDesc, 'key' | 'idField' | 'checks' | 'list' | 'manage' | 'byId' | 'toggle' | 'fixedOrder' | 'image' | 'file'> & {
  /** The image input's label, when the entity has an image. */
  imageLabel?: string;
  /** The file input's label and hint, when the entity has a file. */
  file?: { label: string; hint: string };
};

/** The largest document the form lets through (the server checks its own setting too). */
export const MAX_DOCUMENT_BYTES = DEFAULT_MAX_DOCUMENT_MB * 1024 * 1024;

/**
 * An entity of the back office: its calls, field names, checks and their messages from the
 * server's table (generated/entities.ts), the rest by hand.
 */
function entity(key: ServerEntityKey, hand: HandDesc): EntityDesc {
  const server = SERVER_ENTITIES[key];
  const { imageLabel, file: fileHand, ...rest } = hand;
  const checks: Check[] = (server.checks as readonly ServerCheck[]).flatMap(clientChecks);
  const image = server.image;
  if (image) {
    if (image.required !== null) checks.push(imageRequired(image.required));
    checks.push(imageType(image.wrongType), imageSize(image.tooLarge));
  }
  const file = server.file;
  if (file) {
    checks.push(
      imageRequired(file.required),
      pdfType(file.wrongType),
      maxSize(MAX_DOCUMENT_BYTES, file.tooLarge.replace('{N}', String(DEFAULT_MAX_DOCUMENT_MB))),
    );
  }
  return {
    ...rest,
    key: server.key,
    idField: server.idField,
    checks,
    list: { path: server.listPath, envelope: server.listEnvelope },
    manage: { path: server.managePath, json: server.manageField },
    byId: { path: server.getPath, field: server.idField },
    toggle: { path: server.togglePath, field: server.toggleField },
    fixedOrder: server.order.by === 'date',
    image: image ? { label: imageLabel ?? 'Image', fileField: image.fileField, encoded: image.detailField } : undefined,
    file:
      file && fileHand
        ? {
            ...fileHand,
            fileField: file.fileField,
            accept: `${file.mime},.${file.extension}`,
            pathKey: file.pathField,
            sizeKey: file.sizeField,
          }
        : undefined,
  };
}

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
const banner = entity('banner', {
  route: 'banner', navLabel: 'Banner', title: 'Banners',
  nameKey: 'bannerTitleEn',
  rows: bannerRows,
  imageLabel: 'Banner Image',
  columns: [...biCols('bannerTitle', 'Title'), ...biCols('bannerSubtitle', 'Subtitle'), ...biCols('bannerDesc', 'Description', 'excerpt'), col('bannerImagePath', 'Image', 'image')],
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
});

const announceRows = [bi('announceTitle', 'Title'), bi('announceDesc', 'Description', 'textarea')];
const announce = entity('announce', {
  route: 'focused', navLabel: 'Focused Announcement', title: 'Focused Announcement',
  nameKey: 'announceTitleEn',
  rows: announceRows,
  imageLabel: 'Announcement Image',
  columns: [...biCols('announceTitle', 'Title'), ...biCols('announceDesc', 'Description', 'excerpt'), col('announceImagePath', 'Image', 'image')],
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
});

const noticeRows = [bi('announceLink', 'Link Text'), one('announceLinkPath', 'Link Path', 'url')];
const announceNotice = entity('announceNotice', {
  route: 'focused-notification', navLabel: 'Focused Announcement Notification', title: 'Focused Announcement Notifications',
  nameKey: 'announceLinkEn',
  rows: noticeRows,
  columns: [...biCols('announceLink', 'Link Text'), col('announceLinkPath', 'Link Path', 'link')],
  paginate: true,
  messages: msgs({ listError: 'Error fetching data.', cancelled: 'Cancel successfully!' }),
});

const councilRows = [bi('councilTitle', 'Title'), bi('councilSubTitle', 'Subtitle'), bi('councilDesc', 'Description', 'textarea')];
const council = entity('council', {
  route: 'education-council', navLabel: 'Education Council', title: 'Education Council',
  nameKey: 'councilTitleEn',
  rows: councilRows,
  columns: [...biCols('councilTitle', 'Title'), ...biCols('councilSubTitle', 'Subtitle'), ...biCols('councilDesc', 'Description', 'excerpt')],
  paginate: true,
  messages: DEFAULT_MESSAGES,
});

const featuresRows = [bi('featuresTitle', 'Title'), bi('featuresDesc', 'Description', 'textarea'), one('featuresLink', 'Link', 'url')];
const features = entity('features', {
  route: 'features', navLabel: 'Education Features', title: 'Education Council Features',
  nameKey: 'featuresTitleEn',
  rows: featuresRows,
  imageLabel: 'Feature Image',
  columns: [...biCols('featuresTitle', 'Title'), ...biCols('featuresDesc', 'Description', 'excerpt'), col('featuresLink', 'Link', 'link'), col('featuresImagePath', 'Image', 'image')],
  paginate: true,
  messages: msgs({ listError: 'Error fetching data.' }),
});

// News of the council's own site: none is older than the site's records (2000).
const newsRequiredRows = [bi('newsTitle', 'Title'), [{ name: 'newsDate', label: 'News Date', input: 'date', years: { kind: 'past', since: 2000 } }] satisfies FieldRow, bi('newsDesc', 'Description', 'textarea')];
// A news item has its own page (/news/<id>): an optional photo and body; the link to another
// site is optional too (an item without one opens on its own page).
const newsRows = [
  ...newsRequiredRows,
  bi('newsBody', 'Text', 'markdown'),
  one('newsLink', 'Link', 'url'),
];
const latestNews = entity('latestNews', {
  route: 'news', navLabel: 'Latest News', title: 'Latest News',
  nameKey: 'newsTitleEn',
  rows: newsRows,
  imageLabel: 'Image',
  columns: [...biCols('newsTitle', 'Title'), col('newsDate', 'News Date', 'date'), ...biCols('newsDesc', 'Description', 'excerpt'), col('newsLink', 'Link', 'link')],
  paginate: true,
  messages: DEFAULT_MESSAGES,
});

const galleryRows = [[
  { name: 'displayName', label: 'Display Name', input: 'text', lang: 'en' },
  { name: 'displayNameOd', label: 'Display Name', input: 'text', lang: 'od' },
] satisfies FieldRow];
const imageGallery = entity('imageGallery', {
  route: 'gallery', navLabel: 'Media Gallery', title: 'Media Gallery',
  nameKey: 'displayName',
  rows: galleryRows,
  imageLabel: 'Image',
  columns: [col('displayName', 'Display Name', 'text', 'en'), col('displayNameOd', 'Display Name', 'text', 'od'), col('displayImgPath', 'Image', 'image')],
  paginate: true,
  messages: DEFAULT_MESSAGES,
});

const videoGallery = entity('videoGallery', {
  route: 'video', navLabel: 'Video Gallery', title: 'Video Gallery',
  nameKey: 'displayVideo',
  // Title and description are optional: videos saved before them keep working.
  rows: [one('displayVideo', 'YouTube URL', 'url'), bi('videoTitle', 'Optional title'), bi('videoDesc', 'Optional description', 'textarea')],
  columns: [col('displayVideo', 'YouTube URL', 'link'), ...biCols('videoTitle', 'Title')],
  paginate: true,
  messages: msgs({ submitted: 'Video URL submitted successfully!' }),
});

const togetherRows = [[
  { name: 'name', label: 'Image Name', input: 'text' },
  { name: 'altName', label: 'Images Altname', input: 'text' },
] satisfies FieldRow];
const strongFuture = entity('strongFuture', {
  route: 'together', navLabel: 'Futures Together', title: 'Partners (Futures Together)',
  nameKey: 'nameEn',
  rows: togetherRows,
  imageLabel: 'Logo',
  // The list names them nameEn/nameOd; the form and detail name and altName (docs/decisions.md §4).
  columns: [col('nameEn', 'Image Name'), col('nameOd', 'Images Altname'), col('logoPath', 'Logo', 'image')],
  paginate: true,
  messages: DEFAULT_MESSAGES,
});

const introRows = [bi('introductionTitle', 'Title'), bi('introductionDesc', 'Description', 'textarea')];
const introduction = entity('introduction', {
  route: 'introduction', navLabel: 'Introduction', title: 'Introduction',
  nameKey: 'introductionTitleEn',
  rows: introRows,
  columns: [...biCols('introductionTitle', 'Title'), ...biCols('introductionDesc', 'Description', 'excerpt')],
  paginate: false,
  messages: msgs({ listError: 'Error fetching data.' }),
});

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
const generalSetting = entity('generalSetting', {
  route: 'footer', navLabel: 'Footer General Setting', title: 'Footer settings',
  nameKey: 'locations',
  rows: footerRows,
  columns: [col('locations', 'Location Name'), col('locationsOd', 'Location Name (Odia)'), col('emailIds', 'Email'), col('mobile', 'Phone Number'), col('mobileOd', 'Phone Number (Odia)')],
  paginate: true,
  messages: msgs({ listError: 'Error fetching data.', cancelled: 'Cancel successfully!' }),
});

/** The ten report pages of docs/decisions.md §1, in order: a document's category. */
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

const documentRows: FieldRow[] = [
  bi('title', 'Title'),
  [
    { name: 'category', label: 'Category', input: 'select', options: [{ value: '', label: 'Select a category' }, ...DOCUMENT_CATEGORIES] },
    { name: 'fileLanguage', label: 'Language of the file', input: 'select', options: [{ value: '', label: 'Select a language' }, ...FILE_LANGUAGES] },
  ],
  [
    // Acts and rules in force can be decades old.
    { name: 'publishDate', label: 'Publish Date', input: 'date', years: { kind: 'past', since: 1950 } },
    { name: 'validUntil', label: 'Valid Until', input: 'date', years: { kind: 'future' }, hint: 'Leave empty if it does not expire. Once this day has passed, the document moves to the Archive.' },
  ],
];
const document = entity('document', {
  route: 'documents', navLabel: 'Documents', title: 'Documents',
  nameKey: 'titleEn',
  rows: documentRows,
  file: { label: 'PDF File', hint: 'PDF, at most 25 MB.' },
  columns: [
    ...biCols('title', 'Title'),
    { key: 'category', label: 'Category', kind: 'option', options: DOCUMENT_CATEGORIES },
    col('publishDate', 'Publish Date', 'date'),
    col('validUntil', 'Valid Until', 'date'),
    { key: 'documentPath', label: 'File', kind: 'file', sizeKey: 'fileSize' },
  ],
  tableFilters: {
    select: { key: 'category', label: 'Filter by category', options: DOCUMENT_CATEGORIES },
  },
  paginate: true,
  messages: msgs({ submitted: 'Document saved successfully!' }),
});

const pageRows: FieldRow[] = [
  one('slug', 'Page address (after /page/)'),
  bi('title', 'Title'),
  bi('body', 'Text', 'markdown'),
];
const page = entity('page', {
  route: 'pages', navLabel: 'Policy and Help Pages', title: 'Policy and Help Pages',
  nameKey: 'titleEn',
  rows: pageRows,
  columns: [col('slug', 'Page address', 'text'), ...biCols('title', 'Title'), ...biCols('body', 'Text', 'excerpt')],
  paginate: true,
  messages: DEFAULT_MESSAGES,
});

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
const official = entity('official', {
  route: 'officials', navLabel: 'Who is Who', title: 'Who is Who',
  nameKey: 'nameEn',
  rows: officialRows,
  columns: [...biCols('name', 'Name'), ...biCols('designation', 'Designation'), { key: 'group', label: 'Group', kind: 'option', options: OFFICIAL_GROUPS }, col('email', 'Email'), col('phone', 'Phone')],
  paginate: true,
  messages: DEFAULT_MESSAGES,
});

/** In sidebar order (docs/decisions.md §3). */
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

/** The path of an entity's move call, beside its manage call (docs/decisions.md §4). */
export const movePath = (desc: EntityDesc): string => desc.manage.path.replace(/\/manage$/, '/move');

/** The form field names of an entity, in form order. */
export const fieldNames = (desc: EntityDesc): string[] => names(desc.rows);
