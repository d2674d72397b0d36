import { docPlace } from './docPlace';

describe('docPlace', () => {
  it("gives the file's line and column, then the body's line as the CMS's body editor counts it", () => {
    expect(docPlace('content/docs/wants.mdx', { line: 156, column: 1 }, 8)).toBe(
      'content/docs/wants.mdx:156:1 (line 148 of the body)',
    );
    expect(docPlace('content/docs/wants.mdx', { line: 9 }, 8)).toBe('content/docs/wants.mdx:9 (line 1 of the body)');
  });

  it('gives the file alone without a line, and no body line where the file is all body', () => {
    expect(docPlace('content/docs/wants.mdx', {}, 8)).toBe('content/docs/wants.mdx');
    expect(docPlace('notes.mdx', { line: 3, column: 2 }, 0)).toBe('notes.mdx:3:2');
  });
});
