import { buildPublishesDrafts, publishedDocs } from './published';

describe('the draft rule', () => {
  it('publishes drafts while developing, never in a production build', () => {
    expect(buildPublishesDrafts('development')).toBe(true);
    expect(buildPublishesDrafts(undefined)).toBe(true);
    expect(buildPublishesDrafts('production')).toBe(false);
  });

  it('keeps or drops drafts accordingly', () => {
    const docs = [
      { id: 'a', draft: false },
      { id: 'b', draft: true },
    ];
    expect(publishedDocs(docs, false).map((doc) => doc.id)).toEqual(['a']);
    expect(publishedDocs(docs, true).map((doc) => doc.id)).toEqual(['a', 'b']);
  });
});
