import type { Navigation } from '../../config/navigationSchema';

/** The path of a site path's page, without its query or fragment: `/wants?x#y` is `/wants`. */
const pageOf = (to: string) => to.replace(/[?#].*$/, '');

/**
 * The navbar and footer of a locale's pages, each `to:` link that has a page in the locale led to
 * it (`/wants` to `/ar/wants` when `prefix` is `/ar`): Gatsby's router keeps the first page's
 * `<html lang dir>` and labels, so a link to the default locale's page would take the reader out
 * of their language. A `to:` with no page in the locale (`hasPage` false, such as the CMS at
 * `/admin/`) stays as written; the default locale (`prefix` '') keeps every link.
 */
export function navigationInLocale<T extends Pick<Navigation, 'navbar' | 'footer'>>(
  navigation: T,
  prefix: string,
  hasPage: (path: string) => boolean,
): T {
  if (!prefix) return navigation;
  const localized = (to: string) => (hasPage(`${prefix}${pageOf(to)}`) ? `${prefix}${to}` : to);
  const link = <L extends object>(entry: L): L => ({
    ...entry,
    ...('to' in entry && typeof entry.to === 'string' ? { to: localized(entry.to) } : {}),
    ...('items' in entry && Array.isArray(entry.items) ? { items: entry.items.map(link) } : {}),
  });
  const { navbar, footer } = navigation;
  return {
    ...navigation,
    navbar: { ...navbar, items: navbar.items.map(link) },
    footer: { ...footer, links: footer.links.map(link) as typeof footer.links },
  };
}
