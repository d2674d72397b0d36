import { element, text, type HastNode } from './hast';
import rehypeContentElements from './contentElements';

function transformed(...children: HastNode[]): HastNode[] {
  const tree = element('root', {}, children);
  rehypeContentElements()(tree);
  return tree.children;
}

describe('rehypeContentElements', () => {
  it('gives headings from level 2 a link to themselves, named after their text', () => {
    const [h2, h1] = transformed(
      element('h2', { id: 'alerts' }, [text('Price alerts')]),
      element('h1', { id: 'x' }, [text('X')]),
    );
    expect(h2.children?.[1]).toEqual(
      element('a', { href: '#alerts', className: ['doc-heading-anchor'], ariaLabel: 'Direct link to Price alerts' }, [
        text('#'),
      ]),
    );
    expect(h1.children).toHaveLength(1);
  });

  it('puts a table in a focusable region named after its columns, with the marker after it', () => {
    const table = element('table', {}, [
      element('thead', {}, [
        element('tr', {}, [element('th', {}, [text('Limit')]), element('th', {}, [text('Value')])]),
      ]),
      element('tbody', {}, [
        element('tr', {}, [element('td', {}, [text('Wants')]), element('td', {}, [text('5,000')])]),
      ]),
    ]);
    const [box] = transformed(table);
    expect(box).toMatchObject({
      tagName: 'div',
      properties: { tabIndex: 0, role: 'region', ariaLabel: 'Table: Limit, Value' },
    });
    expect(box.children).toEqual([table, element('span', { className: ['doc-table-parsed'], hidden: true })]);
  });

  it('gives a code block a copy button and a status line', () => {
    const pre = element('pre', { className: ['shiki'] }, [element('code', {}, [text('a,b')])]);
    const [block] = transformed(pre);
    expect(block.children?.[0]).toBe(pre);
    expect(block.children?.[1]).toMatchObject({
      tagName: 'button',
      properties: { dataBehaviour: 'copy-code', ariaLabel: 'Copy code to clipboard' },
    });
    expect(block.children?.[2]).toMatchObject({ tagName: 'span', properties: { role: 'status' } });
  });
});
