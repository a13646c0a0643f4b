// What a printout starts with (docs/visitors.md, "Print"): the council's name, the page's title,
// its address and the day it was printed. Hidden on screen; the print stylesheet shows it.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useLanguage, useT } from '../../i18n';
import { formatDate } from '../../shared/format';
import { COUNCIL_NAME } from './Header';

/** Today as `YYYY-MM-DD` in the visitor's own time zone (the day on the printout). */
function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** The page's own title: the document title without the site's name after it. */
function pageTitle(site: string): string {
  const title = document.title;
  const suffix = ` | ${site}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title === site ? '' : title;
}

export function PrintHeader() {
  const { t } = useT();
  const [language] = useLanguage();
  const location = useLocation();
  const site = t('site.name');
  const [state, setState] = useState(() => ({ title: '', address: '', day: today() }));

  // The title is set by each page after it renders: follow the <title> element, and read all
  // again just before printing (a page left open overnight prints today's date).
  useEffect(() => {
    const read = () => setState({ title: pageTitle(site), address: window.location.href, day: today() });
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    window.addEventListener('beforeprint', read);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', read);
    };
  }, [site, location.pathname, location.search, location.hash]);

  return (
    <div className="print-header">
      <p className="print-site">{COUNCIL_NAME[language]}</p>
      {state.title && <p className="print-title">{state.title}</p>}
      <p className="print-address">
        {t('print.address')}: <span dir="ltr">{state.address}</span>
      </p>
      <p className="print-date">
        {t('print.printed')}: <time dateTime={state.day}>{formatDate(state.day, language)}</time>
      </p>
    </div>
  );
}
