import { withPrefix } from 'gatsby';

/**
 * Whether the site has a page at `route`, asked of the server: every page has its data at
 * `/page-data/<route>/page-data.json` (Gatsby's layout), so the browser need not carry a list
 * of all pages.
 */
export async function pageExists(route: string): Promise<boolean> {
  const name = route === '/' ? 'index' : route.replace(/^\/|\/$/g, '');
  try {
    return (await fetch(withPrefix(`/page-data/${name}/page-data.json`), { method: 'HEAD' })).ok;
  } catch {
    return false;
  }
}
