// The header (banner landmark): the accessibility bar, the council's emblem and name (in both
// scripts), the Login button, and the menu.
import { Link } from 'react-router';
import { useToken } from '../../api/client';
import { useT, useLanguage } from '../../i18n';
import { Logo } from './Logo';
import { MainMenu } from './MainMenu';
import { PATHS } from './menu';
import { SearchBox } from './SearchBox';
import { TopBar } from './TopBar';

/** The council's name in both languages: the header always shows both. */
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
        <SearchBox />
        <Link to={PATHS.login} className="btn btn-amber login-button">
          {signedIn ? t('nav.backOffice') : t('nav.login')}
        </Link>
      </div>
      <MainMenu />
    </header>
  );
}
