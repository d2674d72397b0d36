/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readPageFiles } from './readPageFiles';

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-page-files-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Enough pages to be read in child processes, each a file of `dir`. */
function pages(count: number) {
  return Array.from({ length: count }, (_, n) => {
    const file = path.join(dir, `page-${n}.html`);
    fs.writeFileSync(file, `<html><head></head><body><a href="/to-${n}">Link</a></body></html>`);
    return { file, policy: "default-src 'none'" };
  });
}

test('gives each page its own result, by index, whichever process read it', async () => {
  const tasks = pages(130);
  const hrefs: string[][] = [];
  await readPageFiles(tasks, (index, read) => (hrefs[index] = read.parsed!.hrefs));
  expect(hrefs).toEqual(tasks.map((_, n) => [`/to-${n}`]));
});

test('fails with the reason a child process could not read a page, naming the file', async () => {
  const tasks = pages(130);
  fs.rmSync(tasks[77].file);
  await expect(readPageFiles(tasks, () => undefined)).rejects.toThrow(
    new RegExp(`Reading the built pages failed: .*ENOENT.*${path.basename(tasks[77].file)}`),
  );
});
