// A small translation store: catalogues per language and namespace, the current language, and
// change notification (language changes and bundles added later, e.g. by a lazily loaded chunk).
//
// Lookup: the key as written first (so keys that are English sentences, dots and colons
// included, work as they are), then, for nested catalogues, the key as a dotted path. A key
// missing in the current language is taken from the fallback language, else the key itself is
// used. `{{name}}` is replaced by `vars.name`; a variable not passed is left as written. Nothing
// is HTML-escaped: React escapes what it renders.
import { useMemo, useSyncExternalStore } from 'react';

/** A catalogue: strings, lists of strings, or nested catalogues. */
export interface Resources {
  [key: string]: string | readonly string[] | Resources;
}

export type Vars = Record<string, string | number | null | undefined>;

export interface TFunction {
  /** The value as it is (e.g. a list of strings), or the key when there is none. */
  (key: string, options: { returnObjects: true }): unknown;
  (key: string, vars?: Vars): string;
}

export interface I18n<L extends string = string> {
  /** The current language. */
  readonly language: L;
  /** Translates in the current language and `defaultNS`. */
  t: TFunction;
  /** A `t` of one language (the current one by default) and namespace (`defaultNS` by default). */
  getFixedT(language?: L | null, ns?: string | null): TFunction;
  /** Adds (merges) a catalogue and notifies subscribers. */
  addResourceBundle(language: L, ns: string, resources: Resources): void;
  hasResourceBundle(language: L, ns: string): boolean;
  /** Sets the current language; subscribers are notified when it differs. */
  changeLanguage(language: L): void;
  /** Calls `listener` after every language change or added bundle; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** A number that changes whenever subscribers are notified (a `useSyncExternalStore` snapshot). */
  getVersion(): number;
}

export const DEFAULT_NS = 'translation';

const VARIABLE = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** Replaces `{{name}}` by `vars.name`; a variable absent from `vars` stays as written. */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars || !text.includes('{{')) return text;
  return text.replace(VARIABLE, (match, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(vars, name)) return match;
    const value = vars[name];
    return value == null ? '' : String(value);
  });
}

function isCatalogue(value: unknown): value is Resources {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge(into: Resources, from: Resources): Resources {
  const out: Resources = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = out[key];
    out[key] = isCatalogue(existing) && isCatalogue(value) ? merge(existing, value) : value;
  }
  return out;
}

function lookup(catalogue: Resources | undefined, key: string): unknown {
  if (!catalogue) return undefined;
  if (Object.prototype.hasOwnProperty.call(catalogue, key)) return catalogue[key];
  if (!key.includes('.')) return undefined;
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!isCatalogue(node) || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

export function createI18n<L extends string>(options: {
  language: L;
  fallbackLanguage: L;
  defaultNS?: string;
  resources?: Partial<Record<L, Record<string, Resources>>>;
}): I18n<L> {
  const defaultNS = options.defaultNS ?? DEFAULT_NS;
  const { fallbackLanguage } = options;
  const data = new Map<string, Resources>(); // `${language}\u0000${ns}` → catalogue
  const slot = (language: string, ns: string) => `${language}\u0000${ns}`;
  const listeners = new Set<() => void>();
  let language = options.language;
  let version = 0;

  const notify = () => {
    version += 1;
    for (const listener of [...listeners]) listener();
  };

  const getFixedT = (fixed?: L | null, ns?: string | null): TFunction => {
    const namespace = ns ?? defaultNS;
    return ((key: string, vars?: Vars & { returnObjects?: boolean }) => {
      const lng = fixed ?? language;
      let value = lookup(data.get(slot(lng, namespace)), key);
      if (value === undefined && lng !== fallbackLanguage) {
        value = lookup(data.get(slot(fallbackLanguage, namespace)), key);
      }
      if (vars?.returnObjects) return value ?? key;
      return interpolate(typeof value === 'string' ? value : key, vars);
    }) as TFunction;
  };

  const i18n: I18n<L> = {
    get language() {
      return language;
    },
    t: ((key: string, vars?: Vars) => getFixedT()(key, vars)) as TFunction,
    getFixedT,
    addResourceBundle(lng, ns, resources) {
      const key = slot(lng, ns);
      data.set(key, merge(data.get(key) ?? {}, resources));
      notify();
    },
    hasResourceBundle(lng, ns) {
      return data.has(slot(lng, ns));
    },
    changeLanguage(next) {
      if (next === language) return;
      language = next;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getVersion: () => version,
  };

  for (const [lng, namespaces] of Object.entries(options.resources ?? {}) as [L, Record<string, Resources>][]) {
    for (const [ns, resources] of Object.entries(namespaces)) data.set(slot(lng, ns), resources);
  }
  return i18n;
}

/**
 * The `t` of `ns` in the store's current language, re-rendering the component when the language
 * changes or a catalogue is added.
 */
export function useTranslation<L extends string>(i18n: I18n<L>, ns?: string): { t: TFunction; language: L } {
  const version = useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  const language = i18n.language;
  // A new `t` after each notification, so memoised callers see added catalogues too.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => i18n.getFixedT(language, ns), [i18n, language, ns, version]);
  return { t, language };
}
