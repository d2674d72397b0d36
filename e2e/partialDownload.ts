import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { readLayoutShifts, recordLayoutShifts } from '../scripts/firstLoad.mjs';

/** Resolves after the next two frames: whatever the page holds now has been laid out and painted. */
function twoFrames() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** A built page: its HTML, its route, and the origin that serves its build (the stylesheet). */
export interface PageOfBuild {
  html: string;
  route: string;
  builtSite: string;
}

export interface PartialPage {
  /** Sends the rest once the part already there has been painted, as a slow network would. */
  sendRest(): Promise<void>;
  /** The layout shifts, once the whole page is there and painted. */
  shiftsOnceWhole(): Promise<string[]>;
}

/**
 * A server of `html` at `route`: `?cut=N` sends it up to offset N and holds the rest until
 * `sendRest`, the page as a browser sees it mid-download. Anything else gets an empty answer.
 */
async function startPartialServer(html: string, route: string) {
  let sendRest: () => void = () => undefined;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    if (url.pathname !== route) {
      response.writeHead(204).end();
      return;
    }
    const cut = Number(url.searchParams.get('cut'));
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write(html.slice(0, cut));
    sendRest = () => response.end(html.slice(cut));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlOf: (cut: number) => `http://127.0.0.1:${port}${route}?cut=${cut}`,
    sendRest: () => sendRest(),
    close: () => server.close(),
  };
}

/**
 * Opens `html` on `page` paused at each of `cuts` in turn, then lets the rest arrive. The bundles
 * are blocked: this is about what the parser has shown so far, and whether what it showed moves
 * when the rest arrives. The page's stylesheet comes whole from `builtSite`, the server of the
 * build `html` is a page of. `check` runs at each pause, while the page is partly there.
 */
export async function atEachPause(
  page: Page,
  { html, route, builtSite }: PageOfBuild,
  cuts: number[],
  check: (partly: PartialPage, cut: number) => Promise<void>,
): Promise<void> {
  const server = await startPartialServer(html, route);
  await page.route(/\.js$/, (request) => request.abort());
  await page.route(/\.css$/, async (request) => {
    const { pathname } = new URL(request.request().url());
    await request.fulfill({ response: await request.fetch({ url: new URL(pathname, builtSite).href }) });
  });
  await recordLayoutShifts(page);
  try {
    for (const cut of cuts) {
      await page.goto(server.urlOf(cut), { waitUntil: 'commit' });
      await check(
        {
          sendRest: async () => {
            await page.evaluate(twoFrames);
            server.sendRest();
          },
          shiftsOnceWhole: async () => {
            await page.waitForLoadState('load');
            await page.evaluate(twoFrames);
            return (await readLayoutShifts(page)).shifts;
          },
        },
        cut,
      );
    }
  } finally {
    server.close();
  }
}

/**
 * Opens `html` on `page` paused at each of `cuts` in turn and returns every layout shift the rest
 * caused, with the end of the part that had arrived.
 */
export async function shiftsAtCuts(page: Page, built: PageOfBuild, cuts: number[]): Promise<string[]> {
  const { html } = built;
  const found: string[] = [];
  await atEachPause(page, built, cuts, async (partly, cut) => {
    await partly.sendRest();
    for (const shift of await partly.shiftsOnceWhole())
      found.push(`paused after …${html.slice(cut - 80, cut)}: ${shift}`);
  });
  return found;
}
