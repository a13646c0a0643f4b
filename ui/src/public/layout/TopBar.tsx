// The accessibility bar (docs/decisions.md §1, §9). Skip To Main Content is the first thing
// Tab reaches; every control is a real button or link with an accessible name.
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { MoonIcon } from '../icons';
import { usePreferences } from '../../shared/preferences';
import { useT, useLanguage } from '../../i18n';
import { FONT_DEFAULT, FONT_MAX, FONT_MIN } from '../../shared/fontSize';
import { PATHS } from './menu';

export function TopBar({ onSkip }: { onSkip: () => void }) {
  const { t } = useT();
  const [language, setLanguage] = useLanguage();
  const { fontSize, larger, smaller, resetFont, dark, toggleDark } = usePreferences();

  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onSkip();
  };

  return (
    <div className="topbar">
      <div className="container topbar-inner">
        <div className="topbar-links">
          <a className="skip-link" href="#main" onClick={skip}>
            {t('topbar.skip')}
          </a>
          <Link className="topbar-link" to={PATHS.screenReader}>
            {t('topbar.screenReader')}
          </Link>
        </div>
        <div className="topbar-controls" role="group" aria-label={t('topbar.label')}>
          <div className="font-controls" role="group" aria-label={t('topbar.textSize')}>
            {/* The size in force is the pressed one: smaller than the default, the default, or larger. */}
            <button type="button" onClick={smaller} disabled={fontSize <= FONT_MIN} aria-pressed={fontSize < FONT_DEFAULT} aria-label={t('topbar.decrease')}>
              A-
            </button>
            <button type="button" onClick={resetFont} aria-pressed={fontSize === FONT_DEFAULT} aria-label={t('topbar.reset')}>
              A
            </button>
            <button type="button" onClick={larger} disabled={fontSize >= FONT_MAX} aria-pressed={fontSize > FONT_DEFAULT} aria-label={t('topbar.increase')}>
              A+
            </button>
          </div>
          <div className="language-toggle" role="group" aria-label={t('topbar.language')}>
            <button type="button" lang="en" aria-pressed={language === 'en'} onClick={() => setLanguage('en')}>
              English
            </button>
            <button type="button" lang="or" aria-pressed={language === 'od'} onClick={() => setLanguage('od')}>
              ଓଡ଼ିଆ
            </button>
          </div>
          <button type="button" className="dark-toggle" aria-pressed={dark} onClick={toggleDark}>
            <MoonIcon />
            <span className="dark-label">{t('topbar.darkMode')}</span>
          </button>
        </div>
      </div>
    </div>
  );
}
