// The content types of the back office, described as data (docs/decisions.md §3 to §7). One
// generic page (ContentPage) reads these; nothing else differs between the pages. The fields
// (kinds, labels in both languages, form rows and table columns), calls and checks come from
// the server's entity table (generated/entities.ts); the place in the menu, names and toasts are
// written here. Labels are English text, translated through i18n.ts (which takes the entity
// table's Odia labels).
import { DEFAULT_MAX_DOCUMENT_MB, SERVER_ENTITIES, type ServerEntityKey } from '../generated/entities';
import { KIND } from '../api/kinds';
import { clientChecks, imageRequired, imageSize, imageType, maxSize, pdfType, type Check, type ServerCheck } from './validation';

/** The years a date field's list offers: from a year to this one, or this one and the next few. */
export type YearSpan = { kind: 'past'; since: number } | { kind: 'future' };

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
  /** A link: offer a published document's address ("Choose a document"). */
  documents?: boolean;
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

/** A label of the server's entity table, in English and Odia. */
export interface Label {
  en: string;
  od: string;
}
/** A field as the server's entity table describes it (src/entities/shape.rs). */
export interface ServerField {
  names: readonly string[];
  type:
    | { kind: 'text' | 'longText' | 'markdown' | 'link' | 'webAddress' | 'video' | 'email' | 'phone' | 'slug' }
    | { kind: 'date'; since: number | null }
    | { kind: 'select'; prompt: Label; choices: readonly { value: string; label: Label }[] };
  label: Label;
  hint: Label | null;
  listed: boolean;
}
export type FieldKind = ServerField['type']['kind'];

/** The input of each kind of field. A kind missing here fails the type check and a test. */
export const INPUTS: Record<FieldKind, InputKind> = {
  text: 'text',
  longText: 'textarea',
  markdown: 'markdown',
  date: 'date',
  link: 'url',
  webAddress: 'url',
  video: 'url',
  email: 'email',
  phone: 'tel',
  slug: 'text',
  select: 'select',
};
/** How the table shows each kind of field. */
export const COLUMN_KINDS: Record<FieldKind, ColumnKind> = {
  text: 'text',
  longText: 'excerpt',
  markdown: 'excerpt',
  date: 'date',
  link: 'link',
  webAddress: 'link',
  video: 'link',
  email: 'text',
  phone: 'text',
  slug: 'text',
  select: 'option',
};

const choicesOf = (field: ServerField): readonly Option[] | undefined =>
  field.type.kind === 'select' ? field.type.choices.map((c) => ({ value: c.value, label: c.label.en })) : undefined;

/** A form row of a server field: one input, or the English and Odia inputs side by side. */
export function formRow(field: ServerField): FieldRow {
  const type = field.type;
  const base: Omit<FieldDesc, 'name'> = {
    label: field.label.en,
    input: INPUTS[type.kind],
    ...(field.hint ? { hint: field.hint.en } : {}),
    ...(type.kind === 'link' ? { documents: true } : {}),
    ...(type.kind === 'select' ? { options: [{ value: '', label: type.prompt.en }, ...(choicesOf(field) ?? [])] } : {}),
    ...(type.kind === 'date'
      ? { years: type.since === null ? ({ kind: 'future' } as const) : ({ kind: 'past', since: type.since } as const) }
      : {}),
  };
  if (field.names.length === 2) {
    return [
      { ...base, name: field.names[0], lang: 'en' },
      { ...base, name: field.names[1], lang: 'od' },
    ];
  }
  return [{ ...base, name: field.names[0] }];
}

/** The table's columns: the listed fields (by their list names), then the image or file. */
export function columnsOf(key: ServerEntityKey): ColumnDesc[] {
  const server = SERVER_ENTITIES[key];
  const renames = new Map(server.listRenames.map(([from, to]) => [from as string, to as string]));
  const listName = (name: string) => renames.get(name) ?? name;
  const out: ColumnDesc[] = [];
  for (const field of server.form as readonly ServerField[]) {
    if (!field.listed) continue;
    const kind = COLUMN_KINDS[field.type.kind];
    const options = choicesOf(field);
    const langs: readonly ('en' | 'od' | undefined)[] = field.names.length === 2 ? ['en', 'od'] : [undefined];
    field.names.forEach((name, i) =>
      out.push({ key: listName(name), label: field.label.en, kind, lang: langs[i], ...(options ? { options } : {}) }),
    );
  }
  // A required image is a column; an optional one (a news item's photo) is not, so the table fits.
  if (server.image && server.image.required !== null) out.push({ key: server.image.pathField, label: server.image.label.en, kind: 'image' });
  if (server.file) out.push({ key: server.file.pathField, label: server.file.label.en, kind: 'file', sizeKey: server.file.sizeField });
  return out;
}

/** The choices of a select field of an entity. */
export function choices(key: ServerEntityKey, name: string): readonly Option[] {
  const field = (SERVER_ENTITIES[key].form as readonly ServerField[]).find((f) => f.names.includes(name));
  return (field && choicesOf(field)) ?? [];
}

/** Every label of the entity table, [English, Odia]: the back office's translations of them. */
export function entityLabels(): [string, string][] {
  const out: [string, string][] = [];
  const add = (l: Label | null | undefined) => {
    if (l) out.push([l.en, l.od]);
  };
  for (const server of Object.values(SERVER_ENTITIES)) {
    for (const field of server.form as readonly ServerField[]) {
      add(field.label);
      add(field.hint);
      if (field.type.kind === 'select') {
        add(field.type.prompt);
        field.type.choices.forEach((c) => add(c.label));
      }
    }
    add(server.image?.label);
    if (server.file) {
      add(server.file.label);
      add(server.file.hint);
    }
  }
  return out;
}

/** What the back office writes by hand of an entity: its place, names, toasts. */
type HandDesc = Pick<EntityDesc, 'route' | 'navLabel' | 'title' | 'nameKey' | 'tableFilters' | 'paginate' | 'messages'>;

/** The largest document the form lets through (the server checks its own setting too). */
export const MAX_DOCUMENT_BYTES = DEFAULT_MAX_DOCUMENT_MB * 1024 * 1024;

/**
 * An entity of the back office: its calls, fields (kinds, labels, form and columns), checks and
 * their messages from the server's table (generated/entities.ts), the rest by hand.
 */
function entity(key: ServerEntityKey, hand: HandDesc): EntityDesc {
  const server = SERVER_ENTITIES[key];
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
    ...hand,
    key: server.key,
    idField: server.idField,
    rows: (server.form as readonly ServerField[]).map(formRow),
    columns: columnsOf(key),
    checks,
    list: { path: server.listPath, envelope: server.listEnvelope },
    manage: { path: server.managePath, json: server.manageField },
    byId: { path: server.getPath, field: server.idField },
    toggle: { path: server.togglePath, field: server.toggleField },
    fixedOrder: server.order.by === 'date',
    image: image ? { label: image.label.en, fileField: image.fileField, encoded: image.detailField } : undefined,
    file: file
      ? {
          label: file.label.en,
          hint: file.hint.en,
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

const banner = entity(KIND.banner, {
  route: 'banner', navLabel: 'Banner', title: 'Banners',
  nameKey: 'bannerTitleEn',
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

const announce = entity(KIND.announcements, {
  route: 'focused', navLabel: 'Focused Announcement', title: 'Focused Announcement',
  nameKey: 'announceTitleEn',
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

const notices = entity(KIND.notices, {
  route: 'focused-notification', navLabel: 'Focused Announcement Notification', title: 'Focused Announcement Notifications',
  nameKey: 'announceLinkEn',
  paginate: true,
  messages: msgs({ listError: 'Error fetching data.', cancelled: 'Cancel successfully!' }),
});

const council = entity(KIND.council, {
  route: 'education-council', navLabel: 'Education Council', title: 'Education Council',
  nameKey: 'councilTitleEn',
  paginate: true,
  messages: DEFAULT_MESSAGES,
});

const features = entity(KIND.features, {
  route: 'features', navLabel: 'Education Features', title: 'Education Council Features',
  nameKey: 'featuresTitleEn',
  paginate: true,
  messages: msgs({ listError: 'Error fetching data.' }),
});

// A news item has its own page (/news/<id>): an optional photo and body; the link to another
// site is optional too (an item without one opens on its own page).
const news = entity(KIND.news, {
  route: 'news', navLabel: 'Latest News', title: 'Latest News',
  nameKey: 'newsTitleEn',
  paginate: true,
  messages: DEFAULT_MESSAGES,
});

const photos = entity(KIND.photos, {
  route: 'gallery', navLabel: 'Media Gallery', title: 'Media Gallery',
  nameKey: 'displayName',
  paginate: true,
  messages: DEFAULT_MESSAGES,
});

const videos = entity(KIND.videos, {
  route: 'video', navLabel: 'Video Gallery', title: 'Video Gallery',
  nameKey: 'displayVideo',
  paginate: true,
  messages: msgs({ submitted: 'Video URL submitted successfully!' }),
});

// The list names them nameEn/nameOd; the form and detail name and altName (docs/decisions.md §4).
const futures = entity(KIND.futures, {
  route: 'together', navLabel: 'Futures Together', title: 'Partners (Futures Together)',
  nameKey: 'nameEn',
  paginate: true,
  messages: DEFAULT_MESSAGES,
});

const introduction = entity(KIND.introduction, {
  route: 'introduction', navLabel: 'Introduction', title: 'Introduction',
  nameKey: 'introductionTitleEn',
  paginate: false,
  messages: msgs({ listError: 'Error fetching data.' }),
});

const settings = entity(KIND.settings, {
  route: 'footer', navLabel: 'Footer General Setting', title: 'Footer settings',
  nameKey: 'locations',
  paginate: true,
  messages: msgs({ listError: 'Error fetching data.', cancelled: 'Cancel successfully!' }),
});

/** The ten report pages of docs/decisions.md §1, in order: a document's category. */
export const DOCUMENT_CATEGORIES: readonly Option[] = choices(KIND.documents, 'category');

const document = entity(KIND.documents, {
  route: 'documents', navLabel: 'Documents', title: 'Documents',
  nameKey: 'titleEn',
  tableFilters: {
    select: { key: 'category', label: 'Filter by category', options: DOCUMENT_CATEGORIES },
  },
  paginate: true,
  messages: msgs({ submitted: 'Document saved successfully!' }),
});

const page = entity(KIND.pages, {
  route: 'pages', navLabel: 'Policy and Help Pages', title: 'Policy and Help Pages',
  nameKey: 'titleEn',
  paginate: true,
  messages: DEFAULT_MESSAGES,
});

/** The groups of the organisation structure page, in the order it shows them. */
export const OFFICIAL_GROUPS: readonly Option[] = choices(KIND.officials, 'group');

const official = entity(KIND.officials, {
  route: 'officials', navLabel: 'Who is Who', title: 'Who is Who',
  nameKey: 'nameEn',
  paginate: true,
  messages: DEFAULT_MESSAGES,
});

/** In sidebar order (docs/decisions.md §3). */
export const ENTITIES: readonly EntityDesc[] = [
  banner,
  announce,
  notices,
  council,
  features,
  news,
  photos,
  videos,
  futures,
  introduction,
  settings,
  official,
  document,
  page,
];

/** The path of an entity's move call, beside its manage call (docs/decisions.md §4). */
export const movePath = (desc: EntityDesc): string => desc.manage.path.replace(/\/manage$/, '/move');

/** The form field names of an entity, in form order. */
export const fieldNames = (desc: EntityDesc): string[] => desc.rows.flat().map((f) => f.name);
