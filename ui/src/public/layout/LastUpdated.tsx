// "Last updated: DATE" under every public page (GIGW §5.1.5): the latest change among the
// kinds of content the page shows (public/lastUpdated.ts), in the visitor's language.
import { useLocation } from 'react-router';
import { useLastUpdated } from '../../api/public';
import { useLanguage, useT } from '../../i18n';
import { formatDate } from '../../shared/format';
import { lastUpdatedDay } from '../../shared/lastUpdated';

export function LastUpdated() {
  const { t } = useT();
  const [language] = useLanguage();
  const { pathname } = useLocation();
  const { data } = useLastUpdated();
  const day = data ? lastUpdatedDay(pathname, data) : null;
  // The line keeps its height while the times load, so nothing below it moves when they come.
  return (
    <div className="container last-updated">
      {day ? (
        <p>
          {t('lastUpdated.label')}: <time dateTime={day}>{formatDate(day, language)}</time>
        </p>
      ) : (
        <p aria-hidden="true">&nbsp;</p>
      )}
    </div>
  );
}
