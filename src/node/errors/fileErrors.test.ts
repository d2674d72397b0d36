import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { clearFileError, reportFileError } from './fileErrors';
import { clearContentError, runsDevelop } from './contentErrors';

jest.mock('./contentErrors', () => ({
  reportContentError: jest.fn(),
  clearContentError: jest.fn(),
  runsDevelop: jest.fn(() => true),
}));

const reporter = {} as Reporter;
let folder: string;
const docFile = (name: string) => ({ absolutePath: path.join(folder, name), shown: `content/docs/${name}` });
/** Whether the file's error was taken off the overlay within a second. */
const clearedSoon = async (shown: string) => {
  for (let waited = 0; waited < 1_000; waited += 20) {
    if (jest.mocked(clearContentError).mock.calls.some(([key]) => key === shown)) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
};

beforeEach(async () => {
  jest.mocked(clearContentError).mockClear();
  jest.mocked(runsDevelop).mockReturnValue(true);
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'trove-file-errors-'));
});
afterEach(() => fs.rm(folder, { recursive: true, force: true }));

describe('reportFileError under gatsby develop', () => {
  it('takes the error of a renamed file off the overlay, and keeps the error of a file still there', async () => {
    const stockTake = docFile('stock-take.mdx');
    const trading = docFile('trading.mdx');
    await fs.writeFile(stockTake.absolutePath, '<details>');
    await fs.writeFile(trading.absolutePath, '---\ntitle: [\n---');
    reportFileError(reporter, stockTake, 'docContent', 'Could not build content/docs/stock-take.mdx');
    reportFileError(reporter, trading, 'frontMatter', 'Invalid front matter in content/docs/trading.mdx');
    await fs.rename(stockTake.absolutePath, path.join(folder, 'stocktake.mdx'));
    expect(await clearedSoon(stockTake.shown)).toBe(true);
    expect(clearContentError).not.toHaveBeenCalledWith(trading.shown);
    clearFileError(trading);
  });

  it('takes the error of a deleted file off the overlay', async () => {
    const wants = docFile('wants.mdx');
    await fs.writeFile(wants.absolutePath, '<Tabs>');
    reportFileError(reporter, wants, 'docContent', 'Could not build content/docs/wants.mdx');
    await fs.rm(wants.absolutePath);
    expect(await clearedSoon(wants.shown)).toBe(true);
  });

  it('takes the error of a file deleted while it was read off the overlay at once', () => {
    const gone = docFile('gone.mdx');
    reportFileError(reporter, gone, 'docContent', 'Could not build content/docs/gone.mdx');
    expect(clearContentError).toHaveBeenCalledWith(gone.shown);
  });

  it('stops watching a file once its error is fixed', async () => {
    const wants = docFile('wants.mdx');
    await fs.writeFile(wants.absolutePath, '<Tabs>');
    reportFileError(reporter, wants, 'docContent', 'Could not build content/docs/wants.mdx');
    clearFileError(wants);
    jest.mocked(clearContentError).mockClear();
    await fs.rm(wants.absolutePath);
    expect(await clearedSoon(wants.shown)).toBe(false);
  });

  it('watches nothing in a build, which stops at its errors', async () => {
    jest.mocked(runsDevelop).mockReturnValue(false);
    const wants = docFile('wants.mdx');
    await fs.writeFile(wants.absolutePath, '<Tabs>');
    reportFileError(reporter, wants, 'docContent', 'Could not build content/docs/wants.mdx');
    await fs.rm(wants.absolutePath);
    expect(await clearedSoon(wants.shown)).toBe(false);
  });
});
