// The header (banner landmark): the accessibility bar, the council's emblem and name (in both
// scripts; phones show the chosen one), the search box, the Login button, and the menu. On
// narrow screens the Menu button sits beside the name (docs/visitors.md).
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useToken } from '../../api/client';
import { useT, useLanguage } from '../../i18n';
import { useStateOf } from '../../shared/useStateOf';
import { Logo } from './Logo';
import { MainMenu, MenuToggle } from './MainMenu';
import { PATHS } from './menu';
import { SearchBox } from './SearchBox';
import { TopBar } from './TopBar';

/** The council's name in both languages: the header shows both, except on phones. */
export const COUNCIL_NAME = {
  en: 'Odisha State Higher Education Council',
  od: 'ଓଡ଼ିଶା ରାଜ୍ୟ ଉଚ୍ଚ ଶିକ୍ଷା ପରିଷଦ',
} as const;

export function Header({ onSkip }: { onSkip: () => void }) {
  const { t } = useT();
  const [language] = useLanguage();
  const other = language === 'od' ? 'en' : 'od';
  // While this tab holds a back-office token the button leads back there, and says so.
  const signedIn = useToken() !== null;
  // The narrow screens' menu: its button is in the row of the council's name, its list in <nav>.
  const { pathname } = useLocation();
  // It closes once a page is chosen.
  const [menuOpen, setMenuOpen] = useStateOf(pathname, false);
  const listId = useId();
  return (
    <header className="site-header">
      <TopBar onSkip={onSkip} />
      <div className="container header-inner">
        <Link to={PATHS.home} className="brand" aria-label={t('site.homeLink')}>
          <Logo alt="" size={72} />
          <span className="brand-text">
            <span className="brand-name">{COUNCIL_NAME[language]}</span>
            <span className="brand-alt" lang={other === 'od' ? 'or' : 'en'}>
              {COUNCIL_NAME[other]}
            </span>
            <span className="brand-gov">
              {t('site.government')} · {t('site.department')}
            </span>
          </span>
        </Link>
        <MenuToggle open={menuOpen} listId={listId} onToggle={() => setMenuOpen((o) => !o)} />
        <SearchBox />
        <Link to={PATHS.login} className="btn btn-amber login-button">
          {signedIn ? t('nav.backOffice') : t('nav.login')}
        </Link>
      </div>
      <MainMenu listId={listId} mobileOpen={menuOpen} />
    </header>
  );
}
