import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { readLayoutShifts, recordLayoutShifts } from '../scripts/firstLoad.mjs';

/** Resolves after the next two frames: whatever the page holds now has been laid out and painted. */
function twoFrames() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

export interface PartialPage {
  /** Sends the rest once the part already there has been painted, as a slow network would. */
  sendRest(): Promise<void>;
  /** The layout shifts, once the whole page is there and painted. */
  shiftsOnceWhole(): Promise<string[]>;
  close(): void;
}

/**
 * Opens `html` at `route` from a server that sends it up to `cut`, then holds the rest until
 * `sendRest`: the page as a browser sees it mid-download. The bundles are blocked; this is about
 * what the parser has shown so far, and whether what it showed moves when the rest arrives.
 */
export async function openPartly(page: Page, html: string, route: string, cut: number): Promise<PartialPage> {
  let sendRest: () => void = () => undefined;
  const server = http.createServer((request, response) => {
    if (request.url !== route) {
      response.writeHead(204).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write(html.slice(0, cut));
    sendRest = () => response.end(html.slice(cut));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await page.route(/\.js$/, (request) => request.abort());
  await recordLayoutShifts(page);
  const { port } = server.address() as AddressInfo;
  await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'commit' });
  return {
    sendRest: async () => {
      await page.evaluate(twoFrames);
      sendRest();
    },
    shiftsOnceWhole: async () => {
      await page.waitForLoadState('load');
      await page.evaluate(twoFrames);
      return (await readLayoutShifts(page)).shifts;
    },
    close: () => server.close(),
  };
}

/**
 * Opens `html` paused at each of `cuts` in turn, each in a fresh page of `context`, and returns
 * every layout shift the rest caused, with the end of the part that had arrived.
 */
export async function shiftsAtCuts(context: BrowserContext, html: string, route: string, cuts: number[]) {
  const found: string[] = [];
  for (const cut of cuts) {
    const page = await context.newPage();
    const partly = await openPartly(page, html, route, cut);
    try {
      await partly.sendRest();
      const shifts = await partly.shiftsOnceWhole();
      for (const shift of shifts) found.push(`paused after …${html.slice(cut - 80, cut)}: ${shift}`);
    } finally {
      partly.close();
      await page.close();
    }
  }
  return found;
}
