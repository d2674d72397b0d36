import { ENGLISH, parseStringsFile, resolveStrings, StringsFileError, stringsFilePath } from './stringsFile';

const FILE = 'content/i18n/ar/strings.json';
const parse = (value: unknown) => parseStringsFile(JSON.stringify(value), FILE);

describe('a locale’s strings file', () => {
  it('lives at i18n/<locale>/strings.json of the content', () => {
    expect(stringsFilePath('ar')).toBe('i18n/ar/strings.json');
  });

  it('overrides the English of the keys it translates; the others stay English', () => {
    const strings = resolveStrings(
      parse({
        'toc.title': { message: 'في هذه الصفحة', default: 'On this page', description: 'Heading.' },
        'search.resultsCount': { message: '{count} نتيجة' },
        'paginator.next': { message: '' },
      }),
    );
    expect(strings['toc.title']).toBe('في هذه الصفحة');
    expect(strings['search.resultsCount']).toBe('{count} نتيجة');
    expect(strings['paginator.next']).toBe('Next');
    expect(strings['paginator.previous']).toBe('Previous');
    expect(resolveStrings(undefined)).toBe(ENGLISH);
  });

  it('fails on an unknown key, naming the file, the key and the fix', () => {
    expect(() => parse({ 'toc.titel': { message: 'x' } })).toThrowErrorMatchingInlineSnapshot(`
"content/i18n/ar/strings.json: "toc.titel": unknown key; the site writes no such string. Remove it, or check its spelling against the catalogue
The keys and their English are in src/lib/i18n/catalogue.ts; \`npm run i18n:extract\` rewrites the file with every key, keeping its translations."
`);
  });

  it('fails on a message that is not a string, and on an entry that is no object', () => {
    expect(() => parse({ 'toc.title': { message: 3 }, 'paginator.next': 'التالي' }))
      .toThrowErrorMatchingInlineSnapshot(`
"content/i18n/ar/strings.json: 
  - "toc.title".message: found 3; expected a string, the text in this locale for "On this page" (put it in quotes)
  - "paginator.next": found "التالي"; expected an object such as { "message": "…" } whose message translates "Next"
The keys and their English are in src/lib/i18n/catalogue.ts; \`npm run i18n:extract\` rewrites the file with every key, keeping its translations."
`);
  });

  it('fails on a placeholder lost or added', () => {
    expect(() => parse({ 'search.resultsCount': { message: '{n} نتيجة' }, 'toc.title': { message: 'في {page}' } }))
      .toThrowErrorMatchingInlineSnapshot(`
"content/i18n/ar/strings.json: 
  - "search.resultsCount".message: "{n} نتيجة" lacks {count} and has {n}, which the site does not fill in; keep the placeholders of "{count} results" as written ({count}) and translate the words around them
  - "toc.title".message: "في {page}" has {page}, which the site does not fill in; keep the placeholders of "On this page" as written (it has none) and translate the words around them
The keys and their English are in src/lib/i18n/catalogue.ts; \`npm run i18n:extract\` rewrites the file with every key, keeping its translations."
`);
  });

  it('fails on an unknown field, on invalid JSON and on a file that is no object', () => {
    expect(() => parse({ 'toc.title': { message: 'x', note: 'y' } })).toThrow(
      '"toc.title": unknown field note; an entry holds message, default and description only',
    );
    expect(() => parseStringsFile('{ "toc.title": ', FILE)).toThrow(/^content\/i18n\/ar\/strings.json: not valid JSON/);
    expect(() => parse(['x'])).toThrow(StringsFileError);
  });

  it('lets keys no longer in the catalogue through for the extract command', () => {
    const text = JSON.stringify({ 'old.key': { message: 'x' }, 'toc.title': { message: 'y' } });
    expect(Object.keys(parseStringsFile(text, FILE, { keepUnknownKeys: true }))).toEqual(['old.key', 'toc.title']);
  });
});
