/** @jest-environment node */
import path from 'node:path';
import { contentRoot, contentShown, displayPath, docsFolder } from './contentRoot';

const project = process.cwd();
const git = { TROVE_CONTENT_GIT: 'https://github.com/trove-app/docs.git', TROVE_CONTENT_REF: 'v1.2.0' };

describe('contentRoot', () => {
  test("the project's content/ by default, a folder relative to the project, or the checkout in the cache", () => {
    expect(contentRoot({})).toBe(path.join(project, 'content'));
    expect(docsFolder({})).toBe(path.join(project, 'content/docs'));
    expect(contentRoot({ TROVE_CONTENT_DIR: '../site-content' })).toBe(path.resolve(project, '../site-content'));
    expect(contentRoot({ TROVE_CONTENT_DIR: '/srv/content' })).toBe('/srv/content');
    expect(docsFolder(git)).toBe(path.join(project, '.cache/trove-content/docs'));
  });

  test("invalid variables fall back to the project's content (onPreInit reports them)", () => {
    expect(contentRoot({ TROVE_CONTENT_GIT: 'file:///srv/docs.git' })).toBe(path.join(project, 'content'));
  });
});

describe('displayPath', () => {
  test('project content: relative to the project, as before', () => {
    expect(displayPath(path.join(project, 'content/docs/wants.mdx'), {})).toBe('content/docs/wants.mdx');
  });

  test('a folder inside the project is relative to it; one elsewhere is absolute', () => {
    const inside = { TROVE_CONTENT_DIR: 'site-content' };
    expect(displayPath(path.join(project, 'site-content/docs/wants.mdx'), inside)).toBe('site-content/docs/wants.mdx');
    expect(displayPath('/srv/content/docs/wants.mdx', { TROVE_CONTENT_DIR: '/srv/content' })).toBe(
      '/srv/content/docs/wants.mdx',
    );
  });

  test('fetched content: the path in the repository, with its URL and ref', () => {
    expect(displayPath(path.join(project, '.cache/trove-content/docs/guides/alerts.mdx'), git)).toBe(
      'docs/guides/alerts.mdx (in https://github.com/trove-app/docs.git at v1.2.0)',
    );
  });

  test("fetched content without navigation/: the project's own navigation file, by its path in the project", () => {
    expect(displayPath(path.join(project, 'content/navigation/sidebars.yml'), git)).toBe(
      'content/navigation/sidebars.yml',
    );
  });
});

describe('contentShown', () => {
  test('the content folder by its path, a repository by its URL and ref', () => {
    expect(contentShown({})).toBe('content');
    expect(contentShown({ TROVE_CONTENT_DIR: 'shelf-content' })).toBe('shelf-content');
    expect(contentShown({ TROVE_CONTENT_DIR: '/srv/content' })).toBe('/srv/content');
    expect(contentShown(git)).toBe('https://github.com/trove-app/docs.git at v1.2.0');
  });
});
