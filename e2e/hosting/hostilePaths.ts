import net from 'node:net';
import { expect } from '@playwright/test';

/**
 * A request target sent as is, and the status nginx (with the generated config) and `npm run
 * serve` answer it with. nginx decodes the path and merges slashes before it matches, so
 * `/docs//evil.com` is `/docs/evil.com` to it, a redirect to `/evil.com` (this site); serve.mjs
 * matches the path as sent, where an empty segment or encoded slash matches no redirect.
 */
interface HostileRequest {
  target: string;
  nginx: number;
  serve: number;
}

const same = (target: string, status: number): HostileRequest => ({ target, nginx: status, serve: status });

export const HOSTILE_REQUESTS: HostileRequest[] = [
  same('/%5Cevil.com.html', 404),
  same('/%5cevil.com/index.html', 404),
  same('/\\evil.com.html', 404),
  same('/\\evil.com', 404),
  same('//evil.com', 404),
  same('//evil.com.html', 404),
  same('//evil.com/', 404),
  { target: '/docs//evil.com', nginx: 301, serve: 404 },
  { target: '/docs/%2F%2Fevil.com', nginx: 301, serve: 404 },
  same('/docs/%5C%5Cevil.com', 404),
  same('/docs/%09/evil.com', 404),
  same('/docs/%0d%0a/evil.com', 404),
  // Encoded twice: nginx decodes the path, then %2F once more in a redirect's Location.
  { target: '/docs/%252F%252Fevil.com', nginx: 404, serve: 301 },
  same('/guides/%5Cevil.com', 404),
  { target: '/guides/%2F%2Fevil.com', nginx: 301, serve: 404 },
  same('/%2F%2Fevil.com', 404),
  { target: '/%2F/wants.html', nginx: 301, serve: 404 },
  same('/wants/%5C%5Cevil.com/', 404),
  same('/..%2f..%2fetc/passwd', 400),
  same('//[', 404),
  same('/%', 400),
  same('/%zz', 400),
  same('/%00', 400),
  same('/\0', 400),
  same('/a\tb', 400),
  same('/%0d%0aSet-Cookie:%20taken=1', 404),
  same(`/${'x/'.repeat(5 * 1024)}`, 414),
  // Absolute-form: nginx serves the path it names (its Location stays relative); serve.mjs, no proxy, refuses it.
  { target: 'http://evil.com/', nginx: 200, serve: 400 },
  { target: 'http://evil.com/wants/', nginx: 301, serve: 400 },
];

/** Sends `GET target` over a raw socket (fetch would normalise the target) and reads the status and Location. */
function rawGet(port: number, target: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(target)}`)));
    socket.on('data', (chunk: Buffer) => (response += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const head = response.split('\r\n\r\n')[0];
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
        location: /\r\nlocation: ([^\r]*)/i.exec(head)?.[1],
      });
    });
    // Written, not ended: a server may close a half-closed connection before it answers.
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
  });
}

/**
 * Sends each hostile request to the server at `port` and checks its status, that any Location
 * stays on the origin once resolved as a browser resolves it (every Location here is absolute,
 * root-relative or scheme-relative, so the request's path does not change where it leads), and
 * that the server still serves its home page afterwards.
 */
export async function expectHostileRequestsRefused(port: number, server: 'nginx' | 'serve'): Promise<void> {
  const origin = `http://127.0.0.1:${port}`;
  for (const request of HOSTILE_REQUESTS) {
    const { status, location } = await rawGet(port, request.target);
    const shown =
      request.target.length > 80 ? `${request.target.slice(0, 40)}… (${request.target.length})` : request.target;
    const leadsTo = location === undefined ? undefined : new URL(location, `${origin}/`).origin;
    // Soft: one run lists every request answered wrongly.
    expect.soft({ target: shown, status, leadsTo }).toEqual({
      target: shown,
      status: request[server],
      leadsTo: location === undefined ? undefined : origin,
    });
    expect((await fetch(`${origin}/`)).status, `${server} still serves after ${JSON.stringify(shown)}`).toBe(200);
  }
}
