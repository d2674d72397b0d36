import { extractHeadings, plainHeadingText, splitSections } from './headings';

describe('extractHeadings', () => {
  it('lists ATX headings with github-slugger ids, skipping fenced code', () => {
    const body = [
      '## Price ceilings',
      'Text with # not a heading',
      '```bash',
      '# a shell comment, not a heading',
      '```',
      '### Matching haves against wants',
      '~~~',
      '## inside tildes',
      '~~~',
      '#### Deep detail',
      '## Price ceilings',
    ].join('\n');
    expect(extractHeadings(body)).toEqual([
      { depth: 2, value: 'Price ceilings', id: 'price-ceilings' },
      { depth: 3, value: 'Matching haves against wants', id: 'matching-haves-against-wants' },
      { depth: 4, value: 'Deep detail', id: 'deep-detail' },
      { depth: 2, value: 'Price ceilings', id: 'price-ceilings-1' },
    ]);
  });

  it('ignores closing hashes and punctuation in ids', () => {
    expect(extractHeadings('## CSV: the columns ##')).toEqual([
      { depth: 2, value: 'CSV: the columns', id: 'csv-the-columns' },
    ]);
  });
});

describe('plainHeadingText', () => {
  it('keeps the text of links, code and emphasis', () => {
    expect(plainHeadingText('Use `trove export` with [wants](/wants) **now**')).toBe('Use trove export with wants now');
  });

  it('keeps underscores inside words and everything inside code spans', () => {
    expect(plainHeadingText('The `max_price` and min_condition _fields_ of `a *b* <c>`')).toBe(
      'The max_price and min_condition fields of a *b* <c>',
    );
  });
});

describe('splitSections', () => {
  it('cuts the body at each heading, keeping the lines between them and dropping fenced code', () => {
    const body = ['Intro', '## First', 'one', '```', '## not a heading', '```', '### Second', 'two'].join('\n');
    expect(splitSections(body)).toEqual([
      { lines: ['Intro'] },
      { heading: { depth: 2, value: 'First', id: 'first' }, lines: ['one'] },
      { heading: { depth: 3, value: 'Second', id: 'second' }, lines: ['two'] },
    ]);
  });
});
