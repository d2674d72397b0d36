import type { Version } from '../../config/schema';
import { cmsConfig, type CmsSite } from './cmsConfig';
import { docEntryProblems, knownReferences, messagesBeside, navigationEntryProblems } from './entryProblems';

const versions = [{ name: 'current', mainDocId: 'index' }] as Version[];
const known = { docIds: ['index', 'guides/alerts'], sidebarIds: ['tutorialSidebar'], versions };

describe('docEntryProblems', () => {
  const valid = { title: 'Want lists', description: 'Lists of what you look for.' };

  it('finds nothing in a doc the build takes', () => {
    expect(docEntryProblems({ frontMatter: valid, docsPath: 'guides/wants.mdx', isNew: true })).toEqual([]);
  });

  it("gives the build's words for front matter, on the key they are about", () => {
    expect(
      docEntryProblems({ frontMatter: { description: 'x'.repeat(161), tags: 'x' }, docsPath: 'a.mdx', isNew: false }),
    ).toEqual([
      { field: 'title', message: 'title: missing; add a "title:" line with the page heading' },
      {
        field: 'description',
        message: expect.stringMatching(
          /^description: found "x+\.\.\.; expected .*160 characters; add a "description:" line with one or two sentences/,
        ),
      },
      {
        field: 'tags',
        message: expect.stringMatching(/^tags: found "x"; expected a value of type array; write a list of tags/),
      },
    ]);
  });

  it('puts a file name the build refuses on the title of a new doc and on the id of a saved one', () => {
    const rule = 'expected lowercase letters, digits and dashes, like "price-guides"';
    expect(docEntryProblems({ frontMatter: valid, docsPath: 'guides/.mdx', isNew: true })).toEqual([
      { field: 'title', message: expect.stringContaining(`file name: found ""; ${rule}`) },
    ]);
    expect(docEntryProblems({ frontMatter: valid, docsPath: 'Trade_tips.mdx', isNew: false })).toEqual([
      {
        field: 'id',
        message: expect.stringContaining(
          'rename the file to trade-tips.mdx, or give the doc an id in its front matter',
        ),
      },
    ]);
    expect(
      docEntryProblems({ frontMatter: { ...valid, id: 'trade-tips' }, docsPath: 'Trade_tips.mdx', isNew: false }),
    ).toEqual([]);
  });
});

describe('navigationEntryProblems', () => {
  it('refuses an announcement whose text has too little contrast on its background, on the text colour', () => {
    const bar = { id: 'sale', content: 'Sale', backgroundColor: '#fafafa', textColor: '#ffffff', isCloseable: true };
    expect(navigationEntryProblems('announcementBar', bar, known)).toEqual([
      {
        field: 'textColor',
        message:
          'textColor: found "#ffffff"; expected a colour with a contrast of at least 4.5:1 on #fafafa (this one has 1.04:1)',
      },
    ]);
    expect(navigationEntryProblems('announcementBar', { ...bar, textColor: '#1b1f1d' }, known)).toEqual([]);
  });

  it('refuses a sidebar or navbar entry naming a doc the CMS does not know, on the list that holds it', () => {
    const sidebars = {
      tutorialSidebar: [
        { type: 'doc', id: 'index' },
        { type: 'doc', id: 'gone' },
      ],
    };
    expect(navigationEntryProblems('sidebars', sidebars, known)).toEqual([
      {
        field: 'tutorialSidebar',
        message:
          'tutorialSidebar[1].id: found "gone"; expected the id of a doc in the docs folder (known ids: index, guides/alerts). Fix the id or add the doc.',
      },
    ]);
    const navbar = { hideOnScroll: false, items: [{ type: 'doc', docId: 'gone', label: 'Gone' }] };
    expect(navigationEntryProblems('navbar', navbar, known)).toEqual([
      {
        field: 'items',
        message:
          'items[0].docId: found "gone"; expected the id of a doc in content/docs (known ids: index, guides/alerts)',
      },
    ]);
  });

  it('checks the schema first, as the build does, with its words', () => {
    expect(navigationEntryProblems('footer', { links: [], copyright: '' }, known)).toEqual([
      { field: 'copyright', message: expect.stringMatching(/^copyright: found ""; expected /) },
    ]);
  });
});

it('reads what navigation entries may point at from the choices of the CMS config', () => {
  const site: CmsSite = {
    backend: { backend: { name: 'proxy', branch: 'main' }, local_backend: true },
    localBackendUrl: 'http://127.0.0.1:8081/api/v1',
    contentFolder: 'content',
    docFolders: ['', 'guides'],
    docs: [
      { id: 'index', title: 'Welcome' },
      { id: 'guides/alerts', title: 'Price alerts' },
    ],
    sidebarIds: ['tutorialSidebar'],
    versionNames: ['current'],
    siteUrl: 'https://docs.trove.app',
  };
  const { collections } = cmsConfig(site) as {
    collections: Array<{ files?: Array<{ name: string; fields: unknown }> }>;
  };
  const files = collections.at(-1)!.files!;
  const fieldsOf = (name: string) => files.find((file) => file.name === name)!.fields;
  expect(knownReferences(fieldsOf('navbar'), versions)).toEqual(known);
  expect(knownReferences(fieldsOf('sidebars'), versions)).toEqual({ ...known, sidebarIds: [] });
  // Once the doc pickers have read the docs there are, those stand in for the build's list.
  expect(knownReferences(fieldsOf('navbar'), versions, ['index', 'card-fairs'])).toEqual({
    ...known,
    docIds: ['index', 'card-fairs'],
  });
});

it('shows each problem beside its field, and those of keys without a field beside the first', () => {
  const problems = [
    { field: 'title', message: 'title: missing' },
    { field: 'tags', message: 'tags: unknown key' },
    { message: '(root): found nothing' },
  ];
  const fields = ['id', 'title', 'body'];
  expect(messagesBeside(problems, 'title', fields)).toEqual(['title: missing']);
  expect(messagesBeside(problems, 'id', fields)).toEqual(['tags: unknown key', '(root): found nothing']);
  expect(messagesBeside(problems, 'body', fields)).toEqual([]);
});
