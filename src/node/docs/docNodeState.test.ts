/** @jest-environment node */
import { markBeingMade, markMade, needsMakingAgain } from './docNodeState';
import { memoryCache } from './memoryCache.testHelper';

let cache = memoryCache();
const files: Record<string, { width?: number; height?: number }> = {};
const read = (name: string) => files[name];

beforeEach(() => {
  cache = memoryCache();
  files['shelf.png'] = { width: 64, height: 36 };
});

describe("a doc file's node kept from an earlier build", () => {
  it('is kept when no build made it (nodes made before this record) or its pictures read as they did', async () => {
    expect(await needsMakingAgain(cache, 'file-1', read)).toBe(false);
    await markMade(cache, 'file-1', [{ name: 'shelf.png', width: 64, height: 36 }]);
    expect(await needsMakingAgain(cache, 'file-1', read)).toBe(false);
  });

  it('is made again when a build stopped before it was made', async () => {
    await markBeingMade(cache, 'file-1');
    expect(await needsMakingAgain(cache, 'file-1', read)).toBe(true);
  });

  it('is made again once a picture it shows has another size, or is gone', async () => {
    await markMade(cache, 'file-1', [{ name: 'shelf.png', width: 64, height: 36 }]);
    files['shelf.png'] = { width: 128, height: 72 };
    expect(await needsMakingAgain(cache, 'file-1', read)).toBe(true);
    delete files['shelf.png'];
    expect(await needsMakingAgain(cache, 'file-1', read)).toBe(true);
  });
});
