import { parseFrontMatter } from './frontMatter';

describe('parseFrontMatter', () => {
  it('accepts the documented keys', () => {
    expect(
      parseFrontMatter('content/docs/wants.mdx', {
        id: 'wants',
        title: 'Want lists',
        description: 'Lists.',
        sidebar_position: 3,
      }),
    ).toEqual({
      id: 'wants',
      title: 'Want lists',
      description: 'Lists.',
      sidebar_position: 3,
    });
  });

  it('names the file and the missing title', () => {
    expect(() => parseFrontMatter('content/docs/wants.mdx', { description: 'Lists.' }))
      .toThrowErrorMatchingInlineSnapshot(`
"Invalid front matter in content/docs/wants.mdx:
  - "title": missing; add a "title:" line with the page heading"
`);
  });

  it('names an unknown key and lists the allowed ones', () => {
    expect(() => parseFrontMatter('content/docs/index.mdx', { title: 'T', description: 'D', tags: ['x'] }))
      .toThrowErrorMatchingInlineSnapshot(`
"Invalid front matter in content/docs/index.mdx:
  - "tags": unknown key; remove it or use one of id, title, description, sidebar_label, sidebar_position, draft"
`);
  });

  it('explains an invalid value', () => {
    expect(() =>
      parseFrontMatter('content/docs/index.mdx', { title: 'T', description: 'D', sidebar_position: 'two' }),
    ).toThrow(
      '"sidebar_position": invalid (Invalid input: expected number, received string); use a whole number such as 2',
    );
  });

  it('treats a file without front matter as missing title and description', () => {
    expect(() => parseFrontMatter('content/docs/new.mdx', undefined)).toThrow(
      /"title": missing[\s\S]*"description": missing/,
    );
  });
});
