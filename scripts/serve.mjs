// `npm run serve`: serves a built site like `gatsby serve` (routes without a trailing slash, unknown
// paths get 404.html with status 404), and sends `Document-Policy: js-profiling`, which browser
// profiling needs (issue 6) and `gatsby serve` cannot send.
// Usage: node scripts/serve.mjs [--dir public] [--host 127.0.0.1] [--port 9000]
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'public' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '9000' },
  },
});
const root = path.resolve(values.dir);

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  // The CMS at /admin/: its config and the WebAssembly of its bundle.
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Headers every response gets: profiling needs the document policy on the page's own response. */
const COMMON_HEADERS = { 'Document-Policy': 'js-profiling' };

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

function send(response, method, status, file) {
  response.writeHead(status, {
    ...COMMON_HEADERS,
    'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
  });
  if (method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}

const server = http.createServer(async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { ...COMMON_HEADERS, Allow: 'GET, HEAD' }).end();
    return;
  }
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file = await fileFor(pathname);
  const notFoundPage = path.join(root, '404.html');
  if (file) send(response, request.method, 200, file);
  else if (await isFile(notFoundPage)) send(response, request.method, 404, notFoundPage);
  // A build without a 404 page (the bench's bare Gatsby site) still answers, rather than the server crashing.
  else response.writeHead(404, { ...COMMON_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}`);
});
