import { describeMessage, failedView, INITIAL_VIEW, nextView } from './view';

describe('nextView', () => {
  it('shows a body that compiles and drops the last error', () => {
    const broken = nextView(INITIAL_VIEW, { error: { message: 'Unexpected end of file', line: 3 } });
    expect(nextView(broken, { html: '<p>B</p>', warnings: [] })).toStrictEqual({
      html: '<p>B</p>',
      warnings: [],
      error: undefined,
    });
  });

  it('keeps the last body that compiled, and its warnings, when the next one does not', () => {
    const shown = nextView(INITIAL_VIEW, { html: '<p>A</p>', warnings: [{ message: 'Unknown admonition' }] });
    expect(nextView(shown, { error: { message: 'Unexpected end of file', line: 3 } })).toEqual({
      html: '<p>A</p>',
      warnings: [{ message: 'Unknown admonition' }],
      error: { message: 'Unexpected end of file', line: 3 },
    });
  });

  it('has no body before the first render ends', () => {
    expect(nextView(INITIAL_VIEW, { error: { message: 'x' } }).html).toBeUndefined();
  });
});

describe('failedView', () => {
  it('keeps the body on show and says the preview itself failed', () => {
    const shown = nextView(INITIAL_VIEW, { html: '<p>A</p>', warnings: [] });
    expect(failedView(shown, new Error('Failed to fetch dynamically imported module'))).toEqual({
      html: '<p>A</p>',
      warnings: [],
      error: { message: 'The preview could not render this doc: Failed to fetch dynamically imported module' },
    });
  });
});

describe('describeMessage', () => {
  it('puts the line and column first', () => {
    expect(describeMessage({ message: 'Unexpected character', line: 4, column: 7 })).toBe(
      'Line 4, column 7: Unexpected character',
    );
    expect(describeMessage({ message: 'Unknown admonition', line: 4 })).toBe('Line 4: Unknown admonition');
  });

  it('reads the place an MDX error names only in its text', () => {
    expect(describeMessage({ message: 'Expected a closing tag for `<Tabs>` (20:1-20:7)' })).toBe(
      'Line 20, column 1: Expected a closing tag for `<Tabs>` (20:1-20:7)',
    );
  });

  it('gives a message without a place as it is', () => {
    expect(describeMessage({ message: 'Could not parse expression with acorn' })).toBe(
      'Could not parse expression with acorn',
    );
  });
});
