import { catalogue, STRING_KEYS } from './catalogue';
import { extractStrings, stringsFileText } from './extract';

describe('extractStrings', () => {
  it('writes every key with its English default and description, the English as message', () => {
    const { file, added, dropped, changed } = extractStrings();
    expect(Object.keys(file)).toEqual(STRING_KEYS);
    expect(file['toc.title']).toEqual({
      message: 'On this page',
      default: 'On this page',
      description: catalogue['toc.title'].description,
    });
    expect(file['admonition.tip']).toEqual({
      message: 'Tip',
      default: 'Tip',
      description: expect.stringContaining('(`:::tip`)'),
    });
    expect(added).toEqual(STRING_KEYS);
    expect(dropped).toEqual([]);
    expect(changed).toEqual([]);
  });

  it('keeps translations, follows the English where none was made, drops keys no longer in the catalogue', () => {
    const { file, added, dropped, changed } = extractStrings({
      'toc.title': { message: 'في هذه الصفحة', default: 'On this page' },
      'paginator.next': { message: 'Next (old)', default: 'Next (old)' },
      'search.resultsCount': { message: '{count} نتيجة', default: '{count} hits' },
      'paginator.previous': { message: '' },
      'toc.old': { message: 'قديم' },
    });
    expect(file['toc.title'].message).toBe('في هذه الصفحة');
    expect(file['paginator.next'].message).toBe('Next');
    expect(file['paginator.previous'].message).toBe('Previous');
    expect(file['search.resultsCount']).toMatchObject({ message: '{count} نتيجة', default: '{count} results' });
    expect(changed).toEqual(['search.resultsCount']);
    expect(dropped).toEqual(['toc.old']);
    expect(added).not.toContain('toc.title');
    expect(added).toContain('skipToContent.label');
  });

  it('keeps a translation made by hand without a recorded default when it differs from the English', () => {
    expect(extractStrings({ 'toc.title': { message: 'Sur cette page' } }).file['toc.title'].message).toBe(
      'Sur cette page',
    );
  });

  it('writes two-space JSON ending with a newline', () => {
    const text = stringsFileText(extractStrings().file);
    expect(text.startsWith('{\n  "skipToContent.label": {\n    "message": "Skip to main content",')).toBe(true);
    expect(text.endsWith('}\n')).toBe(true);
  });
});
