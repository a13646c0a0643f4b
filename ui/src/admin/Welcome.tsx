import { useEffect } from 'react';
import { useAdminT } from './useAdminT';

/** The welcome card, on /oshec/admin only. */
export default function Welcome() {
  const t = useAdminT();
  useEffect(() => {
    document.title = `${t('Dashboard')} – OSHEC`;
  }, [t]);
  return (
    <section className="adm-card adm-welcome" aria-labelledby="welcome-title">
      <h1 id="welcome-title">{t('Welcome to the Odisha State Higher Education Council')}</h1>
      <p>{t('Choose a section in the menu to add, edit, activate or deactivate what the public website shows.')}</p>
    </section>
  );
}
