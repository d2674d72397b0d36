// A smart-HTTP git server for the tests, as a private host is one: every request must carry the
// Authorization header the environment gives (GIT_HTTP_AUTHORIZATION), else 401. The repositories
// under GIT_PROJECT_ROOT are served by `git http-backend`, run as a CGI program per request.
// Listens on 127.0.0.1 at a free port and prints `listening <port>` once it does.
import { spawn } from 'node:child_process';
import http from 'node:http';

const { GIT_PROJECT_ROOT: root, GIT_HTTP_AUTHORIZATION: authorization } = process.env;
if (!root || !authorization) {
  console.error(
    'Set GIT_PROJECT_ROOT (the folder of the repositories) and GIT_HTTP_AUTHORIZATION (the header required).',
  );
  process.exit(2);
}

/** Splits a CGI answer into its status, its headers and the rest of the body already read. */
function cgiHead(buffer) {
  const end = buffer.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const headers = {};
  let status = 200;
  for (const line of buffer.subarray(0, end).toString('latin1').split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
    else headers[name] = value;
  }
  return { status, headers, rest: buffer.subarray(end + 4) };
}

const server = http.createServer((request, response) => {
  if (request.headers.authorization !== authorization) {
    response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="docs"' }).end();
    request.resume();
    return;
  }
  const url = new URL(request.url, 'http://127.0.0.1');
  const backend = spawn('git', ['http-backend'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: {
      PATH: process.env.PATH,
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      REQUEST_METHOD: request.method,
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: request.headers['content-type'] ?? '',
      ...(request.headers['content-length'] && { CONTENT_LENGTH: request.headers['content-length'] }),
      HTTP_CONTENT_ENCODING: request.headers['content-encoding'] ?? '',
      HTTP_GIT_PROTOCOL: request.headers['git-protocol'] ?? '',
      REMOTE_ADDR: '127.0.0.1',
    },
  });
  request.pipe(backend.stdin);
  let head = Buffer.alloc(0);
  let answered = false;
  backend.stdout.on('data', (chunk) => {
    if (answered) return void response.write(chunk);
    head = Buffer.concat([head, chunk]);
    const parsed = cgiHead(head);
    if (!parsed) return;
    answered = true;
    response.writeHead(parsed.status, parsed.headers);
    response.write(parsed.rest);
  });
  backend.on('close', () => {
    if (!answered) response.writeHead(502);
    response.end();
  });
});

server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
