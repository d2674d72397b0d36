import remarkAdmonitions, { admonitionTitlesToLabels } from './admonitions';

describe('admonitionTitlesToLabels', () => {
  it("rewrites Docusaurus' title after a space to a label, outside code", () => {
    const source = [
      ':::tip Price alerts',
      'Set one.',
      ':::',
      '```md',
      ':::note Not here',
      '```',
      ':::info[Kept]',
      ':::warning',
    ].join('\n');
    expect(admonitionTitlesToLabels(source).split('\n')).toEqual([
      ':::tip[Price alerts]',
      'Set one.',
      ':::',
      '```md',
      ':::note Not here',
      '```',
      ':::info[Kept]',
      ':::warning',
    ]);
  });
});

type Node = Parameters<ReturnType<typeof remarkAdmonitions>>[0];

function transform(tree: Node, value = '') {
  const messages: string[] = [];
  remarkAdmonitions()(tree, { value, message: (reason: string) => messages.push(reason) });
  return messages;
}

describe('remarkAdmonitions', () => {
  it('turns a known container directive into a note box with its default title', () => {
    const body = { type: 'paragraph', children: [{ type: 'text', value: 'Careful.' }] };
    const tree = { type: 'root', children: [{ type: 'containerDirective', name: 'warning', children: [body] }] };
    transform(tree);
    const box = tree.children[0] as Node;
    expect(box.data).toEqual({
      hName: 'div',
      hProperties: { className: ['admonition', 'admonition-warning'], role: 'note' },
    });
    expect(box.children?.[0]).toMatchObject({
      data: { hProperties: { className: ['admonition-title'] } },
      children: [{ value: 'Warning' }],
    });
    expect(box.children?.[1]).toBe(body);
  });

  it('takes a custom title from the label, still naming the kind for screen readers', () => {
    const label = {
      type: 'paragraph',
      data: { directiveLabel: true },
      children: [{ type: 'text', value: 'Price alerts' }],
    };
    const tree = { type: 'root', children: [{ type: 'containerDirective', name: 'tip', children: [label] }] };
    transform(tree);
    const title = (tree.children[0] as Node).children?.[0];
    expect(title?.children?.[0]).toMatchObject({ data: { hName: 'span' }, children: [{ value: 'Tip: ' }] });
    expect(title?.children?.[1]).toEqual({ type: 'text', value: 'Price alerts' });
  });

  it('gives back text that only looked like a directive, and warns about an unknown admonition', () => {
    const source = 'Open Settings:Alerts now.';
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: 'Open Settings' },
            {
              type: 'textDirective',
              name: 'Alerts',
              children: [],
              position: { start: { line: 1, column: 14, offset: 13 }, end: { offset: 20 } },
            },
            { type: 'text', value: ' now.' },
          ],
        },
        { type: 'containerDirective', name: 'caution', children: [{ type: 'paragraph', children: [] }] },
      ],
    };
    const messages = transform(tree, source);
    expect((tree.children[0] as Node).children?.[1]).toEqual({ type: 'text', value: ':Alerts' });
    expect(tree.children[1]).toEqual({ type: 'paragraph', children: [] });
    expect(messages).toEqual([expect.stringContaining('Unknown admonition ":::caution"; use one of :::note, :::tip')]);
  });
});
