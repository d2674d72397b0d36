import { inBodyLanguage } from './bodyLanguage';

describe('inBodyLanguage', () => {
  it("marks an untranslated doc's body with its language and direction", () => {
    expect(inBodyLanguage('<p>Want lists</p>', { htmlLang: 'en-GB', direction: 'ltr' })).toBe(
      '<div lang="en-GB" dir="ltr"><p>Want lists</p></div>',
    );
  });

  it('leaves the body of a doc in its page’s own language as it is', () => {
    expect(inBodyLanguage('<p>Want lists</p>')).toBe('<p>Want lists</p>');
    expect(inBodyLanguage('<p>Want lists</p>', null)).toBe('<p>Want lists</p>');
  });

  it('escapes the language tag as an attribute', () => {
    expect(inBodyLanguage('', { htmlLang: 'x"><script>', direction: 'ltr' })).toBe(
      '<div lang="x&quot;><script>" dir="ltr"></div>',
    );
  });
});
