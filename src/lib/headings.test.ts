import { extractHeadings, plainHeadingText } from './headings';

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
});
