import { tagMismatchMessage, tagMismatchOf, type ParserError } from './unclosedElement';

// Messages as mdast-util-mdx-jsx writes them (the error's `source` and `ruleId` are its origin's parts).
const mismatch = (reason: string, line?: number, column?: number): ParserError => ({
  source: 'mdast-util-mdx-jsx',
  ruleId: 'end-tag-mismatch',
  reason,
  line,
  column,
});

describe('tagMismatchOf', () => {
  it('reads the element left open from a closing tag of another name, which the parser names first', () => {
    expect(
      tagMismatchOf(
        mismatch(
          'Unexpected closing tag `</TabItem>`, expected corresponding closing tag for `<Tabs>` (11:1-11:7)',
          13,
          1,
        ),
      ),
    ).toEqual({
      open: { name: 'Tabs', start: { line: 11, column: 1 }, end: { line: 11, column: 7 } },
      closing: { name: 'TabItem', start: { line: 13, column: 1 } },
    });
  });

  it('reads an element open at the end of the doc or of the block it stands in', () => {
    expect(tagMismatchOf(mismatch('Expected a closing tag for `<Tabs>` (8:1-8:7)'))).toEqual({
      open: { name: 'Tabs', start: { line: 8, column: 1 }, end: { line: 8, column: 7 } },
    });
    expect(
      tagMismatchOf(mismatch('Expected a closing tag for `<kbd>` (9:6-9:11) before the end of `paragraph`', 9, 1)),
    ).toEqual({
      open: { name: 'kbd', start: { line: 9, column: 6 }, end: { line: 9, column: 11 } },
      blockEnd: 'paragraph',
    });
  });

  it('leaves other errors alone', () => {
    expect(
      tagMismatchOf({
        source: 'mdast-util-mdx-jsx',
        ruleId: 'unexpected-closing-slash',
        reason: 'Unexpected closing slash `/` in tag, expected an open tag first',
      }),
    ).toBeUndefined();
    expect(tagMismatchOf({ source: 'micromark-extension-mdx-expression', reason: 'Could not parse' })).toBeUndefined();
  });
});

describe('tagMismatchMessage', () => {
  const nestedTabs = tagMismatchOf(
    mismatch('Unexpected closing tag `</TabItem>`, expected corresponding closing tag for `<Tabs>` (11:1-11:7)', 13, 1),
  )!;

  it('names the element left open, at its opening tag, and where to close it', () => {
    expect(tagMismatchMessage(nestedTabs)).toEqual({
      message:
        '`<Tabs>` (11:1-11:7) is never closed: add `</Tabs>` before `</TabItem>` (13:1), which closes the element around it',
      place: { line: 11, column: 1 },
    });
    expect(tagMismatchMessage(tagMismatchOf(mismatch('Expected a closing tag for `<Tabs>` (8:1-8:7)'))!))
      .toMatchInlineSnapshot(`
      {
        "message": "\`<Tabs>\` (8:1-8:7) is never closed: add \`</Tabs>\` where its content ends (nothing closes it before the end of the doc)",
        "place": {
          "column": 1,
          "line": 8,
        },
      }
    `);
    expect(
      tagMismatchMessage(
        tagMismatchOf(mismatch('Expected a closing tag for `<Tabs>` (7:3-7:9) before the end of `listItem`', 6, 1))!,
      ).message,
    ).toBe('`<Tabs>` (7:3-7:9) is never closed: add `</Tabs>` before the end of its list item');
  });

  it('points at a closing tag that closes nothing open, whose opening tag is missing', () => {
    expect(tagMismatchMessage(nestedTabs, true)).toEqual({
      message:
        '`</TabItem>` (13:1) closes no open `<TabItem>`: the element open there is `<Tabs>` (11:1-11:7). ' +
        'Make it `</Tabs>` if it closes that one; else add the `<TabItem>` it closes, or delete it',
      place: { line: 13, column: 1 },
    });
  });
});
