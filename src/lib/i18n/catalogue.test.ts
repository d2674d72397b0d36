import { ADMONITIONS, admonitionTitlesIn } from '../content/admonitions';
import { catalogue, keysReaching, STRING_KEYS } from './catalogue';
import { formatMessage, messageParts, placeholdersOf } from './format';
import { ENGLISH as strings } from './stringsFile';

describe('the catalogue of the strings the site writes', () => {
  it('gives every key an English message and a description for translators', () => {
    for (const key of STRING_KEYS) {
      expect(key).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
      expect(catalogue[key].message.trim()).not.toBe('');
      expect(catalogue[key].description.length).toBeGreaterThan(10);
    }
  });

  it('describes each placeholder a message has', () => {
    for (const key of STRING_KEYS) {
      for (const name of placeholdersOf(catalogue[key].message)) {
        expect(`${key}: ${catalogue[key].description}`).toContain(`{${name}}`);
      }
    }
  });

  it('splits the keys by where they are read', () => {
    expect(keysReaching('html')).toContain('toc.title');
    expect(keysReaching('page')).toContain('sidebar.label');
    expect(keysReaching('lazy')).toContain('search.placeholder');
    expect(keysReaching('notFound')).toContain('notFound.title');
    const reaches = ['html', 'page', 'lazy', 'notFound'] as const;
    const all = reaches.flatMap((reach) => keysReaching(reach));
    expect(all.sort()).toEqual([...STRING_KEYS].sort());
  });
});

describe('admonitionTitlesIn', () => {
  it("gives each kind of admonition its title in a locale's strings, the English ones by default", () => {
    expect(admonitionTitlesIn(strings)).toEqual(ADMONITIONS);
    expect(admonitionTitlesIn({ ...strings, 'admonition.warning': 'تحذير' })).toEqual({
      ...ADMONITIONS,
      warning: 'تحذير',
    });
  });
});

describe('formatMessage and messageParts', () => {
  it('fill in the placeholders by name', () => {
    expect(formatMessage(strings, 'search.resultsCount', { count: 3 })).toBe('3 results');
    expect(formatMessage(strings, 'search.resultsOnPages', { results: '3 results', pages: 2 })).toBe(
      '3 results on 2 pages.',
    );
    expect(formatMessage({ 'search.noResults': 'لا نتائج لـ «{input}».' }, 'search.noResults', { input: 'x' })).toBe(
      'لا نتائج لـ «x».',
    );
  });

  it('keep the values that are elements in the order the locale writes them', () => {
    const link = { element: 'home link' };
    expect(messageParts(strings, 'notFound.pickPage', { homeLink: link })).toEqual([link, ', or pick a page:']);
    expect(
      messageParts({ 'notFound.pickPage': 'اختر صفحة، أو {homeLink}' }, 'notFound.pickPage', { homeLink: link }),
    ).toEqual(['اختر صفحة، أو ', link]);
  });

  it('lists a message’s placeholders once each, sorted', () => {
    expect(placeholdersOf('{b} and {a}, then {b}')).toEqual(['a', 'b']);
    expect(placeholdersOf('No braces')).toEqual([]);
  });
});
