/**
 * @jest-environment node
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { twinLinkPlaceholder, type MarkdownTwin } from '../../lib/content/twinLinks';
import type { Sidebars } from '../../lib/sidebar';
import { writeMarkdownTwins, type TwinPage, type TwinSet, type TwinTarget } from './writeMarkdownTwins';

/** The twins the render workers mockKept, by digest: here, each doc's body links to the wants doc. */
const mockKept = new Map<string, MarkdownTwin>();
jest.mock('../docs/markdownTwinStore', () => ({
  readTwin: async (digest: string) => mockKept.get(digest),
}));

const page = (docId: string, route: string, twin: string): TwinPage => {
  mockKept.set(`digest-${docId}`, {
    markdown: `Body of ${docId}, see [wants](<${twinLinkPlaceholder(0)}>).\n`,
    links: ['./wants.mdx'],
  });
  return {
    docId,
    title: `Title ${docId}`,
    description: `About ${docId}.`,
    docsPath: `${docId}.mdx`,
    route,
    twin,
    markdownTwin: `digest-${docId}`,
    routes: { 'wants.mdx': route.startsWith('/1.0') ? '/1.0/wants' : '/wants' },
  };
};

const link = (docId: string) => ({ label: docId, href: `/${docId}`, docId });
const sidebars: Sidebars = {
  tutorialSidebar: [link('index'), { label: 'Guides', items: [link('wants')], collapsible: true, collapsed: true }],
};

const sets = (withResources: boolean): TwinSet[] => [
  {
    path: '/',
    label: 'Next',
    locale: 'en',
    sidebars,
    pages: [
      page('wants', '/wants', '/wants.md'),
      ...(withResources ? [page('resources', '/resources', '/resources.md')] : []),
      page('index', '/', '/index.md'),
    ],
  },
  { path: '/1.0', label: '1.0', locale: 'en', sidebars, pages: [page('index', '/1.0', '/1.0/index.md')] },
];

let dir: string;
let target: TwinTarget;
const read = (file: string) => fs.readFile(path.join(dir, 'public', file), 'utf8');

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'trove-twins-'));
  target = {
    publicDir: path.join(dir, 'public'),
    siteUrl: 'https://trove.app',
    pathPrefix: '',
    writtenList: path.join(dir, 'cache/written.json'),
  };
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

describe('writeMarkdownTwins', () => {
  it("writes each doc's twin at its route with absolute links, and each set's llms files under its path", async () => {
    await writeMarkdownTwins(sets(true), target);
    expect(await read('wants.md')).toBe(
      '# Title wants\n\nAbout wants.\n\nBody of wants, see [wants](https://trove.app/wants).\n',
    );
    expect(await read('1.0/index.md')).toContain('see [wants](https://trove.app/1.0/wants).');
    expect(await read('llms.txt')).toBe(
      [
        '# Trove',
        '',
        '> Track your collecting goals, haves and wants.',
        '',
        '## Docs',
        '',
        '- [Title index](https://trove.app/index.md): About index.',
        '',
        '## Guides',
        '',
        '- [Title wants](https://trove.app/wants.md): About wants.',
        '',
        '## Other versions and languages',
        '',
        '- [1.0](https://trove.app/1.0/llms.txt)',
        '',
      ].join('\n'),
    );
    expect(await read('1.0/llms.txt')).not.toContain('Other versions');
    // The sidebars' order, then the doc no sidebar leads to; each twin once, a blank line apart.
    const full = await read('llms-full.txt');
    expect(full.match(/^# .*$/gm)).toEqual(['# Title index', '# Title wants', '# Title resources']);
    expect(full).toContain(`${await read('index.md')}\n${await read('wants.md')}\n`);
  });

  it('removes the twins the last build wrote and this one does not', async () => {
    await writeMarkdownTwins(sets(true), target);
    expect(await read('resources.md')).toContain('# Title resources');
    await writeMarkdownTwins(sets(false), target);
    await expect(read('resources.md')).rejects.toThrow('ENOENT');
    expect(await read('wants.md')).toContain('# Title wants');
  });

  it('removes the llms files of a set the site no longer has, such as a version taken down', async () => {
    await writeMarkdownTwins(sets(true), target);
    expect(await read('1.0/llms.txt')).toContain('# Trove');
    await writeMarkdownTwins(sets(true).slice(0, 1), target);
    for (const file of ['1.0/llms.txt', '1.0/llms-full.txt', '1.0/index.md'])
      await expect(read(file)).rejects.toThrow('ENOENT');
    expect(await read('llms.txt')).not.toContain('1.0/llms.txt');
  });

  it('writes again only the sets whose pages changed, and a set whose files are gone', async () => {
    const mark = (file: string) => fs.writeFile(path.join(dir, 'public', file), 'marked');
    await writeMarkdownTwins(sets(true), target);
    await Promise.all(['wants.md', 'llms-full.txt', '1.0/index.md', '1.0/llms-full.txt'].map(mark));
    await writeMarkdownTwins(sets(false), target);
    expect(await read('wants.md')).toContain('# Title wants');
    expect(await read('llms-full.txt')).not.toContain('Title resources');
    expect(await read('1.0/index.md')).toBe('marked');
    expect(await read('1.0/llms-full.txt')).toBe('marked');

    await fs.rm(path.join(dir, 'public/1.0/llms-full.txt'));
    await writeMarkdownTwins(sets(false), target);
    expect(await read('1.0/index.md')).toContain('# Title index');
  });
});
