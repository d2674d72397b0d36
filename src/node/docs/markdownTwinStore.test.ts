/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readTwin, storeTwin } from './markdownTwinStore';

const project = process.cwd();
let dir: string;
const twinFiles = () => fs.readdirSync(path.join(dir, '.cache', 'trove-markdown-twins'));

// A project of its own, as a build runs in it.
beforeEach(() => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'trove-twins-')));
  process.chdir(dir);
});

afterEach(() => {
  process.chdir(project);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('storeTwin', () => {
  it('keeps a twin under its digest, making the folder when it is missing, and gives it back', async () => {
    const twin = { markdown: 'A [link](<\u00000\u0000>).\n', links: ['../wants.mdx'] };
    const digest = storeTwin(twin);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(await readTwin(digest)).toEqual(twin);
    expect(twinFiles()).toEqual([`${digest}.json`]);
  });

  it('keeps one file for twins alike, and makes the folder again when it was deleted meanwhile', () => {
    const first = storeTwin({ markdown: 'One.\n', links: [] });
    expect(storeTwin({ markdown: 'One.\n', links: [] })).toBe(first);
    expect(twinFiles()).toHaveLength(1);
    fs.rmSync(path.join(dir, '.cache'), { recursive: true });
    const second = storeTwin({ markdown: 'Two.\n', links: [] });
    expect(twinFiles()).toEqual([`${second}.json`]);
  });

  it('says how to recover when a kept twin is gone', async () => {
    await expect(readTwin('0'.repeat(64))).rejects.toThrow(/run `npm run clean` and build again/);
  });
});
