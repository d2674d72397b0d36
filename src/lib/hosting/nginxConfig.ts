import { redirectRules, type Redirect, type RuleToken } from '../../config/redirectPatterns';
import { ruleSourceRegex } from '../redirects';
import type { LocaleNotFound } from './localeNotFound';
import { HTML_SUFFIX_PATH, TRAILING_SLASH_PATH } from './pageAliases';
import {
  MARKDOWN_CONTENT_TYPE,
  MARKDOWN_TWIN_PATH,
  CONTENT_HASHED_PATH,
  PRIVATE_PATH,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  GZIP_MIN_BYTES,
  GZIP_TYPES,
} from './policy';

export interface NginxSite {
  /** Headers of readers' pages and files, and of the CMS at /admin/ (its own policy). */
  headers: Record<string, string>;
  cmsHeaders: Record<string, string>;
  redirects: readonly Redirect[];
  /** Each locale's not-found page, for the missing pages under its path (`localeNotFoundPages`). */
  notFoundPages?: readonly LocaleNotFound[];
}

/** A string as nginx reads it between double quotes, where a backslash escapes `"`, `\\` and some letters. */
const quoted = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

const headerLines = (headers: Record<string, string>, cacheControl: string) =>
  Object.entries({ ...headers, 'Cache-Control': cacheControl }).map(
    ([name, value]) => `    add_header ${name} ${quoted(value)} always;`,
  );

/** A rule's target with each parameter as nginx's `$name`. */
const nginxTarget = (to: readonly RuleToken[]) =>
  to.map((token) => (token.type === 'text' ? token.value : `$${token.name}`)).join('');

/** The config redirects as nginx `rewrite` rules, one per rule of each: a 301, the query string kept. */
const rewrites = (redirects: readonly Redirect[]) =>
  redirects
    .flatMap(redirectRules)
    .map(
      (rule) => `    rewrite ${quoted(`^${ruleSourceRegex(rule.from)}$`)} ${quoted(nginxTarget(rule.to))} permanent;`,
    );

/** A page's other address answers 301 to its route only when the page exists, so no path can make it name another host. */
const toExistingRoute = [
  '    if (-f $document_root$route/index.html) { return 301 $route$is_args$args; }',
  '    return 404;',
];

function location(match: string, body: string[]): string[] {
  return [`  location ${match} {`, ...body, '  }', ''];
}

/**
 * The part of an nginx `server` block that serves the built site: include it in a server whose
 * `root` is the public/ folder. Routes are served without a trailing slash (`/wants` from
 * wants/index.html); `/wants/`, `/wants.html` and `/wants/index.html` answer 301 to `/wants` when
 * that page exists; the config redirects answer 301 where no file is; unknown paths get the
 * not-found page with 404; the docs' Markdown twins (`/wants.md`) are sent as Markdown. No redirect
 * leaves the site (see `REDIRECT_SEGMENT`).
 * Each location repeats the headers, because an `add_header` in a location drops the server's.
 */
export function nginxConfig(site: NginxSite): string {
  const pageHeaders = headerLines(site.headers, CACHE_REVALIDATE);
  return [
    '# Written by `gatsby build` (src/lib/hosting/nginxConfig.ts): include it in a server block whose root is public/.',
    'absolute_redirect off;',
    'charset utf-8;',
    'gzip on;',
    'gzip_vary on;',
    `gzip_min_length ${GZIP_MIN_BYTES};`,
    `gzip_types ${GZIP_TYPES.join(' ')};`,
    'error_page 404 /404.html;',
    '',
    ...location('/', ['    try_files $uri $uri/index.html @redirects;', ...pageHeaders]),
    ...location('@redirects', [...rewrites(site.redirects), '    return 404;']),
    ...location('= /404.html', ['    internal;', ...pageHeaders]),
    // A locale's missing pages get its own not-found page: the redirects first, as at the root.
    ...(site.notFoundPages ?? []).flatMap(({ prefix, page }, index) => [
      ...location(`${prefix}/`, [
        `    error_page 404 ${page};`,
        `    try_files $uri $uri/index.html @redirects-${index};`,
        ...pageHeaders,
      ]),
      ...location(`@redirects-${index}`, [
        `    error_page 404 ${page};`,
        ...rewrites(site.redirects),
        '    return 404;',
      ]),
      ...location(`= ${page}`, ['    internal;', ...pageHeaders]),
    ]),
    ...location(`~ ${quoted(CONTENT_HASHED_PATH.source)}`, [...headerLines(site.headers, CACHE_IMMUTABLE)]),
    ...location(`~ ${quoted(PRIVATE_PATH.source)}`, ['    return 404;']),
    // nginx's types know no Markdown (Debian's mime.types has no md): the docs' twins say what they are.
    ...location(`~ ${quoted(MARKDOWN_TWIN_PATH.source)}`, [
      '    types { }',
      `    default_type ${quoted(MARKDOWN_CONTENT_TYPE)};`,
      '    try_files $uri @redirects;',
      ...pageHeaders,
    ]),
    ...location('= /index.html', ['    return 301 /$is_args$args;']),
    ...location(`~ ${quoted(HTML_SUFFIX_PATH.source)}`, toExistingRoute),
    ...location(`~ ${quoted(TRAILING_SLASH_PATH.source)}`, toExistingRoute),
    // ^~: the CMS's page keeps its trailing slash, which the regular expressions above would take off.
    ...location('^~ /admin/', [
      '    try_files $uri $uri/index.html =404;',
      ...headerLines(site.cmsHeaders, CACHE_REVALIDATE),
    ]),
    ...location('= /admin', ['    return 301 /admin/;']),
  ].join('\n');
}
