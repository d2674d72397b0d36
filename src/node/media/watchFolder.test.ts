/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { watchFolder } from './watchFolder';

let root: string;
let stop: () => void = () => undefined;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-watch-'));
});
afterEach(() => {
  stop();
  fs.rmSync(root, { recursive: true, force: true });
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 600));
/** Resolves once `changed` has been called more than `times` times; a loaded machine delivers events late. */
async function calledMoreThan(changed: jest.Mock, times: number) {
  const deadline = Date.now() + 10_000;
  while (changed.mock.calls.length <= times && Date.now() < deadline) await settled();
  return changed.mock.calls.length;
}

describe('watchFolder', () => {
  it('calls for changes under the folder, created after the watch began, at any depth, a burst at once', async () => {
    const changed = jest.fn();
    stop = watchFolder(path.join(root, 'media'), changed);
    fs.mkdirSync(path.join(root, 'media', 'shelves'), { recursive: true });
    fs.writeFileSync(path.join(root, 'media', 'shelf.png'), 'a');
    fs.writeFileSync(path.join(root, 'media', 'shelves', 'coins.png'), 'b');
    const afterBurst = await calledMoreThan(changed, 0);
    // Four events (a folder, two files, their writes) settle into fewer calls.
    expect(afterBurst).toBeLessThan(4);

    fs.rmSync(path.join(root, 'media', 'shelves', 'coins.png'));
    expect(await calledMoreThan(changed, afterBurst)).toBeGreaterThan(afterBurst);
  });

  it('leaves out changes beside the folder, however their names begin', async () => {
    fs.mkdirSync(path.join(root, 'media'));
    const changed = jest.fn();
    stop = watchFolder(path.join(root, 'media'), changed);
    fs.mkdirSync(path.join(root, 'docs'));
    fs.writeFileSync(path.join(root, 'docs', 'wants.mdx'), 'x');
    fs.writeFileSync(path.join(root, 'media-notes.txt'), 'x');
    await settled();
    expect(changed).not.toHaveBeenCalled();
  });

  it('stops calling once stopped', async () => {
    fs.mkdirSync(path.join(root, 'media'));
    const changed = jest.fn();
    watchFolder(path.join(root, 'media'), changed)();
    fs.writeFileSync(path.join(root, 'media', 'shelf.png'), 'a');
    await settled();
    expect(changed).not.toHaveBeenCalled();
  });
});
