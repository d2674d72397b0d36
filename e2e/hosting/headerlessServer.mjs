// A static host that sends no headers of its own, as GitHub Pages does: a file's content type and
// nothing else, so the only Content Security Policy a page has is the one in its HTML.
// `/wants` is served from wants/index.html; unknown paths get 404.html with status 404.
// Usage: node e2e/hosting/headerlessServer.mjs --dir public --host 127.0.0.1 --port 9516
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentTypeOf } from '../../scripts/contentTypes.mjs';

const { values } = parseArgs({
  options: { dir: { type: 'string' }, host: { type: 'string', default: '127.0.0.1' }, port: { type: 'string' } },
});
const root = path.resolve(values.dir);

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The file a path names, inside the root only; undefined when there is none. */
function fileOf(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const file = path.join(root, decoded);
  if (!file.startsWith(`${root}${path.sep}`) && file !== root) return undefined;
  return [file, path.join(file, 'index.html')].find(isFile);
}

const server = http.createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
  const file = fileOf(pathname);
  const served = file ?? path.join(root, '404.html');
  response.writeHead(file ? 200 : 404, {
    'content-type': contentTypeOf(served),
  });
  createReadStream(served).pipe(response);
});
server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}`);
});
