import React, { type AnchorHTMLAttributes } from 'react';

// Gatsby's runtime needs its router and loader; components only need Link to be an anchor.
export function Link({ to, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

export const withPrefix = (path: string) => path;
export const navigate = (_to: string) => undefined;
export const prefetchPathname = () => undefined;
export const graphql = () => '';
