import { plainText, sectionRecords } from './records';

const body = `import Note from './Note';

Trove tracks your **haves** and _wants_. See [want lists](/wants).

## Price ceilings

A ceiling is stored in \`max_price\`:

\`\`\`csv
type,title,max_price
want,Morgan dollar,450.00
\`\`\`

| State | Rule |
| --- | --- |
| Within ceiling | Price at or below \`max_price\` |

### Setting a ceiling

- Tick several wants
- Choose **Set ceiling**

> Ceilings use the want's <abbr title="currency">own currency</abbr>.

## Price ceilings
`;

describe('sectionRecords', () => {
  const records = sectionRecords({ title: 'Want lists', route: '/wants', body }, 2, 10);

  it('makes one record per section: the top of the page, then each heading, anchored as rehype-slug does', () => {
    expect(records.map(({ id, page, heading, anchor }) => ({ id, page, heading, anchor }))).toEqual([
      { id: 10, page: 2, heading: '', anchor: '' },
      { id: 11, page: 2, heading: 'Price ceilings', anchor: 'price-ceilings' },
      { id: 12, page: 2, heading: 'Setting a ceiling', anchor: 'setting-a-ceiling' },
      { id: 13, page: 2, heading: 'Price ceilings', anchor: 'price-ceilings-1' },
    ]);
    expect(records.every((record) => record.title === 'Want lists')).toBe(true);
  });

  it('keeps the text a reader sees: no MDX imports, inline syntax, table or list markup, no fenced code', () => {
    expect(records.map((record) => record.text)).toEqual([
      'Trove tracks your haves and wants. See want lists.',
      'A ceiling is stored in max_price: State Rule Within ceiling Price at or below max_price',
      "Tick several wants Choose Set ceiling Ceilings use the want's own currency.",
      '',
    ]);
  });
});

describe('plainText', () => {
  it('unescapes Markdown escapes and keeps numbered list text', () => {
    expect(plainText(['1. Costs \\$5 \\[draft\\]', '2) Done'])).toBe('Costs $5 [draft] Done');
  });
});
