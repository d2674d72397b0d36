import React, { type AnchorHTMLAttributes } from 'react';
import { Link as GatsbyLink, prefetchPathname, withPrefix } from 'gatsby';
import { isExternalHref } from '../../lib/paths';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * Internal paths go through Gatsby's router (no reload; prefetched when visible or hovered, and
 * here also on touch, all skipped on 2g and Save-Data); anything else is a plain anchor.
 */
export default function Link({ href, children, onTouchStart, ...rest }: Props) {
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
    <GatsbyLink
      to={href}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        // The loader's queue applies the connection rules; the path is without query or hash.
        prefetchPathname(withPrefix(href.replace(/[?#].*$/, '')));
      }}
      {...rest}
    >
      {children}
    </GatsbyLink>
  );
}
