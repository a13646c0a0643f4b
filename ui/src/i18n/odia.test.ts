// Reads every Odia string of the site (the catalogues and the starter content) with its English
// pair (the report pages' document titles are starter content), and checks what a native reader would: one term per idea (the glossary), no English word
// left behind, and text in Unicode NFC (the form the server stores).
import { describe, expect, it } from 'vitest';
import en from './en';
import od from './od';
import { PAGE_CATALOGUES } from './pages';
import { OD as ADMIN_OD } from '../admin/i18n';
import { SCREEN_READERS } from '../public/pages/documents';
import { GLOSSARY, LATIN_ALLOWED } from './glossary';
import starter from '../../../src/seed/content.json';
import serverMessages from '../generated/messages.json';
import { SERVER_ENTITIES } from '../generated/entities';
import { entityLabels } from '../admin/entities';

interface Pair {
  /** Where the string is, e.g. `od.ts nav.vision`. */
  where: string;
  en: string;
  od: string;
}

/** Walks two catalogues of the same shape, pairing their strings by key. */
function walk(source: string, english: unknown, odia: unknown, path: string[] = []): Pair[] {
  if (typeof odia === 'string') {
    return [{ where: `${source} ${path.join('.')}`, en: typeof english === 'string' ? english : '', od: odia }];
  }
  if (Array.isArray(odia)) {
    return odia.flatMap((item, i) => walk(source, Array.isArray(english) ? english[i] : undefined, item, [...path, String(i)]));
  }
  if (typeof odia === 'object' && odia !== null) {
    const eng = (english ?? {}) as Record<string, unknown>;
    return Object.entries(odia).flatMap(([key, value]) => walk(source, eng[key], value, [...path, key]));
  }
  return [];
}

/** The Odia fields of the starter content and their English fields. */
function seedPairs(): Pair[] {
  const seed = starter as Record<string, { fields: Record<string, string> }[]>;
  const pairs: Pair[] = [];
  for (const [entity, items] of Object.entries(seed)) {
    items.forEach(({ fields }, i) => {
      for (const [key, value] of Object.entries(fields)) {
        let english: string | undefined;
        if (key === 'altName') english = fields.name;
        else if (key.endsWith('Od')) english = fields[`${key.slice(0, -2)}En`] ?? fields[key.slice(0, -2)];
        else continue;
        // Markdown link addresses (policy pages) are addresses, not words.
        const text = (s: string) => s.replace(/\]\([^)]*\)/g, ']');
        pairs.push({ where: `content.json ${entity}[${i}].${key}`, en: text(english ?? ''), od: text(value) });
      }
    });
  }
  return pairs;
}

const PAIRS: Pair[] = [
  ...walk('od.ts', en, od),
  ...walk('pages.ts', PAGE_CATALOGUES.en, PAGE_CATALOGUES.od),
  ...Object.entries(ADMIN_OD).map(([english, odia]) => ({ where: `admin/i18n.ts "${english}"`, en: english, od: odia })),
  ...SCREEN_READERS.map((reader) => ({ where: `documents.ts SCREEN_READERS ${reader.name}`, en: reader.platformEn, od: reader.platformOd })),
  ...seedPairs(),
  // The entity rows' labels (src/entities/mod.rs): fields, choices, hints, titles.
  ...entityLabels().map(([english, odia]) => ({ where: `entities.rs label "${english}"`, en: english, od: odia })),
  ...Object.values(SERVER_ENTITIES).map((e) => ({ where: `entities.rs title ${e.key}`, en: e.title, od: e.titleOd })),
  // The feeds' titles and descriptions (the entity rows' feed side).
  ...Object.values(SERVER_ENTITIES).flatMap((e) =>
    e.feed
      ? [
          { where: `feeds ${e.feed.path} title`, en: e.feed.title.en, od: e.feed.title.od },
          { where: `feeds ${e.feed.path} description`, en: e.feed.description.en, od: e.feed.description.od },
        ]
      : [],
  ),
  // The server's message catalogue (src/messages/catalogue.rs), its `{placeholders}` left out.
  ...(serverMessages as { code: string; en: string; od: string }[]).map((row) => ({
    where: `messages.json ${row.code}`,
    en: row.en.replace(/\{[A-Za-z]+\}/g, ' '),
    od: row.od.replace(/\{[A-Za-z]+\}/g, ' '),
  })),
];

/** Odia signs that continue a letter: a variant followed by one is part of a longer word. */
const CONTINUES = '[\\u0B01-\\u0B03\\u0B3C\\u0B3E-\\u0B4D\\u0B55-\\u0B57\\u0B62\\u0B63]';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A variant as a word of its own: not the end of a longer word (ପ୍ଲାଟଫର୍ମ is not ଫର୍ମ), nor its start. */
const rejected = (variant: string) => new RegExp(`(?<![\\u0B00-\\u0B7F\\u200C\\u200D])${escape(variant)}(?!${CONTINUES})`, 'u');

describe('the Odia strings', () => {
  it('are all read: every catalogue and the starter content', () => {
    for (const source of ['od.ts', 'pages.ts', 'admin/i18n.ts', 'content.json', 'messages.json', 'entities.rs']) {
      expect(PAIRS.filter((p) => p.where.startsWith(source)).length, source).toBeGreaterThan(10);
    }
    expect(PAIRS.filter((p) => p.where.startsWith('documents.ts')).length).toBe(SCREEN_READERS.length);
    expect(PAIRS.filter((p) => p.where.startsWith('feeds')).length).toBe(6);
    expect(PAIRS.length).toBeGreaterThan(350);
    // The starter content's Odia fields are Odia, so the pairing above read the right fields.
    for (const pair of PAIRS.filter((p) => p.where.startsWith('content.json'))) {
      expect(pair.od, pair.where).toMatch(/[\u0B00-\u0B7F]/);
      expect(pair.en, pair.where).not.toBe('');
    }
  });

  it('keep no English word, except the reviewed names and units', () => {
    const left: string[] = [];
    for (const { where, od: text } of PAIRS) {
      const words = text.replace(/\{\{[^}]*\}\}/g, ' ').match(/[A-Za-z]+/g) ?? [];
      for (const word of words) if (!Object.hasOwn(LATIN_ALLOWED, word)) left.push(`${where}: "${word}" in "${text}"`);
    }
    expect(left).toEqual([]);
  });

  it('write numbers in Odia digits: no ASCII digit outside a name or unit a reader knows so', () => {
    // Kept ASCII: a standard's version (WCAG 2.1), a model year in a name (NEP 2020 is written
    // ୨୦୨୦), a key, an address typed as it is.
    const kept = /\((?:WCAG|GIGW)[^)]*\)\s*\d+(?:\.\d+)*|\b(?:WCAG|GIGW) \d+(?:\.\d+)*|Ctrl ଓ \d|https?:\/\/\S+|\b[A-Za-z]+\d+\b/g;
    const ascii = PAIRS.filter((p) => /[0-9]/.test(p.od.replace(kept, ' '))).map((p) => `${p.where}: "${p.od}"`);
    expect(ascii).toEqual([]);
  });

  it('inflect a loan word without its halant: no halant and zero-width non-joiner before a case ending', () => {
    // ଇମେଲ୍‌ରେ is written ଇମେଲରେ (the glossary's rule); an abbreviation spelt letter by letter keeps them.
    const joined = PAIRS.filter((p) => /\u0B4D\u200C[\u0B00-\u0B7F]/u.test(p.od.replace(/ଓଏସ୍\u200Cଏଚ୍/g, ''))).map((p) => p.where);
    expect(joined).toEqual([]);
  });

  it('are in Unicode NFC, as the server stores text', () => {
    const unnormalised = PAIRS.filter((p) => p.od.normalize('NFC') !== p.od).map((p) => p.where);
    expect(unnormalised).toEqual([]);
  });
});

describe('the glossary', () => {
  it('is itself consistent: NFC, and no term uses a variant another term rejects', () => {
    for (const term of GLOSSARY) {
      expect(term.od.normalize('NFC'), term.en).toBe(term.od);
      for (const other of GLOSSARY) {
        for (const variant of other.avoid ?? []) expect(term.od, `${term.en} uses "${variant}"`).not.toMatch(rejected(variant));
      }
    }
  });

  it('is followed: no Odia string uses a rejected variant', () => {
    const found: string[] = [];
    for (const term of GLOSSARY) {
      for (const variant of term.avoid ?? []) {
        for (const pair of PAIRS) {
          if (rejected(variant).test(pair.od)) found.push(`${pair.where}: "${variant}" (write "${term.od}" for "${term.en}")`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('is followed: an English string that is a glossary term has that Odia term', () => {
    const wrong: string[] = [];
    for (const pair of PAIRS) {
      const term = GLOSSARY.find((t) => t.en.toLowerCase() === pair.en.trim().toLowerCase());
      if (term && pair.od !== term.od) wrong.push(`${pair.where}: "${pair.od}", glossary "${term.od}"`);
    }
    expect(wrong).toEqual([]);
  });

  it('is followed: where the English names a term, the Odia uses its one Odia term', () => {
    const missing: string[] = [];
    for (const term of GLOSSARY) {
      if (!term.match) continue;
      for (const pair of PAIRS) {
        // A loan word loses its final halant before a case ending (ଲଗଇନ୍, ଲଗଇନରେ): its stem counts.
        const stem = term.od.endsWith('\u0B4D') ? term.od.slice(0, -1) : term.od;
        if (term.match.test(pair.en) && !pair.od.includes(term.od) && !pair.od.includes(stem)) missing.push(`${pair.where}: "${term.od}" (${term.en}) not in "${pair.od}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('catches the variants the review found', () => {
    const variants = GLOSSARY.flatMap((t) => t.avoid ?? []);
    const hit = (text: string) => variants.some((v) => rejected(v).test(text));
    expect(hit('ପ୍ରମୁଖ ଘୋଷଣା')).toBe(true);
    expect(hit('ଏକାଡେମିକ ବ୍ୟାଙ୍କ')).toBe(true);
    expect(hit('ଖାଲି ଛାଡନ୍ତୁ।')).toBe(true);
    // … and not the right words that start the same way.
    expect(hit('ଏକାଡେମିକ୍ ବ୍ୟାଙ୍କ')).toBe(false);
    expect(hit('ଖାଲି ଛାଡ଼ନ୍ତୁ।')).toBe(false);
    // Mistakes a reviewer of the Odia found: each sure mistake is caught, and its correction is
    // not.
    for (const wrong of ['ସବୁଠାରୁ ଲଗଆଉଟ୍ କରନ୍ତୁ', 'ସମସ୍ତ ଘର ଆବଶ୍ୟକ!', 'ଆବେଦନ ଫର୍ମାଟ', 'ରିପୋର୍ଟ, ଆଇନ, ନିୟମ ଓ ପତ୍ର', 'ଜାତୀୟ ଅନୁଷ୍ଠାନିକ',
      'PDF ଫାଇଲ୍', 'ଏହି ୱେବସାଇଟ୍\u200cର', 'ଇଂରାଜୀ ସଂସ୍କରଣ ଗ୍ରହଣୀୟ ହେବ', 'ଯେତେଦିନ ସାମୟିକ', 'ଅକ୍ଷରର ଆକାର', 'ଡାର୍କ ମୋଡ୍']) {
      expect(hit(wrong), wrong).toBe(true);
    }
    for (const right of ['ସବୁ ଉପକରଣରୁ ଲଗଆଉଟ୍ କରନ୍ତୁ', 'ସମସ୍ତ ଘର ପୂରଣ କରିବା ଆବଶ୍ୟକ!', 'ଆବେଦନ ପ୍ରପତ୍ର', 'ଅଧିନିୟମ, ନିୟମାବଳୀ', 'ଜାତୀୟ ଆନୁଷ୍ଠାନିକ',
      'PDF ଫାଇଲ', 'ଏହି ୱେବସାଇଟର', 'ଇଂରାଜୀ ସଂସ୍କରଣ ହିଁ ପ୍ରାଧାନ୍ୟ ପାଇବ', 'ସାମ୍ପ୍ରତିକ', 'ଲେଖାର ଆକାର', 'ଅନ୍ଧାର ମୋଡ୍', 'ପ୍ଲାଟଫର୍ମ']) {
      expect(hit(right), right).toBe(false);
    }
  });
});
