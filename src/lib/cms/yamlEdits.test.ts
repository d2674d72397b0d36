import { parse } from 'yaml';
import { editYaml, sameData } from './yamlEdits';

type Data = Record<string, unknown>;

/** The file with the data changed as `change` says, checked to hold exactly the changed data. */
function edited(text: string, change: (data: Data) => Data, keyOrder?: string[]): string {
  const data = change((parse(text) ?? {}) as Data);
  const result = editYaml(text, data, keyOrder);
  expect(parse(result) ?? {}).toEqual(JSON.parse(JSON.stringify(data)));
  return result;
}

const lines = (...rows: string[]) => rows.map((row) => `${row}\n`).join('');

const DESCRIPTION =
  'Keep a list of what you look for, with a ceiling price for each item, and the site tells you when one turns up for less, fast.';

const HAND_WRITTEN = lines(
  '# Written by hand: comments, an odd key order, quotes of both kinds.',
  "sidebar_position: 3 # after 'Trading'",
  "title: 'It''s a want list'",
  `description: ${DESCRIPTION}`,
  '',
  '# The label the sidebar shows.',
  'sidebar_label: "Wants"',
  'custom_note: a key the form does not know',
);

describe('editYaml: values the editor did not change keep their text', () => {
  it('writes nothing new when the data is the file', () => {
    expect(DESCRIPTION).toHaveLength(126);
    expect(edited(HAND_WRITTEN, (data) => data)).toBe(HAND_WRITTEN);
  });

  it('changes one title in its own quotes, every other byte as it was', () => {
    const result = edited(HAND_WRITTEN, (data) => ({ ...data, title: "It's the want list" }));
    expect(result).toBe(HAND_WRITTEN.replace("'It''s a want list'", "'It''s the want list'"));
  });

  it('keeps double quotes, plain text, and a comment beside the value', () => {
    const result = edited(HAND_WRITTEN, (data) => ({ ...data, sidebar_label: 'Want lists', sidebar_position: 4 }));
    expect(result).toBe(
      HAND_WRITTEN.replace('"Wants"', '"Want lists"').replace('sidebar_position: 3 #', 'sidebar_position: 4 #'),
    );
  });

  it('quotes a plain value that needs quotes in the quotes the file uses', () => {
    const single = edited(lines("a: 'x'", 'b: plain'), (data) => ({ ...data, b: 'Trade: tips' }));
    expect(single).toBe(lines("a: 'x'", "b: 'Trade: tips'"));
    const double = edited(lines('a: "x"', 'b: plain'), (data) => ({ ...data, b: 'Trade: tips' }));
    expect(double).toBe(lines('a: "x"', 'b: "Trade: tips"'));
  });

  it('keeps a number a string where the file quoted it, and a string a string where it looks like a number', () => {
    expect(edited(lines("version: '2'"), () => ({ version: '3' }))).toBe(lines("version: '3'"));
    expect(edited(lines('label: x'), () => ({ label: '42' }))).toBe(lines('label: "42"'));
  });

  it('writes a long value on one line, and leaves a value written over two lines as it was', () => {
    const long = `${'A long description of the page. '.repeat(5).trim()}`;
    const text = lines('title: Wants', 'description: written over', '  two lines');
    expect(edited(text, (data) => ({ ...data, title: long }))).toBe(text.replace('Wants', long));
    expect(edited(text, (data) => ({ ...data, description: long }))).toBe(
      lines('title: Wants', `description: ${long}`),
    );
  });

  it('keeps a block scalar a block scalar, indented as the file indents it', () => {
    const text = lines('content: |', '    <b>Hello</b>', '    world', 'id: x');
    const result = edited(text, (data) => ({ ...data, content: '<b>Hi</b>\nthere\n' }));
    expect(result).toBe(lines('content: |', '    <b>Hi</b>', '    there', 'id: x'));
  });

  it('keeps flow collections flow, their padding included', () => {
    const text = lines('tags: [a, b] # short', 'size: { w: 1, h: 2 }');
    const result = edited(text, () => ({ tags: ['a', 'b', 'c d'], size: { w: 3, h: 2 } }));
    expect(result).toBe(lines('tags: [a, b, c d] # short', 'size: { w: 3, h: 2 }'));
  });

  it('keeps CRLF line ends, in changed and added lines too', () => {
    const text = 'title: Wants\r\n# note\r\nitems:\r\n  - a\r\n';
    const result = edited(text, () => ({ title: 'Want lists', items: ['a', 'b'], added: true }));
    expect(result).toBe('title: Want lists\r\n# note\r\nitems:\r\n  - a\r\n  - b\r\nadded: true\r\n');
  });

  it('keeps a file without a final line break so, but for what it adds', () => {
    expect(edited('a: 1', () => ({ a: 2 }))).toBe('a: 2');
    expect(edited('a: 1', () => ({ a: 1, b: 2 }))).toBe('a: 1\nb: 2');
  });
});

describe('editYaml: keys added and removed', () => {
  it('removes a cleared key and its line only, comments around it kept', () => {
    const result = edited(HAND_WRITTEN, (data) => ({ ...data, sidebar_label: undefined }));
    expect(result).toBe(HAND_WRITTEN.replace('sidebar_label: "Wants"\n', ''));
  });

  it('keeps a key that was empty already: the CMS leaves empty values out, touched or not', () => {
    const text = lines('title: Wants', 'sidebar_label:', "note: ''");
    expect(editYaml(text, { title: 'Want lists' })).toBe(lines('title: Want lists', 'sidebar_label:', "note: ''"));
  });

  it('adds a key after the one before it in the form, in the file’s quotes', () => {
    const order = ['id', 'title', 'description', 'sidebar_label', 'sidebar_position'];
    const result = edited(HAND_WRITTEN, (data) => ({ ...data, id: 'wants', sidebar_label: undefined }), order);
    const added = edited(
      lines("title: 'Wants'", 'description: Lists.', 'custom: 1'),
      (data) => ({ ...data, sidebar_label: 'Wants: next' }),
      order,
    );
    expect(added).toBe(lines("title: 'Wants'", 'description: Lists.', "sidebar_label: 'Wants: next'", 'custom: 1'));
    // `id` comes before every key the file has: it goes above the first, below the comment that heads the file.
    expect(result).toBe(
      HAND_WRITTEN.replace('sidebar_label: "Wants"\n', '').replace(
        'sidebar_position: 3',
        'id: wants\nsidebar_position: 3',
      ),
    );
  });

  it('adds nested values in the file’s indentation, lists under a key indented or not as the file has them', () => {
    const indented = lines('nav:', '    items:', '        - a');
    expect(edited(indented, (data) => ({ ...data, footer: { links: ['x'] } }))).toBe(
      indented + lines('footer:', '    links:', '        - x'),
    );
    const flush = lines('items:', '- a', '- b');
    expect(edited(flush, (data) => ({ ...data, more: { items: ['x'] } }))).toBe(
      flush + lines('more:', '  items:', '  - x'),
    );
  });

  it('keeps the keys it does not know', () => {
    const result = edited(HAND_WRITTEN, (data) => ({ ...data, title: 'Wants' }));
    expect(result).toContain('custom_note: a key the form does not know\n');
  });
});

const SIDEBARS = lines(
  '# The sidebars of the docs, by id.',
  'tutorialSidebar:',
  '  # Start here.',
  '  - type: doc',
  '    id: index # the home page',
  '  - type: doc',
  '    id: wants',
  '    # wants is long',
  '  - type: autogenerated',
  '    dirName: guides',
);

describe('editYaml: lists', () => {
  const sidebar = (text: string) => parse(text).tutorialSidebar as Data[];

  it('adds an item at the end in the list’s indentation', () => {
    const result = edited(SIDEBARS, () => ({
      tutorialSidebar: [...sidebar(SIDEBARS), { type: 'doc', id: 'trading' }],
    }));
    expect(result).toBe(SIDEBARS + lines('  - type: doc', '    id: trading'));
  });

  it('adds an item between two, the comments of both kept', () => {
    const [index, wants, guides] = sidebar(SIDEBARS);
    const result = edited(SIDEBARS, () => ({
      tutorialSidebar: [index, { type: 'link', label: 'Shop', href: '/shop' }, wants, guides],
    }));
    expect(result).toBe(
      SIDEBARS.replace(
        '  - type: doc\n    id: wants',
        '  - type: link\n    label: Shop\n    href: /shop\n  - type: doc\n    id: wants',
      ),
    );
  });

  it('removes an item with its lines, the comment above the list kept', () => {
    const [index, wants, guides] = sidebar(SIDEBARS);
    expect(edited(SIDEBARS, () => ({ tutorialSidebar: [index, guides] }))).toBe(
      SIDEBARS.replace('  - type: doc\n    id: wants\n    # wants is long\n', ''),
    );
    expect(edited(SIDEBARS, () => ({ tutorialSidebar: [wants, guides] }))).toBe(
      SIDEBARS.replace('  - type: doc\n    id: index # the home page\n', ''),
    );
  });

  it('moves an item with its text, the comments inside it included', () => {
    const [index, wants, guides] = sidebar(SIDEBARS);
    expect(edited(SIDEBARS, () => ({ tutorialSidebar: [index, guides, wants] }))).toBe(
      lines(
        '# The sidebars of the docs, by id.',
        'tutorialSidebar:',
        '  # Start here.',
        '  - type: doc',
        '    id: index # the home page',
        '  - type: autogenerated',
        '    dirName: guides',
        '  - type: doc',
        '    id: wants',
        '    # wants is long',
      ),
    );
  });

  it('edits an item in place: only the changed value differs', () => {
    const [index, wants, guides] = sidebar(SIDEBARS);
    const result = edited(SIDEBARS, () => ({ tutorialSidebar: [{ ...index, id: 'start' }, wants, guides] }));
    expect(result).toBe(SIDEBARS.replace('id: index # the home page', 'id: start # the home page'));
  });

  it('edits, adds and removes in nested navbar items', () => {
    const navbar = lines(
      'items:',
      '  - type: dropdown',
      '    label: Community # menu',
      '    items:',
      '      - label: Forum',
      '        href: https://community.trove.app',
      '      # Social',
      '      - label: Mastodon',
      '        href: https://mastodon.social/@trove',
      '  - type: search',
      '    position: right',
      '# Kept in place while the reader scrolls.',
      'hideOnScroll: false',
    );
    const result = edited(navbar, (data) => {
      const [dropdown, search] = data.items as Data[];
      const [forum] = dropdown.items as Data[];
      return {
        ...data,
        items: [
          { ...dropdown, label: 'People', items: [forum, { label: 'Blog', href: 'https://trove.app/blog' }] },
          { ...search, position: 'left' },
        ],
      };
    });
    expect(result).toBe(
      lines(
        'items:',
        '  - type: dropdown',
        '    label: People # menu',
        '    items:',
        '      - label: Forum',
        '        href: https://community.trove.app',
        '      # Social',
        '      - label: Blog',
        '        href: https://trove.app/blog',
        '  - type: search',
        '    position: left',
        '# Kept in place while the reader scrolls.',
        'hideOnScroll: false',
      ),
    );
  });

  it('adds a key to an item after the keys it has, and removes one that is not the first', () => {
    const text = lines('items:', '  - type: doc', '    id: wants', '    label: Wants');
    expect(edited(text, () => ({ items: [{ type: 'doc', id: 'wants', label: 'Wants', className: 'x' }] }))).toBe(
      text + lines('    className: x'),
    );
    expect(edited(text, () => ({ items: [{ type: 'doc', id: 'wants' }] }))).toBe(
      lines('items:', '  - type: doc', '    id: wants'),
    );
  });

  it('adds to a list written flush with its key, and writes a flow collection that changes size anew', () => {
    const text = lines('# Tags', 'items:', '- a', '- b # second', 'size: {w: 1}');
    expect(edited(text, () => ({ items: ['a', 'b', 'c'], size: { w: 1, h: 2 } }))).toBe(
      lines('# Tags', 'items:', '- a', '- b # second', '- c', 'size: {w: 1, h: 2}'),
    );
  });

  it('writes a value of another kind in its place: an empty key filled, text become a list', () => {
    const text = lines('label:', 'links: none # for now', 'after: 1');
    expect(edited(text, () => ({ label: 'Wants', links: ['/a', '/b'], after: 1 }))).toBe(
      lines('label: Wants', 'links:', '  - /a', '  - /b # for now', 'after: 1'),
    );
  });

  it('rewrites an item that loses the key on its dash line, and a list emptied', () => {
    const text = lines('items:', '  - type: doc # first', '    id: wants', 'other: 1');
    expect(edited(text, () => ({ items: [{ id: 'wants' }], other: 1 }))).toBe(
      lines('items:', '  - id: wants', 'other: 1'),
    );
    expect(edited(text, () => ({ items: [], other: 1 }))).toBe(lines('items: []', 'other: 1'));
  });
});

describe('editYaml: new and unreadable files', () => {
  it('writes a new file in the order of the form’s fields', () => {
    const data = { description: 'Plan the space.', title: 'Café shelf space', draft: false };
    expect(editYaml('', data, ['title', 'description', 'draft'])).toBe(
      lines('title: Café shelf space', 'description: Plan the space.', 'draft: false'),
    );
  });

  it('adds the data under the comments of a file that holds nothing else', () => {
    const comments = lines('# Delete this file to show no bar.');
    expect(editYaml(comments, { id: 'sale', content: 'Sale' })).toBe(comments + lines('id: sale', 'content: Sale'));
  });

  it('refuses to save over YAML it cannot read, whose values it would lose', () => {
    expect(() => editYaml('title: "open', { title: 'x' })).toThrowErrorMatchingInlineSnapshot(
      `"The YAML as the CMS loaded it does not parse (Missing closing "quote): fix it in the file first; saving here would lose its values."`,
    );
  });
});

describe('sameData', () => {
  it('compares values, not key order, and takes a key set to undefined for one left out', () => {
    expect(sameData({ a: [1, { b: 2, c: 3 }] }, { a: [1, { c: 3, b: 2 }] })).toBe(true);
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameData({ a: [1] }, { a: [1, 2] })).toBe(false);
    expect(sameData({ a: '1' }, { a: 1 })).toBe(false);
  });
});
