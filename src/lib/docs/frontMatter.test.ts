import { parseDocFile } from './frontMatter';

const doc = (...frontMatter: string[]) => ['---', ...frontMatter, '---', '', 'Body.', ''].join('\n');

describe('parseDocFile', () => {
  it('takes the documented keys, the body and the lines above it', () => {
    expect(
      parseDocFile(
        'content/docs/wants.mdx',
        doc('id: wants', 'title: Want lists', 'description: Lists.', 'sidebar_position: 3'),
      ),
    ).toEqual({
      frontMatter: { id: 'wants', title: 'Want lists', description: 'Lists.', sidebar_position: 3 },
      body: '\nBody.\n',
      linesAbove: 6,
    });
  });

  it('keeps markup and quotes of a value as text', () => {
    const { frontMatter } = parseDocFile(
      'content/docs/wants.mdx',
      doc(`title: 'Wants <em>&amp;</em> "haves"'`, 'description: "<b>Lists</b> of \\"wants\\"."'),
    );
    expect(frontMatter).toEqual({ title: 'Wants <em>&amp;</em> "haves"', description: '<b>Lists</b> of "wants".' });
  });

  it('names the file and the missing title', () => {
    expect(() => parseDocFile('content/docs/wants.mdx', doc('description: Lists.')))
      .toThrowErrorMatchingInlineSnapshot(`
"Invalid front matter in content/docs/wants.mdx:
  - title: missing; add a "title:" line with the page heading
Fix the front matter, the lines between the two --- at the top of the file (its keys are described in the README, Editing the docs): one "key: value" a line; quote a value that holds ": " or starts with a quote, and close every quote."
`);
  });

  it('names an unknown key with its line in the file and lists the allowed ones', () => {
    expect(() => parseDocFile('content/docs/index.mdx', doc('title: T', 'description: D', 'tags: [x]'))).toThrow(
      'line 4: tags: unknown key; remove it or use one of id, title, description, sidebar_label, sidebar_position, draft',
    );
  });

  it('says what was found for a value of the wrong type, and the fix', () => {
    expect(() =>
      parseDocFile('content/docs/index.mdx', doc('title: T', 'description: D', 'sidebar_position: two')),
    ).toThrow('line 4: sidebar_position: found "two"; expected a value of type number; use a whole number such as 2');
  });

  it('places an unclosed quote on the line it opens, counted in the file', () => {
    expect(() =>
      parseDocFile('content/docs/wants.mdx', doc('id: wants', 'title: "Want lists', 'description: Lists.')),
    ).toThrow(
      /^Invalid front matter in content\/docs\/wants.mdx:\n {2}- line 3, column 8: Missing closing "quote \(YAML syntax\)\n/,
    );
  });

  it('names an empty file, a file without front matter and front matter never closed', () => {
    expect(() => parseDocFile('content/docs/new.mdx', '')).toThrow(
      'line 1: no front matter (the file is empty); start the file with a --- line, a "title:" line, a "description:" line and another --- line',
    );
    expect(() => parseDocFile('content/docs/new.mdx', '# New\n')).toThrow('line 1: no front matter; start the file');
    expect(() => parseDocFile('content/docs/new.mdx', '---\ntitle: New\n\nBody.\n')).toThrow(
      'line 1: the front matter opened here is never closed; add a --- line after its last key',
    );
  });

  it('treats empty front matter as missing title and description', () => {
    expect(() => parseDocFile('content/docs/new.mdx', '---\n---\n')).toThrow(
      /title: missing[\s\S]*description: missing/,
    );
  });
});
