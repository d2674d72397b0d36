import { isExternalUrl, isSafeRedirectTarget, isSitePath, readUrl, urlKindsList, urlProblem } from './urlRule';

const kind = (url: string) => {
  const reading = readUrl(url);
  return 'kind' in reading ? reading.kind : 'refused';
};

describe('readUrl', () => {
  it.each([
    ['https://trove.app/blog', 'web'],
    ['HTTP://trove.app', 'web'],
    ['mailto:help@trove.app', 'mailto'],
    ['/wants#alerts', 'site-path'],
    ['/', 'site-path'],
    ['./wants.mdx#price-ceilings', 'relative'],
    ['../wants.mdx', 'relative'],
    ['wants', 'relative'],
    ['#alerts', 'relative'],
    ['?q=coins', 'relative'],
    ['', 'relative'],
    // A percent-encoded scheme is a relative path to browsers, not a scheme.
    ['%6Aavascript:alert(1)', 'relative'],
  ])('allows %j as %s', (url, expected) => {
    expect(kind(url)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'tel:+1555',
    '//evil.example',
    ' //evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'https://',
  ])('refuses %j', (url) => {
    expect(kind(url)).toBe('refused');
  });

  it('says why and what to write instead', () => {
    expect(readUrl('javascript:alert(1)')).toEqual({
      problem:
        'uses the scheme "javascript:", which is not allowed; use http(s)://…, mailto:…, a site path such as /wants, or a relative path such as ./wants.mdx',
    });
    expect(readUrl('//evil.example')).toEqual({
      problem:
        'starts with "//", which leaves the site for another host; write https://host/... for another site or one "/" for a path of this one',
    });
  });
});

describe('isSitePath and isExternalUrl', () => {
  it('take only their own kind, untrimmed', () => {
    expect(isSitePath('/wants')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isSitePath(' /wants')).toBe(false);
    expect(isSitePath('wants')).toBe(false);
    expect(isExternalUrl('https://trove.app')).toBe(true);
    expect(isExternalUrl('mailto:a@b.c')).toBe(true);
    expect(isExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isExternalUrl('/wants')).toBe(false);
  });
});

describe('isSafeRedirectTarget', () => {
  it.each(['/', '/wants', '/wants/', '/guides/price-alerts?tab=2#ceilings', '/caf%C3%A9', '/a%20b', '/%25', '/..'])(
    'allows %j',
    (target) => {
      expect(isSafeRedirectTarget(target)).toBe(true);
    },
  );

  it.each([
    // Another host, as browsers read it.
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /wants',
    'https://evil.com/',
    'http:evil.com',
    'evil.com',
    '',
    // Encoded, nested and control-character variants: a server or nginx may decode them once more.
    '/%2F%2Fevil.com',
    '/%2f/evil.com',
    '/%5Cevil.com',
    '/%5c%5cevil.com',
    '/wants/%5C%5Cevil.com/',
    '/..%2f..%2fetc/passwd',
    '/%09/evil.com',
    '/%0d%0aSet-Cookie:%20x',
    '/%7F',
    '/%00',
    '/%',
    '/%zz',
    '/%2',
    // An empty segment within the path.
    '/wants//evil.com',
  ])('refuses %j', (target) => {
    expect(isSafeRedirectTarget(target)).toBe(false);
  });

  it('reads only the path for encodings: a query may carry an encoded slash', () => {
    expect(isSafeRedirectTarget('/search?from=%2F%2Fold')).toBe(true);
    expect(isSafeRedirectTarget('/search#%5C')).toBe(true);
  });
});

describe('urlProblem', () => {
  it('takes only the kinds a field takes, and says what the others are', () => {
    expect(urlProblem('/wants', ['site-path'])).toBeUndefined();
    expect(urlProblem('https://trove.app', ['web', 'mailto'])).toBeUndefined();
    expect(urlProblem('https://trove.app', ['site-path'])).toBe('is the address of another site');
    expect(urlProblem('./wants.mdx', ['site-path', 'web'])).toBe(
      'is relative to the page it is on, which is not the same on every page',
    );
    expect(urlProblem('/wants ', ['site-path'])).toBe('has spaces around it; remove them');
  });

  it('names a refused scheme without suggesting what the field does not take', () => {
    expect(urlProblem('jAvAsCrIpT:alert(1)', ['site-path'])).toBe(
      'uses the scheme "javascript:", which is not allowed',
    );
    expect(urlProblem('java\tscript:alert(1)', ['web'])).toBe(
      'holds a control character (a tab, a newline...), which browsers drop; remove it',
    );
    expect(urlProblem('//evil.example', ['site-path'])).toMatch(/^starts with "\/\/", which leaves the site/);
  });

  it('lists the kinds a field takes as an editor writes them', () => {
    expect(urlKindsList(['web', 'mailto', 'site-path'])).toBe(
      'https://host/…, mailto:… or a path of this site such as /wants',
    );
    expect(urlKindsList(['site-path'])).toBe('a path of this site such as /wants');
  });
});
