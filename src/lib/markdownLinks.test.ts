import { resolveMarkdownLink } from './markdownLinks';

const routes = new Map([
  ['/site/content/docs/index.mdx', '/'],
  ['/site/content/docs/wants.mdx', '/wants'],
  ['/site/content/docs/guides/price guides.md', '/price-guides'],
]);
const fromIndex = '/site/content/docs/index.mdx';
const fromGuide = '/site/content/docs/guides/price guides.md';

describe('resolveMarkdownLink', () => {
  it.each([
    ['./wants.mdx', fromIndex, '/wants'],
    ['wants.mdx', fromIndex, '/wants'],
    ['./wants.mdx#price-ceilings', fromIndex, '/wants#price-ceilings'],
    ['./wants.mdx?tab=export#export', fromIndex, '/wants?tab=export#export'],
    ['../wants.mdx', fromGuide, '/wants'],
    ['../index.mdx', fromGuide, '/'],
    ['./guides/price%20guides.md', fromIndex, '/price-guides'],
  ])('%s from %s is the route %s', (href, from, expected) => {
    expect(resolveMarkdownLink(href, from, routes)).toEqual({ kind: 'doc', href: expected });
  });

  it.each(['./trades.mdx', '../../README.md', './guides/wants.mdx#x', './%E0%A4%A.md'])(
    '%s names no doc: broken, left as written',
    (href) => {
      expect(resolveMarkdownLink(href, fromIndex, routes)).toEqual({ kind: 'broken' });
    },
  );

  it.each([
    '/wants',
    '#alerts',
    'https://example.com/notes.md',
    'mailto:help@trove.app',
    './catalogue.csv',
    '/files/a.md',
  ])('%s is not a link to a doc file', (href) => {
    expect(resolveMarkdownLink(href, fromIndex, routes)).toEqual({ kind: 'other' });
  });
});
