import { withPrefix } from 'gatsby';

/** The path prefix the site was built with ("/docs"), or "" at the root. */
export function sitePathPrefix(): string {
  return withPrefix('/').replace(/\/$/, '');
}
