/** The part of Gatsby's develop server that feeds the browser's error overlay (gatsby/dist/utils/websocket-manager). */
export interface OverlayChannel<Error = unknown> {
  emitError(id: string, errors: Error[] | null): void;
  /** The errors shown now, by id; Gatsby sends them to each page that connects. */
  errors: Map<string, unknown>;
  /** The socket.io server, once the develop server has started. */
  websocket?: { on(event: 'connection', listener: (socket: OverlaySocket) => void): void };
}

/** A page's connection to the develop server. */
interface OverlaySocket {
  send(message: { type: 'overlayError'; payload: { id: string; message: null } }): void;
}

/** The socket.io servers that already clear fixed errors on each connection. */
const clearing = new WeakSet<object>();

/**
 * Has every page that connects, or connects again, told which of `reportedIds` are fixed. Gatsby
 * sends a connecting page only the errors shown now, and a page keeps every error it was sent until
 * told it is cleared: one that was offline when a fix cleared an error (a closed laptop, a dropped
 * connection) would show it until reloaded. The server exists once develop serves; the call that
 * clears an error comes after it, so the clear that a page misses is made good.
 */
export function clearFixedOnConnection(channel: OverlayChannel, reportedIds: ReadonlySet<string>): void {
  const server = channel.websocket;
  if (!server || clearing.has(server)) return;
  clearing.add(server);
  server.on('connection', (socket) => {
    for (const id of reportedIds) {
      if (!channel.errors.has(id)) socket.send({ type: 'overlayError', payload: { id, message: null } });
    }
  });
}
