import type { Page } from '@playwright/test';

/**
 * Records what feeds a page's develop error overlay: its connections to the develop server and each
 * overlay message they bring (the error's id, and its first line or "cleared"), timed, so a test
 * whose overlay does not clear can say whether the clearing message ever arrived.
 */
export function recordOverlayMessages(page: Page): () => string {
  const start = Date.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`${((Date.now() - start) / 1000).toFixed(1)} s ${line}`);
  page.on('load', () => note(`page loaded: ${page.url()}`));
  page.on('websocket', (socket) => {
    note('connected');
    socket.on('close', () => note('disconnected'));
    socket.on('framereceived', ({ payload }) => {
      const message = overlayMessageOf(String(payload));
      if (message) note(`${message.id}: ${message.firstLine ?? 'cleared'}`);
    });
  });
  return () => lines.join('\n');
}

/** The id and first line of the overlay message in a socket.io frame, such as `42["message",{"type":"overlayError",...}]`. */
function overlayMessageOf(frame: string): { id: string; firstLine?: string } | undefined {
  if (!frame.includes('"overlayError"')) return undefined;
  const [, { payload }] = JSON.parse(frame.slice(frame.indexOf('['))) as [
    string,
    { payload: { id: string; message: Array<{ text: string }> | null } },
  ];
  return { id: payload.id, firstLine: payload.message?.[0]?.text.split('\n')[0] };
}
