import type { Sidebars } from '../sidebar';
import { llmsSections, llmsTxt, sidebarDocIds, twinDocument, type LlmsDoc } from './llmsTxt';

const link = (docId: string, label = docId) => ({ label, href: `/${docId}`, docId });
const category = (label: string, items: Sidebars[string], docId?: string) => ({
  label,
  items,
  collapsible: true,
  collapsed: true,
  ...(docId ? { href: `/${docId}`, docId } : {}),
});

const sidebars: Sidebars = {
  tutorialSidebar: [
    link('index'),
    category('Guides', [link('guides/alerts'), category('Deeper', [link('guides/prices')])], 'guides/index'),
    link('resources'),
    { label: 'Blog', href: 'https://blog.trove.app' },
  ],
  other: [link('wants'), link('index')],
};

const docOf = (docId: string): LlmsDoc | undefined =>
  docId === 'draft'
    ? undefined
    : { label: `T ${docId}`, description: `About ${docId}.`, url: `https://trove.app/${docId}.md` };

describe('llmsSections', () => {
  it('gives each top-level category a section of its docs in reading order, and top-level docs their own', () => {
    expect(
      llmsSections(sidebars, docOf, 'Docs').map(({ heading, links }) => [heading, links.map((doc) => doc.label)]),
    ).toEqual([
      ['Docs', ['T index']],
      ['Guides', ['T guides/index', 'T guides/alerts', 'T guides/prices']],
      ['Docs', ['T resources']],
      ['Docs', ['T wants']],
    ]);
  });

  it('leaves out the docs it is given none of (drafts, unlisted docs) and categories left empty', () => {
    const only = (docId: string) => (docId === 'resources' ? docOf(docId) : undefined);
    expect(llmsSections(sidebars, only, 'Docs')).toEqual([{ heading: 'Docs', links: [docOf('resources')] }]);
  });
});

describe('sidebarDocIds', () => {
  it('orders the docs as the sidebars do, each once, then those no sidebar leads to', () => {
    expect(sidebarDocIds(sidebars, ['wants', 'orphan', 'resources', 'guides/prices', 'index'])).toEqual([
      'index',
      'guides/prices',
      'resources',
      'wants',
      'orphan',
    ]);
  });
});

describe('llmsTxt', () => {
  it('writes the llmstxt.org form: title, tagline as a quote, sections of links with descriptions', () => {
    expect(
      llmsTxt({
        title: 'Trove',
        tagline: 'Track your collecting goals, haves and wants.',
        sections: [
          { heading: 'Docs', links: [docOf('index')!] },
          {
            heading: 'Guides [beta]',
            links: [{ label: 'Alerts *new*', description: '', url: 'https://trove.app/a.md' }],
          },
        ],
      }),
    ).toBe(
      [
        '# Trove',
        '',
        '> Track your collecting goals, haves and wants.',
        '',
        '## Docs',
        '',
        '- [T index](https://trove.app/index.md): About index.',
        '',
        '## Guides \\[beta\\]',
        '',
        '- [Alerts \\*new\\*](https://trove.app/a.md)',
        '',
      ].join('\n'),
    );
  });
});

describe('twinDocument', () => {
  it('puts the title as a heading and the description above the body, as text', () => {
    expect(twinDocument({ title: 'Wants <b>', description: 'What you look for.' }, 'Body.\n')).toBe(
      '# Wants \\<b>\n\nWhat you look for.\n\nBody.\n',
    );
    expect(twinDocument({ title: 'Empty', description: '' }, '')).toBe('# Empty\n');
  });
});
