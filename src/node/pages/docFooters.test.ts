import path from 'node:path';
import type { CreatePagesArgs, Reporter } from 'gatsby';
import { docFooters } from './docFooters';

/** A doc of the project's content, as createPages has it: its node's parent is its file's node. */
const doc = (docsPath: string, overrides: Record<string, unknown> = {}) => ({
  docsPath,
  version: 'current',
  locale: 'en',
  customEditUrl: null,
  editUrlHidden: false,
  lastUpdateDate: null,
  lastUpdateAuthor: null,
  parent: `file-${docsPath}`,
  ...overrides,
});

const args = (pathPrefix = '') => {
  const entries = new Map<string, unknown>();
  return {
    cache: {
      get: async (key: string) => entries.get(key),
      set: async (key: string, value: unknown) => entries.set(key, value),
    },
    reporter: { warn: jest.fn() } as unknown as Reporter,
    basePath: pathPrefix || '/',
    getNode: (id: string) => ({ absolutePath: path.resolve('content/docs', id.replace(/^file-/, '')) }),
  } as unknown as Pick<CreatePagesArgs, 'cache' | 'reporter' | 'getNode' | 'basePath'>;
};

describe('docFooters', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("links a doc to its file in the site config's repository, without a CMS backend", async () => {
    delete process.env.CMS_BACKEND;
    const footerOf = await docFooters(args());
    expect(footerOf(doc('guides/alerts.mdx')).editUrl).toBe(
      'https://github.com/trove-app/docs/edit/main/content/docs/guides/alerts.mdx',
    );
  });

  it("links a current doc to its entry in the CMS when it has a Git backend; a released version's to the repository", async () => {
    Object.assign(process.env, { CMS_BACKEND: 'github', CMS_REPO: 'trove-app/docs' });
    const footerOf = await docFooters(args('/trove'));
    expect(footerOf(doc('guides/alerts.mdx')).editUrl).toBe('/trove/admin/#/collections/docs-guides/entries/alerts');
    expect(footerOf(doc('wants.mdx')).editUrl).toBe('/trove/admin/#/collections/docs/entries/wants');
    expect(footerOf(doc('wants.mdx', { version: '1.0' })).editUrl).toMatch(
      /^https:\/\/github\.com\/trove-app\/docs\/edit\//,
    );
  });

  it('lets front matter choose the link, or hide it, and name the last update', async () => {
    const footerOf = await docFooters(args());
    expect(footerOf(doc('wants.mdx', { customEditUrl: 'https://example.com/edit' })).editUrl).toBe(
      'https://example.com/edit',
    );
    expect(footerOf(doc('wants.mdx', { editUrlHidden: true }))).not.toHaveProperty('editUrl');
    expect(
      footerOf(doc('not-committed.mdx', { lastUpdateDate: '2024-05-31', lastUpdateAuthor: 'Ada' })).lastUpdate,
    ).toEqual({ date: '2024-05-31T00:00:00.000Z', author: 'Ada' });
  });
});
