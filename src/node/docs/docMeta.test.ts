import type { DocRecord } from '../../lib/docs/record';
import { docMetaOf } from './docMeta';

describe('docMetaOf', () => {
  it("keeps all of a doc's record but its body's HTML and search text, with its Doc node's id and digest", () => {
    const record = {
      docId: 'wants',
      title: 'Want lists',
      headings: [{ depth: 2, value: 'Price ceilings', id: 'price-ceilings' }],
      html: '<p>Want lists</p>',
      sections: [{ text: 'Want lists' }],
    } as unknown as DocRecord;
    expect(docMetaOf(record, { id: 'doc-node', internal: { contentDigest: 'digest' } })).toEqual({
      docId: 'wants',
      title: 'Want lists',
      headings: [{ depth: 2, value: 'Price ceilings', id: 'price-ceilings' }],
      docNodeId: 'doc-node',
      docDigest: 'digest',
    });
    expect(record.html).toBe('<p>Want lists</p>');
  });
});
