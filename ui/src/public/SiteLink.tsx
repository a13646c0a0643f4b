// A link from content (notice, feature, news): a page of this site navigates inside the app, so
// the visit's settings and loaded sections stay; a document file downloads (docs/visitors.md);
// anything else is an ordinary link.
import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { isAppPath, isDocumentFile } from './links';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export default function SiteLink({ href, children, ...rest }: Props) {
  if (isAppPath(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} download={isDocumentFile(href) ? '' : undefined} {...rest}>
      {children}
    </a>
  );
}
