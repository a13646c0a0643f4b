// The banner at the top of every inner page: breadcrumb and the page's heading.
import type { Ref } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n';
import { groupOf, PATHS } from '../layout/menu';

/**
 * `headingRef`: for a page that moves focus to its heading (the heading then takes focus).
 * `parent`: the page this one belongs to, named between Home and it (a news item's "Latest News").
 */
export function PageHeader({
  title,
  headingRef,
  parent,
}: {
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  parent?: { to: string; label: string };
}) {
  const { t } = useT();
  const { pathname } = useLocation();
  const group = groupOf(pathname);
  return (
    <div className="page-header">
      <div className="container">
        <nav aria-label={t('nav.breadcrumb')}>
          <ol className="breadcrumb">
            <li>
              <Link to={PATHS.home}>{t('nav.home')}</Link>
            </li>
            {group && <li>{t(group.label)}</li>}
            {parent && (
              <li>
                <Link to={parent.to}>{parent.label}</Link>
              </li>
            )}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </h1>
      </div>
    </div>
  );
}
