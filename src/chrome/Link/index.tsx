import React, { type AnchorHTMLAttributes } from 'react';
import { useChrome } from '../../contexts/Chrome';
import { isExternalHref } from '../../lib/paths';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link in the chrome's markup. Internal links carry the site's path prefix, so they work without
 * JavaScript; in the browser, `src/browser/links.ts` takes them through Gatsby's router and
 * prefetches them. External links open in a new tab.
 */
export default function Link({ href, children, ...rest }: Props) {
  const { pathPrefix } = useChrome();
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href.startsWith('#') ? href : `${pathPrefix}${href}`} {...rest}>
      {children}
    </a>
  );
}
