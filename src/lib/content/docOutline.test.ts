import { element, text } from './hast';
import { docOutline } from './docOutline';

const heading = (level: number, id: string, ...children: ReturnType<typeof text>[]) =>
  element(`h${level}`, { id }, children);

describe('docOutline', () => {
  it('lists headings with their ids and the text of each section, code left out', () => {
    const tree = element('root', {}, [
      element('p', {}, [text('Intro with '), element('strong', {}, [text('bold')]), text(' words.')]),
      heading(2, 'price-ceilings', text('Price '), text('ceilings')),
      element('p', {}, [text('First paragraph.')]),
      element('pre', {}, [element('code', {}, [text('type,title\nwant,Rose')])]),
      element('ul', {}, [element('li', {}, [text('one')]), element('li', {}, [text('two')])]),
      heading(3, 'alerts', text('Alerts')),
      element('table', {}, [element('tr', {}, [element('td', {}, [text('A')]), element('td', {}, [text('B')])])]),
    ]);
    expect(docOutline(tree)).toEqual({
      headings: [
        { depth: 2, value: 'Price ceilings', id: 'price-ceilings' },
        { depth: 3, value: 'Alerts', id: 'alerts' },
      ],
      sections: [
        { text: 'Intro with bold words.' },
        { heading: { depth: 2, value: 'Price ceilings', id: 'price-ceilings' }, text: 'First paragraph. one two' },
        { heading: { depth: 3, value: 'Alerts', id: 'alerts' }, text: 'A B' },
      ],
    });
  });

  it('finds headings inside other elements, such as a tab panel, and skips headings without an id', () => {
    const tree = element('root', {}, [
      element('div', { role: 'tabpanel' }, [heading(2, 'csv', text('CSV')), element('p', {}, [text('Columns.')])]),
      element('h2', {}, [text('No id')]),
    ]);
    const outline = docOutline(tree);
    expect(outline.headings).toEqual([{ depth: 2, value: 'CSV', id: 'csv' }]);
    expect(outline.sections[1].text).toBe('Columns. No id');
  });
});
