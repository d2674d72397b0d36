import type { Redirect } from '../../config/redirectPatterns';
import { nginxRewrite } from '../redirects';
import {
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
}

const headerLines = (headers: Record<string, string>, cacheControl: string) =>
  Object.entries({ ...headers, 'Cache-Control': cacheControl }).map(
    ([name, value]) => `    add_header ${name} "${value.replace(/"/g, '\\"')}" always;`,
  );

function location(match: string, body: string[]): string[] {
  return [`  location ${match} {`, ...body, '  }', ''];
}

/**
 * The part of an nginx `server` block that serves the built site: include it in a server whose
 * `root` is the public/ folder. Routes are served without a trailing slash (`/wants` from
 * wants/index.html); `/wants/`, `/wants.html` and `/wants/index.html` answer 301 to `/wants`; the
 * config redirects answer 301 where no file is; unknown paths get the not-found page with 404.
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
    ...location('@redirects', [
      ...site.redirects.map((redirect) => `    ${nginxRewrite(redirect)}`),
      '    return 404;',
    ]),
    ...location('= /404.html', ['    internal;', ...pageHeaders]),
    ...location(`~ "${CONTENT_HASHED_PATH.source}"`, [...headerLines(site.headers, CACHE_IMMUTABLE)]),
    ...location(`~ "${PRIVATE_PATH.source}"`, ['    return 404;']),
    ...location('= /index.html', ['    return 301 /$is_args$args;']),
    ...location('~ "^(?<route>/.+?)(?:/index)?\\.html$"', ['    return 301 $route$is_args$args;']),
    ...location('~ "^(?<route>/.+)/$"', [
      '    if (-f $document_root$route/index.html) { return 301 $route$is_args$args; }',
      '    return 404;',
    ]),
    // ^~: the CMS's page keeps its trailing slash, which the regular expressions above would take off.
    ...location('^~ /admin/', [
      '    try_files $uri $uri/index.html =404;',
      ...headerLines(site.cmsHeaders, CACHE_REVALIDATE),
    ]),
    ...location('= /admin', ['    return 301 /admin/;']),
  ].join('\n');
}
