import { FILE_FORMATS, frontMatterFormat, SOURCE_TEXT_KEY, yamlFormat } from './fileFormats';

const DOC = [
  '---',
  '# Hand-written.',
  'sidebar_position: 2',
  "title: 'It''s a want list'",
  'description: Lists of what you look for.',
  'sidebar_label: Wants',
  '---',
  '',
  'The body, with `{braces}` and <Tabs>.',
  '',
].join('\n');

const ORDER = ['id', 'title', 'description', 'sidebar_label', 'sidebar_position', 'draft', 'body'];

/** What Decap hands `toFile` on a save: the form's data and, from the preSave listener, the file as loaded. */
const saved = (source: string, data: Record<string, unknown>) => ({ ...data, [SOURCE_TEXT_KEY]: source });

describe('frontMatterFormat', () => {
  it('reads the front matter and the body after the closing line', () => {
    expect(frontMatterFormat.fromFile(DOC)).toEqual({
      sidebar_position: 2,
      title: "It's a want list",
      description: 'Lists of what you look for.',
      sidebar_label: 'Wants',
      body: '\nThe body, with `{braces}` and <Tabs>.\n',
    });
  });

  it('gives back the file byte for byte when nothing changed', () => {
    expect(frontMatterFormat.toFile(saved(DOC, frontMatterFormat.fromFile(DOC)), ORDER)).toBe(DOC);
  });

  it('changes only the title, the body as the form holds it', () => {
    const data = { ...frontMatterFormat.fromFile(DOC), title: 'Want lists' };
    expect(frontMatterFormat.toFile(saved(DOC, data), ORDER)).toBe(DOC.replace("'It''s a want list'", "'Want lists'"));
    const edited = { ...data, body: '\nA new body.\n' };
    expect(frontMatterFormat.toFile(saved(DOC, edited), ORDER)).toBe(
      DOC.replace("'It''s a want list'", "'Want lists'").replace(
        'The body, with `{braces}` and <Tabs>.',
        'A new body.',
      ),
    );
  });

  it('removes a cleared field without touching its neighbours', () => {
    // Decap's data leaves the cleared field out (src/cms/preview/emptyFields.ts).
    const data = { ...frontMatterFormat.fromFile(DOC), sidebar_label: undefined };
    expect(frontMatterFormat.toFile(saved(DOC, data), ORDER)).toBe(DOC.replace('sidebar_label: Wants\n', ''));
  });

  it('keeps CRLF line ends and a byte-order mark, and adds a field after the one before it in the form', () => {
    const crlf = `\uFEFF${DOC.replace(/\n/g, '\r\n')}`;
    const data = { ...frontMatterFormat.fromFile(crlf), title: 'Want lists', draft: true };
    expect(frontMatterFormat.toFile(saved(crlf, data), ORDER)).toBe(
      crlf
        .replace("'It''s a want list'", "'Want lists'")
        .replace('sidebar_position: 2\r\n', 'sidebar_position: 2\r\ndraft: true\r\n'),
    );
  });

  it('keeps a body of blanks, which Decap leaves out of the data', () => {
    const text = '---\ntitle: Empty\n---\n\n';
    const data = frontMatterFormat.fromFile(text);
    expect(data).toEqual({ title: 'Empty' });
    expect(frontMatterFormat.toFile(saved(text, { title: 'Still empty' }), ORDER)).toBe(
      '---\ntitle: Still empty\n---\n\n',
    );
  });

  it('writes a new doc, keys in the order of the form, the body as typed', () => {
    const data = { body: 'Measure your shelves first.', description: 'Plan the space.', title: 'Café shelf space' };
    expect(frontMatterFormat.toFile(data, ORDER)).toBe(
      '---\ntitle: Café shelf space\ndescription: Plan the space.\n---\nMeasure your shelves first.',
    );
  });

  it('reads a file without front matter as a body, and refuses front matter it cannot read', () => {
    expect(frontMatterFormat.fromFile('Just text.\n')).toEqual({ body: 'Just text.\n' });
    expect(() => frontMatterFormat.fromFile('---\ntitle: "open\n---\n')).toThrowErrorMatchingInlineSnapshot(
      `"The front matter is not valid YAML: line 3: Missing closing "quote."`,
    );
    expect(() => frontMatterFormat.toFile(saved('---\ntitle: "open\n---\n', { title: 'x' }))).toThrow(/does not parse/);
  });
});

const ANNOUNCEMENT = [
  '# The bar above the navbar on every page.',
  '# Delete this file to show no bar.',
  'id: want-alerts',
  'content: \'New: price alerts on your wants tell you when an item drops under its ceiling. <a href="/wants#alerts">Set one up</a>.\'',
  'isCloseable: true',
  '',
].join('\n');

describe('yamlFormat', () => {
  it('changes the announcement text in its quotes, the guidance for editors kept', () => {
    const data = { ...yamlFormat.fromFile(ANNOUNCEMENT), content: 'Sale: 20% off this week.' };
    expect(yamlFormat.toFile(saved(ANNOUNCEMENT, data), ['id', 'content'])).toBe(
      ANNOUNCEMENT.replace(/content: .*/, "content: 'Sale: 20% off this week.'"),
    );
  });

  it('writes a new file, and reads an empty one as no values', () => {
    expect(yamlFormat.fromFile('')).toEqual({});
    expect(yamlFormat.fromFile('# Only a comment.\n')).toEqual({});
    expect(yamlFormat.toFile({ id: 'sale', content: 'Sale' }, ['id', 'content'])).toBe('id: sale\ncontent: Sale\n');
  });

  it('refuses a file that is not a map of keys', () => {
    expect(() => yamlFormat.fromFile('- a\n- b\n')).toThrowErrorMatchingInlineSnapshot(
      `"The file holds no keys: expected "key: value" lines."`,
    );
  });

  it('has the names config.yml gives the formats', () => {
    expect(FILE_FORMATS).toEqual({
      frontMatter: 'trove-frontmatter',
      yaml: 'trove-yaml',
      keyedYaml: 'trove-keyed-yaml',
    });
  });
});
