import type { ImmutableMap } from './cms';
import { bodyInput, entryDocsPath, entryHeading, sameInput } from './entryInput';

/** A stand-in for the Immutable maps Decap hands a preview template. */
function map(values: Record<string, unknown>): ImmutableMap {
  const get = (key: string) => {
    const value = values[key];
    return value && typeof value === 'object' && !Array.isArray(value) ? map(value as Record<string, unknown>) : value;
  };
  return {
    get,
    getIn: (path) => path.reduce<unknown>((value, key) => (value as ImmutableMap | undefined)?.get(key), map(values)),
  };
}

describe('entryDocsPath', () => {
  it("is the file inside the docs folder: the collection's folder there, and the file", () => {
    const guides = map({ folder: 'content/docs/guides/', docs_folder: 'guides' });
    expect(entryDocsPath(map({ path: 'content/docs/guides/alerts.mdx' }), guides)).toBe('guides/alerts.mdx');
    expect(entryDocsPath(map({ path: 'docs/alerts.mdx' }), map({ folder: 'docs', docs_folder: '' }))).toBe(
      'alerts.mdx',
    );
  });

  it('is the name the CMS will give a new doc, from its title', () => {
    const guides = map({ folder: 'docs/guides', docs_folder: 'guides' });
    expect(entryDocsPath(map({ path: '', data: { title: 'Trade_tips ~ v2' } }), guides)).toBe(
      'guides/trade-tips-v2.mdx',
    );
    expect(entryDocsPath(map({ data: {} }), guides)).toBe('guides/.mdx');
  });
});

describe('bodyInput', () => {
  it('reads the body, where the doc is and the path prefix', () => {
    const entry = map({ path: 'content/docs/wants.mdx', slug: 'wants', data: { body: '## Wants' } });
    expect(bodyInput(entry, map({ folder: 'content/docs' }), '/docs')).toEqual({
      body: '## Wants',
      docsPath: 'wants.mdx',
      pathPrefix: '/docs',
    });
  });

  it('takes a body not yet written as empty', () => {
    expect(bodyInput(map({ data: {} }), map({}), '').body).toBe('');
  });
});

describe('sameInput', () => {
  it('compares every part', () => {
    const input = { body: 'a', docsPath: 'a.mdx', pathPrefix: '' };
    expect(sameInput(input, { ...input })).toBe(true);
    expect(sameInput(input, { ...input, body: 'b' })).toBe(false);
    expect(sameInput(input, { ...input, docsPath: 'b.mdx' })).toBe(false);
  });
});

describe('entryHeading', () => {
  it('reads the title and the description as text', () => {
    expect(entryHeading(map({ data: { title: 'Want lists', description: 'Build them.' } }))).toEqual({
      title: 'Want lists',
      description: 'Build them.',
    });
    expect(entryHeading(map({ data: { title: null } }))).toEqual({ title: '', description: '' });
  });
});
