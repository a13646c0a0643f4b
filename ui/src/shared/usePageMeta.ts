// Each public page sets its own title and meta description, in the chosen language.
import { useEffect } from 'react';
import { useT } from '../i18n';

export function usePageMeta(title: string, description: string): void {
  const { t } = useT();
  const site = t('site.name');
  useEffect(() => {
    document.title = title && title !== site ? `${title} | ${site}` : site;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description, site]);
}
