import { element, text, type HastNode } from './hast';
import rehypeContentElements from './contentElements';
import type { DocLabels } from './docLabels';
import { ARABIC_DOC_LABELS } from './docLabels.testHelper';

function transformed(...children: HastNode[]): HastNode[] {
  return transformedIn(undefined, ...children);
}

/** With the doc labels of a locale, as the build gives them in the file's data. */
function transformedIn(docLabels: DocLabels | undefined, ...children: HastNode[]): HastNode[] {
  const tree = element('root', {}, children);
  rehypeContentElements()(tree, { data: { docLabels } });
  return tree.children;
}

const limitsTable = () =>
  element('table', {}, [
    element('thead', {}, [element('tr', {}, [element('th', {}, [text('Limit')]), element('th', {}, [text('Value')])])]),
    element('tbody', {}, [element('tr', {}, [element('td', {}, [text('Wants')]), element('td', {}, [text('5,000')])])]),
  ]);

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
    const table = limitsTable();
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
      properties: {
        dataBehaviour: 'copy-code',
        ariaLabel: 'Copy code to clipboard',
        dataCopied: 'Copied',
        dataCopiedStatus: 'Code copied to clipboard',
      },
      children: [text('Copy')],
    });
    expect(block.children?.[2]).toMatchObject({ tagName: 'span', properties: { role: 'status' } });
  });

  it("names the heading link, the table box and the copy button in the doc's language", () => {
    const [heading, box, block] = transformedIn(
      ARABIC_DOC_LABELS,
      element('h2', { id: 'prices' }, [text('الأسعار')]),
      limitsTable(),
      element('pre', {}, [element('code', {}, [text('a,b')])]),
    );
    expect(heading.children?.[1]).toMatchObject({ properties: { ariaLabel: 'رابط مباشر إلى الأسعار' } });
    expect(box).toMatchObject({ properties: { ariaLabel: 'جدول: Limit, Value' } });
    expect(block.children?.[1]).toMatchObject({
      properties: {
        ariaLabel: 'نسخ الشفرة إلى الحافظة',
        dataCopied: 'تم النسخ',
        dataCopiedStatus: 'نُسخت الشفرة إلى الحافظة',
      },
      children: [text('نسخ')],
    });
  });
});
