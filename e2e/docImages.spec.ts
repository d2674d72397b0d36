import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pngOfSize } from '../src/lib/media/png.testHelper';
import { buildFixture, edit, gatsbyBuild, removeFixture, serveFixture, stopServer } from './buildFixture';
import { holdRequests } from './heldRequests';

/** Port of the fixture served for the browser; PORT + 1 to 45 are other tests'. */
const PORT = Number(process.env.E2E_PORT ?? 9100) + 47;
const url = (route: string) => `http://127.0.0.1:${PORT}${route}`;

/** A frame of a JavaScript stack trace, as Node prints one: an editor's mistake is reported without any. */
const STACK_FRAME = / at (?:async )?(?:\S+ \()?(?:file:\/\/|node:|\/)\S+:\d+:\d+\)?/;

/** The line of a doc file that holds `text`, counted from 1 as an editor counts it. */
const lineOf = async (file: string, text: string) =>
  (await fs.readFile(file, 'utf8')).split('\n').findIndex((line) => line.includes(text)) + 1;

/** Sums the page's layout shifts, as Lighthouse's CLS counts them (none right after input), from the first paint on. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe.serial('images of the media folder in docs', () => {
  test.setTimeout(600_000);
  let dir: string;
  let server: ChildProcess | undefined;
  let wants: string;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const build = await buildFixture(async (root) => {
      await fs.mkdir(path.join(root, 'content/media/charts'), { recursive: true });
      await fs.writeFile(path.join(root, 'content/media/shelf.png'), pngOfSize(800, 400));
      await fs.writeFile(path.join(root, 'content/media/charts/trend.png'), pngOfSize(300, 200));
      wants = path.join(root, 'content/docs/wants.mdx');
      await edit(wants, (text) =>
        text.replace('## What a want list is', '![A shelf of wants](/media/shelf.png)\n\n## What a want list is'),
      );
      await edit(wants, (text) =>
        text.replace('## Price ceilings', '![Prices over a year](/media/charts/trend.png)\n\n## Price ceilings'),
      );
    });
    dir = build.dir;
    expect(build.code, build.output).toBe(0);
    server = await serveFixture(dir, PORT);
  });

  test.afterAll(async () => {
    if (server) await stopServer(server);
    if (dir) await removeFixture(dir);
  });

  test("an image carries its file's width and height, and the page does not shift while it loads", async ({ page }) => {
    await watchLayoutShifts(page);
    const releasePicture = await holdRequests(page, '**/media/shelf.png');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url('/wants'), { waitUntil: 'domcontentloaded' });
    const shelf = page.getByRole('img', { name: 'A shelf of wants' });
    await expect(shelf).toHaveAttribute('width', '800');
    await expect(shelf).toHaveAttribute('height', '400');
    await expect(shelf).toHaveAttribute('decoding', 'async');
    // The doc's first image is often the largest paint: it is not loaded lazily; the others are.
    await expect(shelf).not.toHaveAttribute('loading');
    await expect(page.getByRole('img', { name: 'Prices over a year' })).toHaveAttribute('loading', 'lazy');

    expect(await shelf.evaluate((image: HTMLImageElement) => image.complete)).toBe(false);
    const before = await shelf.boundingBox();
    const headingBefore = await page.getByRole('heading', { name: 'What a want list is' }).boundingBox();
    releasePicture();
    await expect
      .poll(() => shelf.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(800);
    expect(await shelf.boundingBox()).toEqual(before);
    expect(await page.getByRole('heading', { name: 'What a want list is' }).boundingBox()).toEqual(headingBefore);
    expect(before?.height).toBeGreaterThan(100);
    expect(
      await page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total),
    ).toBe(0);
  });

  test('on a phone, an image with its width and height shrinks to the column and keeps its proportions', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(url('/wants'));
    const shelf = page.getByRole('img', { name: 'A shelf of wants' });
    await expect(shelf).toHaveAttribute('height', '400');
    const box = await shelf.boundingBox();
    expect(box!.width).toBeLessThan(375);
    expect(box!.height).toBeCloseTo(box!.width / 2, 0);
  });

  test('a picture replaced by one of another size shows its new size after the next build', async () => {
    await fs.writeFile(path.join(dir, 'content/media/shelf.png'), pngOfSize(600, 200));
    const { code, output } = await gatsbyBuild(dir);
    expect(code, output).toBe(0);
    const html = await fs.readFile(path.join(dir, 'public/wants/index.html'), 'utf8');
    expect(html).toContain('<img src="/media/shelf.png" alt="A shelf of wants" width="600" height="200"');
  });

  test('a picture deleted from media/ fails the next build, naming the doc, the line and the path', async () => {
    const line = await lineOf(wants, '/media/shelf.png');
    await fs.rm(path.join(dir, 'content/media/shelf.png'));
    const { code, output } = await gatsbyBuild(dir);
    expect(code).not.toBe(0);
    expect(output).toContain(
      `Could not build content/docs/wants.mdx:${line}:1 (line ${line - 7} of the body): The image "/media/shelf.png" ` +
        'has no file: there is no shelf.png in content/media: add the file to that folder, or correct the path',
    );
    expect(output).not.toMatch(STACK_FRAME);
  });

  test('an image whose path has a slip fails the build, naming the doc, the line, the path and the file meant', async () => {
    await fs.writeFile(path.join(dir, 'content/media/shelf.png'), pngOfSize(600, 200));
    await edit(wants, (text) => text.replace('](/media/charts/trend.png)', '](/media/chart/trend.png)'));
    const line = await lineOf(wants, '/media/chart/trend.png');
    const { code, output } = await gatsbyBuild(dir);
    expect(code).not.toBe(0);
    expect(output).toContain(
      `Could not build content/docs/wants.mdx:${line}:1 (line ${line - 7} of the body): The image ` +
        '"/media/chart/trend.png" has no file: there is no chart/trend.png in content/media: add the file to that ' +
        'folder, or correct the path (it holds charts/trend.png: /media/charts/trend.png)',
    );
    expect(output).not.toMatch(STACK_FRAME);
  });
});
