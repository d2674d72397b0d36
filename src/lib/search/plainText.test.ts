import { splitSections } from '../headings';
import { plainText } from './plainText';

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

describe('plainText', () => {
  it('keeps the text a reader sees: no MDX imports, inline syntax, table or list markup, no fenced code', () => {
    expect(splitSections(body).map((section) => plainText(section.lines))).toEqual([
      'Trove tracks your haves and wants. See want lists.',
      'A ceiling is stored in max_price: State Rule Within ceiling Price at or below max_price',
      "Tick several wants Choose Set ceiling Ceilings use the want's own currency.",
      '',
    ]);
  });

  it('unescapes Markdown escapes and keeps numbered list text', () => {
    expect(plainText(['1. Costs \\$5 \\[draft\\]', '2) Done'])).toBe('Costs $5 [draft] Done');
  });
});
