import type { Page, WebSocketRoute } from '@playwright/test';

/** An overlay message as the develop server sends it: the error's id, and its first line unless it clears it. */
export interface OverlayMessage {
  id: string;
  firstLine?: string;
}

/** A page's connection to the develop server, routed through the test. */
export interface OverlaySocket {
  /** Each connection, disconnection and overlay message so far, timed, for a failure's message. */
  log(): string;
  /** From now on, drops the overlay messages the server sends, as a page that is offline misses them. */
  dropOverlayMessages(): void;
  /** The overlay messages dropped so far. */
  dropped(): OverlayMessage[];
  /** Stops dropping and closes the page's connection, which the page then opens again. */
  reconnect(): void;
}

/**
 * Routes the connections `page` opens to Gatsby's develop server (socket.io, which feeds the error
 * overlay) through the test, passing every frame on unless told to drop overlay messages. Call
 * before the page is opened.
 */
export async function routeOverlaySocket(page: Page): Promise<OverlaySocket> {
  const start = Date.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`${((Date.now() - start) / 1000).toFixed(1)} s ${line}`);
  const dropped: OverlayMessage[] = [];
  let dropping = false;
  let current: WebSocketRoute | undefined;
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    current = socket;
    note('connected');
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      const overlay = overlayMessageOf(String(message));
      if (overlay) note(`${dropping ? 'dropped' : 'received'} ${overlay.id}: ${overlay.firstLine ?? 'cleared'}`);
      if (overlay && dropping) {
        dropped.push(overlay);
        return;
      }
      socket.send(message);
    });
    socket.onClose(() => {
      note('disconnected');
      server.close();
    });
  });
  return {
    log: () => lines.join('\n'),
    dropOverlayMessages: () => {
      dropping = true;
    },
    dropped: () => [...dropped],
    reconnect: () => {
      dropping = false;
      void current?.close();
    },
  };
}

/** The overlay message in a socket.io frame, such as `42["message",{"type":"overlayError",...}]`. */
function overlayMessageOf(frame: string): OverlayMessage | undefined {
  if (!frame.includes('"overlayError"')) return undefined;
  const [, { payload }] = JSON.parse(frame.slice(frame.indexOf('['))) as [
    string,
    { payload: { id: string; message: Array<{ text: string }> | null } },
  ];
  return { id: payload.id, firstLine: payload.message?.[0]?.text.split('\n')[0] };
}
