// /sitemap: every page of the site as lists of links, by the menu's sections (GIGW: more than
// one way to find a page). The machine-readable list is /sitemap.xml.
import { Link } from 'react-router';
import { useT } from '../../i18n';
import { usePageMeta } from '../../app/usePageMeta';
import { PageHeader } from './PageHeader';
import { MENU, PATHS, type MenuLink } from '../layout/menu';
import { SEARCH_PATH } from '../layout/SearchBox';

interface Section {
  heading: string;
  links: MenuLink[];
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
        { label: 'nav.screenReaderAccess', to: PATHS.screenReader },
        { label: 'search.title', to: SEARCH_PATH },
        { label: 'sitemap.title', to: '/sitemap' },
      ],
    },
  ];
}

export function SitemapPage() {
  const { t } = useT();
  usePageMeta(t('sitemap.title'), t('sitemap.description'));
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
        </div>
      </div>
    </>
  );
}
