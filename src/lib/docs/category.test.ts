import { parseCategoryFile } from './category';

const file = 'content/docs/guides/_category_.yml';

describe('parseCategoryFile', () => {
  it('reads every documented key', () => {
    expect(
      parseCategoryFile(
        file,
        'label: Guides\nposition: 2\ncollapsed: false\ncollapsible: true\nlink:\n  type: doc\n  id: overview\n',
      ),
    ).toEqual({
      label: 'Guides',
      position: 2,
      collapsed: false,
      collapsible: true,
      link: { type: 'doc', id: 'overview' },
    });
  });

  it('takes an empty file and a null link', () => {
    expect(parseCategoryFile(file, '')).toEqual({});
    expect(parseCategoryFile(file, 'link: null\n')).toEqual({ link: null });
  });

  it('reads a generated index link, and names the keys a link type does not take', () => {
    expect(
      parseCategoryFile(
        file,
        'link:\n  type: generated-index\n  title: All guides\n  description: Every guide.\n  slug: /guides/all\n',
      ),
    ).toEqual({
      link: { type: 'generated-index', title: 'All guides', description: 'Every guide.', slug: '/guides/all' },
    });
    expect(() => parseCategoryFile(file, 'link:\n  type: generated-index\n  id: overview\n'))
      .toThrowErrorMatchingInlineSnapshot(`
     "Invalid content/docs/guides/_category_.yml:
       - line 3: link.id: found "overview"; expected no id with type generated-index; remove it, or write "type: doc"
     Fix the file: every key is optional, e.g. "label: Guides", "position: 2", "collapsed: false", "link: { type: doc, id: overview }" or "link: { type: generated-index, description: … }"."
    `);
    expect(() => parseCategoryFile(file, 'link:\n  type: doc\n  id: overview\n  description: Every guide.\n'))
      .toThrowErrorMatchingInlineSnapshot(`
     "Invalid content/docs/guides/_category_.yml:
       - line 4: link.description: found "Every guide."; expected no description with type doc (the doc gives its own); remove it, or write "type: generated-index"
     Fix the file: every key is optional, e.g. "label: Guides", "position: 2", "collapsed: false", "link: { type: doc, id: overview }" or "link: { type: generated-index, description: … }"."
    `);
    expect(() => parseCategoryFile(file, 'link:\n  type: generated-index\n  slug: guides\n')).toThrow(
      /line 3: link.slug: found "guides"; expected a path of this site starting with one "\/"/,
    );
  });

  it('names the file, the line and the key of a wrong value, and how to fix it', () => {
    expect(() => parseCategoryFile(file, 'label: Guides\nposition: two\n')).toThrowErrorMatchingInlineSnapshot(`
     "Invalid content/docs/guides/_category_.yml:
       - line 2: position: found "two"; expected a value of type number
     Fix the file: every key is optional, e.g. "label: Guides", "position: 2", "collapsed: false", "link: { type: doc, id: overview }" or "link: { type: generated-index, description: … }"."
    `);
  });

  it('names an unknown key, nested keys and the keys allowed', () => {
    expect(() => parseCategoryFile(file, 'label: Guides\nicon: star\nlink:\n  type: page\n  id: overview\n')).toThrow(
      /line 2: icon: unknown key; remove it or check its spelling against the keys label, position, collapsed, collapsible and link[\s\S]*line 4: link.type: found "page"/,
    );
  });

  it('reports a YAML syntax error with its line, an unclosed quote where it opens', () => {
    expect(() => parseCategoryFile(file, 'label: "Guides\nposition: 2\n')).toThrow(
      /Invalid content\/docs\/guides\/_category_.yml:\n {2}- line 1, column 8: Missing closing "quote \(YAML syntax\)/,
    );
  });
});
