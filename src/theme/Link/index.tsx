import React, { type AnchorHTMLAttributes } from 'react';
import { Link as GatsbyLink } from 'gatsby';
import { isExternalHref } from '../../lib/paths';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** Internal paths go through Gatsby's router (prefetch, no reload); anything else is a plain anchor. */
export default function Link({ href, children, ...rest }: Props) {
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('#')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <GatsbyLink to={href} {...rest}>
      {children}
    </GatsbyLink>
  );
}
