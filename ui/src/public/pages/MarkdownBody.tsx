// The HTML of a Markdown text (a policy page, a news item's body), made safe on the server
// (src/content/markdown.rs). Its links that leave the site, protocol-relative `//host` ones
// included, are marked as ExternalLink marks them: a new tab, said to every reader.
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n';
import { isExternal } from '../ExternalLink';
import { isDocumentFile } from '../links';

/** Links under `root` to a document file download it, as every document link does. */
export function markDocumentLinks(root: HTMLElement): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (isDocumentFile(link.getAttribute('href') ?? '')) link.setAttribute('download', '');
  }
}

/** Marks the links under `root` that leave the site; `note` is "opens in a new tab". */
export function markExternalLinks(root: HTMLElement, note: string): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (link.classList.contains('external-link') || !isExternal(link.getAttribute('href') ?? '')) continue;
    link.classList.add('external-link');
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    const hint = document.createElement('span');
    hint.className = 'visually-hidden';
    hint.textContent = ` (${note})`;
    link.append(hint);
  }
}

export function MarkdownBody({ html, className }: { html: string; className: string }) {
  const { t } = useT();
  const note = t('external.newTab');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) {
      markExternalLinks(box.current, note);
      markDocumentLinks(box.current);
    }
  }, [html, note]);
  return <div ref={box} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
