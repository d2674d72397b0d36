import { pagerDocOf, pagerLinks, paginationProblems, type PagerDoc, type PagerSettings } from './pagination';

const pagerDoc = (docId: string, extra: Partial<PagerDoc> = {}): PagerDoc => ({
  docId,
  route: `/${docId}`,
  title: `The ${docId} doc`,
  sidebarLabel: null,
  paginationLabel: null,
  ...extra,
});

const docs = new Map(
  [
    pagerDoc('index', { sidebarLabel: 'Introduction' }),
    pagerDoc('resources', { paginationLabel: 'Reference works' }),
    pagerDoc('wants'),
  ].map((doc) => [doc.docId, doc]),
);

const unset: PagerSettings = {
  paginationPrev: null,
  paginationNext: null,
  paginationPrevHidden: false,
  paginationNextHidden: false,
};

const place = {
  previous: { label: 'Intro', href: '/', docId: 'index' },
  next: { label: 'Resources', href: '/resources', docId: 'resources' },
};

describe('pagerDocOf', () => {
  it('keeps what the pager reads of a doc and leaves the rest, such as its body, out', () => {
    const doc = { docId: 'wants', route: '/wants', title: 'Want lists', sidebarLabel: null, paginationLabel: null };
    expect(pagerDocOf({ ...doc, html: '<p>Body</p>', toc: [] } as typeof doc)).toEqual(doc);
  });
});

describe('pagerLinks', () => {
  it("keeps the sidebar's neighbours, labelled by their pagination_label where they have one", () => {
    expect(pagerLinks(unset, place, docs)).toEqual({
      previous: { label: 'Intro', href: '/index', docId: 'index' },
      next: { label: 'Reference works', href: '/resources', docId: 'resources' },
    });
  });

  it('leads where the front matter says, or nowhere for null', () => {
    expect(pagerLinks({ ...unset, paginationPrev: 'wants', paginationNextHidden: true }, place, docs)).toEqual({
      previous: { label: 'The wants doc', href: '/wants', docId: 'wants' },
    });
    expect(pagerLinks({ ...unset, paginationNext: 'index' }, undefined, docs)).toEqual({
      next: { label: 'Introduction', href: '/index', docId: 'index' },
    });
  });

  it('gives no link to a doc the build leaves out (a draft, an unlisted doc)', () => {
    expect(pagerLinks({ ...unset, paginationNext: 'draft' }, undefined, docs)).toEqual({});
  });
});

describe('paginationProblems', () => {
  it('names the file, the key, the id found, the known ids and the fix', () => {
    const doc = { sourceFile: 'content/docs/wants.mdx', paginationPrev: 'resource', paginationNext: 'index' };
    expect(paginationProblems([doc], new Set(['index', 'resources', 'wants']))).toEqual([
      'content/docs/wants.mdx: pagination_prev: found "resource", which is no doc of its version (known ids: index, resources, wants); fix the id, or write null to show no "Previous" link',
    ]);
    expect(paginationProblems([{ ...doc, paginationPrev: null }], new Set(['index']))).toEqual([]);
  });
});
