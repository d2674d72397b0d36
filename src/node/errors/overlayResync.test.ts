import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { clearFixedOnConnection, type OverlayChannel } from './overlayResync';

type OverlayMessage = { type: 'overlayError'; payload: { id: string; message: unknown } };

let httpServer: http.Server;
let server: Server;
let channel: OverlayChannel;
let url: string;
const clients: Socket[] = [];

/** A channel that does what Gatsby's websocket manager does: holds the errors and sends each change to every page. */
beforeEach(async () => {
  httpServer = http.createServer();
  server = new Server(httpServer);
  const errors = new Map<string, unknown>();
  channel = {
    errors,
    websocket: server,
    emitError(id, message) {
      if (message) errors.set(id, message);
      else errors.delete(id);
      server.send({ type: 'overlayError', payload: { id, message } });
    },
  };
  server.on('connection', (socket) => {
    for (const [id, message] of errors) socket.send({ type: 'overlayError', payload: { id, message } });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await new Promise((resolve) => server.close(resolve));
});

/** A page's connection, with the overlay messages it received so far. */
async function page(): Promise<{ client: Socket; received: OverlayMessage[] }> {
  const client = connect(url, { transports: ['websocket'], reconnection: false });
  clients.push(client);
  const received: OverlayMessage[] = [];
  client.on('message', (message: OverlayMessage) => received.push(message));
  await new Promise<void>((resolve) => client.once('connect', () => resolve()));
  return { client, received };
}

const until = async (check: () => boolean) => {
  for (let tries = 0; !check() && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(check()).toBe(true);
};

test('a page that was away when an error was fixed is told it is fixed once it connects again', async () => {
  const reported = new Set(['trove:content/docs/wants.mdx']);
  clearFixedOnConnection(channel, reported);
  const first = await page();
  channel.emitError('trove:content/docs/wants.mdx', [{ text: 'Invalid front matter' }]);
  await until(() => first.received.length === 1);
  first.client.close();

  channel.emitError('trove:content/docs/wants.mdx', null);
  const again = await page();
  await until(() => again.received.length === 1);
  expect(again.received).toEqual([
    { type: 'overlayError', payload: { id: 'trove:content/docs/wants.mdx', message: null } },
  ]);
});

test('an error still shown is sent as it is, a fixed one cleared once, and ids never reported not at all', async () => {
  const reported = new Set(['trove:sidebars', 'trove:navigation']);
  clearFixedOnConnection(channel, reported);
  clearFixedOnConnection(channel, reported);
  channel.emitError('trove:sidebars', [{ text: 'Invalid sidebars' }]);
  channel.emitError('trove:navigation', null);
  channel.emitError('trove:chrome', null);

  const { received } = await page();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(received).toEqual([
    { type: 'overlayError', payload: { id: 'trove:sidebars', message: [{ text: 'Invalid sidebars' }] } },
    { type: 'overlayError', payload: { id: 'trove:navigation', message: null } },
  ]);
});

test('before the develop server serves, there is nothing to listen on and nothing fails', () => {
  expect(() => clearFixedOnConnection({ ...channel, websocket: undefined }, new Set(['trove:sidebars']))).not.toThrow();
});
