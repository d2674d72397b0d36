// A stand-in for Sentry's ingest on 127.0.0.1, used by the monitoring browser tests and for trying
// monitoring locally: `node scripts/envelopeSink.mjs --port 9700` prints each item it receives.
import http from 'node:http';
import { parseArgs, promisify } from 'node:util';
import zlib from 'node:zlib';

const decoders = {
  gzip: promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  br: promisify(zlib.brotliDecompress),
};

function parseJson(payload) {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Splits an envelope (https://develop.sentry.dev/sdk/envelopes/): a header line, then items, each
 * a header line and a payload of `length` bytes, or up to the next newline when it has no length.
 * @param {Buffer} body
 */
export function parseEnvelope(body) {
  const items = [];
  let offset = body.indexOf(10) + 1;
  while (offset > 0 && offset < body.length) {
    const headerEnd = body.indexOf(10, offset);
    if (headerEnd < 0) break;
    const header = JSON.parse(body.subarray(offset, headerEnd).toString('utf8'));
    const start = headerEnd + 1;
    const newline = body.indexOf(10, start);
    const end = typeof header.length === 'number' ? start + header.length : newline < 0 ? body.length : newline;
    const payload = body.subarray(start, end);
    items.push({ type: header.type, header, payload, json: parseJson(payload) });
    offset = end + 1;
  }
  return items;
}

/**
 * Accepts POSTs to `/api/<project>/envelope/`, decompresses and parses them, and keeps every item.
 * Stoppable and restartable on the same port, to play an ingest outage.
 */
export class EnvelopeSink {
  /** @param {number} port */
  constructor(port) {
    this.port = port;
    this.items = [];
    this.server = undefined;
  }

  start() {
    const server = http.createServer(async (request, response) => {
      // The site posts from its own origin; Sentry's ingest answers CORS the same way.
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', '*');
      if (request.method === 'OPTIONS') return void response.writeHead(204).end();
      if (request.method !== 'POST' || !/^\/api\/\d+\/envelope\/?(\?|$)/.test(request.url ?? '')) {
        return void response.writeHead(404).end();
      }
      const chunks = [];
      for await (const chunk of request) chunks.push(chunk);
      const decode = decoders[request.headers['content-encoding'] ?? ''];
      const body = decode ? await decode(Buffer.concat(chunks)) : Buffer.concat(chunks);
      const items = parseEnvelope(body);
      this.items.push(...items);
      this.onItems?.(items);
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
    this.server = server;
    return new Promise((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
  }

  stop() {
    const server = this.server;
    this.server = undefined;
    if (!server) return Promise.resolve();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  /** Items of one type received so far. @param {string} type */
  itemsOfType(type) {
    return this.items.filter((item) => item.type === type);
  }
}

// Run as a script (not imported by the tests): print what arrives.
if (process.argv[1]?.endsWith('envelopeSink.mjs')) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '9700' } } });
  const sink = new EnvelopeSink(Number(values.port));
  sink.onItems = (items) => {
    for (const item of items) {
      const summary = item.json?.exception?.values?.map((value) => value.value).join(' <- ') ?? '';
      console.log(`${item.type}${summary ? `: ${summary}` : ''}`);
    }
  };
  // No top-level await: the browser tests require() this module.
  void sink.start().then(() => {
    console.log(`Envelope sink on http://127.0.0.1:${values.port}; DSN: http://localkey@127.0.0.1:${values.port}/1`);
  });
}
