import { DOC_LINK_ATTRIBUTE, SITE_LINK_ATTRIBUTE, splitSuffix } from './docLinks';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const MARKED_LINK = new RegExp(`<a (?:${DOC_LINK_ATTRIBUTE}|${SITE_LINK_ATTRIBUTE})="([^"]*)" href="([^"]*)"`, 'g');

/**
 * Turns the marked links of a doc's HTML into links to the routes of the docs they name, keeping
 * query and hash: `<a data-doc-link="wants.mdx" href="./wants.mdx#alerts">` becomes
 * `<a href="/wants#alerts">`, and `<a data-site-link="/wants" href="/wants#alerts">` becomes
 * `<a href="/1.0/wants#alerts">` given `{ '/wants': '/1.0/wants' }`. A link missing from `routes`
 * (a file that is no doc, a site path the doc's version leaves as written) keeps its href. Only
 * real tags match: in text, `<` is always escaped.
 */
export function resolveDocLinks(html: string, routes: Readonly<Record<string, string>>): string {
  return html.replace(MARKED_LINK, (_tag, target: string, href: string) => {
    const route = Object.hasOwn(routes, target) ? routes[target] : undefined;
    return `<a href="${route === undefined ? href : `${escapeAttribute(route)}${splitSuffix(href)[1]}`}"`;
  });
}
