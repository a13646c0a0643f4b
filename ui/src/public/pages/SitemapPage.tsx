// /sitemap: every page of the site as lists of links, by the menu's sections (GIGW: more than
// one way to find a page). The machine-readable list is /sitemap.xml.
import { Link } from 'react-router';
import { usePolicyPages } from '../../api/public';
import { pick, useLanguage, useT } from '../../i18n';
import { usePageMeta } from '../../shared/usePageMeta';
import { PageHeader } from './PageHeader';
import { MENU, PATHS, type MenuLink } from '../layout/menu';
import { SEARCH_PATH } from '../layout/SearchBox';

interface Section {
  heading: string;
  links: MenuLink[];
}

/** A link whose text is already in the reader's language (a policy page's title). */
interface TitledLink {
  title: string;
  to: string;
}

/** The sections of the sitemap page: the menu's, then the site's own help pages. */
export function sitemapSections(): Section[] {
  const main: MenuLink[] = [];
  const groups: Section[] = [];
  for (const entry of MENU) {
    if ('children' in entry) groups.push({ heading: entry.label, links: entry.children });
    else main.push(entry);
  }
  return [
    { heading: 'nav.home', links: main },
    ...groups,
    {
      heading: 'sitemap.help',
      links: [
        { label: 'footer.contact', to: PATHS.contact },
        { label: 'nav.screenReaderAccess', to: PATHS.screenReader },
        { label: 'search.title', to: SEARCH_PATH },
        { label: 'sitemap.title', to: '/sitemap' },
      ],
    },
  ];
}

export function SitemapPage() {
  const { t } = useT();
  const [language] = useLanguage();
  usePageMeta(t('sitemap.title'), t('sitemap.description'));
  // The council's policy and help pages, as the footer lists them.
  const { items: pages } = usePolicyPages();
  const policies: TitledLink[] = (pages ?? []).map((p) => ({
    title: pick(language, p.titleEn, p.titleOd) || p.titleEn,
    to: `/page/${p.slug}`,
  }));
  return (
    <>
      <PageHeader title={t('sitemap.title')} />
      <div className="container page-body">
        <p className="lead">{t('sitemap.intro')}</p>
        <div className="sitemap-groups">
          {sitemapSections().map((section) => (
            <section key={section.heading} aria-labelledby={`sitemap-${section.heading}`}>
              <h2 id={`sitemap-${section.heading}`}>{t(section.heading)}</h2>
              <ul>
                {section.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{t(link.label)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {policies.length > 0 && (
            <section aria-labelledby="sitemap-policies">
              <h2 id="sitemap-policies">{t('sitemap.policies')}</h2>
              <ul>
                {policies.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
