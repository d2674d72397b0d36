import { DOC_LINK_ATTRIBUTE, splitSuffix } from './docLinks';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const MARKED_LINK = new RegExp(`<a ${DOC_LINK_ATTRIBUTE}="([^"]*)" href="([^"]*)"`, 'g');

/**
 * Turns the marked links of a doc's HTML into links to the routes of the docs they name, keeping
 * query and hash: `<a data-doc-link="wants.mdx" href="./wants.mdx#alerts">` becomes
 * `<a href="/wants#alerts">`. A file that is no doc (missing from `routes`) keeps its href as
 * written. Only real tags match: in text, `<` is always escaped.
 */
export function resolveDocLinks(html: string, routes: Readonly<Record<string, string>>): string {
  return html.replace(MARKED_LINK, (_tag, docsPath: string, href: string) => {
    const route = routes[docsPath];
    return `<a href="${route === undefined ? href : `${escapeAttribute(route)}${splitSuffix(href)[1]}`}"`;
  });
}
