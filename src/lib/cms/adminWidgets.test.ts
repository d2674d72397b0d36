import { characterCount, docChoicesOf, singularOf } from './adminWidgets';

describe('docChoicesOf', () => {
  it("offers each doc by title and id, its id made by the build's rule, sorted by label", () => {
    const choices = docChoicesOf([
      {
        folder: '',
        entries: [
          { slug: 'wants', data: { title: 'Want lists' } },
          { slug: 'index', data: { title: 'Welcome', id: '' } },
        ],
      },
      // A front-matter id replaces the file name, inside the folder.
      { folder: 'guides', entries: [{ slug: 'alerts', data: { title: 'Price alerts', id: 'price-alerts' } }] },
    ]);
    expect(choices).toEqual([
      { label: 'Price alerts (guides/price-alerts)', value: 'guides/price-alerts' },
      { label: 'Want lists (wants)', value: 'wants' },
      { label: 'Welcome (index)', value: 'index' },
    ]);
  });

  it('offers a doc without a title, which the build refuses, by its id', () => {
    expect(docChoicesOf([{ folder: '', entries: [{ slug: 'draft', data: {} }] }])).toEqual([
      { label: 'draft (draft)', value: 'draft' },
    ]);
  });
});

describe('characterCount', () => {
  it('counts as the build does, and says how far over the limit a text is', () => {
    expect(characterCount('Lists of what you look for.', 160)).toEqual({ text: '27 of 160 characters', over: false });
    expect(characterCount('x'.repeat(160), 160).over).toBe(false);
    expect(characterCount('x'.repeat(170), 160)).toEqual({ text: '170 of 160 characters: 10 too many', over: true });
  });
});

describe('singularOf', () => {
  it('names one item of a list labelled by a plural', () => {
    expect(singularOf('Items')).toBe('Item');
    expect(singularOf('Links')).toBe('Link');
    expect(singularOf('Tutorial sidebar entries')).toBe('Tutorial sidebar entry');
    expect(singularOf('Address')).toBe('Address');
  });
});
