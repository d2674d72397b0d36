import type { Repository } from '../../config/schema';
import { cmsEntryUrl, editUrlOf, repositoryEditUrl, repositoryNewIssueUrl } from './editUrl';

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

describe('repositoryNewIssueUrl', () => {
  const issue = { title: 'Wants & haves', body: 'https://trove.app/wants\n\nNo word on #tags.' };
  const filled = (address: string, title: string, body: string) => {
    const url = new URL(address);
    return [`${url.origin}${url.pathname}`, url.searchParams.get(title), url.searchParams.get(body)];
  };

  it("opens each host's new issue form with the title and the text filled in", () => {
    expect(filled(repositoryNewIssueUrl(on('github', 'https://github.com/o/r'), issue), 'title', 'body')).toEqual([
      'https://github.com/o/r/issues/new',
      issue.title,
      issue.body,
    ]);
    expect(
      filled(
        repositoryNewIssueUrl(on('gitlab', 'https://gitlab.com/o/r'), issue),
        'issue[title]',
        'issue[description]',
      ),
    ).toEqual(['https://gitlab.com/o/r/-/issues/new', issue.title, issue.body]);
    expect(filled(repositoryNewIssueUrl(on('gitea', 'https://gitea.example/o/r'), issue), 'title', 'body')).toEqual([
      'https://gitea.example/o/r/issues/new',
      issue.title,
      issue.body,
    ]);
  });

  it('encodes what it fills in, so no text ends the query early', () => {
    expect(repositoryNewIssueUrl(on('github', 'https://github.com/o/r'), issue)).toBe(
      'https://github.com/o/r/issues/new?title=Wants+%26+haves&body=https%3A%2F%2Ftrove.app%2Fwants%0A%0ANo+word+on+%23tags.',
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
