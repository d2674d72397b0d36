import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** One item of a received envelope: its header and, when the payload is JSON, the parsed payload. */
export interface SinkItem {
  type: string;
  header: Record<string, unknown>;
  payload: Buffer;
  json?: Record<string, unknown>;
}

const decoders: Record<string, (body: Buffer) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  br: promisify(zlib.brotliDecompress),
};

function parseJson(payload: Buffer): Record<string, unknown> | undefined {
  try {
    return JSON.parse(payload.toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * Splits an envelope (https://develop.sentry.dev/sdk/envelopes/): a header line, then items, each
 * a header line and a payload of `length` bytes, or up to the next newline when it has no length.
 */
export function parseEnvelope(body: Buffer): SinkItem[] {
  const items: SinkItem[] = [];
  let offset = body.indexOf(10) + 1;
  while (offset > 0 && offset < body.length) {
    const headerEnd = body.indexOf(10, offset);
    const header = JSON.parse(body.subarray(offset, headerEnd < 0 ? undefined : headerEnd).toString('utf8'));
    if (headerEnd < 0) break;
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
 * A stand-in for Sentry's ingest on 127.0.0.1: accepts POSTs to `/api/<project>/envelope/`,
 * decompresses and parses them, and keeps every item. Stoppable and restartable on the same port.
 */
export class EnvelopeSink {
  readonly items: SinkItem[] = [];
  private server?: http.Server;

  constructor(readonly port: number) {}

  start(): Promise<void> {
    const server = http.createServer(async (request, response) => {
      // The site posts from another origin (the site's port); Sentry's ingest answers CORS the same way.
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', '*');
      if (request.method === 'OPTIONS') return void response.writeHead(204).end();
      if (request.method !== 'POST' || !/^\/api\/\d+\/envelope\/?(\?|$)/.test(request.url ?? '')) {
        return void response.writeHead(404).end();
      }
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const encoding = request.headers['content-encoding'] ?? '';
      const body = decoders[encoding] ? await decoders[encoding](Buffer.concat(chunks)) : Buffer.concat(chunks);
      this.items.push(...parseEnvelope(body));
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
    this.server = server;
    return new Promise((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return Promise.resolve();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  /** Items of one type received so far. */
  itemsOfType(type: string): SinkItem[] {
    return this.items.filter((item) => item.type === type);
  }
}
