// The first view of the report, About and news pages, pre-rendered at build time like the home
// page's (./prerender.tsx), once per language. The server (src/http/prerendered.rs) puts the
// copy for the address into the page, so the page's heading and text paint before any script
// file arrives; React's first render draws the same markup and replaces it (src/app/takeover.ts).
//
// A page without data of its own is one copy per language. A page that shows a record (the
// introduction, a news item) is rendered in variants, one per combination of the record's
// optional parts (a photo or not, a body or not, a link to this site or another), with slots the
// server fills from the record: `@@field@@` (the field's text), `@@a|b@@` (the first of them
// that is not empty: the other language's text where one is missing), `@@field:date@@` (a date
// as format.ts writes it) and `@@field:paragraphs@@` (one <p> per paragraph). Each variant says
// `when` it applies: `{ expression: 'yes' | 'no' }` (is its value empty?) or, for a link,
// `'none' | 'site' | 'external'`.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import i18n, { type Language } from '../i18n';
import { AppTree } from '../app/App';
import { loadPages } from '../app/pageChunk';
import { KIND } from '../api/kinds';
import { ID_FIELDS } from '../generated/routes';
import { PAGE_SIZES, seedList, seedNewsItem, type Introduction, type LatestNews } from '../api/public';
import { formatDate, localDigits, ODIA_MONTHS } from '../shared/format';
import { PATHS } from '../shared/paths';

export interface Variant {
  lang: Language;
  when: Record<string, string>;
  html: string;
}

export interface PageShell {
  /** The page's address, as the router spells it. */
  path: string;
  /** The entity whose public list the page shows a record of (the server embeds the list). */
  data?: string;
  /** A list page: its variants say `when` by `total` and `pages` (`'0'`, `'3'`, `'4+'`), and
   * `@@items:each@@` is where the server puts one filled copy of `list.items` per record. */
  list?: ListShell;
  variants: Variant[];
}

/** The records a list page shows on its first page, each drawn by the copy that fits it. */
export interface ListShell {
  /** The entity whose public list the page shows (the server embeds its first page). */
  entity: string;
  /** Records on the first page. */
  size: number;
  /** One record's copy (a news card), per language and per kind of its link. */
  items: Variant[];
}

export interface RecordShell {
  /** The entity whose records have pages of their own (`/news/<id>`). */
  entity: string;
  variants: Variant[];
}

export interface DateFormat {
  /** `{d} {m} {y}`: where the day, the month's name and the year go. */
  pattern: string;
  months: string[];
  /** The ten digits, 0 to 9, as the language writes them. */
  digits: string;
}

export interface PagesFile {
  dates: Record<Language, DateFormat>;
  pages: PageShell[];
  records: RecordShell[];
}

const LANGUAGES: Language[] = ['en', 'od'];

/** The pages with nothing of their own to fill: one copy per language. */
const STATIC_PAGES = [
  PATHS.vision,
  PATHS.organization,
  PATHS.acts,
  PATHS.proceedings,
  PATHS.initiatives,
  PATHS.ug,
  PATHS.pg,
  PATHS.central,
  PATHS.notices,
  PATHS.ongoing,
  PATHS.eContents,
  PATHS.nep,
];

function render(location: string, language: Language): string {
  i18n.changeLanguage(language);
  return renderToString(
    <StaticRouter location={location}>
      <AppTree />
    </StaticRouter>,
  );
}

/** The slot of a value that falls back to the other language's (`either` in NewsItemPage). */
const either = (field: string, other: string) => `@@${field}|${other}@@`;

/** `<time datetime="@@x@@">@@x@@</time>` (formatDate leaves a slot as it is): the text is a date. */
function markDates(html: string): string {
  return html.replace(/(<time[^>]*datetime="@@(\w+)@@"[^>]*>)@@\2@@<\/time>/gi, '$1@@$2:date@@</time>');
}

function requireSlots(html: string, slots: string[], what: string): string {
  const missing = slots.filter((s) => !html.includes(s));
  if (missing.length) throw new Error(`the pre-rendered ${what} does not show ${missing.join(', ')}`);
  return html;
}

const EXTERNAL = 'https://slot.invalid/';
/** The field of a news item's id, which the server's slot for it is named after. */
const NEWS_ID = ID_FIELDS[KIND.news];

function newsVariants(): Variant[] {
  const variants: Variant[] = [];
  for (const photo of [true, false])
    for (const body of [true, false])
      for (const link of ['none', 'site', 'external'] as const) {
        const slotLink = '@@newsLink@@';
        const item: LatestNews = {
          [NEWS_ID]: 1,
          isActive: true,
          newsTitleEn: either('newsTitleEn', 'newsTitleOd'),
          newsTitleOd: either('newsTitleOd', 'newsTitleEn'),
          newsDescEn: either('newsDescEn', 'newsDescOd'),
          newsDescOd: either('newsDescOd', 'newsDescEn'),
          newsDate: '@@newsDate@@',
          newsBodyEnHtml: body ? either('newsBodyEnHtml', 'newsBodyOdHtml') : '',
          newsBodyOdHtml: body ? either('newsBodyOdHtml', 'newsBodyEnHtml') : '',
          newsImagePath: photo ? '@@newsImagePath@@' : null,
          // isExternal() decides by the address: give it one of another host, then the slot.
          newsLink: link === 'none' ? '' : link === 'site' ? `/${slotLink}` : `${EXTERNAL}${slotLink}`,
        } as LatestNews;
        seedNewsItem(item);
        for (const lang of LANGUAGES) {
          let html = markDates(render('/news/1', lang))
            .replaceAll(`${EXTERNAL}${slotLink}`, slotLink)
            .replaceAll(`/${slotLink}`, slotLink);
          const own = lang === 'od' ? 'Od' : 'En';
          const wanted = [`@@newsTitle${own}|`, '@@newsDate:date@@'];
          if (photo) wanted.push('@@newsImagePath@@');
          if (body) wanted.push(`@@newsBody${own}Html|`);
          if (link !== 'none') wanted.push(`"${slotLink}"`);
          html = requireSlots(html, wanted, `news item (${lang}, photo ${photo}, body ${body}, link ${link})`);
          variants.push({
            lang,
            when: { newsImagePath: photo ? 'yes' : 'no', 'newsBodyEnHtml|newsBodyOdHtml': body ? 'yes' : 'no', newsLink: link },
            html,
          });
        }
      }
  return variants;
}

function introductionVariants(): Variant[] {
  const variants: Variant[] = [];
  for (const lang of LANGUAGES) {
    const own = lang === 'od' ? 'Od' : 'En';
    for (const title of [true, false])
      for (const text of [true, false]) {
        const record = {
          introductionId: 1,
          isActive: true,
          introductionTitleEn: '',
          introductionTitleOd: '',
          introductionDescEn: '',
          introductionDescOd: '',
          [`introductionTitle${own}`]: title ? `@@introductionTitle${own}@@` : '',
          [`introductionDesc${own}`]: text ? `@@introductionDesc${own}@@` : '',
        } as unknown as Introduction;
        seedList(KIND.introduction, [record]);
        const desc = `@@introductionDesc${own}@@`;
        let html = render(PATHS.introduction, lang);
        if (text) html = requireSlots(html, [`<p>${desc}</p>`], 'introduction').replace(`<p>${desc}</p>`, `@@introductionDesc${own}:paragraphs@@`);
        if (title) requireSlots(html, [`@@introductionTitle${own}@@`], 'introduction');
        variants.push({
          lang,
          when: { [`introductionTitle${own}`]: title ? 'yes' : 'no', [`introductionDesc${own}`]: text ? 'yes' : 'no' },
          html,
        });
      }
  }
  return variants;
}

/** Numbers nothing else on the news list's page shows: a card's id, and a count of pages. */
const CARD_ID = 97531;
const MANY = 97532;
const GRID = '<ul class="news-grid">';

/**
 * The news list's first page (/news): one copy per language and count of pages (none, one, two,
 * three, more: the pager draws each differently), the cards cut out into `@@items:each@@`, and
 * a card's copy per language and kind of link, with slots for the record's fields.
 */
function newsListShell(): PageShell {
  const size = PAGE_SIZES.news;
  const slotLink = '@@newsLink@@';
  const card = (link: 'none' | 'site' | 'external'): LatestNews =>
    ({
      [NEWS_ID]: CARD_ID,
      isActive: true,
      newsTitleEn: '@@newsTitleEn@@',
      newsTitleOd: '@@newsTitleOd@@',
      newsDescEn: '@@newsDescEn@@',
      newsDescOd: '@@newsDescOd@@',
      newsDate: '@@newsDate@@',
      newsLink: link === 'none' ? '' : link === 'site' ? `/${slotLink}` : `${EXTERNAL}${slotLink}`,
    }) as LatestNews;
  const renderList = (items: LatestNews[], total: number, lang: Language) => {
    seedList(KIND.news, { outcome: true, data: items, total }, size);
    return markDates(render(PATHS.news, lang));
  };
  /** The cards of `html` as one slot, and what was there. */
  const cut = (html: string): [string, string] => {
    const start = html.indexOf(GRID) + GRID.length;
    const end = html.indexOf('</ul>', start);
    if (start < GRID.length || end < 0) throw new Error('the pre-rendered news list shows no cards');
    return [`${html.slice(0, start)}@@items:each@@${html.slice(end)}`, html.slice(start, end)];
  };
  const variants: Variant[] = [];
  const items: Variant[] = [];
  for (const lang of LANGUAGES) {
    const own = lang === 'od' ? 'Od' : 'En';
    for (const link of ['none', 'site', 'external'] as const) {
      const [, html] = cut(renderList([card(link)], 1, lang));
      const filled = html
        .replaceAll(`${EXTERNAL}${slotLink}`, slotLink)
        .replaceAll(`/${slotLink}`, slotLink)
        .replaceAll(`/news/${CARD_ID}`, `/news/@@${NEWS_ID}@@`);
      const wanted = [`@@newsTitle${own}@@`, `@@newsDesc${own}@@`, '@@newsDate:date@@', link === 'none' ? `/news/@@${NEWS_ID}@@` : `"${slotLink}"`];
      items.push({ lang, when: { newsLink: link }, html: requireSlots(filled, wanted, `news card (${lang}, link ${link})`) });
    }
    variants.push({ lang, when: { total: '0' }, html: markDates(renderList([], 0, lang)) });
    for (const [pages, total] of [['1', 1], ['2', size + 1], ['3', 2 * size + 1], ['4+', MANY * size]] as const) {
      let [html] = cut(renderList([card('none')], total, lang));
      if (pages === '4+') {
        html = requireSlots(html, [`?page=${MANY}`], `news list (${lang}, many pages)`)
          .replaceAll(`?page=${MANY}`, '?page=@@pages@@')
          .replaceAll(localDigits(String(MANY), lang), '@@pages:number@@');
      }
      variants.push({ lang, when: pages === '1' ? { total: '1+', pages } : { pages }, html });
    }
  }
  return { path: PATHS.news, list: { entity: KIND.news, size, items }, variants };
}

function dateFormat(language: Language): DateFormat {
  const months =
    language === 'od'
      ? [...ODIA_MONTHS]
      : Array.from({ length: 12 }, (_, m) => new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2031, m, 19))));
  const sample = formatDate('2031-11-19', language);
  const pattern = sample
    .replace(months[10], '{m}')
    .replace(localDigits('2031', language), '{y}')
    .replace(localDigits('19', language), '{d}');
  for (const part of ['{d}', '{m}', '{y}'])
    if (!pattern.includes(part)) throw new Error(`cannot read the ${language} date pattern from "${sample}"`);
  return { pattern, months, digits: localDigits('0123456789', language) };
}

export async function renderPageShells(): Promise<PagesFile> {
  await loadPages();
  const pages: PageShell[] = STATIC_PAGES.map((path) => ({
    path,
    variants: LANGUAGES.map((lang) => ({ lang, when: {}, html: render(path, lang) })),
  }));
  pages.push({ path: PATHS.introduction, data: KIND.introduction, variants: introductionVariants() }, newsListShell());
  return {
    dates: { en: dateFormat('en'), od: dateFormat('od') },
    pages,
    records: [{ entity: KIND.news, variants: newsVariants() }],
  };
}

