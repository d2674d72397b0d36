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

describe('custom_edit_url and last_update', () => {
  const parsed = (...lines: string[]) =>
    parseDocFile('content/docs/wants.mdx', doc('title: T', 'description: D', ...lines)).frontMatter;

  it('takes an https edit URL, null to hide the link, and a date and author', () => {
    expect(
      parsed('custom_edit_url: https://example.com/edit/wants', 'last_update:', '  date: 2024-05-31', '  author: Ada'),
    ).toMatchObject({
      custom_edit_url: 'https://example.com/edit/wants',
      last_update: { date: '2024-05-31', author: 'Ada' },
    });
    expect(parsed('custom_edit_url: null')).toMatchObject({ custom_edit_url: null });
    expect(parsed('last_update:', '  date: 2024-05-31T14:00:00+02:00')).toMatchObject({
      last_update: { date: '2024-05-31T14:00:00+02:00' },
    });
  });

  it('refuses an edit URL that is not https, naming the line, the key and the fix', () => {
    expect(() => parsed('custom_edit_url: javascript:alert(1)')).toThrowErrorMatchingInlineSnapshot(`
"Invalid front matter in content/docs/wants.mdx:
  - line 4: custom_edit_url: found "javascript:alert(1)"; expected an http(s) address such as "https://docs.trove.app" (this one uses the scheme "javascript:", which is not allowed); write the full https address of the page that edits this doc, or null to hide the link
Fix the front matter, the lines between the two --- at the top of the file (its keys are described in the README, Editing the docs): one "key: value" a line; quote a value that holds ": " or starts with a quote, and close every quote."
`);
    expect(() => parsed('custom_edit_url: http://example.com/edit')).toThrow(
      'line 4: custom_edit_url: found "http://example.com/edit"; expected an https address such as "https://github.com/trove-app/docs/edit/main/content/docs/wants.mdx"; write the full https address',
    );
  });

  it('refuses a date that is not year-month-day, or no day at all, and an unknown key under last_update', () => {
    expect(() => parsed('last_update:', '  date: 31/05/2024')).toThrow(
      'line 5: last_update.date: found "31/05/2024"; expected a date written year-month-day, such as 2024-05-31 (or 2024-05-31T14:00:00Z); write the day as year-month-day, such as 2024-05-31',
    );
    expect(() => parsed('last_update:', '  date: 2024-02-30')).toThrow('last_update.date: found "2024-02-30"');
    expect(() => parsed('last_update:', '  by: Ada')).toThrow(
      'line 5: last_update.by: unknown key; remove it or use one of date, author',
    );
  });
});
