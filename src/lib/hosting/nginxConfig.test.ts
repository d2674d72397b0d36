import { redirectTarget } from '../redirects';
import { localeNotFoundPages, notFoundRedirectLines } from './localeNotFound';
import { nginxConfig } from './nginxConfig';
import { HTML_SUFFIX_PATH, TRAILING_SLASH_PATH } from './pageAliases';
import { MARKDOWN_TWIN_PATH } from './policy';

const redirects = [
  { from: '/getting-started', to: '/' },
  { from: '/guides/:slug', to: '/:slug' },
  { from: '/docs{/:version}/*path', to: '/*path' },
];
const config = nginxConfig({ headers: { 'X-Quote': 'say "hi"' }, cmsHeaders: {}, redirects });

/** A double-quoted nginx string as nginx reads it: `\"` and `\\` unescaped. */
const unquoted = (text: string) => text.replace(/\\(["\\])/g, '$1');

/** The `location ~` blocks and `rewrite` rules of the config, their regexes read as nginx reads them. */
const locations = [...config.matchAll(/location ~ "((?:[^"\\]|\\.)*)" \{\n([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}/g)].map(
  ([, regex, body]) => ({ regex: unquoted(regex), body }),
);
const rewrites = [...config.matchAll(/rewrite "((?:[^"\\]|\\.)*)" "((?:[^"\\]|\\.)*)" permanent;/g)].map(
  ([, regex, target]) => ({ regex: new RegExp(unquoted(regex)), target: unquoted(target) }),
);

/** Where nginx's rewrites send a path (nginx matches the decoded path; these paths decode to themselves). */
function nginxTarget(path: string): string | null {
  for (const { regex, target } of rewrites) {
    const match = regex.exec(path);
    if (match) return target.replace(/\$(\w+)/g, (_, name: string) => match.groups![name]);
  }
  return null;
}

describe('nginxConfig', () => {
  it('quotes header values as nginx reads them', () => {
    expect(config).toContain('add_header X-Quote "say \\"hi\\"" always;');
  });

  it('answers the .html and trailing-slash addresses of a page with its route only when the page exists', () => {
    for (const alias of [HTML_SUFFIX_PATH, TRAILING_SLASH_PATH]) {
      const block = locations.find((location) => location.regex === alias.source);
      expect(
        block?.body
          .trim()
          .split('\n')
          .map((line) => line.trim()),
      ).toEqual(['if (-f $document_root$route/index.html) { return 301 $route$is_args$args; }', 'return 404;']);
    }
  });

  it("sends the docs' Markdown twins as Markdown, with the pages' headers, and the redirects where none is", () => {
    const block = locations.find((location) => location.regex === MARKDOWN_TWIN_PATH.source);
    expect(
      block?.body
        .trim()
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([
      'types { }',
      'default_type "text/markdown; charset=utf-8";',
      'try_files $uri @redirects;',
      'add_header X-Quote "say \\"hi\\"" always;',
      'add_header Cache-Control "public, max-age=0, must-revalidate" always;',
    ]);
    expect(config).toMatch(/gzip_types [^;]*text\/markdown/);
  });

  it('has one rewrite per rule, matching where the not-found page matches', () => {
    expect(rewrites).toHaveLength(4);
    for (const path of [
      '/getting-started',
      '/guides/wants',
      '/docs/resources',
      '/docs/next/wants/export',
      '/guides/café',
      // Hostile: nginx decodes %5C, %2F and %09 before it matches, so they arrive as characters.
      '/guides/\\evil.com',
      '/docs/\\/evil.com',
      '/docs/\t/evil.com',
      '/docs/%2f%2fevil.com',
      '/docs/%5C%5Cevil.com',
      '/guides/%0a',
    ]) {
      expect([path, nginxTarget(path)]).toEqual([path, redirectTarget(path, redirects)]);
    }
  });
});

describe("a locale's not-found page", () => {
  const pages = localeNotFoundPages({
    defaultLocale: 'en',
    locales: [
      { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
      { code: 'ar', label: 'العربية', direction: 'rtl', htmlLang: 'ar', calendar: 'gregory', path: 'ar' },
    ],
  });

  it('is listed for each locale but the default, with its _redirects line', () => {
    expect(pages).toEqual([{ prefix: '/ar', page: '/ar/404.html' }]);
    expect(notFoundRedirectLines(pages)).toEqual(['/ar/*  /ar/404.html  404']);
  });

  it("answers nginx's missing pages under the locale's path, after the redirects", () => {
    const withLocales = nginxConfig({ headers: {}, cmsHeaders: {}, redirects, notFoundPages: pages });
    const block = (match: string) =>
      withLocales
        .split(`  location ${match} {\n`)[1]
        ?.split('\n  }')[0]
        .split('\n')
        .map((line) => line.trim());
    expect(block('/ar/')?.slice(0, 2)).toEqual([
      'error_page 404 /ar/404.html;',
      'try_files $uri $uri/index.html @redirects-0;',
    ]);
    expect(block('@redirects-0')?.[0]).toBe('error_page 404 /ar/404.html;');
    expect(block('@redirects-0')?.slice(-1)).toEqual(['return 404;']);
    expect(block('@redirects-0')?.filter((line) => line.startsWith('rewrite '))).toHaveLength(4);
    expect(block('= /ar/404.html')?.[0]).toBe('internal;');
    // A site of one locale has none of these.
    expect(config).not.toContain('@redirects-0');
  });
});
