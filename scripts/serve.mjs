// `npm run serve`: serves a built site as the generated nginx configuration does (src/lib/hosting):
// routes without a trailing slash; `/wants/`, `/wants.html` and `/wants/index.html` answer 301 to
// `/wants`; the headers of public/_headers (the Content Security Policy, caching...) and the
// redirects of public/_redirects, where no file is; source maps 404; unknown paths get 404.html
// with status 404 (under a locale's path, its own: a `404` line of _redirects); text gzipped; a malformed request gets the 4xx nginx gives it, and every
// redirect stays on the site. A local preview then behaves like production, and the benchmarks
// measure the bytes a reader waits for.
// Usage: node scripts/serve.mjs [--dir public] [--host 127.0.0.1] [--port 9000]
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { createJiti } from 'jiti';
import { contentTypeOf } from './contentTypes.mjs';

const jiti = createJiti(import.meta.url);
const { headersForPath, parseHeadersFile } = await jiti.import('../src/lib/hosting/headersFile.ts');
const { parseRedirectsFile, redirectsFileTarget } = await jiti.import('../src/lib/redirects.ts');
const { PRIVATE_PATH, isCompressible } = await jiti.import('../src/lib/hosting/policy.ts');
const { htmlSuffixRoute, trailingSlashRoute } = await jiti.import('../src/lib/hosting/pageAliases.ts');
const { readRequestTarget } = await jiti.import('../src/lib/hosting/requestTarget.ts');
const { isSafeRedirectTarget } = await jiti.import('../src/config/urlRule.ts');

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'public' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '9000' },
  },
});
const root = path.resolve(values.dir);

/** The build's host files; a build without them gets no headers or redirects (the bench's bare Gatsby site has headers only). */
const readHostFile = (name) => readFile(path.join(root, name), 'utf8').catch(() => '');
const headerRules = parseHeadersFile(await readHostFile('_headers'));
const redirects = parseRedirectsFile(await readHostFile('_redirects'));

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path names: the file itself, or the route's index.html; undefined when neither exists. */
async function fileFor(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root)) return undefined;
  for (const candidate of [file, path.join(file, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

async function send(request, response, status, file, urlPath) {
  const contentType = contentTypeOf(file);
  // Compressed as nginx compresses: Vary tells caches the answer depends on the request's Accept-Encoding.
  const compressible = isCompressible(contentType, (await stat(file)).size);
  const gzip = compressible && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  response.writeHead(status, {
    ...headersForPath(headerRules, urlPath),
    'Content-Type': contentType,
    ...(compressible && { Vary: 'Accept-Encoding' }),
    ...(gzip && { 'Content-Encoding': 'gzip' }),
  });
  if (request.method === 'HEAD') response.end();
  // pipeline destroys the response if the file cannot be read: an error never goes uncaught.
  else if (gzip) pipeline(createReadStream(file), createGzip(), response, () => {});
  else pipeline(createReadStream(file), response, () => {});
}

/**
 * Where a path is sent instead, as nginx does: to its route without `.html`, `/index.html` or a
 * trailing slash, when that page exists.
 */
async function normalised(urlPath) {
  if (urlPath === '/admin') return '/admin/';
  if (urlPath === '/index.html') return '/';
  if (urlPath === '/404.html' || urlPath.startsWith('/admin/')) return undefined;
  const route = htmlSuffixRoute(urlPath) ?? trailingSlashRoute(urlPath);
  return route !== null && (await fileFor(`${route}/index.html`)) ? route : undefined;
}

/** A 301 (or the `_redirects` line's status) to a path of this site; anything else is not a redirect this server sends. */
function redirect(response, status, location, search) {
  if (!isSafeRedirectTarget(location)) throw new Error(`Refused to redirect to ${JSON.stringify(location)}`);
  response.writeHead(status, { Location: `${location}${search}` }).end();
}

async function answer(request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const target = readRequestTarget(request.url ?? '');
  if ('status' in target) {
    response.writeHead(target.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(target.reason);
    return;
  }
  const { pathname, search } = target;
  const route = await normalised(pathname);
  if (route !== undefined) return redirect(response, 301, route, search);
  const file = PRIVATE_PATH.test(pathname) ? undefined : await fileFor(pathname);
  if (file) return send(request, response, 200, file, pathname);
  const moved = redirectsFileTarget(redirects, pathname);
  // A 404 line names a locale's not-found page (`/ar/*  /ar/404.html  404`): served, as Netlify does.
  const localeNotFound = moved?.status === 404 ? await fileFor(moved.location) : undefined;
  if (localeNotFound) return send(request, response, 404, localeNotFound, pathname);
  if (moved && moved.status !== 404) return redirect(response, moved.status, moved.location, search);
  const notFoundPage = path.join(root, '404.html');
  if (await isFile(notFoundPage)) await send(request, response, 404, notFoundPage, pathname);
  // A build without a 404 page (the bench's bare Gatsby site) still answers, rather than the server crashing.
  else response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
}

// Whatever fails while answering fails that answer alone: the server keeps serving.
const server = http.createServer((request, response) =>
  answer(request, response).catch((error) => {
    console.error(error);
    if (response.headersSent) response.destroy();
    else response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal server error');
  }),
);

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}`);
});
