import { graphql, useStaticQuery } from 'gatsby';
import type { Sidebars } from '../lib/sidebar';

/**
 * Every doc sidebar, resolved at build time. A static query: its result is one file the browser
 * loads once per visit, whatever the page, so pages do not carry the sidebar in their own data.
 */
export function useDocSidebars(): Sidebars {
  return useStaticQuery<{ docSidebars: Sidebars }>(graphql`
    query DocSidebars {
      docSidebars
    }
  `).docSidebars;
}
