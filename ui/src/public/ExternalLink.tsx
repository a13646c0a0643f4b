// Links that leave the site (GIGW §5.4.4): they open in a new tab, say so to every reader (an
// icon, and "opens in a new tab" in the accessible name), and give the other site neither
// this window nor the address it came from.
import type { ReactNode } from 'react';
import { FiExternalLink } from 'react-icons/fi';
import { useT } from '../i18n';
import SiteLink from './SiteLink';

/** True when `href` is an absolute web address on another host than this site's. */
export function isExternal(href: string, here: string = typeof window === 'undefined' ? '' : window.location.href): boolean {
  try {
    const url = new URL(href, here || 'http://localhost/');
    const base = new URL(here || 'http://localhost/');
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== base.host;
  } catch {
    return false;
  }
}

interface Props {
  href: string;
  children: ReactNode;
  className?: string;
  /** A fuller name than the visible text ("Read more about X"); "opens in a new tab" follows. */
  label?: string;
}

/** A link to another site: new tab, marked. */
export function ExternalLink({ href, children, className, label }: Props) {
  const { t } = useT();
  const note = t('external.newTab');
  return (
    <a
      href={href}
      className={className ? `${className} external-link` : 'external-link'}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} (${note})` : undefined}
    >
      {children}
      <FiExternalLink className="external-icon" aria-hidden="true" focusable="false" />
      {!label && <span className="visually-hidden"> ({note})</span>}
    </a>
  );
}

/**
 * A link that may or may not leave the site: marked and opened in a new tab only if it does; a
 * page of this app is routed without a reload.
 */
export function SmartLink({ href, children, className, label }: Props) {
  if (isExternal(href)) {
    return (
      <ExternalLink href={href} className={className} label={label}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <SiteLink href={href} className={className} aria-label={label}>
      {children}
    </SiteLink>
  );
}
