// The checks of docs/decisions.md §5 as pure functions. An entity lists its checks in §5 order; the first
// one that fails gives the message shown (in English exactly as §5 writes it).

/** What the checks need to know of a chosen file. */
export interface FileInfo {
  name: string;
  size: number;
  type: string;
}

/** 5 MB, as docs/decisions.md §8 counts it. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

import { youtubeId } from '../shared/video';

export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const MOBILE = /^\d{10}$/;

/** A YouTube watch, share, shorts or embed address with a video id (the server's rule). */
export const isVideoUrl = (value: string): boolean => youtubeId(value) !== null;

export const LINK_MESSAGE =
  'Please enter a link that starts with https:// or http://, or a path on this site that starts with /.';

/** A link visitors can follow: an http(s) URL with a host, or a path on this site (the server's rule). */
export function isLink(value: string): boolean {
  const v = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what this test refuses
  if (v === '' || /[\s\u0000-\u001f\u007f]/.test(v)) return false;
  if (v.startsWith('/')) return !v.startsWith('//') && !v.startsWith('/\\');
  const m = /^https?:\/\/([^/?#]*)/i.exec(v);
  if (!m) return false;
  const host = (m[1].split('@').pop() ?? '').split(':')[0];
  return /^[A-Za-z0-9.-]+$/.test(host) && !host.startsWith('.') && !host.endsWith('.');
}
export const isEmail = (value: string): boolean => EMAIL.test(value.trim());
export const isMobile = (value: string): boolean => MOBILE.test(value.trim());
/** A 10-digit mobile, or a landline with its STD code: "0674-2391234" (as the server checks). */
export const LANDLINE = /^0\d{2,4}[- ]?\d{6,8}$/;
export const isPhone = (value: string): boolean => {
  const v = value.trim();
  if (isMobile(v)) return true;
  const digits = v.replace(/[- ]/g, '');
  return LANDLINE.test(v) && digits.length >= 10 && digits.length <= 11;
};

/** A calendar date written YYYY-MM-DD (what a date input gives) that really exists. */
export function isDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export const isImageType = (file: FileInfo): boolean =>
  (IMAGE_TYPES as readonly string[]).includes(file.type);
export const isWithinSize = (file: FileInfo): boolean => file.size <= MAX_IMAGE_BYTES;

export type Check =
  /** Every listed text field is filled (after trimming). */
  | { kind: 'required'; fields: string[]; message: string }
  /** A file is chosen, unless the record being edited already has its image. */
  | { kind: 'imageRequired'; message: string }
  /** A chosen file is JPEG or PNG. */
  | { kind: 'imageType'; message: string }
  /** A chosen file is at most 5 MB. */
  | { kind: 'imageSize'; message: string }
  /** One field passes a test. */
  | { kind: 'matches'; field: string; test: (value: string) => boolean; message: string }
  /** A chosen file is a PDF (by its type or name; the server reads its signature). */
  | { kind: 'pdfType'; message: string }
  /** A chosen file is at most `bytes`. */
  | { kind: 'maxSize'; bytes: number; message: string };

/** The form as the checks see it. */
export interface FormInput {
  values: Record<string, string>;
  file: FileInfo | null;
  /** True when editing a record that already has an image (the file is then optional). */
  hasImage: boolean;
}

/** The first failing check's message, or null when the form may be sent. */
export function validate(checks: readonly Check[], input: FormInput): string | null {
  return firstFailing(checks, input)?.message ?? null;
}

/** The first check that fails, in the order given. */
export function firstFailing(checks: readonly Check[], input: FormInput): Check | null {
  return checks.find((check) => !passes(check, input)) ?? null;
}

/**
 * Where the person should go to fix a failed check: a field name, `file` for the image input.
 */
export function fieldToFix(check: Check, input: FormInput): string {
  switch (check.kind) {
    case 'required':
      return check.fields.find((f) => (input.values[f] ?? '').trim() === '') ?? check.fields[0];
    case 'matches':
      return check.field;
    default:
      return 'file';
  }
}

function passes(check: Check, { values, file, hasImage }: FormInput): boolean {
  switch (check.kind) {
    case 'required':
      return check.fields.every((f) => (values[f] ?? '').trim() !== '');
    case 'imageRequired':
      return file !== null || hasImage;
    case 'imageType':
      return file === null || isImageType(file);
    case 'imageSize':
      return file === null || isWithinSize(file);
    case 'matches':
      return check.test(values[check.field] ?? '');
    case 'pdfType':
      return file === null || isPdf(file);
    case 'maxSize':
      return file === null || file.size <= check.bytes;
  }
}

export const isPdf = (file: FileInfo): boolean =>
  file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/** One of `values`. */
export const oneOf = (values: readonly string[]) => (value: string): boolean => values.includes(value.trim());
/** Empty, or a date. */
export const isDateOrEmpty = (value: string): boolean => value.trim() === '' || isDate(value);

// Builders, so an entity's checks read like docs/decisions.md §5's table.
export const required = (fields: string[], message: string): Check => ({ kind: 'required', fields, message });
export const imageRequired = (message: string): Check => ({ kind: 'imageRequired', message });
export const imageType = (message = 'Only JPG and PNG files are allowed.'): Check => ({ kind: 'imageType', message });
export const imageSize = (message = 'File size must not exceed 5MB.'): Check => ({ kind: 'imageSize', message });
export const pdfType = (message = 'Only PDF files are allowed.'): Check => ({ kind: 'pdfType', message });
export const maxSize = (bytes: number, message: string): Check => ({ kind: 'maxSize', bytes, message });
export const matches = (field: string, test: (value: string) => boolean, message: string): Check => ({
  kind: 'matches',
  field,
  test,
  message,
});

/** Lowercase letters, digits and single hyphens: a page's address, /page/<slug>. */
export const isSlug = (value: string): boolean => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value.trim()) && value.trim().length <= 80;

/** Empty, or a web address: the footer's social icons link to it. */
export const isOptionalWebAddress = (value: string): boolean => {
  const v = value.trim();
  return v === '' || /^https?:\/\/[^\s/?#"'<>`\\]+\.[^\s/?#"'<>`\\]+([/?#][^\s"'<>`\\]*)?$/i.test(v);
};

const orEmpty = (test: (value: string) => boolean) => (value: string): boolean => value.trim() === '' || test(value);

/** A field check of the server's entity table (generated/entities.ts). */
export type ServerCheck =
  | { readonly kind: 'required'; readonly fields: readonly string[]; readonly message: string }
  | { readonly kind: 'oneOf'; readonly field: string; readonly values: readonly string[]; readonly message: string }
  | { readonly kind: 'optionalWebAddress'; readonly fields: readonly string[]; readonly message: string }
  | {
      readonly kind: 'email' | 'mobile' | 'date' | 'youtube' | 'link' | 'optionalLink' | 'dateOrEmpty' | 'slug' | 'unique' | 'optionalPhone';
      readonly field: string;
      readonly message: string;
    };

/**
 * The browser's copy of a server check: the same test, the same message, before anything is
 * sent. `unique` needs the other records, so only the server answers it.
 */
export function clientChecks(check: ServerCheck): Check[] {
  switch (check.kind) {
    case 'required':
      return [required([...check.fields], check.message)];
    case 'oneOf':
      return [matches(check.field, oneOf(check.values), check.message)];
    case 'optionalWebAddress':
      return check.fields.map((field) => matches(field, isOptionalWebAddress, check.message));
    case 'unique':
      return [];
    default: {
      const tests: Record<typeof check.kind, (value: string) => boolean> = {
        email: isEmail,
        mobile: isMobile,
        date: isDate,
        youtube: isVideoUrl,
        link: isLink,
        optionalLink: orEmpty(isLink),
        dateOrEmpty: isDateOrEmpty,
        slug: isSlug,
        optionalPhone: orEmpty(isPhone),
      };
      return [matches(check.field, tests[check.kind], check.message)];
    }
  }
}
