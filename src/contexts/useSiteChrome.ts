import { graphql, useStaticQuery } from 'gatsby';
import type { SiteChrome } from '../lib/chrome';

/**
 * The markup of the chrome around every page (navbar, footer, sidebars), rendered at build time. A
 * static query: its result is one file the browser loads once per visit, whatever the page.
 */
export function useSiteChrome(): SiteChrome {
  return useStaticQuery<{ docChrome: SiteChrome }>(graphql`
    query SiteChrome {
      docChrome
    }
  `).docChrome;
}
