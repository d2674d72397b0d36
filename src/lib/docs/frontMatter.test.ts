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

  it('names an unknown key with its line in the file, why it is refused, and lists the allowed ones', () => {
    expect(() => parseDocFile('content/docs/index.mdx', doc('title: T', 'description: D', 'colour: red'))).toThrow(
      'line 4: colour: unknown key (Docusaurus would hand it to a swizzled theme, which this site has not); remove it or use one of id, title, description, sidebar_label, sidebar_position, draft, custom_edit_url, last_update, slug, keywords',
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

describe('the Docusaurus keys', () => {
  const parsed = (...lines: string[]) =>
    parseDocFile('content/docs/wants.mdx', doc('title: T', 'description: D', ...lines)).frontMatter;

  it('takes every key of a Docusaurus doc the site honours', () => {
    expect(
      parsed(
        'slug: /lists/wants',
        'keywords: [wants, price ceilings]',
        'image: /media/wants.png',
        'hide_title: true',
        'hide_table_of_contents: false',
        'toc_min_heading_level: 2',
        'toc_max_heading_level: 4',
        'pagination_label: Wants',
        'pagination_prev: guides/alerts',
        'pagination_next: null',
        'sidebar_class_name: sidebar-new',
        'tags: [wants, Price ceilings]',
        'unlisted: true',
      ),
    ).toEqual({
      title: 'T',
      description: 'D',
      slug: '/lists/wants',
      keywords: ['wants', 'price ceilings'],
      image: '/media/wants.png',
      hide_title: true,
      hide_table_of_contents: false,
      toc_min_heading_level: 2,
      toc_max_heading_level: 4,
      pagination_label: 'Wants',
      pagination_prev: 'guides/alerts',
      pagination_next: null,
      sidebar_class_name: 'sidebar-new',
      tags: ['wants', 'Price ceilings'],
      unlisted: true,
    });
    expect(parsed('slug: /', 'image: https://trove.app/card.png')).toMatchObject({
      slug: '/',
      image: 'https://trove.app/card.png',
    });
    expect(parsed('slug: alerts')).toMatchObject({ slug: 'alerts' });
  });

  it('refuses sidebar_custom_props with the reason, and a Docusaurus key the site lacks with what to do instead', () => {
    expect(() => parsed('sidebar_custom_props:', '  badge: new')).toThrowErrorMatchingInlineSnapshot(`
"Invalid front matter in content/docs/wants.mdx:
  - line 4: sidebar_custom_props: a Docusaurus key this site does not support; Docusaurus hands it to the sidebar item for a swizzled theme component to read, and this site has no swizzled theme: remove it, and use "sidebar_class_name" to style the item
Fix the front matter, the lines between the two --- at the top of the file (its keys are described in the README, Editing the docs): one "key: value" a line; quote a value that holds ": " or starts with a quote, and close every quote."
`);
    expect(() => parsed('sidebar_label: W', 'displayed_sidebar: guides')).toThrow(
      'line 5: displayed_sidebar: a Docusaurus key this site does not support; a doc shows the first sidebar that lists it: list it in that sidebar in content/navigation/sidebars.yml, and remove the key',
    );
    expect(() => parsed('displayed_sidebar: guides', 'colour: red')).toThrow(
      /line 4: displayed_sidebar: a Docusaurus key[^\n]*\n {2}- line 5: colour: unknown key/,
    );
    expect(() => parsed('parse_number_prefixes: false')).toThrow(
      'line 4: parse_number_prefixes: a Docusaurus key this site does not support; file names are never stripped',
    );
  });

  it('refuses a slug outside the id rule, naming the line, the key and the fix', () => {
    expect(() => parsed('slug: /Lists/Wants')).toThrow(
      'line 4: slug: found "/Lists/Wants"; expected a route such as "/wants" (from the version\'s root) or "alerts" (beside the doc\'s folder), with lowercase letters, digits and dashes, like "price-guides" between its slashes; write a route such as /wants',
    );
    for (const slug of ['//evil.example', '/wants/', '../up', 'https://x.example'])
      expect(() => parsed(`slug: "${slug}"`)).toThrow(`slug: found "${slug}"`);
  });

  it('refuses an image that is neither a file of the media folder nor an https address', () => {
    for (const image of ['/wants', 'http://trove.app/a.png', 'javascript:alert(1)', 'card.png', '//evil.example/a.png'])
      expect(() => parsed(`image: "${image}"`)).toThrow(/line 4: image: found .*; put the image in the media folder/);
  });

  it('refuses TOC levels out of 2 to 6, and a last level above the first', () => {
    expect(() => parsed('toc_max_heading_level: 7')).toThrow(
      'line 4: toc_max_heading_level: found 7; expected Too big: expected number to be <=6; use a whole number from 2 to 6',
    );
    expect(() => parsed('toc_min_heading_level: 4', 'toc_max_heading_level: 3')).toThrow(
      'line 5: toc_max_heading_level: found 3; expected a level at least toc_min_heading_level (the first level shown); use a whole number from 2 to 6, at least toc_min_heading_level',
    );
    expect(parsed('toc_min_heading_level: 4')).toMatchObject({ toc_min_heading_level: 4 });
  });

  it('refuses a pagination target that is no doc id, a class name that is not one, and keywords that are no list', () => {
    expect(() => parsed('pagination_next: Guides/Alerts.mdx')).toThrow(
      'line 4: pagination_next: found "Guides/Alerts.mdx"; expected a doc id such as "guides/alerts"; write the id of a doc, such as guides/alerts, or null to show no "Next" link',
    );
    expect(() => parsed('sidebar_class_name: "new\\" onclick=x"')).toThrow(
      'line 4: sidebar_class_name: found "new\\" onclick=x"; expected one CSS class name',
    );
    expect(() => parsed('keywords: wants')).toThrow('line 4: keywords: found "wants"; expected a value of type array');
  });
});
