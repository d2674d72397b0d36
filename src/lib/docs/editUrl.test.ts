import type { Repository } from '../../config/schema';
import { cmsEntryUrl, editUrlOf, repositoryEditUrl } from './editUrl';

const on = (host: Repository['host'], url: string): Repository => ({ url, host, branch: 'main' });

describe('repositoryEditUrl', () => {
  it("opens the file's edit page in each host's form", () => {
    expect(repositoryEditUrl(on('github', 'https://github.com/o/r'), 'content/docs/wants.mdx')).toBe(
      'https://github.com/o/r/edit/main/content/docs/wants.mdx',
    );
    expect(repositoryEditUrl(on('gitlab', 'https://gitlab.com/o/r'), 'docs/wants.mdx')).toBe(
      'https://gitlab.com/o/r/-/edit/main/docs/wants.mdx',
    );
    expect(repositoryEditUrl(on('gitea', 'https://gitea.example/o/r'), 'docs/wants.mdx')).toBe(
      'https://gitea.example/o/r/_edit/main/docs/wants.mdx',
    );
  });

  it('encodes each segment of the branch and the path, keeping their slashes', () => {
    const repository: Repository = { url: 'https://github.com/o/r', host: 'github', branch: 'docs/next' };
    expect(repositoryEditUrl(repository, 'docs/b é#1.mdx')).toBe(
      'https://github.com/o/r/edit/docs/next/docs/b%20%C3%A9%231.mdx',
    );
  });
});

describe('cmsEntryUrl', () => {
  it("names the doc's collection and entry, under the path prefix", () => {
    expect(cmsEntryUrl('', 'docs', 'wants')).toBe('/admin/#/collections/docs/entries/wants');
    expect(cmsEntryUrl('/trove', 'docs-guides', 'alerts')).toBe(
      '/trove/admin/#/collections/docs-guides/entries/alerts',
    );
  });
});

describe('editUrlOf', () => {
  const places = { cms: '/admin/#/collections/docs/entries/wants', repository: 'https://github.com/o/r/edit/main/x' };

  it('takes custom_edit_url first, the CMS next, the repository last', () => {
    expect(editUrlOf({ ...places, custom: 'https://example.com/edit' })).toBe('https://example.com/edit');
    expect(editUrlOf(places)).toBe(places.cms);
    expect(editUrlOf({ repository: places.repository })).toBe(places.repository);
  });

  it('gives no link for custom_edit_url: null, or with nowhere to edit', () => {
    expect(editUrlOf({ ...places, custom: null })).toBeUndefined();
    expect(editUrlOf({})).toBeUndefined();
  });
});
