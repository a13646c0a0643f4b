import { describe, expect, it } from 'vitest';
import { SERVER_ENTITIES } from '../generated/entities';
import { COLUMN_KINDS, ENTITIES, fieldNames, formRow, INPUTS, type ServerField } from './entities';
import { OD } from './i18n';
import { KIND } from '../api/kinds';

const serverFields = (): [string, ServerField][] =>
  Object.entries(SERVER_ENTITIES).flatMap(([key, e]) => (e.form as readonly ServerField[]).map((f) => [key, f] as [string, ServerField]));

describe('the back office’s forms come from the server’s entity rows', () => {
  it('knows every kind a row names, and a kind it does not know fails', () => {
    for (const [key, field] of serverFields()) {
      expect(INPUTS, `${key}.${field.names[0]}`).toHaveProperty(field.type.kind);
      expect(COLUMN_KINDS, `${key}.${field.names[0]}`).toHaveProperty(field.type.kind);
    }
    const unknown = { names: ['x'], type: { kind: 'colour' }, label: { en: 'X', od: 'ଏକ୍ସ' }, hint: null, listed: false } as unknown as ServerField;
    expect(formRow(unknown)[0].input).toBeUndefined();
  });

  it('asks for exactly the fields the server stores, a bilingual field as two inputs side by side', () => {
    for (const desc of ENTITIES) {
      const server = SERVER_ENTITIES[desc.key as keyof typeof SERVER_ENTITIES];
      expect(fieldNames(desc)).toEqual(server.fields);
    }
    const news = ENTITIES.find((e) => e.key === KIND.news);
    const title = news?.rows.find((r) => r[0].name === 'newsTitleEn');
    expect(title?.map((f) => [f.name, f.lang, f.input])).toEqual([
      ['newsTitleEn', 'en', 'text'],
      ['newsTitleOd', 'od', 'text'],
    ]);
    const body = news?.rows.find((r) => r[0].name === 'newsBodyEn');
    expect(body?.[0].input).toBe('markdown');
    const date = news?.rows.find((r) => r[0].name === 'newsDate');
    expect(date?.[0].years).toEqual({ kind: 'past', since: 2000 });
  });

  it('labels every field in Odia from the row, and lists the chosen columns', () => {
    for (const [, field] of serverFields()) expect(OD[field.label.en]).toBe(field.label.od);
    expect(OD['News Date']).toBe('ସମ୍ବାଦ ତାରିଖ');
    const documents = ENTITIES.find((e) => e.key === KIND.documents);
    expect(documents?.columns.map((c) => c.key)).toEqual([
      'titleEn',
      'titleOd',
      'category',
      'publishDate',
      'validUntil',
      'documentPath',
    ]);
    const category = documents?.rows.flat().find((f) => f.name === 'category');
    expect(category?.options?.[0]).toEqual({ value: '', label: 'Select a category' });
    expect(category?.options).toHaveLength(11);
  });
});
