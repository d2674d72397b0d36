/** @jest-environment node */
import type { GlossaryTerm } from '../../lib/docs/glossary';
import { markBeingMade, markMade, needsMakingAgain } from './docNodeState';
import { memoryCache } from './memoryCache.testHelper';

let cache = memoryCache();
const files: Record<string, { width?: number; height?: number }> = {};
const read = (name: string) => files[name];
const HAVE: GlossaryTerm = { id: 'have', term: 'have', definition: 'An item you own.', names: ['have', 'haves'] };
let glossary = new Map<string, GlossaryTerm>();
const termsNow = () => glossary;
const made = (uses: Array<{ name: string; width: number; height: number }>, terms: GlossaryTerm[] = []) => ({
  uses,
  terms,
});

beforeEach(() => {
  cache = memoryCache();
  files['shelf.png'] = { width: 64, height: 36 };
  glossary = new Map([['have', HAVE]]);
});

describe("a doc file's node kept from an earlier build", () => {
  it('is kept when no build made it (nodes made before this record) or its pictures read as they did', async () => {
    expect(await needsMakingAgain(cache, 'file-1', read, termsNow)).toBe(false);
    await markMade(cache, 'file-1', made([{ name: 'shelf.png', width: 64, height: 36 }]));
    expect(await needsMakingAgain(cache, 'file-1', read, termsNow)).toBe(false);
  });

  it('is made again when a build stopped before it was made', async () => {
    await markBeingMade(cache, 'file-1');
    expect(await needsMakingAgain(cache, 'file-1', read, termsNow)).toBe(true);
  });

  it('is made again once a picture it shows has another size, or is gone', async () => {
    await markMade(cache, 'file-1', made([{ name: 'shelf.png', width: 64, height: 36 }]));
    files['shelf.png'] = { width: 128, height: 72 };
    expect(await needsMakingAgain(cache, 'file-1', read, termsNow)).toBe(true);
    delete files['shelf.png'];
    expect(await needsMakingAgain(cache, 'file-1', read, termsNow)).toBe(true);
  });

  it('is made again once a glossary term it was given is defined or named otherwise, or is gone', async () => {
    await markMade(cache, 'file-1', made([], [HAVE]));
    expect(await needsMakingAgain(cache, 'file-1', read, termsNow)).toBe(false);
    glossary.set('want', { id: 'want', term: 'want', definition: 'An item you look for.', names: ['want'] });
    expect(await needsMakingAgain(cache, 'file-1', read, termsNow)).toBe(false);
    glossary.set('have', { ...HAVE, names: ['have'] });
    expect(await needsMakingAgain(cache, 'file-1', read, termsNow)).toBe(true);
    glossary.set('have', { ...HAVE, definition: 'An item in your collection.' });
    expect(await needsMakingAgain(cache, 'file-1', read, termsNow)).toBe(true);
    glossary.delete('have');
    expect(await needsMakingAgain(cache, 'file-1', read, termsNow)).toBe(true);
    // While the glossary has a problem, which stops the build, nothing is made again for it.
    expect(await needsMakingAgain(cache, 'file-1', read, () => undefined)).toBe(false);
  });
});
