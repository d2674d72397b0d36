import path from 'node:path';
import remarkDocLinks from './remarkDocLinks';
import { docRoutesByFile } from './docRoutesByFile';
import siteConfig from '../config/site.config';

const docsDir = path.resolve('content/docs');

test('the routes of the three docs are read from their files', () => {
  expect(Object.fromEntries(docRoutesByFile(siteConfig))).toEqual({
    [path.join(docsDir, 'index.mdx')]: '/',
    [path.join(docsDir, 'resources.mdx')]: '/resources',
    [path.join(docsDir, 'wants.mdx')]: '/wants',
  });
});

test('links and link definitions to doc files become routes; other links stay as written', () => {
  const tree = {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          { type: 'link', url: './wants.mdx#price-ceilings', children: [] },
          { type: 'link', url: './trades.mdx', children: [] },
          { type: 'link', url: '/resources#price-guides', children: [] },
          { type: 'emphasis', children: [{ type: 'link', url: 'resources.mdx', children: [] }] },
        ],
      },
      { type: 'definition', url: './index.mdx?from=wants' },
    ],
  };
  remarkDocLinks()(tree, { path: path.join(docsDir, 'wants.mdx') });
  const paragraph = tree.children[0] as { children: Array<{ url?: string; children: Array<{ url?: string }> }> };
  expect(paragraph.children.map((node) => node.url)).toEqual([
    '/wants#price-ceilings',
    './trades.mdx',
    '/resources#price-guides',
    undefined,
  ]);
  expect(paragraph.children[3].children[0].url).toBe('/resources');
  expect((tree.children[1] as { url: string }).url).toBe('/?from=wants');
});
