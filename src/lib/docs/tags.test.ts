import { parseYamlFile } from './yamlFile';
import { tagOf, tagPages, TAGS_FILE_RULES, translatedTags, undeclaredTags } from './tags';

const declared = { wants: { label: 'Wants', description: 'Docs about want lists.' }, trade: null };

describe('tagOf', () => {
  it('takes a declared tag from the tags file, and an inline one as written, at the route its words give', () => {
    expect(tagOf('wants', declared, '/')).toEqual({
      key: 'wants',
      label: 'Wants',
      description: 'Docs about want lists.',
      route: '/tags/wants',
    });
    expect(tagOf('trade', declared, '/1.0')).toEqual({ key: 'trade', label: 'trade', route: '/1.0/tags/trade' });
    expect(tagOf('Price ceilings', undefined, '/ar')).toEqual({
      key: 'price-ceilings',
      label: 'Price ceilings',
      route: '/ar/tags/price-ceilings',
    });
  });
});

describe('tagPages', () => {
  const doc = (docId: string, tags: string[]) => ({
    docId,
    title: docId.toUpperCase(),
    route: `/${docId}`,
    description: `About ${docId}.`,
    tags,
  });

  it('lists each tag once with the docs that name it, in their order, tags by label', () => {
    const pages = tagPages(
      [doc('wants', ['wants', 'Price ceilings', 'wants']), doc('resources', ['wants'])],
      declared,
      '/',
    );
    expect(pages.map((page) => [page.label, page.route, page.docs.map((entry) => entry.docId)])).toEqual([
      ['Price ceilings', '/tags/price-ceilings', ['wants']],
      ['Wants', '/tags/wants', ['wants', 'resources']],
    ]);
  });
});

describe('undeclaredTags', () => {
  it('names the file, the tag, the declared ones and the fix; nothing without a tags file', () => {
    const docs = [{ sourceFile: 'content/docs/wants.mdx', tags: ['wants', 'want'] }];
    expect(undeclaredTags(docs, declared, 'content/tags.yml')).toEqual([
      'content/docs/wants.mdx: tags: "want" is not declared in content/tags.yml (declared tags: trade, wants); declare it there, or name a declared tag',
    ]);
    expect(undeclaredTags(docs, undefined, 'content/tags.yml')).toEqual([]);
  });
});

describe('the tags file', () => {
  it('takes keys with a label and a description, and names a bad key with its line', () => {
    expect(parseYamlFile('content/tags.yml', 'wants:\n  label: Wants\ntrade:\n', TAGS_FILE_RULES)).toEqual({
      wants: { label: 'Wants' },
      trade: null,
    });
    expect(() => parseYamlFile('content/tags.yml', 'wants:\n  permalink: /w\n', TAGS_FILE_RULES)).toThrow(
      /line 2: wants\.permalink: unknown key/,
    );
  });
});

describe("a locale's tags", () => {
  it("takes the translation's label and description over the tags file's, key by key", () => {
    expect(translatedTags(declared, { wants: { label: 'الرغبات' }, trade: { description: 'تبادل.' } })).toEqual({
      tags: {
        wants: { label: 'الرغبات', description: 'Docs about want lists.' },
        trade: { description: 'تبادل.' },
      },
      problems: [],
    });
  });

  it('names each key the tags file lacks, with its keys', () => {
    expect(translatedTags(declared, { wnats: { label: 'x' } }).problems).toEqual([
      {
        keyPath: ['wnats'],
        text: 'wnats: not a key of the tags file (its keys: trade, wants); translate one of its tags, or declare it there first',
      },
    ]);
  });
});
